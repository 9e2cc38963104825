/**
 * Certificates of a championship: issued from its results, found by their code, revoked. The code
 * is the record's id and the only way to it, so it is drawn from node:crypto and long enough that
 * nobody can find a certificate by trying codes.
 */
import { randomBytes } from 'node:crypto';
import {
  awardText,
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_LIMITS,
  certificateMessages,
  normalizeCertificateCode,
  type CertificateFacts,
} from '#domain/championships/certificate.ts';
import { Conflict, NotFound } from '#domain/common/errors.ts';
import type { Certificate } from '#domain/championships/certificate.schema.ts';
import { forgetCertificatePdf } from './certificate-pdf-store.ts';
import { certificates } from '#shared/collections/certificates.ts';
import { events } from '#shared/collections/events.ts';
import { eventResults, officialRows, type NamedRow } from '#shared/championships/race-results.ts';
import { resultsPublicOn, resultStatusMessages } from '#domain/championships/result-status.ts';
import { today } from '#domain/common/dates.ts';
import { inParallel } from '#shared/store/index.ts';

/**
 * 26 symbols of a 32-letter alphabet, each from one random byte: 256 is a multiple of 32, so
 * `byte % 32` favours no symbol, and the code carries 130 random bits.
 */
export const newCertificateCode = (): string =>
  Array.from(randomBytes(CERTIFICATE_CODE_LENGTH), (byte) => CERTIFICATE_CODE_ALPHABET[byte % 32]).join('');

/** Placed finishers get their position; those who did not finish, participation; DQ and DNS none. */
const awardOf = (row: NamedRow): { position?: number } | null => {
  if (row.position !== undefined) return { position: row.position };
  return row.outcome === 'DNF' ? {} : null;
};

/** One certificate per skater per race: the claim that keeps two simultaneous issues from making two. */
export const certificateClaimKey = (eventId: string, entryId: string, raceId: string) => `certificate|${eventId}|${entryId}|${raceId}`;

/**
 * An issue stopped between a finisher's claim and the certificate it claimed for (a function's
 * time limit, a deploy) leaves a claim whose certificate never appears. Once no issue can still be
 * running (a request lives a minute at most; a quarter of an hour is far past that), a later issue
 * takes the claim over, conditionally, so only one does.
 */
export const CLAIM_TAKEOVER_MS = 15 * 60_000;
const claimOptions = {
  takeOverAfterMs: CLAIM_TAKEOVER_MS,
  ownerExists: async (code: string) => (await certificates().get(code)) !== undefined,
};

type Facts = Omit<Certificate, '_id' | 'issuedAt' | 'updatedAt'>;

const FACT_FIELDS = [
  'name',
  'registrationNo',
  'club',
  'eventTitle',
  'eventDate',
  'race',
  'discipline',
  'ageCategory',
  'position',
] as const satisfies readonly (keyof Facts)[];

const sameFacts = (a: Facts, b: Facts) => FACT_FIELDS.every((field) => a[field] === b[field]);

/** Every certificate of an event, as its list holds them (race, place, name). */
export const eventCertificates = async (eventId: string): Promise<Certificate[]> => {
  const found: Certificate[] = [];
  for await (const chunk of certificates().scan('byEvent', { partition: eventId })) found.push(...chunk);
  return found;
};

export interface IssueOutcome {
  issued: number;
  updated: number;
  kept: number;
}

/**
 * Issues the certificates of a championship from its official results, from the race's day on
 * (so a certificate's date of issue is never before its race). Issuing again keeps every code: a
 * finisher who has one keeps it (its facts brought up to date if a result was corrected), and
 * only finishers without one get a new certificate.
 */
