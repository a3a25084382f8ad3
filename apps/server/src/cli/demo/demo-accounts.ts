import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TMembership, TRole } from '@questline/domain/roles';

/** One demo account per role (§6), seeded with the demo catalogue. */
export const DEMO_ACCOUNTS: readonly {
  email: string;
  name: string;
  label: string;
  roles: TRole[];
  memberships: TMembership[];
}[] = [
  { email: 'learner@questline.dev', name: 'Ada Learner', label: 'learner', roles: [], memberships: [] },
  {
    email: 'premium@questline.dev',
    name: 'Pia Premium',
    label: 'premium learner',
    roles: [],
    memberships: ['premium'],
  },
  {
    email: 'educator@questline.dev',
    name: 'Eli Educator',
    label: 'educator (academic alliance and edlab member)',
    roles: [],
    memberships: ['uaaMember', 'edlabMember'],
  },
  {
    email: 'partner@questline.dev',
    name: 'Pat Partner',
    label: 'academic alliance member (not in the edlab)',
    roles: [],
    memberships: ['uaaMember'],
  },
  {
    email: 'creator@questline.dev',
    name: 'Cam Creator',
    label: 'learn creator',
    roles: ['learnCreator'],
    memberships: [],
  },
  { email: 'editor@questline.dev', name: 'Eda Editor', label: 'learn editor', roles: ['learnEditor'], memberships: [] },
  { email: 'admin@questline.dev', name: 'Ari Admin', label: 'learn admin', roles: ['learnAdmin'], memberships: [] },
  {
    email: 'moderator@questline.dev',
    name: 'Mo Moderator',
    label: 'learn moderator',
    roles: ['learnModerator'],
    memberships: [],
  },
  {
    email: 'superadmin@questline.dev',
    name: 'Sam Super',
    label: 'super admin',
    roles: ['superAdmin', 'admin'],
    memberships: [],
  },
];

/**
 * The demo's staff, whose items learner pages show as the provider's: the learn authors (§6) of a server that seeds
 * the demo and sets no LEARN_AUTHOR_IDS (config.ts). The creator's items keep showing the creator.
 */
export const DEMO_LEARN_AUTHORS: readonly string[] = DEMO_ACCOUNTS.filter((account) =>
  account.roles.some((role) => role === 'learnEditor' || role === 'learnAdmin' || role === 'superAdmin'),
).map((account) => account.email);

/** A demo account the seed created, with the password it generated for it. */
export type TDemoCredential = { email: string; label: string; password: string };

/**
 * Where the seed keeps the passwords it generated, in the data directory, readable by its owner only (0600): the start
 * that seeded prints them once, and test and benchmark harnesses that start a server on a fresh data directory read
 * them here. They are stored hashed in the database like every other password.
 */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

export const demoAccountsPath = (dataDir: string) => path.join(dataDir, DEMO_ACCOUNTS_FILE);

/** A fresh random password: 16 characters of base64url, 96 bits. */
export const generateDemoPassword = () => randomBytes(12).toString('base64url');

/** Writes the credentials over any earlier file (they belong to the database seeded now), mode 0600 from the start. */
export const writeDemoAccounts = async (dataDir: string, accounts: readonly TDemoCredential[]) => {
  await fs.mkdir(dataDir, { recursive: true });
  const target = demoAccountsPath(dataDir);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  // The mode of a new file follows the umask too: make sure nobody else may read it, then put it in place at once.
  await fs.chmod(temporary, 0o600);
  await fs.rename(temporary, target);
  return target;
};

/** The credentials of the demo accounts seeded into the database of this data directory, or null when none were. */
export const readDemoAccounts = async (dataDir: string): Promise<TDemoCredential[] | null> => {
  const text = await fs.readFile(demoAccountsPath(dataDir), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? null : (JSON.parse(text) as { accounts: TDemoCredential[] }).accounts;
};
