import { createHash, hash, type Hash } from 'node:crypto';

/**
 * Short content hash for cache-busting file names: same bytes, same name.
 * One-shot `hash`, not a Hash object: a build fingerprints every translated
 * field (at +10,000 pages some 200,000 short texts), and making the object
 * cost more than hashing (0.75 against 0.28 µs a text).
 */
export function contentHash(content: string | Uint8Array, length = 10): string {
  return shortText(hash('sha256', content, 'base64url'), length);
}

/** contentHash of the parts one after the other, without joining them into one text first. */
export function contentHashOfParts(parts: Iterable<string | Uint8Array>, length = 10): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return shortDigest(hash, length);
}

/** A digest as contentHash gives it (for a hash fed a piece at a time). */
export const shortDigest = (fed: Hash, length: number) =>
  shortText(fed.digest('base64url'), length);

const shortText = (digest: string, length: number) =>
  digest.replace(/[-_]/g, '').slice(0, length).toLowerCase();

/** "fonts/montserrat.woff2" + hash → "fonts/montserrat.3f9a1c2b7d.woff2" */
export function hashedName(name: string, content: string | Uint8Array): string {
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${contentHash(content)}${name.slice(dot)}`;
}
