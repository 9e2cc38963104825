/** Short updates (seed §3, §5, §8). */
import { z } from 'zod';
import { idSchema, requiredText } from './fields.ts';

export const UPDATE_TEXT_MAX = 50;

export const updateSchema = z.object({ _id: idSchema, text: z.string(), createdAt: z.string() });
export type Update = z.infer<typeof updateSchema>;

export const updateInputSchema = z.object({
  text: requiredText('Update text', UPDATE_TEXT_MAX, 'Update text cannot be empty.'),
});
export type UpdateInput = z.input<typeof updateInputSchema>;

export const updateMessages = {
  addHeading: 'Add New Update',
  deleteHeading: 'Delete Update',
  added: 'Update added successfully!',
  deleted: 'Update deleted successfully!',
  empty: 'Update text cannot be empty.',
  addFailed: 'Failed to add the update. Please try again.',
  addError: 'Error adding the update. Please try again.',
  deleteFailed: 'Failed to delete the update. Please try again.',
  deleteError: 'Error deleting the update. Please try again.',
  none: 'No updates found',
  latest: 'Latest Updates',
} as const;
