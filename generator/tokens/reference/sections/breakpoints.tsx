import type { TokenEntry } from '../../build-tokens.ts';
import { mediaQueriesFrom } from '../../media-queries.ts';
import { NL } from '../parts.tsx';
import type { ReferenceSection, SectionContext, SectionProps } from '../section.ts';
import { formatPx, toPx } from '../units.ts';

/**
 * Breakpoints as ranges on one ruler, each with the Stitches media names the
 * generator makes from it (generator/tokens/media-queries.ts): a group with
 * `min` and `max` is one range; any other token is an open-ended min-width.
 */
const RULER_STEP = 400;

interface Range {
  name: string;
  tokens: TokenEntry[];
  from: number;
  /** undefined: no upper end. */
  to: number | undefined;
  medias: Array<[string, string]>;
}

export const breakpointSection: ReferenceSection = {
  id: 'breakpoints',
  title: 'Breakpoints',
  claims: (entry) => entry.path[0] === 'breakpoint',
  Body: Breakpoints,
};

function Breakpoints({ entries, context }: SectionProps) {
  const ranges = rangesOf(entries);
  const widest = Math.max(RULER_STEP, ...ranges.flatMap((range) => [range.from, range.to ?? 0]));
  // Room after the widest value, so an open-ended range still shows as a bar.
  const ruler = (Math.floor(widest / RULER_STEP) + 1) * RULER_STEP;
  const ticks = Array.from({ length: ruler / RULER_STEP + 1 }, (_, index) => index * RULER_STEP);
  const steps = ticks.length - 1;
  return (
    <>
      <p className="dt-lead">
        Each breakpoint becomes a media query in the Stitches theme (<code>@tablet</code>,{' '}
        <code>@tabletUp</code>, …); CSS cannot read variables inside <code>@media</code>, so these
        are the only tokens written into the stylesheet as numbers. rem values count 16 px.
      </p>
      {NL}
      <div className="dt-card dt-ruler-card">
        {NL}
        <div className="dt-ruler" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick}>{tick}</span>
          ))}
        </div>
        {NL}
        <ol
          className={`dt-ranges ${context.classes.custom(`dt-ruler-${steps}`, { '--ruler-steps': String(steps) })}`}
        >
          {NL}
          {ranges.map((range) => (
            <RangeRow key={range.name} range={range} ruler={ruler} context={context} />
          ))}
          {NL}
        </ol>
        {NL}
      </div>
    </>
  );
}

function rangesOf(entries: TokenEntry[]): Range[] {
  const media = mediaQueriesFrom(
    entries.map((entry) => ({ path: entry.path.slice(1), value: entry.css })),
  );
  const groups = new Map<string, TokenEntry[]>();
  for (const entry of entries) {
    const last = entry.path.at(-1);
    const key =
      last === 'min' || last === 'max'
        ? entry.path.slice(1, -1).join('.')
        : entry.path.slice(1).join('.');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups].map(([name, tokens]) => {
    const end = (which: string) => tokens.find((token) => token.path.at(-1) === which);
    const min = end('min');
    const max = end('max');
    const single = !min && !max ? tokens[0] : undefined;
    const from = toPx((min ?? single)?.css ?? '0px') ?? 0;
    const to = max ? toPx(max.css) : undefined;
    const base = camel(name.split('.'));
    const medias = Object.entries(media).filter(
      ([key]) => key === base || key === `${base}Up` || key === `${base}Down`,
    );
    return { name, tokens, from, to, medias };
  });
}

function RangeRow({
  range,
  ruler,
  context,
}: {
  range: Range;
  ruler: number;
  context: SectionContext;
}) {
  const first = range.tokens[0]!;
  const end = range.to ?? ruler;
  const share = {
    '--t-start': range.from / ruler,
    '--t-size': Math.max(end - range.from, ruler / 200) / ruler,
  };
  const className = context.classes.for(first, share, 'range');
  return (
    <li className={`dt-range ${className}`}>
      {NL}
      <div className="dt-range__facts">
        {NL}
        <p className="dt-name">
          <code>breakpoint.{range.name}</code>
        </p>
        {NL}
        <p className="dt-range__values">
          {range.tokens.map((token) => (
            <RangeValue key={token.id} token={token} />
          ))}
        </p>
        {NL}
        <p className="dt-range__media">
          {range.medias.map(([name, query]) => (
            <span key={name}>
              <code>@{name}</code> {query}
            </span>
          ))}
        </p>
        {NL}
      </div>
      {NL}
      <div className="dt-range__track">
        <div
          className={`dt-range__bar${range.to === undefined ? ' dt-range__bar--open' : ''}`}
        ></div>
      </div>
      {NL}
    </li>
  );
}

/** "min <code>48rem</code> (768 px)": which end, the token's value, and its pixels when it is not in px. */
function RangeValue({ token }: { token: TokenEntry }) {
  const px = toPx(token.css);
  const which =
    token.path.at(-1) === 'min' || token.path.at(-1) === 'max' ? `${token.path.at(-1)} ` : '';
  return (
    <span className="dt-range__value">
      {which}
      <code>{token.css}</code>
      {px !== undefined && !token.css.endsWith('px') ? ` (${formatPx(px)})` : ''}
    </span>
  );
}

function camel(parts: string[]): string {
  return parts.join('-').replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}
