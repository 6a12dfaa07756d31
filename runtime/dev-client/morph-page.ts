import morphdom from 'morphdom';
import { PAGE_HEAD } from '../../shared/contracts/page-head.ts';

export type MorphOutcome = { morphed: true } | { morphed: false; reason: string };

/** The site's scripts in <head>: if they differ, the running code is not the page's any more. */
const scriptsOf = (document: Document) =>
  [...document.head.querySelectorAll('script[src]')]
    .map((script) => script.getAttribute('src'))
    .join('\n');

/** Each island's name and serialised props, in page order (components/islands/Island.tsx). */
const islandsOf = (document: Document) =>
  [...document.querySelectorAll('script[data-island-props]')]
    .map((script) => `${script.getAttribute('data-island-props')} ${script.textContent}`)
    .join('\n');

/**
 * The dev server's live update: brings `current` (the page in the browser) to
 * `next` (the same page, just rebuilt) in place, so the visitor keeps scroll
 * position, focus, open dialogs and what they typed, and nothing is loaded
 * again. Only what the server rendered is touched:
 * - <html lang dir> and the page's own head tags (title, meta, links, JSON-LD);
 * - the body's server-rendered elements, which come first (the runtime appends
 *   its toaster, dialog and announcer after them), morphed by morphdom;
 * - islands are kept as they are: they are hydrated React trees, and their
 *   props did not change (else the page is reloaded instead).
 * When the scripts, the islands or the body's layout changed, it changes
 * nothing and says why: the caller reloads the page.
 */
export function morphPage(current: Document, next: Document): MorphOutcome {
  if (scriptsOf(current) !== scriptsOf(next))
    return { morphed: false, reason: 'the page scripts changed' };
  if (islandsOf(current) !== islandsOf(next))
    return { morphed: false, reason: 'an island or its props changed' };
  const nextBody = [...next.body.children];
  const currentBody = [...current.body.children].slice(0, nextBody.length);
  if (
    currentBody.length !== nextBody.length ||
    nextBody.some((element, index) => currentBody[index]!.tagName !== element.tagName)
  ) {
    return { morphed: false, reason: 'the page layout changed' };
  }

  for (const name of ['lang', 'dir']) {
    const value = next.documentElement.getAttribute(name);
    if (value === null) current.documentElement.removeAttribute(name);
    else current.documentElement.setAttribute(name, value);
  }
  current.head.querySelectorAll(PAGE_HEAD).forEach((element) => element.remove());
  current.head.prepend(
    ...[...next.head.querySelectorAll(PAGE_HEAD)].map((element) =>
      current.importNode(element, true),
    ),
  );
  nextBody.forEach((element, index) => {
    morphdom(currentBody[index]!, element, {
      onBeforeElUpdated: (from) =>
        !(from instanceof HTMLElement && from.dataset.island !== undefined),
    });
  });
  return { morphed: true };
}
