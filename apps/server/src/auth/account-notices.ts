import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** The log of the /api/auth request better-auth is answering, for the notices its hooks send. */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs one better-auth call of the /api/auth bridge with that request's log as the notices' log. */
export const withNoticeLog = <T>(log: FastifyBaseLogger, work: () => Promise<T>) => requestLogs.run(log, work);

/**
 * Tells the owner of an address that someone tried to register with it: sign-up answers such an attempt like a
 * new account, so nobody learns from it which addresses have one. There is no mail transport yet, so the notice
 * is written to the structured log (info; the request's id, the account and its address, never the password);
 * a mail module replaces this function. Calls outside a request (the CLI, which refuses taken addresses itself)
 * have no log to write to.
 */
export const noticeSignUpWithTakenAddress = async (user: { id: string; email: string }) => {
  requestLogs
    .getStore()
    ?.info(
      { notice: 'sign_up_with_taken_address', userId: user.id, to: user.email },
      'Someone tried to register with this address; its account is unchanged',
    );
};
