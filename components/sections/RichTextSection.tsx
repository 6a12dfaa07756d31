import type { SectionOf } from '../../content/schema/index.ts';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

export const Prose = styled('div', {
  display: 'grid',
  gap: '$4',
  fontSize: '$lg',
  'p, li': { color: '$textBody' },
});

export function RichTextSection({ section }: { section: SectionOf<'richText'> }) {
  return (
    <SectionBlock id={section.id} spacing="compact">
      <Container width="text">
        {section.heading ? <LocalizedText as={SectionHeading} value={section.heading} /> : null}
        <Prose>
          {section.paragraphs.map((paragraph, index) => (
            <LocalizedText key={index} as="p" value={paragraph} inline />
          ))}
        </Prose>
      </Container>
    </SectionBlock>
  );
}
