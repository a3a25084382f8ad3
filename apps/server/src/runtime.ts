import path from 'node:path';
import type { Logger } from 'pino';
import { createAuth } from './auth/auth';
import { resolveSessionSecret } from './auth/secret';
import { ConfigError, type TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { localFileStore, type TFileStore } from './lib/file-store';
import { createLogger } from './lib/logger';
import { createMailer, type TMailer } from './modules/mail/mail.service';
import { ffmpegAvailable } from './modules/media/transcode/ffmpeg';

export type TRuntime = {
  config: TConfig;
  database: TDatabase;
  /** The read replica (DATABASE_READ_URL), when one is set. */
  readDatabase?: TDatabase;
  fileStore: TFileStore;
  secret: string;
  auth: ReturnType<typeof createAuth>;
  /** Mail (modules/mail): SMTP, or the log without SMTP_URL. Close it after the server: it waits for mails under way. */
  mailer: TMailer;
  /**
   * Whether ffmpeg and ffprobe run here: without them videos are neither taken nor transcoded (rows waiting in
   * `processing` stay there for a start that has them) and the editor says why.
   */
  videoTranscoding: boolean;
  /** The process's one log (lib/logger.ts). */
  log: Logger;
};

/** The configured file store: DATA_DIR/files, or the S3 bucket once it answers. */
const openFileStore = async (config: TConfig): Promise<TFileStore> => {
  const settings = config.fileStore;
  if (settings.kind === 'local') return localFileStore(path.join(config.dataDir, 'files'));
  // Loaded only here: a server on local disk never loads the AWS SDK.
  const { checkS3Bucket, createS3Client, s3FileStore } = await import('./lib/s3-file-store');
  const client = createS3Client(settings);
  // A bucket that does not answer is a settings problem: one line, like a bad variable.
  await checkS3Bucket(client, settings.bucket).catch((error: Error) => {
    throw new ConfigError(error.message);
  });
  return s3FileStore({ client, bucket: settings.bucket, prefix: settings.prefix });
};

/** Opens what the server and the CLI share: the database (migrated), the file store and auth. */
export const openRuntime = async (
  config: TConfig,
  holder: string,
  log: Logger = createLogger(config.logLevel),
): Promise<TRuntime> => {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, holder, log });
  try {
    await database.migrate();
    const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
    // Mails log their delivery with the request that caused them; this log is for those without one (the CLI's).
    const mailer = createMailer({
      db: database.db,
      publicUrl: config.publicUrl,
      mail: config.mail,
      log: log.child({ name: 'mail' }),
      retryDelaysMs: config.mailRetryDelaysMs,
    });
    const auth = createAuth({ db: database.db, publicUrl: config.publicUrl, secret, mailer });
    const fileStore = await openFileStore(config);
    const readDatabase = config.databaseReadUrl
      ? await openDatabase({ databaseUrl: config.databaseReadUrl, dataDir: config.dataDir, holder, log })
      : undefined;
    const videoTranscoding = await ffmpegAvailable();
    return {
      config,
      database,
      ...(readDatabase && { readDatabase }),
      fileStore,
      secret,
      auth,
      mailer,
      videoTranscoding,
      log,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};
