import { useTranslation } from '../i18n/use-translation.ts';
import type { CaseStudyBlock } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { Testimonial } from '../sections/QuoteSection.tsx';
import { HeroLead, HeroTitle } from '../sections/HeroSection.tsx';
import { styled, vars } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { Eyebrow, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { PillList } from '../ui/PillList.tsx';
import { LocalizedList, LocalizedText } from '../ui/Text.tsx';

type Block<T extends CaseStudyBlock['type']> = Extract<CaseStudyBlock, { type: T }>;

/** SPEC §2: the work page has its own top padding. */
const HeroWrapper = styled('section', {
  paddingBlockStart: '$space$8',
  paddingBlockEnd: '$8',
  '@desktopUp': { paddingBlockStart: vars.layoutWorkTopPadding },
});

const Facts = styled('dl', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$6',
  marginBlock: '$6',
  div: { display: 'grid', gap: '$1' },
  dt: {
    fontSize: '$xs',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: '$textMuted',
    fontWeight: '$bold',
  },
  dd: { margin: 0, fontWeight: '$semibold', color: '$textHeading' },
});

const HeroImage = styled('img', {
  width: '100%',
  height: 'auto',
  borderRadius: '$lg',
  marginBlockStart: '$7',
  boxShadow: '$raised',
});

export function WorkHero({ block }: { block: Block<'hero'> }) {
  const { t } = useTranslation();
  const { mediaUrl, localize } = useSite();
  return (
    <HeroWrapper>
      <Container>
        <Eyebrow>{block.client}</Eyebrow>
        <LocalizedText as={HeroTitle} value={block.heading} />
        <LocalizedText as={HeroLead} value={block.lead} inline />
        <Facts>
          <div>
            <dt>{t('work.industry')}</dt>
            <LocalizedText as="dd" value={block.industry} />
          </div>
          <div>
            <dt>{t('work.year')}</dt>
            <dd>{block.year}</dd>
          </div>
          <div>
            <dt>{t('work.platforms')}</dt>
            <LocalizedList as="dd" values={block.platforms} />
          </div>
        </Facts>
        <HeroImage
          src={mediaUrl(block.image.src)}
          alt={localize(block.image.alt).value}
          width={block.image.width}
          height={block.image.height}
          fetchPriority="high"
        />
      </Container>
    </HeroWrapper>
  );
}

const GoalGrid = styled('div', {
  display: 'grid',
  gap: '$6',
  '@desktopUp': { gridTemplateColumns: '1fr 1fr' },
  h3: {
    fontSize: '$sm',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: '$brandPrimary',
    marginBlockEnd: '$2',
  },
});

const Outcomes = styled('dl', {
  display: 'grid',
  gap: '$5',
  marginBlock: '$7 0',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  div: {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: '$1',
    paddingBlockStart: '$4',
    borderBlockStart: '2px solid $brandPrimary',
  },
  dd: {
    margin: 0,
    fontFamily: '$display',
    fontSize: '$4xl',
    color: '$brandPrimary',
    lineHeight: '$tight',
  },
  dt: { color: '$textMuted', fontSize: '$sm' },
});

export function WorkGoal({ block }: { block: Block<'goal'> }) {
  const { t } = useTranslation();
  return (
    <SectionBlock tone="subtle">
      <Container>
        <LocalizedText as={SectionHeading} value={block.heading} />
        <GoalGrid>
          <div>
            <h3>{t('work.challenge')}</h3>
            <LocalizedText as="p" value={block.challenge} inline />
          </div>
          <div>
            <h3>{t('work.goal')}</h3>
            <LocalizedText as="p" value={block.goal} inline />
          </div>
        </GoalGrid>
        <Outcomes>
          {block.outcomes.map((outcome, index) => (
            <div key={index}>
              <LocalizedText as="dt" value={outcome.label} />
              <LocalizedText as="dd" value={outcome.value} />
            </div>
          ))}
        </Outcomes>
      </Container>
    </SectionBlock>
  );
}

export function WorkServices({ block }: { block: Block<'services'> }) {
  const { href } = useSite();
  return (
    <SectionBlock spacing="compact">
      <Container>
        <LocalizedText as={SectionHeading} value={block.heading} />
        <PillList>
          {block.items.map((item, index) => (
            <li key={index}>
              {item.path ? (
                <LocalizedText as="a" href={href(item.path)} value={item.name} />
              ) : (
                <LocalizedText value={item.name} />
              )}
            </li>
          ))}
        </PillList>
      </Container>
    </SectionBlock>
  );
}

const ProjectList = styled('div', {
  display: 'grid',
  gap: '$5',
  '@desktopUp': { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  article: {
    padding: '$6',
    borderRadius: '$md',
    border: '1px solid $borderDefault',
    display: 'grid',
    gap: '$2',
    alignContent: 'start',
  },
  h3: { fontSize: '$xl' },
  'p:first-child': {
    fontSize: '$xs',
    fontWeight: '$bold',
    color: '$brandPrimary',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
  },
});

export function WorkProjects({ block }: { block: Block<'projects'> }) {
  return (
    <SectionBlock>
      <Container>
        <LocalizedText as={SectionHeading} value={block.heading} />
        <ProjectList>
          {block.items.map((item, index) => (
            <article key={index}>
              <LocalizedText as="p" value={item.platform} />
              <LocalizedText as="h3" value={item.title} />
              <LocalizedText as="p" value={item.text} inline />
            </article>
          ))}
        </ProjectList>
      </Container>
    </SectionBlock>
  );
}

const Figure = styled('figure', {
  margin: 0,
  img: { width: '100%', height: 'auto', borderRadius: '$lg' },
  figcaption: { marginBlockStart: '$3', fontSize: '$sm', color: '$textMuted', textAlign: 'center' },
});

export function WorkImage({ block }: { block: Block<'image'> }) {
  const { mediaUrl, localize } = useSite();
  return (
    <SectionBlock css={{ paddingBlock: '$6' }}>
      <Container>
        <Figure>
          <img
            src={mediaUrl(block.image.src)}
            alt={localize(block.image.alt).value}
            width={block.image.width}
            height={block.image.height}
            loading="lazy"
          />
          {block.caption ? <LocalizedText as="figcaption" value={block.caption} /> : null}
        </Figure>
      </Container>
    </SectionBlock>
  );
}

/** SPEC §2: case-study layouts are built from these six blocks. */
export function WorkBlock({ block }: { block: CaseStudyBlock }) {
  switch (block.type) {
    case 'hero':
      return <WorkHero block={block} />;
    case 'goal':
      return <WorkGoal block={block} />;
    case 'services':
      return <WorkServices block={block} />;
    case 'projects':
      return <WorkProjects block={block} />;
    case 'testimonial':
      return <Testimonial quote={block.quote} author={block.author} role={block.role} />;
    case 'image':
      return <WorkImage block={block} />;
  }
}
