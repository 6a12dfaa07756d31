import { styled, vars } from '../theme/stitches.config.ts';

export const ButtonLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$newsletterButtonHeight',
  paddingInline: '$5',
  borderRadius: '$pill',
  fontWeight: '$semibold',
  fontSize: '$md',
  textDecoration: 'none',
  border: '2px solid transparent',
  transition: `background-color ${vars.motionFast} ease, color ${vars.motionFast} ease, border-color ${vars.motionFast} ease`,
  variants: {
    tone: {
      primary: {
        backgroundColor: '$brandPrimary',
        color: '$neutral0',
        '&:hover': { backgroundColor: '$brandPrimaryStrong', color: '$neutral0' },
      },
      secondary: {
        borderColor: '$brandPrimary',
        color: '$brandPrimary',
        '&:hover': { backgroundColor: '$brandPrimarySoft' },
      },
      onDark: {
        backgroundColor: '$brandAccent',
        color: '$brandInk',
        '&:hover': { backgroundColor: '$neutral0', color: '$brandInk' },
      },
      ghostOnDark: {
        borderColor: '$textOnDarkMuted',
        color: '$textOnDark',
        '&:hover': { borderColor: '$neutral0', color: '$neutral0' },
      },
    },
  },
  defaultVariants: { tone: 'primary' },
});
