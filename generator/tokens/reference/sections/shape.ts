import type { TokenEntry } from '../../build-tokens.ts';
import { html, type Markup } from '../markup.ts';
import { subheading, tokenFacts } from '../parts.ts';
import type { ReferenceSection, SectionContext } from '../section.ts';

/** Corner radii and elevation shadows, each on a sample card. */
export const shapeSection: ReferenceSection = {
  id: 'radii-shadows',
  title: 'Radii and shadows',
  claims: (entry) => entry.path[0] === 'radius' || entry.type === 'shadow',
  render: (entries, context) => {
    const radii = entries.filter((entry) => entry.type !== 'shadow');
    const shadows = entries.filter((entry) => entry.type === 'shadow');
    return html`${radii.length > 0 && html`${subheading('radii-shadows', 'radii', 'Radii')}
<ul class="dt-grid">
${radii.map((entry) => html`<li class="dt-card dt-radius ${context.classes.for(entry)}"><div class="dt-radius__sample"></div>${tokenFacts(entry)}</li>`)}
</ul>`}
${shadows.length > 0 && html`${subheading('radii-shadows', 'shadows', 'Shadows')}
<ul class="dt-grid">
${shadows.map((entry) => shadowCard(entry, context))}
</ul>`}`;
  },
};

function shadowCard(entry: TokenEntry, context: SectionContext): Markup {
  const layers = (Array.isArray(entry.authored) ? entry.authored : [entry.authored]).filter((layer): layer is Record<string, unknown> => typeof layer === 'object' && layer !== null);
  return html`<li class="dt-card dt-shadow ${context.classes.for(entry)}">
<div class="dt-shadow__stage"><div class="dt-shadow__sample"></div></div>
${tokenFacts(entry)}
${layers.map(
  (layer) => html`<dl class="dt-facts dt-facts--inline">
${['offsetX', 'offsetY', 'blur', 'spread', 'color'].map((key) => html`<div><dt>${key === 'offsetX' ? 'x' : key === 'offsetY' ? 'y' : key}</dt><dd>${String(layer[key] ?? '–')}</dd></div>`)}
</dl>`,
)}
</li>`;
}
