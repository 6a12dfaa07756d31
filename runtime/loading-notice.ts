/** SPEC §9: a page-load delay notice appears after 1000 ms of loading. */
export const LOAD_DELAY_NOTICE_MS = 1000;

/**
 * Shows a polite status message when the page is still loading after the
 * delay, and removes it once loading finishes. Returns a function that cancels it.
 */
export function watchLoadDelay(
  doc: Document,
  message: string,
  delay = LOAD_DELAY_NOTICE_MS,
): () => void {
  const notice = delayedNotice(doc, message, delay, () => doc.readyState !== 'complete');
  window.addEventListener('load', notice.cancel, { once: true });
  return () => {
    window.removeEventListener('load', notice.cancel);
    notice.cancel();
  };
}

/** The notice itself: shown after `delay` if `stillLoading()`; `cancel` clears the timer and removes it. */
export function delayedNotice(
  doc: Document,
  message: string,
  delay = LOAD_DELAY_NOTICE_MS,
  stillLoading: () => boolean = () => true,
) {
  let notice: HTMLElement | undefined;
  const timer = window.setTimeout(() => {
    if (!stillLoading()) return;
    notice = doc.createElement('div');
    notice.className = 'load-delay-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = message;
    doc.body.append(notice);
  }, delay);
  return {
    timer,
    cancel: () => {
      window.clearTimeout(timer);
      notice?.remove();
      notice = undefined;
    },
  };
}
