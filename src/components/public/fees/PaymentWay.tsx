/**
 * How to pay what is owed, as the family page and the club desk both show it: by UPI the amount,
 * the payee, a QR code to scan and on a phone a button that opens the UPI app, then a place for the
 * UPI transaction reference (UTR) the app shows; without a UPI id the association's instructions
 * for paying at the office. The words come in the page's language from the screen that shows it.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { UTR_PATTERN, type PaymentWayView } from '#domain/fees/fees.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';

export interface PaymentWayTexts {
  heading: string;
  amountLabel: string;
  /** The amount as the page writes money. */
  amount: string;
  /** Shown with the reference when the screen does not show it above already. */
  referenceLabel?: string;
  payeeLabel: string;
  intro: string;
  qrAlt: (upi: Extract<PaymentWayView, { kind: 'upi' }>) => string;
  payWithApp: string;
  utrLabel: string;
  utrHint: string;
  utrSubmit: string;
  utrInvalid: string;
  /** Paying at the office: what happens after, and where the receipt appears. */
  officeAfter: string;
}

interface Props {
  way: PaymentWayView;
  texts: PaymentWayTexts;
  /** The heading's level where the panel sits on its page. */
  headingLevel: 'h3' | 'h4';
  /** Sends the UTR; answers the server's confirmation in the page's language. */
  claim: (utr: string) => Promise<string>;
  /** A server's message in the page's language. */
  server: (message: string) => string;
  onClaimed: (message: string) => void;
}

function UtrForm({ texts, claim, server, onClaimed }: Pick<Props, 'texts' | 'claim' | 'server' | 'onClaimed'>) {
  const id = useId();
  const [utr, setUtr] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, send } = useSending();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = utr.replace(/\s/g, '');
    if (!UTR_PATTERN.test(digits)) {
      setInvalid(texts.utrInvalid);
      return;
    }
    setInvalid(null);
    void send(async () => onClaimed(await claim(digits)), { failed: texts.utrInvalid, server });
  };
  return (
    <form className="mt-4 grid gap-3 sm:max-w-md" onSubmit={submit} noValidate>
      <TextInput
        id={`${id}-utr`}
        label={texts.utrLabel}
        hint={texts.utrHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        required
        value={utr}
        error={invalid ?? undefined}
        onChange={(event) => setUtr(event.target.value)}
      />
      <div>
        <button type="submit" className={btnPrimary} disabled={busy}>
          {texts.utrSubmit}
        </button>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </form>
  );
}

export default function PaymentWay({ way, texts, headingLevel: Heading, claim, server, onClaimed }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4"
      data-testid="upi-payment"
    >
      <Heading id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {texts.heading}
      </Heading>
      <dl className="mt-2 space-y-1 text-slate-800">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{texts.amountLabel}:</dt>
          <dd data-testid="pay-amount">{texts.amount}</dd>
        </div>
        {texts.referenceLabel && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{texts.referenceLabel}:</dt>
            <dd className="font-mono" data-testid="pay-reference">
              {way.reference}
            </dd>
          </div>
        )}
        {way.kind === 'upi' && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{texts.payeeLabel}:</dt>
            <dd className="min-w-0 break-words">
              {way.payee} <span className="break-all">({way.upiId})</span>
            </dd>
          </div>
        )}
      </dl>
      {way.kind === 'upi' ? (
        <>
          <p className="mt-3 text-slate-700">{texts.intro}</p>
          <img src={way.qr} alt={texts.qrAlt(way)} className="mt-3 h-56 w-56 bg-white" />
          <a href={way.link} className={`${btnPrimary} mt-3 md:hidden`} data-testid="upi-link">
            {texts.payWithApp}
          </a>
          <UtrForm texts={texts} claim={claim} server={server} onClaimed={onClaimed} />
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-800">{way.instructions}</p>
          <p className="mt-2 text-slate-700">{texts.officeAfter}</p>
        </>
      )}
    </section>
  );
}
