import { describe, expect, it } from 'vitest';
import type { PageLinkReport } from '../../generator/check/links.ts';
import { checkSiteLinks } from '../../generator/check/site-links.ts';

const routes = ['/', '/services/', '/about/', '/blog/'].map((path) => ({
  path,
  locale: 'en' as const,
  source: `content${path}index.ts`,
}));

/** A page's report: its ids and its links to fragments of other pages ("/about#team"). */
function report(
  ids: string,
  fragments: Array<[target: string, fragment: string]> = [],
): PageLinkReport {
  return {
    problems: [],
    ids,
    fragments: fragments.map(([target, fragment]) => ({
      key: `fragment|${target}#${fragment}`,
      source: 'content/index.ts',
      page: '/',
      href: `${target}#${fragment}`,
      target,
      fragment,
    })),
  };
}

const messages = (problems: ReturnType<typeof checkSiteLinks>['problems']) =>
  problems.map((problem) => JSON.stringify(problem));

describe('site link check, incremental (watch mode)', () => {
  const first = [
    report('top', [['/about', 'team']]),
    report('offer'),
    report('team history'),
    report('posts'),
  ];

  it('finds a fragment link broken by an edit of the page it points into, though the linking page did not change', () => {
    const { problems, index } = checkSiteLinks(routes, first, undefined);
    expect(problems).toEqual([]);
    const edited = [...first];
    edited[2] = report('history');
    const incremental = checkSiteLinks(routes, edited, index);
    expect(incremental.problems).toHaveLength(1);
    expect(messages(incremental.problems)).toEqual(
      messages(checkSiteLinks(routes, edited, undefined).problems),
    );
  });

  it('keeps checking a fragment link added since the last whole check when its target changes later', () => {
    const { index } = checkSiteLinks(routes, first, undefined);
    const withLink = [...first];
    withLink[3] = report('posts', [['/services', 'offer']]);
    const second = checkSiteLinks(routes, withLink, index);
    expect(second.problems).toEqual([]);
    expect(second.index.changedSince).toEqual(new Set([3]));
    const targetEdited = [...withLink];
    targetEdited[1] = report('pricing');
    expect(checkSiteLinks(routes, targetEdited, second.index).problems).toHaveLength(1);
  });

  it('looks at nothing again when no report changed, and gives the same verdicts as a whole check', () => {
    const { index } = checkSiteLinks(routes, first, undefined);
    const again = checkSiteLinks(routes, [...first], index);
    expect(again.problems).toEqual([]);
    expect(again.index.byPath).toBe(index.byPath);
    const fixed = [...first];
    fixed[0] = report('top', [['/about', 'history']]);
    expect(checkSiteLinks(routes, fixed, index).problems).toEqual([]);
  });
});

describe('a fragment link to another page', () => {
  it('finds a whole id among the target’s ids, not a part of one', () => {
    const found = (ids: string, fragment: string) =>
      checkSiteLinks(
        routes,
        [report('top', [['/about', fragment]]), report(''), report(ids), report('')],
        undefined,
      ).problems.length === 0;
    expect(found('team', 'team')).toBe(true);
    expect(found('history team', 'team')).toBe(true);
    expect(found('team history', 'history')).toBe(true);
    expect(found('a team b', 'team')).toBe(true);
    expect(found('teams', 'team')).toBe(false);
    expect(found('my-team', 'team')).toBe(false);
    expect(found('team-lead history', 'team')).toBe(false);
    expect(found('', 'team')).toBe(false);
    // A link to a route the build does not have finds no ids.
    expect(
      checkSiteLinks(
        routes,
        [report('top', [['/careers', 'team']]), report(''), report('team'), report('')],
        undefined,
      ).problems,
    ).toHaveLength(1);
  });
});
