/**
 * Reads an archive (format.ts) line by line as a stream, so its size does not matter: the clear
 * header first, then (with the passphrase, when it is encrypted) the gzip stream of lines. Every
 * way a file can be damaged ends in an ArchiveError: not an archive, a wrong passphrase, a failed
 * tag, broken gzip, a line that is not one of ours.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { decrypting, keyOf, TAG_BYTES } from './crypto.ts';
import { ArchiveError, headerSchema, lineSchema, type Header } from './format.ts';

const HEADER_MAX_BYTES = 4096;

export type Line = ReturnType<typeof lineSchema.parse>;

export interface OpenedHeader {
  header: Header;
  /** The header's bytes with its newline: where the body starts, and the cipher's additional data. */
  bytes: Buffer;
  size: number;
}

export const readHeader = async (path: string): Promise<OpenedHeader> => {
  const { size } = await stat(path).catch(() => {
    throw new ArchiveError(`There is no file ${path}`);
  });
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(HEADER_MAX_BYTES, size));
    await file.read(buffer, 0, buffer.length, 0);
    const end = buffer.indexOf(0x0a);
    const parsed = end < 0 ? undefined : safeJson(buffer.subarray(0, end).toString('utf8'));
    const header = headerSchema.safeParse(parsed);
    if (!header.success) throw new ArchiveError(`${path} is not a backup archive of this site (or not of this version)`);
    return { header: header.data, bytes: buffer.subarray(0, end + 1), size };
  } finally {
    await file.close();
  }
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Splits a stream of text into lines, each parsed as one of the archive's line kinds. */
const eachLine = (onLine: (line: Line) => Promise<void>) =>
  async function (input: AsyncIterable<Buffer>): Promise<void> {
    const decoder = new StringDecoder('utf8');
    let pending = '';
    const take = async (text: string) => {
      const parsed = lineSchema.safeParse(safeJson(text));
      if (!parsed.success) throw new ArchiveError('The archive is damaged: it holds a line that is not part of a backup');
      await onLine(parsed.data);
    };
    for await (const chunk of input) {
      pending += decoder.write(chunk);
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        await take(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    }
    pending += decoder.end();
    if (pending !== '') throw new ArchiveError('The archive is damaged: it ends in the middle of a line');
  };

/**
 * Calls `onLine` for every line of the archive, in order. `passphrase` is asked only for an
 * encrypted archive. Lines of an encrypted archive are authenticated only at its end: a caller
 * must not act on them before this resolves (restore reads the archive twice for that reason).
 */
/** What reading an archive found out besides its lines: its header, and the key its passphrase gave (encrypted only). */
export interface ReadArchive extends OpenedHeader {
  key: Buffer | undefined;
}

export const readArchive = async (
  path: string,
  passphrase: () => Promise<string>,
  onLine: (line: Line) => Promise<void>,
): Promise<ReadArchive> => {
  const opened = await readHeader(path);
  const { header, bytes, size } = opened;
  let decipher: Transform | undefined;
  let key: Buffer | undefined;
  let end = size - 1;
  if (header.encryption) {
    key = await keyOf(await passphrase(), header.encryption);
    const tag = Buffer.alloc(TAG_BYTES);
    const file = await open(path, 'r');
    try {
      await file.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    } finally {
      await file.close();
    }
    end = size - TAG_BYTES - 1;
    decipher = decrypting(key, header.encryption, bytes, tag);
  }
  if (end < bytes.length) throw new ArchiveError('The archive is damaged: it has a header and nothing else');
  try {
    const body = createReadStream(path, { start: bytes.length, end });
    if (decipher) await pipeline(body, decipher, createGunzip(), eachLine(onLine));
    else await pipeline(body, createGunzip(), eachLine(onLine));
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new ArchiveError('The archive is damaged: its compressed content cannot be read');
    }
    throw error;
  }
  return { ...opened, key };
};
