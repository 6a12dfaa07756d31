import type { TokenEntry } from '../../build-tokens.ts';
import { NL, Subheading, TokenFacts } from '../parts.tsx';
import type { ReferenceSection, SectionContext, SectionProps } from '../section.ts';

/** Corner radii and elevation shadows, each on a sample card. */
export const shapeSection: ReferenceSection = {
  id: 'radii-shadows',
  title: 'Radii and shadows',
  claims: (entry) => entry.path[0] === 'radius' || entry.type === 'shadow',
  Body: RadiiAndShadows,
};

function RadiiAndShadows({ entries, context }: SectionProps) {
  const radii = entries.filter((entry) => entry.type !== 'shadow');
  const shadows = entries.filter((entry) => entry.type === 'shadow');
  return (
    <>
      {radii.length > 0 && (
        <>
          <Subheading section="radii-shadows" name="radii">
            Radii
          </Subheading>
          {NL}
          <ul className="dt-grid">
            {NL}
            {radii.map((entry) => (
              <li key={entry.id} className={`dt-card dt-radius ${context.classes.for(entry)}`}>
                <div className="dt-radius__sample"></div>
                <TokenFacts entry={entry} />
              </li>
            ))}
            {NL}
          </ul>
        </>
      )}
      {NL}
      {shadows.length > 0 && (
        <>
          <Subheading section="radii-shadows" name="shadows">
            Shadows
          </Subheading>
          {NL}
          <ul className="dt-grid">
            {NL}
            {shadows.map((entry) => (
              <ShadowCard key={entry.id} entry={entry} context={context} />
            ))}
            {NL}
          </ul>
        </>
      )}
    </>
  );
}

/** A shadow layer's properties, under the short names the cards show. */
const LAYER_FACTS = [
  ['offsetX', 'x'],
  ['offsetY', 'y'],
  ['blur', 'blur'],
  ['spread', 'spread'],
  ['color', 'color'],
] as const;

/** A layer's value as authored ('8px', '#10201b14'); a missing one is a dash, any other its JSON. */
function layerFact(value: unknown): string {
  if (value === undefined || value === null) return '–';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The shadow on a sample card, then each of its layers' offsets, blur, spread and colour. */
function ShadowCard({ entry, context }: { entry: TokenEntry; context: SectionContext }) {
  const layers = (Array.isArray(entry.authored) ? entry.authored : [entry.authored]).filter(
    (layer): layer is Record<string, unknown> => typeof layer === 'object' && layer !== null,
  );
  return (
    <li className={`dt-card dt-shadow ${context.classes.for(entry)}`}>
      {NL}
      <div className="dt-shadow__stage">
        <div className="dt-shadow__sample"></div>
      </div>
      {NL}
      <TokenFacts entry={entry} />
      {NL}
      {layers.map((layer, index) => (
        <dl key={index} className="dt-facts dt-facts--inline">
          {NL}
          {LAYER_FACTS.map(([key, name]) => (
            <div key={key}>
              <dt>{name}</dt>
              <dd>{layerFact(layer[key])}</dd>
            </div>
          ))}
          {NL}
        </dl>
      ))}
      {NL}
    </li>
  );
}
