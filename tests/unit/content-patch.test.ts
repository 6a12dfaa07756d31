import { describe, expect, it } from 'vitest';
import { serialize, deserialize } from 'node:v8';
import { applyContentPatch, contentPatch } from '../../generator/render/content-patch.ts';
import type { Content, Sourced } from '../../shared/model/content-graph.ts';

const entry = (slug: string, title = slug): Sourced<unknown> => ({
  data: { slug, title },
  file: `content/${slug}.ts`,
});

function graph(): Content {
  return {
    site: entry('site'),
    services: [entry('react'), entry('node'), entry('rust')],
    posts: [entry('hello')],
  } as unknown as Content;
}

/** As a render thread has it: a copy, not the same objects. */
const copied = (content: Content) => deserialize(serialize(content)) as Content;

describe('content patch (watch mode: what the render threads are sent)', () => {
  it('sends only the entries that are new objects, and applying it to a copy gives the new graph', () => {
    const before = graph();
    const services = [...before.services] as Sourced<unknown>[];
    services[1] = entry('node', 'Node.js services');
    const after = { ...before, services } as unknown as Content;
    const patch = contentPatch(before, after);
    expect(patch).toEqual({ collections: { services: { at: [[1, services[1]]] } } });
    const thread = copied(before);
    const patched = applyContentPatch(thread, patch);
    expect(patched).toEqual(after);
    // Untouched collections stay the thread's own arrays; the thread's graph is not changed in place.
    expect(patched.posts).toBe(thread.posts);
    expect(thread).toEqual(before);
  });

  it('sends a whole collection when entries came or went, and a new site entry', () => {
    const before = graph();
    const after = {
      ...before,
      site: entry('site', 'Renamed'),
      services: [...before.services, entry('go')],
    } as unknown as Content;
    const patch = contentPatch(before, after);
    expect(Object.keys(patch.collections)).toEqual(['services']);
    expect(patch.site).toBe(after.site);
    expect(applyContentPatch(copied(before), patch)).toEqual(after);
    expect(contentPatch(before, before)).toEqual({ collections: {} });
  });
});
