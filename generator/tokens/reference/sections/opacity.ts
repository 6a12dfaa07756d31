import { html } from '../markup.ts';
import { tokenFacts } from '../parts.ts';
import type { ReferenceSection } from '../section.ts';

/** Opacity steps (SPEC §2: content that loads on the client starts faint), shown on the brand colour over a checkerboard. */
export const opacitySection: ReferenceSection = {
  id: 'opacity',
  title: 'Opacity',
  claims: (entry) => entry.path[0] === 'opacity',
  render: (entries, context) => html`<p class="dt-lead">Content the browser fills in after the page loads starts faint and turns fully visible when it is ready (SPEC §2).</p>
<ul class="dt-grid">
${entries.map((entry) => html`<li class="dt-card dt-opacity ${context.classes.for(entry)}"><div class="dt-opacity__stage"><div class="dt-opacity__sample"></div></div>${tokenFacts(entry)}</li>`)}
</ul>`,
};

