/**
 * All the certificates of a championship as one PDF to print. A large championship takes longer
 * than a request may run, so an admin's request only records a job and hands it to the background
 * function `certificate-bundle-background`, which makes the PDF page by page, writes its progress
 * to the job, and keeps the PDF in the store for the admin to download.
 *
 * The background function has a public address like every function, so the request that starts it
 * carries the job's token: only a job an admin started, not yet taken, is ever run.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Conflict, NotFound } from '#domain/common/errors.ts';
import { certificateMessages } from '#domain/championships/certificate.ts';
import { certificateRoutes } from '#domain/championships/certificate.routes.ts';
import { fillPath } from '#domain/common/route-path.ts';
import { certificateBundleSchema, type CertificateBundle } from '#domain/championships/certificate.schema.ts';
import { certificatesPdf } from './certificate-pdf.ts';
import { bundleStore, deleteBundle, jobKey, pdfKey } from './certificate-bundle-store.ts';
import { eventCertificates, publicCertificate } from './certificate-store.ts';
import { events } from '#shared/collections/events.ts';
import { siteOrigin } from '#shared/platform/site-origin.ts';
import { certificates } from '#shared/collections/certificates.ts';
import { inParallel } from '#shared/store/index.ts';

export const BUNDLE_FUNCTION = 'certificate-bundle-background';
/** A job not finished after the background function's 15 minutes has died: it may be started again. */
const STALE_MS = 16 * 60 * 1000;

const store = bundleStore;

const readJob = async (eventId: string): Promise<CertificateBundle | undefined> => {
  const parsed = certificateBundleSchema.safeParse(await store().get(jobKey(eventId), { type: 'json', consistency: 'strong' }));
  return parsed.success ? parsed.data : undefined;
};

const writeJob = (job: CertificateBundle) => store().setJSON(jobKey(job.eventId), job);

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** What the admin sees of a job: never its token. */
export const bundleStatus = async (eventId: string) => {
  const job = await readJob(eventId);
  if (!job) return { status: 'none' as const, done: 0, total: 0 };
  return {
    status: job.status,
    done: job.done,
    total: job.total,
    startedAt: job.startedAt,
    ...(job.finishedAt ? { finishedAt: job.finishedAt } : {}),
    ...(job.status === 'done' ? { url: fillPath(certificateRoutes.bundlePdf.path, { id: eventId }) } : {}),
  };
};

const running = (job: CertificateBundle | undefined) =>
  job !== undefined && (job.status === 'queued' || job.status === 'running') && Date.now() - Date.parse(job.startedAt) < STALE_MS;

/**
 * Records a job for the event and starts the background function on it; a job already under way
 * is left to finish rather than started twice.
 */
export const startBundle = async (req: Request, eventId: string) => {
  if (!(await events().get(eventId))) throw new NotFound('Event');
  const current = await readJob(eventId);
  if (running(current)) return { started: false, status: await bundleStatus(eventId) };
  const total = await certificates().count('byEvent', eventId);
  if (total === 0) throw new Conflict(certificateMessages.bundleEmpty);
  const token = randomBytes(32).toString('base64url');
  await writeJob({ eventId, status: 'queued', done: 0, total, token, startedAt: new Date().toISOString() });
  const origin = new URL(req.url).origin;
  try {
    const res = await fetch(new URL(`/.netlify/functions/${BUNDLE_FUNCTION}`, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ eventId, token, origin: siteOrigin(req) }),
    });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error(`the background function answered ${res.status}`);
  } catch (error) {
    await writeJob({ eventId, status: 'failed', done: 0, total, token, startedAt: new Date().toISOString() });
    throw error;
  }
  return { started: true, status: await bundleStatus(eventId) };
};

/**
 * The background function's work: when the token names the event's queued job, makes the PDF of
 * every certificate, writing progress as it goes, then stores the PDF and marks the job done.
 */
export const runBundle = async ({ eventId, token, origin }: { eventId: string; token: string; origin: string }): Promise<boolean> => {
  const job = await readJob(eventId);
  if (!job || job.status !== 'queued' || !sameToken(job.token, token)) return false;
  const event = await events().get(eventId);
  try {
    const listed = await eventCertificates(eventId);
    // The list's summaries may have shortened long texts; the pages print the records themselves.
    const records = (await inParallel(listed, 16, (item) => certificates().get(item._id))).filter((record) => record !== undefined);
    let state: CertificateBundle = { ...job, status: 'running', total: records.length };
    await writeJob(state);
    const pdf = await certificatesPdf(records.map(publicCertificate), origin, `Certificates: ${event?.title ?? eventId}`, async (done) => {
      state = { ...state, done };
      await writeJob(state);
    });
    // The event may have been deleted while the pages were made: keep nothing of it then.
    if (!(await events().get(eventId))) {
      await deleteBundle(eventId);
      return true;
    }
    await store().set(pdfKey(eventId), new Blob([pdf as Uint8Array<ArrayBuffer>]));
    await writeJob({ ...state, status: 'done', done: records.length, finishedAt: new Date().toISOString(), bytes: pdf.byteLength });
    return true;
  } catch (error) {
    await writeJob({ ...job, status: 'failed', finishedAt: new Date().toISOString() });
    throw error;
  }
};

/** The finished PDF, streamed from the store; 404 until a job has finished. */
export const bundlePdf = async (eventId: string): Promise<ReadableStream<Uint8Array>> => {
  const job = await readJob(eventId);
  if (job?.status !== 'done') throw new NotFound('Certificate bundle', certificateMessages.bundleNone);
  const body = (await store().get(pdfKey(eventId), { type: 'stream', consistency: 'strong' })) as ReadableStream<Uint8Array> | null;
  if (!body) throw new NotFound('Certificate bundle', certificateMessages.bundleNone);
  return body;
};
