import type { TokenEntry } from '../../build-tokens.ts';
import { mediaQueriesFrom } from '../../media-queries.ts';
import { html, type Markup } from '../markup.ts';
import type { ReferenceSection, SectionContext } from '../section.ts';
import { formatPx, toPx } from '../units.ts';

/**
 * Breakpoints as ranges on one ruler, each with the Stitches media names the
 * generator makes from it (generator/tokens/media-queries.ts): a group with
 * `min` and `max` is one range; any other token is an open-ended min-width.
 */
const RULER_STEP = 400;

interface Range {
  name: string;
  tokens: TokenEntry[];
  from: number;
  /** undefined: no upper end. */
  to: number | undefined;
  medias: Array<[string, string]>;
}

export const breakpointSection: ReferenceSection = {
  id: 'breakpoints',
  title: 'Breakpoints',
  claims: (entry) => entry.path[0] === 'breakpoint',
  render: (entries, context) => {
    const ranges = rangesOf(entries);
    const widest = Math.max(RULER_STEP, ...ranges.flatMap((range) => [range.from, range.to ?? 0]));
    // Room after the widest value, so an open-ended range still shows as a bar.
    const ruler = (Math.floor(widest / RULER_STEP) + 1) * RULER_STEP;
    const ticks = Array.from({ length: ruler / RULER_STEP + 1 }, (_, index) => index * RULER_STEP);
    return html`<p class="dt-lead">Each breakpoint becomes a media query in the Stitches theme (<code>@tablet</code>, <code>@tabletUp</code>, …); CSS cannot read variables inside <code>@media</code>, so these are the only tokens written into the stylesheet as numbers. rem values count 16 px.</p>
<div class="dt-card dt-ruler-card">
<div class="dt-ruler" aria-hidden="true">${ticks.map((tick) => html`<span>${tick}</span>`)}</div>
<ol class="dt-ranges ${context.classes.custom(`dt-ruler-${ticks.length - 1}`, { '--ruler-steps': String(ticks.length - 1) })}">
${ranges.map((range) => rangeRow(range, ruler, context))}
</ol>
</div>`;
  },
};

function rangesOf(entries: TokenEntry[]): Range[] {
  const media = mediaQueriesFrom(entries.map((entry) => ({ path: entry.path.slice(1), value: entry.css })));
  const groups = new Map<string, TokenEntry[]>();
  for (const entry of entries) {
    const last = entry.path.at(-1);
    const key = last === 'min' || last === 'max' ? entry.path.slice(1, -1).join('.') : entry.path.slice(1).join('.');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups].map(([name, tokens]) => {
    const end = (which: string) => tokens.find((token) => token.path.at(-1) === which);
    const min = end('min');
    const max = end('max');
    const single = !min && !max ? tokens[0] : undefined;
    const from = toPx((min ?? single)?.css ?? '0px') ?? 0;
    const to = max ? toPx(max.css) : undefined;
    const base = camel(name.split('.'));
    const medias = Object.entries(media).filter(([key]) => key === base || key === `${base}Up` || key === `${base}Down`);
    return { name, tokens, from, to, medias };
  });
}

function rangeRow(range: Range, ruler: number, context: SectionContext): Markup {
  const first = range.tokens[0]!;
  const end = range.to ?? ruler;
  const className = context.classes.for(first, { '--t-start': range.from / ruler, '--t-size': Math.max(end - range.from, ruler / 200) / ruler }, 'range');
  const values = range.tokens.map((token) => {
    const px = toPx(token.css);
    const which = token.path.at(-1) === 'min' || token.path.at(-1) === 'max' ? `${token.path.at(-1)} ` : '';
    return html`<span class="dt-range__value">${which}<code>${token.css}</code>${px !== undefined && !token.css.endsWith('px') ? ` (${formatPx(px)})` : ''}</span>`;
  });
  return html`<li class="dt-range ${className}">
<div class="dt-range__facts">
<p class="dt-name"><code>breakpoint.${range.name}</code></p>
<p class="dt-range__values">${values}</p>
<p class="dt-range__media">${range.medias.map(([name, query]) => html`<span><code>@${name}</code> ${query}</span>`)}</p>
</div>
<div class="dt-range__track"><div class="dt-range__bar${range.to === undefined ? ' dt-range__bar--open' : ''}"></div></div>
</li>`;
}

function camel(parts: string[]): string {
  return parts.join('-').replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}
