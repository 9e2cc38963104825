/** Events: the stored record and the create input. */
import { z } from 'zod';
import { dateField, editedImageInput, idSchema, imageInput, optionalText, requiredText } from '#domain/common/fields.schema.ts';
import { EVENT_TITLE_MAX, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX } from './event.ts';

export const eventSchema = z.object({
  _id: idSchema,
  title: z.string(),
  date: z.string(),
  image: z.string(),
  description: z.string(),
  location: z.string(),
  createdAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventInputSchema = z.object({
  title: requiredText('Event title', EVENT_TITLE_MAX, 'Event title cannot be empty'),
  date: dateField('Date'),
  image: imageInput('Image'),
  description: optionalText('Description', EVENT_DESCRIPTION_MAX),
  location: optionalText('Location', EVENT_LOCATION_MAX),
});
export type EventInput = z.input<typeof eventInputSchema>;

/** An edit: the same fields and checks as adding; an image left out keeps the current one. */
export const eventEditSchema = eventInputSchema.extend({ image: editedImageInput('Image') });
export type EventEdit = z.input<typeof eventEditSchema>;
