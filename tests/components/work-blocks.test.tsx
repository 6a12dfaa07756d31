// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CaseStudyPage } from '../../components/pages/CaseStudyPage.tsx';
import type { CaseStudy } from '../../content/schema/index.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { realContent } from '../support/content.ts';
import { renderWithSite } from '../support/render-with-site.tsx';

let content: Content;
let study: CaseStudy;
const english = (value: string | { en: string }) => (typeof value === 'string' ? value : value.en);

beforeAll(() => {
  content = realContent();
  study = content.caseStudies.find((entry) => entry.data.slug === 'shyft')!.data;
});
afterEach(cleanup);

const block = <T extends CaseStudy['blocks'][number]['type']>(type: T) =>
  study.blocks.find((candidate) => candidate.type === type) as Extract<
    CaseStudy['blocks'][number],
    { type: T }
  >;

describe('case-study blocks (SPEC §2: hero, goal, services, projects, testimonial, image)', () => {
  it('renders the hero as the page heading with its facts and artwork', () => {
    renderWithSite(<CaseStudyPage study={study} />, { content, path: '/work/shyft' });
    const hero = block('hero');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(english(hero.heading));
    expect(screen.getByText(String(hero.year))).toBeTruthy();
    expect(screen.getByRole('img', { name: english(hero.image.alt) })).toBeTruthy();
  });

  it('renders the goal with challenge, goal and measurable outcomes', () => {
    const { container } = renderWithSite(<CaseStudyPage study={study} />, {
      content,
      path: '/work/shyft',
    });
    const article = within(container.querySelector('article')!);
    const goal = block('goal');
    expect(article.getAllByRole('heading', { name: english(goal.heading) }).length).toBeGreaterThan(
      0,
    );
    expect(article.getByText(english(goal.challenge))).toBeTruthy();
    expect(article.getByText(english(goal.goal))).toBeTruthy();
    for (const outcome of goal.outcomes)
      expect(article.getByText(english(outcome.value))).toBeTruthy();
  });

  it('links each service to its page and lists every project', () => {
    const { container } = renderWithSite(<CaseStudyPage study={study} />, {
      content,
      path: '/work/shyft',
    });
    const article = within(container.querySelector('article')!);
    for (const item of block('services').items.filter((entry) => entry.path)) {
      expect(article.getByRole('link', { name: english(item.name) }).getAttribute('href')).toBe(
        item.path,
      );
    }
    for (const item of block('projects').items)
      expect(article.getByRole('heading', { name: english(item.title) })).toBeTruthy();
  });

  it('quotes the testimonial with its author', () => {
    const { container } = renderWithSite(<CaseStudyPage study={study} />, {
      content,
      path: '/work/shyft',
    });
    const testimonial = block('testimonial');
    const figure = container.querySelector('figure blockquote')!.closest('figure')!;
    expect(within(figure).getByText(testimonial.author)).toBeTruthy();
    expect(figure.querySelector('blockquote')!.textContent).toBe(english(testimonial.quote));
  });

  it('marks untranslated blocks lang="en" on Arabic pages and keeps translated ones in Arabic', () => {
    // The goal's challenge as an editor leaves it before translation: English only.
    const goal = block('goal');
    const untranslated: CaseStudy = {
      ...study,
      blocks: study.blocks.map((candidate) =>
        candidate === goal ? { ...goal, challenge: english(goal.challenge) } : candidate,
      ),
    };
    const { container } = renderWithSite(<CaseStudyPage study={untranslated} />, {
      content,
      locale: 'ar',
      path: '/work/shyft',
    });
    const hero = block('hero');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(typeof hero.heading === 'object' && hero.heading.ar).toBeTruthy();
    expect(heading.textContent).toBe((hero.heading as { ar: string }).ar);
    expect(heading.getAttribute('lang')).toBeNull();
    const challenge = container.querySelector('p[lang="en"]');
    expect(challenge?.textContent).toBe(english(goal.challenge));
    expect(challenge?.getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('article')!.querySelectorAll('[lang="en"]')).toHaveLength(1);
  });
});
