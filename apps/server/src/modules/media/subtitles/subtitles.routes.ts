import { AppError } from '@questline/domain/errors';
import { SUBTITLE_MAX_BYTES, SUBTITLE_MAX_CUES } from '@questline/domain/media-constants';
import { ZSubtitleParams, ZVideo } from '@questline/domain/schemas/media';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../auth/current-user';
import type { TDb } from '../../../db/client';
import type { TFileStore } from '../../../lib/file-store';
import { sendError } from '../../../lib/http-errors';
import { refuseUnlessAuthor } from '../../authoring/authoring.policy';
import { putSubtitle, removeSubtitle, SUBTITLE_CONTENT_TYPE } from './subtitles.service';

const ZVideoResult = z.object({ result: ZVideo });

/**
 * A video's WebVTT subtitles per content language (§2.16, §3.12 subtitleMap), written by the authors who upload
 * videos (content creators, editors, learn admins, admins). The body of a PUT is the file itself (`text/vtt`);
 * its parser runs in this plugin's scope only, bounded at 1 MB.
 */
export const registerSubtitleRoutes = (app: FastifyInstance, deps: { db: TDb; fileStore: TFileStore }) => {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      SUBTITLE_CONTENT_TYPE,
      { parseAs: 'buffer', bodyLimit: SUBTITLE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Past the parser's limit is the subtitles' own key; everything else goes to the app's handler.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(reply, new AppError('subtitle_InvalidParameter_too_large_1_MB'));
      throw error;
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.put(
      '/api/media/videos/:id/subtitles/:language',
      {
        schema: {
          tags: ['media'],
          summary: "Adds or replaces a video's subtitles in a content language",
          description:
            'The body is the WebVTT file (`Content-Type: text/vtt`, UTF-8, at most 1 MB): a `WEBVTT` header and at ' +
            'least one cue, every cue parseable, else 400 subtitle_InvalidParameter_not_webvtt (413 ' +
            'subtitle_InvalidParameter_too_large_1_MB past the size, 400 subtitle_InvalidParameter_too_many_cues ' +
            `past ${SUBTITLE_MAX_CUES} cues). Answers the video with its subtitleMap. ` +
            'Content creators, editors, learn admins and admins only.',
          consumes: [SUBTITLE_CONTENT_TYPE],
          params: ZSubtitleParams,
          response: { 200: ZVideoResult },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const bytes = request.body;
        if (!(bytes instanceof Buffer) || !bytes.byteLength) throw new AppError('subtitle_InvalidParameter_not_webvtt');
        refuseUnlessAuthor(user);
        const { id, language } = request.params;
        return { result: await putSubtitle(deps, { videoId: id, language, bytes, uploadedBy: user.id }) };
      },
    );

    api.delete(
      '/api/media/videos/:id/subtitles/:language',
      {
        schema: {
          tags: ['media'],
          summary: "Removes a video's subtitles in a content language",
          description:
            'Answers the video with its subtitleMap. Content creators, editors, learn admins and admins only.',
          params: ZSubtitleParams,
          response: { 200: ZVideoResult },
        },
      },
      async (request) => {
        refuseUnlessAuthor(await requireUser(request));
        const { id, language } = request.params;
        return { result: await removeSubtitle(deps.db, { videoId: id, language }) };
      },
    );
  });
};
