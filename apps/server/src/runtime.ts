import path from 'node:path';
import { createAuth } from './auth/auth';
import { resolveSessionSecret } from './auth/secret';
import type { TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { localFileStore, type TFileStore } from './lib/file-store';

export type TRuntime = {
  config: TConfig;
  database: TDatabase;
  fileStore: TFileStore;
  secret: string;
  auth: ReturnType<typeof createAuth>;
};

/** Opens what the server and the CLI share: the database (migrated), the file store and auth. */
export const openRuntime = async (config: TConfig, holder: string): Promise<TRuntime> => {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, holder });
  try {
    await database.migrate();
    const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
    const auth = createAuth({ db: database.db, publicUrl: config.publicUrl, secret });
    return { config, database, fileStore: localFileStore(path.join(config.dataDir, 'files')), secret, auth };
  } catch (error) {
    await database.close();
    throw error;
  }
};
