/**
 * Passwords, PINs and mailed codes are kept only as salted scrypt hashes, as a real backend
 * would; the cost is lowered because this is an in-memory demo that re-seeds often.
 */
import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { MailedSecret } from './types.ts';

const SCRYPT_COST = { N: 1 << 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, KEY_LENGTH, SCRYPT_COST);
  return `${salt.toString('base64')}:${key.toString('base64')}`;
}

export function verifySecret(secret: string, stored: string): boolean {
  const [salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = scryptSync(secret, Buffer.from(salt, 'base64'), expected.length, SCRYPT_COST);
  return timingSafeEqual(actual, expected);
}

/** Session tokens and reset-link tokens: opaque, URL-safe, unguessable. */
export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Codes people type: verification (6) and transfer authorization (4) digits. */
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/** Mailed codes are short-lived, so a fast hash suffices; the comparison is still constant-time. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function mailedSecret(value: string, now: number, ttlMs: number, tries = 5): MailedSecret {
  return { hash: digest(value).toString('base64'), expiresAt: now + ttlMs, triesLeft: tries };
}

/**
 * Checks a guess against a mailed secret. A wrong guess uses up one try; the caller clears
 * the secret on success so every code works once.
 */
export function matchesSecret(secret: MailedSecret | null, guess: string, now: number): boolean {
  if (!secret || secret.triesLeft <= 0 || now > secret.expiresAt) return false;
  const ok = timingSafeEqual(digest(guess), Buffer.from(secret.hash, 'base64'));
  if (!ok) secret.triesLeft -= 1;
  return ok;
}
