import type { SectionOf } from '../../content/schema/index.ts';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

const List = styled('dl', {
  display: 'grid',
  gap: '$6',
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@desktopUp': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  // Value above its label, while dt still precedes dd in the markup.
  div: { display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: '$2' },
  dd: {
    margin: 0,
    fontFamily: '$display',
    fontSize: '$4xl',
    color: '$brandAccent',
    lineHeight: '$tight',
  },
  dt: { fontSize: '$sm', color: '$textOnDarkMuted' },
});

export function StatsSection({ section }: { section: SectionOf<'stats'> }) {
  return (
    <SectionBlock tone="dark">
      <Container>
        {section.heading ? <LocalizedText as={SectionHeading} value={section.heading} /> : null}
        <List>
          {section.items.map((item, index) => (
            <div key={index}>
              <LocalizedText as="dt" value={item.label} />
              <LocalizedText as="dd" value={item.value} />
            </div>
          ))}
        </List>
      </Container>
    </SectionBlock>
  );
}
