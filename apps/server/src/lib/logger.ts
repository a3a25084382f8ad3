import { type Logger, pino } from 'pino';
import { serializeRequest } from './request-log';

/**
 * The server's one log: JSON lines on stdout, from the server, its requests (one line each, with the request id),
 * the runtime (mail, transcoding, database and Redis problems) and the start's failures alike. Cookies, credentials
 * and the tokens of mailed links never reach it.
 */
export const createLogger = (level: string): Logger =>
  pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: pino.stdSerializers.err },
  });
