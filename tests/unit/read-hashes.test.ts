import { describe, expect, it } from 'vitest';
import { hashReads, hashSet, readsAny } from '../../generator/graph/read-hashes.ts';

describe('a page’s reads as the build cache keeps them', () => {
  const reads = hashReads(['posts/a.title', 'posts/a.body', 'site/site.name']);

  it('tells a page that read a changed field from one that did not', () => {
    expect(readsAny(reads, hashSet(['posts/a.body']))).toBe(true);
    expect(readsAny(reads, hashSet(['posts/b.body', 'posts/a.excerpt']))).toBe(false);
    expect(readsAny(reads, hashSet([]))).toBe(false);
  });

  it('gives every key the same hash in every process: a record written by one build is read by the next', () => {
    expect([...reads]).toEqual([...hashReads(['posts/a.title', 'posts/a.body', 'site/site.name'])]);
    expect(new Set(reads).size).toBe(3);
    // FNV-1a of "a": fixed by the function, not by the process.
    expect(hashReads(['a'])[0]).toBe(0xe40c292c);
  });
});
