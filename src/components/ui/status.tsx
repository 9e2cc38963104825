/**
 * The states of anything that loads or is sent: loading, empty, failed, done. Failures are
 * announced at once (role=alert), the rest politely (role=status).
 */
import type { ReactNode } from 'react';
import { btnSecondary, messageClass } from './styles.ts';

/** A spinner with its text; `showLabel={false}` keeps the text for screen readers only. */
export function Loading({
  label = 'Loading…',
  showLabel = true,
  className = '',
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center gap-3 py-6 text-slate-700 ${showLabel ? '' : 'justify-center'} ${className}`}>
      <svg className="h-8 w-8 animate-spin text-brand-700 motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}

export function ErrorMessage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={`${messageClass.error} font-medium ${className}`}>
      {children}
    </div>
  );
}

export function SuccessMessage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={`${messageClass.success} ${className}`}>
      {children}
    </div>
  );
}

/**
 * A load that failed, said as such with a button that asks again: never the empty state, which
 * would tell a visitor there is nothing when the site simply did not answer.
 */
export function LoadFailed({
  children,
  retry,
  onRetry,
  className = '',
}: {
  children: ReactNode;
  /** The button's words ("Try again"), in the page's language. */
  retry: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <ErrorMessage>{children}</ErrorMessage>
      <button type="button" className={`${btnSecondary} mt-3`} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

/** A neutral line where a list has nothing to show. */
export function Empty({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`rounded-md bg-white px-4 py-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200 ${className}`}>{children}</p>
  );
}

/** What a sent form answered, in a region that announces it: the success or the failure text. */
export function FormResult({ result }: { result: { ok: boolean; text: string } | null }) {
  return (
    <div className="mt-4" aria-live="polite">
      {result && (result.ok ? <SuccessMessage>{result.text}</SuccessMessage> : <ErrorMessage>{result.text}</ErrorMessage>)}
    </div>
  );
}
