import { CONTRAST_PAIRS, type ContrastPair } from '../../../../components/theme/contrast-pairs.ts';
import type { TokenEntry } from '../../build-tokens.ts';
import { MINIMUM_CONTRAST } from '../../contrast.ts';
import { contrastOn } from '../contrast.ts';
import { html, type Markup } from '../markup.ts';
import { subheading } from '../parts.ts';
import type { SectionContext } from '../section.ts';

/**
 * Every colour pair the components actually use (components/theme/contrast-pairs.ts,
 * kept complete by tests/unit/contrast.test.ts), grouped by the surface, with
 * the ratio and the minimum its use needs. This answers "where is this colour
 * used, and is it still readable there?" after a token change.
 */
const USE_LABEL: Record<ContrastPair['use'], string> = { normal: 'Text', large: 'Large text', ui: 'Focus ring or edge' };

export function contrastInUse(colours: TokenEntry[], context: SectionContext): Markup | undefined {
  // The theme's colour keys are the token paths after `color`, camel-cased: color.text.body → textBody.
  const byThemeKey = new Map(colours.map((entry) => [camel(entry.path.slice(1)), entry]));
  const pairs = CONTRAST_PAIRS.flatMap((pair) => {
    const foreground = byThemeKey.get(pair.foreground);
    const background = byThemeKey.get(pair.background);
    return foreground && background ? [{ pair, foreground, background }] : [];
  });
  if (!pairs.length) return undefined;
  const surfaces = new Map<TokenEntry, typeof pairs>();
  for (const item of pairs) surfaces.set(item.background, [...(surfaces.get(item.background) ?? []), item]);
  return html`${subheading('colour', 'in-use', 'Contrast in use')}
<p class="dt-lead">Every colour pair the components put together, from <code>components/theme/contrast-pairs.ts</code>: text needs ${MINIMUM_CONTRAST.normal}:1 (large text ${MINIMUM_CONTRAST.large}:1), focus rings and the edges of controls ${MINIMUM_CONTRAST.ui}:1. A failing pair also fails <code>npm test</code>.</p>
${[...surfaces].map(
  ([surface, items]) => html`<h4 class="dt-pairs__surface">On <code>${surface.id}</code></h4>
<ul class="dt-rows dt-pairs">
${items.map(({ pair, foreground }) => pairRow(pair, foreground, surface, context))}
</ul>`,
)}`;
}

function pairRow(pair: ContrastPair, foreground: TokenEntry, background: TokenEntry, context: SectionContext): Markup {
  const contrast = contrastOn(foreground.css, background.css);
  const minimum = MINIMUM_CONTRAST[pair.use];
  const passes = contrast !== undefined && contrast.ratio >= minimum;
  const sample = context.classes.custom(`dt-pair--${foreground.cssVariable.slice(2)}--on--${background.cssVariable.slice(2)}`, {
    '--fg': `var(${foreground.cssVariable})`,
    '--bg': `var(${background.cssVariable})`,
  });
  return html`<li class="dt-pair">
<span class="dt-pair__sample dt-pair__sample--${pair.use} ${sample}" aria-hidden="true"></span>
<div class="dt-pair__what">
<p><code>${foreground.id}</code> <span class="dt-tag">${USE_LABEL[pair.use]}</span></p>
<p class="dt-description">${pair.where}</p>
</div>
<p class="dt-pair__result"><span class="dt-ratio">${contrast ? `${contrast.ratio.toFixed(2)}:1` : '–'}</span> <span class="dt-pair__needs">needs ${minimum}:1</span> <span class="dt-level dt-level--${passes ? 'pass' : 'fail'}">${passes ? 'Pass' : 'Fail'}</span></p>
</li>`;
}

function camel(parts: string[]): string {
  return parts.join('-').replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}
