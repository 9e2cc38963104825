/**
 * The class names of the one UI kit, shared by the public islands, the admin screens and the
 * script-only contact form, so inputs, buttons and messages look and behave the same everywhere.
 */
export const card = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

export const btnBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const btnPrimary = `${btnBase} bg-brand-800 text-white hover:bg-brand-900`;
export const btnSecondary = `${btnBase} border border-brand-800 bg-white text-brand-800 hover:bg-brand-50`;
export const btnDanger = `${btnBase} bg-red-700 text-white hover:bg-red-800`;
export const btnDangerOutline = `${btnBase} border border-red-700 bg-white text-red-800 hover:bg-red-50`;

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-600';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const hintClass = 'mt-1 text-sm text-slate-600';
export const errorTextClass = 'mt-1 text-sm font-medium text-red-700';

/** The boxes of messages: a success, a warning (partly done), a failure. */
export const messageClass = {
  success: 'rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900',
  warning: 'rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950',
  error: 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900',
} as const;

export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm';
export const thClass = 'px-3 py-2 font-semibold whitespace-nowrap text-slate-800';
export const tdClass = 'px-3 py-2 align-top text-slate-800';
