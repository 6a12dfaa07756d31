// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WorkTogetherButton } from '../../components/cta/WorkTogetherButton.tsx';
import { getCssText } from '../../components/theme/stitches.config.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { realContent } from '../support/content.ts';
import { renderWithSite } from '../support/render-with-site.tsx';

let content: Content;
beforeAll(() => {
  content = realContent();
});
afterEach(cleanup);

describe('WorkTogetherButton (SPEC §1, §9)', () => {
  it('has the id workTogetherCTA and the default label, and works as a plain link without JavaScript', () => {
    renderWithSite(<WorkTogetherButton />, { content });
    const cta = screen.getByRole('link', { name: "Let's work together" });
    expect(cta.id).toBe('workTogetherCTA');
    expect(cta.getAttribute('href')).toBe('/contact-us');
  });

  it('is sized and animated from tokens, and only animates when motion is allowed', () => {
    renderWithSite(<WorkTogetherButton />, { content });
    // In jsdom Stitches reads its rules back from the CSSOM, which adds whitespace: compare without it.
    const css = getCssText().replace(/\s+/g, '');
    expect(css).toMatch(
      /@media\(min-width:1024px\)\{[^}]*width:var\(--fh-sizes-ctaWidthDesktop\);height:var\(--fh-sizes-ctaHeightDesktop\)/,
    );
    expect(css).toMatch(
      /@media\(min-width:600px\)and\(max-width:1023px\)\{[^}]*width:var\(--fh-sizes-ctaWidthTablet\)/,
    );
    expect(css).toMatch(
      /@media\(prefers-reduced-motion:no-preference\)\{[^}]*animation:[^;}]*var\(--motion-slide-up\)[^;}]*var\(--motion-entry-delay\)/,
    );
  });

  it('links to the localised contact page in other languages', () => {
    renderWithSite(<WorkTogetherButton />, { content, locale: 'ar' });
    const cta = screen.getByRole('link', { name: 'لنعمل معًا' });
    expect(cta.getAttribute('href')).toBe('/ar/contact-us');
  });
});
