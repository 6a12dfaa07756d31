import StyleDictionary from 'style-dictionary';
import type { DesignTokens, TransformedToken } from 'style-dictionary/types';
import type { LoadedTokens } from './load-tokens.ts';
import { mediaQueriesFrom } from './media-queries.ts';
import type { TokenType } from './token-types.ts';

/**
 * Validated tokens (load-tokens.ts) → CSS custom properties, a typed Stitches
 * theme module, and the list of every token for the token reference page.
 * The theme's scale values are `var(--…)` references to the CSS properties, so a
 * colour or size change only changes tokens.css (dev mode swaps it without a
 * re-render); breakpoints become literal media queries because CSS cannot use
 * variables inside @media.
 */
export interface TokenArtifacts {
  /** `:root { --color-brand-primary: …; … }` */
  css: string;
  /** Source of tokens/generated/theme.ts */
  themeModule: string;
  /** Every token in file order, with its value as it ships in tokens.css. */
  entries: TokenEntry[];
}

export interface TokenEntry {
  /** `color.brand.primary` */
  id: string;
  path: string[];
  type: TokenType;
  /** `tokens/color.json` */
  file: string;
  /** `--color-brand-primary` */
  cssVariable: string;
  /** The value in tokens.css, references resolved: `#136f4f`, `0.6s`, `cubic-bezier(…)`. */
  css: string;
  /** The `$value` as written: a value, or a `{reference}` to another token. */
  authored: unknown;
  description: string | undefined;
}

/** Top-level token groups → Stitches theme scales. Groups not listed go to `vars`. */
const SCALE_OF: Record<string, string> = {
  color: 'colors',
  space: 'space',
  radius: 'radii',
  shadow: 'shadows',
  'font.family': 'fonts',
  'font.size': 'fontSizes',
  'font.weight': 'fontWeights',
  'font.line-height': 'lineHeights',
  'layout.width': 'sizes',
  'layout.gutter': 'space',
  component: 'sizes',
};

export async function buildTokens(tokens: LoadedTokens): Promise<TokenArtifacts> {
  try {
    return await formatTokens(tokens, 'silent');
  } catch {
    // Style Dictionary only names the broken token at verbose level: run again to get that message.
    return await formatTokens(tokens, 'verbose');
  }
}

async function formatTokens(
  { tree, definitions }: LoadedTokens,
  verbosity: 'silent' | 'verbose',
): Promise<TokenArtifacts> {
  const dictionary = new StyleDictionary(
    {
      // Validated in load-tokens.ts, so the tree has the shape Style Dictionary expects.
      tokens: tree as DesignTokens,
      usesDtcg: true,
      log: { verbosity, warnings: 'disabled' },
      platforms: {
        css: {
          transformGroup: 'css',
          files: [
            {
              destination: 'tokens.css',
              format: 'css/variables',
              options: { outputReferences: false, showFileHeader: false },
            },
            { destination: 'theme.ts', format: 'stitches/theme' },
          ],
        },
      },
      hooks: {
        formats: {
          'stitches/theme': ({ dictionary: { allTokens } }) => themeModuleSource(allTokens),
        },
      },
    },
    { verbosity },
  );
  const files = await dictionary.formatPlatform('css');
  const output = (name: string): string => {
    const text = files.find((file) => file.destination === name)?.output;
    // Both formats above write text: anything else is a broken format, not an empty file.
    if (typeof text !== 'string') throw new Error(`Style Dictionary wrote no text for ${name}`);
    return text;
  };
  // The platform's tokens are cached from formatPlatform: this reads them, it does not transform again.
  const { allTokens } = await dictionary.getPlatformTokens('css');
  const entries = allTokens.flatMap((token): TokenEntry[] => {
    const definition = definitions.get(token.path.join('.'));
    if (!definition?.type) return [];
    return [
      {
        id: definition.id,
        path: definition.path,
        type: definition.type,
        file: definition.file,
        cssVariable: `--${token.name}`,
        css: String(token.$value ?? token.value),
        authored: definition.value,
        description: definition.description,
      },
    ];
  });
  return { css: output('tokens.css'), themeModule: output('theme.ts'), entries };
}

function camel(parts: string[]): string {
  return parts
    .join('-')
    .replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase())
    .replace(/^([0-9])/, '$1');
}

function scaleFor(token: TransformedToken): { scale: string; key: string } | undefined {
  for (let depth = 2; depth >= 1; depth -= 1) {
    const prefix = token.path.slice(0, depth).join('.');
    const scale = SCALE_OF[prefix];
    if (scale)
      return { scale, key: camel(token.path.slice(prefix === 'layout.gutter' ? 1 : depth)) };
  }
  return undefined;
}

function themeModuleSource(tokens: TransformedToken[]): string {
  const scales: Record<string, Record<string, string>> = {};
  const vars: Record<string, string> = {};
  const breakpoints: Array<{ path: string[]; value: string }> = [];
  for (const token of tokens) {
    const reference = `var(--${token.name})`;
    if (token.path[0] === 'breakpoint') {
      breakpoints.push({ path: token.path.slice(1), value: String(token.$value ?? token.value) });
      continue;
    }
    const target = scaleFor(token);
    if (target) (scales[target.scale] ??= {})[target.key] = reference;
    vars[camel(token.path)] = reference;
  }
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    '// Generated by generator/tokens/build-tokens.ts from tokens/*.json. Do not edit: change the JSON.',
    `export const theme = ${json(scales)} as const;`,
    '',
    '/** Every token as a CSS variable reference, for values Stitches has no scale for (motion, opacity). */',
    `export const vars = ${json(vars)} as const;`,
    '',
    '/** Media queries from tokens/breakpoints.json (SPEC §2 breakpoint sets). */',
    `export const media = ${json(mediaQueriesFrom(breakpoints))} as const;`,
    '',
  ].join('\n');
}
