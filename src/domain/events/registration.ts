/** Texts, limits and small rules of registration without the schema library, so browser code can import them cheaply. */
export const REGISTRATION_NAME_MAX = 100;
export const REGISTRATION_AGE_MIN = 1;
export const REGISTRATION_AGE_MAX = 100;

/** The event filter's value for registrations whose event no longer exists. */
export const UNKNOWN_EVENT = 'unknown';

export const registrationMessages = {
  heading: 'Register for this event',
  submit: 'Register',
  registered: 'You are registered! We will contact you with the details.',
  duplicate: 'This e-mail address is already registered for this event.',
  failed: 'Registration failed. Please try again.',
  unknownEventSubmit: 'This event no longer exists.',
  deleted: 'Registration deleted successfully!',
  deleteFailed: 'Failed to delete the registration. Please try again.',
  deleteError: 'Error deleting the registration. Please try again.',
  empty: 'No registrations found',
  adminHeading: 'Event Registrations',
  loadFailed: 'Failed to load registrations. Please try again later.',
  unknownEvent: 'Unknown Event',
  confirmDelete: 'Are you sure you want to delete this registration?',
} as const;
