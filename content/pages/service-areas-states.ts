import type { PageInput } from '../schema/index.ts';

export default {
  id: 'service-areas-states',
  pageType: 'serviceAreas',
  path: '/service-areas/states',
  title: {
    en: 'Service Areas: States',
    de: 'Einsatzgebiete: Bundesstaaten',
    ar: 'مناطق الخدمة: الولايات',
  },
  description: {
    en: 'Custom software development for companies in 29 US states, built to meet the state privacy laws, licensing rules and data residency needs your sector faces.',
    de: 'Individuelle Softwareentwicklung für Unternehmen in 29 US-Bundesstaaten – passend zu den Datenschutzgesetzen, Lizenzregeln und Datenresidenz-Vorgaben Ihrer Branche.',
    ar: 'تطوير البرمجيات المخصصة لشركات في 29 ولاية أمريكية، بما يلبّي قوانين الخصوصية وقواعد الترخيص ومتطلبات إقامة البيانات التي يواجهها قطاعك في كل ولاية.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Service areas', de: 'Einsatzgebiete', ar: 'مناطق الخدمة' },
      heading: {
        en: 'Custom software development in 29 states',
        de: 'Individuelle Softwareentwicklung in 29 Bundesstaaten',
        ar: 'تطوير البرمجيات المخصصة في 29 ولاية',
      },
      lead: {
        en: 'Regulation in the US is increasingly written at the state level. Our teams build for companies in 29 states and keep track of the privacy, licensing and records rules that decide how your product has to handle data.',
        de: 'In den USA entsteht Regulierung zunehmend auf Ebene der Bundesstaaten. Unsere Teams entwickeln für Unternehmen in 29 Bundesstaaten und behalten die Vorschriften zu Datenschutz, Lizenzierung und Aufbewahrung im Blick, die bestimmen, wie Ihr Produkt mit Daten umgehen muss.',
        ar: 'باتت التشريعات في الولايات المتحدة تُكتب على مستوى الولايات بصورة متزايدة. تبني فرقنا لشركات في 29 ولاية، وتتابع قواعد الخصوصية والترخيص وحفظ السجلات التي تحدّد كيف يجب أن يتعامل منتجك مع البيانات.',
      },
      primaryAction: {
        label: { en: 'Talk to our team', de: 'Mit unserem Team sprechen', ar: 'تحدّث إلى فريقنا' },
        href: '/contact-us',
      },
      secondaryAction: {
        label: { en: 'Browse by city', de: 'Nach Städten suchen', ar: 'تصفّح حسب المدينة' },
        href: '/service-areas/cities',
      },
    },
    {
      type: 'locationList',
      heading: {
        en: 'States we serve',
        de: 'Bundesstaaten, in denen wir tätig sind',
        ar: 'الولايات التي نخدمها',
      },
      kind: 'state',
    },
    {
      type: 'richText',
      id: 'state-regulations',
      heading: {
        en: 'Why the state you operate in matters',
        de: 'Warum es auf Ihren Bundesstaat ankommt',
        ar: 'لماذا تهمّ الولاية التي تعمل فيها',
      },
      paragraphs: [
        {
          en: 'More than a dozen states now have comprehensive consumer privacy laws, from the California Consumer Privacy Act to the Texas Data Privacy and Security Act and the Colorado Privacy Act. They differ on consent, data subject requests and how sensitive data may be processed. We design consent flows, data retention and request handling so one codebase satisfies every state you sell into.',
          de: 'Mehr als ein Dutzend Bundesstaaten haben inzwischen umfassende Datenschutzgesetze für Verbraucher – vom California Consumer Privacy Act über den Texas Data Privacy and Security Act bis zum Colorado Privacy Act. Sie unterscheiden sich bei Einwilligung, Betroffenenanfragen und der Frage, wie sensible Daten verarbeitet werden dürfen. Wir gestalten Einwilligungsprozesse, Datenaufbewahrung und die Bearbeitung von Anfragen so, dass eine einzige Codebasis die Vorgaben aller Bundesstaaten erfüllt, in denen Sie verkaufen.',
          ar: 'باتت لدى أكثر من اثنتي عشرة ولاية قوانين شاملة لحماية خصوصية المستهلك، من قانون خصوصية المستهلك في كاليفورنيا إلى قانون خصوصية البيانات وأمنها في تكساس وقانون الخصوصية في كولورادو. وتختلف هذه القوانين في أحكام الموافقة وطلبات أصحاب البيانات وكيفية معالجة البيانات الحساسة. ونصمّم مسارات الموافقة والاحتفاظ بالبيانات ومعالجة الطلبات بحيث تلبّي قاعدة شيفرة واحدة متطلبات كل ولاية تبيع فيها.',
        },
        {
          en: 'Sector rules vary by state as well. Money transmitter licensing shapes [fintech products](/services/fintech-software-development), medical records and telehealth rules shape [healthcare software](/services/healthcare-software-development), and real estate disclosure and MLS rules shape [property platforms](/services/real-estate-software-development). We map these requirements during discovery, before they turn into rework.',
          de: 'Auch Branchenvorschriften unterscheiden sich von Bundesstaat zu Bundesstaat. Lizenzen für Geldtransferdienste prägen [Fintech-Produkte](/services/fintech-software-development), Vorschriften zu Patientenakten und Telemedizin prägen [Software für das Gesundheitswesen](/services/healthcare-software-development), und Offenlegungspflichten im Immobilienbereich sowie MLS-Regeln prägen [Immobilienplattformen](/services/real-estate-software-development). Wir erfassen diese Anforderungen in der Discovery-Phase, bevor daraus Nacharbeit wird.',
          ar: 'وتختلف القواعد القطاعية أيضًا من ولاية إلى أخرى؛ فتراخيص تحويل الأموال ترسم ملامح [منتجات التقنية المالية](/services/fintech-software-development)، وقواعد السجلات الطبية والرعاية الصحية عن بُعد ترسم ملامح [برمجيات الرعاية الصحية](/services/healthcare-software-development)، فيما ترسم قواعد الإفصاح العقاري وأنظمة MLS ملامح [المنصات العقارية](/services/real-estate-software-development). ونرصد هذه المتطلبات خلال مرحلة الاستكشاف، قبل أن تتحوّل إلى إعادة عمل.',
        },
        {
          en: 'For public-sector and regulated clients we can keep data in specific US cloud regions, restrict production access to US-based staff, and provide the documentation that state procurement and security reviews ask for. Our delivery process is SOC 2 Type II audited and we build [HIPAA-compliant software](/services/hipaa-compliant-software-development) routinely.',
          de: 'Für Kunden aus dem öffentlichen Sektor und aus regulierten Branchen können wir Daten in bestimmten US-Cloud-Regionen halten, den Zugriff auf Produktivsysteme auf Mitarbeitende in den USA beschränken und die Dokumentation liefern, die Vergabe- und Sicherheitsprüfungen der Bundesstaaten verlangen. Unser Entwicklungsprozess ist nach SOC 2 Type II auditiert, und wir entwickeln routinemäßig [HIPAA-konforme Software](/services/hipaa-compliant-software-development).',
          ar: 'ولعملاء القطاع العام والقطاعات الخاضعة للتنظيم، يمكننا إبقاء البيانات في مناطق سحابية محددة داخل الولايات المتحدة، وقصر الوصول إلى بيئة الإنتاج على الموظفين المقيمين في الولايات المتحدة، وتوفير الوثائق التي تطلبها مراجعات المشتريات والأمن في الولايات. وتخضع عملية التسليم لدينا لتدقيق SOC 2 Type II، ونبني [برمجيات متوافقة مع HIPAA](/services/hipaa-compliant-software-development) بشكل اعتيادي.',
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Operating in several states?',
        de: 'Sie sind in mehreren Bundesstaaten tätig?',
        ar: 'هل تعمل في عدة ولايات؟',
      },
      text: {
        en: 'Tell us where your customers are and what your product does. We will outline the state-level requirements that apply before we estimate a line of code.',
        de: 'Sagen Sie uns, wo Ihre Kunden sind und was Ihr Produkt leistet. Wir skizzieren die geltenden Anforderungen der Bundesstaaten, bevor wir auch nur eine Zeile Code schätzen.',
        ar: 'أخبرنا أين يوجد عملاؤك وما الذي يقدّمه منتجك، وسنحدّد متطلبات الولايات التي تنطبق عليك قبل أن نقدّر سطرًا واحدًا من الشيفرة.',
      },
      action: {
        label: { en: 'Start a conversation', de: 'Gespräch beginnen', ar: 'ابدأ محادثة' },
        href: '/contact-us',
      },
    },
  ],
} satisfies PageInput;
