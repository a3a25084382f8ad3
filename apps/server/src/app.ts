import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { REQUEST_TIMEOUT_MS } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { DEFAULT_ENGINE_VERSIONS } from '@questline/domain/rules/engine-versions';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type TAuth, trustedOrigins } from './auth/auth';
import { authOperations } from './auth/auth.openapi';
import { registerAuthRoutes } from './auth/auth.routes';
import { captchaKeyOf, createCaptcha, localSpentSolutions, sharedSpentSolutions } from './auth/captcha';
import { refreshedSessionCookies, resolveCurrentUser } from './auth/current-user';
import type { TConfig } from './config';
import type { TDb, TPoolStats, TSubscribe } from './db/client';
import type { TFileStore } from './lib/file-store';
import { answerClientError, registerErrorHandling, registerJsonBodies, sendError } from './lib/http-errors';
import { docsPolicy, registerHttpSecurity, securityHeadersOf } from './lib/http-security';
import { countJobs } from './lib/jobs/jobs.repository';
import { createJobWorker, jobFailureCounts } from './lib/jobs/worker';
import { createLogger } from './lib/logger';
import { registerMetrics, registerMetricsRoute } from './lib/metrics';
import { openApiOptions } from './lib/openapi';
import { registerRateLimits } from './lib/rate-limits';
import type { TSharedRedis } from './lib/redis';
import { loadPageRenderer, registerWebApp } from './lib/web-app';
import { registerAccountRoutes } from './modules/account/account.routes';
import { registerAdminUserRoutes } from './modules/admin-users/admin-users.routes';
import { registerAppsRoutes } from './modules/apps/apps.routes';
import { registerAuthoringRoutes } from './modules/authoring/authoring.routes';
import { registerContentTransferRoutes } from './modules/authoring/content-transfer.routes';
import { registerProjectContributorRoutes } from './modules/authoring/project-contributors.routes';
import { registerCommentRoutes } from './modules/comments/comments.routes';
import { registerCommunityRoutes } from './modules/community/community.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { createReadCache } from './modules/content/read-cache';
import { registerCreatorRoutes } from './modules/creator/creator.routes';
import { registerEdlabRoutes } from './modules/edlab/edlab.routes';
import { registerEmbedRoutes } from './modules/embeds/embeds.routes';
import { createOembedResolver } from './modules/embeds/embeds.service';
import { registerFeaturedRoutes } from './modules/featured/featured.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { registerOrphanSweep } from './modules/files/orphan-sweep';
import { registerFlagRoutes } from './modules/flags/flags.routes';
import { createFeatureFlagReader } from './modules/flags/flags.service';
import { registerGroupRoutes } from './modules/groups/groups.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerItemChangesRoutes } from './modules/item-changes/item-changes.routes';
import { registerLabRoutes } from './modules/labs/labs.routes';
import { registerLearnRoutes } from './modules/learn/learn.routes';
import { registerLiveSessionRoutes } from './modules/learn/live-session.routes';
import { registerProgressRoutes } from './modules/learn/progress.routes';
import { registerQuizRoutes } from './modules/learn/quiz.routes';
import { registerLearnerProgressRoutes } from './modules/learner-progress/learner-progress.routes';
import { deliversMail } from './modules/mail/mail.service';
import { registerVideoEventRoutes } from './modules/media/events/video-events.routes';
import { registerImageVariantRoutes } from './modules/media/image-variants.routes';
import { registerMediaRoutes } from './modules/media/media.routes';
import { registerVideoPrivacyRoutes } from './modules/media/privacy/video-privacy.routes';
import { resumableUploadOperations } from './modules/media/resumable-uploads.openapi';
import { registerSubtitleRoutes } from './modules/media/subtitles/subtitles.routes';
import { transcodeJobKind } from './modules/media/transcode/queue';
import { registerVideoRoutes } from './modules/media/transcode/videos.routes';
import { registerModerationRoutes } from './modules/moderation/moderation.routes';
import { registerMembershipRoutes } from './modules/premium/memberships.routes';
import { registerPresenceRoutes } from './modules/presence/presence.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerRatingRoutes } from './modules/ratings/ratings.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { createSearchCache, keepWhileHeard } from './modules/search/search-cache';
import { readHeadTexts } from './modules/seo/head-texts';
import { registerSeoRoutes } from './modules/seo/seo.routes';
import { pageHeadRenderer } from './modules/seo/seo.service';
import { registerSessionRoutes } from './modules/session/session.routes';
import { registerSetupRoutes } from './modules/setup/setup.routes';
import { pageExistsIn } from './modules/site-pages/page-paths';
import { registerSitePageRoutes } from './modules/site-pages/site-pages.routes';
import { registerPlayOrigin } from './modules/submissions/play-origin.routes';
import { registerSubmissionRoutes } from './modules/submissions/submissions.routes';
import { registerTourRoutes } from './modules/tours/tours.routes';
import { createViewCounter, type TViewCounter } from './modules/views/view-counter';
import { registerOutboxSweep, xapiDeliveryJobKind } from './modules/xapi/xapi.delivery';
import { registerXapiRoutes } from './modules/xapi/xapi.routes';
import { statementRecorder } from './modules/xapi/xapi.service';

