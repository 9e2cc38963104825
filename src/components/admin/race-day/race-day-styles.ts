/** The race director's screen's shared looks. */
export const link =
  'font-semibold text-brand-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 rounded';
export const subheading = 'text-lg font-bold text-brand-900';
