import type { AuthorInput } from '../schema/index.ts';

export default [
  {
    id: 'nadia-haddad',
    name: 'Nadia Haddad',
    role: {
      en: 'Chief Technology Officer',
      de: 'Technische Direktorin (CTO)',
      ar: 'المديرة التقنية',
    },
    bio: {
      en: 'Nadia joined Fernhill in 2016 as a Rails engineer and has led its technology practice since 2021. She owns the firm’s architecture reviews, its AI practice and its SOC 2 program, and still reviews pull requests most weeks.',
      de: 'Nadia kam 2016 als Rails-Entwicklerin zu Fernhill und leitet seit 2021 den Technologiebereich des Unternehmens. Sie verantwortet die Architektur-Reviews, den KI-Bereich und das SOC-2-Programm – und prüft bis heute fast jede Woche selbst Pull Requests.',
      ar: 'انضمت Nadia إلى Fernhill عام 2016 مهندسةً متخصصة في Rails، وتقود قسم التقنية في الشركة منذ عام 2021. وهي مسؤولة عن مراجعات البنية المعمارية للبرمجيات، وعن قسم الذكاء الاصطناعي وبرنامج SOC 2، ولا تزال تراجع طلبات الدمج (pull requests) بنفسها في معظم الأسابيع.',
    },
  },
  {
    id: 'owen-whitaker',
    name: 'Owen Whitaker',
    role: { en: 'Principal Engineer', de: 'Leitender Softwareingenieur', ar: 'كبير المهندسين' },
    bio: {
      en: 'Owen has spent fifteen years building multi-tenant SaaS and healthcare platforms on Postgres, Rails and Node.js. At Fernhill he leads platform architecture, database reviews and the on-call rotation for the app maintenance practice.',
      de: 'Owen entwickelt seit fünfzehn Jahren mandantenfähige SaaS- und Gesundheitsplattformen mit Postgres, Rails und Node.js. Bei Fernhill leitet er die Plattformarchitektur, die Datenbank-Reviews und die Rufbereitschaft des Bereichs App-Wartung.',
      ar: 'أمضى Owen خمسة عشر عامًا في بناء منصات SaaS متعددة المستأجرين ومنصات للرعاية الصحية باستخدام Postgres وRails وNode.js. ويقود في Fernhill هندسة المنصات ومراجعات قواعد البيانات وجدول المناوبات في قسم صيانة التطبيقات.',
    },
  },
  {
    id: 'lucia-mendoza',
    name: 'Lucía Mendoza',
    role: { en: 'Head of Design', de: 'Leiterin Design', ar: 'رئيسة قسم التصميم' },
    bio: {
      en: 'Lucía leads Fernhill’s product design team from the Mexico City hub. She has built design systems for fintech and healthcare clients, runs the weekly research program, and audits every release for accessibility before it ships.',
      de: 'Lucía leitet das Produktdesign-Team von Fernhill vom Standort Mexiko-Stadt aus. Sie hat Designsysteme für Kunden aus Fintech und Gesundheitswesen aufgebaut, verantwortet das wöchentliche Programm für Nutzerforschung und prüft jedes Release vor der Auslieferung auf Barrierefreiheit.',
      ar: 'تقود Lucía فريق تصميم المنتجات في Fernhill من مركزها في مكسيكو سيتي. بنت أنظمة تصميم لعملاء في قطاعي التقنية المالية والرعاية الصحية، وتدير برنامج أبحاث المستخدمين الأسبوعي، وتدقق كل إصدار من حيث إمكانية الوصول قبل إطلاقه.',
    },
  },
  {
    id: 'sam-adeyemi',
    name: 'Sam Adeyemi',
    role: { en: 'Delivery Lead', de: 'Leitung Projektauslieferung', ar: 'مسؤول تسليم المشاريع' },
    bio: {
      en: 'Sam has run more than 60 client engagements at Fernhill, from two-person MVPs to 30-person enterprise programs. He writes the firm’s estimates and statements of work, and the playbook every new project manager reads in their first week.',
      de: 'Sam hat bei Fernhill mehr als 60 Kundenprojekte geleitet – vom MVP mit zwei Personen bis zum Konzernprojekt mit 30 Personen. Er verfasst die Aufwandsschätzungen und Leistungsbeschreibungen des Unternehmens sowie den Leitfaden für die Projektumsetzung, den jede neue Projektleitung in der ersten Woche liest.',
      ar: 'أدار Sam أكثر من 60 مشروعًا للعملاء في Fernhill، من منتجات أولية (MVP) يعمل عليها شخصان إلى برامج مؤسسية يشارك فيها 30 شخصًا. وهو من يكتب تقديرات الشركة وبيانات نطاق العمل، إضافةً إلى دليل العمل الذي يقرؤه كل مدير مشروع جديد في أسبوعه الأول.',
    },
  },
] satisfies AuthorInput[];
