/**
 * "Now racing / next up" above a championship's sheet while it runs. Its line is there from the
 * first paint on the championship's day (empty until the first answer), so nothing below moves.
 */
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { liveWords } from '#domain/i18n/words-live.ts';
import type { LiveAnswer } from '#domain/venue/live.ts';

/** The live area's words in the page's language, which the sheet's page hands it. */
export type LiveWords = WordsOf<typeof liveWords>;

export default function NowRacing({ answer, words }: { answer: LiveAnswer | undefined; words: LiveWords }) {
  const m = messagesIn(words);
  return (
    <p
      className="mt-4 min-h-12 rounded-md bg-brand-50 px-3 py-2 text-base text-slate-900"
      aria-live="polite"
      data-testid="now-racing"
      data-print-hide
    >
      {answer?.now ? (
        <>
          <strong>{m.t('live.nowRacing')}:</strong> {answer.now.name}
          {answer.next ? (
            <>
              {' · '}
              <strong>{m.t('live.nextUp')}:</strong> {answer.next.name}
            </>
          ) : null}
        </>
      ) : answer ? (
        m.t('live.nothingRacing')
      ) : (
        m.t('live.updating')
      )}
    </p>
  );
}
