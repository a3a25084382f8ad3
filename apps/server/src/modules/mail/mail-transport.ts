import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TRenderedMail } from './mail-render';

/** A mail on its way out; `kind` and `link` are for the log, which never holds the text itself. */
export type TOutgoingMail = TRenderedMail & { kind: string; to: string; link: string };

/** Where mail goes: an SMTP server (SMTP_URL), or the server log when there is none. */
export type TMailTransport = {
  readonly kind: 'smtp' | 'log';
  /** Sends one mail; `log` is the log of the request that caused it, or the server's. */
  send(mail: TOutgoingMail, log: FastifyBaseLogger): Promise<void>;
  close(): void;
};

/**
 * SMTP through nodemailer: `smtp://` upgrades with STARTTLS when the server offers it, `smtps://` speaks TLS from the
 * start; certificates are checked. One connection per mail, each step bounded, so a server that does not answer
 * fails the attempt (and the queue retries) instead of holding it.
 */
export const smtpTransport = (smtpUrl: string, from: string): TMailTransport => {
  const transporter = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Mails are built from our own texts: nothing may make nodemailer read a file or fetch a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from },
  );
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
    },
    close: () => transporter.close(),
  };
};

/**
 * Without SMTP_URL: each mail is one info line of the log, with its recipient, subject and link, so that a trial
 * install can still reset a password or confirm an address. The only place a mail's link is ever logged.
 */
export const logTransport = (): TMailTransport => ({
  kind: 'log',
  async send(mail, log) {
    log.info(
      { mail: mail.kind, to: mail.to, subject: mail.subject, link: mail.link },
      'Mail not sent (no SMTP_URL): its link is in this line',
    );
  },
  close: () => undefined,
});
