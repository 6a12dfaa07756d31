import type { TokenEntry } from '../../build-tokens.ts';
import { contrastOn, LEVELS, type Contrast } from '../contrast.ts';
import { contrastInUse } from './contrast-in-use.ts';
import { html, type Markup } from '../markup.ts';
import { subheading, tokenFacts } from '../parts.ts';
import { groupBy, label, type ReferenceSection, type SectionContext } from '../section.ts';

/**
 * Colour swatches with their WCAG contrast on the surfaces text sits on:
 * white, the page, the subtle band and the dark ink footer (issue 7), then
 * every pair the components use. White is a fixed reference; the others
 * follow their tokens.
 */
interface Surface {
  key: string;
  name: string;
  token?: string;
  value?: string;
}

const SURFACES: Surface[] = [
  { key: 'white', name: 'White', value: '#ffffff' },
  { key: 'page', name: 'Page', token: 'color.surface.page' },
  { key: 'subtle', name: 'Subtle', token: 'color.surface.subtle' },
  { key: 'dark', name: 'Dark ink', token: 'color.surface.dark' },
];

export const colourSection: ReferenceSection = {
  id: 'colour',
  title: 'Colour',
  claims: (entry) => entry.type === 'color',
  render: (entries, context) => {
    const surfaces = SURFACES.flatMap((surface) => {
      const token = surface.token ? context.byId.get(surface.token) : undefined;
      const value = surface.value ?? token?.css;
      if (!value) return [];
      const className = context.classes.custom(`dt-on-${surface.key}`, { '--surface': token ? `var(${token.cssVariable})` : value });
      return [{ ...surface, value, className }];
    });
    const groups = [...groupBy(entries, 1, 'other')];
    const inUse = contrastInUse(entries, context);
    return html`<p class="dt-lead">Each swatch shows the token's contrast ratio on ${surfaces.map((surface, index) => html`${index ? (index === surfaces.length - 1 ? ' and ' : ', ') : ''}<strong>${surface.name.toLowerCase()}</strong>${surface.token ? html` (<code>${surface.token}</code>)` : ''}`)}, rated against WCAG 2.2. Translucent colours are measured as they look on each surface.${inUse && html` Where the components use each colour, and whether that pair passes: <a href="#colour-in-use">contrast in use</a>.`}</p>
<ul class="dt-legend" aria-label="WCAG contrast levels">
${LEVELS.map((level) => html`<li><span class="dt-level dt-level--${slug(level.level)}">${level.level}</span> at least ${level.minimum}:1, for ${level.meaning}</li>`)}
<li><span class="dt-level dt-level--fail">Fail</span> below 3:1: decoration only</li>
</ul>
${groups.map(([group, tokens]) => html`${subheading('colour', group, group === 'other' ? 'Other colours' : label(group))}
<ul class="dt-grid dt-grid--colours">
${tokens.map((entry) => swatch(entry, surfaces, context))}
</ul>`)}
${inUse}`;
  },
};

type ShownSurface = Surface & { value: string; className: string };

function swatch(entry: TokenEntry, surfaces: ShownSurface[], context: SectionContext): Markup {
  const translucent = /rgba|hsla|#[0-9a-f]{8}$|#[0-9a-f]{4}$/i.test(entry.css);
  return html`<li class="dt-card dt-colour ${context.classes.for(entry)}">
<div class="dt-colour__swatch${translucent ? ' dt-colour__swatch--translucent' : ''}"></div>
<div class="dt-colour__body">
${tokenFacts(entry)}
<table class="dt-contrast">
<caption class="visually-hidden">Contrast of ${entry.id} on each surface</caption>
<thead class="visually-hidden"><tr><th scope="col">Surface</th><th scope="col">Contrast ratio</th><th scope="col">WCAG level</th></tr></thead>
<tbody>
${surfaces.map((surface) => contrastRow(surface, contrastOn(entry.css, surface.value)))}
</tbody>
</table>
</div>
</li>`;
}

function contrastRow(surface: ShownSurface, contrast: Contrast | undefined): Markup {
  return html`<tr>
<th scope="row"><span class="dt-sample ${surface.className}" aria-hidden="true"></span>${surface.name}</th>
<td class="dt-ratio">${contrast ? `${contrast.ratio.toFixed(2)}:1` : '–'}</td>
<td>${contrast && html`<span class="dt-level dt-level--${slug(contrast.level)}">${contrast.level}</span>`}</td>
</tr>`;
}

function slug(level: string): string {
  return level.toLowerCase().replace(/\s+/g, '-');
}
