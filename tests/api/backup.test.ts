/**
 * Backups an association can keep: a backup of the sample store, restored into an empty store,
 * gives the same records, the same answer on every read route and byte-identical files; private
 * files are only in an encrypted archive, which cannot be read without its passphrase; a damaged
 * archive, or a store that is not empty, is refused and nothing is written.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findForSignIn } from '../../netlify/functions/_shared/security/sign-in-accounts.ts';
import { readPublicContent } from '../../netlify/functions/_shared/publish/public-content.ts';
import { openSession } from '../../netlify/functions/_shared/security/sessions.ts';
import { loadSampleData } from '../../scripts/lib/sample-data.ts';
import { blobLineSchema, manifestSchema, type Manifest } from '../../scripts/lib/backup/format.ts';
import { readArchive, readHeader } from '../../scripts/lib/backup/reader.ts';
import { newEncryption } from '../../scripts/lib/backup/crypto.ts';
import { openArchive } from '../../scripts/lib/backup/writer.ts';
import { restoreArchive } from '../../scripts/lib/backup/restore.ts';
import { takeBackup } from '../../scripts/lib/backup/take.ts';
import { verifyArchive } from '../../scripts/lib/backup/verify.ts';
import { ACCOUNT_PASSWORD, accountSignedIn, tokenOf } from './support/accounts.ts';
import { contactBody, newsBody, registrationBody } from './support/fixtures.ts';
import { ADMIN, jsonOf, ORIGIN, startApi, type Api } from './support/harness.ts';
import { readEverything, type Answer } from './support/read-everything.ts';

const PASSPHRASE = 'a long backup passphrase';
const PRIVATE_STORES = /site(:|%3A)(photos|private-files)\//;
/** Indexes and layout markers: built again by restore, so their chunking may differ. */
const DERIVED = /site(:|%3A)records\/v2\/[^/]+\/(i\/|layout$)/;

let source: Api;
let directory: string;
let sourceAnswers: Map<string, Answer>;
let sourceFiles: Map<string, string>;
let publicArchive: string;
let privateArchive: string;
let publicManifest: Manifest;
let privateManifest: Manifest;

/** An owner's session opened straight in the store: signing in through the API would add an audit entry to one store only. */
const ownerSession = async (): Promise<string> => {
  const account = await findForSignIn(ADMIN.name);
  if (!account) throw new Error('no configured owner');
  return (await openSession(new Request(`${ORIGIN}/`), account)).split(';')[0] ?? '';
};

/** Admin accounts come back without their password hashes and links (tested on their own below). */
const ACCOUNT_RECORDS = /site(:|%3A)records\/v2\/admin-accounts\/r\//;

const kept = (files: Map<string, string>, keep: (name: string) => boolean) =>
  new Map([...files].filter(([name]) => !DERIVED.test(name) && !ACCOUNT_RECORDS.test(name) && keep(name)));

/** An account as an owner sees it once restored: no password set, no open link. */
const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([name]) => name !== 'linkExpiresAt');
  // The owners configured in ADMIN_USERS keep theirs: it is the site's configuration, not a record.
  const configured = (value as { configured?: unknown }).configured === true;
  return Object.fromEntries(entries.map(([name, item]) => [name, name === 'passwordSet' && !configured ? false : withoutSecrets(item)]));
};
/** The source's answers as a restore gives them back: the accounts' secrets stay behind. */
const afterRestore = (answers: Map<string, Answer>) =>
  new Map(
    [...answers].map(([path, answer]) => [
      path,
      path.includes('/api/accounts') ? { ...answer, body: withoutSecrets(answer.body) } : answer,
    ]),
  );

/** A fresh, empty store (each restore needs its own); the environment now names it. */
const emptyStore = () => startApi();

const passphrase = (value: string) => () => Promise.resolve(value);

