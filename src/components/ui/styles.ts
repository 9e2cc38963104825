/** Class names shared by the admin screens, so buttons and fields look and behave the same everywhere. */
export const card = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
export const btnBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const btnPrimary = `${btnBase} bg-brand-700 text-white hover:bg-brand-800`;
export const btnSecondary = `${btnBase} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
export const btnDanger = `${btnBase} bg-red-700 text-white hover:bg-red-800`;
export const btnDangerOutline = `${btnBase} border border-red-700 bg-white text-red-800 hover:bg-red-50`;
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-600';
export const labelClass = 'block text-sm font-semibold text-slate-800';
export const hintClass = 'mt-1 text-sm text-slate-600';
export const errorTextClass = 'mt-1 text-sm font-medium text-red-700';
export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm';
export const thClass = 'px-3 py-2 font-semibold whitespace-nowrap text-slate-800';
export const tdClass = 'px-3 py-2 align-top text-slate-800';
