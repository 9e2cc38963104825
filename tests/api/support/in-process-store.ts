/**
 * The API tests' store requests go straight into the store's server, in this process: the function
 * handlers run here (support/harness.ts), and so does the store, the real local Blobs server. The
 * Blobs client sends each read and write with `fetch` to the store's address; here that request is
 * handed to the server's own request handler instead of crossing a socket (HTTP client, server and
 * parser on both sides), which was a quarter of the API tests' CPU (775 → 591 CPU-seconds for the
 * API project). What the store does with a request, its answer, its ETags and its locking, is
 * unchanged; `npm start`, the build, the benches and the browser tests reach it over HTTP as before.
 */
import type { LocalBlobs } from '../../../scripts/lib/local-blobs.ts';

const stores = new Map<string, LocalBlobs>();
let installed = false;

const storeFor = (url: string): LocalBlobs | undefined => {
  for (const [edgeURL, blobs] of stores) if (url.startsWith(`${edgeURL}/`) || url === edgeURL) return blobs;
  return undefined;
};

/** Routes requests to `blobs`'s address into it until the answer is called. */
export const answerStoreInProcess = (blobs: LocalBlobs): (() => void) => {
  stores.set(blobs.context.edgeURL, blobs);
  if (!installed) {
    installed = true;
    // The Blobs client takes globalThis.fetch each time a store handle is made; wrappers that tests
    // install later (support/stop-instance.ts, support/store-v2.ts) sit in front of this one.
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const blobs = storeFor(url);
      return blobs ? blobs.handle(new Request(input, init)) : original(input, init);
    };
  }
  return () => {
    stores.delete(blobs.context.edgeURL);
  };
};