beforeAll(async () => {
  source = await startApi();
  await loadSampleData();
  // What the sample lacks: a contact message (opened), a registration, an admin account, a removed news item.
  const owner = await source.login();
  expect((await source.call('POST', '/api/contact', { body: contactBody() })).status).toBe(201);
  const events = await jsonOf<{ _id: string }[]>(await source.call('GET', '/api/events'));
  const registration = await source.call('POST', '/api/registrations', { body: registrationBody(events[0]?._id ?? '') });
  expect(registration.status, await registration.clone().text()).toBe(201);
  await accountSignedIn(source, owner, { name: 'Rekha Registrar', email: 'rekha@example.org', role: 'registrar' });
  const added = await jsonOf<{ _id: string }>(
    await source.call('POST', '/api/news', { body: newsBody({ title: 'Removed later' }), cookie: owner }),
  );
  expect((await source.call('DELETE', `/api/news/${added._id}`, { cookie: owner })).status).toBe(200);

  const cookie = await ownerSession();
  // Read once before: a first reading may change something (opening a contact message marks it read).
  await readEverything(source, cookie);
  sourceAnswers = await readEverything(source, cookie);
  sourceFiles = await source.snapshot();

  directory = await mkdtemp(join(tmpdir(), 'backup-test-'));
  publicArchive = join(directory, 'public.backup');
  privateArchive = join(directory, 'private.backup');
  publicManifest = await takeBackup({ out: publicArchive, includePrivate: false, source: 'local' });
  privateManifest = await takeBackup({ out: privateArchive, includePrivate: true, passphrase: PASSPHRASE, source: 'local' });
}, 240_000);

afterAll(async () => {
  await source.stop();
  await rm(directory, { recursive: true, force: true });
});

describe('a backup restored into an empty store', () => {
  test('with private files: the same records, the same answers on every read route, byte-identical files', async () => {
    const target = await emptyStore();
    try {
      const manifest = await restoreArchive({ path: privateArchive, passphrase: passphrase(PASSPHRASE) });
      expect(manifest).toEqual(privateManifest);
      expect(kept(await target.snapshot(), () => true)).toEqual(kept(sourceFiles, () => true));
      // The access log records the reading itself (every record and proof opened), so it is the one
      // answer that grows with each read: the records it held at the backup are compared above.
      // The results desk's day carries the time it was read (`at`), so that field is set aside too.
      const comparable = (answers: Map<string, Answer>) =>
        new Map(
          [...answers]
            .filter(([path]) => !path.endsWith('/access-log'))
            .map(([path, answer]) => [
              path,
              path.endsWith('/desk') ? { ...answer, body: { ...(answer.body as object), at: 'read' } } : answer,
            ]),
        );
      expect(comparable(await readEverything(target, await ownerSession()))).toEqual(comparable(afterRestore(sourceAnswers)));
    } finally {
      await target.stop();
    }
  }, 120_000);

  test('without private files: everything but the skater photos and identity proofs', async () => {
    const target = await emptyStore();
    try {
      await restoreArchive({ path: publicArchive, passphrase: () => Promise.reject(new Error('a public archive needs no passphrase')) });
      const files = await target.snapshot();
      expect([...files.keys()].filter((name) => PRIVATE_STORES.test(name))).toEqual([]);
      expect(kept(files, () => true)).toEqual(kept(sourceFiles, (name) => !PRIVATE_STORES.test(name)));
      // Every list answers as before (the files they link to aside).
      const answers = await readEverything(target, await ownerSession());
      const lists = (answers: Map<string, Answer>) => new Map([...answers].filter(([path]) => path.includes('page=')));
      expect(lists(answers)).toEqual(lists(afterRestore(sourceAnswers)));
    } finally {
      await target.stop();
    }
  }, 120_000);
});

describe('the manifest', () => {
  test('counts every collection and store, with each blob SHA-256', () => {
    expect(manifestSchema.parse(publicManifest)).toEqual(publicManifest);
    expect(publicManifest.collections['news']).toEqual({ records: expect.any(Number), removed: 1 });
    expect(publicManifest.collections['contact-messages']?.records).toBe(1);
    expect(publicManifest.collections['registrations']?.records).toBe(1);
    expect(publicManifest.collections['admin-accounts']?.records).toBe(1);
    // The sample data's eleven profiles (scripts/lib/sample-data.ts).
    expect(publicManifest.collections['skater-profiles']?.records).toBe(11);
    expect(Object.keys(publicManifest.stores)).toEqual(['records', 'images']);
    expect(Object.keys(privateManifest.stores)).toEqual(['records', 'images', 'photos', 'private-files']);
    expect(privateManifest.stores['private-files']?.blobs).toBe(11);
    const sourceBlobs = [...sourceFiles.keys()].filter((name) => !DERIVED.test(name)).length;
    expect(privateManifest.blobs).toHaveLength(sourceBlobs);
    expect(publicManifest.blobs.every((blob) => blob.store === 'records' || blob.store === 'images')).toBe(true);
    // No index is kept: restore builds them.
    expect(publicManifest.blobs.filter((blob) => /\/i\/|\/layout$/.test(blob.key))).toEqual([]);
  });
});

