/**
 * The fee a parent is about to owe, said before they commit: the season's registration or renewal
 * fee, or a championship's entry fee (per skater, per race, the late fee and its date). Read from
 * the public fee settings; says nothing until they arrive, or when they cannot be read.
 */
import { useEffect, useState } from 'react';
import type { ChampionshipFees, SeasonFees } from '#domain/fees/fees.ts';
import { feesApi } from '#lib/client/fees.ts';
import { englishFeeNote, type FeeNoteTexts } from './fee-note-texts.ts';

/** `texts`: the words in the page's language (`feeNoteTexts(m)`); the admin area's English unless given. */
type Props = ({ kind: 'registration' | 'renewal'; eventId?: undefined } | { kind: 'entry'; eventId: string }) & { texts?: FeeNoteTexts };

export default function FeeNote(props: Props) {
  const [fees, setFees] = useState<{ season: SeasonFees; championship: ChampionshipFees | null } | null>(null);
  const eventId = props.kind === 'entry' ? props.eventId : undefined;
  useEffect(() => {
    feesApi
      .settings(eventId ? { eventId } : {})
      .then(setFees)
      .catch(() => setFees(null));
  }, [eventId]);
  if (!fees) return null;
  const texts = props.texts ?? englishFeeNote;
  const text =
    props.kind === 'entry'
      ? fees.championship
        ? texts.entry(fees.championship)
        : null
      : texts.season(props.kind === 'renewal' ? fees.season.renewalFee : fees.season.newFee, props.kind === 'renewal');
  if (!text) return null;
  return (
    <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-slate-900 ring-1 ring-amber-200" data-testid="fee-note">
      {text}
    </p>
  );
}
