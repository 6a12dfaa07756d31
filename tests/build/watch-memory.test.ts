import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentProfile } from '../../generator/graph/profile.ts';
import { SiteGraph } from '../../generator/graph/site-graph.ts';
import { MemorySink } from '../../generator/write/memory-sink.ts';
import { copyProject, editFile } from '../support/project-copy.ts';
import { collectGarbage } from '../support/collect-garbage.ts';

let project: { root: string; remove: () => Promise<void> };
let site: SiteGraph;
const sink = new MemorySink();

beforeAll(async () => {
  project = await copyProject();
  // As `dev` keeps it (generator/dev/incremental-site.ts): one graph, warm threads, evaluated after every save.
  site = new SiteGraph({ root: project.root, profile: developmentProfile(), keepWorkers: true });
  await evaluate();
}, 240_000);
afterAll(async () => {
  await site?.close();
  await project?.remove();
});

async function evaluate(): Promise<void> {
  await site.evaluate(sink);
  await sink.commit();
  await site.commit();
}

/** A weak hold of the render step's output now, so the test itself keeps nothing of it. */
async function currentRender(): Promise<WeakRef<object>> {
  const evaluation = await site.evaluate(sink);
  return new WeakRef(evaluation.outputs.get('render') as object);
}

/** Collected once nothing holds it: a WeakRef's target lives at least until the current job ends. */
async function collected(held: WeakRef<object>): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
  }
  return held.deref() === undefined;
}

describe('watch mode over many saves', () => {
  it('lets each render go once later ones replaced it (it held every render before it, pages and all, until the heap ran out)', async () => {
    const post = 'content/blog/posts/accessibility-audits-fix-what-blocks-users.ts';
    const title = 'Accessibility audits: fixing the 20% that blocks 80% of users';
    await editFile(project.root, post, title, `${title} (1)`);
    const first = await currentRender();
    await sink.commit();
    await site.commit();
    // Two more saves, each rendering the post again: the step keeps the last render, not the first.
    await editFile(project.root, post, `${title} (1)`, `${title} (2)`);
    await evaluate();
    await editFile(project.root, post, `${title} (2)`, `${title} (3)`);
    await evaluate();
    expect(await collected(first)).toBe(true);
  }, 240_000);
});
