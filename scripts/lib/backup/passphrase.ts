/**
 * The passphrase of an encrypted archive: from BACKUP_PASSPHRASE (for a scheduled run), else asked
 * in the terminal without echo. Never a command-line argument, which the shell's history and the
 * machine's process list would keep.
 */
export const PASSPHRASE_VARIABLE = 'BACKUP_PASSPHRASE';

const askHidden = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { stdin, stderr } = process;
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });

/** `confirm`: asks twice (a new archive), so a typing mistake does not lock the archive away. */
export const readPassphrase = async ({ confirm }: { confirm: boolean }): Promise<string> => {
  const fromEnvironment = process.env[PASSPHRASE_VARIABLE];
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY)
    throw new Error(`An encrypted archive needs a passphrase: set ${PASSPHRASE_VARIABLE}, or run this in a terminal to type it`);
  const passphrase = await askHidden('Passphrase: ');
  if (confirm && (await askHidden('Passphrase again: ')) !== passphrase) throw new Error('The two passphrases differ');
  return passphrase;
};
