import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { SectionOf } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { CtaBand } from './CtaBand.tsx';
import { RuntimeConfig } from './RuntimeConfig.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const SkipLink = styled('a', {
  position: 'absolute',
  insetInlineStart: '$4',
  top: '-100px',
  zIndex: 100,
  padding: '$3',
  backgroundColor: '$brandInk',
  color: '$neutral0',
  borderRadius: '$sm',
  '&:focus': { top: '$4', color: '$neutral0' },
});

interface PageShellProps {
  children: ReactNode;
  /** SPEC §2: with navigation disabled the footer is hidden. */
  navigation?: boolean;
  /** The page's closing call to action, if its content has one. */
  callToAction?: SectionOf<'callToAction'>;
  showCta?: boolean;
}

export function PageShell({
  children,
  navigation = true,
  callToAction,
  showCta = true,
}: PageShellProps) {
  const { t } = useTranslation();
  const { chromeSlots } = useSite();
  return (
    <>
      <SkipLink href="#main">{t('nav.skip')}</SkipLink>
      {chromeSlots ? (
        <template data-header-slot={navigation ? 'navigation' : 'bare'} />
      ) : (
        <SiteHeader navigation={navigation} />
      )}
      <main id="main" tabIndex={-1}>
        {children}
        {showCta ? <CtaBand section={callToAction} /> : null}
      </main>
      {navigation ? chromeSlots ? <template data-footer-slot="" /> : <SiteFooter /> : null}
      <RuntimeConfig />
    </>
  );
}
