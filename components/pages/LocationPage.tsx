import { useTranslation } from '../i18n/use-translation.ts';
import type { Location } from '../../content/schema/index.ts';
import { cityStateSeparator, placeName } from '../../content/schema/place-names.ts';
import { locationPath } from '../../shared/model/url-scheme.ts';
import { findEntry } from '../../shared/model/content-graph.ts';
import { useRenderSession, useSite } from '../i18n/site-context.tsx';
import { remembered, sessionCache } from '../render-session.ts';
import { PageShell } from '../layout/PageShell.tsx';
import { HeroLead, HeroTitle } from '../sections/HeroSection.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { Card, CardGrid, Eyebrow, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { PillList } from '../ui/PillList.tsx';
import { LocalizedText } from '../ui/Text.tsx';

/** "Central Time", „Nordamerikanische Zentralzeit“, «التوقيت المركزي لأمريكا الشمالية»: the zone as people say it, in the page's language. */
function timeZoneName(timeZone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * Zone names by locale and zone, made once per render session: building the
 * formatter took about 7% of a render thread's time at +10,000 service-area
 * pages, for a handful of distinct names. They come from Intl alone.
 */
const ZONE_NAMES = sessionCache<string, string>('time zone names', []);

const Hero = styled('section', {
  background: 'linear-gradient(180deg, $brandPrimarySoft 0%, $surfacePage 100%)',
  paddingBlock: '$9',
});

const Facts = styled('dl', {
  display: 'grid',
  gap: '$5',
  margin: '$7 0 0',
  '@tabletUp': { gridTemplateColumns: '1fr 2fr' },
  div: {
    padding: '$5',
    borderRadius: '$md',
    backgroundColor: '$surfacePage',
    border: '1px solid $borderDefault',
  },
  dt: {
    fontSize: '$xs',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontWeight: '$bold',
    color: '$brandPrimary',
    marginBlockEnd: '$2',
  },
  dd: { margin: 0, color: '$textHeading', fontWeight: '$medium' },
  ul: { display: 'flex', flexWrap: 'wrap', gap: '$2', listStyle: 'none', margin: 0, padding: 0 },
  li: {
    paddingInline: '$3',
    paddingBlock: '$1',
    borderRadius: '$pill',
    backgroundColor: '$brandPrimarySoft',
    fontSize: '$sm',
  },
});

/** A service-area page: what is local about the place, what we build there, who is nearby. */
export function LocationPage({ location }: { location: Location }) {
  const { t } = useTranslation();
  const { content, href, localize, locale } = useSite();
  const zoneName = remembered(
    useRenderSession(),
    ZONE_NAMES,
    `${locale} ${location.timeZone}`,
    () => timeZoneName(location.timeZone, locale),
  );
  const place = placeName(
    { name: localize(location.name).value, stateCode: location.stateCode },
    cityStateSeparator(locale),
  );
  const nearby = location.nearby.flatMap(
    (slug) => findEntry(content.locations, 'slug', slug)?.data ?? [],
  );
  return (
    <PageShell>
      <Hero>
        <Container>
          <Eyebrow>
            {t(location.kind === 'city' ? 'location.eyebrowCity' : 'location.eyebrowState')}
          </Eyebrow>
          <HeroTitle>{t('location.heading', { place })}</HeroTitle>
          <LocalizedText as={HeroLead} value={location.intro} />
          <Facts>
            <div>
              <dt>{t('location.timeZone')}</dt>
              <dd>{zoneName}</dd>
            </div>
            <div>
              <dt>{t('location.industries')}</dt>
              <dd>
                <ul>
                  {location.leadingIndustries.map((industry, index) => (
                    <LocalizedText key={index} as="li" value={industry} />
                  ))}
                </ul>
              </dd>
            </div>
          </Facts>
        </Container>
      </Hero>
      <SectionBlock tone="subtle" aria-labelledby="typical-projects-title">
        <Container>
          <SectionHeading id="typical-projects-title">
            {t('location.projects', { place: localize(location.name).value })}
          </SectionHeading>
          <CardGrid>
            {location.typicalProjects.map((project, index) => (
              <Card key={index}>
                <LocalizedText as="h3" value={project.title} />
                <LocalizedText as="p" value={project.text} />
              </Card>
            ))}
          </CardGrid>
        </Container>
      </SectionBlock>
      <SectionBlock aria-labelledby="collaboration-title">
        <Container width="text">
          <SectionHeading id="collaboration-title">{t('location.collaboration')}</SectionHeading>
          <LocalizedText as="p" value={location.collaboration} />
        </Container>
      </SectionBlock>
      <SectionBlock tone="subtle" aria-labelledby="nearby-title" spacing="compact">
        <Container>
          <SectionHeading id="nearby-title" size="compact">
            {t('location.nearby')}
          </SectionHeading>
          <PillList>
            {nearby.map((area) => (
              <li key={area.slug}>
                <LocalizedText as="a" href={href(locationPath(area.slug))} value={area.name} />
              </li>
            ))}
            <li>
              <a
                href={href(
                  location.kind === 'city' ? '/service-areas/cities' : '/service-areas/states',
                )}
              >
                {t(location.kind === 'city' ? 'location.allCities' : 'location.allStates')}
              </a>
            </li>
          </PillList>
        </Container>
      </SectionBlock>
    </PageShell>
  );
}
