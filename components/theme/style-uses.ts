import { sessionCache, type RenderSession } from '../render-session.ts';
import { sheetRuleGroups, type SheetGroup } from './stitches.config.ts';

/**
 * Which styles a server render uses (the page renderer tells from these what a
 * page adds to its batch's sheet: components/server-entry.tsx
 * stylesUsedDuring). Server only: the browser's bundles leave it out.
 */

/** What each running styleUsesDuring collects: every style used, as "<group> <id>". */
const listeners: string[][] = [];

/**
 * The rules Stitches inserted for each style ("<group> <id>") the first time
 * the session's sheet took it: the same style is the same rules on every
 * sheet, so they can be put back into a sheet without the render that used
 * it (restoreStyles).
 */
const STYLE_RULES = sessionCache<string, string[]>('rules of each style as first inserted', []);

/**
 * Stitches asks a group of its sheet whether it holds an id each time a
 * component uses that style, and inserts it when not (the id added, then its
 * rules applied): so a group's `has`, listened to, names every style a render
 * uses, whether the sheet held it already or not, and, with a `session`, its
 * `add` and `apply` tell the session which rules a style is. A reset makes
 * new groups: listen to them again after it.
 */
export function listenToSheet(session?: RenderSession): void {
  const known = session?.store(STYLE_RULES);
  sheetRuleGroups().forEach((group, index) => {
    const { cache } = group;
    cache.has = function (this: Set<string | number>, id: string | number) {
      if (listeners.length > 0) for (const uses of listeners) uses.push(`${index} ${id}`);
      return Set.prototype.has.call(this, id);
    };
    if (!known) return;
    // The rules of the style this group took last, while they are new to the session.
    let taking: string[] | undefined;
    cache.add = function (this: Set<string | number>, id: string | number) {
      const use = `${index} ${id}`;
      taking = known.has(use) ? undefined : [];
      if (taking) known.set(use, taking);
      return Set.prototype.add.call(this, id) as Set<string | number>;
    };
    const apply = group.apply;
    group.apply = (rule) => {
      taking?.push(rule);
      apply(rule);
    };
  });
}
listenToSheet();

/**
 * `work`'s result, and the styles it used ("<group> <id>", in the order of
 * use, repeated as often as used; a style Stitches looked up but never
 * inserted among them).
 */
export function styleUsesDuring<T>(work: () => T): { result: T; uses: string[] } {
  const uses: string[] = [];
  listeners.push(uses);
  try {
    return { result: work(), uses };
  } finally {
    listeners.splice(listeners.indexOf(uses), 1);
  }
}

/**
 * Tells the running styleUsesDuring of `uses` again: a render that takes
 * something rendered earlier on this sheet (the chrome, the global styles)
 * uses its styles without Stitches looking them up.
 */
export function repeatStyleUses(uses: readonly string[]): void {
  for (const listener of listeners) for (const use of uses) listener.push(use);
}

/**
 * Puts the styles of `uses` that the sheet lacks into it, in the order of
 * `uses`, each with the rules the session saw it inserted with first: what
 * rendering again the markup that used them would insert, without the render
 * (a batch's header and footer, rendered for an earlier sheet). False, with
 * nothing inserted, when a style it lacks was never seen inserted (the markup
 * must render again).
 */
export function restoreStyles(uses: readonly string[], session: RenderSession): boolean {
  const known = session.store(STYLE_RULES);
  const groups = sheetRuleGroups();
  const missing: Array<{ group: SheetGroup; id: string; rules: string[] }> = [];
  for (const use of uses) {
    const space = use.indexOf(' ');
    const group = groups[Number(use.slice(0, space))];
    const id = use.slice(space + 1);
    if (!group) return false;
    if (Set.prototype.has.call(group.cache, id)) continue;
    const rules = known.get(use);
    if (!rules) return false;
    missing.push({ group, id, rules });
  }
  for (const { group, id, rules } of missing) {
    // `uses` name a style as often as it was used.
    if (Set.prototype.has.call(group.cache, id)) continue;
    group.cache.add(id);
    for (const rule of rules) group.apply(rule);
  }
  return true;
}
