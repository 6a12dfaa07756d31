/**
 * Partner and award marks, drawn for this site as inline SVG wordmarks
 * (SPEC §3 Logo item: svg + optional external url). currentColor lets the
 * footer tint them for its dark surface.
 */
function wordmark(line1: string, line2: string, glyph: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 56" width="220" height="56" role="img" aria-hidden="true" fill="currentColor">',
    glyph,
    `<text x="64" y="25" font-family="Montserrat, sans-serif" font-size="15" font-weight="700">${line1}</text>`,
    `<text x="64" y="43" font-family="Montserrat, sans-serif" font-size="11" font-weight="600" opacity="0.8">${line2}</text>`,
    '</svg>',
  ].join('');
}

const cloud =
  '<path d="M16 40h28a10 10 0 0 0 0-20 14 14 0 0 0-27-2A11 11 0 0 0 16 40z" fill="none" stroke="currentColor" stroke-width="3"/>';
const hexagon =
  '<path d="M30 8l20 11v22L30 52 10 41V19z" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="30" cy="30" r="6"/>';
const snowflake =
  '<path d="M30 8v44M11 19l38 22M11 41l38-22" stroke="currentColor" stroke-width="3" fill="none"/>';
const laurel =
  '<path d="M30 50c-12-4-18-14-16-28M30 50c12-4 18-14 16-28" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="30" cy="24" r="8"/>';
const star = '<path d="M30 8l6.5 13.5L51 23l-10.5 10L43 48l-13-7-13 7 2.5-15L9 23l14.5-1.5z"/>';
const ribbon =
  '<circle cx="30" cy="22" r="14" fill="none" stroke="currentColor" stroke-width="3"/><path d="M21 33l-5 19 14-7 14 7-5-19"/>';

export const partners = [
  {
    name: 'AWS Partner Network — Select Tier',
    svg: wordmark('AWS Partner', 'Select Tier Services', cloud),
  },
  { name: 'Google Cloud Partner', svg: wordmark('Google Cloud', 'Build Partner', hexagon) },
  { name: 'Snowflake Services Partner', svg: wordmark('Snowflake', 'Services Partner', snowflake) },
];

export const awards = [
  {
    name: 'B2B Leaders 2026: Top Custom Software Developers',
    svg: wordmark('B2B Leaders 2026', 'Top Custom Software', laurel),
  },
  {
    name: 'App Excellence Awards 2025: Healthcare finalist',
    svg: wordmark('App Excellence', 'Healthcare Finalist 2025', star),
  },
  {
    name: 'Growth 500: fastest-growing private companies in Texas',
    svg: wordmark('Growth 500', 'Texas, 2024 and 2025', ribbon),
  },
];
