import { BuildError, problem } from '../errors/build-error.ts';
import { TokenFileInvalid } from '../errors/catalogue.ts';
import { readTokenFiles } from './read-token-files.ts';
import { validateTokens, type TokenDefinition } from './validate-tokens.ts';

/**
 * tokens/*.json → one validated token tree for Style Dictionary, plus every
 * token's definition (file, type, value as written). Style Dictionary gets the
 * tree we checked rather than reading the files again, so what is built is
 * exactly what was validated. Any problem stops the build, all of them listed.
 */
export interface LoadedTokens {
  tree: Record<string, unknown>;
  definitions: Map<string, TokenDefinition>;
}

export async function loadTokens(root: string): Promise<LoadedTokens> {
  const { files, syntaxErrors } = await readTokenFiles(root);
  // A file that does not parse hides its tokens: references to them would only add noise.
  if (syntaxErrors.length) {
    throw new BuildError(
      'Design tokens',
      syntaxErrors.map(({ file, position, reason }) =>
        problem(TokenFileInvalid, { where: `${file}:${position.line}:${position.column}`, reason }),
      ),
    );
  }
  const { problems, tokens } = validateTokens(files);
  if (problems.length) throw new BuildError('Design tokens', problems);
  return { tree: treeOf(tokens.values()), definitions: tokens };
}

/**
 * The validated tokens as one tree, each token with its resolved `$type`: files
 * may share a group (say two files add to `color`), and a type set on one
 * file's group must not leak to the other's tokens when they merge.
 */
function treeOf(definitions: Iterable<TokenDefinition>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const { path, type, value, description } of definitions) {
    let group = tree;
    for (const key of path.slice(0, -1)) group = (group[key] ??= {}) as Record<string, unknown>;
    group[path.at(-1)!] = {
      $value: value,
      $type: type,
      ...(description ? { $description: description } : {}),
    };
  }
  return tree;
}
