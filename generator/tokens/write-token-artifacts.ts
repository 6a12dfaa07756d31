import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TokenBuildFailed } from '../errors/catalogue.ts';
import { BuildError, problem } from '../errors/build-error.ts';
import { buildTokens, type TokenArtifacts } from './build-tokens.ts';
import { loadTokens } from './load-tokens.ts';

/**
 * Builds the tokens and writes tokens/generated/{tokens.css,theme.ts}, which
 * components import. Files are only rewritten when they change (watchers and
 * editors stay calm) and always via rename (a parallel build never reads half a file).
 */
export async function writeTokenArtifacts(root: string): Promise<TokenArtifacts> {
  // Validation names the file, token and reason of every mistake it finds (a BuildError of its own).
  const tokens = await loadTokens(root);
  let artifacts: TokenArtifacts;
  try {
    artifacts = await buildTokens(tokens);
  } catch (error) {
    // Whatever validation cannot foresee: Style Dictionary's own message.
    throw new BuildError('Design tokens', [problem(TokenBuildFailed, { cause: (error as Error).message.trim() })], { cause: error });
  }
  const outDir = path.join(root, 'tokens', 'generated');
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of [
    ['tokens.css', artifacts.css],
    ['theme.ts', artifacts.themeModule],
  ] as const) {
    const file = path.join(outDir, name);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === content) continue;
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file);
  }
  return artifacts;
}

/** Reads one resolved token value back out of the generated CSS, e.g. for the favicon. */
export function tokenValue(css: string, name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}
