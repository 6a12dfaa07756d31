import type { SectionOf } from '../../content/schema/index.ts';
import { useEnglishAttributes, useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { InlineMarkup, LocalizedText } from '../ui/Text.tsx';

export const Prose = styled('div', {
  display: 'grid',
  gap: '$4',
  fontSize: '$lg',
  'p, li': { color: '$textBody' },
});

export function RichTextSection({ section }: { section: SectionOf<'richText'> }) {
  const { localize } = useSite();
  const paragraphs = localize(section.paragraphs);
  const english = useEnglishAttributes();
  return (
    <SectionBlock id={section.id} spacing="compact">
      <Container width="text">
        {section.heading ? <LocalizedText as={SectionHeading} value={section.heading} /> : null}
        <Prose {...(paragraphs.lang ? english : {})}>
          {paragraphs.value.map((paragraph, index) => (
            <p key={index}>
              <InlineMarkup text={paragraph} />
            </p>
          ))}
        </Prose>
      </Container>
    </SectionBlock>
  );
}
