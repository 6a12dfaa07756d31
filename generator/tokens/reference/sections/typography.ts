import type { TokenEntry } from '../../build-tokens.ts';
import { html, type Markup } from '../markup.ts';
import { subheading, tokenFacts } from '../parts.ts';
import type { ReferenceSection, SectionContext } from '../section.ts';
import { formatPx, toPx } from '../units.ts';

/**
 * Font families, the type scale set in both brand fonts (text and display),
 * weights and line heights. Arabic pages fall back to Noto Sans Arabic inside
 * the same families, so the Arabic sample uses the text family too.
 */
const TEXT_FAMILY = 'font.family.body';
const DISPLAY_FAMILY = 'font.family.display';
const PANGRAM = 'Sphinx of black quartz, judge my vow.';
const ARABIC_SAMPLE = 'نصمم ونبني برمجيات مخصصة تنمو مع أعمالك.';

export const typographySection: ReferenceSection = {
  id: 'typography',
  title: 'Typography',
  claims: (entry) => entry.path[0] === 'font' || entry.type === 'fontFamily' || entry.type === 'fontWeight',
  render: (entries, context) => {
    const of = (type: TokenEntry['type'], segment?: string) => entries.filter((entry) => entry.type === type && (!segment || entry.path.includes(segment)));
    const families = of('fontFamily');
    const sizes = of('dimension', 'size');
    const weights = of('fontWeight');
    const lineHeights = of('number', 'line-height');
    const shown = new Set([...families, ...sizes, ...weights, ...lineHeights]);
    const rest = entries.filter((entry) => !shown.has(entry));
    return html`<p class="dt-lead">Text is set in the text family, headings (h1 and h2) in the display family. Sizes are in rem, so they follow the visitor's browser font size; pixel values assume the default 16 px.</p>
${families.length > 0 && html`${subheading('typography', 'families', 'Families')}
<ul class="dt-grid dt-grid--wide">
${families.map((entry) => familyCard(entry, context))}
${arabicCard(context)}
</ul>`}
${sizes.length > 0 && html`${subheading('typography', 'scale', 'Type scale')}
<ol class="dt-rows">
${sizes.map((entry) => sizeRow(entry, context))}
</ol>`}
${weights.length > 0 && html`${subheading('typography', 'weights', 'Weights')}
<ul class="dt-rows">
${weights.map((entry) => html`<li class="dt-row ${context.classes.for(entry)}"><div class="dt-row__facts">${tokenFacts(entry)}</div><p class="dt-weight-sample">${firstName(context.byId.get(TEXT_FAMILY)) ?? 'Text'} ${entry.css}: ${PANGRAM}</p></li>`)}
</ul>`}
${lineHeights.length > 0 && html`${subheading('typography', 'line-heights', 'Line heights')}
<ul class="dt-grid dt-grid--wide">
${lineHeights.map((entry) => html`<li class="dt-card dt-leading ${context.classes.for(entry)}">${tokenFacts(entry)}<p class="dt-leading-sample">We design, build and run custom software for companies that have outgrown off-the-shelf tools, from the first workshop to the hundredth release.</p></li>`)}
</ul>`}
${rest.length > 0 && html`${subheading('typography', 'more', 'More typography tokens')}
<ul class="dt-grid">${rest.map((entry) => html`<li class="dt-card">${tokenFacts(entry)}</li>`)}</ul>`}`;
  },
};

function familyCard(entry: TokenEntry, context: SectionContext): Markup {
  const role = entry.id === TEXT_FAMILY ? 'Text' : entry.id === DISPLAY_FAMILY ? 'Headings' : undefined;
  return html`<li class="dt-card dt-family ${context.classes.for(entry)}">
<p class="dt-family__specimen" aria-hidden="true">Aa</p>
<p class="dt-family__name">${firstName(entry) ?? entry.id}${role && html` <span class="dt-tag">${role}</span>`}</p>
<p class="dt-family__sample">${PANGRAM}</p>
${tokenFacts(entry)}
</li>`;
}

/** Arabic text in the text family: the browser takes Noto Sans Arabic from the stack for Arabic letters. */
function arabicCard(context: SectionContext): Markup | undefined {
  const text = context.byId.get(TEXT_FAMILY);
  if (!text) return undefined;
  const arabic = Array.isArray(text.authored) ? text.authored.find((name) => typeof name === 'string' && /arabic/i.test(name)) : undefined;
  return html`<li class="dt-card dt-family ${context.classes.for(text)}">
<p class="dt-family__specimen" lang="ar" dir="rtl" aria-hidden="true">أب</p>
<p class="dt-family__name">${typeof arabic === 'string' ? arabic : 'Arabic'} <span class="dt-tag">Arabic</span></p>
<p class="dt-family__sample" lang="ar" dir="rtl">${ARABIC_SAMPLE}</p>
<p class="dt-description">Arabic pages use the same families: their Arabic letters come from ${typeof arabic === 'string' ? arabic : 'the Arabic font in the stack'}, next in <code>${text.id}</code>.</p>
</li>`;
}

function sizeRow(entry: TokenEntry, context: SectionContext): Markup {
  const px = toPx(entry.css);
  const text = context.byId.get(TEXT_FAMILY);
  const display = context.byId.get(DISPLAY_FAMILY);
  return html`<li class="dt-row dt-type ${context.classes.for(entry)}">
<div class="dt-row__facts">${tokenFacts(entry, { value: px === undefined ? entry.css : `${entry.css} · ${formatPx(px)}` })}</div>
<div class="dt-type__samples">
${text && html`<div class="dt-type__sample dt-type__sample--text"><p class="dt-type__font">${firstName(text)}</p><p class="dt-type__text">Software that grows with you</p></div>`}
${display && html`<div class="dt-type__sample dt-type__sample--display"><p class="dt-type__font">${firstName(display)}</p><p class="dt-type__text">Software that grows with you</p></div>`}
</div>
</li>`;
}

/** The family a stack asks for first: `["Montserrat", …]` → "Montserrat". */
function firstName(entry: TokenEntry | undefined): string | undefined {
  if (!entry) return undefined;
  const names = Array.isArray(entry.authored) ? entry.authored : [entry.authored];
  return typeof names[0] === 'string' ? names[0] : undefined;
}
