/**
 * A championship's entry on its public page: the visitor gives the registration number, and a
 * sign-in link goes to the e-mail address on the registration; it leads to this championship's
 * entry on the family page, where the races are chosen (docs/rules.md#family-page). Its words,
 * the server's answer and the family page's link are in the page's language.
 */
import { useId } from 'react';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import type { Messages } from '#domain/i18n/messages.ts';
import { site } from '#config/site.ts';
import FamilyLinkForm from '#components/public/family/FamilyLinkForm.tsx';
import FeeNote from '#components/public/fees/FeeNote.tsx';
import { feeNoteTexts, type FeeNoteKey } from '#components/public/fees/fee-note-texts.ts';

type EntryKey =
  | 'events.entryHeading'
  | 'events.entriesCloseOn'
  | 'events.entryLead'
  | 'events.linkRegistrationNo'
  | 'events.linkRegistrationNoHint'
  | 'events.linkSend'
  | 'events.linkSending'
  | 'events.linkFailed'
  | 'events.linkNetwork'
  | 'events.linkSignedIn'
  | 'events.linkFamilyPage'
  | 'events.linkNoNumber'
  | FeeNoteKey;

export default function EntryLinkForm({ championship, m }: { championship: PublicChampionship; m: Messages<EntryKey> }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="entry-form">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {m.t('events.entryHeading')}
      </h2>
      <p className="mt-1 font-semibold text-slate-800">{m.t('events.entriesCloseOn', { when: m.dateTime(championship.entriesClose) })}</p>
      <FeeNote kind="entry" eventId={championship.eventId} texts={feeNoteTexts(m)} />
      <div className="mt-4">
        <FamilyLinkForm
          testId="entry-link-form"
          eventId={championship.eventId}
          lead={m.t('events.entryLead')}
          texts={{
            registrationNo: m.t('events.linkRegistrationNo'),
            registrationNoHint: m.t('events.linkRegistrationNoHint', { example: `${site.registrationPrefix}-2026-0001` }),
            send: m.t('events.linkSend'),
            sending: m.t('events.linkSending'),
            failed: m.t('events.linkFailed'),
            network: m.t('events.linkNetwork'),
            signedIn: m.t('events.linkSignedIn'),
            familyPage: m.t('events.linkFamilyPage'),
            noNumber: m.t('events.linkNoNumber'),
          }}
          server={m.server}
          path={m.path}
        />
      </div>
    </section>
  );
}
