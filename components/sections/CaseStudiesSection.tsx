import type { SectionOf } from '../../content/schema/index.ts';
import { findEntry } from '../../shared/model/content-graph.ts';
import { caseStudyPath } from '../../shared/model/url-scheme.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { Lead, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedList, LocalizedText } from '../ui/Text.tsx';

const Grid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$6',
  '@tabletUp': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  variants: {
    /** Three cards sit in one row on wide screens instead of leaving an orphan. */
    three: { true: { '@desktopUp': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  },
});

const Tile = styled('a', {
  display: 'grid',
  gap: '$3',
  textDecoration: 'none',
  color: 'inherit',
  img: {
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: '$md',
    backgroundColor: '$surfaceSubtle',
  },
  h3: { fontSize: '$xl', color: '$textHeading' },
  p: { color: '$textMuted', fontSize: '$sm' },
  '&:hover h3': { color: '$brandPrimary', textDecoration: 'underline' },
});

const Tags = styled('p', {
  fontSize: '$xs !important',
  fontWeight: '$semibold',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/** Case-study cards linking to /work/{slug}. */
export function CaseStudyCards({ slugs }: { slugs: string[] }) {
  const { content, href, mediaUrl, localize } = useSite();
  const studies = slugs.flatMap((slug) => findEntry(content.caseStudies, 'slug', slug)?.data ?? []);
  return (
    <Grid three={studies.length === 3}>
      {studies.map((study) => {
        const hero = study.blocks.find((block) => block.type === 'hero');
        return (
          <li key={study.slug}>
            <Tile href={href(caseStudyPath(study.slug))}>
              {hero ? (
                <img
                  src={mediaUrl(hero.image.src)}
                  alt={localize(hero.image.alt).value}
                  width={hero.image.width}
                  height={hero.image.height}
                  loading="lazy"
                />
              ) : null}
              <LocalizedList as={Tags} values={study.tags.slice(0, 3)} separator=" · " />
              <LocalizedText as="h3" value={study.title} />
              <LocalizedText as="p" value={study.summary} />
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}

export function CaseStudiesSection({ section }: { section: SectionOf<'caseStudies'> }) {
  return (
    <SectionBlock>
      <Container>
        <LocalizedText as={SectionHeading} value={section.heading} />
        {section.intro ? <LocalizedText as={Lead} value={section.intro} inline /> : null}
        <CaseStudyCards slugs={section.slugs} />
      </Container>
    </SectionBlock>
  );
}
