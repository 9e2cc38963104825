/**
 * /confirm-contact: the parent opens the link from the letter sent to the address on file and
 * confirms the new e-mail or phone with one button (a page visit changes nothing: the token is
 * sent by POST only when the button is pressed).
 */
import { registryApi } from '#lib/client/registry.ts';
import { useEffect, useState } from 'react';
import { confirmContactTexts as texts } from '#domain/registry/registry.ts';
import { FormResult } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useSending } from '#components/public/form-parts/useSending.ts';

export default function ConfirmContact() {
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, send } = useSending();

  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  if (token === null) return null;
  if (token === '') return <FormResult result={{ ok: false, text: texts.noToken }} />;
  return (
    <div data-testid="confirm-contact">
      <p className="text-slate-800">{texts.intro}</p>
      <p className="mt-2 text-slate-800">{texts.notAsked}</p>
      {done === null && (
        <button
          type="button"
          className={`${btnPrimary} mt-6`}
          disabled={busy}
          onClick={() => void send(async () => setDone((await registryApi.confirmContact(token)).message), { failed: texts.failed })}
        >
          {busy ? texts.confirming : texts.confirm}
        </button>
      )}
      <FormResult result={done !== null ? { ok: true, text: done } : error !== null ? { ok: false, text: error } : null} />
    </div>
  );
}
