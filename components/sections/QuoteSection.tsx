import type { Localized } from '../../content/schema/index.ts';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { SectionBlock } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

const Figure = styled('figure', {
  margin: 0,
  display: 'grid',
  gap: '$5',
  blockquote: {
    margin: 0,
    fontFamily: '$display',
    fontSize: '$2xl',
    lineHeight: '$snug',
    color: '$textHeading',
    '@tabletUp': { fontSize: '$3xl' },
  },
  'blockquote::before': {
    content: '"“"',
    display: 'block',
    color: '$brandPrimary',
    fontSize: '$5xl',
    lineHeight: 1,
    height: '0.5em',
  },
  figcaption: { fontSize: '$sm', color: '$textMuted' },
  strong: { display: 'block', color: '$textHeading', fontSize: '$md' },
});

/** A client's words; shared by page quote sections and case-study testimonials. */
export function Testimonial({
  quote,
  author,
  role,
}: {
  quote: Localized<string>;
  author: string;
  role: Localized<string>;
}) {
  return (
    <SectionBlock tone="tinted">
      <Container width="text">
        <Figure>
          <LocalizedText as="blockquote" value={quote} />
          <figcaption>
            <strong>{author}</strong>
            <LocalizedText value={role} />
          </figcaption>
        </Figure>
      </Container>
    </SectionBlock>
  );
}
