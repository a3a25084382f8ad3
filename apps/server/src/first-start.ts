import fs from 'node:fs';
import { demoAccountsPath, type TDemoCredential } from './cli/demo/demo-accounts';
import { seedDemoIfEmpty } from './cli/demo/seed';
import { SETUP_TOKEN_TTL_MS, setupTokenWhileNoSuperAdmin } from './modules/setup/setup.service';
import type { TRuntime } from './runtime';

/** What a start prepared before listening, for the lines it prints. */
export type TStartPreparation = {
  /** The demo catalogue was seeded by this start. */
  seeded: boolean;
  /** The demo accounts this start created, with their generated passwords: printed this once. */
  demoAccounts: TDemoCredential[];
  /** Where an earlier seed's passwords are, when the demo is on and they are there. */
  demoAccountsFile: string | null;
  /** The one-time token of the setup link, while the database holds no super admin. */
  setupToken: string | null;
};

/**
 * Before the server listens: the demo catalogue when asked for (config.seedDemo) into an empty database, then, while
 * no super admin exists, a fresh setup token replacing any older one.
 */
export const prepareStart = async (runtime: TRuntime, now = new Date()): Promise<TStartPreparation> => {
  const { seeded, accounts } = runtime.config.seedDemo
    ? await seedDemoIfEmpty(runtime)
    : { seeded: false, accounts: [] };
  const file = demoAccountsPath(runtime.config.dataDir);
  return {
    seeded,
    demoAccounts: accounts,
    demoAccountsFile: runtime.config.seedDemo && accounts.length === 0 && fs.existsSync(file) ? file : null,
    setupToken: await setupTokenWhileNoSuperAdmin(runtime.database.db, now),
  };
};

/** The start output: where the platform runs, its database, and what this start prepared. */
export const startMessage = (
  start: TStartPreparation,
  where: { url: string; database: string; dataDir: string },
): string => {
  const lines = [`Questline is running at ${where.url}`, `Database: ${where.database}`];
  if (start.seeded) lines.push('Demo catalogue seeded.');
  if (start.demoAccounts.length) {
    lines.push(
      'Demo accounts, with passwords generated for this database (shown once; kept for you alone in',
      `${demoAccountsPath(where.dataDir)}):`,
      ...start.demoAccounts.map(
        (account) => `  ${account.email.padEnd(28)} ${account.password.padEnd(18)} ${account.label}`,
      ),
    );
  }
  if (start.demoAccountsFile) lines.push(`Demo accounts: their passwords are in ${start.demoAccountsFile}.`);
  if (start.setupToken) {
    const hours = SETUP_TOKEN_TTL_MS / 3_600_000;
    lines.push(
      'No super admin yet. Open this link to create the first one; it works once, for',
      `${hours} hours, and the next start prints a new one while no super admin exists:`,
      `  ${where.url}/setup?token=${start.setupToken}`,
    );
  }
  return `\n${lines.join('\n')}\n\n`;
};
