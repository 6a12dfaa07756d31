import type { SectionOf } from '../../content/schema/index.ts';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

/** Native <details>: keyboard- and screen-reader-friendly without any script. */
const Item = styled('details', {
  borderBlockEnd: '1px solid $borderDefault',
  paddingBlock: '$4',
  summary: {
    cursor: 'pointer',
    fontWeight: '$semibold',
    color: '$textHeading',
    fontSize: '$lg',
    listStylePosition: 'outside',
  },
  p: { marginBlockStart: '$3', color: '$textBody' },
});

export function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  return (
    <SectionBlock>
      <Container width="text">
        <LocalizedText as={SectionHeading} value={section.heading} />
        {section.items.map((item, index) => (
          <Item key={index}>
            <summary>
              <LocalizedText value={item.question} />
            </summary>
            <LocalizedText as="p" value={item.answer} inline />
          </Item>
        ))}
      </Container>
    </SectionBlock>
  );
}
