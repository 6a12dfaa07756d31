import { NL, TokenFacts } from '../parts.tsx';
import type { ReferenceSection, SectionProps } from '../section.ts';

/** Every token no other section shows: a new group in tokens/*.json appears here until it gets a section of its own. */
export const otherSection: ReferenceSection = {
  id: 'other',
  title: 'Other tokens',
  claims: () => true,
  Body: OtherTokens,
};

function OtherTokens({ entries }: SectionProps) {
  return (
    <ul className="dt-grid">
      {NL}
      {entries.map((entry) => (
        <li key={entry.id} className="dt-card">
          <TokenFacts entry={entry} />
        </li>
      ))}
      {NL}
    </ul>
  );
}
