import { useTranslation } from '../i18n/use-translation.ts';
import { useEnglishAttributes, useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';

const Grid = styled('dl', {
  display: 'grid',
  gap: '$5',
  margin: 0,
  '@tabletUp': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  div: { padding: '$5', borderRadius: '$md', border: '1px solid $borderDefault' },
  dt: {
    fontSize: '$xs',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontWeight: '$bold',
    color: '$brandPrimary',
    marginBlockEnd: '$2',
  },
  dd: { margin: 0, color: '$textHeading', fontWeight: '$medium' },
  address: { fontStyle: 'normal' },
});

/** The agency's direct contact details, from content/site.ts. */
export function ContactDetails() {
  const { t } = useTranslation();
  const { content } = useSite();
  const english = useEnglishAttributes();
  const { email, phone, address } = content.site.data;
  return (
    <SectionBlock aria-labelledby="contact-details-title">
      <Container>
        <SectionHeading id="contact-details-title">{t('contact.detailsTitle')}</SectionHeading>
        <Grid>
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/\s+/g, '')}`} dir="ltr">
                {/* Non-breaking spaces keep the number on one line. */}
                {phone.replace(/ /g, '\u00a0')}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.office')}</dt>
            <dd>
              <address {...english}>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
                <br />
                {address.country}
              </address>
            </dd>
          </div>
        </Grid>
      </Container>
    </SectionBlock>
  );
}
