/**
 * Content in both languages (docs/languages.md#content-in-both-languages): a news item takes an
 * optional title and text in the second language, with the same limits as the first (bad input is
 * refused and stores nothing); a page in that language shows that version, and the English one,
 * saying so, when it has none.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { News } from '../../src/domain/content/news.schema.ts';
import { shownIn } from '../../src/domain/i18n/content.ts';
import { createRecord, expectRejected, newsBody, startSignedIn, text } from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

describe('a news item in Tamil too', () => {
  test('stores the Tamil title and text beside the English ones, and the public list carries them', async () => {
    const record = await createRecord<News>(
      api,
      cookie,
      '/api/news',
      newsBody({ translatedTitle: 'தேர்வுப் போட்டிகள் அறிவிப்பு', translatedDescription: 'மாநில அணிக்கான தேர்வுகள் மாவட்ட ரிங்கில்.' }),
    );
    expect(record).toMatchObject({ title: 'Selection trials announced', translatedTitle: 'தேர்வுப் போட்டிகள் அறிவிப்பு' });
    const [first] = await jsonOf<News[]>(await api.call('GET', '/api/news'));
    expect(first).toMatchObject({
      translatedTitle: 'தேர்வுப் போட்டிகள் அறிவிப்பு',
      translatedDescription: 'மாநில அணிக்கான தேர்வுகள் மாவட்ட ரிங்கில்.',
    });
  });

  test.each([
    ['a Tamil title over 100 characters', { translatedTitle: text(101) }, 'Title in the second language must be at most 100 characters'],
    [
      'a Tamil text over 3,000 characters',
      { translatedDescription: text(3_001) },
      'Description in the second language must be at most 3000 characters',
    ],
    ['a Tamil title that is not text', { translatedTitle: 7 }, 'Title in the second language must be text'],
  ])('refuses %s and stores nothing', async (_, overrides, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/news', cookie, body: newsBody(overrides) }, 400, message);
  });

  test('a Tamil page shows the Tamil version where it is written, else the English one, saying so', () => {
    const both = { title: 'Trials', description: 'At the rink.', translatedTitle: 'தேர்வுகள்', translatedDescription: 'ரிங்கில்.' };
    expect(shownIn('ta', both)).toEqual({ title: 'தேர்வுகள்', description: 'ரிங்கில்.', inDefault: false });
    expect(shownIn('en', both)).toEqual({ title: 'Trials', description: 'At the rink.', inDefault: false });
    expect(shownIn('ta', { title: 'Trials', description: 'At the rink.' })).toEqual({
      title: 'Trials',
      description: 'At the rink.',
      inDefault: true,
    });
    expect(shownIn('ta', { ...both, translatedDescription: '' })).toMatchObject({ title: 'தேர்வுகள்', description: 'At the rink.' });
  });
});
