import type { ReactNode } from 'react';
import type { TokenEntry } from '../build-tokens.ts';
import { REFERENCE } from '../token-types.ts';

/**
 * A line break between two elements. React writes none of the whitespace in
 * JSX; the page keeps the line breaks it has always had, so its source stays
 * readable in the browser's view-source and its bytes stay stable.
 */
export const NL = '\n';

/** A token's name, CSS variable, shipped value, alias and description: the facts every row and card shows. */
export function TokenFacts({ entry, value }: { entry: TokenEntry; value?: string }) {
  const alias =
    typeof entry.authored === 'string' ? REFERENCE.exec(entry.authored)?.[1] : undefined;
  return (
    <>
      <p className="dt-name">
        <code>{entry.id}</code>
      </p>
      {NL}
      <dl className="dt-facts">
        {NL}
        <div className="dt-fact--css">
          <dt>CSS</dt>
          <dd>
            <code>var({entry.cssVariable})</code>
          </dd>
        </div>
        {NL}
        <div className="dt-fact--value">
          <dt>Value</dt>
          <dd>{value ?? entry.css}</dd>
        </div>
        {NL}
        {alias && (
          <div className="dt-fact--alias">
            <dt>Alias of</dt>
            <dd>
              <code>{alias}</code>
            </dd>
          </div>
        )}
        {NL}
      </dl>
      {NL}
      {entry.description && <p className="dt-description">{entry.description}</p>}
    </>
  );
}

/** A section's subheading with an anchor-friendly id (`section` + its key: "colour-in-use"). */
export function Subheading({
  section,
  name,
  children,
}: {
  section: string;
  name: string;
  children: ReactNode;
}) {
  const slug = name.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
  return (
    <h3 className="dt-subheading" id={`${section}-${slug}`}>
      {children}
    </h3>
  );
}
