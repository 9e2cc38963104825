/**
 * Withdrawing consent on the family page, one button per child and one press (docs/rules.md#withdrawing-consent):
 * no form and no second question, because giving consent was one tick. The words come with the
 * family page's (my.astro hands the `consent` area with the `family` one).
 */
import { useState } from 'react';
import type { FamilyChild } from '#domain/family/family-views.ts';
import type { Messages, WordsOf } from '#domain/i18n/messages.ts';
import type { consentWords } from '#domain/i18n/words-consent.ts';
import { withdrawConsent } from '#lib/client/consent.ts';
import { failureText } from '#lib/error-text.ts';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnDangerOutline, card } from '#components/ui/styles.ts';

type ConsentMessages = Messages<keyof WordsOf<typeof consentWords>['words']>;

const link = 'font-semibold text-brand-800 underline hover:no-underline';

function Child({ child, m }: { child: FamilyChild; m: ConsentMessages }) {
  const [withdrawnAt, setWithdrawnAt] = useState(child.consentWithdrawnAt);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      setWithdrawnAt((await withdrawConsent(child._id)).withdrawal.at);
      setDone(true);
    } catch (caught) {
      setError(failureText(caught, { failed: m.t('consent.failed'), reasons: 'instead', server: m.server }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="py-3 break-words" data-testid="consent-child">
      {withdrawnAt ? (
        <p className="text-slate-800">
          <span className="font-semibold">{child.name}</span>: {m.t('consent.withdrawnOn', { date: m.date(withdrawnAt) })}
        </p>
      ) : (
        <button type="button" className={btnDangerOutline} disabled={busy} onClick={() => void withdraw()}>
          {busy ? m.t('consent.withdrawing') : m.t('consent.withdraw', { name: child.name })}
        </button>
      )}
      <div aria-live="polite">
        {done && (
          <SuccessMessage className="mt-3">
            {m.t('consent.done', { name: child.name })}{' '}
            <a className={link} href={`${m.path('/privacy')}#withdraw`}>
              {m.t('consent.next')}
            </a>
          </SuccessMessage>
        )}
        {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
      </div>
    </li>
  );
}

/** `m`: the family page's messages, which carry the `consent` area too. */
export default function WithdrawConsent({ family, m }: { family: readonly FamilyChild[]; m: Messages<string> }) {
  const words = m as ConsentMessages;
  if (family.length === 0) return null;
  return (
    <section className={`${card} mt-8`} aria-labelledby="consent-heading" data-testid="withdraw-consent">
      <h2 id="consent-heading" className="text-xl font-semibold text-brand-900">
        {words.t('consent.heading')}
      </h2>
      <p className="mt-2 text-slate-700">
        {words.t('consent.lead')}{' '}
        <a className={link} href={`${words.path('/privacy')}#withdraw`}>
          {words.t('consent.more')}
        </a>
      </p>
      <ul className="mt-2 divide-y divide-slate-200">
        {family.map((child) => (
          <Child key={child._id} child={child} m={words} />
        ))}
      </ul>
    </section>
  );
}
