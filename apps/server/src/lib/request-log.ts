import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: the tokens of password-reset and e-mail verification links. */
const SECRET_PARAMS = /([?&]token=)[^&#]*/gi;

/** better-auth's own password-reset callback, which carries the token in its path (Questline's mails never link it). */
const SECRET_PATH = /^(\/api\/auth\/reset-password\/)[^?#]+/i;

/** A request URL fit for the log: the value of every `token` parameter, and a token in a path, replaced. */
export const urlWithoutSecrets = (url: string) =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');

/**
 * The log's view of a request: Fastify's own (method, url, host, remote address), with the URL's secrets left out.
 * A mailed link's token thus never reaches the log when the link is opened (modules/mail logs a link only when
 * there is no SMTP server to send it).
 */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: urlWithoutSecrets(request.url),
  version: [request.headers['accept-version']].flat()[0],
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
