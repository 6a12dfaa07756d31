import { useTranslation } from '../i18n/use-translation.ts';
import type { Logo as LogoItem } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { LocalizedText } from '../ui/Text.tsx';
import { FooterLinkGroups } from './FooterLinkGroups.tsx';
import { Logo } from './Logo.tsx';
import { NewsletterIsland } from '../islands/NewsletterIsland.tsx';
import { SocialIcon } from './SocialIcon.tsx';

const Surface = styled('footer', {
  backgroundColor: '$surfaceDark',
  color: '$textOnDarkMuted',
  paddingBlockStart: '$8',
  paddingBlockEnd: '$6',
  fontSize: '$sm',
  // Every focusable in the footer (links, the newsletter field and button): the light ring is under 3:1 on ink.
  '& :focus-visible': { outlineColor: '$focusOnDark' },
});

/** SPEC §9: newsletter and call-to-action side by side, collapsing to a column at desktop width and below. */
const Panels = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  marginBlockEnd: '$8',
  '@largeDesktopUp': { flexDirection: 'row' },
});

const Panel = styled('section', {
  flex: '1 1 0',
  backgroundColor: '$surfaceDarkRaised',
  border: '1px solid $borderOnDark',
  borderRadius: '$lg',
  padding: '$6',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  h2: { fontSize: '$2xl', color: '$textOnDark' },
  p: { color: '$textOnDarkMuted' },
});

const Badge = styled('section', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  paddingBlock: '$5',
  marginBlockEnd: '$7',
  borderBlock: '1px solid $borderOnDark',
  svg: { flex: 'none', width: '$space$7', height: '$space$7', color: '$brandAccent' },
  h2: { fontFamily: '$body', fontSize: '$md', fontWeight: '$bold', color: '$textOnDark' },
});

const LogoRows = styled('div', {
  display: 'grid',
  gap: '$6',
  marginBlock: '$8',
  '@desktopUp': { gridTemplateColumns: '1fr 1fr' },
  h2: {
    fontFamily: '$body',
    fontSize: '$xs',
    fontWeight: '$bold',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: '$textOnDark',
    marginBlockEnd: '$4',
  },
  ul: { display: 'flex', flexWrap: 'wrap', gap: '$5', listStyle: 'none', margin: 0, padding: 0 },
  li: { color: '$textOnDarkMuted', svg: { display: 'block', width: 'auto', height: '$space$7' } },
  'li a': { color: 'inherit', display: 'block' },
});

const Bottom = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  paddingBlockStart: '$5',
  borderBlockStart: '1px solid $borderOnDark',
  ul: { display: 'flex', flexWrap: 'wrap', gap: '$4', listStyle: 'none', margin: 0, padding: 0 },
  a: { color: '$textOnDarkMuted', textDecoration: 'none' },
  'a:hover': { color: '$neutral0' },
});

const SocialList = styled('ul', {
  a: {
    display: 'inline-flex',
    padding: '$2',
    borderRadius: '$pill',
    border: '1px solid $borderOnDark',
  },
});

function LogoList({ items }: { items: LogoItem[] }) {
  return (
    <ul>
      {items.map((item) => {
        const mark = <span dangerouslySetInnerHTML={{ __html: item.svg }} />;
        return (
          <li key={item.name} title={item.name}>
            {item.url ? (
              <a href={item.url} rel="noopener" aria-label={item.name}>
                {mark}
              </a>
            ) : (
              <span role="img" aria-label={item.name}>
                {mark}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** SPEC §1–2 footer. Anchor id contact-us; not rendered when page navigation is disabled. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { content, href, year } = useSite();
  const site = content.site.data;
  return (
    <Surface id="contact-us">
      <Container width="wrapper">
        <Panels>
          <Panel aria-labelledby="footer-newsletter-title">
            <h2 id="footer-newsletter-title">{t('newsletter.title')}</h2>
            <p>{t('newsletter.text')}</p>
            <NewsletterIsland source="footer" />
          </Panel>
          <Panel aria-labelledby="footer-join-title">
            <h2 id="footer-join-title">{t('footer.joinTitle')}</h2>
            <p>{t('footer.joinText')}</p>
            <div>
              <ButtonLink href={href('/contact-us')} tone="onDark" data-open-contact="">
                {t('footer.joinAction')}
              </ButtonLink>
            </div>
          </Panel>
        </Panels>

        <Badge aria-labelledby="footer-hipaa-title">
          <svg
            viewBox="0 0 48 48"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M24 4l16 6v12c0 10-7 18-16 22C15 40 8 32 8 22V10z" />
            <path d="M16 24l6 6 10-12" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <LocalizedText as="h2" id="footer-hipaa-title" value={site.hipaa.title} />
            <LocalizedText as="p" value={site.hipaa.text} />
          </div>
        </Badge>

        <FooterLinkGroups />

        <LogoRows>
          <section aria-labelledby="footer-partners-title">
            <h2 id="footer-partners-title">{t('footer.partners')}</h2>
            <LogoList items={site.partners} />
          </section>
          <section aria-labelledby="footer-awards-title">
            <h2 id="footer-awards-title">{t('footer.awards')}</h2>
            <LogoList items={site.awards} />
          </section>
        </LogoRows>

        <Bottom>
          <Logo tone="dark" />
          <SocialList aria-label={t('footer.social')}>
            {site.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  rel="noopener me"
                  aria-label={t('footer.followOn', { network: link.label })}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </SocialList>
        </Bottom>
        <Bottom css={{ borderBlockStart: 'none' }}>
          <p>{t('footer.copyright', { year, name: site.legalName })}</p>
          <ul>
            {site.legalLinks.map((link) => (
              <li key={link.path}>
                <LocalizedText as="a" href={href(link.path)} value={link.label} />
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Surface>
  );
}
