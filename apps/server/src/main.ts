import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { durabilityWarnings } from './db/client';
import { prepareStart, startMessage } from './first-start';
import { DataDirLockedError } from './lib/data-dir-lock';
import { openSharedRedis } from './lib/redis';
import { openRuntime } from './runtime';

const start = async () => {
  const config = loadConfig();
  const runtime = await openRuntime(config, 'the Questline server');
  const redis = config.redisUrl
    ? openSharedRedis(config.redisUrl, 'questline:', (problem) => process.stderr.write(`${problem}\n`))
    : undefined;
  const app = await buildApp({
    config,
    db: runtime.database.db,
    fileStore: runtime.fileStore,
    auth: runtime.auth,
    subscribe: runtime.database.subscribe,
    redis,
    readDb: runtime.readDatabase?.db,
  });
  for (const warning of await durabilityWarnings(runtime.database)) app.log.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
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
  const database = runtime.database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL';
  process.stdout.write(startMessage(prepared, { url, database, dataDir: config.dataDir }));
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Questline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
