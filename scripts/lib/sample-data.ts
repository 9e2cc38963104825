/**
 * Sample content for a newcomer's first `npm start`, loaded only into an empty store
 * (SAMPLE_DATA=off skips it). Everything here is fictional.
 */
import { getStore } from '@netlify/blobs';
import { breakingNewsSchema } from '../../src/domain/breaking-news.ts';
import { singleton } from '../../netlify/functions/_shared/store.ts';

export const isStoreEmpty = async (): Promise<boolean> => (await getStore('records').list()).blobs.length === 0;

export const loadSampleData = async (): Promise<void> => {
  await singleton('breaking-news', breakingNewsSchema).set({
    content: 'Registrations are open for the District Roller Skating Championship: register your skaters before 15 December!',
  });
};