export type TAppDeps = {
  config: TConfig;
  db: TDb;
  fileStore: TFileStore;
  auth: TAuth;
  /**
   * The database's change notifications (TDatabase.subscribe): caches are kept, and editors told of saves made
   * elsewhere, only with them.
   */
  subscribe?: TSubscribe;
  /** Redis shared by every server process (REDIS_URL): rate limits count there instead of in this process. */
  redis?: TSharedRedis;
  /** A read replica of the database (DATABASE_READ_URL): search reads the catalogue there. */
  readDb?: TDb;
  /** The PostgreSQL pools' use (TDatabase.poolStats), for the metrics; absent on PGlite. */
  poolStats?: () => TPoolStats;
  readPoolStats?: () => TPoolStats;
  /** Whether ffmpeg runs here (TRuntime.videoTranscoding); assumed when absent (tests). */
  videoTranscoding?: boolean;
  /** The process's one log (lib/logger.ts); one at config.logLevel when absent (tests). */
  log?: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: TAuth;
    /** Views of detail pages, buffered and written in batches (modules/views). */
    viewCounter: TViewCounter;
  }
}

/** The whole server as a Fastify instance, not yet listening: `main.ts` listens, tests inject. */
/** Rendered pages kept for anonymous visitors, the least recently asked for going first (each some 50–150 KB). */
const KEPT_PAGES = 200;