describe('a private archive', () => {
  test('cannot be read without its passphrase', async () => {
    const { header } = await readHeader(privateArchive);
    expect(header.encryption?.cipher).toBe('aes-256-gcm');
    await expect(verifyArchive(privateArchive, passphrase('not the passphrase'))).rejects.toThrow('The passphrase is wrong');
    const target = await emptyStore();
    try {
      await expect(restoreArchive({ path: privateArchive, passphrase: passphrase('not the passphrase') })).rejects.toThrow(
        'The passphrase is wrong',
      );
      expect((await target.snapshot()).size).toBe(0);
    } finally {
      await target.stop();
    }
  });

  test('is always encrypted, and a changed byte is refused', async () => {
    await expect(takeBackup({ out: join(directory, 'clear.backup'), includePrivate: true, source: 'local' })).rejects.toThrow(
      'must be encrypted',
    );
    const bytes = await readFile(privateArchive);
    const { bytes: header } = await readHeader(privateArchive);
    // The content is not a gzip stream in clear.
    expect(bytes.subarray(header.length, header.length + 2)).not.toEqual(Buffer.from([0x1f, 0x8b]));
    const damaged = Buffer.from(bytes);
    const at = header.length + Math.floor((bytes.length - header.length) / 2);
    damaged[at] = (damaged[at] ?? 0) ^ 0x01;
    // Refused by the tag at the end, or before it by whatever the changed byte broke first.
    await expectRefused(damaged, 'The archive is damaged', PASSPHRASE);
  });
});

/** Writes `bytes` as an archive, restores it into an empty store: refused with `message`, nothing stored. */
const expectRefused = async (bytes: Buffer, message: string, secret = PASSPHRASE) => {
  const path = join(directory, `damaged-${Math.random().toString(36).slice(2)}.backup`);
  await writeFile(path, bytes);
  const target = await emptyStore();
  try {
    await expect(restoreArchive({ path, passphrase: passphrase(secret) })).rejects.toThrow(message);
    expect((await target.snapshot()).size).toBe(0);
  } finally {
    await target.stop();
  }
};

