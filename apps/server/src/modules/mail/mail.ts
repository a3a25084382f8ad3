import { type Logger, pino } from 'pino';

/** Someone a message goes to. */
export type TRecipient = { email: string; name: string };

/** The messages the platform sends. */
export type TMailer = {
  /** The password reset link better-auth made for `user` (its token expires after an hour). */
  sendPasswordReset: (user: TRecipient, link: string) => Promise<void>;
};

export const PASSWORD_RESET_SUBJECT = 'Reset your Questline password';

/**
 * Mail without a transport: without SMTP_URL, mail goes to the server log. Each message is one structured line
 * (`mail: {to, subject, link}`) that an operator can read and pass on; nothing is sent.
 */
export const logMailer = (logger: Pick<Logger, 'info'>): TMailer => ({
  sendPasswordReset: async (user, link) => {
    logger.info(
      { mail: { to: user.email, subject: PASSWORD_RESET_SUBJECT, link } },
      'mail not sent (no SMTP_URL): password reset link',
    );
  },
});

/** The server's mailer: to the log at the configured level (the server's own logger writes there too). */
export const createMailer = (options: { logLevel: string }): TMailer =>
  logMailer(pino({ level: options.logLevel === 'silent' ? 'silent' : options.logLevel, name: 'mail' }));
