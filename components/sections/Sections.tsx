import type { Section } from '../../content/schema/index.ts';
import { CaseStudiesSection } from './CaseStudiesSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { FeaturesSection } from './FeaturesSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { LatestPostsSection } from './LatestPostsSection.tsx';
import { LeadFormSection } from './LeadFormSection.tsx';
import { LocationListSection } from './LocationListSection.tsx';
import { Testimonial } from './QuoteSection.tsx';
import { RichTextSection } from './RichTextSection.tsx';
import { ServiceGroupsSection } from './ServiceGroupsSection.tsx';
import { StatsSection } from './StatsSection.tsx';
import { StepsSection } from './StepsSection.tsx';

/** One component per section type. `callToAction` renders in the page's closing band (components/layout/CtaBand). */
export function SectionView({ section }: { section: Section }) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} />;
    case 'richText':
      return <RichTextSection section={section} />;
    case 'features':
      return <FeaturesSection section={section} />;
    case 'stats':
      return <StatsSection section={section} />;
    case 'steps':
      return <StepsSection section={section} />;
    case 'faq':
      return <FaqSection section={section} />;
    case 'quote':
      return <Testimonial quote={section.quote} author={section.author} role={section.role} />;
    case 'caseStudies':
      return <CaseStudiesSection section={section} />;
    case 'serviceGroups':
      return <ServiceGroupsSection section={section} />;
    case 'latestPosts':
      return <LatestPostsSection section={section} />;
    case 'locationList':
      return <LocationListSection section={section} />;
    case 'leadForm':
      return <LeadFormSection section={section} />;
    case 'callToAction':
      return null;
  }
}

export function Sections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView key={index} section={section} />
      ))}
    </>
  );
}

export function closingCallToAction(sections: Section[]) {
  return sections.findLast((section) => section.type === 'callToAction');
}
