import { useTranslation } from '../i18n/use-translation.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';

const List = styled('ul', {
  display: 'flex',
  gap: '$1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  a: {
    display: 'inline-block',
    paddingInline: '$2',
    paddingBlock: '$1',
    borderRadius: '$sm',
    fontSize: '$sm',
    fontWeight: '$semibold',
    color: '$textMuted',
    textDecoration: 'none',
    textTransform: 'uppercase',
  },
  'a:hover': { color: '$brandPrimary' },
  'a[aria-current="true"]': { color: '$brandPrimary', backgroundColor: '$brandPrimarySoft' },
});

/** Links to this same page in every locale (SPEC §1: language switching; the runtime stores the choice). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { route, locale } = useSite();
  return (
    <nav aria-label={t('language.label')}>
      <List>
        {route.alternates.map((alternate) => (
          <li key={alternate.locale}>
            <a
              href={alternate.path}
              hrefLang={alternate.locale}
              lang={alternate.locale}
              aria-current={alternate.locale === locale ? 'true' : undefined}
              data-set-locale={alternate.locale}
              title={t(`language.names.${alternate.locale}`)}
            >
              {alternate.locale}
              <span className="visually-hidden"> {t(`language.names.${alternate.locale}`)}</span>
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
