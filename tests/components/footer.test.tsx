// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isLastServiceAreaGroup } from '../../components/layout/FooterLinkGroups.tsx';
import { PageShell } from '../../components/layout/PageShell.tsx';
import { SiteFooter } from '../../components/layout/SiteFooter.tsx';
import type { Content } from '../../shared/model/content-graph.ts';
import { realContent } from '../support/content.ts';
import { renderWithSite } from '../support/render-with-site.tsx';

let content: Content;
beforeAll(() => {
  content = realContent();
});
afterEach(cleanup);

describe('SiteFooter (SPEC §1–2)', () => {
  it('has the contact-us anchor, the newsletter panel and its footer_email field labelled E-mail', () => {
    const { container } = renderWithSite(<SiteFooter />, { content });
    expect(container.querySelector('footer')?.id).toBe('contact-us');
    expect(
      screen.getByRole('heading', {
        name: 'Hard-curated insights on AI and software development.',
      }),
    ).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(email.name).toBe('footer_email');
    expect(email.type).toBe('email');
    expect(email.placeholder).toBe('name@company.com');
    const form = email.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect((form.querySelector('input[name="source"]') as HTMLInputElement).value).toBe('footer');
  });

  it('shows the call to action, the HIPAA badge, partners, awards and three social links', () => {
    renderWithSite(<SiteFooter />, { content });
    expect(screen.getByRole('heading', { name: 'Join the forefront of innovation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'We are HIPAA-compliant' })).toBeTruthy();
    expect(screen.getByText('We build enterprise-grade web and mobile applications.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Partners' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Awards' })).toBeTruthy();
    const social = screen.getByRole('list', { name: 'Social media' });
    const hosts = within(social)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href')!).hostname);
    expect(hosts).toEqual(['www.linkedin.com', 'x.com', 'www.instagram.com']);
  });

  it('prints the copyright with the current year', () => {
    renderWithSite(<SiteFooter />, { content, year: 2031 });
    expect(screen.getByText(/© 2031 Fernhill Software LLC/)).toBeTruthy();
  });

  it('lists every link group in order, with 29 cities and 29 states, states last', () => {
    renderWithSite(<SiteFooter />, { content });
    const nav = screen.getByRole('navigation', { name: 'Services and service areas' });
    const groups = within(nav).getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual(
      ['technologies', 'industries', 'design', 'development', 'engagement', 'cities', 'states'].map(
        (id) => `footer-group-${id}`,
      ),
    );
    const count = (id: string) =>
      within(
        groups.find((group) => group.getAttribute('aria-labelledby') === `footer-group-${id}`)!,
      ).getAllByRole('listitem').length;
    expect([
      count('technologies'),
      count('industries'),
      count('design'),
      count('development'),
      count('engagement'),
      count('cities'),
      count('states'),
    ]).toEqual([6, 5, 5, 16, 2, 29, 29]);
    expect(groups.at(-1)!.dataset.lastServiceArea).toBe('true');
    expect(
      within(groups[0]!).getByRole('link', { name: 'Technologies' }).getAttribute('href'),
    ).toBe('/technologies');
  });

  it('treats only the group whose English title contains "states" as the last service-area group', () => {
    const last = content.site.data.footerLinkGroups
      .filter(isLastServiceAreaGroup)
      .map((group) => group.id);
    expect(last).toEqual(['states']);
  });

  it('localises links and texts on German and Arabic pages', () => {
    renderWithSite(<SiteFooter />, { content, locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Wir sind HIPAA-konform' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Technologien' }).getAttribute('href')).toBe(
      '/de/technologies',
    );
    cleanup();
    renderWithSite(<SiteFooter />, { content, locale: 'ar', path: '/about-us' });
    expect(screen.getByRole('link', { name: 'التقنيات' }).getAttribute('href')).toBe(
      '/ar/technologies',
    );
  });

  it('is hidden when page navigation is disabled', () => {
    const { container } = renderWithSite(
      <PageShell navigation={false}>
        <p>content</p>
      </PageShell>,
      { content },
    );
    expect(container.querySelector('footer')).toBeNull();
    expect(container.querySelector('#contact-us')).toBeNull();
  });
});
