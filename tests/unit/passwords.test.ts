import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAdminUsers } from '../../netlify/functions/_shared/security/configured-owners.ts';
import {
  COSTLY_HASH_PROBLEM,
  hashPassword,
  isPasswordHash,
  verifyPassword,
  WEAK_HASH_PROBLEM,
} from '../../netlify/functions/_shared/security/passwords.ts';

/** A well-formed hash of `password` with the given scrypt costs, as an older or foreign tool might write. */
const hashWithCosts = (password: string, logN: number, r: number, p: number): string => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r * p + 1024 });
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

// scrypt at the real costs takes a good fraction of a second on a busy machine.
describe('password hashes', { timeout: 30_000 }, () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a random salt', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(isPasswordHash(hash)).toBe(true);
    expect(await hashPassword('a long enough password')).not.toBe(hash);
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
    expect(await verifyPassword('a long enough passworD', hash)).toBe(false);
  });

  it('refuses the right password against a hash weaker than N=2^17, r=8, p=1', async () => {
    for (const [logN, r, p] of [
      [14, 8, 1],
      [16, 8, 1],
      [17, 4, 1],
    ] as const) {
      const weak = hashWithCosts('a long enough password', logN, r, p);
      expect(isPasswordHash(weak)).toBe(true);
      expect(await verifyPassword('a long enough password', weak), `N=2^${logN}, r=${r}, p=${p}`).toBe(false);
    }
  });

  it('reads ADMIN_USERS as name:hash pairs and refuses plain-text passwords', async () => {
    const hash = await hashPassword('another password!');
    const admins = parseAdminUsers(`Secretary:${hash}, treasurer:${hash}`);
    expect([...admins.keys()]).toEqual(['secretary', 'treasurer']);
    expect(() => parseAdminUsers('admin:plaintext')).toThrow(/hash-password/);
    expect(parseAdminUsers(undefined).size).toBe(0);
  });

  it('refuses an ADMIN_USERS hash below the promised costs, naming the admin and the remedy', async () => {
    const strong = await hashPassword('another password!');
    const weak = hashWithCosts('another password!', 14, 8, 1);
    expect(() => parseAdminUsers(`secretary:${strong},treasurer:${weak}`)).toThrow(
      `ADMIN_USERS: the password hash of "treasurer" ${WEAK_HASH_PROBLEM}; make a hash with \`npm run hash-password\`.`,
    );
    expect(WEAK_HASH_PROBLEM).toBe('is weaker than scrypt N = 2^17, r = 8, p = 1');
  });

  it('refuses an ADMIN_USERS hash that would make every login take gigabytes', () => {
    // Never computed: the costs alone are refused.
    const costly = `scrypt$22$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`;
    expect(isPasswordHash(costly)).toBe(true);
    expect(() => parseAdminUsers(`admin:${costly}`)).toThrow(COSTLY_HASH_PROBLEM);
  });
});
