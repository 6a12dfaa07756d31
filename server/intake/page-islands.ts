import type { HydrationStrategy } from '../../components/islands/Island.tsx';
import type { IslandName } from '../../shared/contracts/islands.ts';

/** One island of a built page: where its markup and its props script are, and the props. */
export interface PageIsland {
  name: IslandName;
  strategy: HydrationStrategy;
  props: Record<string, unknown>;
  /** `html.slice(start, end)` is the island's wrapper and the props script that follows it. */
  start: number;
  end: number;
}

const NAMES: readonly string[] = ['newsletter', 'contact-form'] satisfies IslandName[];
const STRATEGIES: readonly string[] = [
  'visible',
  'idle',
  'interaction',
] satisfies HydrationStrategy[];
const ISLAND_START = /<div data-island="([a-z-]+)" data-hydrate="([a-z]+)"/g;

/**
 * The islands of a page as components/islands/Island.tsx writes them: the
 * wrapper, then `<script type="application/json" data-island-props="…">`.
 * Islands never nest, and the props JSON holds no `<` (serialize-props.ts),
 * so the first `</script>` after the props script's start is its end.
 */
export function islandsIn(html: string): PageIsland[] {
  const islands: PageIsland[] = [];
  for (const match of html.matchAll(ISLAND_START)) {
    const [, name, strategy] = match;
    if (!NAMES.includes(name!) || !STRATEGIES.includes(strategy!)) continue;
    const opening = `<script type="application/json" data-island-props="${name}">`;
    const propsStart = html.indexOf(opening, match.index);
    const propsEnd = propsStart < 0 ? -1 : html.indexOf('</script>', propsStart);
    if (propsEnd < 0) continue;
    const props: unknown = JSON.parse(html.slice(propsStart + opening.length, propsEnd));
    if (typeof props !== 'object' || props === null) continue;
    islands.push({
      name: name as IslandName,
      strategy: strategy as HydrationStrategy,
      props: props as Record<string, unknown>,
      start: match.index,
      end: propsEnd + '</script>'.length,
    });
  }
  return islands;
}
