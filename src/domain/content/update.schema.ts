/** Short updates: the stored record and the create input. */
import { z } from 'zod';
import { idSchema, requiredText } from '#domain/common/fields.schema.ts';
import { UPDATE_TEXT_MAX } from './update.ts';

export const updateSchema = z.object({ _id: idSchema, text: z.string(), createdAt: z.string() });
export type Update = z.infer<typeof updateSchema>;

export const updateInputSchema = z.object({
  text: requiredText('Update text', UPDATE_TEXT_MAX, 'Update text cannot be empty.'),
});
export type UpdateInput = z.input<typeof updateInputSchema>;
