/**
 * Follows a championship live (docs/venue.md): asks GET /api/events/{id}/live every few seconds
 * with the tag of the last answer, so an unchanged championship costs a 304 and a few hundred
 * bytes. Stops while the page is hidden and asks at once when it shows again. Holds one answer and
 * one timer, whatever how long it runs: a projector left on all day does not grow.
 */
import { liveRoutes } from '#domain/venue/live.routes.ts';
import { routeUrl } from '#lib/client/route-url.ts';
import { LIVE_POLL_MS, type LiveAnswer } from '#domain/venue/live.ts';

export interface LivePoll {
  stop: () => void;
}

/** `onAnswer` hears each new answer with its tag (the version a sheet is fetched at); nothing for a 304. */
export const pollLive = (eventId: string, onAnswer: (answer: LiveAnswer, tag: string) => void, every = LIVE_POLL_MS): LivePoll => {
  let tag = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let controller: AbortController | undefined;

  const ask = async () => {
    if (stopped) return;
    clearTimeout(timer);
    if (document.visibilityState === 'hidden') return;
    controller = new AbortController();
    try {
      const res = await fetch(routeUrl(liveRoutes.live, { id: eventId }), {
        headers: tag ? { 'If-None-Match': tag } : {},
        cache: 'no-store',
        signal: controller.signal,
      });
      if (res.status === 200) {
        const answer = (await res.json()) as LiveAnswer;
        tag = res.headers.get('etag') ?? '';
        onAnswer(answer, tag);
        // A championship not on today is not followed: its page is as built.
        if (!answer.inProgress) return;
      }
    } catch {
      // No connection for a moment: asked again at the next turn.
    }
    if (!stopped) timer = setTimeout(() => void ask(), every);
  };

  const shown = () => {
    if (document.visibilityState === 'visible') void ask();
  };
  document.addEventListener('visibilitychange', shown);
  void ask();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', shown);
    },
  };
};

/** A sheet at a version: its own address, so the CDN keeps each version once and never serves an older one for it. */
export const sheetAt = async <T>(eventId: string, sheet: 'results' | 'startlists', tag: string): Promise<T> => {
  const res = await fetch(`/api/events/${encodeURIComponent(eventId)}/${sheet}?v=${encodeURIComponent(tag.replace(/"/g, ''))}`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
};
