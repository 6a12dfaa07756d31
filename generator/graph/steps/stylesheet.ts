import { contentHash } from '../../assets/hash.ts';
import { mergeStitchesSheets } from '../../render/merge-css.ts';
import { step } from '../graph.ts';
import { fontsStep } from './bundle.ts';
import { renderStep } from './render.ts';
import { tokensStep } from './sources.ts';

export interface Stylesheet {
  css: string;
  /** The Stitches rules of every page rendered so far. */
  stitches: string;
}

/** Fonts, token variables and the pages' Stitches rules: the one stylesheet. */
export const stylesheetStep = step({
  name: 'stylesheet',
  inputs: { fonts: fontsStep, tokens: tokensStep, render: renderStep },
  run({ fonts, tokens, render }, _context, previous: Stylesheet | undefined): Stylesheet {
    // Every page rendered again: its CSS replaces the old (no stale rules); otherwise the new rules join the old.
    const stitches =
      render.complete || !previous
        ? render.css
        : mergeStitchesSheets([previous.stitches, render.css]);
    return { css: [fonts.css, tokens.css, stitches].join('\n'), stitches };
  },
  version: (stylesheet) => contentHash(stylesheet.css, 16),
});
