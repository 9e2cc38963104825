/**
 * /confirm-registration: the parent opens the link from the letter sent to the address typed on
 * the skater form and confirms the registration with one button (a page visit changes nothing:
 * the token is sent by POST only when the button is pressed, so a mail scanner that opens links
 * confirms nothing). The consent statement they agreed to is shown again.
 */
import { registryApi } from '#lib/client/registry.ts';
import { useEffect, useState } from 'react';
import { CURRENT_NOTICE } from '#domain/registry/consent-notices.ts';
import { statusHref } from '#domain/registry/registry.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import type { RegistryWords } from './registry-messages.ts';
import FamilyPageNext from './FamilyPageNext.tsx';
import { FormResult } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';

export default function ConfirmRegistration({ words }: { words: RegistryWords }) {
  const m = messagesIn(words);
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; reference: string } | null>(null);
  const { busy, error, send } = useSending();

  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  if (token === null) return null;
  if (token === '') return <FormResult result={{ ok: false, text: m.t('registry.noToken') }} />;
  return (
    <div data-testid="confirm-registration">
      <p className="text-slate-800">{m.t('registry.confirmIntro')}</p>
      <p className="mt-2 text-slate-800">{m.t('registry.confirmNotAsked')}</p>
      <figure className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-4 py-3">
        <figcaption className="text-sm font-semibold text-slate-800">
          {m.t('registry.confirmNotice', { version: CURRENT_NOTICE.version, day: m.date(CURRENT_NOTICE.date) })}
        </figcaption>
        <blockquote className="mt-2 text-slate-800">{m.t('forms.consent')}</blockquote>
      </figure>
      {done === null && (
        <button
          type="button"
          className={`${btnPrimary} mt-6`}
          disabled={busy}
          onClick={() =>
            void send(async () => setDone(await registryApi.confirmRegistration(token)), {
              failed: m.t('registry.confirmFailed'),
              server: m.server,
            })
          }
        >
          {busy ? m.t('registry.confirming') : m.t('registry.confirmButton')}
        </button>
      )}
      <FormResult
        result={done !== null ? { ok: true, text: m.server(done.message) } : error !== null ? { ok: false, text: error } : null}
      />
      {/* What comes next, and where: the family page, where any registration fee is now shown with the way to pay it. */}
      {done !== null && <FamilyPageNext m={m} next="registry.confirmNext" />}
      {/* A link used before (often by the parent themselves) or expired: where the registration is, or how to start again. */}
      {error !== null && (
        <>
          <FamilyPageNext m={m} next="registry.confirmedBefore" />
          <p className="mt-2">
            <a href={m.path('/skaterform')} className="font-semibold text-brand-800 underline hover:no-underline">
              {m.t('registry.registerAgain')}
            </a>
          </p>
        </>
      )}
      {done !== null && done.reference !== '' && (
        <p className="mt-4">
          <a href={m.path(statusHref(done.reference))} className="font-semibold text-brand-800 underline hover:no-underline" data-confirmed>
            {m.t('forms.checkStatus')}
          </a>
        </p>
      )}
    </div>
  );
}
