import { buildApp } from './app';
import { ConfigError, loadConfig, withoutPassword } from './config';
import { durabilityWarnings, isDatabaseUnreachable } from './db/client';
import { withEnvFile } from './env-file';
import { prepareStart, startMessage } from './first-start';
import { DataDirLockedError } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';
import { startMetricsServer, type TMetricsServer } from './lib/metrics';
import { openSharedRedis } from './lib/redis';
import { openRuntime } from './runtime';

/** The process's one log; at `info` until the settings (LOG_LEVEL) are read. */
let log = createLogger('info');
/** The PostgreSQL the start tries to reach, once the settings are read. */
let databaseUrl: string | undefined;

/** Why the start failed, in one line a person can act on (the stack only for what nobody foresaw). */
const startFailure = (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return { msg: error.message };
  if (isDatabaseUnreachable(error)) {
    const url = databaseUrl ? withoutPassword(databaseUrl) : 'DATABASE_URL';
    const reason = error instanceof Error ? error.message : String(error);
    return { msg: `The database at ${url} does not answer (${reason}): check DATABASE_URL and that PostgreSQL runs.` };
  }
  return { msg: 'Questline failed to start', err: error };
};

const start = async () => {
  const config = loadConfig(withEnvFile());
  log = createLogger(config.logLevel);
  databaseUrl = config.databaseUrl;
  const runtime = await openRuntime(config, 'the Questline server', log);
  const redis = config.redisUrl
    ? openSharedRedis(config.redisUrl, 'questline:', (problem) => log.warn(problem))
    : undefined;
  const app = await buildApp({
    config,
    db: runtime.database.db,
    fileStore: runtime.fileStore,
    auth: runtime.auth,
    subscribe: runtime.database.subscribe,
    redis,
    readDb: runtime.readDatabase?.db,
    poolStats: runtime.database.poolStats,
    readPoolStats: runtime.readDatabase?.poolStats,
    log,
    videoTranscoding: runtime.videoTranscoding,
  });
  // Said once the start banner is out, so that it stays at the top.
  const warnings = await durabilityWarnings(runtime.database);
  if (!runtime.videoTranscoding)
    warnings.push(
      'Video transcoding is off: ffmpeg and ffprobe are not on the PATH. Video uploads are refused (the editor says ' +
        "so) until Debian's ffmpeg package is installed and the server restarted.",
    );

  let metricsServer: TMetricsServer | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await metricsServer?.close();
      await app.close();
      // Mails under way finish; one waiting for its retry gets its last attempt now (modules/mail).
      await runtime.mailer.close();
      redis?.client.disconnect();
      await runtime.readDatabase?.close();
      await runtime.database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const prepared = await prepareStart(runtime);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // PORT=0 picks a free port: the address people use is then only known now.
  const url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
  // METRICS_PORT: the same registry without a token, for a scraper on this host (lib/metrics.ts).
  if (app.metrics && config.metrics.port !== undefined) {
    metricsServer = await startMetricsServer(app.metrics.registry, config.metrics.port, app.log);
  }
  const database = runtime.database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL';
  process.stdout.write(startMessage(prepared, { url, database, dataDir: config.dataDir }));
  for (const warning of warnings) log.warn(warning);
};

start().catch((error: unknown) => {
  const { msg, err } = startFailure(error);
  log.fatal(err === undefined ? {} : { err }, msg);
  process.exit(1);
});