export const buildApp = async (deps: TAppDeps): Promise<FastifyInstance> => {
  const { config, db } = deps;
  const videoTranscoding = deps.videoTranscoding ?? true;
  const https = config.publicUrl.startsWith('https:');
  const securityHeaders = securityHeadersOf({ https });
  const app = Fastify({
    loggerInstance: deps.log ?? createLogger(config.logLevel),
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    trustProxy: config.env === 'production' ? 'loopback' : false,
    // Paths the router cannot read (`%ff`, a parameter past its length) and broken requests answer with a key too.
    frameworkErrors: (error, _request, reply) => {
      reply.headers(securityHeaders);
      sendError(reply, new AppError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'invalid_path'));
    },
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodies(app);
  app.addHook('onResponse', async (request, reply) => {
    // Request URLs without the tokens of mailed links (password reset, e-mail verification): lib/request-log.ts.
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
  registerHttpSecurity(app, { allowedOrigins: trustedOrigins(config.publicUrl), https });
  // Prometheus (lib/metrics.ts), before the caches that count into it; null without METRICS_TOKEN and METRICS_PORT.
  const metrics = registerMetrics(app, config.metrics, {
    pools: { primary: deps.poolStats, replica: deps.readPoolStats },
    jobs: { counts: () => countJobs(db), failures: jobFailureCounts },
  });

  const { auth } = deps;
  app.decorate('auth', auth);
  // Addresses are verified only when mail goes out (modules/mail): otherwise everyone counts as verified.
  const emailVerificationRequired = deliversMail(config.mail);
  const featureFlags = createFeatureFlagReader(db, config.featureFlagCacheMs, metrics?.cacheLookups('feature_flags'));
  app.decorate('featureFlags', featureFlags);
  // Learning events become xAPI statements in their write's transaction, and with an LRS its outbox (modules/xapi).
  const lrs = config.xapi?.lrs;
  app.decorate('learningEvents', statementRecorder({ publicUrl: config.publicUrl, deliver: lrs !== undefined }));
  app.decorateRequest('currentUser', function currentUser(this: import('fastify').FastifyRequest) {
    return resolveCurrentUser({ db, auth, emailVerificationRequired }, this);
  });
  // A session whose end moved on while the request was answered: the browser's cookie moves with it, before any
  // cookie the route itself sets (a sign-out's deletion must come last).
  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = refreshedSessionCookies(request);
    if (cookies.length > 0) {
      const own = reply.getHeader('set-cookie');
      const set = Array.isArray(own) ? own : own === undefined ? [] : [String(own)];
      // Fastify adds a set-cookie to those already set: they are taken out, then set again after the session's.
      reply.removeHeader('set-cookie');
      reply.header('set-cookie', [...cookies, ...set]);
    }
    return payload;
  });

  await app.register(fastifyCookie);
  const authAttemptLimit = await registerRateLimits(app, config.rateLimit, deps.redis);

  // The document of every route, with better-auth's and tus's endpoints beside them (lib/openapi.ts, docs/openapi.json).
  await app.register(
    fastifySwagger,
    openApiOptions({ auth, documented: [...authOperations(auth), ...resumableUploadOperations] }),
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    // Swagger UI's own policy (hashes of its inline scripts), framed by this site only, with nothing from elsewhere.
    staticCSP: true,
    transformStaticCSP: docsPolicy({ https }),
  });

  registerHealthRoutes(app, { db, redis: deps.redis, fileStore: deps.fileStore });
  registerAuthRoutes(
    app,
    auth,
    authAttemptLimit,
    config.captcha.enabled
      ? createCaptcha({
          key: captchaKeyOf(auth.options.secret as string),
          spent: deps.redis ? sharedSpentSolutions(deps.redis) : localSpentSolutions(),
          maxNumber: config.captcha.maxNumber,
        })
      : null,
  );
  registerSetupRoutes(app, { db, auth, authPerMinute: config.rateLimit.authPerMinute });
  registerFlagRoutes(app, {
    db,
    flags: featureFlags,
    premiumStore: premiumStoreOf(config.paymentLinkBase ?? null, config.paymentItem),
    videoTranscoding,
  });
  registerMembershipRoutes(app, { db });
  registerAdminUserRoutes(app, { db, publicUrl: config.publicUrl });
  registerSitePageRoutes(app, { db });
  registerSessionRoutes(app, { db, secureCookies: config.publicUrl.startsWith('https:') });
  registerAppsRoutes(app, { externalApps: config.externalApps });
  // Anonymous visitors' reads and page heads, kept while this process hears the catalogue's changes.
  const readCache = createReadCache({
    ttlMs: config.searchCacheSeconds * 1000,
    countLookup: metrics?.cacheLookups('anonymous_reads'),
  });
  if (deps.subscribe && config.searchCacheSeconds > 0) keepWhileHeard(app, deps.subscribe, readCache);
  registerContentRoutes(app, { db, readCache });
  registerAuthoringRoutes(app, { db });
  registerProjectContributorRoutes(app, { db });
  registerContentTransferRoutes(app, { db, auth, importMaxAgeDays: config.importJsonMaxAgeDays });
  registerItemChangesRoutes(app, { db, subscribe: deps.subscribe });
  // Views of detail pages, written every few seconds and on close.
  const viewCounter = createViewCounter({ db, log: app.log });
  app.decorate('viewCounter', viewCounter);
  app.addHook('onReady', async () => viewCounter.start());
  app.addHook('onClose', () => viewCounter.stop());
  registerLearnRoutes(app, {
    db,
    quizFreezeHourSeconds: config.quizFreezeHourSeconds,
    readCache,
    viewCounter,
    learnAuthors: config.learnAuthors,
    paymentLinkBase: config.paymentLinkBase,
    maintenancePathwayId: config.maintenancePathwayId,
    engineVersions: config.engineVersions ?? DEFAULT_ENGINE_VERSIONS,
  });
  registerQuizRoutes(app, {
    db,
    quizFreezeHourSeconds: config.quizFreezeHourSeconds,
    engineVersions: config.engineVersions ?? DEFAULT_ENGINE_VERSIONS,
  });
  registerLabRoutes(app, { db });
  registerProgressRoutes(app, { db });
  registerLiveSessionRoutes(app, { db });
  registerProfileRoutes(app, { db, secureCookies: config.publicUrl.startsWith('https:') });
  registerAccountRoutes(app, {
    db,
    auth,
    fileStore: deps.fileStore,
    authPerMinute: config.rateLimit.authPerMinute,
  });
  registerCreatorRoutes(app, { db });
  registerFeaturedRoutes(app, { db, readCache });
  registerCommunityRoutes(app, { db });
  registerGroupRoutes(app, { db });
  registerPresenceRoutes(app, { db });
  registerTourRoutes(app, { db });
  registerEdlabRoutes(app, { db });
  registerLearnerProgressRoutes(app, { db });
  registerCommentRoutes(app, { db });
  registerModerationRoutes(app, { db });
  registerRatingRoutes(app, { db });
  registerSearchRoutes(app, {
    db,
    catalogueDb: deps.readDb,
    subscribe: deps.subscribe,
    cacheSeconds: config.searchCacheSeconds,
    countLookup: metrics?.cacheLookups('search'),
  });
  registerFileRoutes(app, { db, fileStore: deps.fileStore });
  registerImageVariantRoutes(app, { db, fileStore: deps.fileStore, imageMaxPixels: config.imageMaxPixels });
  registerMediaRoutes(app, {
    db,
    fileStore: deps.fileStore,
    videoMaxBytes: config.videoUploadMaxBytes,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    uploadExpiryMs: config.uploadExpiryMs,
    transcode: config.transcodeUploads ?? true,
    videoTranscoding,
    imageMaxPixels: config.imageMaxPixels,
    storageQuotaBytes: config.userStorageQuotaBytes,
  });
  registerVideoRoutes(app, { db, fileStore: deps.fileStore, videoTranscoding });
  // This process's worker of the job queue (lib/jobs): it runs the transcodes where ffmpeg runs and the xAPI
  // deliveries when an LRS is set, and on closing hands back the job it runs.
  const jobWorker = createJobWorker({
    db,
    log: app.log,
    kinds: [
      ...(videoTranscoding ? [transcodeJobKind({ db, fileStore: deps.fileStore, log: app.log })] : []),
      ...(lrs ? [xapiDeliveryJobKind({ db, lrs })] : []),
    ],
  });
  app.addHook('onReady', async () => jobWorker.start());
  app.addHook('onClose', () => jobWorker.stop());
  registerSubtitleRoutes(app, { db, fileStore: deps.fileStore });
  registerVideoPrivacyRoutes(app, { db });
  registerVideoEventRoutes(app, { db });
  registerXapiRoutes(app, { db, publicUrl: config.publicUrl });
  if (lrs) registerOutboxSweep(app, { db, log: app.log });
  registerEmbedRoutes(app, {
    oembed: createOembedResolver({ endpointBase: config.oembedEndpointBase, timeoutMs: config.oembedTimeoutMs }),
    playBaseUrl: config.playBaseUrl,
  });
  registerPlayOrigin(app, {
    db,
    fileStore: deps.fileStore,
    playBaseUrl: config.playBaseUrl,
    publicUrl: config.publicUrl,
    labDist: config.labDist,
  });
  registerSubmissionRoutes(app, {
    db,
    fileStore: deps.fileStore,
    playBaseUrl: config.playBaseUrl,
    webglBuildLimits: config.webglBuildLimits,
    imageMaxPixels: config.imageMaxPixels,
    storageQuotaBytes: config.userStorageQuotaBytes,
  });
  // Uploads no record took within a day are removed, in every process (modules/files/orphan-sweep.ts).
  registerOrphanSweep(app, { db, fileStore: deps.fileStore, maxAgeMs: config.orphanUploadMaxAgeMs });
  // GET /metrics for Prometheus (lib/metrics.ts): with METRICS_TOKEN only, and an unknown path to requests without it.
  registerMetricsRoute(app, config.metrics.token);
  const projectsEnabled = () => featureFlags.isOn('PROJECT_ENABLED');
  registerSeoRoutes(app, { db, publicUrl: config.publicUrl, projectsEnabled });
  const headTexts = config.webDist ? readHeadTexts(config.webDist) : null;
  // Anonymous visitors' rendered detail pages, kept by the read cache's rules (lib/web-app.ts).
  const keptPages = createSearchCache({
    maxEntries: KEPT_PAGES,
    ttlMs: config.searchCacheSeconds * 1000,
    countLookup: metrics?.cacheLookups('anonymous_pages'),
  });
  if (deps.subscribe && config.searchCacheSeconds > 0) keepWhileHeard(app, deps.subscribe, keptPages);
  await registerWebApp(app, config.webDist, {
    playBaseUrl: config.playBaseUrl,
    pageExists: pageExistsIn(db),
    pageHeadOf:
      headTexts &&
      pageHeadRenderer({ db, publicUrl: config.publicUrl, texts: headTexts, projectsEnabled, cache: readCache }),
    renderPage: await loadPageRenderer(config.webRenderer),
    keptPages: { through: keptPages.through, seconds: config.searchCacheSeconds },
  });
  return app;
};
