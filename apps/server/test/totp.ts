import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base32Bytes = (text: string) => {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
};

/** The `secret` of an otpauth:// URI (RFC 6238 key URI), as a person would type it into an authenticator. */
export const secretOfTotpUri = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/**
 * The RFC 6238 code of a base32 secret at `time` (SHA-1, 30 s steps, 6 digits: what the twoFactor plugin asks),
 * computed independently of the library under test, as an authenticator app would.
 */
export const totpCode = (secretBase32: string, time = Date.now()) => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const digest = createHmac('sha1', base32Bytes(secretBase32)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
};

/** A code that is not the current one nor either neighbour the server's window accepts. */
export const wrongTotpCode = (secretBase32: string, time = Date.now()) => {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secretBase32, time + shift)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
};
