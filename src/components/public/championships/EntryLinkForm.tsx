/**
 * A championship's entry on its public page: the visitor gives the registration number, and a
 * sign-in link goes to the e-mail address on the registration; it leads to this championship's
 * entry on the family page, where the races are chosen (docs/rules.md#family-page).
 */
import { useId } from 'react';
import { eventPageTexts as texts } from '#domain/championships/event-page-texts.ts';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import { familyLinkTexts } from '#domain/family/family-links.ts';
import FamilyLinkForm from '#components/public/family/FamilyLinkForm.tsx';
import FeeNote from '#components/public/fees/FeeNote.tsx';
import { dateTimeText } from './format.ts';

export default function EntryLinkForm({ championship }: { championship: PublicChampionship }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="entry-form">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {texts.entryHeading}
      </h2>
      <p className="mt-1 font-semibold text-slate-800">{texts.entriesCloseOn(dateTimeText(championship.entriesClose))}</p>
      <FeeNote kind="entry" eventId={championship.eventId} />
      <div className="mt-4">
        <FamilyLinkForm testId="entry-link-form" eventId={championship.eventId} lead={familyLinkTexts.entryLead} texts={familyLinkTexts} />
      </div>
    </section>
  );
}
