import { Fragment } from 'react';
import { CONTRAST_PAIRS, type ContrastPair } from '../../../../components/theme/contrast-pairs.ts';
import type { TokenEntry } from '../../build-tokens.ts';
import { MINIMUM_CONTRAST } from '../../contrast.ts';
import { contrastOn, type Contrast } from '../contrast.ts';
import { NL, Subheading } from '../parts.tsx';
import type { SectionContext } from '../section.ts';

/**
 * Every colour pair the components actually use (components/theme/contrast-pairs.ts,
 * kept complete by tests/unit/contrast.test.ts), grouped by the surface, with
 * the ratio and the minimum its use needs. This answers "where is this colour
 * used, and is it still readable there?" after a token change.
 */
const USE_LABEL: Record<ContrastPair['use'], string> = {
  normal: 'Text',
  large: 'Large text',
  ui: 'Focus ring or edge',
};

interface PairInUse {
  pair: ContrastPair;
  foreground: TokenEntry;
  contrast: Contrast | undefined;
  minimum: number;
  /** The class that paints the sample: the foreground on the surface. */
  sample: string;
}

/** The pairs in use, by the surface they sit on; undefined when the tokens shown make none. */
export type PairsBySurface = Map<TokenEntry, PairInUse[]>;

/**
 * Measured before the colour section renders: their classes come before the
 * swatches' in the page's stylesheet, as they always have.
 */
export function pairsInUse(
  colours: TokenEntry[],
  context: SectionContext,
): PairsBySurface | undefined {
  // The theme's colour keys are the token paths after `color`, camel-cased: color.text.body → textBody.
  const byThemeKey = new Map(colours.map((entry) => [camel(entry.path.slice(1)), entry]));
  const grouped = new Map<TokenEntry, Array<{ pair: ContrastPair; foreground: TokenEntry }>>();
  for (const pair of CONTRAST_PAIRS) {
    const foreground = byThemeKey.get(pair.foreground);
    const background = byThemeKey.get(pair.background);
    if (foreground && background)
      grouped.set(background, [...(grouped.get(background) ?? []), { pair, foreground }]);
  }
  if (!grouped.size) return undefined;
  return new Map(
    [...grouped].map(([background, items]) => [
      background,
      items.map(({ pair, foreground }) => ({
        pair,
        foreground,
        contrast: contrastOn(foreground.css, background.css),
        minimum: MINIMUM_CONTRAST[pair.use],
        sample: context.classes.custom(
          `dt-pair--${foreground.cssVariable.slice(2)}--on--${background.cssVariable.slice(2)}`,
          {
            '--fg': `var(${foreground.cssVariable})`,
            '--bg': `var(${background.cssVariable})`,
          },
        ),
      })),
    ]),
  );
}

export function ContrastInUse({ surfaces }: { surfaces: PairsBySurface }) {
  return (
    <>
      <Subheading section="colour" name="in-use">
        Contrast in use
      </Subheading>
      {NL}
      <p className="dt-lead">
        Every colour pair the components put together, from{' '}
        <code>components/theme/contrast-pairs.ts</code>: text needs {MINIMUM_CONTRAST.normal}:1
        (large text {MINIMUM_CONTRAST.large}:1), focus rings and the edges of controls{' '}
        {MINIMUM_CONTRAST.ui}:1. A failing pair also fails <code>npm test</code>.
      </p>
      {NL}
      {[...surfaces].map(([surface, items]) => (
        <Fragment key={surface.id}>
          <h4 className="dt-pairs__surface">
            On <code>{surface.id}</code>
          </h4>
          {NL}
          <ul className="dt-rows dt-pairs">
            {NL}
            {items.map((item, index) => (
              <PairRow key={index} item={item} />
            ))}
            {NL}
          </ul>
        </Fragment>
      ))}
    </>
  );
}

function PairRow({ item: { pair, foreground, contrast, minimum, sample } }: { item: PairInUse }) {
  const passes = contrast !== undefined && contrast.ratio >= minimum;
  return (
    <li className="dt-pair">
      {NL}
      <span
        className={`dt-pair__sample dt-pair__sample--${pair.use} ${sample}`}
        aria-hidden="true"
      ></span>
      {NL}
      <div className="dt-pair__what">
        {NL}
        <p>
          <code>{foreground.id}</code> <span className="dt-tag">{USE_LABEL[pair.use]}</span>
        </p>
        {NL}
        <p className="dt-description">{pair.where}</p>
        {NL}
      </div>
      {NL}
      <p className="dt-pair__result">
        <span className="dt-ratio">{contrast ? `${contrast.ratio.toFixed(2)}:1` : '–'}</span>{' '}
        <span className="dt-pair__needs">needs {minimum}:1</span>{' '}
        <span className={`dt-level dt-level--${passes ? 'pass' : 'fail'}`}>
          {passes ? 'Pass' : 'Fail'}
        </span>
      </p>
      {NL}
    </li>
  );
}

function camel(parts: string[]): string {
  return parts.join('-').replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}
