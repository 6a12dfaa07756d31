import type { TokenEntry } from '../../build-tokens.ts';
import { html, type Markup } from '../markup.ts';
import { subheading, tokenFacts } from '../parts.ts';
import { groupBy, label, type ReferenceSection, type SectionContext } from '../section.ts';
import { formatPx, toPx } from '../units.ts';

/**
 * Spacing, layout and component sizes as bars. Spacing bars are drawn at
 * their real size (the largest step fits a phone); widths would not, so each
 * group's bars are drawn as a share of its largest value.
 */
export const spacingSection: ReferenceSection = {
  id: 'spacing',
  title: 'Spacing',
  claims: (entry) => entry.path[0] === 'space',
  render: (entries, context) => html`<p class="dt-lead">The spacing scale for padding, gaps and margins, drawn at actual size. Components use the steps (<code>$4</code> in the Stitches theme, <code>var(--space-4)</code> in CSS), never a pixel value of their own.</p>
<ol class="dt-rows">
${entries.map((entry) => barRow(entry, context, 'actual'))}
</ol>`,
};

export const layoutSection: ReferenceSection = {
  id: 'layout',
  title: 'Layout',
  claims: (entry) => entry.path[0] === 'layout',
  render: (entries, context) => html`<p class="dt-lead">Maximum widths of the page's containers and the horizontal padding (gutter) at each breakpoint. Bars are drawn to scale within each group.</p>
${groupedBars('layout', entries, context, { width: 'Widths', gutter: 'Gutters', other: 'Other layout sizes' })}`,
};

export const componentSection: ReferenceSection = {
  id: 'components',
  title: 'Component sizes',
  claims: (entry) => entry.path[0] === 'component',
  render: (entries, context) => html`<p class="dt-lead">Fixed sizes of single components, from SPEC §9. Bars are drawn to scale within each component.</p>
${groupedBars('components', entries, context, { cta: 'Call to action', other: 'Other components' })}`,
};

function groupedBars(sectionId: string, entries: TokenEntry[], context: SectionContext, titles: Record<string, string>): Markup[] {
  return [...groupBy(entries, 1, 'other')].map(
    ([group, tokens]) => html`${subheading(sectionId, group, titles[group] ?? label(group))}
<ol class="dt-rows">
${tokens.map((entry) => barRow(entry, context, Math.max(...tokens.map((token) => toPx(token.css) ?? 0))))}
</ol>`,
  );
}

/** One token with a bar: at its own size ('actual'), or as a share of `scale` pixels. */
export function barRow(entry: TokenEntry, context: SectionContext, scale: number | 'actual'): Markup {
  const px = toPx(entry.css);
  const share = scale === 'actual' || px === undefined || scale <= 0 ? undefined : Math.max(0, px / scale);
  const className = context.classes.for(entry, share === undefined ? {} : { '--t-share': share });
  return html`<li class="dt-row ${className}">
<div class="dt-row__facts">${tokenFacts(entry, { value: px === undefined || /px$/.test(entry.css) ? entry.css : `${entry.css} · ${formatPx(px)}` })}</div>
<div class="dt-bar-track"><div class="dt-bar ${share === undefined ? 'dt-bar--actual' : 'dt-bar--share'}"></div><span class="dt-bar__label">${px === undefined ? entry.css : formatPx(px)}</span></div>
</li>`;
}
