import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { TMailer } from '../modules/mail/mail.service';

/** The log of the /api/auth request better-auth is answering: the mails it causes log with that request's id. */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs one better-auth call of the /api/auth bridge with that request's log as its mails' log. */
export const withNoticeLog = <T>(log: FastifyBaseLogger, work: () => Promise<T>) => requestLogs.run(log, work);

/** The log of the /api/auth request under way, if any. */
export const currentRequestLog = () => requestLogs.getStore();

/**
 * Tells the owner of an address that someone tried to register with it: sign-up answers such an attempt like a
 * new account, so nobody learns from it which addresses have one. The notice is a mail (modules/mail) in the owner's
 * language, queued off the request path; it holds no password and no text the stranger typed.
 */
export const noticeSignUpWithTakenAddress = (
  mailer: TMailer,
  user: { id: string; email: string },
  request: Request | undefined,
) => {
  mailer.sendSignUpWithTakenAddress({
    email: user.email,
    userId: user.id,
    headers: request?.headers,
    requestLog: currentRequestLog(),
  });
};
