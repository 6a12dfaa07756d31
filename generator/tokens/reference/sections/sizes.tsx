import { Fragment } from 'react';
import type { TokenEntry } from '../../build-tokens.ts';
import { NL, Subheading, TokenFacts } from '../parts.tsx';
import {
  groupBy,
  label,
  type ReferenceSection,
  type SectionContext,
  type SectionProps,
} from '../section.ts';
import { formatPx, toPx } from '../units.ts';

/**
 * Spacing, layout and component sizes as bars. Spacing bars are drawn at
 * their real size (the largest step fits a phone); widths would not, so each
 * group's bars are drawn as a share of its largest value.
 */
export const spacingSection: ReferenceSection = {
  id: 'spacing',
  title: 'Spacing',
  claims: (entry) => entry.path[0] === 'space',
  Body: ({ entries, context }) => (
    <>
      <p className="dt-lead">
        The spacing scale for padding, gaps and margins, drawn at actual size. Components use the
        steps (<code>$4</code> in the Stitches theme, <code>var(--space-4)</code> in CSS), never a
        pixel value of their own.
      </p>
      {NL}
      <ol className="dt-rows">
        {NL}
        {entries.map((entry) => (
          <BarRow key={entry.id} entry={entry} context={context} scale="actual" />
        ))}
        {NL}
      </ol>
    </>
  ),
};

export const layoutSection: ReferenceSection = {
  id: 'layout',
  title: 'Layout',
  claims: (entry) => entry.path[0] === 'layout',
  Body: ({ entries, context }) => (
    <>
      <p className="dt-lead">
        Maximum widths of the page's containers and the horizontal padding (gutter) at each
        breakpoint. Bars are drawn to scale within each group.
      </p>
      {NL}
      <GroupedBars
        section="layout"
        entries={entries}
        context={context}
        titles={{ width: 'Widths', gutter: 'Gutters', other: 'Other layout sizes' }}
      />
    </>
  ),
};

export const componentSection: ReferenceSection = {
  id: 'components',
  title: 'Component sizes',
  claims: (entry) => entry.path[0] === 'component',
  Body: ({ entries, context }) => (
    <>
      <p className="dt-lead">
        Fixed sizes of single components, from SPEC §9. Bars are drawn to scale within each
        component.
      </p>
      {NL}
      <GroupedBars
        section="components"
        entries={entries}
        context={context}
        titles={{ cta: 'Call to action', other: 'Other components' }}
      />
    </>
  ),
};

function GroupedBars({
  section,
  entries,
  context,
  titles,
}: SectionProps & { section: string; titles: Record<string, string> }) {
  return [...groupBy(entries, 1, 'other')].map(([group, tokens]) => {
    const scale = Math.max(...tokens.map((token) => toPx(token.css) ?? 0));
    return (
      <Fragment key={group}>
        <Subheading section={section} name={group}>
          {titles[group] ?? label(group)}
        </Subheading>
        {NL}
        <ol className="dt-rows">
          {NL}
          {tokens.map((entry) => (
            <BarRow key={entry.id} entry={entry} context={context} scale={scale} />
          ))}
          {NL}
        </ol>
      </Fragment>
    );
  });
}

/** One token with a bar: at its own size ('actual'), or as a share of `scale` pixels. */
export function BarRow({
  entry,
  context,
  scale,
}: {
  entry: TokenEntry;
  context: SectionContext;
  scale: number | 'actual';
}) {
  const px = toPx(entry.css);
  const share =
    scale === 'actual' || px === undefined || scale <= 0 ? undefined : Math.max(0, px / scale);
  const className = context.classes.for(entry, share === undefined ? {} : { '--t-share': share });
  const value =
    px === undefined || /px$/.test(entry.css) ? entry.css : `${entry.css} · ${formatPx(px)}`;
  return (
    <li className={`dt-row ${className}`}>
      {NL}
      <div className="dt-row__facts">
        <TokenFacts entry={entry} value={value} />
      </div>
      {NL}
      <div className="dt-bar-track">
        <div className={`dt-bar ${share === undefined ? 'dt-bar--actual' : 'dt-bar--share'}`}></div>
        <span className="dt-bar__label">{px === undefined ? entry.css : formatPx(px)}</span>
      </div>
      {NL}
    </li>
  );
}
