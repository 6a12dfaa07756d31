import { useTranslation } from '../i18n/use-translation.ts';
import type { CaseStudy } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { CaseStudyCards } from '../sections/CaseStudiesSection.tsx';
import { Container } from '../ui/Container.tsx';
import { SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { WorkBlock } from '../work/WorkBlocks.tsx';

/** A case study, built from its blocks, followed by two more stories. */
export function CaseStudyPage({ study }: { study: CaseStudy }) {
  const { t } = useTranslation();
  const { content } = useSite();
  const all: string[] = content.caseStudies.map((entry) => entry.data.slug);
  const index = all.indexOf(study.slug);
  const more = [1, 2]
    .map((offset) => all[(index + offset) % all.length])
    .filter((slug): slug is string => Boolean(slug) && slug !== study.slug);
  return (
    <PageShell>
      <article>
        {study.blocks.map((block, blockIndex) => (
          <WorkBlock key={blockIndex} block={block} />
        ))}
      </article>
      <SectionBlock tone="subtle" aria-labelledby="more-work-title">
        <Container>
          <SectionHeading id="more-work-title">{t('work.more')}</SectionHeading>
          <CaseStudyCards slugs={more} />
        </Container>
      </SectionBlock>
    </PageShell>
  );
}
