/** Paths the client-side router never handles: assets, the API, page data, files with an extension (but .html pages). */
const NOT_A_PAGE = /^\/(?:_assets|_dev|api|page-data)\/|\.(?!html$)[a-z0-9]+$/i;

/**
 * The URL to navigate to client-side, or null to let the browser do a normal
 * page load: only a plain left click on a same-origin link to another page.
 */
export function navigableUrl(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
  >,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  current: Pick<Location, 'origin' | 'pathname' | 'search'>,
): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  if (
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.hasAttribute('data-no-router')
  )
    return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || NOT_A_PAGE.test(url.pathname)) return null;
  // A jump within the same page is the browser's job.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return url;
}
