import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { limitConcurrency } from '../../lib/concurrency-limit';
import { findUserById } from '../users/users.repository';
import { mailLocale } from './mail-locale';
import { renderMail } from './mail-render';
import type { TMailKind } from './mail-texts.types';
import { logTransport, smtpTransport, type TMailTransport, type TOutgoingMail } from './mail-transport';

/** Who a mail goes to, and what chooses its language. */
export type TMailRecipient = {
  /** The address the mail goes to. */
  email: string;
  /** The account the mail is about: its stored locale (§9) chooses the language. */
  userId?: string;
  /** The headers of the request that caused the mail: its ql_locale cookie and Accept-Language come next. */
  headers?: Headers;
  /** The log of that request: the mail's log lines then carry its id. */
  requestLog?: FastifyBaseLogger;
};

/**
 * The mails Questline sends, one function each. Each returns at once: the mail is composed (its recipient's language
 * looked up) and delivered off the request path, retried with backoff when delivery fails, and never fails or slows
 * the request that caused it, so no answer tells whether an address has an account.
 */
export type TMailer = {
  /** Whether mail leaves the server (SMTP_URL): only then are addresses verified before their owners post. */
  readonly delivers: boolean;
  /** "Reset your password": a link to {PUBLIC_URL}/reset-password with the token (better-auth's, one use, one hour). */
  sendPasswordReset(recipient: TMailRecipient, token: string): void;
  /**
   * "Confirm your e-mail address": `link` is better-auth's verify-email link (sign-up, "send again", and a changed
   * address, which goes to the new address).
   */
  sendEmailVerification(recipient: TMailRecipient, link: string): void;
  /** "Someone tried to create an account with your address": sign-up answered such an attempt like a new account. */
  sendSignUpWithTakenAddress(recipient: TMailRecipient): void;
  /** Resolves once every mail queued so far is delivered or given up. */
  idle(): Promise<void>;
  /** Stops retrying (a mail waiting for its retry gets one last attempt now), waits for the mails under way. */
  close(): Promise<void>;
};

/** The waits before the 2nd to 5th attempt: a mail is tried five times over about 13 minutes, then given up. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000];

/** How mails are named in the log. */
const LOG_NAMES: Record<TMailKind, string> = {
  passwordReset: 'password_reset',
  emailVerification: 'email_verification',
  signUpWithTakenAddress: 'sign_up_with_taken_address',
};

/**
 * Whether these settings send mail out (an SMTP server and a sender): only then are addresses verified, and
 * unverified accounts kept from posting (community/posting.ts).
 */
export const deliversMail = (mail: { smtpUrl: string | undefined; from: string | undefined }) =>
  Boolean(mail.smtpUrl && mail.from);

type TJob = { kind: TMailKind; recipient: TMailRecipient; link: (locale: string) => string };

export const createMailer = (deps: {
  db: TDb;
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string | undefined };
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
}): TMailer => {
  const { db } = deps;
  const { smtpUrl, from } = deps.mail;
  const transport: TMailTransport =
    deliversMail(deps.mail) && smtpUrl && from ? smtpTransport(smtpUrl, from) : logTransport();
  const retryDelays = deps.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  // Two deliveries at once at most: a crowd of requests queues mails instead of opening a connection each.
  const sending = limitConcurrency(2);
  const running = new Set<Promise<void>>();
  const sleepers = new Set<() => void>();
  let closing = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const compose = async (job: TJob): Promise<TOutgoingMail> => {
    const stored = job.recipient.userId ? (await findUserById(db, job.recipient.userId))?.locale : null;
    const locale = mailLocale(stored, job.recipient.headers);
    const link = job.link(locale);
    return {
      ...renderMail(job.kind, locale, { email: job.recipient.email, link }),
      kind: LOG_NAMES[job.kind],
      to: job.recipient.email,
      link,
    };
  };

  const deliver = async (job: TJob) => {
    // Nothing of the mail happens within the request that queued it, not even composing it.
    await new Promise((resolve) => setImmediate(resolve));
    const log = job.recipient.requestLog ?? deps.log;
    let mail: TOutgoingMail | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        mail ??= await compose(job);
        const outgoing = mail;
        await sending(() => transport.send(outgoing, log));
        if (transport.kind === 'smtp') log.info({ mail: mail.kind, to: mail.to, attempt }, 'Mail sent');
        return;
      } catch (error) {
        const delay = closing ? undefined : retryDelays[attempt - 1];
        const fields = {
          mail: LOG_NAMES[job.kind],
          to: job.recipient.email,
          attempt,
          err: { message: error instanceof Error ? error.message : String(error) },
        };
        if (delay === undefined) {
          log.error(fields, 'Mail not delivered: no attempt left');
          return;
        }
        log.warn({ ...fields, retryInMs: delay }, 'Mail delivery failed: it will be tried again');
        await wait(delay);
      }
    }
  };

  const enqueue = (job: TJob) => {
    const run: Promise<void> = deliver(job).finally(() => running.delete(run));
    running.add(run);
  };

  const idle = async () => {
    while (running.size) await Promise.all(running);
  };

  return {
    delivers: transport.kind === 'smtp',
    sendPasswordReset: (recipient, token) =>
      enqueue({
        kind: 'passwordReset',
        recipient,
        link: (locale) => `${deps.publicUrl}/reset-password?${new URLSearchParams({ token, locale }).toString()}`,
      }),
    sendEmailVerification: (recipient, link) => enqueue({ kind: 'emailVerification', recipient, link: () => link }),
    sendSignUpWithTakenAddress: (recipient) =>
      enqueue({
        kind: 'signUpWithTakenAddress',
        recipient,
        link: (locale) => `${deps.publicUrl}/identity?${new URLSearchParams({ mode: 'forgot', locale }).toString()}`,
      }),
    idle,
    async close() {
      closing = true;
      for (const wake of [...sleepers]) wake();
      await idle();
      transport.close();
    },
  };
};
