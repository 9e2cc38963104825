/** The notice after an action, which may vanish after a while (gallery 3 s, bulk message 5 s). */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Notice, NoticeKind } from '#components/admin/kit/Notice.tsx';

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
