import { AppError } from '@questline/domain/errors';
import type { FastifyRequest } from 'fastify';

/** The multipart field uploads carry their file in (images, videos, submission thumbnails). */
export const FILE_FIELD = 'file';

/**
 * The bytes of the `file` part, or undefined when the form has none. Other parts are drained unread; the
 * parser's own limits (size above all) answer 413 `payload_too_large`.
 */
export const readFileField = async (request: FastifyRequest): Promise<Buffer | undefined> => {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('payload_too_large');
    throw error;
  }
  return bytes;
};
