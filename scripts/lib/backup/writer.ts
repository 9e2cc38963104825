/**
 * Writes an archive (format.ts) as a stream: the clear header, then every line through gzip and,
 * when a key is given, AES-256-GCM. It is written beside its final name and renamed only once
 * complete, so a backup that fails half-way never leaves a file that looks like an archive; the
 * file is readable by its owner only, since it holds personal data.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { encrypting } from './crypto.ts';
import { FORMAT, VERSION, type Encryption, type Header } from './format.ts';

export interface ArchiveWriter {
  write: (line: object) => Promise<void>;
  /** Ends the archive and gives it its name. */
  finish: () => Promise<void>;
  /** Removes what was written. */
  abort: () => Promise<void>;
}

export const headerLine = (encryption: Encryption | null): Buffer =>
  Buffer.from(`${JSON.stringify({ format: FORMAT, version: VERSION, encryption } satisfies Header)}\n`);

export const openArchive = async (path: string, encrypted?: { key: Buffer; encryption: Encryption }): Promise<ArchiveWriter> => {
  const partial = `${path}.partial`;
  const header = headerLine(encrypted?.encryption ?? null);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(partial, header, { mode: 0o600 });
  const lines = new PassThrough();
  const file = createWriteStream(partial, { flags: 'a', mode: 0o600 });
  const done = encrypted
    ? pipeline(lines, createGzip(), encrypting(encrypted.key, encrypted.encryption, header), file)
    : pipeline(lines, createGzip(), file);
  // Seen by finish(); until then an error surfaces at the next write.
  let failure: unknown;
  done.catch((error: unknown) => {
    failure = error;
  });
  return {
    write: async (line) => {
      if (failure) throw failure;
      if (!lines.write(`${JSON.stringify(line)}\n`)) await Promise.race([once(lines, 'drain'), done]);
    },
    finish: async () => {
      lines.end();
      await done;
      await rename(partial, path);
    },
    abort: async () => {
      lines.destroy();
      await done.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
};
