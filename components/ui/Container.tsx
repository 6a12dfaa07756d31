import { styled } from '../theme/stitches.config.ts';

/**
 * Horizontal layout of SPEC §2: a max width per block kind and the 80/64/40/16
 * gutters by screen size. Logical properties keep it right for RTL pages.
 */
export const Container = styled('div', {
  width: '100%',
  marginInline: 'auto',
  paddingInline: '$gutterMobile',
  '@tablet': { paddingInline: '$gutterTablet' },
  '@desktop': { paddingInline: '$gutterDesktop' },
  '@largeDesktopUp': { paddingInline: '$gutterLargeDesktop' },
  variants: {
    width: {
      page: { maxWidth: '$pageWrapper' },
      wrapper: { maxWidth: '$wrapper' },
      content: {
        maxWidth: '$content',
        '@largeDesktopUp': { maxWidth: 'calc($content + 2 * $space$gutterLargeDesktop)' },
      },
      container: { maxWidth: 'calc($container + 2 * $space$gutterTablet)' },
      text: { maxWidth: 'calc($text + 2 * $space$gutterTablet)' },
    },
  },
  defaultVariants: { width: 'content' },
});
