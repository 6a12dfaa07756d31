import type { SectionOf } from '../../content/schema/index.ts';
import { cityStateSeparator, placeName } from '../../content/schema/place-names.ts';
import { locationPath } from '../../shared/model/url-scheme.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedList, LocalizedText } from '../ui/Text.tsx';

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  a: {
    display: 'grid',
    gap: '$1',
    padding: '$4',
    borderRadius: '$md',
    border: '1px solid $borderDefault',
    textDecoration: 'none',
    color: '$textHeading',
    fontWeight: '$semibold',
  },
  'a:hover': { borderColor: '$brandPrimary' },
  span: { fontWeight: '$regular', fontSize: '$xs', color: '$textMuted' },
});

export function LocationListSection({ section }: { section: SectionOf<'locationList'> }) {
  const { content, href, localize, locale } = useSite();
  // Each entry's data read once, and only what the list shows kept: a generated module of
  // thousands of service areas is read an entry at a time (generator/content/content-parts.ts).
  const locations = content.locations.flatMap(({ data }) =>
    data.kind === section.kind
      ? [
          {
            slug: data.slug,
            name: data.name,
            stateCode: data.stateCode,
            leadingIndustries: data.leadingIndustries,
          },
        ]
      : [],
  );
  return (
    <SectionBlock>
      <Container>
        <LocalizedText as={SectionHeading} value={section.heading} />
        <List>
          {locations.map((location) => (
            <li key={location.slug}>
              <a href={href(locationPath(location.slug))}>
                {placeName(
                  { name: localize(location.name).value, stateCode: location.stateCode },
                  cityStateSeparator(locale),
                )}
                <LocalizedList values={location.leadingIndustries.slice(0, 3)} separator=" · " />
              </a>
            </li>
          ))}
        </List>
      </Container>
    </SectionBlock>
  );
}
