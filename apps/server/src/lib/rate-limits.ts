import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '@questline/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TRateLimitConfig } from '../config';
import { sharedOrLocalStore } from './rate-limit-store';
import type { TSharedRedis } from './redis';
import { isApiRequest } from './request-path';

type TCheck = { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number };
type TLimiter = (request: FastifyRequest) => Promise<TCheck>;

/**
 * Counts one sign-in, sign-up, password-reset or two-factor attempt about `subject` (an e-mail address, an account, a
 * two-factor challenge; null when the request names none) and refuses it with 429 `rate_limited` past a limit.
 */
export type TAuthAttemptLimit = (request: FastifyRequest, reply: FastifyReply, subject: string | null) => Promise<void>;

const addressOf = (request: FastifyRequest) => normalizeIP(request.ip, 64);

/** 429 `rate_limited` with the longest wait of the limits exceeded (`Retry-After`), when one is. */
const refuseExceeded = (reply: FastifyReply, checks: TCheck[]) => {
  const waits = checks.filter((check) => !check.isAllowed && check.isExceeded).map((check) => check.ttlInSeconds ?? 1);
  if (waits.length === 0) return;
  const retryAfterSeconds = Math.max(1, ...waits);
  reply.header('retry-after', retryAfterSeconds);
  throw new AppError('rate_limited', { params: { retryAfterSeconds } });
};

/**
 * The rate limits (DESIGN §11 "by who, not where"), counted in Redis when processes share it (rate-limit-store.ts).
 * - API requests: a signed-in user's count against their account (`perMinute`, and a quarter of it per 10 seconds),
 *   wherever they come from; every request, signed in or not, counts against its address's ceiling, which is
 *   `peoplePerAddress` accounts' worth, so a classroom behind one NAT works and one address still cannot flood.
 *   Anonymous reads count against that ceiling only.
 * - Routes with their own `config.rateLimit` (first start, account deletion) count per account, or per address when
 *   anonymous.
 * - Sign-in, sign-up and password-reset attempts (the returned limit, which the auth bridge applies): per account
 *   (`authPerMinute`), per account and address (half of it, so one address cannot use up an account's attempts), and
 *   per address (`peoplePerAddress` accounts' worth).
 * Pages and files are never limited here. Returns null when `perMinute` is 0 (limits off).
 */
export const registerRateLimits = async (
  app: FastifyInstance,
  limits: TRateLimitConfig,
  redis: TSharedRedis | undefined,
): Promise<TAuthAttemptLimit | null> => {
  if (limits.perMinute === 0) return null;
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: async (request) => {
      const user = await request.currentUser();
      return user ? `account:${user.id}` : `address:${addressOf(request)}`;
    },
    // With Redis every process counts against one limit; while Redis is down each process counts its own.
    ...(redis && { store: sharedOrLocalStore(redis) }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: { key: 'rate_limited', params: { retryAfterSeconds: Math.ceil(context.ttl / 1000) } },
    }),
  });
  const limiter = (
    name: string,
    max: number,
    timeWindow: number,
    keyOf: (request: FastifyRequest) => string | Promise<string>,
  ) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: async (request) => `${name}:${await keyOf(request)}`,
    }) as TLimiter;
  // Asked only of signed-in requests; currentUser() answers once per request.
  const accountOf = async (request: FastifyRequest) => (await request.currentUser())?.id ?? '';
  const minute = 60_000;
  const perAccount = limiter('api-account', limits.perMinute, minute, accountOf);
  const perAccountBurst = limiter('api-account-burst', limits.perTenSeconds, 10_000, accountOf);
  const perAddress = limiter('api-address', limits.perMinute * limits.peoplePerAddress, minute, addressOf);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const user = await request.currentUser();
    refuseExceeded(
      reply,
      await Promise.all(
        user ? [perAddress(request), perAccount(request), perAccountBurst(request)] : [perAddress(request)],
      ),
    );
  });

  const subjects = new WeakMap<FastifyRequest, string>();
  const subjectOf = (request: FastifyRequest) => subjects.get(request) ?? '';
  const authAddress = limiter('auth-address', limits.authPerMinute * limits.peoplePerAddress, minute, addressOf);
  const authSubject = limiter('auth-subject', limits.authPerMinute, minute, subjectOf);
  const authPair = limiter('auth-pair', Math.ceil(limits.authPerMinute / 2), minute, (request) =>
    JSON.stringify([subjectOf(request), addressOf(request)]),
  );
  return async (request, reply, subject) => {
    if (subject === null) {
      refuseExceeded(reply, [await authAddress(request)]);
      return;
    }
    subjects.set(request, subject);
    refuseExceeded(reply, await Promise.all([authAddress(request), authSubject(request), authPair(request)]));
  };
};
