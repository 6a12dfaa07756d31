import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: whether the page is hydrated changes only once, and React re-renders then. */
const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, true from the render after
 * hydration on. React's own way to let the first client render match the server's
 * (getServerSnapshot), without setting state in an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
