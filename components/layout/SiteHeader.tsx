import { useTranslation } from '../i18n/use-translation.ts';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import { LocalizedText } from '../ui/Text.tsx';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';

const Bar = styled('header', {
  position: 'relative',
  zIndex: 10,
  borderBlockEnd: '1px solid $borderDefault',
  backgroundColor: '$surfacePage',
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$5',
  minHeight: '$space$8',
});

const DesktopNav = styled('nav', {
  display: 'none',
  '@desktopUp': { display: 'block' },
  ul: { display: 'flex', gap: '$5', listStyle: 'none', margin: 0, padding: 0 },
  a: {
    color: '$textHeading',
    fontWeight: '$medium',
    fontSize: '$sm',
    textDecoration: 'none',
    paddingBlock: '$2',
  },
  'a:hover, a[aria-current="page"]': {
    color: '$brandPrimary',
    boxShadow: 'inset 0 -2px 0 currentColor',
  },
});

const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$4' });

const ContactLink = styled(ButtonLink, {
  display: 'none',
  minHeight: '$space$7',
  fontSize: '$sm',
  '@tabletUp': { display: 'inline-flex' },
});

/** Without JavaScript the mobile menu is a native disclosure widget. */
const MobileMenu = styled('details', {
  '@desktopUp': { display: 'none' },
  summary: {
    listStyle: 'none',
    cursor: 'pointer',
    fontWeight: '$semibold',
    fontSize: '$sm',
    paddingInline: '$3',
    paddingBlock: '$2',
    border: '1px solid $borderDefault',
    borderRadius: '$pill',
  },
  'summary::-webkit-details-marker': { display: 'none' },
  // A closed <details> still lays its content out: keep it from widening the page.
  '&:not([open]) nav': { display: 'none' },
  nav: {
    position: 'absolute',
    insetInline: 0,
    top: '100%',
    backgroundColor: '$surfacePage',
    borderBlockEnd: '1px solid $borderDefault',
    boxShadow: '$raised',
    paddingInline: '$gutterMobile',
    paddingBlock: '$4',
    '@tablet': { paddingInline: '$gutterTablet' },
  },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$1' },
  a: {
    display: 'block',
    paddingBlock: '$3',
    color: '$textHeading',
    fontWeight: '$medium',
    textDecoration: 'none',
  },
});

/** The navigation item a page belongs to, marked aria-current: its own path, or the longest one above it. */
export function activeNavigationPath(
  basePath: string,
  navigation: ReadonlyArray<{ path: string }>,
): string | undefined {
  const current = normalizePath(basePath);
  const containing = navigation.filter(
    (item) => current === item.path || current.startsWith(`${item.path}/`),
  );
  return containing.reduce<string | undefined>(
    (longest, item) =>
      longest === undefined || item.path.length > longest.length ? item.path : longest,
    undefined,
  );
}

interface SiteHeaderProps {
  navigation?: boolean;
  /**
   * The active navigation item, when the header is rendered apart from its
   * page (components/server-entry.tsx renders it once per locale and item).
   * Without it, the page's own route decides.
   */
  activePath?: string | null;
}

export function SiteHeader({ navigation = true, activePath }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { content, href, route } = useSite();
  const active =
    activePath === undefined
      ? activeNavigationPath(route.basePath, content.site.data.navigation)
      : activePath;
  const links = content.site.data.navigation.map((item) => (
    <li key={item.path}>
      <LocalizedText
        as="a"
        value={item.label}
        href={href(item.path)}
        aria-current={item.path === active ? 'page' : undefined}
      />
    </li>
  ));
  return (
    <Bar>
      <Container width="wrapper">
        <Row>
          <Logo />
          {navigation ? (
            <DesktopNav aria-label={t('nav.main')}>
              <ul>{links}</ul>
            </DesktopNav>
          ) : null}
          <Actions>
            <LanguageSwitcher />
            <ContactLink href={href('/contact-us')} tone="secondary">
              {t('nav.contact')}
            </ContactLink>
            {navigation ? (
              <MobileMenu>
                <summary>{t('nav.menu')}</summary>
                {/* Its own name: html-validate and screen readers list both navigations (one is hidden per breakpoint). */}
                <nav aria-label={t('nav.menu')}>
                  <ul>
                    {links}
                    <li>
                      <a href={href('/contact-us')}>{t('nav.contact')}</a>
                    </li>
                  </ul>
                </nav>
              </MobileMenu>
            ) : null}
          </Actions>
        </Row>
      </Container>
    </Bar>
  );
}
