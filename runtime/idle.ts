/** Runs `work` when the browser is idle (or after a short timeout where requestIdleCallback is missing). */
export function whenIdle(work: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 200);
}
