import type { TokenEntry } from '../../build-tokens.ts';
import { NL, Subheading, TokenFacts } from '../parts.tsx';
import type { ReferenceSection, SectionContext, SectionProps } from '../section.ts';
import { formatMs, toMs } from '../units.ts';
import { BarRow } from './sizes.tsx';

/**
 * Durations as bars, easings as curves, a replayable preview of the
 * call-to-action entrance, and what reduced motion changes. The preview only
 * plays when opened (no looping motion on the page, WCAG 2.2.2).
 */
export const motionSection: ReferenceSection = {
  id: 'motion',
  title: 'Motion',
  claims: (entry) =>
    entry.path[0] === 'motion' || entry.type === 'duration' || entry.type === 'cubicBezier',
  Body: Motion,
};

function Motion({ entries, context }: SectionProps) {
  const durations = entries.filter((entry) => entry.type === 'duration');
  const easings = entries.filter((entry) => entry.type === 'cubicBezier');
  const rest = entries.filter((entry) => entry.type !== 'duration' && entry.type !== 'cubicBezier');
  const longest = Math.max(...durations.map((entry) => toMs(entry.css) ?? 0));
  return (
    <>
      <div className="dt-note" role="note">
        {NL}
        <p>
          <strong>Reduced motion.</strong> When a visitor's system asks for less motion (
          <code>prefers-reduced-motion: reduce</code>), the site's global styles cut every animation
          and transition to 0.01 ms and drop their delays: content appears in place, already in its
          final state, and these tokens have no visible effect.
        </p>
        {NL}
        <p className="dt-when-reduced">
          Your system asks for reduced motion now: the preview below shows the end state at once.
        </p>
        {NL}
        <p className="dt-when-motion">
          Your system allows motion now: the preview below plays at full length.
        </p>
        {NL}
      </div>
      {NL}
      {durations.length > 0 && (
        <>
          <Subheading section="motion" name="durations">
            Durations
          </Subheading>
          {NL}
          <ol className="dt-rows">
            {NL}
            {durations.map((entry) => (
              <DurationRow key={entry.id} entry={entry} longest={longest} context={context} />
            ))}
            {NL}
          </ol>
        </>
      )}
      {NL}
      {easings.length > 0 && (
        <>
          <Subheading section="motion" name="easings">
            Easing
          </Subheading>
          {NL}
          <ul className="dt-grid dt-grid--wide">
            {NL}
            {easings.map((entry) => (
              <EasingCard key={entry.id} entry={entry} context={context} />
            ))}
            {NL}
          </ul>
        </>
      )}
      {NL}
      <EntrancePreview context={context} />
      {NL}
      {rest.length > 0 && (
        <>
          <Subheading section="motion" name="more">
            Distances
          </Subheading>
          {NL}
          <ol className="dt-rows">
            {NL}
            {rest.map((entry) => (
              <BarRow key={entry.id} entry={entry} context={context} scale="actual" />
            ))}
            {NL}
          </ol>
        </>
      )}
    </>
  );
}

function DurationRow({
  entry,
  longest,
  context,
}: {
  entry: TokenEntry;
  longest: number;
  context: SectionContext;
}) {
  const ms = toMs(entry.css);
  const className = context.classes.for(
    entry,
    ms === undefined || longest <= 0 ? {} : { '--t-share': ms / longest },
  );
  return (
    <li className={`dt-row ${className}`}>
      {NL}
      <div className="dt-row__facts">
        <TokenFacts
          entry={entry}
          value={ms === undefined ? entry.css : `${entry.css} · ${formatMs(ms)}`}
        />
      </div>
      {NL}
      <div className="dt-bar-track">
        <div className="dt-bar dt-bar--share dt-bar--time"></div>
        <span className="dt-bar__label">{ms === undefined ? entry.css : formatMs(ms)}</span>
      </div>
      {NL}
    </li>
  );
}

/** The curve drawn from its control points, x to the right (time), y up (progress). */
function EasingCard({ entry, context }: { entry: TokenEntry; context: SectionContext }) {
  const points =
    Array.isArray(entry.authored) && entry.authored.length === 4
      ? (entry.authored as number[])
      : undefined;
  return (
    <li className={`dt-card dt-easing ${context.classes.for(entry)}`}>
      {NL}
      {points && <EasingCurve css={entry.css} points={points} />}
      {NL}
      <TokenFacts entry={entry} />
      {NL}
    </li>
  );
}

const CURVE_SIZE = 200;

function EasingCurve({ css, points }: { css: string; points: number[] }) {
  const size = CURVE_SIZE;
  const x = (value: number) => (value * size).toFixed(1);
  const y = (value: number) => (size - value * size).toFixed(1);
  const at = (px: number, py: number) => `${x(px)} ${y(py)}`;
  const [x1, y1, x2, y2] = points as [number, number, number, number];
  return (
    <svg
      className="dt-easing__curve"
      viewBox="-10 -40 220 280"
      role="img"
      aria-label={`Easing curve ${css}: progress over time`}
    >
      {NL}
      <rect className="dt-easing__frame" x="0" y="0" width={size} height={size}></rect>
      {NL}
      <line className="dt-easing__handle" x1="0" y1={size} x2={x(x1)} y2={y(y1)}></line>
      {NL}
      <line className="dt-easing__handle" x1={size} y1="0" x2={x(x2)} y2={y(y2)}></line>
      {NL}
      <path
        className="dt-easing__path"
        d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
      ></path>
      {NL}
      <circle className="dt-easing__point" cx={x(x1)} cy={y(y1)} r="5"></circle>
      {NL}
      <circle className="dt-easing__point" cx={x(x2)} cy={y(y2)} r="5"></circle>
      {NL}
      <text className="dt-easing__axis" x="0" y={size + 24}>
        time →
      </text>
      {NL}
      <text className="dt-easing__axis" x="0" y="-14">
        ↑ progress
      </text>
      {NL}
    </svg>
  );
}

/** The call-to-action entrance (SPEC §4, §9) from the motion tokens: replays every time it is opened. */
const PREVIEW_TOKENS = [
  'motion.slide-up',
  'motion.fade-in',
  'motion.entry-delay',
  'motion.easing',
  'motion.slide-distance',
];

function EntrancePreview({ context }: { context: SectionContext }) {
  if (PREVIEW_TOKENS.some((id) => !context.byId.has(id))) return null;
  return (
    <>
      <Subheading section="motion" name="preview">
        Preview
      </Subheading>
      {NL}
      <details className="dt-card dt-preview">
        {NL}
        <summary>Play the call-to-action entrance</summary>
        {NL}
        <p className="dt-description">
          Slides up by <code>motion.slide-distance</code> over <code>motion.slide-up</code> and
          fades in over <code>motion.fade-in</code>, after <code>motion.entry-delay</code>, with{' '}
          <code>motion.easing</code>. Close and open again to replay.
        </p>
        {NL}
        <div className="dt-preview__stage">
          <div className="dt-preview__button">Let's work together</div>
        </div>
        {NL}
      </details>
    </>
  );
}
