import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError, formatBuildError } from '../../generator/errors/build-error.ts';
import {
  parseTokenJson,
  readTokenFiles,
  type TokenFile,
} from '../../generator/tokens/read-token-files.ts';
import { validateTokens } from '../../generator/tokens/validate-tokens.ts';
import {
  tokenArtifactsCacheFile,
  writeTokenArtifacts,
} from '../../generator/tokens/write-token-artifacts.ts';
import { problemsAfterEdit } from '../support/problems-after-edit.ts';
import { copyProject, PROJECT_ROOT } from '../support/project-copy.ts';

let project: { root: string; remove: () => Promise<void> };
beforeAll(async () => {
  project = await copyProject();
  // A good build first, so there is a tokens/generated/ that a failed build must leave alone.
  await writeTokenArtifacts(project.root);
});
afterAll(() => project?.remove());

/** Edits a token file of the project copy, runs the token stage, restores the file: the messages it reported. */
const problemsAfter = (file: string, edit: (text: string) => string) =>
  problemsAfterEdit(project.root, file, edit, () => writeTokenArtifacts(project.root));

/** `tokens/x.json:line:column` of the first occurrence of `needle`'s value part in the copy's file. */
async function whereIs(file: string, needle: string, valueStart: string): Promise<string> {
  const lines = (await readFile(path.join(project.root, file), 'utf8')).split('\n');
  const line = lines.findIndex((text) => text.includes(needle));
  expect(line, `${needle} in ${file}`).toBeGreaterThanOrEqual(0);
  return `${file}:${line + 1}:${lines[line]!.indexOf(valueStart, lines[line]!.indexOf(needle)) + 1}`;
}

/** In-memory token files: each object is one tokens/*.json. */
function problemsOf(files: Record<string, unknown>): string[] {
  const parsed = Object.entries(files).map(
    ([file, json]) => parseTokenJson(file, JSON.stringify(json, null, 2)) as TokenFile,
  );
  return validateTokens(parsed).problems.map((item) => item.message);
}

