/**
 * `npm run hash-password -- 'the password'` prints the hash to put in ADMIN_USERS as `name:hash`.
 * Without an argument it reads the password from standard input (so it stays out of shell history).
 */
import { hashPassword } from '#shared/security/passwords.ts';

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
};

const password = process.argv[2] ?? (process.stdin.isTTY ? '' : await readStdin());
if (password.length < 12) {
  console.error('Usage: npm run hash-password -- "a password of at least 12 characters"');
  process.exit(2);
}
console.log(await hashPassword(password));
