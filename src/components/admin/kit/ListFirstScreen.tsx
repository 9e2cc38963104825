/**
 * A content screen: it opens on its list, where every item has Edit and Delete, with an Add button
 * above it; Add shows the add form (the same form that edits an item) in the list's place, and
 * "Back to the list" returns to the list, read again so it holds what was added.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { btnPrimary, btnSecondary } from '#components/ui/styles.ts';
import { ScreenTitle } from './list.tsx';

interface Props {
  title: string;
  intro: ReactNode;
  /** The heading over the list. */
  listHeading: string;
  /** The Add button's label and the heading over the add form. */
  addHeading: string;
  /** The add form. */
  add: ReactNode;
  /** The list with its Edit and Delete buttons. */
  list: ReactNode;
}

export const BACK_TO_LIST = 'Back to the list';

export default function ListFirstScreen({ title, intro, listHeading, addHeading, add, list }: Props) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes after a switch: onto the form's heading, or back onto the Add button.
  const switched = useRef(false);

  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (adding ? formHeading.current : addButton.current)?.focus();
  }, [adding]);

  const show = (next: boolean) => {
    switched.current = true;
    setAdding(next);
  };

  return (
    <>
      <ScreenTitle title={title}>{intro}</ScreenTitle>
      {adding ? (
        <section aria-labelledby={`${id}-add`} data-add-view>
          <div className="mt-6 mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-add`} ref={formHeading} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
              {addHeading}
            </h2>
            <button type="button" className={btnSecondary} onClick={() => show(false)}>
              {BACK_TO_LIST}
            </button>
          </div>
          {add}
        </section>
      ) : (
        <section aria-labelledby={`${id}-list`} data-list-view>
          <div className="mt-6 mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-list`} className="text-xl font-bold text-brand-900">
              {listHeading}
            </h2>
            <button type="button" ref={addButton} className={btnPrimary} onClick={() => show(true)} data-add>
              {addHeading}
            </button>
          </div>
          {list}
        </section>
      )}
    </>
  );
}
