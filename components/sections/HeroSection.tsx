import type { SectionOf } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { Eyebrow } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

const Wrapper = styled('section', {
  background: 'linear-gradient(180deg, $brandPrimarySoft 0%, $surfacePage 100%)',
  paddingBlock: '$8',
  '@tabletUp': { paddingBlock: '$9' },
});

const Layout = styled('div', {
  display: 'grid',
  gap: '$7',
  alignItems: 'center',
  variants: { withImage: { true: { '@split': { gridTemplateColumns: '1.1fr 0.9fr' } } } },
});

export const HeroTitle = styled('h1', {
  fontSize: '$3xl',
  marginBlockEnd: '$5',
  maxWidth: '$text',
  '@tabletUp': { fontSize: '$4xl' },
  '@desktopUp': { fontSize: '$5xl' },
});

export const HeroLead = styled('p', {
  fontSize: '$lg',
  maxWidth: '$text',
  color: '$textBody',
  '@tabletUp': { fontSize: '$xl' },
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  marginBlockStart: '$7',
});

const Figure = styled('img', {
  width: '100%',
  height: 'auto',
  borderRadius: '$lg',
  boxShadow: '$raised',
});

/** The opening section of a page; the only place a page's <h1> comes from. */
export function HeroSection({ section }: { section: SectionOf<'hero'> }) {
  const { href, mediaUrl, localize } = useSite();
  return (
    <Wrapper>
      <Container>
        <Layout withImage={Boolean(section.image)}>
          <div>
            {section.eyebrow ? <LocalizedText as={Eyebrow} value={section.eyebrow} /> : null}
            <LocalizedText as={HeroTitle} value={section.heading} />
            <LocalizedText as={HeroLead} value={section.lead} inline />
            {section.primaryAction || section.secondaryAction ? (
              <Actions>
                {section.primaryAction ? (
                  <ButtonLink href={href(section.primaryAction.href)}>
                    <LocalizedText value={section.primaryAction.label} />
                  </ButtonLink>
                ) : null}
                {section.secondaryAction ? (
                  <ButtonLink href={href(section.secondaryAction.href)} tone="secondary">
                    <LocalizedText value={section.secondaryAction.label} />
                  </ButtonLink>
                ) : null}
              </Actions>
            ) : null}
          </div>
          {section.image ? (
            <Figure
              src={mediaUrl(section.image.src)}
              alt={localize(section.image.alt).value}
              width={section.image.width}
              height={section.image.height}
              fetchPriority="high"
            />
          ) : null}
        </Layout>
      </Container>
    </Wrapper>
  );
}
