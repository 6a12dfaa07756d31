import { useTranslation } from '../i18n/use-translation.ts';
import type { SectionOf } from '../../content/schema/index.ts';
import { FORM_TEXTS } from '../../shared/forms/form-schemas.ts';
import { ContactFormIsland } from '../islands/ContactFormIsland.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { Lead, SectionBlock, SectionHeading } from '../ui/Section.tsx';

const Panel = styled('div', {
  padding: '$5',
  borderRadius: '$lg',
  border: '1px solid $borderDefault',
  backgroundColor: '$surfacePage',
  boxShadow: '$card',
  '@tabletUp': { padding: '$7' },
});

/** The referral program's introduction form or the fund application form. */
export function LeadFormSection({ section }: { section: SectionOf<'leadForm'> }) {
  const { t } = useTranslation();
  const texts = FORM_TEXTS[section.form];
  const headingId = `${section.id ?? section.form}-title`;
  return (
    <SectionBlock id={section.id} tone="subtle" aria-labelledby={headingId}>
      <Container width="container">
        <SectionHeading id={headingId}>{t(`${texts}.title`)}</SectionHeading>
        <Lead>{t(`${texts}.intro`)}</Lead>
        <Panel>
          <ContactFormIsland topic={section.form} />
        </Panel>
      </Container>
    </SectionBlock>
  );
}
