import { createHash, type Hash } from 'node:crypto';

/** Short content hash for cache-busting file names: same bytes, same name. */
export function contentHash(content: string | Uint8Array, length = 10): string {
  return shortDigest(createHash('sha256').update(content), length);
}

/** contentHash of the parts one after the other, without joining them into one text first. */
export function contentHashOfParts(parts: Iterable<string | Uint8Array>, length = 10): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return shortDigest(hash, length);
}

/** A digest as contentHash gives it (for a hash fed a piece at a time). */
export const shortDigest = (hash: Hash, length: number) =>
  hash.digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();

/** "fonts/montserrat.woff2" + hash → "fonts/montserrat.3f9a1c2b7d.woff2" */
export function hashedName(name: string, content: string | Uint8Array): string {
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${contentHash(content)}${name.slice(dot)}`;
}
