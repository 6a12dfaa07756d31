import type { PageInput } from '../schema/index.ts';

export default {
  id: 'not-found',
  pageType: 'notFound',
  path: '/404.html',
  title: { en: 'Page Not Found', de: 'Seite nicht gefunden', ar: 'الصفحة غير موجودة' },
  description: {
    en: 'The page you were looking for has moved or no longer exists. Head back to the Fernhill homepage, browse our work and services, or get in touch with our team.',
    de: 'Die gesuchte Seite wurde verschoben oder existiert nicht mehr. Zurück zur Fernhill-Startseite, zu unseren Projekten und Leistungen oder direkt zu unserem Team.',
    ar: 'الصفحة التي تبحث عنها نُقلت أو لم تعد موجودة. عُد إلى الصفحة الرئيسية لـFernhill، أو تصفّح أعمالنا وخدماتنا، أو تواصل مع فريقنا.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Error 404', de: 'Fehler 404', ar: 'الخطأ 404' },
      heading: {
        en: 'We couldn’t find that page',
        de: 'Diese Seite konnten wir nicht finden',
        ar: 'لم نعثر على هذه الصفحة',
      },
      lead: {
        en: 'The link may be out of date, or the page may have moved when we reorganized the site. Nothing is broken on your side. Try one of the places below, or tell us what you were looking for and we will point you to it.',
        de: 'Vielleicht ist der Link veraltet, oder die Seite ist bei der Neuordnung unserer Website umgezogen. Bei Ihnen ist alles in Ordnung. Versuchen Sie es mit einem der Ziele unten, oder sagen Sie uns, wonach Sie gesucht haben – wir zeigen Ihnen den Weg.',
        ar: 'ربما يكون الرابط قديمًا، أو ربما نُقلت الصفحة عند إعادة تنظيم الموقع. لا خلل من جهتك. جرّب إحدى الوجهات أدناه، أو أخبرنا بما كنت تبحث عنه وسنرشدك إليه.',
      },
      primaryAction: {
        label: {
          en: 'Back to the homepage',
          de: 'Zurück zur Startseite',
          ar: 'العودة إلى الصفحة الرئيسية',
        },
        href: '/',
      },
      secondaryAction: {
        label: { en: 'Contact us', de: 'Kontakt', ar: 'تواصل معنا' },
        href: '/contact-us',
      },
    },
    {
      type: 'features',
      heading: {
        en: 'Popular places to continue',
        de: 'Beliebte Ziele für den nächsten Schritt',
        ar: 'وجهات شائعة لمتابعة التصفح',
      },
      items: [
        {
          title: { en: 'Our work', de: 'Unsere Projekte', ar: 'أعمالنا' },
          text: {
            en: 'Case studies covering the problem, the team, the technology and the results after launch.',
            de: 'Fallstudien zu Aufgabe, Team, Technologie und den Ergebnissen nach dem Launch.',
            ar: 'دراسات حالة تتناول المشكلة والفريق والتقنيات والنتائج بعد الإطلاق.',
          },
          href: '/work',
        },
        {
          title: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
          text: {
            en: 'Flutter, React, React Native, Node.js, Ruby on Rails and Python, and how we choose between them.',
            de: 'Flutter, React, React Native, Node.js, Ruby on Rails und Python – und wie wir zwischen ihnen wählen.',
            ar: 'Flutter وReact وReact Native وNode.js وRuby on Rails وPython، وكيف نختار بينها.',
          },
          href: '/technologies',
        },
        {
          title: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
          text: {
            en: 'Fintech, healthcare, legal tech, real estate and transportation software built with compliance in mind.',
            de: 'Software für Fintech, Gesundheitswesen, Legal Tech, Immobilien und Transport – mit Blick auf Compliance entwickelt.',
            ar: 'برمجيات للتقنية المالية والرعاية الصحية والتقنية القانونية والعقارات والنقل، مبنية مع مراعاة متطلبات الامتثال.',
          },
          href: '/industries',
        },
        {
          title: {
            en: 'Custom software development',
            de: 'Individuelle Softwareentwicklung',
            ar: 'تطوير البرمجيات المخصصة',
          },
          text: {
            en: 'How we design, build and run software products from discovery sprint to long-term maintenance.',
            de: 'Wie wir Softwareprodukte konzipieren, entwickeln und betreiben – vom Discovery-Sprint bis zur langfristigen Wartung.',
            ar: 'كيف نصمم المنتجات البرمجية ونبنيها ونشغّلها، من سبرنت الاستكشاف إلى الصيانة طويلة الأمد.',
          },
          href: '/services/custom-software-development',
        },
        {
          title: { en: 'Blog', de: 'Blog', ar: 'المدونة' },
          text: {
            en: 'Practical articles from our engineers and designers on AI, architecture and product discovery.',
            de: 'Praxisnahe Artikel aus unserem Entwicklungs- und Designteam zu KI, Architektur und Product Discovery.',
            ar: 'مقالات عملية من مهندسينا ومصممينا حول الذكاء الاصطناعي وهندسة البرمجيات واستكشاف المنتجات.',
          },
          href: '/blog',
        },
        {
          title: { en: 'About us', de: 'Über uns', ar: 'من نحن' },
          text: {
            en: 'Who we are, how our teams are organized, and what we have learned since 2014.',
            de: 'Wer wir sind, wie unsere Teams aufgestellt sind und was wir seit 2014 gelernt haben.',
            ar: 'من نحن، وكيف تُنظَّم فرقنا، وما الذي تعلّمناه منذ عام 2014.',
          },
          href: '/about-us',
        },
      ],
    },
  ],
} satisfies PageInput;
