import type { TokenEntry } from '../../build-tokens.ts';
import { html, type Markup } from '../markup.ts';
import { subheading, tokenFacts } from '../parts.ts';
import type { ReferenceSection, SectionContext } from '../section.ts';
import { formatMs, toMs } from '../units.ts';
import { barRow } from './sizes.ts';

/**
 * Durations as bars, easings as curves, a replayable preview of the
 * call-to-action entrance, and what reduced motion changes. The preview only
 * plays when opened (no looping motion on the page, WCAG 2.2.2).
 */
export const motionSection: ReferenceSection = {
  id: 'motion',
  title: 'Motion',
  claims: (entry) => entry.path[0] === 'motion' || entry.type === 'duration' || entry.type === 'cubicBezier',
  render: (entries, context) => {
    const durations = entries.filter((entry) => entry.type === 'duration');
    const easings = entries.filter((entry) => entry.type === 'cubicBezier');
    const rest = entries.filter((entry) => entry.type !== 'duration' && entry.type !== 'cubicBezier');
    const longest = Math.max(...durations.map((entry) => toMs(entry.css) ?? 0));
    return html`<div class="dt-note" role="note">
<p><strong>Reduced motion.</strong> When a visitor's system asks for less motion (<code>prefers-reduced-motion: reduce</code>), the site's global styles cut every animation and transition to 0.01 ms and drop their delays: content appears in place, already in its final state, and these tokens have no visible effect.</p>
<p class="dt-when-reduced">Your system asks for reduced motion now: the preview below shows the end state at once.</p>
<p class="dt-when-motion">Your system allows motion now: the preview below plays at full length.</p>
</div>
${durations.length > 0 && html`${subheading('motion', 'durations', 'Durations')}
<ol class="dt-rows">
${durations.map((entry) => durationRow(entry, longest, context))}
</ol>`}
${easings.length > 0 && html`${subheading('motion', 'easings', 'Easing')}
<ul class="dt-grid dt-grid--wide">
${easings.map((entry) => easingCard(entry, context))}
</ul>`}
${preview(context)}
${rest.length > 0 && html`${subheading('motion', 'more', 'Distances')}
<ol class="dt-rows">
${rest.map((entry) => barRow(entry, context, 'actual'))}
</ol>`}`;
  },
};

function durationRow(entry: TokenEntry, longest: number, context: SectionContext): Markup {
  const ms = toMs(entry.css);
  const className = context.classes.for(entry, ms === undefined || longest <= 0 ? {} : { '--t-share': ms / longest });
  return html`<li class="dt-row ${className}">
<div class="dt-row__facts">${tokenFacts(entry, { value: ms === undefined ? entry.css : `${entry.css} · ${formatMs(ms)}` })}</div>
<div class="dt-bar-track"><div class="dt-bar dt-bar--share dt-bar--time"></div><span class="dt-bar__label">${ms === undefined ? entry.css : formatMs(ms)}</span></div>
</li>`;
}

/** The curve drawn from its control points, x to the right (time), y up (progress). */
function easingCard(entry: TokenEntry, context: SectionContext): Markup {
  const points = Array.isArray(entry.authored) && entry.authored.length === 4 ? (entry.authored as number[]) : undefined;
  const size = 200;
  const at = (x: number, y: number) => `${(x * size).toFixed(1)} ${(size - y * size).toFixed(1)}`;
  return html`<li class="dt-card dt-easing ${context.classes.for(entry)}">
${points && html`<svg class="dt-easing__curve" viewBox="-10 -40 220 280" role="img" aria-label="Easing curve ${entry.css}: progress over time">
<rect class="dt-easing__frame" x="0" y="0" width="${size}" height="${size}"></rect>
<line class="dt-easing__handle" x1="0" y1="${size}" x2="${(points[0]! * size).toFixed(1)}" y2="${(size - points[1]! * size).toFixed(1)}"></line>
<line class="dt-easing__handle" x1="${size}" y1="0" x2="${(points[2]! * size).toFixed(1)}" y2="${(size - points[3]! * size).toFixed(1)}"></line>
<path class="dt-easing__path" d="M${at(0, 0)} C${at(points[0]!, points[1]!)} ${at(points[2]!, points[3]!)} ${at(1, 1)}"></path>
<circle class="dt-easing__point" cx="${(points[0]! * size).toFixed(1)}" cy="${(size - points[1]! * size).toFixed(1)}" r="5"></circle>
<circle class="dt-easing__point" cx="${(points[2]! * size).toFixed(1)}" cy="${(size - points[3]! * size).toFixed(1)}" r="5"></circle>
<text class="dt-easing__axis" x="0" y="${size + 24}">time →</text>
<text class="dt-easing__axis" x="0" y="-14">↑ progress</text>
</svg>`}
${tokenFacts(entry)}
</li>`;
}

/** The call-to-action entrance (SPEC §4, §9) from the motion tokens: replays every time it is opened. */
function preview(context: SectionContext): Markup | undefined {
  const needed = ['motion.slide-up', 'motion.fade-in', 'motion.entry-delay', 'motion.easing', 'motion.slide-distance'].map((id) => context.byId.get(id));
  if (needed.some((entry) => !entry)) return undefined;
  return html`${subheading('motion', 'preview', 'Preview')}
<details class="dt-card dt-preview">
<summary>Play the call-to-action entrance</summary>
<p class="dt-description">Slides up by <code>motion.slide-distance</code> over <code>motion.slide-up</code> and fades in over <code>motion.fade-in</code>, after <code>motion.entry-delay</code>, with <code>motion.easing</code>. Close and open again to replay.</p>
<div class="dt-preview__stage"><div class="dt-preview__button">Let's work together</div></div>
</details>`;
}
