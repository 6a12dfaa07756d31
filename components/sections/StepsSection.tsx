import type { SectionOf } from '../../content/schema/index.ts';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { Lead, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

const List = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$5',
  counterReset: 'step',
  '@tabletUp': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@desktopUp': { gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' },
  li: {
    counterIncrement: 'step',
    display: 'grid',
    gap: '$2',
    alignContent: 'start',
    paddingBlockStart: '$4',
    borderBlockStart: '2px solid $brandPrimary',
  },
  'li::before': {
    content: 'counter(step, decimal-leading-zero)',
    fontWeight: '$bold',
    color: '$brandPrimary',
    fontSize: '$sm',
  },
  h3: { fontSize: '$lg' },
  p: { color: '$textMuted', fontSize: '$sm' },
});

export function StepsSection({ section }: { section: SectionOf<'steps'> }) {
  return (
    <SectionBlock id={section.id}>
      <Container>
        <LocalizedText as={SectionHeading} value={section.heading} />
        {section.intro ? <LocalizedText as={Lead} value={section.intro} inline /> : null}
        <List>
          {section.items.map((item, index) => (
            <li key={index}>
              <LocalizedText as="h3" value={item.title} />
              <LocalizedText as="p" value={item.text} inline />
            </li>
          ))}
        </List>
      </Container>
    </SectionBlock>
  );
}
