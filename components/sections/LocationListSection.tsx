import type { SectionOf } from '../../content/schema/index.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { cityStateSeparator, placeName } from '../../content/schema/place-names.ts';
import { locationPath } from '../../shared/model/url-scheme.ts';
import { useRenderSession, useSite } from '../i18n/site-context.tsx';
import { rememberedReading, sessionCache, type ReadingValue } from '../render-session.ts';
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

type LocationKind = SectionOf<'locationList'>['kind'];
type Location = Content['locations'][number]['data'];
type ListedLocation = Pick<Location, 'slug' | 'name' | 'stateCode' | 'leadingIndustries'>;

/**
 * The service areas of each kind, as the lists show them, gathered once for
 * the list pages of a batch: a list page reads every service area, a generated
 * module of thousands is decoded an entry at a time
 * (generator/content/content-parts.ts), and a page renders in every locale
 * side by side (generator/render/render-order.ts). Each page that takes a kept
 * list records the reads that gathering it made (rememberedReading). Forgotten
 * with the batch's sheet, so no render thread holds thousands of entries'
 * names for the rest of the build.
 */
const LISTED_LOCATIONS = sessionCache<LocationKind, ReadingValue<ListedLocation[]>>(
  'service areas each location list shows',
  ['content', 'stylesheet'],
);

/** Each entry's data read once, and only what the list shows kept. */
function listedLocations(content: Content, kind: LocationKind): ListedLocation[] {
  return content.locations.flatMap(({ data }) =>
    data.kind === kind
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
}

export function LocationListSection({ section }: { section: SectionOf<'locationList'> }) {
  const { content, href, localize, locale } = useSite();
  const locations = rememberedReading(useRenderSession(), LISTED_LOCATIONS, section.kind, () =>
    listedLocations(content, section.kind),
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
