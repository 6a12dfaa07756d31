import { loadContent } from '../../generator/content/load-content.ts';
import type { Content } from '../../generator/content/content-graph.ts';
import { PROJECT_ROOT } from './project-copy.ts';

let cached: Promise<Content> | undefined;

/** The project's real content, validated once per test file. */
export function realContent(): Promise<Content> {
  cached ??= loadContent(PROJECT_ROOT);
  return cached;
}
