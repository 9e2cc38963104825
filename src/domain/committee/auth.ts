/** Texts, limits and small rules of auth without the schema library, so browser code can import them cheaply. */
export const authMessages = {
  loginFailed: 'Authentication failed. Please check your credentials.',
  loginNetworkError: 'Error logging in. Please try again.',
  loginSuccess: 'Login successful',
  loggedOut: 'Logged out',
  loginNameHint: 'If an owner added your account, sign in with your e-mail address.',
} as const;
