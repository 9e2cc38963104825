/**
 * What a parent is shown once the association has a form: the message, and the reference to quote,
 * large, with the way to the status look-up. It takes the focus, so the answer is read out at once.
 */
import type { Messages } from '#domain/i18n/messages.ts';
import { showReference, statusHref } from '#domain/registry/registry.ts';
import { useFocusOnShow } from './useFocusOnShow.ts';

/** `data-…` marks which form's receipt it is. */
type Props = {
  message: string;
  reference?: string | undefined;
  next?: string | undefined;
  quiet?: boolean;
  m: Messages<'forms.referenceLabel' | 'forms.keepReference' | 'forms.checkStatus'>;
} & {
  [marker: `data-${string}`]: boolean;
};

/**
 * `next`: what the parent must still do (follow the link mailed to them), said right after the message.
 * `quiet`: beside another answer that takes the focus (the registration still waits): neither the
 * focus nor the green of success, and no message line above the reference.
 */
export default function ReferenceReceipt({ message, reference, next, quiet = false, m, ...marker }: Props) {
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <div
      ref={quiet ? undefined : ref}
      {...(quiet ? {} : { tabIndex: -1, role: 'status' })}
      className={`rounded-md border px-4 py-4 ${quiet ? 'border-slate-300 bg-slate-50 text-slate-900' : 'border-green-700 bg-green-50 text-green-900'}`}
      {...marker}
    >
      {!quiet && <p className="font-semibold">{message}</p>}
      {next && (
        <p className="mt-2 font-semibold" data-next-step>
          {next}
        </p>
      )}
      {reference && (
        <>
          <p className="mt-3 text-sm font-semibold tracking-wide uppercase">{m.t('forms.referenceLabel')}</p>
          <p className="mt-1 font-mono text-4xl font-bold tracking-widest text-slate-900" data-reference>
            {showReference(reference)}
          </p>
          <p className="mt-3">{m.t('forms.keepReference')}</p>
          <p className="mt-3">
            <a href={m.path(statusHref(reference))} className="font-semibold text-brand-800 underline hover:no-underline">
              {m.t('forms.checkStatus')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
