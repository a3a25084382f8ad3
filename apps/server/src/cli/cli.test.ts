import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { runCommand, UsageError } from './commands';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;

/** A failed command's one line on stderr: the log's fatal line, read back to its message. */
const failureOf = (stderr: string) => {
  const line = JSON.parse(stderr.trim()) as { level: number; msg: string };
  expect(line.level).toBe(60);
  return line.msg;
};

/** The command line in a process of its own, as an operator runs it: its exit code and what it printed. */
const cli = async (args: string[], env: Record<string, string> = {}) => {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/server/src/cli/main.ts'), ...args],
      {
        // Not the repository: a developer's .env there must not reach the command under test.
        cwd: dataDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The same command in this process, with the same settings: what it prints, or what it throws. */
const command = (args: string[]) =>
  runCommand(
    args,
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    path.join(dataDir, '.env'),
  );

it('prints the usage and exits with 2 on bad arguments, before touching the database', async () => {
  for (const args of [
    [],
    ['nonsense'],
    ['user:create', '--email', 'not-an-email', '--password', 'long-enough', '--name', 'N'],
    ['user:create', '--email', 'a@b.test', '--password', 'p', '--name', 'N'],
    ['user:create', '--email', 'a@b.test', '--password', 'long-enough', '--name', 'N', '--roles', 'wizard'],
    ['user:create', '--bogus'],
    ['membership:grant', '--email', 'a@b.test'],
    ['membership:grant', '--email', 'a@b.test', '--membership', 'wizard'],
    ['membership:revoke', '--email', 'nope', '--membership', 'premium'],
  ]) {
    await expect(command(args), args.join(' ')).rejects.toThrow(UsageError);
  }
  const result = await cli(['user:create', '--email', 'a@b.test', '--password', 'p', '--name', 'N']);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('--password: the password needs at least 8 characters');
  expect(result.stderr).toContain('Usage: npm run cli -- <command>');
  expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
});

it('creates a user with roles and memberships, and refuses the same e-mail twice with one line and exit code 1', async () => {
  const args = [
    'user:create',
    '--email',
    'ops@example.test',
    '--password',
    'ops-password',
    '--name',
    'Ops Person',
    '--roles',
    'learnAdmin,learnEditor_JA',
    '--premium',
    '--uaa',
  ];
  // The migrated template as the data dir's database: the command opens it as it would a server's, without the
  // seconds a first start spends creating and migrating one (the server's start test covers that).
  fs.cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  const created = await cli(args);
  expect(created.stderr).toBe('');
  expect(created.code).toBe(0);
  expect(created.stdout).toMatch(/Created user ops@example.test \(.+\) with roles learnAdmin, learnEditor_JA\./);
  const again = await cli(args);
  expect(again.code).toBe(1);
  expect(failureOf(again.stderr)).toBe('Refused: auth_email_taken');
}, 60_000);

it('grants and revokes a membership of an existing user, and refuses an unknown e-mail', async () => {
  expect(
    await command([
      'user:create',
      '--email',
      'member@example.test',
      '--password',
      'member-password',
      '--name',
      'Member',
    ]),
  ).toMatch(/^Created user member@example.test/);
  expect(await command(['membership:grant', '--email', 'member@example.test', '--membership', 'premium'])).toBe(
    'Granted premium to member@example.test; memberships now: premium.',
  );
  expect(await command(['membership:grant', '--email', 'member@example.test', '--membership', 'edlabMember'])).toBe(
    'Granted edlabMember to member@example.test; memberships now: edlabMember, premium.',
  );
  expect(await command(['membership:revoke', '--email', 'member@example.test', '--membership', 'premium'])).toBe(
    'Revoked premium from member@example.test; memberships now: edlabMember.',
  );
  await expect(
    command(['membership:grant', '--email', 'nobody@example.test', '--membership', 'premium']),
  ).rejects.toMatchObject({ key: 'not_found' });
}, 60_000);

it('refuses while another process holds the data dir, naming it', async () => {
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    fs.writeFileSync(
      path.join(dataDir, 'questline.lock'),
      JSON.stringify({ pid: holder.pid, holder: 'the Questline server' }),
    );
    await expect(command(['db:migrate'])).rejects.toThrow(/in use by the Questline server \(pid \d+\)/);
  } finally {
    holder.kill();
    fs.rmSync(path.join(dataDir, 'questline.lock'), { force: true });
  }
}, 60_000);
