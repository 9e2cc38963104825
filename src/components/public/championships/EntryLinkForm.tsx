/**
 * A championship's entry on its public page: the visitor gives the registration number, and a
 * sign-in link goes to the e-mail address on the registration; it leads to this championship's
 * entry on the family page, where the races are chosen (docs/rules.md#family-page).
 */
import { useId } from 'react';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import type { Messages } from '#domain/i18n/messages.ts';
import FamilyLinkForm from '#components/public/family/FamilyLinkForm.tsx';
import FeeNote from '#components/public/fees/FeeNote.tsx';

type EntryKey = 'events.entryHeading' | 'events.entriesCloseOn' | 'events.entryLead';

export default function EntryLinkForm({ championship, m }: { championship: PublicChampionship; m: Messages<EntryKey> }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="entry-form">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {m.t('events.entryHeading')}
      </h2>
      <p className="mt-1 font-semibold text-slate-800">{m.t('events.entriesCloseOn', { when: m.dateTime(championship.entriesClose) })}</p>
      <FeeNote kind="entry" eventId={championship.eventId} />
      <div className="mt-4">
        <FamilyLinkForm testId="entry-link-form" eventId={championship.eventId} lead={m.t('events.entryLead')} />
      </div>
    </section>
  );
}
