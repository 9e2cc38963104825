/**
 * The manifest's signature: HMAC-SHA256 under a key made from the archive's passphrase (through
 * the scrypt key that also encrypts it), over the archive's clear header and the manifest without
 * its signature, written with its keys in sorted order so that reading and writing it again cannot
 * change what was signed. Only the passphrase's holder can make one, so an archive that says it
 * holds private files (always encrypted) and is not signed with the passphrase given is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ArchiveError, type Manifest } from './format.ts';

/** A key of its own for signing, apart from the one that encrypts. */
const signingKey = (key: Buffer): Buffer => createHmac('sha256', key).update('manifest signature').digest();

/** JSON with every object's keys sorted: one text for one value, however it was built or parsed. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

export const signatureOf = (key: Buffer, header: Buffer, manifest: Manifest): string => {
  const { signature: _ignored, ...signed } = manifest;
  return createHmac('sha256', signingKey(key)).update(header).update(canonical(signed)).digest('hex');
};

/** Refuses a manifest that is not signed, or not with this key. */
export const checkSignature = (key: Buffer, header: Buffer, manifest: Manifest): void => {
  if (manifest.signature === undefined)
    throw new ArchiveError('The archive is encrypted but its manifest is not signed: it was not made by npm run backup');
  const expected = Buffer.from(signatureOf(key, header, manifest), 'hex');
  const actual = Buffer.from(manifest.signature, 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new ArchiveError('The archive was changed: its signature does not match its manifest');
  }
};
