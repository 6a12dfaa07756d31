import type { CategoryInput } from '../schema/index.ts';

export default [
  {
    id: 'engineering',
    name: { en: 'Engineering', de: 'Softwareentwicklung', ar: 'هندسة البرمجيات' },
    description: {
      en: 'Architecture, databases, infrastructure and compliance: the practical decisions behind shipping and maintaining production software.',
      de: 'Architektur, Datenbanken, Infrastruktur und Compliance: die praktischen Entscheidungen hinter Auslieferung und Wartung produktiver Software.',
      ar: 'البنية المعمارية وقواعد البيانات والبنية التحتية والامتثال: القرارات العملية وراء إطلاق البرمجيات الإنتاجية وصيانتها.',
    },
  },
  {
    id: 'ai',
    name: { en: 'AI', de: 'KI', ar: 'الذكاء الاصطناعي' },
    description: {
      en: 'How we build, evaluate and operate LLM features: retrieval, evals, cost control and the failure modes we have hit in production.',
      de: 'Wie wir LLM-Funktionen bauen, evaluieren und betreiben: Retrieval, Evals, Kostenkontrolle und die Fehlerbilder, die wir in Produktion erlebt haben.',
      ar: 'كيف نبني ميزات النماذج اللغوية الكبيرة ونقيّمها ونشغّلها: الاسترجاع والتقييمات وضبط التكاليف، وأنماط الإخفاق التي واجهناها في بيئة الإنتاج.',
    },
  },
  {
    id: 'design',
    name: { en: 'Design', de: 'Design', ar: 'التصميم' },
    description: {
      en: 'Product design, design systems, user research and accessibility, written by the designers who run them on client projects every week.',
      de: 'Produktdesign, Designsysteme, Nutzerforschung und Barrierefreiheit – von den Designern, die sie jede Woche in Kundenprojekten umsetzen.',
      ar: 'تصميم المنتجات وأنظمة التصميم وأبحاث المستخدمين وإمكانية الوصول، بأقلام المصممين الذين يتولونها في مشاريع العملاء كل أسبوع.',
    },
  },
  {
    id: 'business',
    name: { en: 'Business', de: 'Wirtschaft', ar: 'الأعمال' },
    description: {
      en: 'Estimating, contracts, engagement models and the commercial side of building software with an agency, without the sales gloss.',
      de: 'Aufwandsschätzung, Verträge, Zusammenarbeitsmodelle und die kaufmännische Seite der Softwareentwicklung mit einer Agentur – ohne Verkaufsrhetorik.',
      ar: 'تقدير التكاليف والعقود ونماذج التعاون والجانب التجاري لبناء البرمجيات مع وكالة، بعيدًا عن البريق التسويقي.',
    },
  },
] satisfies CategoryInput[];
