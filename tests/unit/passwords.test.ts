import { describe, expect, it } from 'vitest';
import { parseAdminUsers } from '../../netlify/functions/_shared/admins.ts';
import { hashPassword, isPasswordHash, verifyPassword } from '../../netlify/functions/_shared/passwords.ts';

describe('password hashes (decision 2)', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a random salt', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(isPasswordHash(hash)).toBe(true);
    expect(await hashPassword('a long enough password')).not.toBe(hash);
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
    expect(await verifyPassword('a long enough passworD', hash)).toBe(false);
  });

  it('reads ADMIN_USERS as name:hash pairs and refuses plain-text passwords', async () => {
    const hash = await hashPassword('another password!');
    const admins = parseAdminUsers(`Secretary:${hash}, treasurer:${hash}`);
    expect([...admins.keys()]).toEqual(['secretary', 'treasurer']);
    expect(() => parseAdminUsers('admin:plaintext')).toThrow(/hash-password/);
    expect(parseAdminUsers(undefined).size).toBe(0);
  });
});
