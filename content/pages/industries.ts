import type { PageInput } from '../schema/index.ts';

export default {
  id: 'industries',
  pageType: 'industries',
  path: '/industries',
  title: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
  description: {
    en: 'Software for fintech, healthcare, legal tech, real estate and transportation, built by a team that works with HIPAA, SOC 2 and PCI DSS every day.',
    de: 'Software für Fintech, Gesundheitswesen, Legal Tech, Immobilien und Transport – von einem Team, das täglich mit HIPAA, SOC 2 und PCI DSS arbeitet.',
    ar: 'برمجيات للتقنية المالية والرعاية الصحية والتقنية القانونية والعقارات والنقل، يبنيها فريق يتعامل يوميًا مع متطلبات HIPAA وSOC 2 وPCI DSS.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
      heading: {
        en: 'Domain knowledge that shortens every project',
        de: 'Branchenwissen, das jedes Projekt verkürzt',
        ar: 'خبرة قطاعية تختصر زمن كل مشروع',
      },
      lead: {
        en: 'Regulated industries punish generic software. We bring the compliance controls, integrations and domain vocabulary we have already built up for clients in five industries, so your budget does not pay for our learning curve.',
        de: 'Regulierte Branchen verzeihen keine Software von der Stange. Wir bringen Compliance-Kontrollen, Integrationen und Fachvokabular mit, die wir bereits für Kunden in fünf Branchen aufgebaut haben – damit Ihr Budget nicht unsere Lernkurve bezahlt.',
        ar: 'القطاعات الخاضعة للتنظيم لا تتسامح مع البرمجيات العامة. نأتي إليك بضوابط الامتثال والتكاملات والمصطلحات المتخصصة التي بنيناها لعملاء في خمسة قطاعات، حتى لا تدفع ميزانيتك ثمن منحنى تعلّمنا.',
      },
      primaryAction: {
        label: {
          en: 'Talk to an industry lead',
          de: 'Mit einem Branchenexperten sprechen',
          ar: 'تحدّث إلى خبير القطاع',
        },
        href: '/contact-us',
      },
      secondaryAction: {
        label: { en: 'See our work', de: 'Unsere Projekte ansehen', ar: 'اطّلع على أعمالنا' },
        href: '/work',
      },
    },
    {
      type: 'serviceGroups',
      heading: {
        en: 'Industries we serve',
        de: 'Branchen, für die wir arbeiten',
        ar: 'القطاعات التي نخدمها',
      },
      intro: {
        en: 'Each industry has a dedicated lead who has shipped products in it and keeps our checklists current as regulations change.',
        de: 'Für jede Branche gibt es eine feste verantwortliche Person, die dort bereits Produkte ausgeliefert hat und unsere Checklisten aktuell hält, wenn sich Vorschriften ändern.',
        ar: 'لكل قطاع مسؤول متخصص سبق له إطلاق منتجات فيه، ويحدّث قوائم التحقق لدينا كلما تغيرت اللوائح.',
      },
      groups: ['industries'],
    },
    {
      type: 'features',
      id: 'domain-experience',
      heading: {
        en: 'What domain experience changes',
        de: 'Was Branchenerfahrung verändert',
        ar: 'ما الذي تغيّره الخبرة القطاعية',
      },
      items: [
        {
          title: {
            en: 'Compliance from sprint one',
            de: 'Compliance ab dem ersten Sprint',
            ar: 'الامتثال منذ السبرنت الأول',
          },
          text: {
            en: 'HIPAA, SOC 2, PCI DSS and state privacy laws shape the architecture from the start instead of surfacing in a final audit. Our own delivery process is SOC 2 Type II audited.',
            de: 'HIPAA, SOC 2, PCI DSS und die Datenschutzgesetze der US-Bundesstaaten prägen die Architektur von Anfang an, statt erst beim abschließenden Audit aufzufallen. Unser eigener Entwicklungsprozess ist nach SOC 2 Type II auditiert.',
            ar: 'تُشكّل متطلبات HIPAA وSOC 2 وPCI DSS وقوانين الخصوصية في الولايات الأمريكية البنيةَ البرمجية منذ البداية، بدلًا من أن تظهر في تدقيق نهائي. كما أن عملية التطوير لدينا خاضعة لتدقيق SOC 2 من النوع الثاني.',
          },
        },
        {
          title: {
            en: 'Integrations we have built before',
            de: 'Integrationen, die wir schon gebaut haben',
            ar: 'تكاملات سبق أن بنيناها',
          },
          text: {
            en: 'EHRs over HL7 FHIR, payment processors and banking APIs, MLS listing feeds, court e-filing systems and fleet telematics: we reuse proven patterns instead of starting from zero.',
            de: 'Systeme für elektronische Patientenakten über HL7 FHIR, Zahlungsdienstleister und Banking-APIs, MLS-Immobilienfeeds, Systeme für elektronische Einreichungen bei Gericht und Flottentelematik: Wir nutzen bewährte Muster, statt bei null anzufangen.',
            ar: 'أنظمة السجلات الصحية الإلكترونية عبر HL7 FHIR، ومعالجات الدفع وواجهات البنوك البرمجية، وموجزات عقارات MLS، وأنظمة الإيداع القضائي الإلكتروني، وأنظمة تتبّع الأساطيل: نعيد استخدام أنماط مجرّبة بدلًا من البدء من الصفر.',
          },
        },
        {
          title: {
            en: 'Security reviews that pass',
            de: 'Sicherheitsprüfungen, die Sie bestehen',
            ar: 'مراجعات أمنية تجتازها بنجاح',
          },
          text: {
            en: 'Threat modeling, penetration tests and audit trails are part of every regulated project, with evidence your compliance team can hand straight to auditors.',
            de: 'Bedrohungsmodellierung, Penetrationstests und Audit-Trails gehören zu jedem regulierten Projekt – mit Nachweisen, die Ihr Compliance-Team direkt an Prüfer weitergeben kann.',
            ar: 'نمذجة التهديدات واختبارات الاختراق وسجلات التدقيق جزء من كل مشروع خاضع للتنظيم، مع أدلة يستطيع فريق الامتثال لديك تسليمها مباشرة إلى المدققين.',
          },
        },
        {
          title: {
            en: 'People who speak your language',
            de: 'Menschen, die Ihre Sprache sprechen',
            ar: 'فريق يتحدث لغة قطاعك',
          },
          text: {
            en: 'Several of our product managers have worked inside banks, clinics and brokerages. They know the difference between a claim and an encounter, or a ledger and a wallet, before the first workshop.',
            de: 'Mehrere unserer Produktmanager haben selbst in Banken, Kliniken und Maklerbüros gearbeitet. Sie kennen den Unterschied zwischen Abrechnungsfall und Behandlungskontakt oder zwischen Hauptbuch und Wallet schon vor dem ersten Workshop.',
            ar: 'عمل عدد من مديري المنتجات لدينا داخل بنوك وعيادات وشركات وساطة، فهم يعرفون الفرق بين المطالبة التأمينية والزيارة الطبية، أو بين دفتر الأستاذ والمحفظة الرقمية، قبل ورشة العمل الأولى.',
          },
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Building in a regulated industry?',
        de: 'Sie entwickeln in einer regulierten Branche?',
        ar: 'هل تعمل في قطاع خاضع للتنظيم؟',
      },
      text: {
        en: 'Tell us about your product and your compliance requirements. We will bring someone who has shipped in your industry to the first call.',
        de: 'Erzählen Sie uns von Ihrem Produkt und Ihren Compliance-Anforderungen. Zum ersten Gespräch bringen wir jemanden mit, der bereits in Ihrer Branche Produkte ausgeliefert hat.',
        ar: 'حدّثنا عن منتجك ومتطلبات الامتثال لديك، وسنحضر إلى المكالمة الأولى شخصًا سبق له إطلاق منتجات في قطاعك.',
      },
      action: {
        label: { en: 'Start a conversation', de: 'Gespräch beginnen', ar: 'ابدأ المحادثة' },
        href: '/contact-us',
      },
    },
  ],
} satisfies PageInput;
