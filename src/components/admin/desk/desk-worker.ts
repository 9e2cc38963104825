/**
 * Registers the desk's service worker (/desk-sw.js, scope /admin/desk/) and hands it the files this
 * page loaded, so the next opening works with no connection. The worker asks an open desk to send
 * its outbox on Background Sync.
 */
import { sendOutbox } from './outbox.ts';

const keptFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url);
      return parsed.origin === location.origin && !parsed.pathname.startsWith('/api/');
    });

export const startDeskWorker = async (): Promise<void> => {
  if (!('serviceWorker' in navigator)) return;
  try {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'send-outbox') void sendOutbox();
    });
    await navigator.serviceWorker.register('/desk-sw.js', { scope: '/admin/desk/' });
    const registration = await navigator.serviceWorker.ready;
    const keep = () => registration.active?.postMessage({ type: 'keep', urls: [location.pathname, ...keptFiles()] });
    keep();
    // Fonts and late chunks arrive after the first paint: named again a little later.
    setTimeout(keep, 3_000);
  } catch (error) {
    console.error('The desk could not be kept for offline use', error);
  }
};
