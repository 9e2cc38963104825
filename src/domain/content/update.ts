/** Texts, limits and small rules of update without the schema library, so browser code can import them cheaply. */
export const UPDATE_TEXT_MAX = 50;

export const updateMessages = {
  title: 'Updates',
  addHeading: 'Add New Update',
  listHeading: 'All Updates',
  added: 'Update added successfully!',
  deleted: 'Update deleted successfully!',
  editHeading: 'Edit Update',
  // "Update updated" would read as a stammer.
  updated: 'Update edited successfully!',
  updateFailed: 'Failed to edit the update. Please try again.',
  updateError: 'Error editing the update. Please try again.',
  empty: 'Update text cannot be empty.',
  addFailed: 'Failed to add the update. Please try again.',
  addError: 'Error adding the update. Please try again.',
  deleteFailed: 'Failed to delete the update. Please try again.',
  deleteError: 'Error deleting the update. Please try again.',
  none: 'No updates found',
  confirmDelete: 'Are you sure you want to delete this update?',
  loadFailed: (detail: string) => `Failed to load updates. Error: ${detail}`,
  latest: 'Latest Updates',
} as const;
