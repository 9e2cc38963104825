/** News items, under `description` like every record (docs/rules.md#field-names). */
import { z } from 'zod';
import { editedImageInput, idSchema, imageInput, optionalText, requiredText } from '#domain/common/fields.schema.ts';
import { NEWS_TITLE_MAX, NEWS_DESCRIPTION_MAX } from './news.ts';

export const newsSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  image: z.string(),
  createdAt: z.string(),
  /** The item in the site's second language, when the editor wrote it (docs/languages.md#content-in-both-languages). */
  translatedTitle: z.string().optional(),
  translatedDescription: z.string().optional(),
});
export type News = z.infer<typeof newsSchema>;

const storedIfGiven = (text: string): string | undefined => (text === '' ? undefined : text);

export const newsInputSchema = z.object({
  title: requiredText('Title', NEWS_TITLE_MAX, 'Please enter a title'),
  description: optionalText('Description', NEWS_DESCRIPTION_MAX),
  image: imageInput('Image'),
  // The second language's version: optional, with the same limits as the first; left out of the
  // record when empty, so an item in one language is stored (and answered) as before.
  translatedTitle: optionalText('Title in the second language', NEWS_TITLE_MAX).transform(storedIfGiven),
  translatedDescription: optionalText('Description in the second language', NEWS_DESCRIPTION_MAX).transform(storedIfGiven),
});
export type NewsInput = z.input<typeof newsInputSchema>;

/** An edit: the same fields and checks as adding; an image left out keeps the current one. */
export const newsEditSchema = newsInputSchema.extend({ image: editedImageInput('Image') });
export type NewsEdit = z.input<typeof newsEditSchema>;
