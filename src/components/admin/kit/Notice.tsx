/**
 * Notices after an action: success in a polite status region, failures in an alert region. Both
 * regions are always in the page so screen readers announce what appears in them.
 */
import type { ReactNode } from 'react';
import { messageClass } from '#components/ui/styles.ts';

export type NoticeKind = 'success' | 'error' | 'warning';

export interface Notice {
  kind: NoticeKind;
  text: string;
  details?: ReactNode;
}

function NoticeBox({ notice, onDismiss }: { notice: Notice; onDismiss?: (() => void) | undefined }) {
  return (
    <div className={`flex items-start justify-between gap-3 ${messageClass[notice.kind]}`} data-notice={notice.kind}>
      <div>
        <p className="font-semibold">{notice.text}</p>
        {notice.details && <div className="mt-1 text-sm">{notice.details}</div>}
      </div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} className="shrink-0 rounded px-2 text-lg leading-none" aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}

export function NoticeView({ notice, onDismiss, className = '' }: { notice: Notice | null; onDismiss?: () => void; className?: string }) {
  const polite = notice && notice.kind !== 'error' ? notice : null;
  const urgent = notice && notice.kind === 'error' ? notice : null;
  return (
    <div className={`${className} ${notice ? 'mb-5' : 'mb-0'}`}>
      <div role="status" aria-live="polite">
        {polite && <NoticeBox notice={polite} onDismiss={onDismiss} />}
      </div>
      <div role="alert">{urgent && <NoticeBox notice={urgent} onDismiss={onDismiss} />}</div>
    </div>
  );
}