describe('token validation', () => {
  it('accepts the real tokens', async () => {
    const { files, syntaxErrors } = await readTokenFiles(PROJECT_ROOT);
    expect(syntaxErrors).toEqual([]);
    const { problems, tokens } = validateTokens(files);
    expect(problems).toEqual([]);
    expect(tokens.get('color.text.body')).toMatchObject({
      file: 'tokens/color.json',
      type: 'color',
      value: '{color.neutral.700}',
    });
  });

  it('stops the build on a malformed colour with file:line:column › token: reason, and leaves tokens/generated alone', async () => {
    const generated = await readFile(
      path.join(project.root, 'tokens/generated/tokens.css'),
      'utf8',
    );
    expect(generated).toContain('--color-brand-primary: #136f4f;');
    const where = await whereIs('tokens/color.json', '"#136f4f"', '"#136f4f"');
    expect(
      await problemsAfter('tokens/color.json', (text) => text.replace('"#136f4f"', '"#12345"')),
    ).toEqual([
      `${where} › color.brand.primary: "#12345" is not a colour (use #rrggbb, #rgb, or rgb()/hsl())`,
    ]);
    expect(await readFile(path.join(project.root, 'tokens/generated/tokens.css'), 'utf8')).toBe(
      generated,
    );
  });

  it('rejects a word that is not a colour', async () => {
    const where = await whereIs('tokens/color.json', '"#f2b544"', '"#f2b544"');
    expect(
      await problemsAfter('tokens/color.json', (text) => text.replace('"#f2b544"', '"banana"')),
    ).toEqual([
      `${where} › color.brand.accent: "banana" is not a colour (use #rrggbb, #rgb, or rgb()/hsl())`,
    ]);
  });

  it('rejects a dimension without a unit (Style Dictionary would have shipped "16rem")', async () => {
    const where = await whereIs('tokens/space.json', '"4": { "$value": "16px" }', '"16px"');
    expect(
      await problemsAfter('tokens/space.json', (text) =>
        text.replace('"4": { "$value": "16px" }', '"4": { "$value": "16" }'),
      ),
    ).toEqual([`${where} › space.4: "16" has no unit (write "16px" or "16rem")`]);
  });

  it('rejects a font weight that is not a number', async () => {
    const where = await whereIs('tokens/typography.json', '"semibold": { "$value": 600 }', '600');
    expect(
      await problemsAfter('tokens/typography.json', (text) =>
        text.replace('"semibold": { "$value": 600 }', '"semibold": { "$value": "heavy" }'),
      ),
    ).toEqual([
      `${where} › font.weight.semibold: "heavy" is not a font weight (use a number from 1 to 1000, e.g. 600)`,
    ]);
  });

  it('names a reference to a missing token, with the tokens its group does hold', async () => {
    const where = await whereIs(
      'tokens/color.json',
      '"{color.neutral.700}"',
      '"{color.neutral.700}"',
    );
    const problems = await problemsAfter('tokens/color.json', (text) =>
      text.replace('"{color.neutral.700}"', '"{color.brand.nope}"'),
    );
    expect(problems).toEqual([
      `${where} › color.text.body: {color.brand.nope} names no token (color.brand holds primary, primary-strong, primary-soft, accent, ink)`,
    ]);
  });

  it('suggests the nearest token for a misspelt reference', () => {
    const files = {
      'tokens/color.json': {
        color: {
          $type: 'color',
          brand: { primary: { $value: '#136f4f' } },
          link: { $value: '{color.brand.primay}' },
        },
      },
    };
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(
        /^tokens\/color\.json:\d+:\d+ › color\.link: \{color\.brand\.primay\} names no token \(did you mean \{color\.brand\.primary\}\?\)$/,
      ),
    ]);
  });

  it('rejects an unknown $type once, at the $type, suggesting the nearest known type', async () => {
    const where = await whereIs('tokens/color.json', '"$type": "color"', '"color"');
    expect(
      await problemsAfter('tokens/color.json', (text) =>
        text.replace('"$type": "color"', '"$type": "colour"'),
      ),
    ).toEqual([
      `${where} › color: $type "colour" is not a type the generator builds (did you mean "color"?)`,
    ]);
  });

  it('requires a $type on every token that is not an alias', () => {
    expect(
      problemsOf({
        'tokens/misc.json': {
          misc: { glow: { $value: '#fff' }, alias: { $value: '{misc.glow}' } },
        },
      }),
    ).toEqual([
      expect.stringMatching(
        /^tokens\/misc\.json:4:17 › misc\.glow: has no \$type \(set "\$type" on the token or on its group\)$/,
      ),
      expect.stringMatching(/^tokens\/misc\.json:7:17 › misc\.alias: has no \$type/),
    ]);
  });

  it('rejects a reference to a token of another type', () => {
    const files = {
      'tokens/space.json': { space: { $type: 'dimension', 4: { $value: '16px' } } },
      'tokens/color.json': { color: { $type: 'color', text: { $value: '{space.4}' } } },
    };
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(
        /^tokens\/color\.json:\d+:\d+ › color\.text: \{space\.4\} is a dimension, not a color$/,
      ),
    ]);
  });

  it('names a reference cycle once, with the whole loop', () => {
    const files = {
      'tokens/color.json': {
        color: {
          $type: 'color',
          a: { $value: '{color.b}' },
          b: { $value: '{color.c}' },
          c: { $value: '{color.a}' },
        },
      },
    };
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(
        /› color\.a: \{color\.b\} leads back here \(color\.a → color\.b → color\.c → color\.a\)$/,
      ),
    ]);
  });

  it('checks each part of a composite value, by name', () => {
    const files = {
      'tokens/space.json': {
        space: { $type: 'dimension', 4: { $value: '16px' } },
        shadow: {
          $type: 'shadow',
          card: {
            $value: {
              color: '{space.4}',
              offsetX: '0px',
              offsetY: '8',
              blur: '24px',
              spread: '0px',
            },
          },
        },
      },
    };
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/› shadow\.card › color: \{space\.4\} is a dimension, not a color$/),
      expect.stringMatching(/› shadow\.card › offsetY: "8" has no unit \(write "8px" or "8rem"\)$/),
    ]);
  });

  it('explains the other value types: duration, cubic Bézier, number, font family', () => {
    const files = {
      'tokens/motion.json': {
        motion: {
          $type: 'duration',
          fast: { $value: 150 },
          easing: { $type: 'cubicBezier', $value: [0.2, 0.8, 1.2, 1] },
        },
        opacity: { $type: 'number', loading: { $value: '0.05' } },
        font: { family: { $type: 'fontFamily', body: { $value: [] } } },
      },
    };
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/› motion\.fast: 150 has no unit \(write "150ms" or "150s"\)$/),
      expect.stringMatching(
        /› motion\.easing: \[0\.2,0\.8,1\.2,1\] is not a cubic Bézier curve \(use four numbers \[x1, y1, x2, y2\], with x1 and x2 between 0 and 1\)$/,
      ),
      expect.stringMatching(
        /› opacity\.loading: "0\.05" is text, not a number \(write it without quotes: 0\.05\)$/,
      ),
      expect.stringMatching(/› font\.family\.body: \[\] is not a font family/),
    ]);
  });

  it('catches a misspelt $value, a bare value, a token defined in two files', () => {
    const files = {
      'tokens/color.json': {
        color: {
          $type: 'color',
          accent: { $vaule: '#f2b544' },
          ink: '#10201b',
          focus: { $value: '#2563eb' },
        },
      },
      'tokens/extra.json': { color: { focus: { $type: 'color', $value: '#1d4ed8' } } },
    };
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(
        /^tokens\/color\.json:\d+:\d+ › color\.accent: unknown property "\$vaule" \(did you mean "\$value"\?\)$/,
      ),
      expect.stringMatching(
        /^tokens\/color\.json:\d+:\d+ › color\.ink: "#10201b" is neither a token nor a group \(write \{ "\$value": "#10201b" \}\)$/,
      ),
      expect.stringMatching(
        /^tokens\/extra\.json:\d+:\d+ › color\.focus: is defined twice, here and in tokens\/color\.json$/,
      ),
    ]);
  });

  it('lists problems in reading order, by file, line and column', () => {
    const files = {
      'tokens/color.json': {
        color: { $type: 'color', accent: { $value: 'amber' }, ink: { $value: '#10201b' } },
      },
      'tokens/motion.json': { motion: { $type: 'time', fast: { $value: '150ms' } } },
    };
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/^tokens\/color\.json:5:17 › color\.accent: "amber"/),
      expect.stringMatching(/^tokens\/motion\.json:3:14 › motion: \$type "time"/),
    ]);
  });

  it('points at the position of a JSON syntax error', async () => {
    const problems = await problemsAfter('tokens/motion.json', (text) =>
      text.replace('"$value": "0.4s",', '"$value": "0.4s"'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^tokens\/motion\.json:\d+:\d+: Expected ',' or '}' after property value/,
      ),
    ]);
  });

  it('prints every problem with its hint and catalogue name', async () => {
    try {
      await writeTokenArtifactsAfter('tokens/color.json', (text) =>
        text
          .replace('"#136f4f"', '"#12345"')
          .replace('"{color.neutral.700}"', '"{color.brand.nope}"'),
      );
      expect.unreachable('the build should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(BuildError);
      const report = formatBuildError(error);
      expect(report).toMatch(/^✖ Design tokens failed with 2 problems:/);
      expect(report).toContain('1. tokens/color.json:');
      expect(report).toContain(
        'Write the $value in the format named in brackets; tokens/README.md lists every type with an example. [TokenValueInvalid]',
      );
      expect(report).toContain('[TokenReferenceBroken]');
    }
  });
});

