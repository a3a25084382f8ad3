import { type Logger, pino } from 'pino';
import { serializeRequest } from './request-log';

/**
 * The server's one log: JSON lines on stdout, from the server, its requests (one line each, with the request id),
 * the runtime (mail, transcoding, database and Redis problems) and the start's failures alike. Cookies, credentials
 * and the tokens of mailed links never reach it. The CLI writes its failures to stderr (destination 2).
 */
export const createLogger = (level: string, destination: 1 | 2 = 1): Logger =>
  pino(
    {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest, err: pino.stdSerializers.err },
    },
    // Synchronous: a line written just before the process exits is not lost.
    pino.destination({ dest: destination, sync: true }),
  );
