/**
 * /confirm-registration: the parent opens the link from the letter sent to the address typed on
 * the skater form and confirms the registration with one button (a page visit changes nothing:
 * the token is sent by POST only when the button is pressed, so a mail scanner that opens links
 * confirms nothing). The consent statement they agreed to is shown again.
 */
import { registryApi } from '#lib/client/registry.ts';
import { useEffect, useState } from 'react';
import { CURRENT_NOTICE } from '#domain/registry/consent-notices.ts';
import { confirmRegistrationTexts as texts, statusHref } from '#domain/registry/registry.ts';
import { formatDate } from '#domain/common/dates.ts';
import { MY_PATH } from '#domain/family/family.ts';
import { FormResult } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useSending } from '#components/public/form-parts/useSending.ts';

export default function ConfirmRegistration() {
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; reference: string } | null>(null);
  const { busy, error, send } = useSending();

  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  if (token === null) return null;
  if (token === '') return <FormResult result={{ ok: false, text: texts.noToken }} />;
  return (
    <div data-testid="confirm-registration">
      <p className="text-slate-800">{texts.intro}</p>
      <p className="mt-2 text-slate-800">{texts.notAsked}</p>
      <figure className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-4 py-3">
        <figcaption className="text-sm font-semibold text-slate-800">
          {texts.notice(CURRENT_NOTICE.version, formatDate(CURRENT_NOTICE.date))}
        </figcaption>
        <blockquote className="mt-2 text-slate-800">{CURRENT_NOTICE.consent}</blockquote>
      </figure>
      {done === null && (
        <button
          type="button"
          className={`${btnPrimary} mt-6`}
          disabled={busy}
          onClick={() => void send(async () => setDone(await registryApi.confirmRegistration(token)), { failed: texts.failed })}
        >
          {busy ? texts.confirming : texts.confirm}
        </button>
      )}
      <FormResult result={done !== null ? { ok: true, text: done.message } : error !== null ? { ok: false, text: error } : null} />
      {done !== null && (
        <>
          {/* What comes next, and where: the family page, where any registration fee is now shown with the way to pay it. */}
          <p className="mt-4 text-slate-800">{texts.next}</p>
          <p className="mt-2">
            <a href={MY_PATH} className="font-semibold text-brand-800 underline hover:no-underline" data-family-link>
              {texts.familyPage}
            </a>
          </p>
        </>
      )}
      {done !== null && done.reference !== '' && (
        <p className="mt-4">
          <a href={statusHref(done.reference)} className="font-semibold text-brand-800 underline hover:no-underline" data-confirmed>
            {texts.checkStatus}
          </a>
        </p>
      )}
    </div>
  );
}
