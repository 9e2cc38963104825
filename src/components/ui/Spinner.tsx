/** A loading spinner with a text for screen readers (and, optionally, for everyone). */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  className = '',
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-8 text-slate-700 ${className}`}>
      <svg className="h-8 w-8 animate-spin text-brand-700 motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}