/** Like problemsAfter, but hands back the thrown error itself (for the printed report). */
async function writeTokenArtifactsAfter(
  file: string,
  edit: (text: string) => string,
): Promise<void> {
  let thrown: { error: unknown } | undefined;
  await problemsAfterEdit(project.root, file, edit, () =>
    writeTokenArtifacts(project.root).catch((error: unknown) => {
      thrown = { error };
      throw error;
    }),
  );
  if (thrown) throw thrown.error;
}

describe('token artifacts', () => {
  it('come from the last build while the token files are unchanged, and are built again after an edit', async () => {
    const colours = path.join(project.root, 'tokens', 'color.json');
    const original = await readFile(colours, 'utf8');
    // The cache is shared through node_modules: a trailing newline gives this test entries of its own (same tokens, other fingerprint).
    await writeFile(colours, `${original}\n`);
    const first = await writeTokenArtifacts(project.root);
    const cacheFile = await tokenArtifactsCacheFile(project.root);
    try {
      // Proof that the cache is what answers: a mark put into it comes back while no input changed.
      const cache = JSON.parse(await readFile(cacheFile, 'utf8')) as { css: string };
      cache.css += '\n/* from the cache */';
      await writeFile(cacheFile, JSON.stringify(cache));
      expect((await writeTokenArtifacts(project.root)).css).toContain('/* from the cache */');
      await writeFile(colours, `${original}\n`.replace('"#f2b544"', '"#ffb000"'));
      const rebuilt = await writeTokenArtifacts(project.root);
      expect(rebuilt.css).toContain('--color-brand-accent: #ffb000');
      expect(rebuilt.css).not.toContain('/* from the cache */');
      expect(
        await readFile(path.join(project.root, 'tokens', 'generated', 'tokens.css'), 'utf8'),
      ).toBe(rebuilt.css);
    } finally {
      await writeFile(colours, original);
      await rm(cacheFile, { force: true });
    }
    expect((await writeTokenArtifacts(project.root)).css).toBe(first.css);
  });
});
