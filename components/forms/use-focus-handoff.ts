import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a keyboard user's place when a focused button becomes `disabled`.
 *
 * Browsers drop focus from a disabled element to <body> at the next frame: a visitor who
 * tabbed to the newsletter's Subscribe before its island hydrated (it hydrates disabled
 * while the address is empty), or who pressed it (disabled while sending), was left
 * nowhere, and a screen reader said nothing. Focus goes instead to `target`, the field
 * the visitor must use before the button works again. A layout effect runs after React
 * sets the attribute and before that frame, so the button still holds focus here.
 */
export function useFocusHandoff(
  disabled: boolean,
  button: RefObject<HTMLButtonElement | null>,
  target: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    if (disabled && button.current && button.current === button.current.ownerDocument.activeElement)
      target.current?.focus();
  }, [disabled, button, target]);
}
