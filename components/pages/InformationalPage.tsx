import { useTranslation } from '../i18n/use-translation.ts';
import type { Page } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { HeroTitle } from '../sections/HeroSection.tsx';
import { Sections } from '../sections/Sections.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { LocalizedText } from '../ui/Text.tsx';
import { formatDate } from '../i18n/format-date.ts';

const Header = styled('header', {
  paddingBlock: '$8',
  backgroundColor: '$surfaceSubtle',
  p: { color: '$textMuted' },
});

const Toc = styled('nav', {
  marginBlockStart: '$6',
  ol: { margin: 0, paddingInlineStart: '$5', display: 'grid', gap: '$1' },
  h2: {
    fontFamily: '$body',
    fontSize: '$sm',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    marginBlockEnd: '$3',
  },
});

/** Privacy policy, terms: a title, the revision date, a table of contents and the text. */
export function InformationalPage({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const headed = page.sections.flatMap((section) =>
    section.type === 'richText' && section.id && section.heading
      ? [{ id: section.id, heading: section.heading }]
      : [],
  );
  return (
    <PageShell callToAction={undefined} showCta={false}>
      <Header>
        <Container width="text">
          <LocalizedText as={HeroTitle} value={page.title} />
          {page.updated ? (
            <p>
              {t('legal.updated')}{' '}
              <time dateTime={page.updated}>{formatDate(page.updated, locale, 'long')}</time>
            </p>
          ) : null}
          {headed.length > 2 ? (
            <Toc aria-labelledby="toc-title">
              <h2 id="toc-title">{t('legal.contents')}</h2>
              <ol>
                {headed.map((item) => (
                  <li key={item.id}>
                    <LocalizedText as="a" href={`#${item.id}`} value={item.heading} />
                  </li>
                ))}
              </ol>
            </Toc>
          ) : null}
        </Container>
      </Header>
      <Sections sections={page.sections.filter((section) => section.type !== 'hero')} />
    </PageShell>
  );
}
