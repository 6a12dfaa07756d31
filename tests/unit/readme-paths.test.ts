import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project-copy.ts';

// READMEs rot when files move (STYLE.md): every path a README names in backticks must exist.
const READMES = [
  'README.md',
  'generator/README.md',
  'runtime/README.md',
  'tokens/README.md',
  'shared/README.md',
  'server/README.md',
  'tools/README.md',
  'components/page-kinds/README.md',
];
/** Backticked paths with a folder part, e.g. `generator/build.ts` or (in generator/README.md) `routes/route-table.ts`. */
const PATH_LIKE = /`([\w.-]+\/[\w./{}-]*)`/g;

describe('READMEs', () => {
  for (const readme of READMES) {
    it(`${readme} names only paths that exist`, () => {
      const text = readFileSync(path.join(PROJECT_ROOT, readme), 'utf8');
      const base = path.dirname(path.join(PROJECT_ROOT, readme));
      const named = [...text.matchAll(PATH_LIKE)]
        .map((match) => match[1]!)
        .filter((name) => !/[{}]|my-post|^_assets|^page-data|^\.\/data|^dist\//.test(name));
      expect(named.length).toBeGreaterThan(0);
      const missing = named.filter(
        (name) => !existsSync(path.join(PROJECT_ROOT, name)) && !existsSync(path.join(base, name)),
      );
      expect(missing).toEqual([]);
    });
  }
});