/** The public archive's lines, changed by `change`, packed again. */
const repacked = async (change: (lines: Record<string, unknown>[]) => void): Promise<Buffer> => {
  const bytes = await readFile(publicArchive);
  const { bytes: header } = await readHeader(publicArchive);
  const lines = gunzipSync(bytes.subarray(header.length))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  change(lines);
  return Buffer.concat([header, gzipSync(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`)]);
};

const blobLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line['type'] === 'blob');

describe('a damaged archive is refused, and nothing is stored', () => {
  test('a changed byte', async () => {
    const bytes = Buffer.from(await readFile(publicArchive));
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    await expectRefused(bytes, 'The archive is damaged');
  });

  test('a cut-off end', async () => {
    const bytes = await readFile(publicArchive);
    await expectRefused(bytes.subarray(0, bytes.length - 200), 'The archive is damaged');
  });

  test('a file that is not an archive', async () => {
    await expectRefused(Buffer.from('{"hello": "world"}\nnot a backup'), 'is not a backup archive');
  });

  test('a blob whose bytes no longer match its checksum', async () => {
    const bytes = await repacked((lines) => {
      const line = blobLines(lines).find((candidate) => candidate['store'] === 'images');
      if (!line) throw new Error('no image in the archive');
      const data = Buffer.from(String(line['data']), 'base64');
      data[data.length - 10] = (data[data.length - 10] ?? 0) ^ 0x01;
      line['data'] = data.toString('base64');
    });
    await expectRefused(bytes, 'does not match its checksum');
  });

  test('a manifest that does not list every blob', async () => {
    const bytes = await repacked((lines) => {
      const manifest = manifestSchema.parse(lines.at(-1));
      manifest.blobs.pop();
      lines[lines.length - 1] = manifest;
    });
    await expectRefused(bytes, 'do not match the checksums of its manifest');
  });

  test('no manifest', async () => {
    await expectRefused(await repacked((lines) => void lines.pop()), 'it has no manifest');
  });

  test('a record that does not fit its schema, named without its values', async () => {
    const bytes = await repacked((lines) => {
      const line = blobLineSchema.parse(blobLines(lines).find((candidate) => String(candidate['key']).includes('/skater-profiles/r/')));
      const record = JSON.parse(Buffer.from(line.data, 'base64').toString('utf8')) as Record<string, unknown>;
      record['status'] = 'archived';
      const data = Buffer.from(JSON.stringify(record));
      const sha256 = createHash('sha256').update(data).digest('hex');
      const index = lines.findIndex((candidate) => candidate['key'] === line.key);
      lines[index] = { ...line, data: data.toString('base64'), size: data.length, sha256 };
      const manifest = manifestSchema.parse(lines.at(-1));
      lines[lines.length - 1] = {
        ...manifest,
        blobs: manifest.blobs.map((blob) => (blob.key === line.key ? { ...blob, size: data.length, sha256 } : blob)),
      };
    });
    const path = join(directory, 'bad-record.backup');
    await writeFile(path, bytes);
    const refusal = await verifyArchive(path, passphrase('')).then(
      () => new Error('accepted'),
      (error: unknown) => error as Error,
    );
    expect(refusal.message).toMatch(/The record v2\/skater-profiles\/r\/[a-f0-9]+ of skater-profiles does not fit the collection's schema/);
    await expectRefused(bytes, "does not fit the collection's schema");
  });
});

/**
 * What a new site's first build does to its empty store: the content export lists every
 * collection, which writes their layout markers. The build is a process of its own: under a
 * context string of its own, the layout this process remembers per store stays out of it.
 */
const listedByABuild = async () => {
  const context = process.env['NETLIFY_BLOBS_CONTEXT'] ?? '';
  const asBuild = { ...(JSON.parse(Buffer.from(context, 'base64').toString('utf8')) as object), process: 'build' };
  process.env['NETLIFY_BLOBS_CONTEXT'] = Buffer.from(JSON.stringify(asBuild)).toString('base64');
  try {
    await readPublicContent();
  } finally {
    process.env['NETLIFY_BLOBS_CONTEXT'] = context;
  }
};

test('a new site whose first build listed its empty collections counts as empty', async () => {
  const target = await emptyStore();
  try {
    await listedByABuild();
    expect((await target.snapshot()).size).toBeGreaterThan(0);
    await restoreArchive({ path: publicArchive, passphrase: passphrase('') });
    expect(kept(await target.snapshot(), () => true)).toEqual(kept(sourceFiles, (name) => !PRIVATE_STORES.test(name)));
    const answers = await readEverything(target, await ownerSession());
    expect(answers.get('visitor /api/news?page=1&pageSize=100')).toEqual(sourceAnswers.get('visitor /api/news?page=1&pageSize=100'));
    expect(answers.get('owner /api/skaterprofiles?page=1&pageSize=100')).toEqual(
      sourceAnswers.get('owner /api/skaterprofiles?page=1&pageSize=100'),
    );
  } finally {
    await target.stop();
  }
}, 60_000);

test('a store that is not empty is refused and left as it was', async () => {
  const target = await emptyStore();
  try {
    const cookie = await target.login();
    expect((await target.call('POST', '/api/news', { body: newsBody(), cookie })).status).toBe(201);
    const before = await target.snapshot();
    await expect(restoreArchive({ path: publicArchive, passphrase: passphrase('') })).rejects.toThrow('The store is not empty');
    expect(await target.snapshot()).toEqual(before);
  } finally {
    await target.stop();
  }
});

test('a store with a file is refused, even when its records store holds only layout markers, and left as it was', async () => {
  const target = await emptyStore();
  try {
    await listedByABuild();
    await getStore('images').set('0123456789abcdef01234567.png', 'a file');
    const before = await target.snapshot();
    await expect(restoreArchive({ path: publicArchive, passphrase: passphrase('') })).rejects.toThrow('"images" holds data');
    expect(await target.snapshot()).toEqual(before);
  } finally {
    await target.stop();
  }
});

/** The public archive with one more blob line (and its manifest entry), as an attacker would add it. */
const withBlob = (store: string, key: string, content: string) =>
  repacked((lines) => {
    const data = Buffer.from(content);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const manifest = manifestSchema.parse(lines.pop());
    lines.push({ type: 'blob', store, key, size: data.length, sha256, data: data.toString('base64') });
    lines.push({ ...manifest, blobs: [...manifest.blobs, { store, key, size: data.length, sha256 }] });
  });

describe('a crafted archive is refused, and nothing is stored', () => {
  const session = JSON.stringify({ admin: 'Mallory', accountId: 'mallory', role: 'owner', account: 'owner', createdAt: Date.now() });
  test.each([
    ['a records key climbing into the sessions store', `../site:sessions/${'a'.repeat(64)}`],
    ['a records key climbing further', `v2/news/r/../../../site:sessions/${'b'.repeat(64)}`],
    ['a key from the root', `/site:sessions/${'c'.repeat(64)}`],
    ['a key naming another store', `site:sessions/${'d'.repeat(64)}`],
    ['a key naming another store after a folder', `v2/site:sessions/${'e'.repeat(64)}`],
  ])('%s', async (_label, key) => {
    await expectRefused(await withBlob('records', key, session), 'a key that is not one of this site');
  });

  test('an image key that is not an image file of this site', async () => {
    await expectRefused(await withBlob('images', '../records/v2/admin-accounts/r/x', '{}'), 'a key that is not one of this site');
  });

  test.each(['sessions', 'throttle', 'family-sign-in', 'family-sessions', 'site:sessions'])('a blob of the %s store', async (store) => {
    await expectRefused(await withBlob(store, 'a'.repeat(64), session), 'stores a backup does not keep');
  });
});

describe("an account's secrets", () => {
  test('are never restored: the account is back without its password or link, and an owner sends a new link', async () => {
    const target = await emptyStore();
    try {
      await restoreArchive({ path: privateArchive, passphrase: passphrase(PASSPHRASE) });
      const records = getStore('records');
      const { blobs } = await records.list({ prefix: 'v2/admin-accounts/r/' });
      expect(blobs).toHaveLength(1);
      const restored = (await records.get(blobs[0]?.key ?? '', { type: 'json' })) as {
        _id: string;
        email: string;
        passwordHash: string;
        link?: unknown;
      };
      expect(restored?.email).toBe('rekha@example.org');
      expect(restored?.passwordHash).toBe('');
      expect(restored).not.toHaveProperty('link');
      const refused = await target.call('POST', '/api/login', { body: { admin: 'rekha@example.org', password: ACCOUNT_PASSWORD } });
      expect(refused.status).toBe(401);
      // The owner configured for the site sends a new link; with it the admin is back.
      const owner = await target.login();
      const sent = await target.call('POST', `/api/accounts/${restored._id}/link`, { cookie: owner });
      expect(sent.status, await sent.clone().text()).toBeLessThan(300);
      const { link } = await jsonOf<{ link: string }>(sent);
      const set = await target.call('POST', '/api/set-password', { body: { token: tokenOf(link), password: ACCOUNT_PASSWORD } });
      expect(set.status, await set.clone().text()).toBe(200);
      expect((await target.call('POST', '/api/login', { body: { admin: 'rekha@example.org', password: ACCOUNT_PASSWORD } })).status).toBe(
        200,
      );
    } finally {
      await target.stop();
    }
  }, 120_000);
});

describe('the signature of an encrypted archive', () => {
  test('is on its manifest, made with the passphrase', async () => {
    expect(privateManifest.signature).toMatch(/^[a-f0-9]{64}$/);
    expect(publicManifest.signature).toBeUndefined();
  });

  /** The private archive's lines, changed, encrypted again with `secret` (as someone holding a passphrase would). */
  const reencrypted = async (change: (lines: Record<string, unknown>[]) => void, secret = PASSPHRASE): Promise<Buffer> => {
    const lines: Record<string, unknown>[] = [];
    await readArchive(privateArchive, passphrase(PASSPHRASE), async (line) => {
      lines.push(line as unknown as Record<string, unknown>);
    });
    change(lines);
    const path = join(directory, `reencrypted-${Math.random().toString(36).slice(2)}.backup`);
    const writer = await openArchive(path, await newEncryption(secret));
    for (const line of lines) await writer.write(line);
    await writer.finish();
    return readFile(path);
  };

  test('is required: an encrypted archive whose manifest is not signed is refused', async () => {
    const unsigned = await reencrypted((lines) => {
      const { signature: _dropped, ...manifest } = manifestSchema.parse(lines.pop());
      lines.push(manifest);
    });
    await expectRefused(unsigned, 'is not signed');
  });

  test('must match: a manifest changed after signing is refused', async () => {
    const changed = await reencrypted((lines) => {
      const manifest = manifestSchema.parse(lines.pop());
      lines.push({ ...manifest, source: 'site of somebody else' });
    });
    await expectRefused(changed, 'its signature does not match');
  });
});
