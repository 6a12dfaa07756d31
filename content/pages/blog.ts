import type { PageInput } from '../schema/index.ts';

export default {
  id: 'blog',
  pageType: 'blog',
  path: '/blog',
  title: { en: 'Blog', de: 'Blog', ar: 'المدونة' },
  description: {
    en: 'Articles by Fernhill’s engineers, designers and product managers on AI, software architecture, product discovery, compliance and running production systems.',
    de: 'Artikel aus Entwicklung, Design und Produktmanagement bei Fernhill zu KI, Softwarearchitektur, Product Discovery, Compliance und Betrieb von Produktivsystemen.',
    ar: 'مقالات بأقلام مهندسي Fernhill ومصمميها ومديري منتجاتها حول الذكاء الاصطناعي وهندسة البرمجيات واستكشاف المنتجات والامتثال وتشغيل أنظمة الإنتاج.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Fernhill blog', de: 'Fernhill-Blog', ar: 'مدونة Fernhill' },
      heading: {
        en: 'Notes from the people who build the software',
        de: 'Notizen von den Menschen, die die Software entwickeln',
        ar: 'ملاحظات من الفريق الذي يبني البرمجيات',
      },
      lead: {
        en: 'Practical writing from our engineers, designers and product managers: what worked, what did not, and what we would do differently on AI, architecture, product discovery and keeping systems running.',
        de: 'Praxisnahe Texte unserer Entwicklerinnen und Entwickler, Designer und Produktmanager: was funktioniert hat, was nicht und was wir bei KI, Architektur, Product Discovery und dem stabilen Betrieb von Systemen anders machen würden.',
        ar: 'كتابات عملية من مهندسينا ومصممينا ومديري المنتجات لدينا: ما نجح وما لم ينجح، وما كنا سنفعله بشكل مختلف في الذكاء الاصطناعي وهندسة البرمجيات واستكشاف المنتجات والحفاظ على استقرار الأنظمة.',
      },
    },
  ],
} satisfies PageInput;
