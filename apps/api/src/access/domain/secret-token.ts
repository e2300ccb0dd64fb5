import { crc32 } from 'node:zlib';
import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 32; // 62^32 ≈ 2^190: far beyond guessing
const CHECKSUM_LENGTH = 6; // CRC32 fits in 6 base62 digits (62^6 > 2^32)

/**
 * Typed, checksummed secrets in the style of GitHub tokens: `<prefix><32 base62><6 base62 CRC32>`.
 * The prefix tells people and secret scanners what leaked; the checksum rejects typos and garbage
 * without a database read.
 */
export const TOKEN_PREFIXES = {
  liveKey: 'fm_live_',
  testKey: 'fm_test_',
  clientSecret: 'fm_cs_',
} as const;

export type TokenPrefix = (typeof TOKEN_PREFIXES)[keyof typeof TOKEN_PREFIXES];

function base62(value: number, width: number): string {
  let out = '';
  for (let v = value; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, '0');
}

function checksum(prefix: string, body: string): string {
  return base62(crc32(prefix + body), CHECKSUM_LENGTH);
}

export function generateToken(prefix: TokenPrefix): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += BASE62[randomInt(62)];
  return prefix + body + checksum(prefix, body);
}

const SHAPE = new RegExp(
  `^(fm_live_|fm_test_|fm_cs_)([0-9A-Za-z]{${BODY_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);

/** The prefix of a well-formed token whose checksum matches, else null. */
export function checkToken(token: string): TokenPrefix | null {
  const m = SHAPE.exec(token);
  if (!m) return null;
  const [, prefix, body, sum] = m as unknown as [string, TokenPrefix, string, string];
  return checksum(prefix, body) === sum ? prefix : null;
}

/** A plaintext token anywhere in a string (for log scrubbing and the leak test). */
export const TOKEN_PATTERN = /fm_(?:live|test|cs)_[0-9A-Za-z]{38}/g;
