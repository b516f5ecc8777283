/**
 * Client-link tokens: 256 random bits, base64url in the link, stored only as
 * their SHA-256, so the database (or a backup of it) holds no working link.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A link token's shape (43 base64url characters); anything else is refused before a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
