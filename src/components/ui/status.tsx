/** Messages: errors are announced at once (role=alert), successes politely (role=status). */
import type { ReactNode } from 'react';

export function ErrorMessage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={`rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800 ${className}`}>
      {children}
    </div>
  );
}

export function SuccessMessage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={`rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-800 ${className}`}>
      {children}
    </div>
  );
}

/** A neutral line such as an empty state. */
export function EmptyState({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`rounded-md bg-white px-4 py-8 text-center text-slate-700 shadow-sm ${className}`}>{children}</p>;
}
