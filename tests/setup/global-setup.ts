import type { TestProject } from 'vitest/node';
import { loadContent } from '../../generator/content/load-content.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { writeTokenArtifacts } from '../../generator/tokens/write-token-artifacts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real, validated content, loaded once (esbuild cannot run inside jsdom test files). */
    content: Content;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  // Components import tokens/generated/theme.ts: make sure it exists and is current.
  await writeTokenArtifacts(process.cwd());
  project.provide('content', await loadContent(process.cwd()));
}
