import { useTranslation } from '../i18n/use-translation.ts';
import type { Service } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { CaseStudyCards } from '../sections/CaseStudiesSection.tsx';
import { closingCallToAction, Sections } from '../sections/Sections.tsx';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { PillList } from '../ui/PillList.tsx';
import { LocalizedText } from '../ui/Text.tsx';

/** A service, technology or industry page: its sections, related work and sibling services. */
export function ServicePage({ service }: { service: Service }) {
  const { t } = useTranslation();
  const { content, href } = useSite();
  const siblings = content.services.filter(
    (entry) => entry.data.group === service.group && entry.data.slug !== service.slug,
  );
  return (
    <PageShell callToAction={closingCallToAction(service.sections)}>
      <Sections sections={service.sections} />
      {service.relatedCaseStudies.length > 0 ? (
        <SectionBlock aria-labelledby="related-work-title">
          <Container>
            <SectionHeading id="related-work-title">{t('service.relatedWork')}</SectionHeading>
            <CaseStudyCards slugs={service.relatedCaseStudies} />
          </Container>
        </SectionBlock>
      ) : null}
      {siblings.length > 0 ? (
        <SectionBlock tone="subtle" aria-labelledby="related-services-title" spacing="compact">
          <Container>
            <SectionHeading id="related-services-title" size="compact">
              {t('service.related')}
            </SectionHeading>
            <PillList>
              {siblings.map(({ data }) => (
                <li key={data.slug}>
                  <LocalizedText as="a" href={href(data.path)} value={data.name} />
                </li>
              ))}
            </PillList>
          </Container>
        </SectionBlock>
      ) : null}
    </PageShell>
  );
}
