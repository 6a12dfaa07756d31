import { useTranslation } from '../i18n/use-translation.ts';
import type { FooterLinkGroup } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { LocalizedText } from '../ui/Text.tsx';

/**
 * SPEC §9: link groups in 206 px columns with a 62.5 px gap. Groups flow down
 * then across; the column height steps at 720/850/1000/1250 px (auto below).
 */
const Columns = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  // The gap is a size token, not a space one: name its scale explicitly.
  columnGap: '$sizes$footerColumnGap',
  rowGap: '$6',
  '@footerColumnsStep1': { height: '$footerColumnHeight1' },
  '@footerColumnsStep2': { height: '$footerColumnHeight2' },
  '@footerColumnsStep3': { height: '$footerColumnHeight3' },
  '@footerColumnsStep4': { height: '$footerColumnHeight4' },
});

const Group = styled('section', {
  width: '100%',
  '@footerColumnsStep1': { width: '$footerColumnWidth' },
  h2: {
    fontFamily: '$body',
    fontSize: '$xs',
    fontWeight: '$bold',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: '$textOnDark',
    marginBlockEnd: '$3',
  },
  'h2 a': { color: 'inherit', textDecoration: 'none' },
  'h2 a:hover': { color: '$brandAccent' },
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  // Arabic text is set taller (tokens font.line-height-arabic); these one-line link labels keep the rows no taller than
  // the Latin ones, so the columns of SPEC §9's fixed heights hold the same groups in every language.
  '&:lang(ar) ul': { lineHeight: '$snug' },
  li: { marginBlockEnd: '$1', breakInside: 'avoid' },
  'li a': {
    color: '$textOnDarkMuted',
    fontSize: '$sm',
    textDecoration: 'none',
    lineHeight: '$snug',
  },
  'li a:hover': { color: '$neutral0', textDecoration: 'underline' },
  variants: {
    lastServiceArea: { true: {} },
    /** Long lists (the service areas) use two text columns on narrow screens, where the groups stack. */
    long: {
      true: {
        ul: { columns: 2, columnGap: '$5' },
        '@footerColumnsStep1': { ul: { columns: 'auto' } },
      },
    },
  },
});

/** SPEC §2: a section whose (English) title contains 'states' is the last service-area section. */
export function isLastServiceAreaGroup(group: FooterLinkGroup): boolean {
  const english = typeof group.title === 'string' ? group.title : group.title.en;
  return english.toLowerCase().includes('states');
}

export function FooterLinkGroups() {
  const { t } = useTranslation();
  const { content, href } = useSite();
  return (
    <nav aria-label={t('footer.linksLabel')}>
      <Columns>
        {content.site.data.footerLinkGroups.map((group) => {
          const last = isLastServiceAreaGroup(group);
          return (
            <Group
              key={group.id}
              aria-labelledby={`footer-group-${group.id}`}
              lastServiceArea={last}
              long={group.paths.length > 12}
              data-last-service-area={last || undefined}
            >
              <h2 id={`footer-group-${group.id}`}>
                {group.url ? (
                  <LocalizedText as="a" href={href(group.url)} value={group.title} />
                ) : (
                  <LocalizedText value={group.title} />
                )}
              </h2>
              <ul>
                {group.paths.map((link) => (
                  <li key={link.path}>
                    <LocalizedText as="a" href={href(link.path)} value={link.name} />
                  </li>
                ))}
              </ul>
            </Group>
          );
        })}
      </Columns>
    </nav>
  );
}
