import { useTranslation } from '../i18n/use-translation.ts';
import type { SectionOf } from '../../content/schema/index.ts';
import { WorkTogetherButton } from '../cta/WorkTogetherButton.tsx';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { LocalizedText } from '../ui/Text.tsx';

const Band = styled('section', {
  backgroundColor: '$brandPrimary',
  color: '$neutral0',
  paddingBlock: '$8',
  h2: { color: '$neutral0', fontSize: '$3xl', '@tabletUp': { fontSize: '$4xl' } },
  p: { color: '$brandPrimarySoft', maxWidth: '$text', fontSize: '$lg' },
  'p a': { color: '$neutral0', textDecorationThickness: '2px' },
  // Amber text on fern green is 3.4:1, too little for body-size text: hover thickens the underline instead.
  'p a:hover': { textDecorationThickness: '3px' },
  // The light ring is 1.2:1 on fern green.
  '& :focus-visible': { outlineColor: '$focusOnDark' },
});

const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  alignItems: 'center',
  '@split': { gridTemplateColumns: '1fr auto' },
});

const Copy = styled('div', { display: 'grid', gap: '$3' });

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  alignItems: 'center',
});

/**
 * The closing call to action of every page, home of the #workTogetherCTA button.
 * A page's own `callToAction` section supplies the heading and text.
 */
export function CtaBand({ section }: { section?: SectionOf<'callToAction'> }) {
  const { t } = useTranslation();
  const { href } = useSite();
  const extraAction =
    section?.action && section.action.href !== '/contact-us' ? section.action : undefined;
  return (
    <Band aria-labelledby="cta-band-title">
      <Container>
        <Layout>
          <Copy>
            {section ? (
              <LocalizedText as="h2" id="cta-band-title" value={section.heading} />
            ) : (
              <h2 id="cta-band-title">{t('cta.heading')}</h2>
            )}
            {section ? (
              <LocalizedText as="p" value={section.text} inline />
            ) : (
              <p>{t('cta.text')}</p>
            )}
          </Copy>
          <Actions>
            <WorkTogetherButton />
            {extraAction ? (
              <ButtonLink href={href(extraAction.href)} tone="ghostOnDark">
                <LocalizedText value={extraAction.label} />
              </ButtonLink>
            ) : null}
          </Actions>
        </Layout>
      </Container>
    </Band>
  );
}