export const issueCertificates = async (eventId: string): Promise<IssueOutcome> => {
  const [event, results] = await Promise.all([events().get(eventId), eventResults(eventId)]);
  if (!event) throw new NotFound('Event');
  if (!resultsPublicOn(event.date, today())) throw new Conflict(resultStatusMessages.certificatesBeforeRace(event.date));
  const wanted: Facts[] = [];
  for (const raceRows of results.races) {
    const { race } = raceRows;
    for (const row of officialRows(raceRows)) {
      const award = awardOf(row);
      if (!award || row.name === '') continue;
      wanted.push({
        eventId,
        raceId: race._id,
        entryId: row.entryId,
        name: row.name,
        registrationNo: row.registrationNo,
        club: row.club,
        eventTitle: event.title,
        eventDate: event.date,
        race: race.name,
        discipline: race.discipline,
        ageCategory: race.ageCategory,
        ...award,
      });
    }
  }
  if (wanted.length === 0) {
    const anyRows = results.races.some(({ rows }) => rows.length > 0);
    throw new Conflict(anyRows ? resultStatusMessages.noOfficialResults : certificateMessages.noResults);
  }
  if (wanted.length > CERTIFICATE_LIMITS.perEvent) throw new Conflict(certificateMessages.tooMany);

  const existing = new Map(
    (await eventCertificates(eventId)).map((certificate) => [`${certificate.entryId}|${certificate.raceId}`, certificate]),
  );
  const outcome: IssueOutcome = { issued: 0, updated: 0, kept: 0 };
  await inParallel(wanted, 16, async (facts) => {
    const now = new Date().toISOString();
    const have = existing.get(`${facts.entryId}|${facts.raceId}`);
    if (have) {
      if (sameFacts(have, facts)) outcome.kept += 1;
      else {
        await certificates().update(have._id, ({ position: _old, ...current }) => ({ ...current, ...facts, updatedAt: now }));
        outcome.updated += 1;
      }
      return;
    }
    const code = newCertificateCode();
    const key = certificateClaimKey(eventId, facts.entryId, facts.raceId);
    // Another admin's issue came first and holds this finisher's certificate (or is still making it): it stands.
    if (!(await certificates().claim(key, code, claimOptions))) {
      outcome.kept += 1;
      return;
    }
    try {
      await certificates().insert({ _id: code, ...facts, issuedAt: now, updatedAt: now });
    } catch (error) {
      await certificates().release(key, code);
      throw error;
    }
    outcome.issued += 1;
  });
  return outcome;
};

/** The certificate a code names, or the one 404 for a code that is malformed, unknown or revoked. */
export const findCertificate = async (raw: string | undefined): Promise<Certificate> => {
  const code = normalizeCertificateCode(raw ?? '');
  const certificate = code === null ? undefined : await certificates().get(code);
  if (!certificate) throw new NotFound('Certificate', certificateMessages.notFound);
  return certificate;
};

/** Revokes a certificate: its code stops verifying at once, and issuing again makes a new code. */
/** Deletes a certificate and frees its claim (issuing again then makes a new code). */
export const deleteCertificate = async (certificate: Certificate): Promise<void> => {
  await certificates().remove(certificate._id);
  await forgetCertificatePdf(certificate._id);
  await certificates().release(certificateClaimKey(certificate.eventId, certificate.entryId, certificate.raceId), certificate._id);
};

export const revokeCertificate = async (raw: string | undefined): Promise<Certificate> => {
  const certificate = await findCertificate(raw);
  await deleteCertificate(certificate);
  return certificate;
};

/** What a certificate states to anyone holding its code: no ids, no contact details, no date of birth. */
export const publicCertificate = (certificate: Certificate): CertificateFacts => ({
  code: certificate._id,
  name: certificate.name,
  registrationNo: certificate.registrationNo,
  club: certificate.club,
  eventTitle: certificate.eventTitle,
  eventDate: certificate.eventDate,
  race: certificate.race,
  discipline: certificate.discipline,
  ageCategory: certificate.ageCategory,
  ...(certificate.position === undefined ? {} : { position: certificate.position }),
  award: awardText(certificate.position),
  issuedAt: certificate.issuedAt,
});
