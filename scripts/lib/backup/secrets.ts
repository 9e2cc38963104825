/**
 * What a restore leaves out of the records it writes: the admin accounts' secrets (password hashes
 * and set-password links). An account comes back as it was otherwise, without a password, so
 * nobody signs in with a password from an archive; an owner sends each admin a new link (the owners
 * configured in ADMIN_USERS sign in as before). Every other record is written byte for byte.
 */
import { accountsDefinition } from '#shared/collections/accounts.ts';
import type { KeyKind } from './stores.ts';

const withoutSecrets = (record: unknown): unknown => {
  if (record === null || typeof record !== 'object' || '_removed' in record) return record;
  const { link: _link, ...rest } = record as Record<string, unknown>;
  return { ...rest, passwordHash: '' };
};

/** The bytes to write for a records-store blob of this kind. */
export const restoredBytes = (kind: KeyKind, bytes: Buffer): Buffer => {
  if (kind.kind !== 'record' && kind.kind !== 'legacy') return bytes;
  if (kind.collection.name !== accountsDefinition.name) return bytes;
  const value = JSON.parse(bytes.toString('utf8')) as unknown;
  if (kind.kind === 'record') return Buffer.from(JSON.stringify(withoutSecrets(value)));
  const document = value as { items?: unknown[] };
  return Buffer.from(JSON.stringify({ ...document, items: (document.items ?? []).map(withoutSecrets) }));
};
