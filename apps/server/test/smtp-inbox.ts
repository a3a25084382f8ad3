import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a reader sees it: envelope, decoded subject, plain text and HTML parts. */
export type TReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  contentLanguage: string | undefined;
  text: string | undefined;
  html: string | undefined;
  raw: string;
};

type TPart = { headers: Map<string, string>; body: Buffer };

const splitHeaders = (raw: Buffer): TPart => {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const bodyStart = end < 0 ? text.length : end + (text.slice(end).startsWith('\r\n\r\n') ? 4 : 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.subarray(Buffer.byteLength(text.slice(0, bodyStart), 'latin1')) };
};

const decodeQuotedPrintable = (text: string) => {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(joined.charCodeAt(index));
  }
  return Buffer.from(bytes).toString('utf8');
};

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), adjacent ones joined. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** A text part's content, its line breaks as \n (SMTP carries them as \r\n). */
const decodeBody = (part: TPart) => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text = part.body.toString('latin1');
  const decoded =
    encoding === 'base64'
      ? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(text)
        : part.body.toString('utf8');
  return decoded.replace(/\r\n/g, '\n').replace(/\n$/, '');
};

/** The leaf parts of a MIME message, multiparts opened. */
const leavesOf = (part: TPart): TPart[] => {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const body = part.body.toString('latin1');
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leavesOf(splitHeaders(Buffer.from(chunk.replace(/^\r?\n/, ''), 'latin1'))));
};

const parseMail = (raw: Buffer, envelope: { from: string; to: string[] }): TReceivedMail => {
  const message = splitHeaders(raw);
  const leaves = leavesOf(message);
  const leafOf = (type: string) => leaves.find((leaf) => (leaf.headers.get('content-type') ?? '').startsWith(type));
  const text = leafOf('text/plain');
  const html = leafOf('text/html');
  return {
    ...envelope,
    subject: decodeWords(message.headers.get('subject') ?? ''),
    contentLanguage: message.headers.get('content-language'),
    text: text && decodeBody(text),
    html: html && decodeBody(html),
    raw: raw.toString('utf8'),
  };
};

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, of the nodemailer project) that asks for a user name and password
 * made up for it, keeps every mail it accepts and can refuse the next ones (421, as a busy server does).
 */
export const startSmtpInbox = async () => {
  const user = `inbox-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const mails: TReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals = 0;
  let attempts = 0;
  const server = new SMTPServer({
    logger: false,
    // Plain SMTP on loopback: no STARTTLS with the package's test certificate, whose key is public.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error('Invalid user name or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 421 }));
          return;
        }
        const envelope = session.envelope;
        mails.push(
          parseMail(Buffer.concat(chunks), {
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((address) => address.address),
          }),
        );
        for (const wake of [...waiters]) wake();
        callback(null, 'Queued');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    /** SMTP_URL for this inbox, credentials included. */
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    /** The same server with a wrong password. */
    urlWithWrongPassword: `smtp://${user}:wrong-${password}@127.0.0.1:${port}`,
    mails,
    /** Messages the server was handed, accepted or refused. */
    attempts: () => attempts,
    /** Refuses the next `count` messages with 421. */
    refuseNext(count: number) {
      refusals = count;
    },
    /** The first mail to `address` that `accept` takes, waiting for it up to `timeoutMs`. */
    async waitFor(address: string, accept: (mail: TReceivedMail) => boolean = () => true, timeoutMs = 10_000) {
      const find = () => mails.find((mail) => mail.to.includes(address) && accept(mail));
      const deadline = Date.now() + timeoutMs;
      for (let found = find(); ; found = find()) {
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms (${mails.length} received)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TSmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The first link of a mail's plain text that starts with `prefix`. */
export const linkIn = (mail: TReceivedMail, prefix: string) => {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in: ${mail.text}`);
  return link;
};
