/**
 * A detail page served by the fallback route learns its record's name only after loading it: the
 * name replaces the generic part of the tab's title, before the " | site name" the layout added.
 * One anchored character class, so the replacement is linear in the title's length.
 */
export const showRecordTitle = (name: string): void => {
  document.title = document.title.replace(/^[^|]*/, `${name} `);
};
