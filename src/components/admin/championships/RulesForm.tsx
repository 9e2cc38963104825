/**
 * A championship's rules: when entries close, the most races a skater may enter, how many per race
 * are selected, a club's quota per race and the club points per place. The club rules are always
 * sent (null when empty), so saving the screen keeps what it shows and nothing else.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { CHAMPIONSHIP_LIMITS, championshipMessages } from '#domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import { fromZonedWallTime, toZonedWallTime } from '#domain/common/dates.ts';
import { api } from '#lib/client/index.ts';
import { DEFAULT_CLUB_POINTS } from '#domain/clubs/standings.ts';
import { clubRulesTexts } from '#domain/clubs/club-rules-texts.ts';
import { failureText } from '#lib/error-text.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';

/** The datetime-local input shows and takes the association's wall-clock time, wherever the admin is. */
const localInput = toZonedWallTime;

/** "5, 3, 1" as numbers; empty: the default points (null). Anything else is sent as it is, for the server to refuse by name. */
const pointsOf = (text: string): number[] | null => {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length === 0 ? null : parts.map(Number);
};

export default function RulesForm({
  eventId,
  championship,
  onSaved,
}: {
  eventId: string;
  championship: PublicChampionship | undefined;
  /** With the server's message: the screen shows it, as this form is replaced once the event becomes a championship. */
  onSaved: (message: string) => void;
}) {
  const id = useId();
  const [values, setValues] = useState({
    entriesClose: championship ? localInput(championship.entriesClose) : '',
    maxRacesPerSkater: String(championship?.maxRacesPerSkater ?? 2),
    selectPerRace: String(championship?.selectPerRace ?? 3),
    clubQuotaPerRace: championship?.clubQuotaPerRace === undefined ? '' : String(championship.clubQuotaPerRace),
    clubPoints: (championship?.clubPoints ?? DEFAULT_CLUB_POINTS).join(', '),
  });
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  const bind = (field: keyof typeof values) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [field]: event.target.value })),
  });

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    clear();
    try {
      const answer = await api.saveChampionship(eventId, {
        entriesClose: fromZonedWallTime(values.entriesClose) ?? values.entriesClose,
        maxRacesPerSkater: Number(values.maxRacesPerSkater),
        selectPerRace: Number(values.selectPerRace),
        clubQuotaPerRace: values.clubQuotaPerRace.trim() === '' ? null : Number(values.clubQuotaPerRace),
        clubPoints: pointsOf(values.clubPoints),
      });
      onSaved(answer.message || championshipMessages.saved);
    } catch (error) {
      show('error', failureText(error, { failed: texts.saveFailed }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={save} className="grid max-w-xl gap-4" data-testid="rules-form">
      <NoticeView notice={notice} onDismiss={clear} />
      <TextInput {...bind('entriesClose')} label={texts.entriesClose} type="datetime-local" required hint={texts.entriesCloseHint} />
      <TextInput
        {...bind('maxRacesPerSkater')}
        label={texts.maxRaces}
        type="number"
        inputMode="numeric"
        min={1}
        max={CHAMPIONSHIP_LIMITS.maxRacesPerSkater}
        required
      />
      <TextInput
        {...bind('selectPerRace')}
        label={texts.selectPerRace}
        type="number"
        inputMode="numeric"
        min={1}
        max={CHAMPIONSHIP_LIMITS.selectPerRace}
        required
        hint={texts.selectPerRaceHint}
      />
      <TextInput
        {...bind('clubQuotaPerRace')}
        label={clubRulesTexts.quota}
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        hint={clubRulesTexts.quotaHint}
      />
      <TextInput {...bind('clubPoints')} label={clubRulesTexts.points} inputMode="numeric" hint={clubRulesTexts.pointsHint} />
      <div>
        <button type="submit" className={btnPrimary} disabled={busy}>
          {busy ? texts.saving : championship ? texts.saveRules : texts.makeChampionship}
        </button>
      </div>
    </form>
  );
}
