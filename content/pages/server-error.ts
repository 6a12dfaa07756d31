import type { PageInput } from '../schema/index.ts';

export default {
  id: 'server-error',
  pageType: 'serverError',
  path: '/500.html',
  title: { en: 'Something Went Wrong', de: 'Ein Fehler ist aufgetreten', ar: 'حدث خطأ ما' },
  description:
    'Something went wrong on our side and the page could not be loaded. Our engineers have been notified. Try again in a few minutes or return to the homepage.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Error 500',
      heading: 'Sorry, something went wrong on our end',
      lead: 'The page could not be loaded because of a problem on our servers, not anything you did. Our engineers have been notified and are looking into it. Please try again in a few minutes.',
      primaryAction: { label: 'Back to the homepage', href: '/' },
    },
  ],
} satisfies PageInput;
