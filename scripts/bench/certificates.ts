/**
 * `npm run bench -- --certificates`: the certificates of a large championship, timed. On a
 * throwaway local store, one championship of 100 races with 20 finishers each (2,000 skaters,
 * `--short`: 10 races, 200) is loaded straight into the collections; then, through the real
 * routes of the local server, the certificates are issued, issued again (nothing new), one is
 * verified and its PDF made, and the PDF of all of them is made by the background function while
 * its progress is polled. Prints the times; asserts nothing about them.
 */
import { resultIdFor } from '#shared/championships/championship-store.ts';
import { entryIdFor } from '#shared/championships/entry-store.ts';
import { championships, entries, raceResults } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { inParallel, newId } from '#shared/store/index.ts';
import type { Race } from '#domain/championships/championship.schema.ts';
import { seconds, withInProcessSite } from './in-process-site.ts';

/** One championship with `raceCount` races of `perRace` placed finishers each, written straight to the store. */
const seed = async (raceCount: number, perRace: number): Promise<string> => {
  const eventId = newId();
  const now = new Date().toISOString();
  await events().insert({
    _id: eventId,
    title: 'District Championship 2026',
    date: '2026-12-14',
    image: '',
    description: '',
    location: 'District Sports Complex',
    createdAt: now,
  });
  const races: Race[] = Array.from({ length: raceCount }, (_, index) => ({
    _id: newId(),
    name: `${500 + 100 * (index % 10)} m rink race, heat ${index + 1}`,
    discipline: 'Speed Quad',
    ageCategory: 'Sub Junior',
    gender: index % 2 === 0 ? 'Female' : 'Male',
  }));
  await championships().insert({ _id: eventId, entriesClose: now, maxRacesPerSkater: 1, selectPerRace: 3, races, updatedAt: now });
  const skaters = races.flatMap((race, raceIndex) =>
    Array.from({ length: perRace }, (_, place) => {
      const number = raceIndex * perRace + place + 1;
      const skaterId = newId();
      return {
        race,
        place,
        entry: {
          _id: entryIdFor(eventId, skaterId),
          eventId,
          skaterId,
          registrationNo: `ADRSA-2026-${String(number).padStart(4, '0')}`,
          name: `Skater ${number} Sharma`,
          club: `Club ${number % 25}`,
          raceIds: [race._id],
          status: 'entered' as const,
          createdAt: now,
          updatedAt: now,
        },
      };
    }),
  );
  await inParallel(skaters, 16, ({ entry }) => entries().insert(entry));
  await inParallel(races, 8, (race) =>
    raceResults().insert({
      _id: resultIdFor(eventId, race._id),
      eventId,
      raceId: race._id,
      rows: skaters.filter((skater) => skater.race === race).map(({ entry, place }) => ({ entryId: entry._id, position: place + 1 })),
      updatedAt: now,
    }),
  );
  return eventId;
};

export const runCertificates = async (short: boolean): Promise<void> => {
  const [raceCount, perRace] = short ? [10, 20] : [100, 20];
  await withInProcessSite('certificates', async ({ call: request, signIn, settle }) => {
    const call = (method: string, path: string, cookie = '') => request(method, path, { cookie });
    let started = performance.now();
    const eventId = await seed(raceCount, perRace);
    console.log(`seeded ${raceCount} races × ${perRace} finishers (${raceCount * perRace} entries) in ${seconds(started)} s`);
    const cookie = await signIn();

    started = performance.now();
    const issued = await call('POST', `/api/events/${eventId}/certificates`, cookie);
    const outcome = (await issued.json()) as { issued: number };
    console.log(`issue ${outcome.issued} certificates: ${seconds(started)} s (status ${issued.status})`);
    started = performance.now();
    const again = (await (await call('POST', `/api/events/${eventId}/certificates`, cookie)).json()) as { kept: number };
    console.log(`issue again (${again.kept} kept, none new): ${seconds(started)} s`);

    const list = (await (await call('GET', `/api/events/${eventId}/certificates?pageSize=1`, cookie)).json()) as { _id: string }[];
    const code = list[0]?._id ?? '';
    started = performance.now();
    for (let round = 0; round < 20; round += 1) await (await call('GET', `/api/certificates/${code}`)).arrayBuffer();
    console.log(`verify one code (JSON): ${((performance.now() - started) / 20).toFixed(1)} ms each`);
    started = performance.now();
    let size = 0;
    for (let round = 0; round < 20; round += 1)
      size = (await (await call('GET', `/api/certificates/${code}.pdf`)).arrayBuffer()).byteLength;
    console.log(`one certificate's PDF: ${((performance.now() - started) / 20).toFixed(1)} ms each, ${(size / 1024).toFixed(0)} KB`);

    started = performance.now();
    const bundlePath = `/api/events/${eventId}/certificates/bundle`;
    const start = await call('POST', bundlePath, cookie);
    await start.arrayBuffer();
    let status = { status: 'queued', done: 0, total: 0 };
    let shown = -1;
    while (status.status === 'queued' || status.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await (await call('GET', bundlePath, cookie)).json()) as typeof status;
      if (status.done !== shown) console.log(`  bundle: ${status.status} ${status.done}/${status.total} at ${seconds(started)} s`);
      shown = status.done;
    }
    await settle();
    const pdf = await call('GET', `${bundlePath}/pdf`, cookie);
    const bytes = (await pdf.arrayBuffer()).byteLength;
    console.log(
      `bundle PDF of ${status.total} certificates (background function): ${seconds(started)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${status.status}`,
    );
  });
};
