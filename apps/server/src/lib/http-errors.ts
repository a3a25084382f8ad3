import type { Socket } from 'node:net';
import { AppError, type TErrorBody, type TErrorKey } from '@questline/domain/errors';
import { jsonTextDepth, MAX_JSON_DEPTH } from '@questline/domain/rules/input-limits';
import { fieldErrors } from '@questline/domain/validation';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/client';

/** How long a client waits before it tries again while the database is unreachable (a restart, a failover). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** HTTP status of each key that is not a plain 400 (DESIGN §4). Nothing below the route knows about HTTP. */
const STATUS: Partial<Record<TErrorKey, number>> = {
  auth_required: 401,
  auth_invalid_credentials: 401,
  tfa_invalid_code: 401,
  tfa_challenge_expired: 401,
  forbidden: 403,
  submission_detail_AuthorizationError: 403,
  post_AuthorizationError: 403,
  you_are_blocked: 403,
  premium_required: 403,
  rating_not_started: 403,
  tfa_disabled: 403,
  setup_not_available: 403,
  auth_account_disabled: 403,
  auth_email_not_verified: 403,
  not_found: 404,
  image_variants_unavailable: 404,
  group_invitation_not_found: 404,
  edlab_seat_not_found: 404,
  project_contributor_user_not_found: 404,
  project_contributor_not_found: 404,
  auth_email_taken: 409,
  quiz_attempt_frozen: 409,
  quiz_attempt_finished: 409,
  quiz_question_answered: 409,
  liveSession_registration_closed: 409,
  comment_already_reported: 409,
  rating_already_reported: 409,
  post_already_reported: 409,
  edlab_seat_exists: 409,
  project_ContributorAlreadyExist: 409,
  admin_last_super_admin: 409,
  lab_stale: 409,
  lab_verification_required: 409,
  resource_updated_elsewhere: 412,
  precondition_required: 428,
  lab_checks_failed: 422,
  lab_timeout: 422,
  lab_memory: 422,
  payload_too_large: 413,
  storage_quota_exceeded: 413,
  upload_length_exceeded: 413,
  video_transcoding_unavailable: 503,
  submission_InvalidParameter_webgl_compression_ratio: 413,
  uri_too_long: 414,
  upload_InvalidParameter_attachment_too_large_1_GB: 413,
  upload_InvalidParameter_attachment_too_large_3_GB: 413,
  upload_InvalidParameter_attachment_too_large_50_GB: 413,
  subtitle_InvalidParameter_too_large_1_MB: 413,
  submission_InvalidParameter_webgl_too_large: 413,
  submission_InvalidParameter_webgl_too_many_files: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  post_ThrottlingError: 429,
  tfa_too_many_attempts: 429,
  internal_error: 500,
  paymentItem_InternalServerError: 502,
  embed_provider_unavailable: 502,
  request_timeout: 503,
  service_unavailable: 503,
};

export const statusOf = (key: TErrorKey) => STATUS[key] ?? 400;

export const sendError = (reply: FastifyReply, error: AppError) => {
  const body: TErrorBody = { error: { key: error.key } };
  if (error.fields?.length) body.error.fields = error.fields;
  if (error.params) body.error.params = error.params;
  return reply.status(statusOf(error.key)).send(body);
};

/** Fastify's own failures (parsing, limits, timeouts) in catalogue terms. */
const FASTIFY_CODES: Record<string, TErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(
        error.validation.map((issue) => ({
          code: issue.keyword as never,
          message: issue.message ?? '',
          path: issue.instancePath.split('/').filter(Boolean),
        })),
      );
      return sendError(reply, new AppError(fields[0]?.key ?? 'invalid_request', { fields }));
    }
    if (error.code && FASTIFY_CODES[error.code])
      return sendError(reply, new AppError(FASTIFY_CODES[error.code] as TErrorKey));
    if (error.statusCode === 429) return sendError(reply, new AppError('rate_limited'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, new AppError(error.statusCode === 404 ? 'not_found' : 'invalid_request'));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendError(reply, new AppError('service_unavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError('internal_error'));
  });
};

/**
 * JSON bodies are measured before they are parsed: one nested past MAX_JSON_DEPTH is `request_too_deep`, so no
 * recursive walk (validation, the auth bridge's re-encoding) ever meets a 10k-level body. Then Fastify's own parser
 * (which refuses `__proto__` keys) reads it.
 */
export const registerJsonBodies = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTextDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new AppError('request_too_deep'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
};

/** Requests Node's parser refuses before Fastify sees them (headers past their size, a malformed request line). */
const CLIENT_ERRORS: Record<string, [number, TErrorKey]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'payload_too_large'],
};

/** Answers such a request in the platform's form, `{error:{key}}`, then closes the connection as Node would. */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'invalid_request'];
  const body = JSON.stringify({ error: { key } } satisfies TErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        'x-content-type-options: nosniff\r\nconnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
