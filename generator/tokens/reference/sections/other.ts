import { html } from '../markup.ts';
import { tokenFacts } from '../parts.ts';
import type { ReferenceSection } from '../section.ts';

/** Every token no other section shows: a new group in tokens/*.json appears here until it gets a section of its own. */
export const otherSection: ReferenceSection = {
  id: 'other',
  title: 'Other tokens',
  claims: () => true,
  render: (entries) => html`<ul class="dt-grid">
${entries.map((entry) => html`<li class="dt-card">${tokenFacts(entry)}</li>`)}
</ul>`,
};
