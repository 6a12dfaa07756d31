import { sheetGroups } from './stitches.config.ts';

/**
 * Which styles a server render uses (the page renderer tells from these what a
 * page adds to its batch's sheet: components/server-entry.tsx
 * stylesUsedDuring). Server only: the browser's bundles leave it out.
 */

/** What each running styleUsesDuring collects: every style used, as "<group> <id>". */
const listeners: string[][] = [];

/**
 * Stitches asks a group of its sheet whether it holds an id each time a
 * component uses that style, and inserts it when not: so a group's `has`,
 * listened to, names every style a render uses, whether the sheet held it
 * already or not. A reset makes new groups: listen to them again after it.
 */
export function listenToSheet(): void {
  sheetGroups().forEach((group, index) => {
    group.has = function (this: Set<string | number>, id: string | number) {
      if (listeners.length > 0) for (const uses of listeners) uses.push(`${index} ${id}`);
      return Set.prototype.has.call(this, id);
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
