import type { DependencyKey } from '../render/track-content.ts';

/**
 * A page's reads as the build cache keeps them: a 32-bit hash of each
 * dependency key, not the key. The cache only asks whether a page read one of
 * the fields that changed, and at +10,000 pages the keys as strings were a
 * third of its records (15 MB), half the time it took to read them and most of
 * the time looking the changed fields up in them. Two keys that share a hash
 * make a page render when the other changes: never a page left stale.
 */
export function hashReads(keys: readonly DependencyKey[]): Uint32Array {
  const hashes = new Uint32Array(keys.length);
  keys.forEach((key, index) => (hashes[index] = hashKey(key)));
  return hashes;
}

/** The hashes of `keys` as a set, to look reads up in. */
export function hashSet(keys: Iterable<DependencyKey>): Set<number> {
  const hashes = new Set<number>();
  for (const key of keys) hashes.add(hashKey(key));
  return hashes;
}

/** Whether a page that read `reads` (hashReads) read one of `changed` (hashSet). */
export function readsAny(reads: Uint32Array, changed: ReadonlySet<number>): boolean {
  if (changed.size === 0) return false;
  for (const hash of reads) if (changed.has(hash)) return true;
  return false;
}

/** FNV-1a over the key's UTF-16 code units. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
