import { pageKindOf } from '../../components/page-kinds/registry.ts';
import type { Route } from '../../shared/model/route.ts';
import { keyOf, type FileHashes } from './file-fingerprints.ts';

/**
 * What of the renderer bundle a page depends on, as keys: the files every page
 * renders with (the entry, App, the layout and everything they import, down to
 * but not into the page templates), and each template with what it imports.
 * A changed component then re-renders the pages of the templates that reach
 * it, or every page when the shared part does. From the bundle's import graph
 * (file → files it imports); `hashes` are the project files' content hashes.
 */
export function templateKeys(
  imports: Readonly<Record<string, readonly string[]>>,
  hashes: FileHashes,
  templates: ReadonlySet<string>,
) {
  const imported = new Set(Object.values(imports).flat());
  const roots = Object.keys(imports).filter((file) => !imported.has(file));
  const closureKey = (starts: readonly string[], stopAt: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file) || stopAt.has(file)) continue;
      seen.add(file);
      pending.push(...(imports[file] ?? []));
    }
    return keyOf([...seen].sort().map((file) => [file, hashes[file] ?? '']));
  };
  const common = closureKey(roots, templates);
  const byTemplate = new Map<string, string>();
  return {
    common,
    /** The key of a template and everything it imports (computed once per template). */
    template(file: string): string {
      let key = byTemplate.get(file);
      if (key === undefined) byTemplate.set(file, (key = closureKey([file], new Set())));
      return key;
    },
  };
}

/**
 * The page template components/App.tsx renders for a route, as its page kind
 * names it: a changed component re-renders only the pages whose template
 * reaches it. tests/unit/component-routes.test.ts checks it against what App imports.
 */
export function templateOf(route: Route): string {
  return pageKindOf(route).templateFile(route.page);
}
