import { describe, expect, it } from 'vitest';
import { mergeStitchesSheets, rulesWithin } from '../../generator/render/merge-css.ts';

/** A Stitches sheet of `groups`: group number → [class names, rules]. */
const sheet = (groups: Record<number, [string, string]>) =>
  Object.entries(groups)
    .map(([group, [names, rules]]) => `--sxs{--sxs:${group} ${names}}@media{${rules}}`)
    .join('');

describe('merging batch sheets', () => {
  it('keeps each group once, in group order, with names and rules in order of first appearance', () => {
    const first = sheet({ 3: ['a b', '.a{x:1}.b{y:2}'], 1: ['g', 'body{m:0}'] });
    const second = sheet({ 3: ['b c', '.b{y:2}.c{z:3}'], 2: ['', ''] });
    expect(mergeStitchesSheets([first, second])).toBe(
      sheet({ 1: ['g', 'body{m:0}'], 2: ['', ''], 3: ['a b c', '.a{x:1}.b{y:2}.c{z:3}'] }),
    );
  });

  it('merges a sheet that recurs (batches of the same templates) where it first appears', () => {
    const area = sheet({ 3: ['a b', '.a{x:1}.b{y:2}'] });
    const post = sheet({ 3: ['c a', '.c{z:3}.a{x:1}'] });
    const merged = sheet({ 3: ['a b c', '.a{x:1}.b{y:2}.c{z:3}'] });
    expect(mergeStitchesSheets([area, post, area, `${area}`])).toBe(merged);
    // The other way round, the post's rule leads: each sheet counts where it is first.
    expect(mergeStitchesSheets([post, area, post])).toBe(
      sheet({ 3: ['c a b', '.c{z:3}.a{x:1}.b{y:2}'] }),
    );
  });

  it('splits rules at their top level only: braces in strings and nested at-rules stay in their rule', () => {
    const quoted = `.q{content:"}\\"{"}.r{content:'}'}@media (min-width:40em){.s{t:1}.u{v:2}}`;
    const merged = mergeStitchesSheets([
      sheet({ 4: ['q r s', quoted] }),
      sheet({ 4: ['s', ".r{content:'}'}"] }),
    ]);
    expect(merged).toBe(sheet({ 4: ['q r s', quoted] }));
    // Each rule is whole: the media query with both its rules is one of them.
    expect(
      rulesWithin([sheet({ 4: ['s', '@media (min-width:40em){.s{t:1}.u{v:2}}'] })], merged),
    ).toBe(true);
    expect(rulesWithin([sheet({ 4: ['s', '@media (min-width:40em){.s{t:1}}'] })], merged)).toBe(
      false,
    );
  });
});
