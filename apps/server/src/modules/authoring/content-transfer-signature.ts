import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '@questline/domain/rules/content-transfer';
import type {
  TContentTransferDocument,
  TUnsignedContentTransferDocument,
} from '@questline/domain/schemas/content-transfer';

/** HKDF's `info`: the key signs exported items and nothing else, so it cannot stand in for the session key. */
export const TRANSFER_KEY_LABEL = 'questline import-json';

/**
 * better-auth's fallback when it is given no secret: public, so nothing may be signed with it. The server always
 * passes its own (SESSION_SECRET, or the one generated into DATA_DIR on first start: auth/secret.ts).
 */
const KNOWN_SECRETS = new Set(['better-auth-secret-12345678901234567890']);

/**
 * The key exported items are signed with: HKDF-SHA256 of the server's secret (the one better-auth signs sessions with,
 * SESSION_SECRET or generated on first start), labelled for this use. A server whose secret is short or public signs
 * nothing (the request fails as an internal error) rather than sign with a key anyone could make.
 */
export const transferKeyOf = (secret: string | undefined): Buffer => {
  if (!secret || secret.length < 32 || KNOWN_SECRETS.has(secret))
    throw new Error('The server secret is missing, too short or public: exported items cannot be signed.');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), TRANSFER_KEY_LABEL, 32));
};

const macOf = (key: Buffer, unsigned: object) => createHmac('sha256', key).update(canonicalJson(unsigned)).digest();

/** The document with its signature: base64url HMAC-SHA256 of the canonical JSON of everything else. */
export const signTransferDocument = (
  key: Buffer,
  unsigned: TUnsignedContentTransferDocument,
): TContentTransferDocument => ({ ...unsigned, signature: macOf(key, unsigned).toString('base64url') });

/** Whether a document's signature is this server's over what it holds now (compared in constant time). */
export const hasValidSignature = (key: Buffer, document: Record<string, unknown>) => {
  const { signature, ...unsigned } = document;
  if (typeof signature !== 'string') return false;
  // Compared as written: base64url decoding would skip stray characters.
  const given = Buffer.from(signature);
  const expected = Buffer.from(macOf(key, unsigned).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
};
