import { parseArgs } from 'node:util';
import { isRole, MEMBERSHIPS, type TMembership, type TRole } from '@questline/domain/roles';
import { z } from 'zod';
import { loadConfig, type TConfig } from '../config';
import { withEnvFile } from '../env-file';
import type { TRuntime } from '../runtime';
import { migrationName, restoreBackup, writeBackup } from './backup';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  db:migrate                        apply pending database migrations
  seed:demo                         write the demo catalogue and demo accounts (when the database holds no content);
                                    prints the accounts' generated passwords once (also kept in DATA_DIR/demo-accounts.json)
  user:create --email E --password P --name N [--roles learnAdmin,learnCreator] [--premium] [--uaa] [--edlab]
                                    create a user with roles and memberships
  membership:grant --email E --membership premium|uaaMember|edlabMember
  membership:revoke --email E --membership premium|uaaMember|edlabMember
                                    grant or revoke a membership of an existing user, as an admin does in Site settings
  backup --out FILE                 write the embedded database, DATA_DIR/files and the session secret into FILE
                                    (.tar.gz, mode 0600: keep it private); stop the server first
  restore --in FILE                 restore a backup into an empty or absent DATA_DIR; the next start migrates it

The database is the server's: DATABASE_URL when set, else the embedded one in DATA_DIR (default ./data).`;

/** Bad arguments: the command line prints the usage and exits with 2, before opening any database. */
export class UsageError extends Error {}

const ZUserCreate = z.object({
  email: z.email(),
  password: z.string().min(8, 'the password needs at least 8 characters').max(128),
  name: z.string().trim().min(1).max(100),
  roles: z
    .string()
    .optional()
    .transform((value, context) => {
      const roles = (value ?? '')
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean);
      const unknown = roles.filter((role) => !isRole(role));
      if (unknown.length) context.addIssue({ code: 'custom', message: `unknown role ${unknown.join(', ')}` });
      return roles.filter(isRole) as TRole[];
    }),
  premium: z.boolean().optional(),
  uaa: z.boolean().optional(),
  edlab: z.boolean().optional(),
});

/** A command's options, read strictly and checked by its schema; anything wrong is a usage error naming the option. */
const parseOptions = <T extends z.ZodType>(
  args: string[],
  options: Record<string, { type: 'string' | 'boolean' }>,
  schema: T,
): z.infer<T> => {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args, strict: true, options }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`--${String(issue?.path[0] ?? 'arguments')}: ${issue?.message}`);
  }
  return parsed.data;
};

const parseUserCreate = (args: string[]) =>
  parseOptions(
    args,
    {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
      premium: { type: 'boolean' },
      uaa: { type: 'boolean' },
      edlab: { type: 'boolean' },
    },
    ZUserCreate,
  );

const ZMembershipChange = z.object({
  email: z.email(),
  membership: z.enum(MEMBERSHIPS, { error: `one of ${MEMBERSHIPS.join(', ')}` }),
});

const parseMembershipChange = (args: string[]) =>
  parseOptions(args, { email: { type: 'string' }, membership: { type: 'string' } }, ZMembershipChange);

/** Grants or revokes a membership of the user holding an e-mail address, in one transaction. */
const changeMembership = async (runtime: TRuntime, args: string[], granted: boolean) => {
  const input = parseMembershipChange(args);
  const { memberByEmail, setMembership } = await import('../modules/premium/memberships.service');
  const member = await runtime.database.db.transaction(async (tx) => {
    const user = await memberByEmail(tx, input.email);
    // Written to admin_audit with no actor: the command line.
    return setMembership(tx, { userId: user.id, membership: input.membership, granted, actorId: null });
  });
  const held = member.memberships.length ? member.memberships.join(', ') : 'none';
  return `${granted ? 'Granted' : 'Revoked'} ${input.membership} ${granted ? 'to' : 'from'} ${member.email}; memberships now: ${held}.`;
};

const parseBackup = (args: string[]) =>
  parseOptions(args, { out: { type: 'string' } }, z.object({ out: z.string({ error: 'the file to write' }).min(1) }));

const parseRestore = (args: string[]) =>
  parseOptions(args, { in: { type: 'string' } }, z.object({ in: z.string({ error: 'the backup to read' }).min(1) }));

