import { NL, TokenFacts } from '../parts.tsx';
import type { ReferenceSection, SectionProps } from '../section.ts';

/** Opacity steps (SPEC §2: content that loads on the client starts faint), shown on the brand colour over a checkerboard. */
export const opacitySection: ReferenceSection = {
  id: 'opacity',
  title: 'Opacity',
  claims: (entry) => entry.path[0] === 'opacity',
  Body: OpacitySteps,
};

function OpacitySteps({ entries, context }: SectionProps) {
  return (
    <>
      <p className="dt-lead">
        Content the browser fills in after the page loads starts faint and turns fully visible when
        it is ready (SPEC §2).
      </p>
      {NL}
      <ul className="dt-grid">
        {NL}
        {entries.map((entry) => (
          <li key={entry.id} className={`dt-card dt-opacity ${context.classes.for(entry)}`}>
            <div className="dt-opacity__stage">
              <div className="dt-opacity__sample"></div>
            </div>
            <TokenFacts entry={entry} />
          </li>
        ))}
        {NL}
      </ul>
    </>
  );
}
