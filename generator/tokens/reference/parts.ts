import type { TokenEntry } from '../build-tokens.ts';
import { REFERENCE } from '../token-types.ts';
import { html, type Markup } from './markup.ts';

/** A token's name, CSS variable, shipped value, alias and description: the facts every row and card shows. */
export function tokenFacts(entry: TokenEntry, options: { value?: string } = {}): Markup {
  const alias = typeof entry.authored === 'string' ? REFERENCE.exec(entry.authored)?.[1] : undefined;
  return html`<p class="dt-name"><code>${entry.id}</code></p>
<dl class="dt-facts">
<div class="dt-fact--css"><dt>CSS</dt><dd><code>var(${entry.cssVariable})</code></dd></div>
<div class="dt-fact--value"><dt>Value</dt><dd>${options.value ?? entry.css}</dd></div>
${alias && html`<div class="dt-fact--alias"><dt>Alias of</dt><dd><code>${alias}</code></dd></div>`}
</dl>
${entry.description && html`<p class="dt-description">${entry.description}</p>`}`;
}

/** A section's subheading with an anchor-friendly id. */
export function subheading(sectionId: string, key: string, text: string): Markup {
  return html`<h3 class="dt-subheading" id="${sectionId}-${key.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}">${text}</h3>`;
}
