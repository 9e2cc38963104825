/** Texts, limits and small rules of auth without the schema library, so browser code can import them cheaply. */
export const authMessages = {
  /** The sign-in is the committee's: parents never have a password, they sign in on the family page. */
  loginTitle: 'Committee login',
  loginForCommittee: "This sign-in is for the association's committee (owners, registrars, editors and the treasurer).",
  loginParents: 'Parents: sign in on your family page',
  loginFailed: 'Authentication failed. Please check your credentials.',
  loginNetworkError: 'Error logging in. Please try again.',
  loginSuccess: 'Login successful',
  loggedOut: 'Logged out',
  loginNameHint: 'If an owner added your account, sign in with your e-mail address.',
} as const;
