/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that records what it receives: the
 * API tests start one per file, the browser tests' server one for the whole run
 * (tests/e2e/support/serve-with-smtp.ts).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  text: string;
  /** The Subject header, its encoded words (RFC 2047: a subject in Tamil) decoded. */
  subject: string;
  raw: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Body text in base64 (how a mail client sends a letter mostly outside ASCII, such as one in Tamil). */
const decodeBase64 = (body: string) => Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');

// One encoded word: =?charset?B|Q?text?= (no "?" inside its parts, so linear).
const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(ENCODED_WORD, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? decodeBase64(text) : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

const parse = (raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding'] ?? '';
  const text = /quoted-printable/i.test(encoding) ? decodeQuotedPrintable(body) : /base64/i.test(encoding) ? decodeBase64(body) : body;
  const subject = decodeHeader(headers['subject'] ?? '');
  return { envelopeFrom, envelopeTo, headers, subject, text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''), raw };
};

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Addresses the server refuses at RCPT TO (550). */
  refuse: Set<string>;
  /** Delay before accepting each message, to make sending take time. */
  delayMs: number;
  close: () => Promise<void>;
}

/** Every letter any test server of this process received, whatever a test later clears of its own list. */
export const everyMailReceived: ReceivedMail[] = [];

export interface SmtpOptions {
  /** Any free port unless given. */
  port?: number;
  /** Refuses more addresses at RCPT TO (550) than those in `refuse`. */
  refuses?: (address: string) => boolean;
  /** Runs for each message before the server acknowledges it (so the sender's answer comes after it). */
  onMessage?: (mail: ReceivedMail) => Promise<void>;
}

export const startSmtp = async ({ port = 0, refuses, onMessage }: SmtpOptions = {}): Promise<TestSmtp> => {
  const state: Omit<TestSmtp, 'url' | 'close'> = { received: [], refuse: new Set(), delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      if (state.refuse.has(recipient) || refuses?.(recipient)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          from,
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        state.received.push(mail);
        everyMailReceived.push(mail);
        const stored = onMessage ? onMessage(mail) : Promise.resolve();
        stored.then(
          () => setTimeout(() => callback(), state.delayMs),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that drops its connection must not bring the server down.
  server.on('error', (error: Error) => console.warn(`Test SMTP server: ${error.message}`));
  const { port: listening } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};
