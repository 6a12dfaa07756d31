import type { DefaultToastOptions } from 'react-hot-toast';
import { vars } from '../../theme/stitches.config.ts';

/** SPEC §9: at most 20 toasts at once. */
export const TOAST_LIMIT = 20;

/**
 * SPEC §9 defaults: 4000 ms for blank and error toasts, 2000 ms for success,
 * unlimited for loading; bottom-center; at most 1060 px wide. Colours come
 * from tokens; errors show in red (SPEC §3).
 */
export const toastOptions: DefaultToastOptions = {
  duration: 4000,
  style: {
    maxWidth: vars.componentToastMaxWidth,
    fontFamily: vars.fontFamilyBody,
    fontSize: vars.fontSizeSm,
    color: vars.colorTextHeading,
    background: vars.colorSurfacePage,
    boxShadow: vars.shadowRaised,
  },
  success: {
    duration: 2000,
    iconTheme: { primary: vars.colorFeedbackSuccess, secondary: vars.colorNeutral0 },
  },
  error: {
    duration: 4000,
    style: { color: vars.colorFeedbackError },
    iconTheme: { primary: vars.colorFeedbackError, secondary: vars.colorNeutral0 },
  },
  loading: { duration: Infinity },
  ariaProps: { role: 'status', 'aria-live': 'polite' },
};
