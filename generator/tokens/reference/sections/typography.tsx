import type { TokenEntry } from '../../build-tokens.ts';
import { NL, Subheading, TokenFacts } from '../parts.tsx';
import type { ReferenceSection, SectionContext, SectionProps } from '../section.ts';
import { formatPx, toPx } from '../units.ts';

/**
 * Font families, the type scale set in both brand fonts (text and display),
 * weights and line heights. Arabic pages fall back to Noto Sans Arabic inside
 * the same families, so the Arabic sample uses the text family too.
 */
const TEXT_FAMILY = 'font.family.body';
const DISPLAY_FAMILY = 'font.family.display';
const PANGRAM = 'Sphinx of black quartz, judge my vow.';
const ARABIC_SAMPLE = 'نصمم ونبني برمجيات مخصصة تنمو مع أعمالك.';
const LEADING_SAMPLE =
  'We design, build and run custom software for companies that have outgrown off-the-shelf tools, from the first ' +
  'workshop to the hundredth release.';

export const typographySection: ReferenceSection = {
  id: 'typography',
  title: 'Typography',
  claims: (entry) =>
    entry.path[0] === 'font' || entry.type === 'fontFamily' || entry.type === 'fontWeight',
  Body: Typography,
};

function Typography({ entries, context }: SectionProps) {
  const of = (type: TokenEntry['type'], segment?: string) =>
    entries.filter((entry) => entry.type === type && (!segment || entry.path.includes(segment)));
  const families = of('fontFamily');
  const sizes = of('dimension', 'size');
  const weights = of('fontWeight');
  const lineHeights = of('number', 'line-height');
  const shown = new Set([...families, ...sizes, ...weights, ...lineHeights]);
  const rest = entries.filter((entry) => !shown.has(entry));
  return (
    <>
      <p className="dt-lead">
        Text is set in the text family, headings (h1 and h2) in the display family. Sizes are in
        rem, so they follow the visitor's browser font size; pixel values assume the default 16 px.
      </p>
      {NL}
      {families.length > 0 && (
        <>
          <Subheading section="typography" name="families">
            Families
          </Subheading>
          {NL}
          <ul className="dt-grid dt-grid--wide">
            {NL}
            {families.map((entry) => (
              <FamilyCard key={entry.id} entry={entry} context={context} />
            ))}
            {NL}
            <ArabicCard context={context} />
            {NL}
          </ul>
        </>
      )}
      {NL}
      {sizes.length > 0 && (
        <>
          <Subheading section="typography" name="scale">
            Type scale
          </Subheading>
          {NL}
          <ol className="dt-rows">
            {NL}
            {sizes.map((entry) => (
              <SizeRow key={entry.id} entry={entry} context={context} />
            ))}
            {NL}
          </ol>
        </>
      )}
      {NL}
      {weights.length > 0 && (
        <>
          <Subheading section="typography" name="weights">
            Weights
          </Subheading>
          {NL}
          <ul className="dt-rows">
            {NL}
            {weights.map((entry) => (
              <WeightRow key={entry.id} entry={entry} context={context} />
            ))}
            {NL}
          </ul>
        </>
      )}
      {NL}
      {lineHeights.length > 0 && (
        <>
          <Subheading section="typography" name="line-heights">
            Line heights
          </Subheading>
          {NL}
          <ul className="dt-grid dt-grid--wide">
            {NL}
            {lineHeights.map((entry) => (
              <LeadingCard key={entry.id} entry={entry} context={context} />
            ))}
            {NL}
          </ul>
        </>
      )}
      {NL}
      {rest.length > 0 && (
        <>
          <Subheading section="typography" name="more">
            More typography tokens
          </Subheading>
          {NL}
          <ul className="dt-grid">
            {rest.map((entry) => (
              <li key={entry.id} className="dt-card">
                <TokenFacts entry={entry} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FamilyCard({ entry, context }: { entry: TokenEntry; context: SectionContext }) {
  const role =
    entry.id === TEXT_FAMILY ? 'Text' : entry.id === DISPLAY_FAMILY ? 'Headings' : undefined;
  return (
    <li className={`dt-card dt-family ${context.classes.for(entry)}`}>
      {NL}
      <p className="dt-family__specimen" aria-hidden="true">
        Aa
      </p>
      {NL}
      <p className="dt-family__name">
        {firstName(entry) ?? entry.id}
        {role && (
          <>
            {' '}
            <span className="dt-tag">{role}</span>
          </>
        )}
      </p>
      {NL}
      <p className="dt-family__sample">{PANGRAM}</p>
      {NL}
      <TokenFacts entry={entry} />
      {NL}
    </li>
  );
}

/** Arabic text in the text family: the browser takes Noto Sans Arabic from the stack for Arabic letters. */
function ArabicCard({ context }: { context: SectionContext }) {
  const text = context.byId.get(TEXT_FAMILY);
  if (!text) return null;
  const arabic = Array.isArray(text.authored)
    ? text.authored.find((name): name is string => typeof name === 'string' && /arabic/i.test(name))
    : undefined;
  return (
    <li className={`dt-card dt-family ${context.classes.for(text)}`}>
      {NL}
      <p className="dt-family__specimen" lang="ar" dir="rtl" aria-hidden="true">
        أب
      </p>
      {NL}
      <p className="dt-family__name">
        {arabic ?? 'Arabic'} <span className="dt-tag">Arabic</span>
      </p>
      {NL}
      <p className="dt-family__sample" lang="ar" dir="rtl">
        {ARABIC_SAMPLE}
      </p>
      {NL}
      <p className="dt-description">
        Arabic pages use the same families: their Arabic letters come from{' '}
        {arabic ?? 'the Arabic font in the stack'}, next in <code>{text.id}</code>.
      </p>
      {NL}
    </li>
  );
}

function SizeRow({ entry, context }: { entry: TokenEntry; context: SectionContext }) {
  const px = toPx(entry.css);
  const text = context.byId.get(TEXT_FAMILY);
  const display = context.byId.get(DISPLAY_FAMILY);
  return (
    <li className={`dt-row dt-type ${context.classes.for(entry)}`}>
      {NL}
      <div className="dt-row__facts">
        <TokenFacts
          entry={entry}
          value={px === undefined ? entry.css : `${entry.css} · ${formatPx(px)}`}
        />
      </div>
      {NL}
      <div className="dt-type__samples">
        {NL}
        {text && (
          <div className="dt-type__sample dt-type__sample--text">
            <p className="dt-type__font">{firstName(text)}</p>
            <p className="dt-type__text">Software that grows with you</p>
          </div>
        )}
        {NL}
        {display && (
          <div className="dt-type__sample dt-type__sample--display">
            <p className="dt-type__font">{firstName(display)}</p>
            <p className="dt-type__text">Software that grows with you</p>
          </div>
        )}
        {NL}
      </div>
      {NL}
    </li>
  );
}

function WeightRow({ entry, context }: { entry: TokenEntry; context: SectionContext }) {
  return (
    <li className={`dt-row ${context.classes.for(entry)}`}>
      <div className="dt-row__facts">
        <TokenFacts entry={entry} />
      </div>
      <p className="dt-weight-sample">
        {firstName(context.byId.get(TEXT_FAMILY)) ?? 'Text'} {entry.css}: {PANGRAM}
      </p>
    </li>
  );
}

function LeadingCard({ entry, context }: { entry: TokenEntry; context: SectionContext }) {
  return (
    <li className={`dt-card dt-leading ${context.classes.for(entry)}`}>
      <TokenFacts entry={entry} />
      <p className="dt-leading-sample">{LEADING_SAMPLE}</p>
    </li>
  );
}

/** The family a stack asks for first: `["Montserrat", …]` → "Montserrat". */
function firstName(entry: TokenEntry | undefined): string | undefined {
  if (!entry) return undefined;
  const names = Array.isArray(entry.authored) ? entry.authored : [entry.authored];
  return typeof names[0] === 'string' ? names[0] : undefined;
}
