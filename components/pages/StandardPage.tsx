import type { Page } from '../../content/schema/index.ts';
import { PageShell } from '../layout/PageShell.tsx';
import { closingCallToAction, Sections } from '../sections/Sections.tsx';
import { ContactDetails } from './ContactDetails.tsx';

/**
 * Pages composed from content sections: home, about us, contact us, fund, fuse,
 * referral program, application, the technologies/industries/service-area
 * indexes, the work index and the error pages.
 */
export function StandardPage({ page }: { page: Page }) {
  const isError = page.pageType === 'notFound' || page.pageType === 'serverError';
  return (
    <PageShell
      navigation={page.navigation}
      callToAction={closingCallToAction(page.sections)}
      showCta={!isError}
    >
      <Sections sections={page.sections} />
      {page.pageType === 'contact' ? <ContactDetails /> : null}
    </PageShell>
  );
}
