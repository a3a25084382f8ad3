import journal from './migrations/meta/_journal.json' with { type: 'json' };

/**
 * This build's migrations in order, as drizzle-kit's journal lists them. Drizzle records a migration's `when` as its
 * `created_at` once applied, and tells migrations apart by that alone: readiness and backups compare with it.
 */
export const MIGRATIONS = journal.entries;

/** The newest migration of this build. */
export const NEWEST_MIGRATION = MIGRATIONS.at(-1);
