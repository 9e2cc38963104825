/**
 * Encryption of an archive: AES-256-GCM under a key made from a passphrase by scrypt with a
 * random salt. The archive's clear header (salt, IV, scrypt costs) is the cipher's additional
 * data, so none of it can be changed without the tag failing.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual, type DecipherGCM } from 'node:crypto';
import { Transform } from 'node:stream';
import { ArchiveError, type Encryption } from './format.ts';

/** The costs `npm run hash-password` uses for admin passwords: about a second and 128 MB per try. */
const COSTS = { N: 2 ** 17, r: 8, p: 1 } as const;
export const TAG_BYTES = 16;
export const PASSPHRASE_MIN_LENGTH = 12;

const deriveKey = (passphrase: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; maxmem must exceed it.
    scrypt(passphrase.normalize('NFC'), salt, 32, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const checkOf = (key: Buffer): Buffer => createHmac('sha256', key).update('passphrase check').digest().subarray(0, 16);

/** A fresh key, salt and IV for a new archive, and the header fields that let a reader derive the key again. */
export const newEncryption = async (passphrase: string): Promise<{ key: Buffer; encryption: Encryption }> => {
  if (passphrase.length < PASSPHRASE_MIN_LENGTH) {
    throw new ArchiveError(`The passphrase must have at least ${PASSPHRASE_MIN_LENGTH} characters`);
  }
  const salt = randomBytes(16);
  const key = await deriveKey(passphrase, salt, COSTS);
  return {
    key,
    encryption: {
      cipher: 'aes-256-gcm',
      iv: randomBytes(12).toString('base64'),
      kdf: { name: 'scrypt', salt: salt.toString('base64'), ...COSTS },
      check: checkOf(key).toString('base64'),
    },
  };
};

/** The key of an existing archive; a wrong passphrase is refused here, before anything is decrypted. */
export const keyOf = async (passphrase: string, encryption: Encryption): Promise<Buffer> => {
  const key = await deriveKey(passphrase, Buffer.from(encryption.kdf.salt, 'base64'), encryption.kdf);
  const expected = Buffer.from(encryption.check, 'base64');
  const actual = checkOf(key);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new ArchiveError('The passphrase is wrong: this archive cannot be read with it');
  }
  return key;
};

/** Encrypts what passes through, and appends the tag at the end. */
export const encrypting = (key: Buffer, encryption: Encryption, header: Buffer): Transform => {
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(encryption.iv, 'base64'));
  cipher.setAAD(header);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, cipher.update(chunk));
    },
    flush(done) {
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
};

/** Decrypts what passes through; the stream fails at its end when the tag does not match. */
export const decrypting = (key: Buffer, encryption: Encryption, header: Buffer, tag: Buffer): Transform => {
  const decipher: DecipherGCM = createDecipheriv('aes-256-gcm', key, Buffer.from(encryption.iv, 'base64'));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decipher.update(chunk));
    },
    flush(done) {
      try {
        done(null, decipher.final());
      } catch {
        done(new ArchiveError('The archive is damaged: its encrypted content fails its authentication check'));
      }
    },
  });
};
