import type { SectionOf } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { Card, CardGrid, Lead, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

const Marker = styled('span', {
  display: 'block',
  width: '$space$6',
  height: '$space$1',
  borderRadius: '$pill',
  backgroundColor: '$brandPrimary',
});

export function FeaturesSection({ section }: { section: SectionOf<'features'> }) {
  const { href } = useSite();
  return (
    <SectionBlock id={section.id} tone="subtle">
      <Container>
        <LocalizedText as={SectionHeading} value={section.heading} />
        {section.intro ? <LocalizedText as={Lead} value={section.intro} inline /> : null}
        <CardGrid>
          {section.items.map((item, index) => (
            <Card key={index}>
              <Marker aria-hidden="true" />
              <h3>
                {item.href ? (
                  <LocalizedText as="a" href={href(item.href)} value={item.title} />
                ) : (
                  <LocalizedText value={item.title} />
                )}
              </h3>
              <LocalizedText as="p" value={item.text} inline />
            </Card>
          ))}
        </CardGrid>
      </Container>
    </SectionBlock>
  );
}
