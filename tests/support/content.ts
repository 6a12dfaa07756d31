import { inject } from 'vitest';
import type { Content } from '../../shared/model/content-graph.ts';

/** The project's real content, validated once by tests/setup/global-setup.ts. */
export function realContent(): Content {
  return inject('content');
}
