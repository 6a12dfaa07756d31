import { styled } from '../theme/stitches.config.ts';

export const SectionBlock = styled('section', {
  paddingBlock: '$7',
  '@tabletUp': { paddingBlock: '$8' },
  variants: {
    tone: {
      plain: {},
      subtle: { backgroundColor: '$surfaceSubtle' },
      tinted: { backgroundColor: '$brandPrimarySoft' },
      dark: {
        backgroundColor: '$surfaceDark',
        color: '$textOnDark',
        'h2, h3': { color: '$textOnDark' },
        '& :focus-visible': { outlineColor: '$focusOnDark' },
      },
    },
    /** compact: a closing list or aside, the same padding at every width (variants, not a css prop: Stitches hashes a css prop on every render). */
    spacing: { regular: {}, compact: { paddingBlock: '$7' } },
  },
  defaultVariants: { tone: 'plain', spacing: 'regular' },
});

export const SectionHeading = styled('h2', {
  fontSize: '$3xl',
  marginBlockEnd: '$4',
  '@tabletUp': { fontSize: '$4xl' },
  variants: {
    size: { regular: {}, compact: { fontSize: '$2xl' } },
  },
  defaultVariants: { size: 'regular' },
});

export const Lead = styled('p', {
  fontSize: '$lg',
  color: '$textMuted',
  maxWidth: '$text',
  marginBlockEnd: '$7',
});

export const Eyebrow = styled('p', {
  fontSize: '$xs',
  fontWeight: '$bold',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: '$brandPrimary',
  marginBlockEnd: '$3',
});

export const CardGrid = styled('div', {
  display: 'grid',
  gap: '$5',
  gridTemplateColumns: '1fr',
  '@tabletUp': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@desktopUp': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

export const Card = styled('article', {
  backgroundColor: '$surfacePage',
  border: '1px solid $borderDefault',
  borderRadius: '$md',
  padding: '$6',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  h3: { fontSize: '$lg' },
  'h3 a': { color: '$textHeading', textDecoration: 'none' },
  'h3 a:hover': { color: '$brandPrimary', textDecoration: 'underline' },
  p: { color: '$textMuted', fontSize: '$sm' },
});