const PARSERS: Record<string, (args: string[]) => unknown> = {
  'user:create': parseUserCreate,
  'membership:grant': parseMembershipChange,
  'membership:revoke': parseMembershipChange,
  backup: parseBackup,
  restore: parseRestore,
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Commands that open the embedded database themselves, unmigrated (backup.ts), and no mail or auth: no runtime. */
const offlineCommands: Record<string, (config: TConfig, args: string[]) => Promise<string>> = {
  backup: async (config, args) => {
    const { out } = parseBackup(args);
    const { formatStorageSize } = await import('../modules/files/storage-quota');
    const backup = await writeBackup({
      dataDir: config.dataDir,
      out,
      databaseUrl: config.databaseUrl,
      fileStore:
        config.fileStore.kind === 'local'
          ? { kind: 'local' }
          : { kind: 's3', bucket: config.fileStore.bucket, prefix: config.fileStore.prefix },
    });
    const parts = [`the database (${migrationName(backup.migration)})`];
    if (backup.fileStore.kind === 'local')
      parts.push(`${plural(backup.files, 'file')} (${formatStorageSize(backup.filesBytes)})`);
    if (backup.secret) parts.push('the session secret');
    if (backup.demoAccounts) parts.push("the demo accounts' passwords");
    const notes = [
      backup.secret
        ? 'It holds the session secret: keep it private.'
        : 'It holds no session secret (DATA_DIR has none): keep SESSION_SECRET with it.',
    ];
    if (backup.fileStore.kind === 's3')
      notes.push(
        `The files stay in the bucket ${backup.fileStore.bucket}: back it up too (docs/OPERATIONS.md, Backups).`,
      );
    return `Backed up ${config.dataDir} to ${backup.out} (${formatStorageSize(backup.size)}, mode 0600): ${parts.join(', ')}. ${notes.join(' ')}`;
  },
  restore: async (config, args) => {
    const { in: archive } = parseRestore(args);
    const { formatStorageSize } = await import('../modules/files/storage-quota');
    const restored = await restoreBackup({ archive, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const { header } = restored;
    const parts = [`the database (${migrationName(header.database.migration)})`];
    if (header.fileStore.kind === 'local')
      parts.push(`${plural(restored.files, 'file')} (${formatStorageSize(restored.filesBytes)})`);
    if (restored.secret) parts.push('the session secret');
    if (restored.demoAccounts) parts.push("the demo accounts' passwords");
    const next = restored.pendingMigrations
      ? `the next server start migrates it (${plural(restored.pendingMigrations, 'migration')}), as usual`
      : 'it needs no migration';
    const bucket =
      header.fileStore.kind === 's3'
        ? ` The files are in the bucket ${header.fileStore.bucket}, not in the backup.`
        : '';
    return `Restored ${restored.dataDir} from ${archive} (Questline ${header.appVersion}, ${header.createdAt}): ${parts.join(', ')}; ${next}.${bucket}`;
  },
};

const commands: Record<string, (runtime: TRuntime, args: string[]) => Promise<string>> = {
  'db:migrate': async () => 'Migrations applied.',
  'seed:demo': async (runtime) => {
    const { seedDemoIfEmpty } = await import('./demo/seed');
    const { demoAccountsPath } = await import('./demo/demo-accounts');
    const { seeded, accounts } = await seedDemoIfEmpty(runtime);
    // Seeding queued the transcodes of the recording and of a step's clip: a job worker of this command runs them
    // before the database closes (a few seconds).
    if (runtime.videoTranscoding) {
      const { transcodeJobKind } = await import('../modules/media/transcode/queue');
      const { createJobWorker } = await import('../lib/jobs/worker');
      const { db } = runtime.database;
      const kind = transcodeJobKind({ db, fileStore: runtime.fileStore, log: runtime.log });
      const worker = createJobWorker({ db, kinds: [kind], log: runtime.log });
      worker.start();
      await worker.whenIdle();
      await worker.stop();
    }
    if (!seeded) return 'The database already holds content; nothing seeded.';
    if (!accounts.length) return 'Demo catalogue seeded; its accounts existed already.';
    return [
      `Demo catalogue seeded. Demo accounts, with generated passwords (kept in ${demoAccountsPath(runtime.config.dataDir)}):`,
      ...accounts.map((account) => `  ${account.email.padEnd(28)} ${account.password.padEnd(18)} ${account.label}`),
    ].join('\n');
  },
  'user:create': async (runtime, args) => {
    const input = parseUserCreate(args);
    const memberships: TMembership[] = [];
    if (input.premium) memberships.push('premium');
    if (input.uaa) memberships.push('uaaMember');
    if (input.edlab) memberships.push('edlabMember');
    const { createUser } = await import('../modules/users/users.service');
    const user = await createUser(
      { db: runtime.database.db, auth: runtime.auth },
      { email: input.email, password: input.password, name: input.name, roles: input.roles, memberships },
    );
    return `Created user ${user.email} (${user.id})${input.roles.length ? ` with roles ${input.roles.join(', ')}` : ''}.`;
  },
  'membership:grant': (runtime, args) => changeMembership(runtime, args, true),
  'membership:revoke': (runtime, args) => changeMembership(runtime, args, false),
};

/**
 * Runs one command line (`argv` without node and the script) with the settings of `env` and of the `.env` file at
 * `envFile`, and answers what it prints. Arguments are checked before any database opens; a refusal throws.
 */
export const runCommand = async (
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  envFile = '.env',
): Promise<string> => {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  const offline = name ? offlineCommands[name] : undefined;
  if (!command && !offline) throw new UsageError(name ? `unknown command ${name}` : 'no command given');
  // Validate arguments before opening the database.
  if (name) PARSERS[name]?.(args);
  const config = loadConfig(withEnvFile(env, envFile));
  if (offline) return offline(config, args);
  if (!command) return '';
  // The server's modules load only once the arguments are known to be good.
  const { openRuntime } = await import('../runtime');
  const runtime = await openRuntime(config, `the Questline CLI (${name})`);
  try {
    return await command(runtime, args);
  } finally {
    await runtime.mailer.close();
    await runtime.database.close();
  }
};
