import { FEATURE_FLAGS } from '@questline/domain/constants';
import {
  FEATURE_FLAG_NAMES,
  type TFeatureFlagName,
  type TFeatureFlagState,
  type TFeatureFlags,
} from '@questline/domain/schemas/site';
import type { TDbOrTx } from '../../db/client';
import type { TCacheLookupCounter } from '../../lib/metrics';
import { listFlagRows, type TFeatureFlagRow, upsertFlag } from './flags.repository';

/** How long one process keeps the flags it read: a toggle reaches every other process within this time. */
export const FEATURE_FLAG_CACHE_MS = 5_000;

/** The flags in force: each stored value, else its §9 default. */
const flagsOf = (rows: readonly TFeatureFlagRow[]): TFeatureFlags => {
  const stored = new Map(rows.map((row) => [row.name, row.enabled]));
  return Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, stored.get(name) ?? FEATURE_FLAGS[name]]),
  ) as TFeatureFlags;
};

/**
 * What every module asks about the §9 flags. The table in PostgreSQL is the truth; each process keeps what it read for
 * `ttlMs`, so N processes agree within that time without a channel of their own, and the process that writes a flag
 * forgets its copy at once. Concurrent readers of an expired copy share one query.
 */
export type TFeatureFlagReader = {
  all: () => Promise<TFeatureFlags>;
  isOn: (name: TFeatureFlagName) => Promise<boolean>;
  forget: () => void;
};

/** `countLookup` is told of every read: a hit when the kept copy answers it. */
export const createFeatureFlagReader = (
  db: TDbOrTx,
  ttlMs = FEATURE_FLAG_CACHE_MS,
  countLookup: TCacheLookupCounter = () => undefined,
): TFeatureFlagReader => {
  let kept: { flags: Promise<TFeatureFlags>; until: number } | null = null;
  const all = () => {
    const now = Date.now();
    if (kept && kept.until > now) {
      countLookup(true);
      return kept.flags;
    }
    countLookup(false);
    const flags = listFlagRows(db).then(flagsOf);
    const entry = { flags, until: now + ttlMs };
    kept = entry;
    // A failed read is not kept: the next caller asks again.
    flags.catch(() => {
      if (kept === entry) kept = null;
    });
    return flags;
  };
  return {
    all,
    isOn: async (name) => (await all())[name],
    forget: () => {
      kept = null;
    },
  };
};

/** The admin page's list: every flag, its value, its default, and who last set it when. */
export const flagStates = async (db: TDbOrTx): Promise<TFeatureFlagState[]> => {
  const rows = new Map((await listFlagRows(db)).map((row) => [row.name, row]));
  return FEATURE_FLAG_NAMES.map((name) => {
    const row = rows.get(name);
    return {
      name,
      enabled: row?.enabled ?? FEATURE_FLAGS[name],
      defaultValue: FEATURE_FLAGS[name],
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
};

/** Turns one flag on or off; this process reads the new value at once, the others within the reader's TTL. */
export const setFeatureFlag = async (
  db: TDbOrTx,
  reader: TFeatureFlagReader,
  input: { name: TFeatureFlagName; enabled: boolean; actorId: string },
) => {
  await upsertFlag(db, { name: input.name, enabled: input.enabled, updatedBy: input.actorId });
  reader.forget();
  return flagStates(db);
};
