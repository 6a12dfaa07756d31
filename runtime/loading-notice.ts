/** SPEC §9: a page-load delay notice appears after 1000 ms of loading. */
export const LOAD_DELAY_NOTICE_MS = 1000;

/**
 * Shows a polite status message when the page is still loading after the
 * delay, and removes it once loading finishes. Returns a function that cancels it.
 */
export function watchLoadDelay(doc: Document, message: string, delay = LOAD_DELAY_NOTICE_MS): () => void {
  let notice: HTMLElement | undefined;
  const remove = () => {
    notice?.remove();
    notice = undefined;
  };
  const timer = window.setTimeout(() => {
    if (doc.readyState === 'complete') return;
    notice = doc.createElement('div');
    notice.className = 'load-delay-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = message;
    doc.body.append(notice);
  }, delay);
  const onLoad = () => {
    window.clearTimeout(timer);
    remove();
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    onLoad();
  };
}
