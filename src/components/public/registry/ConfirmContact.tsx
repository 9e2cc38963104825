/**
 * /confirm-contact: the parent opens the link from the letter sent to the address on file and
 * confirms the new e-mail or phone with one button (a page visit changes nothing: the token is
 * sent by POST only when the button is pressed). Once confirmed, the page says where the skater is
 * now: the family page of the address on file, with its link.
 */
import { registryApi } from '#lib/client/registry.ts';
import { useEffect, useState } from 'react';
import { messagesIn } from '#domain/i18n/messages.ts';
import type { RegistryWords } from './registry-messages.ts';
import FamilyPageNext from './FamilyPageNext.tsx';
import { FormResult } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';

export default function ConfirmContact({ words }: { words: RegistryWords }) {
  const m = messagesIn(words);
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, send } = useSending();

  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  if (token === null) return null;
  if (token === '') return <FormResult result={{ ok: false, text: m.t('registry.noToken') }} />;
  return (
    <div data-testid="confirm-contact">
      <p className="text-slate-800">{m.t('registry.contactIntro')}</p>
      <p className="mt-2 text-slate-800">{m.t('registry.contactNotAsked')}</p>
      {done === null && (
        <button
          type="button"
          className={`${btnPrimary} mt-6`}
          disabled={busy}
          onClick={() =>
            void send(async () => setDone(m.server((await registryApi.confirmContact(token)).message)), {
              failed: m.t('registry.contactFailed'),
              server: m.server,
            })
          }
        >
          {busy ? m.t('registry.confirming') : m.t('registry.contactConfirm')}
        </button>
      )}
      <FormResult result={done !== null ? { ok: true, text: done } : error !== null ? { ok: false, text: error } : null} />
      {/* What comes next, and where: the family page of the address now on file. */}
      {done !== null && <FamilyPageNext m={m} next="registry.contactNext" />}
    </div>
  );
}
