/**
 * Notices after an action: success in a polite status region, failures in an alert region. Both
 * regions are always in the page so screen readers announce what appears in them. A notice may
 * vanish after a while (gallery 3 s, bulk message 5 s: seed §9).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export type NoticeKind = 'success' | 'error' | 'warning';

export interface Notice {
  kind: NoticeKind;
  text: string;
  details?: ReactNode;
}

export const useNotice = (timeoutMs?: number) => {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  const show = useCallback(
    (kind: NoticeKind, text: string, details?: ReactNode) => {
      clearTimeout(timer.current);
      setNotice({ kind, text, ...(details === undefined ? {} : { details }) });
      if (timeoutMs !== undefined) timer.current = setTimeout(() => setNotice(null), timeoutMs);
    },
    [timeoutMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { notice, show, clear };
};

const styles: Record<NoticeKind, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-700 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-900',
};

function NoticeBox({ notice, onDismiss }: { notice: Notice; onDismiss?: (() => void) | undefined }) {
  return (
    <div
      className={`flex items-start justify-between gap-3 rounded-md border-l-4 px-4 py-3 ${styles[notice.kind]}`}
      data-notice={notice.kind}
    >
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
