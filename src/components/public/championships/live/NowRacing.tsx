/**
 * "Now racing / next up" above a championship's sheet while it runs. Its line is there from the
 * first paint on the championship's day (empty until the first answer), so nothing below moves.
 */
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import type { LiveAnswer } from '#domain/venue/live.ts';

export default function NowRacing({ answer }: { answer: LiveAnswer | undefined }) {
  return (
    <p
      className="mt-4 min-h-12 rounded-md bg-brand-50 px-3 py-2 text-base text-slate-900"
      aria-live="polite"
      data-testid="now-racing"
      data-print-hide
    >
      {answer?.now ? (
        <>
          <strong>{texts.nowRacing}:</strong> {answer.now.name}
          {answer.next ? (
            <>
              {' · '}
              <strong>{texts.nextUp}:</strong> {answer.next.name}
            </>
          ) : null}
        </>
      ) : answer ? (
        texts.nothingRacing
      ) : (
        texts.liveUpdating
      )}
    </p>
  );
}
