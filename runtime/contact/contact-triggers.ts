/** What opens the contact dialog: the CTA button and the footer's 'Join the forefront of innovation' action. */
export const CONTACT_TRIGGER_SELECTOR = '#workTogetherCTA, [data-open-contact]';

type DialogModule = typeof import('./contact-dialog-root.tsx');
let loading: Promise<DialogModule> | undefined;
const loadDialog = () => (loading ??= import('./contact-dialog-root.tsx'));

/**
 * The triggers are real links to the contact page (they work without
 * JavaScript). With JavaScript, a click opens the dialog instead; its code is
 * fetched on the first hover or focus of a trigger, or on the click itself.
 */
export function enhanceContactTriggers(root: Document): void {
  const triggerOf = (event: Event) =>
    (event.target as Element | null)?.closest?.<HTMLElement>(CONTACT_TRIGGER_SELECTOR) ?? null;
  const warm = (event: Event) => {
    if (triggerOf(event)) void loadDialog().catch(() => undefined);
  };
  root.addEventListener('pointerover', warm, { passive: true });
  root.addEventListener('focusin', warm);
  // A link answers Enter only; a trigger that opens a dialog behaves as a button, so Space opens it too
  // (issue 6 item 4) instead of scrolling the page.
  root.addEventListener('keydown', (event) => {
    const trigger = event.key === ' ' ? triggerOf(event) : null;
    if (!trigger || event.repeat) return;
    event.preventDefault();
    trigger.click();
  });
  root.addEventListener('click', (event) => {
    const trigger = triggerOf(event);
    if (
      !trigger ||
      event.defaultPrevented ||
      (event as MouseEvent).button > 0 ||
      (event as MouseEvent).metaKey ||
      (event as MouseEvent).ctrlKey ||
      (event as MouseEvent).shiftKey
    )
      return;
    event.preventDefault();
    loadDialog()
      .then((module) => module.openContactDialog(trigger))
      .catch((error: unknown) => {
        // The dialog's code failed to load: fall back to the contact page the link points to.
        console.error('[contact] dialog failed to load:', error);
        window.location.assign(trigger.getAttribute('href') ?? '/contact-us');
      });
  });
}
