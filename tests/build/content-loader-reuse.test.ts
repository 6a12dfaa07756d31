import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentLoader } from '../../generator/content/load-content.ts';
import { entryOutline } from '../../generator/render/track-content.ts';
import { findEntry, indexCollections } from '../../shared/model/content-graph.ts';
import { copyProject, editFile } from '../support/project-copy.ts';

/**
 * Watch mode loads the content again after every save: a collection the edit
 * did not reach comes back as the same array, so its lookup indexes and the
 * route table's outline of it are kept instead of being worked out again over
 * every entry (10,000 service areas in `npm run bench:dev -- --pages 10000`).
 */
let project: Awaited<ReturnType<typeof copyProject>>;
const POST = 'content/blog/posts/estimating-fixed-scope-mvps.ts';
const TITLE = 'How we estimate fixed-scope MVPs without lying to ourselves';

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project?.remove());

describe('the content loader, loading again after an edit', () => {
  it('gives the collections the edit did not reach as the same arrays, and the edited one anew', async () => {
    const loader = createContentLoader(project.root);
    try {
      const before = await loader.load();
      await editFile(project.root, POST, TITLE, `${TITLE} (edited)`);
      const after = await loader.load([POST]);

      expect(after.posts).not.toBe(before.posts);
      const post = after.posts.find((entry) => entry.file === POST)!;
      expect((post.data.title as { en: string }).en).toBe(`${TITLE} (edited)`);
      expect(after.services).toBe(before.services);
      expect(after.locations).toBe(before.locations);
      expect(after.authors).toBe(before.authors);

      // Indexed again as the content step does, with the copies it made before: the untouched
      // collections keep their indexed copies (and the indexes in them).
      const copies = new WeakMap();
      const [indexedBefore, indexedAfter] = [
        indexCollections(before, copies),
        indexCollections(after, copies),
      ];
      expect(indexedAfter.locations).toBe(indexedBefore.locations);
      expect(indexedAfter.posts).not.toBe(indexedBefore.posts);
      const slug = before.locations[0]!.data.slug;
      expect(findEntry(indexedAfter.locations, 'slug', slug)).toBe(before.locations[0]);
      expect(findEntry(indexedAfter.posts, 'slug', post.data.slug)).toBe(post);

      // The outline (ids and modules of every entry) did not change with a title.
      expect(entryOutline(after)).toBe(entryOutline(before));

      // Edited back: the posts come anew again, the other collections stay the same arrays.
      await editFile(project.root, POST, `${TITLE} (edited)`, TITLE);
      const reverted = await loader.load([POST]);
      expect(reverted.posts).not.toBe(after.posts);
      expect(reverted.locations).toBe(before.locations);
    } finally {
      loader.dispose();
    }
  }, 120_000);
});
