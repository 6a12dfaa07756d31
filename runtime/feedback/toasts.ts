import toast from 'react-hot-toast';
import type { ErrorDisplay } from '../../shared/contracts/browser-services.ts';

/**
 * The site's toasts (SPEC §8, §9): success, error and info, 4000 ms by default.
 * Toasts wait in react-hot-toast's store, so they can be raised before the
 * <Toaster> root has mounted; the first toast mounts it.
 */
export const PRODUCT_TOAST_DURATION = 4000;

let mounted: Promise<void> | undefined;
function ensureToaster(): void {
  mounted ??= import('./toaster-root.tsx').then((module) => module.mountToaster());
}

export const notify = {
  success(message: string): string {
    ensureToaster();
    return toast.success(message, { duration: PRODUCT_TOAST_DURATION });
  },
  info(message: string): string {
    ensureToaster();
    return toast(message, { duration: PRODUCT_TOAST_DURATION, icon: 'ℹ️' });
  },
  error({ code, message }: ErrorDisplay): string {
    ensureToaster();
    return toast.error(code ? `${code}: ${message}` : message, {
      duration: PRODUCT_TOAST_DURATION,
      className: 'toast-error',
    });
  },
};
