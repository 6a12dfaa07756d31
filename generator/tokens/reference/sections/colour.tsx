import { Fragment } from 'react';
import type { TokenEntry } from '../../build-tokens.ts';
import { contrastOn, LEVELS, type Contrast } from '../contrast.ts';
import { NL, Subheading, TokenFacts } from '../parts.tsx';
import {
  groupBy,
  label,
  type ReferenceSection,
  type SectionContext,
  type SectionProps,
} from '../section.ts';
import { ContrastInUse, pairsInUse } from './contrast-in-use.tsx';

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

type ShownSurface = Surface & { value: string; className: string };

export const colourSection: ReferenceSection = {
  id: 'colour',
  title: 'Colour',
  claims: (entry) => entry.type === 'color',
  Body: Colours,
};

function Colours({ entries, context }: SectionProps) {
  const surfaces = SURFACES.flatMap((surface): ShownSurface[] => {
    const token = surface.token ? context.byId.get(surface.token) : undefined;
    const value = surface.value ?? token?.css;
    if (!value) return [];
    const className = context.classes.custom(`dt-on-${surface.key}`, {
      '--surface': token ? `var(${token.cssVariable})` : value,
    });
    return [{ ...surface, value, className }];
  });
  const inUse = pairsInUse(entries, context);
  return (
    <>
      <p className="dt-lead">
        Each swatch shows the token's contrast ratio on{' '}
        {surfaces.map((surface, index) => (
          <Fragment key={surface.key}>
            {index ? (index === surfaces.length - 1 ? ' and ' : ', ') : ''}
            <strong>{surface.name.toLowerCase()}</strong>
            {surface.token && (
              <>
                {' '}
                (<code>{surface.token}</code>)
              </>
            )}
          </Fragment>
        ))}
        , rated against WCAG 2.2. Translucent colours are measured as they look on each surface.
        {inUse && (
          <>
            {' '}
            Where the components use each colour, and whether that pair passes:{' '}
            <a href="#colour-in-use">contrast in use</a>.
          </>
        )}
      </p>
      {NL}
      <ul className="dt-legend" aria-label="WCAG contrast levels">
        {NL}
        {LEVELS.map((level) => (
          <li key={level.level}>
            <span className={`dt-level dt-level--${slug(level.level)}`}>{level.level}</span> at
            least {level.minimum}:1, for {level.meaning}
          </li>
        ))}
        {NL}
        <li>
          <span className="dt-level dt-level--fail">Fail</span> below 3:1: decoration only
        </li>
        {NL}
      </ul>
      {NL}
      {[...groupBy(entries, 1, 'other')].map(([group, tokens]) => (
        <Fragment key={group}>
          <Subheading section="colour" name={group}>
            {group === 'other' ? 'Other colours' : label(group)}
          </Subheading>
          {NL}
          <ul className="dt-grid dt-grid--colours">
            {NL}
            {tokens.map((entry) => (
              <Swatch key={entry.id} entry={entry} surfaces={surfaces} context={context} />
            ))}
            {NL}
          </ul>
        </Fragment>
      ))}
      {NL}
      {inUse && <ContrastInUse surfaces={inUse} />}
    </>
  );
}

function Swatch({
  entry,
  surfaces,
  context,
}: {
  entry: TokenEntry;
  surfaces: ShownSurface[];
  context: SectionContext;
}) {
  const translucent = /rgba|hsla|#[0-9a-f]{8}$|#[0-9a-f]{4}$/i.test(entry.css);
  return (
    <li className={`dt-card dt-colour ${context.classes.for(entry)}`}>
      {NL}
      <div
        className={`dt-colour__swatch${translucent ? ' dt-colour__swatch--translucent' : ''}`}
      ></div>
      {NL}
      <div className="dt-colour__body">
        {NL}
        <TokenFacts entry={entry} />
        {NL}
        <table className="dt-contrast">
          {NL}
          <caption className="visually-hidden">Contrast of {entry.id} on each surface</caption>
          {NL}
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Surface</th>
              <th scope="col">Contrast ratio</th>
              <th scope="col">WCAG level</th>
            </tr>
          </thead>
          {NL}
          <tbody>
            {NL}
            {surfaces.map((surface) => (
              <ContrastRow
                key={surface.key}
                surface={surface}
                contrast={contrastOn(entry.css, surface.value)}
              />
            ))}
            {NL}
          </tbody>
          {NL}
        </table>
        {NL}
      </div>
      {NL}
    </li>
  );
}

function ContrastRow({
  surface,
  contrast,
}: {
  surface: ShownSurface;
  contrast: Contrast | undefined;
}) {
  return (
    <tr>
      {NL}
      <th scope="row">
        <span className={`dt-sample ${surface.className}`} aria-hidden="true"></span>
        {surface.name}
      </th>
      {NL}
      <td className="dt-ratio">{contrast ? `${contrast.ratio.toFixed(2)}:1` : '–'}</td>
      {NL}
      <td>
        {contrast && (
          <span className={`dt-level dt-level--${slug(contrast.level)}`}>{contrast.level}</span>
        )}
      </td>
      {NL}
    </tr>
  );
}

function slug(level: string): string {
  return level.toLowerCase().replace(/\s+/g, '-');
}
