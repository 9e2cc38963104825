/**
 * Confirmation before a delete (docs/rules.md#confirm-before-deleting), as a modal <dialog>: focus moves into it,
 * Escape or Cancel answer no, and focus returns to where it was.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { btnDanger, btnSecondary } from '#components/ui/styles.ts';

interface Request {
  message: string;
  confirmLabel: string;
  resolve: (answer: boolean) => void;
}

export const useConfirm = (): [(message: string, confirmLabel?: string) => Promise<boolean>, ReactElement] => {
  const [request, setRequest] = useState<Request | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const id = useId();

  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') =>
      new Promise<boolean>((resolve) => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setRequest({ message, confirmLabel, resolve });
      }),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (request && dialog && !dialog.open) {
      dialog.showModal();
      // The safe answer has the focus: Enter on a stray key press does not delete anything.
      cancelRef.current?.focus();
    }
  }, [request]);

  const answer = (value: boolean) => {
    if (!request) return;
    request.resolve(value);
    setRequest(null);
    dialogRef.current?.close();
    const target = returnFocus.current;
    if (target && target.isConnected) target.focus();
  };

  const element = (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        Please confirm
      </h2>
      <p id={`${id}-message`} className="mt-2 text-slate-800">
        {request?.message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" ref={cancelRef} className={btnSecondary} onClick={() => answer(false)}>
          Cancel
        </button>
        <button type="button" className={btnDanger} onClick={() => answer(true)}>
          {request?.confirmLabel ?? 'Delete'}
        </button>
      </div>
    </dialog>
  );

  return [confirm, element];
};
