import type pg from 'pg';

/** At most this many statements are named in a process: each connection keeps each one it has run (a few KB). */
export const MAX_NAMED_STATEMENTS = 1000;
/** Texts seen once are remembered up to this many, then forgotten together (one-off texts must not fill memory). */
const MAX_COUNTED_TEXTS = 10_000;

/**
 * Names for the statements a process sends again and again. A named statement is parsed and planned once per
 * connection, then only bound and run: for the small reads of a page, parsing and planning cost PostgreSQL more than
 * running them. A text is named the second time it comes, so that one-off statements (migrations, a report) are
 * never kept; only statements with parameters are named (the extended protocol they use already allows one command
 * per text, where a parameterless one may hold several).
 */
export const createStatementNamer = (options: { maxNamed?: number; maxCounted?: number } = {}) => {
  const maxNamed = options.maxNamed ?? MAX_NAMED_STATEMENTS;
  const maxCounted = options.maxCounted ?? MAX_COUNTED_TEXTS;
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (text: string): string | undefined => {
    const name = names.get(text);
    if (name || names.size >= maxNamed) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= maxCounted) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const next = `questline_${names.size + 1}`;
    names.set(text, next);
    return next;
  };
};

type TQueryConfig = { text: string; name?: string; values?: unknown[] };

const isUnnamedConfig = (config: unknown): config is TQueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as TQueryConfig).text === 'string' &&
  !(config as TQueryConfig).name;

/**
 * Every client of `pool` sends a repeated statement with parameters (drizzle's `query(config, values)`) by the name
 * `nameOf` gives it; anything else goes as it came.
 */
export const nameRepeatedStatements = (pool: pg.Pool, nameOf = createStatementNamer()) => {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (config: unknown, ...rest: unknown[]) => {
      const values = Array.isArray(rest[0]) ? rest[0] : isUnnamedConfig(config) ? config.values : undefined;
      if (!isUnnamedConfig(config) || !values?.length) return query(config, ...rest);
      const name = nameOf(config.text);
      return query(name ? { ...config, name } : config, ...rest);
    };
    client.query = named as typeof client.query;
  });
  return pool;
};
