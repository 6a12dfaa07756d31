import type { PageInput } from '../schema/index.ts';

export default {
  id: 'server-error',
  pageType: 'serverError',
  path: '/500.html',
  title: { en: 'Something Went Wrong', de: 'Ein Fehler ist aufgetreten', ar: 'حدث خطأ ما' },
  description: {
    en: 'Something went wrong on our side and the page could not be loaded. Our engineers have been notified. Try again in a few minutes or return to the homepage.',
    de: 'Ein Fehler bei uns verhinderte das Laden der Seite. Unser Entwicklungsteam ist informiert. Versuchen Sie es in ein paar Minuten erneut oder gehen Sie zur Startseite.',
    ar: 'حدث خطأ من جانبنا وتعذّر تحميل الصفحة، وقد أُبلغ مهندسونا بالمشكلة. حاول مجددًا بعد بضع دقائق أو عُد إلى الصفحة الرئيسية.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Error 500', de: 'Fehler 500', ar: 'الخطأ 500' },
      heading: {
        en: 'Sorry, something went wrong on our end',
        de: 'Entschuldigung, bei uns ist etwas schiefgelaufen',
        ar: 'عذرًا، حدث خطأ من جانبنا',
      },
      lead: {
        en: 'The page could not be loaded because of a problem on our servers, not anything you did. Our engineers have been notified and are looking into it. Please try again in a few minutes.',
        de: 'Die Seite konnte wegen eines Problems auf unseren Servern nicht geladen werden – an Ihnen lag es nicht. Unser Entwicklungsteam wurde benachrichtigt und kümmert sich darum. Bitte versuchen Sie es in ein paar Minuten erneut.',
        ar: 'تعذّر تحميل الصفحة بسبب مشكلة في خوادمنا، لا بسبب أي شيء فعلته. وقد أُبلغ مهندسونا بالأمر ويعملون على حله. يرجى المحاولة مجددًا بعد بضع دقائق.',
      },
      primaryAction: {
        label: {
          en: 'Back to the homepage',
          de: 'Zurück zur Startseite',
          ar: 'العودة إلى الصفحة الرئيسية',
        },
        href: '/',
      },
    },
  ],
} satisfies PageInput;
