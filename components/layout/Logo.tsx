import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';

const Mark = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: '$display',
  fontSize: '$xl',
  svg: { width: '$space$6', height: '$space$6', color: '$brandPrimary' },
  variants: {
    tone: {
      light: { color: '$textHeading' },
      dark: { color: '$textOnDark', svg: { color: '$brandAccent' } },
    },
  },
  defaultVariants: { tone: 'light' },
});

/** The agency's wordmark: a fern frond glyph and the name from content/site.ts. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { content, href } = useSite();
  const name = content.site.data.name;
  return (
    <Mark href={href('/')} tone={tone} aria-label={name}>
      <svg viewBox="0 0 32 32" aria-hidden="true" fill="currentColor">
        <path d="M16 30c0-9 1-15 9-25-1 7-3 11-7 15 3-1 6-1 9 0-4 3-7 4-11 4 0 2 0 4 0 6z" />
        <path d="M15 24C8 23 4 18 3 11c4 2 7 5 9 8-1-5 0-9 2-13 2 5 2 10 1 18z" opacity="0.7" />
      </svg>
      <span aria-hidden="true">{name}</span>
    </Mark>
  );
}
