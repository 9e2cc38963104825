/** A desk's change made on a stale copy: the value now stored (with who changed it, and when) and the one sent. */
export class StaleCopy extends Error {
  readonly current: Record<string, unknown>;
  readonly sent: Record<string, unknown>;
  constructor(message: string, current: Record<string, unknown>, sent: Record<string, unknown>) {
    super(message);
    this.name = 'StaleCopy';
    this.current = current;
    this.sent = sent;
  }
}
