import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The shortest secret kept: what config.ts asks of SESSION_SECRET. */
const MIN_SECRET_LENGTH = 32;

/**
 * The secret that signs session cookies: SESSION_SECRET when set (required when several processes share one
 * database), else one generated on first start and kept in DATA_DIR, so sessions survive restarts. A kept file that
 * is empty or too short (a write cut off by a crash) is replaced: a blank secret would make better-auth fall back to
 * its public default, with which anyone could sign a session.
 */
export const resolveSessionSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  let kept = '';
  try {
    kept = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
  }
  if (kept.length >= MIN_SECRET_LENGTH) return kept;
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: fs.existsSync(file) ? 'w' : 'wx' });
  return secret;
};
