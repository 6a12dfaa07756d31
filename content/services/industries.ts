import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'fintech-software-development',
    group: 'industries',
    path: '/services/fintech-software-development',
    name: { en: 'Fintech', de: 'Fintech', ar: 'التقنية المالية' },
    title: {
      en: 'Fintech software development company',
      de: 'Agentur für Fintech-Softwareentwicklung',
      ar: 'شركة تطوير برمجيات التقنية المالية',
    },
    description: {
      en: 'Fintech software from Fernhill: payments, lending and banking products with double-entry ledgers, KYC/AML flows, Plaid and a reduced PCI DSS scope.',
      de: 'Fintech-Software von Fernhill: Zahlungs-, Kredit- und Banking-Produkte mit doppelter Buchführung, KYC/AML-Prozessen, Plaid und reduziertem PCI-DSS-Umfang.',
      ar: 'برمجيات التقنية المالية من Fernhill: منتجات للمدفوعات والإقراض والخدمات المصرفية بدفاتر قيد مزدوج، ومسارات KYC/AML، وتكامل Plaid، ونطاق PCI DSS مُقلَّص.',
    },
    summary: {
      en: 'Payments, lending and banking products built on correct ledgers, compliant onboarding and audit-ready infrastructure.',
      de: 'Zahlungs-, Kredit- und Banking-Produkte auf korrekten Hauptbüchern, mit regelkonformem Onboarding und prüfungsfähiger Infrastruktur.',
      ar: 'منتجات للمدفوعات والإقراض والخدمات المصرفية مبنية على دفاتر حسابات دقيقة، وتسجيل عملاء متوافق مع الأنظمة، وبنية تحتية جاهزة للتدقيق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
        heading: {
          en: 'Fintech products where every cent reconciles',
          de: 'Fintech-Produkte, bei denen jeder Cent aufgeht',
          ar: 'منتجات تقنية مالية تتطابق فيها الحسابات حتى آخر سنت',
        },
        lead: {
          en: 'We build payments, lending, banking and wealth products with the engineering discipline money demands: immutable ledgers, idempotent APIs, compliant onboarding and evidence your auditors and partner banks will accept.',
          de: 'Wir entwickeln Produkte für Zahlungsverkehr, Kredite, Banking und Vermögensverwaltung mit der technischen Disziplin, die Geld verlangt: unveränderliche Hauptbücher, idempotente APIs, regelkonformes Onboarding und Nachweise, die Ihre Prüfer und Partnerbanken akzeptieren.',
          ar: 'نبني منتجات للمدفوعات والإقراض والخدمات المصرفية وإدارة الثروات بالانضباط الهندسي الذي يتطلبه التعامل مع المال: دفاتر حسابات غير قابلة للتعديل، وواجهات API آمنة لإعادة المحاولة (idempotent)، وتسجيل عملاء متوافق مع الأنظمة، وأدلة يقبلها المدققون والبنوك الشريكة.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What we build for financial services',
          de: 'Was wir für Finanzdienstleister entwickeln',
          ar: 'ما نبنيه لقطاع الخدمات المالية',
        },
        items: [
          {
            title: {
              en: 'Embedded banking and cards',
              de: 'Embedded Banking und Karten',
              ar: 'الخدمات المصرفية المدمجة والبطاقات',
            },
            text: {
              en: 'Accounts, debit cards and transfers through banking-as-a-service partners, with ACH, RTP and FedNow rails behind one internal API.',
              de: 'Konten, Debitkarten und Überweisungen über Banking-as-a-Service-Partner, mit ACH, RTP und FedNow als Zahlungswegen hinter einer einzigen internen API.',
              ar: 'حسابات وبطاقات خصم وتحويلات عبر شركاء الخدمات المصرفية كخدمة (Banking-as-a-Service)، مع شبكات الدفع ACH وRTP وFedNow خلف واجهة API داخلية واحدة.',
            },
          },
          {
            title: {
              en: 'Payments and payouts',
              de: 'Zahlungen und Auszahlungen',
              ar: 'المدفوعات وصرف المستحقات',
            },
            text: {
              en: 'Checkout, subscriptions and marketplace payouts on Stripe or Adyen, with tokenization that keeps card data out of your systems.',
              de: 'Checkout, Abonnements und Marktplatz-Auszahlungen über Stripe oder Adyen, mit Tokenisierung, die Kartendaten aus Ihren Systemen heraushält.',
              ar: 'إتمام الشراء والاشتراكات وصرف مستحقات الأسواق الإلكترونية عبر Stripe أو Adyen، مع ترميز (tokenization) يُبقي بيانات البطاقات خارج أنظمتك.',
            },
          },
          {
            title: { en: 'Lending platforms', de: 'Kreditplattformen', ar: 'منصات الإقراض' },
            text: {
              en: 'Application, underwriting rules, document collection, servicing and collections workflows with a full decision audit trail.',
              de: 'Workflows für Antragstellung, Kreditprüfungsregeln, Dokumentenerfassung, Kreditverwaltung und Forderungsmanagement mit lückenlosem Prüfpfad für jede Entscheidung.',
              ar: 'مسارات عمل لتقديم الطلبات وقواعد تقييم الائتمان وجمع المستندات وإدارة القروض وتحصيلها، مع سجل تدقيق كامل لكل قرار.',
            },
          },
          {
            title: {
              en: 'Onboarding with KYC and AML',
              de: 'Onboarding mit KYC und AML',
              ar: 'تسجيل العملاء مع التحقق من الهوية (KYC) ومكافحة غسل الأموال (AML)',
            },
            text: {
              en: 'Identity verification, sanctions screening and transaction monitoring through providers such as Persona, Alloy or Sardine.',
              de: 'Identitätsprüfung, Sanktionslisten-Screening und Transaktionsüberwachung über Anbieter wie Persona, Alloy oder Sardine.',
              ar: 'التحقق من الهوية وفحص قوائم العقوبات ومراقبة المعاملات عبر مزوّدين مثل Persona أو Alloy أو Sardine.',
            },
          },
          {
            title: {
              en: 'Account aggregation and insights',
              de: 'Kontoaggregation und Auswertungen',
              ar: 'تجميع الحسابات والتحليلات',
            },
            text: {
              en: 'Plaid-powered account linking, balance checks and cash-flow analytics for personal finance, accounting and credit products.',
              de: 'Kontoverknüpfung über Plaid, Saldenabfragen und Cashflow-Analysen für Produkte rund um persönliche Finanzen, Buchhaltung und Kredite.',
              ar: 'ربط الحسابات عبر Plaid، والتحقق من الأرصدة، وتحليلات التدفق النقدي لمنتجات التمويل الشخصي والمحاسبة والائتمان.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach fintech',
          de: 'Unser Ansatz für Fintech',
          ar: 'نهجنا في التقنية المالية',
        },
        paragraphs: [
          {
            en: 'The ledger comes first. We model money as double-entry postings in integer minor units, never floats, and never update a balance in place: balances are derived from immutable entries, and corrections are reversing entries. Every money-moving endpoint takes an idempotency key, so a retried request cannot pay twice. Daily reconciliation jobs compare our ledger with processor and bank reports and open an exception queue for anything that does not match.',
            de: 'Das Hauptbuch steht an erster Stelle. Wir bilden Geld als doppelte Buchungen in ganzzahligen kleinsten Währungseinheiten ab, niemals als Gleitkommazahlen, und überschreiben nie einen Saldo: Salden werden aus unveränderlichen Buchungen abgeleitet, Korrekturen sind Stornobuchungen. Jeder Endpunkt, der Geld bewegt, verlangt einen Idempotenzschlüssel, sodass eine wiederholte Anfrage nicht doppelt zahlen kann. Tägliche Abstimmungsjobs gleichen unser Hauptbuch mit den Berichten von Zahlungsdienstleistern und Banken ab und legen alles, was nicht übereinstimmt, in einer Ausnahmewarteschlange ab.',
            ar: 'يأتي دفتر الحسابات أولًا. نمثّل المال بقيود مزدوجة بأصغر وحدات العملة في صورة أعداد صحيحة، لا أعداد بفاصلة عائمة أبدًا، ولا نعدّل أي رصيد في مكانه: تُشتق الأرصدة من قيود غير قابلة للتعديل، وتتم التصحيحات بقيود عكسية. وكل نقطة نهاية (endpoint) تحرّك المال تتطلب مفتاح منع التكرار (idempotency key)، فلا يمكن لطلب أُعيدت محاولته أن يدفع مرتين. وتقارن مهام التسوية اليومية دفترنا بتقارير معالجي المدفوعات والبنوك، وتُحيل كل ما لا يتطابق إلى قائمة استثناءات.',
          },
          {
            en: 'Compliance is handled through architecture where possible. Tokenized card capture keeps most products at PCI DSS SAQ A instead of a full assessment, PII is encrypted at the field level, and production access is logged and reviewed. KYC and AML run as configurable workflows, so your compliance team can tighten rules without a deploy.',
            de: 'Compliance lösen wir, wo immer möglich, über die Architektur. Durch tokenisierte Kartenerfassung bleiben die meisten Produkte bei PCI DSS SAQ A statt einer vollständigen Prüfung, personenbezogene Daten werden auf Feldebene verschlüsselt, und Zugriffe auf die Produktionsumgebung werden protokolliert und überprüft. KYC und AML laufen als konfigurierbare Workflows, sodass Ihr Compliance-Team Regeln ohne Deployment verschärfen kann.',
            ar: 'نعالج الامتثال من خلال البنية المعمارية حيثما أمكن. فالتقاط بيانات البطاقات بالترميز يُبقي معظم المنتجات عند مستوى PCI DSS SAQ A بدلًا من تقييم كامل، وتُشفَّر البيانات الشخصية على مستوى الحقل، ويُسجَّل الوصول إلى بيئة الإنتاج ويُراجَع. وتعمل إجراءات KYC وAML كمسارات عمل قابلة للضبط، فيستطيع فريق الامتثال لديك تشديد القواعد دون الحاجة إلى نشر إصدار جديد.',
          },
          {
            en: 'Financial products live or die on trust and data. Our [QA engineers](/services/qa-testing) test rounding, time zones, cut-off times and partial failures explicitly, and we feed ledger events into a [data warehouse](/services/data-warehousing) so finance and risk teams can report without querying production.',
            de: 'Finanzprodukte stehen und fallen mit Vertrauen und Daten. Unsere [QA-Fachleute](/services/qa-testing) testen Rundung, Zeitzonen, Annahmeschlusszeiten und Teilausfälle gezielt, und wir speisen Hauptbuchereignisse in ein [Data Warehouse](/services/data-warehousing) ein, damit Finanz- und Risikoteams Berichte erstellen können, ohne die Produktionsumgebung abzufragen.',
            ar: 'تنجح المنتجات المالية أو تفشل بقدر ما تحظى به من ثقة وما تملكه من بيانات. يختبر [مهندسو ضمان الجودة](/services/qa-testing) لدينا التقريب والمناطق الزمنية ومواعيد الإغلاق والأعطال الجزئية بشكل صريح، ونغذّي [مستودع بيانات](/services/data-warehousing) بأحداث دفتر الحسابات حتى تتمكن فرق المالية والمخاطر من إعداد التقارير دون الاستعلام من بيئة الإنتاج.',
          },
        ],
      },
      {
        type: 'stats',
        items: [
          {
            value: { en: 'SOC 2 Type II', de: 'SOC 2 Type II', ar: 'SOC 2 Type II' },
            label: {
              en: 'audited delivery processes',
              de: 'auditierte Umsetzungsprozesse',
              ar: 'عمليات تسليم خاضعة للتدقيق',
            },
          },
          {
            value: { en: 'SAQ A', de: 'SAQ A', ar: 'SAQ A' },
            label: {
              en: 'typical PCI DSS scope for our payment flows',
              de: 'typischer PCI-DSS-Umfang unserer Zahlungsabläufe',
              ar: 'نطاق PCI DSS المعتاد لمسارات الدفع لدينا',
            },
          },
          {
            value: { en: '100%', de: '100\u00a0%', ar: '100%' },
            label: {
              en: 'of money movements reconciled daily',
              de: 'aller Geldbewegungen täglich abgestimmt',
              ar: 'من حركات الأموال تُسوّى يوميًا',
            },
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a fintech engagement runs',
          de: 'So läuft ein Fintech-Projekt ab',
          ar: 'كيف يسير مشروع التقنية المالية',
        },
        items: [
          {
            title: {
              en: 'Regulatory and partner mapping',
              de: 'Regulatorik und Partner erfassen',
              ar: 'تحديد المتطلبات التنظيمية والشركاء',
            },
            text: {
              en: 'We list the licenses, partners and obligations involved, such as money transmission and bank program rules, before designing the system.',
              de: 'Bevor wir das System entwerfen, erfassen wir die beteiligten Lizenzen, Partner und Pflichten, etwa Vorgaben zum Geldtransfer und die Regeln des Bankprogramms.',
              ar: 'قبل تصميم النظام، نحصر التراخيص والشركاء والالتزامات المعنية، مثل قواعد تحويل الأموال وقواعد البرامج المصرفية.',
            },
          },
          {
            title: {
              en: 'Ledger and money-flow design',
              de: 'Design von Hauptbuch und Geldflüssen',
              ar: 'تصميم دفتر الحسابات وتدفقات الأموال',
            },
            text: {
              en: 'Accounts, posting rules and state machines for each transaction type are specified and reviewed with your finance lead.',
              de: 'Konten, Buchungsregeln und Zustandsautomaten für jeden Transaktionstyp werden spezifiziert und mit Ihrer Finanzleitung abgestimmt.',
              ar: 'نحدد الحسابات وقواعد القيد وآلات الحالة لكل نوع من المعاملات، ونراجعها مع مسؤول المالية لديك.',
            },
          },
          {
            title: {
              en: 'Build in a sandbox',
              de: 'Entwicklung in der Sandbox',
              ar: 'البناء في بيئة تجريبية',
            },
            text: {
              en: 'Features are developed against processor and bank sandboxes with simulated failures, returns and chargebacks.',
              de: 'Funktionen werden gegen die Sandboxes von Zahlungsdienstleistern und Banken entwickelt, mit simulierten Ausfällen, Rückläufern und Rückbuchungen.',
              ar: 'نطوّر الميزات على البيئات التجريبية لمعالجي المدفوعات والبنوك، مع محاكاة الأعطال والمرتجعات وعمليات استرداد المدفوعات (chargebacks).',
            },
          },
          {
            title: {
              en: 'Certification and launch',
              de: 'Zertifizierung und Launch',
              ar: 'الاعتماد والإطلاق',
            },
            text: {
              en: 'Partner reviews, penetration testing and a limited beta with transaction caps precede general availability.',
              de: 'Vor der allgemeinen Verfügbarkeit stehen Partnerprüfungen, Penetrationstests und eine begrenzte Beta mit Transaktionslimits.',
              ar: 'تسبق الإتاحةَ العامة مراجعاتُ الشركاء واختباراتُ الاختراق ونسخةٌ تجريبية محدودة بسقوف للمعاملات.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Fintech questions',
          de: 'Fragen zu Fintech',
          ar: 'أسئلة حول التقنية المالية',
        },
        items: [
          {
            question: {
              en: 'Should we build our own ledger or buy one?',
              de: 'Sollten wir ein eigenes Hauptbuch entwickeln oder eines einkaufen?',
              ar: 'هل نبني دفتر حساباتنا الخاص أم نشتري حلًا جاهزًا؟',
            },
            answer: {
              en: 'If money movement is peripheral to your product, a ledger service such as Modern Treasury or your BaaS partner’s ledger is usually enough. If balances, fees and interest are your product, an internal ledger gives you control. We have built both and often start with a vendor while designing a clean path to bring it in-house.',
              de: 'Sind Geldbewegungen für Ihr Produkt nur ein Nebenaspekt, genügt meist ein Ledger-Dienst wie Modern Treasury oder das Hauptbuch Ihres BaaS-Partners. Sind Salden, Gebühren und Zinsen Ihr Produkt, gibt Ihnen ein internes Hauptbuch die Kontrolle. Wir haben beides gebaut und beginnen oft mit einem Anbieter, während wir einen sauberen Weg für die spätere Übernahme ins eigene Haus vorsehen.',
              ar: 'إذا كانت حركة الأموال جانبًا ثانويًا في منتجك، فعادةً ما تكفي خدمة دفاتر حسابات مثل Modern Treasury أو دفتر حسابات شريكك في الخدمات المصرفية كخدمة (BaaS). أما إذا كانت الأرصدة والرسوم والفوائد هي منتجك نفسه، فإن دفتر الحسابات الداخلي يمنحك السيطرة. لقد بنينا كلا الخيارين، وكثيرًا ما نبدأ بمزوّد خارجي مع تصميم مسار واضح لنقله لاحقًا إلى داخل الشركة.',
            },
          },
          {
            question: {
              en: 'How do you keep us out of full PCI DSS scope?',
              de: 'Wie vermeiden Sie, dass wir in den vollen PCI-DSS-Umfang fallen?',
              ar: 'كيف تُبقوننا خارج النطاق الكامل لمعيار PCI DSS؟',
            },
            answer: {
              en: 'Card numbers never touch your servers: they are collected in the processor’s hosted fields or SDK and exchanged for tokens. That typically leaves you with an SAQ A self-assessment rather than a full on-site audit.',
              de: 'Kartennummern berühren Ihre Server nie: Sie werden in den gehosteten Feldern oder im SDK des Zahlungsdienstleisters erfasst und gegen Tokens getauscht. Damit bleibt in der Regel eine Selbstbewertung nach SAQ A statt eines vollständigen Vor-Ort-Audits.',
              ar: 'لا تصل أرقام البطاقات إلى خوادمك أبدًا: إذ تُجمع في الحقول المستضافة لدى معالج المدفوعات أو عبر حزمة SDK الخاصة به، ثم تُستبدل برموز (tokens). وهذا يترك لك عادةً تقييمًا ذاتيًا وفق SAQ A بدلًا من تدقيق ميداني كامل.',
            },
          },
          {
            question: {
              en: 'Can you work with our compliance officer and sponsor bank?',
              de: 'Können Sie mit unserem Compliance-Beauftragten und unserer Sponsorbank zusammenarbeiten?',
              ar: 'هل يمكنكم العمل مع مسؤول الامتثال لدينا والبنك الراعي؟',
            },
            answer: {
              en: 'Yes. We join partner calls, answer technical due diligence questionnaires and provide architecture diagrams, data-flow maps and access-control evidence from our SOC 2 processes.',
              de: 'Ja. Wir nehmen an Partnergesprächen teil, beantworten Fragebögen zur technischen Due Diligence und liefern Architekturdiagramme, Datenflussdarstellungen und Nachweise zur Zugriffskontrolle aus unseren SOC-2-Prozessen.',
              ar: 'نعم. نشارك في الاجتماعات مع الشركاء، ونجيب عن استبيانات العناية الواجبة التقنية، ونقدّم مخططات البنية وخرائط تدفق البيانات وأدلة ضوابط الوصول المستمدة من عمليات SOC 2 لدينا.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Building a product that moves money?',
          de: 'Sie entwickeln ein Produkt, das Geld bewegt?',
          ar: 'هل تبني منتجًا يحرّك الأموال؟',
        },
        text: {
          en: 'Tell us about your partners, your timeline and the regulations you operate under. We will come back with an architecture outline and the risks to retire first.',
          de: 'Erzählen Sie uns von Ihren Partnern, Ihrem Zeitplan und den Vorschriften, denen Sie unterliegen. Wir melden uns mit einem Architekturentwurf und den Risiken, die Sie zuerst ausräumen sollten.',
          ar: 'أخبرنا عن شركائك وجدولك الزمني والأنظمة التي تعمل بموجبها. وسنعود إليك بمخطط أولي للبنية والمخاطر التي ينبغي معالجتها أولًا.',
        },
        action: {
          label: {
            en: 'Talk about your fintech product',
            de: 'Über Ihr Fintech-Produkt sprechen',
            ar: 'تحدّث معنا عن منتجك المالي',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['jombine', 'joyne'],
    keywords: [
      'fintech software development',
      'fintech development company',
      'PCI DSS',
      'double-entry ledger',
      'KYC AML',
      'Plaid integration',
      'banking as a service',
    ],
  },
  {
    slug: 'healthcare-software-development',
    group: 'industries',
    path: '/services/healthcare-software-development',
    name: { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    title: {
      en: 'Healthcare software development company',
      de: 'Agentur für Softwareentwicklung im Gesundheitswesen',
      ar: 'شركة تطوير برمجيات الرعاية الصحية',
    },
    description: {
      en: 'Healthcare software by Fernhill: patient apps, telehealth and clinical tools with HL7 FHIR and EHR integrations, HIPAA safeguards and signed BAAs.',
      de: 'Gesundheitssoftware von Fernhill: Patienten-Apps, Telemedizin und klinische Tools mit HL7 FHIR, EHR-Anbindung, HIPAA-Schutzmaßnahmen und unterzeichneten BAAs.',
      ar: 'برمجيات الرعاية الصحية من Fernhill: تطبيقات للمرضى والرعاية عن بُعد وأدوات سريرية مع تكامل HL7 FHIR والسجلات الصحية الإلكترونية، وضمانات HIPAA، واتفاقيات BAA موقّعة.',
    },
    summary: {
      en: 'Patient apps, telehealth and clinical tools that integrate with EHRs through FHIR and protect PHI by design.',
      de: 'Patienten-Apps, Telemedizin und klinische Tools, die per FHIR an EHR-Systeme angebunden sind und PHI konsequent schützen.',
      ar: 'تطبيقات للمرضى والرعاية عن بُعد وأدوات سريرية تتكامل مع السجلات الصحية الإلكترونية عبر FHIR وتحمي بيانات المرضى منذ التصميم.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
        heading: {
          en: 'Healthcare software that clinicians adopt and compliance teams approve',
          de: 'Gesundheitssoftware, die medizinische Fachkräfte annehmen und Compliance-Teams freigeben',
          ar: 'برمجيات رعاية صحية يتبنّاها الكادر الطبي وتعتمدها فرق الامتثال',
        },
        lead: {
          en: 'We build patient-facing apps, telehealth platforms and clinical workflow tools for digital health companies and provider groups, with EHR integration and HIPAA safeguards planned from the first sprint.',
          de: 'Wir entwickeln Apps für Patientinnen und Patienten, Telemedizin-Plattformen und Tools für klinische Abläufe – für Digital-Health-Unternehmen sowie Praxis- und Klinikverbünde, mit EHR-Integration und HIPAA-Schutzmaßnahmen, die ab dem ersten Sprint eingeplant sind.',
          ar: 'نبني تطبيقات موجهة للمرضى ومنصات للرعاية الصحية عن بُعد وأدوات لسير العمل السريري لشركات الصحة الرقمية ومجموعات مقدمي الرعاية، مع تخطيط التكامل مع السجلات الصحية الإلكترونية (EHR) وضمانات HIPAA منذ السبرنت الأول.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What we build for healthcare',
          de: 'Was wir für das Gesundheitswesen entwickeln',
          ar: 'ما نبنيه لقطاع الرعاية الصحية',
        },
        items: [
          {
            title: {
              en: 'Patient engagement apps',
              de: 'Apps für die Patienteninteraktion',
              ar: 'تطبيقات التفاعل مع المرضى',
            },
            text: {
              en: 'Scheduling, intake, secure messaging, care plans and reminders on iOS, Android and web, designed for patients of every age and literacy level.',
              de: 'Terminbuchung, Aufnahme, sichere Nachrichten, Behandlungspläne und Erinnerungen auf iOS, Android und im Web – gestaltet für Patientinnen und Patienten jeden Alters und mit unterschiedlicher Lesekompetenz.',
              ar: 'حجز المواعيد واستقبال المرضى والمراسلة الآمنة وخطط الرعاية والتذكيرات على iOS وAndroid والويب، مصممة لمرضى من جميع الأعمار ومستويات القراءة والكتابة.',
            },
          },
          {
            title: {
              en: 'Telehealth platforms',
              de: 'Telemedizin-Plattformen',
              ar: 'منصات الرعاية الصحية عن بُعد',
            },
            text: {
              en: 'Video visits on HIPAA-eligible video SDKs, virtual waiting rooms, provider queues and visit documentation that flows back to the chart.',
              de: 'Videosprechstunden auf HIPAA-fähigen Video-SDKs, virtuelle Wartezimmer, Warteschlangen für Behandelnde und eine Dokumentation, die direkt in die Patientenakte zurückfließt.',
              ar: 'زيارات بالفيديو عبر حزم SDK مؤهلة وفق HIPAA، وغرف انتظار افتراضية، وقوائم انتظار لمقدمي الرعاية، وتوثيق للزيارات يعود تلقائيًا إلى ملف المريض.',
            },
          },
          {
            title: {
              en: 'EHR integrations',
              de: 'EHR-Integrationen',
              ar: 'التكامل مع السجلات الصحية الإلكترونية',
            },
            text: {
              en: 'HL7 FHIR R4 APIs and SMART on FHIR apps for Epic and Oracle Health, plus HL7 v2 feeds through integration engines where FHIR is not available.',
              de: 'HL7-FHIR-R4-APIs und SMART-on-FHIR-Apps für Epic und Oracle Health sowie HL7-v2-Feeds über Integration Engines, wo FHIR nicht verfügbar ist.',
              ar: 'واجهات HL7 FHIR R4 البرمجية وتطبيقات SMART on FHIR لأنظمة Epic وOracle Health، إضافة إلى تدفقات HL7 v2 عبر محركات التكامل حيث لا يتوفر FHIR.',
            },
          },
          {
            title: {
              en: 'Remote patient monitoring',
              de: 'Fernüberwachung von Patienten',
              ar: 'مراقبة المرضى عن بُعد',
            },
            text: {
              en: 'Connected devices, vitals dashboards, alert thresholds and the time tracking RPM billing codes require.',
              de: 'Vernetzte Geräte, Dashboards für Vitalwerte, Alarmschwellen und die Zeiterfassung, die RPM-Abrechnungscodes verlangen.',
              ar: 'أجهزة متصلة ولوحات لمتابعة العلامات الحيوية وعتبات للتنبيه، وتتبّع الوقت الذي تتطلبه رموز الفوترة الخاصة بالمراقبة عن بُعد (RPM).',
            },
          },
          {
            title: {
              en: 'Clinical operations tools',
              de: 'Tools für klinische Abläufe',
              ar: 'أدوات العمليات السريرية',
            },
            text: {
              en: 'Care coordination, referral management and prior authorization workflows that remove fax machines and spreadsheets from the process.',
              de: 'Workflows für Versorgungskoordination, Überweisungsmanagement und Vorabgenehmigungen, die Faxgeräte und Tabellenkalkulationen aus dem Prozess verbannen.',
              ar: 'مسارات عمل لتنسيق الرعاية وإدارة الإحالات والموافقات المسبقة تُخرج أجهزة الفاكس وجداول البيانات من العملية.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach healthcare',
          de: 'Unser Ansatz im Gesundheitswesen',
          ar: 'نهجنا في الرعاية الصحية',
        },
        paragraphs: [
          {
            en: 'Integration is usually the critical path, so we start there. We request sandbox access to the target EHRs in week one, map the FHIR resources needed (Patient, Encounter, Observation, MedicationRequest and so on) and identify which data is only available through HL7 v2 or flat files. Apps that launch from inside the EHR use SMART on FHIR, so clinicians do not log in twice.',
            de: 'Die Integration ist meist der kritische Pfad, deshalb beginnen wir dort. In der ersten Woche beantragen wir Sandbox-Zugänge zu den Ziel-EHR-Systemen, ordnen die benötigten FHIR-Ressourcen zu (Patient, Encounter, Observation, MedicationRequest usw.) und ermitteln, welche Daten nur über HL7 v2 oder Flat Files verfügbar sind. Apps, die aus dem EHR heraus starten, nutzen SMART on FHIR, sodass sich medizinisches Personal nicht zweimal anmelden muss.',
            ar: 'عادةً ما يكون التكامل هو المسار الحرج، لذا نبدأ به. نطلب في الأسبوع الأول الوصول إلى البيئات التجريبية لأنظمة السجلات الصحية الإلكترونية المستهدفة، ونحدد موارد FHIR اللازمة (Patient وEncounter وObservation وMedicationRequest وغيرها)، ونحدد البيانات التي لا تتوفر إلا عبر HL7 v2 أو الملفات المسطحة. أما التطبيقات التي تُفتح من داخل نظام السجلات الصحية فتستخدم SMART on FHIR، فلا يضطر الأطباء إلى تسجيل الدخول مرتين.',
          },
          {
            en: 'Every project runs under a Business Associate Agreement, and every vendor that could touch PHI, from cloud hosting to error tracking, is either covered by a BAA or kept away from PHI entirely. Audit logs record who viewed which record, and logs and analytics are scrubbed of identifiers. Our [HIPAA-compliant software](/services/hipaa-compliant-software-development) practice covers the technical safeguards in depth.',
            de: 'Jedes Projekt läuft unter einem Business Associate Agreement, und jeder Anbieter, der mit geschützten Gesundheitsdaten (PHI) in Berührung kommen könnte – vom Cloud-Hosting bis zum Error Tracking –, ist entweder durch ein BAA abgedeckt oder wird vollständig von PHI ferngehalten. Audit-Logs halten fest, wer welchen Datensatz eingesehen hat, und Logs sowie Analysedaten werden von Identifikatoren bereinigt. Unser Bereich für [HIPAA-konforme Software](/services/hipaa-compliant-software-development) behandelt die technischen Schutzmaßnahmen im Detail.',
            ar: 'يُنفَّذ كل مشروع بموجب اتفاقية شريك أعمال (BAA)، وكل مزوّد قد يتعامل مع المعلومات الصحية المحمية (PHI)، من الاستضافة السحابية إلى تتبّع الأخطاء، إما أن تشمله اتفاقية BAA أو يُبعَد عن هذه المعلومات تمامًا. وتسجّل سجلات التدقيق من اطّلع على أي سجل، وتُنقّى السجلات والتحليلات من البيانات المُعرِّفة. ويتناول فريقنا المتخصص في [البرمجيات المتوافقة مع HIPAA](/services/hipaa-compliant-software-development) الضمانات التقنية بالتفصيل.',
          },
          {
            en: 'Clinical users have little patience for software that adds clicks. We observe real workflows, test with nurses, physicians and patients through our [user research](/services/user-research-and-testing) team, and measure time-on-task before and after launch.',
            de: 'Klinische Anwender haben wenig Geduld mit Software, die zusätzliche Klicks verursacht. Wir beobachten reale Arbeitsabläufe, testen über unser Team für [Nutzerforschung](/services/user-research-and-testing) mit Pflegekräften, Ärztinnen und Ärzten sowie Patienten und messen die Bearbeitungszeit pro Aufgabe vor und nach dem Launch.',
            ar: 'لا يملك المستخدمون في البيئات السريرية صبرًا على برمجيات تضيف نقرات إضافية. لذلك نراقب سير العمل الفعلي، ونختبر مع الممرضين والأطباء والمرضى عبر فريق [أبحاث المستخدمين](/services/user-research-and-testing) لدينا، ونقيس الوقت المستغرق لإنجاز المهام قبل الإطلاق وبعده.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a healthcare project runs',
          de: 'So läuft ein Projekt im Gesundheitswesen ab',
          ar: 'كيف يسير مشروع الرعاية الصحية',
        },
        items: [
          {
            title: {
              en: 'Clinical and data discovery',
              de: 'Discovery-Phase: Klinik und Daten',
              ar: 'استكشاف سير العمل السريري والبيانات',
            },
            text: {
              en: 'We shadow users, map the care workflow and document which PHI is collected, where it flows and who may see it.',
              de: 'Wir begleiten Anwender im Arbeitsalltag, bilden den Versorgungsablauf ab und dokumentieren, welche PHI erhoben werden, wohin sie fließen und wer sie einsehen darf.',
              ar: 'نرافق المستخدمين في عملهم، ونرسم خريطة سير الرعاية، ونوثّق المعلومات الصحية المحمية التي تُجمع، وإلى أين تنتقل، ومن يحق له الاطلاع عليها.',
            },
          },
          {
            title: { en: 'Integration plan', de: 'Integrationsplan', ar: 'خطة التكامل' },
            text: {
              en: 'EHR endpoints, app registration, data mappings and testing environments are agreed with your IT or vendor contacts.',
              de: 'EHR-Endpunkte, App-Registrierung, Datenzuordnungen und Testumgebungen werden mit Ihrer IT oder Ihren Ansprechpartnern beim Anbieter abgestimmt.',
              ar: 'نتفق مع فريق تقنية المعلومات لديك أو جهات الاتصال لدى المزوّد على نقاط الاتصال بنظام السجلات الصحية، وتسجيل التطبيق، وربط البيانات، وبيئات الاختبار.',
            },
          },
          {
            title: {
              en: 'Build with safeguards',
              de: 'Entwicklung mit Schutzmaßnahmen',
              ar: 'البناء مع الضمانات',
            },
            text: {
              en: 'Features ship with access controls, audit logging and encryption built in, reviewed against a HIPAA security checklist each sprint.',
              de: 'Funktionen werden mit integrierter Zugriffskontrolle, Audit-Logging und Verschlüsselung ausgeliefert und in jedem Sprint anhand einer HIPAA-Sicherheitscheckliste geprüft.',
              ar: 'تُطلق الميزات وفيها ضوابط الوصول وسجلات التدقيق والتشفير مدمجة، وتُراجع في كل سبرنت وفق قائمة تحقق أمنية خاصة بـHIPAA.',
            },
          },
          {
            title: {
              en: 'Pilot with one site',
              de: 'Pilot an einem Standort',
              ar: 'تجربة أولية في موقع واحد',
            },
            text: {
              en: 'A limited rollout with a single clinic or patient cohort, with feedback sessions and adoption metrics before wider release.',
              de: 'Ein begrenzter Rollout mit einer einzelnen Klinik oder Patientengruppe, mit Feedbackrunden und Nutzungskennzahlen vor der breiteren Einführung.',
              ar: 'إطلاق محدود في عيادة واحدة أو مع مجموعة واحدة من المرضى، مع جلسات لجمع الملاحظات ومؤشرات لقياس التبنّي قبل الإطلاق الأوسع.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Healthcare questions',
          de: 'Fragen zum Gesundheitswesen',
          ar: 'أسئلة حول الرعاية الصحية',
        },
        items: [
          {
            question: {
              en: 'Will you sign a Business Associate Agreement?',
              de: 'Unterzeichnen Sie ein Business Associate Agreement?',
              ar: 'هل توقّعون اتفاقية شريك أعمال (BAA)؟',
            },
            answer: {
              en: 'Yes. We sign a BAA with every client whose project involves PHI, and our delivery processes are covered by an annual SOC 2 Type II audit. We also help you confirm BAAs with the cloud and SaaS vendors in your stack.',
              de: 'Ja. Wir unterzeichnen mit jedem Kunden, dessen Projekt PHI betrifft, ein BAA, und unsere Umsetzungsprozesse werden jährlich nach SOC 2 Type II auditiert. Außerdem helfen wir Ihnen, BAAs mit den Cloud- und SaaS-Anbietern in Ihrem Stack sicherzustellen.',
              ar: 'نعم. نوقّع اتفاقية BAA مع كل عميل يتضمن مشروعه معلومات صحية محمية، وتخضع عمليات التسليم لدينا لتدقيق SOC 2 Type II سنوي. كما نساعدك على التأكد من وجود اتفاقيات BAA مع مزوّدي الخدمات السحابية وخدمات SaaS في منظومتك التقنية.',
            },
          },
          {
            question: {
              en: 'How long does an Epic integration take?',
              de: 'Wie lange dauert eine Epic-Integration?',
              ar: 'كم يستغرق التكامل مع Epic؟',
            },
            answer: {
              en: 'Read-only FHIR access through a SMART on FHIR app can be live in eight to twelve weeks if the health system is engaged. Write-back, custom data or HL7 v2 interfaces take longer, and the health system’s review cycles often set the pace more than engineering does.',
              de: 'Lesender FHIR-Zugriff über eine SMART-on-FHIR-App kann in acht bis zwölf Wochen live sein, wenn der Klinikverbund aktiv mitwirkt. Rückschreiben, individuelle Daten oder HL7-v2-Schnittstellen dauern länger, und oft bestimmen die Prüfzyklen des Klinikverbunds das Tempo stärker als die Entwicklung.',
              ar: 'يمكن تشغيل وصول FHIR للقراءة فقط عبر تطبيق SMART on FHIR خلال ثمانية إلى اثني عشر أسبوعًا إذا تعاون النظام الصحي بفاعلية. أما الكتابة العكسية أو البيانات المخصصة أو واجهات HL7 v2 فتستغرق وقتًا أطول، وكثيرًا ما تحدد دورات المراجعة لدى النظام الصحي الوتيرة أكثر مما يحددها العمل الهندسي.',
            },
          },
          {
            question: {
              en: 'Do you build software that counts as a medical device?',
              de: 'Entwickeln Sie Software, die als Medizinprodukt gilt?',
              ar: 'هل تبنون برمجيات تُصنَّف أجهزةً طبية؟',
            },
            answer: {
              en: 'We focus on wellness, engagement and operational software. When a feature may fall under FDA software as a medical device guidance, we flag it early and work alongside your regulatory consultant on design controls and documentation.',
              de: 'Wir konzentrieren uns auf Software für Wellness, Patienteninteraktion und betriebliche Abläufe. Wenn eine Funktion unter die FDA-Leitlinien für Software als Medizinprodukt fallen könnte, weisen wir früh darauf hin und arbeiten mit Ihrem Berater für regulatorische Fragen an Design Controls und Dokumentation.',
              ar: 'نركّز على برمجيات العافية والتفاعل والعمليات التشغيلية. وعندما قد تندرج ميزة ما ضمن إرشادات FDA الخاصة بالبرمجيات بوصفها جهازًا طبيًا، ننبّه إلى ذلك مبكرًا ونعمل جنبًا إلى جنب مع مستشارك التنظيمي على ضوابط التصميم والتوثيق.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Planning a digital health product?',
          de: 'Sie planen ein Digital-Health-Produkt?',
          ar: 'هل تخطط لمنتج صحي رقمي؟',
        },
        text: {
          en: 'Tell us who the users are, which systems you need to connect to and where you are in the compliance process. We will help you plan a safe first release.',
          de: 'Erzählen Sie uns, wer die Nutzer sind, an welche Systeme Sie anbinden müssen und wo Sie im Compliance-Prozess stehen. Wir helfen Ihnen, ein sicheres erstes Release zu planen.',
          ar: 'أخبرنا من هم المستخدمون، وما الأنظمة التي تحتاج إلى الاتصال بها، وأين وصلت في مسار الامتثال. وسنساعدك على التخطيط لإصدار أول آمن.',
        },
        action: {
          label: {
            en: 'Discuss your healthcare project',
            de: 'Ihr Projekt im Gesundheitswesen besprechen',
            ar: 'ناقش مشروعك في الرعاية الصحية',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue', 'osmosis'],
    keywords: [
      'healthcare software development',
      'healthcare software development company',
      'HL7 FHIR',
      'EHR integration',
      'SMART on FHIR',
      'telehealth development',
      'HIPAA',
    ],
  },
  {
    slug: 'legal-tech-software-development',
    group: 'industries',
    path: '/services/legal-tech-software-development',
    name: { en: 'Legal tech', de: 'Legal Tech', ar: 'التقنية القانونية' },
    title: {
      en: 'Legal tech software development company',
      de: 'Agentur für Legal-Tech-Softwareentwicklung',
      ar: 'شركة تطوير برمجيات التقنية القانونية',
    },
    description: {
      en: 'Legal tech software by Fernhill: document automation, grounded AI review, client portals and practice management integrations with strict confidentiality.',
      de: 'Legal-Tech-Software von Fernhill: Dokumentenautomatisierung, quellenbasierte KI-Prüfung, Mandantenportale und Kanzleisoftware-Integrationen mit strikter Vertraulichkeit.',
      ar: 'برمجيات التقنية القانونية من Fernhill: أتمتة المستندات، ومراجعة بالذكاء الاصطناعي مستندة إلى المصادر، وبوابات للعملاء، وتكامل مع أنظمة إدارة المكاتب القانونية بسرية تامة.',
    },
    summary: {
      en: 'Document automation, AI-assisted review and client portals that respect privilege, ethical walls and audit requirements.',
      de: 'Dokumentenautomatisierung, KI-gestützte Prüfung und Mandantenportale, die Vertraulichkeit, Ethical Walls und Prüfpflichten respektieren.',
      ar: 'أتمتة المستندات والمراجعة بمساعدة الذكاء الاصطناعي وبوابات العملاء مع احترام السرية المهنية والحواجز الأخلاقية ومتطلبات التدقيق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
        heading: {
          en: 'Legal software that lawyers trust with privileged work',
          de: 'Rechtssoftware, der Anwältinnen und Anwälte vertrauliche Mandatsarbeit anvertrauen',
          ar: 'برمجيات قانونية يأتمنها المحامون على أعمالهم السرية',
        },
        lead: {
          en: 'We build products for law firms, legal departments and legal tech startups: drafting and review tools, intake and client portals, and integrations with the systems firms already run.',
          de: 'Wir entwickeln Produkte für Kanzleien, Rechtsabteilungen und Legal-Tech-Start-ups: Tools für Entwurf und Prüfung, Mandatsaufnahme und Mandantenportale sowie Integrationen mit den Systemen, die Kanzleien bereits nutzen.',
          ar: 'نبني منتجات لمكاتب المحاماة والإدارات القانونية والشركات الناشئة في التقنية القانونية: أدوات للصياغة والمراجعة، وبوابات لاستقبال العملاء وخدمتهم، وتكاملات مع الأنظمة التي تستخدمها المكاتب بالفعل.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What we build for legal teams',
          de: 'Was wir für Rechtsteams entwickeln',
          ar: 'ما نبنيه للفرق القانونية',
        },
        items: [
          {
            title: {
              en: 'Document automation',
              de: 'Dokumentenautomatisierung',
              ar: 'أتمتة المستندات',
            },
            text: {
              en: 'Template engines for engagement letters, pleadings and contracts, with conditional clauses and data pulled from the matter record.',
              de: 'Vorlagen-Engines für Mandatsvereinbarungen, Schriftsätze und Verträge, mit bedingten Klauseln und Daten direkt aus der Mandatsakte.',
              ar: 'محركات قوالب لخطابات التكليف والمذكرات القانونية والعقود، مع بنود شرطية وبيانات تُستمد من ملف القضية.',
            },
          },
          {
            title: {
              en: 'AI-assisted contract review',
              de: 'KI-gestützte Vertragsprüfung',
              ar: 'مراجعة العقود بمساعدة الذكاء الاصطناعي',
            },
            text: {
              en: 'Clause extraction, deviation from playbook and risk summaries in which every statement links back to the page and paragraph it came from.',
              de: 'Klauselextraktion, Abweichungen vom Playbook und Risikozusammenfassungen, in denen jede Aussage auf die Seite und den Absatz verweist, aus denen sie stammt.',
              ar: 'استخراج البنود ورصد الانحرافات عن دليل التفاوض المعتمد وملخصات للمخاطر، يرتبط فيها كل بيان بالصفحة والفقرة اللتين استُمد منهما.',
            },
          },
          {
            title: {
              en: 'Client intake and portals',
              de: 'Mandatsaufnahme und Mandantenportale',
              ar: 'استقبال العملاء والبوابات',
            },
            text: {
              en: 'Conflict-check intake forms, secure document exchange, matter status updates and e-signature through DocuSign or Dropbox Sign.',
              de: 'Aufnahmeformulare mit Kollisionsprüfung, sicherer Dokumentenaustausch, Statusupdates zum Mandat und E-Signatur über DocuSign oder Dropbox Sign.',
              ar: 'نماذج استقبال مع فحص تعارض المصالح، وتبادل آمن للمستندات، وتحديثات لحالة القضايا، وتوقيع إلكتروني عبر DocuSign أو Dropbox Sign.',
            },
          },
          {
            title: {
              en: 'Practice management integrations',
              de: 'Integration von Kanzleisoftware',
              ar: 'التكامل مع أنظمة إدارة المكاتب القانونية',
            },
            text: {
              en: 'Sync with Clio, iManage and NetDocuments for matters, time entries and documents, so nobody re-keys data.',
              de: 'Synchronisation mit Clio, iManage und NetDocuments für Mandate, Zeiteinträge und Dokumente, damit niemand Daten doppelt erfassen muss.',
              ar: 'مزامنة مع Clio وiManage وNetDocuments للقضايا وقيود الوقت والمستندات، فلا يضطر أحد إلى إعادة إدخال البيانات.',
            },
          },
          {
            title: {
              en: 'Case and matter analytics',
              de: 'Analysen zu Fällen und Mandaten',
              ar: 'تحليلات القضايا والملفات',
            },
            text: {
              en: 'Dashboards for matter budgets, cycle times and outside counsel spend, built on LEDES billing data.',
              de: 'Dashboards für Mandatsbudgets, Durchlaufzeiten und Ausgaben für externe Kanzleien, basierend auf LEDES-Abrechnungsdaten.',
              ar: 'لوحات معلومات لميزانيات القضايا ومدد إنجازها والإنفاق على المستشارين القانونيين الخارجيين، مبنية على بيانات الفوترة بصيغة LEDES.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach legal tech',
          de: 'Unser Ansatz für Legal Tech',
          ar: 'نهجنا في التقنية القانونية',
        },
        paragraphs: [
          {
            en: 'Confidentiality shapes the architecture. Documents are encrypted per tenant, ethical walls are enforced at the data layer rather than hidden in the interface, and every view, download and share is written to an audit log a firm’s general counsel can export. Where clients require it, we deploy into a dedicated cloud account or region so data residency commitments hold.',
            de: 'Vertraulichkeit prägt die Architektur. Dokumente werden je Tenant separat verschlüsselt, Ethical Walls werden auf Datenebene durchgesetzt statt nur in der Oberfläche ausgeblendet, und jede Ansicht, jeder Download und jede Freigabe wird in ein Audit-Log geschrieben, das die Rechtsabteilung einer Kanzlei exportieren kann. Wo Kunden es verlangen, deployen wir in ein dediziertes Cloud-Konto oder eine eigene Region, damit Zusagen zur Datenresidenz eingehalten werden.',
            ar: 'تحدد السرية شكل البنية المعمارية. تُشفَّر المستندات لكل عميل على حدة، وتُفرض الحواجز الأخلاقية على مستوى طبقة البيانات بدلًا من مجرد إخفائها في الواجهة، ويُسجَّل كل عرض وتنزيل ومشاركة في سجل تدقيق يستطيع المستشار القانوني العام للمكتب تصديره. وحيثما يطلب العملاء ذلك، ننشر النظام في حساب سحابي أو منطقة سحابية مخصصة حتى تظل التزامات إقامة البيانات قائمة.',
          },
          {
            en: 'Language models are useful in legal work only when they can show their sources. Our [AI development](/services/ai-development) team builds retrieval pipelines that quote the exact passage behind each answer, refuses to answer when the documents do not support one, and keeps client documents out of model training under the provider’s zero-retention terms. We evaluate extraction accuracy against attorney-labeled sets before anything reaches a user.',
            de: 'Sprachmodelle sind in der juristischen Arbeit nur nützlich, wenn sie ihre Quellen belegen können. Unser Team für [KI-Entwicklung](/services/ai-development) baut Retrieval-Pipelines, die zu jeder Antwort die genaue Textstelle zitieren, keine Antwort geben, wenn die Dokumente keine stützen, und Mandantendokumente gemäß den Zero-Retention-Bedingungen des Anbieters aus dem Modelltraining heraushalten. Bevor etwas bei Nutzern ankommt, bewerten wir die Extraktionsgenauigkeit anhand von Datensätzen, die Anwälte annotiert haben.',
            ar: 'لا تكون النماذج اللغوية مفيدة في العمل القانوني إلا عندما تستطيع إظهار مصادرها. يبني فريق [تطوير الذكاء الاصطناعي](/services/ai-development) لدينا مسارات استرجاع تقتبس المقطع الدقيق الذي تستند إليه كل إجابة، وتمتنع عن الإجابة حين لا تدعمها المستندات، وتُبقي مستندات العملاء خارج تدريب النماذج بموجب شروط عدم الاحتفاظ بالبيانات لدى المزوّد. ونقيّم دقة الاستخراج مقارنةً بمجموعات بيانات صنّفها محامون قبل أن يصل أي شيء إلى المستخدم.',
          },
          {
            en: 'Lawyers bill in six-minute increments and judge software accordingly. We test with practicing attorneys and paralegals, favor keyboard-driven interfaces and Word add-ins over new tabs, and connect to the systems firms already run through our [enterprise software](/services/enterprise-software-development) integration practice.',
            de: 'Anwälte rechnen im Sechs-Minuten-Takt ab und beurteilen Software entsprechend. Wir testen mit praktizierenden Anwältinnen, Anwälten und Rechtsanwaltsfachangestellten, bevorzugen tastaturgesteuerte Oberflächen und Word-Add-ins gegenüber neuen Tabs und binden die Systeme, die Kanzleien bereits nutzen, über unseren Integrationsbereich für [Unternehmenssoftware](/services/enterprise-software-development) an.',
            ar: 'يحاسب المحامون عملاءهم بوحدات مدتها ست دقائق، ويحكمون على البرمجيات بالمعيار نفسه. لذلك نختبر مع محامين ومساعدين قانونيين ممارسين، ونفضّل الواجهات التي تُدار بلوحة المفاتيح والإضافات داخل Word على فتح علامات تبويب جديدة، ونربط الأنظمة التي تستخدمها المكاتب بالفعل عبر فريق التكامل المتخصص في [برمجيات المؤسسات](/services/enterprise-software-development).',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a legal tech project runs',
          de: 'So läuft ein Legal-Tech-Projekt ab',
          ar: 'كيف يسير مشروع التقنية القانونية',
        },
        items: [
          {
            title: {
              en: 'Workflow and risk mapping',
              de: 'Abläufe und Risiken erfassen',
              ar: 'رسم خريطة سير العمل والمخاطر',
            },
            text: {
              en: 'We document how matters, documents and approvals move today, and which confidentiality and retention rules apply.',
              de: 'Wir dokumentieren, wie Mandate, Dokumente und Freigaben heute laufen und welche Vertraulichkeits- und Aufbewahrungsregeln gelten.',
              ar: 'نوثّق كيف تسير القضايا والمستندات والموافقات حاليًا، وما قواعد السرية والاحتفاظ بالبيانات المطبّقة.',
            },
          },
          {
            title: {
              en: 'Labeled sample set',
              de: 'Annotierter Referenzdatensatz',
              ar: 'مجموعة عينات مصنّفة',
            },
            text: {
              en: 'For AI features, attorneys label a representative set of documents that becomes the benchmark for every model change.',
              de: 'Für KI-Funktionen annotieren Anwälte einen repräsentativen Dokumentensatz, der zum Maßstab für jede Modelländerung wird.',
              ar: 'بالنسبة إلى ميزات الذكاء الاصطناعي، يصنّف المحامون مجموعة تمثيلية من المستندات تصبح المعيار المرجعي لكل تغيير في النموذج.',
            },
          },
          {
            title: { en: 'Iterative build', de: 'Iterative Entwicklung', ar: 'بناء تكراري' },
            text: {
              en: 'Two-week sprints with demos to practicing lawyers, and security reviews aligned with firm outside counsel guidelines.',
              de: 'Zweiwöchige Sprints mit Demos für praktizierende Anwälte und Sicherheitsprüfungen, ausgerichtet an den Outside Counsel Guidelines, denen Kanzleien unterliegen.',
              ar: 'سبرنتات مدة كل منها أسبوعان مع عروض توضيحية لمحامين ممارسين، ومراجعات أمنية متوافقة مع إرشادات المستشارين الخارجيين التي تلتزم بها المكاتب.',
            },
          },
          {
            title: {
              en: 'Pilot and rollout',
              de: 'Pilot und Rollout',
              ar: 'التجربة الأولية والتعميم',
            },
            text: {
              en: 'A practice-group pilot with usage tracking and feedback sessions, followed by training material and firm-wide rollout.',
              de: 'Ein Pilot in einer Fachgruppe mit Nutzungsauswertung und Feedbackrunden, gefolgt von Schulungsmaterial und kanzleiweitem Rollout.',
              ar: 'تجربة أولية داخل مجموعة تخصص واحدة مع تتبّع الاستخدام وجلسات لجمع الملاحظات، يليها إعداد مواد تدريبية وتعميم على مستوى المكتب بأكمله.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Legal tech questions',
          de: 'Fragen zu Legal Tech',
          ar: 'أسئلة حول التقنية القانونية',
        },
        items: [
          {
            question: {
              en: 'How do you stop AI features from inventing answers?',
              de: 'Wie verhindern Sie, dass KI-Funktionen Antworten erfinden?',
              ar: 'كيف تمنعون ميزات الذكاء الاصطناعي من اختلاق الإجابات؟',
            },
            answer: {
              en: 'We ground every answer in retrieved passages, display the citations inline and measure how often answers are fully supported by their sources. If confidence is low the feature says so and routes the question to a person instead of guessing.',
              de: 'Wir stützen jede Antwort auf abgerufene Textstellen, zeigen die Quellenangaben direkt im Text an und messen, wie oft Antworten vollständig durch ihre Quellen belegt sind. Ist die Konfidenz gering, sagt die Funktion das und leitet die Frage an einen Menschen weiter, statt zu raten.',
              ar: 'نستند في كل إجابة إلى مقاطع مسترجَعة، ونعرض الاستشهادات ضمن النص، ونقيس عدد المرات التي تكون فيها الإجابات مدعومة بالكامل بمصادرها. وإذا كانت درجة الثقة منخفضة، تصرّح الميزة بذلك وتحيل السؤال إلى شخص بدلًا من التخمين.',
            },
          },
          {
            question: {
              en: 'Can you pass a law firm’s security questionnaire?',
              de: 'Bestehen Sie den Sicherheitsfragebogen einer Kanzlei?',
              ar: 'هل يمكنكم اجتياز استبيان الأمان الخاص بمكتب محاماة؟',
            },
            answer: {
              en: 'Yes. We regularly complete firm and corporate questionnaires, supported by our SOC 2 Type II report, penetration test summaries and documented access controls, encryption and incident response.',
              de: 'Ja. Wir beantworten regelmäßig Fragebögen von Kanzleien und Unternehmen, gestützt auf unseren SOC-2-Type-II-Bericht, Zusammenfassungen von Penetrationstests sowie dokumentierte Zugriffskontrollen, Verschlüsselung und Incident Response.',
              ar: 'نعم. نستوفي بانتظام استبيانات مكاتب المحاماة والشركات، مدعومين بتقرير SOC 2 Type II الخاص بنا، وملخصات اختبارات الاختراق، وتوثيق ضوابط الوصول والتشفير والاستجابة للحوادث.',
            },
          },
          {
            question: {
              en: 'Do you integrate with Microsoft Word?',
              de: 'Bieten Sie eine Integration in Microsoft Word an?',
              ar: 'هل تتكاملون مع Microsoft Word؟',
            },
            answer: {
              en: 'Yes. Office add-ins built with the Office JavaScript API let lawyers run clause checks and insert approved language without leaving the document they are drafting.',
              de: 'Ja. Mit Office-Add-ins auf Basis der Office JavaScript API können Anwälte Klauseln prüfen und freigegebene Formulierungen einfügen, ohne das Dokument zu verlassen, an dem sie gerade arbeiten.',
              ar: 'نعم. تتيح إضافات Office المبنية باستخدام Office JavaScript API للمحامين فحص البنود وإدراج الصياغات المعتمدة دون مغادرة المستند الذي يصوغونه.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Building for lawyers?',
          de: 'Sie entwickeln für Juristen?',
          ar: 'هل تبني منتجًا للمحامين؟',
        },
        text: {
          en: 'Whether you are a firm modernizing internal tools or a startup selling to legal departments, we can help you scope a first release that passes security review.',
          de: 'Ob Sie als Kanzlei interne Tools modernisieren oder als Start-up an Rechtsabteilungen verkaufen: Wir helfen Ihnen, ein erstes Release zu definieren, das die Sicherheitsprüfung besteht.',
          ar: 'سواء كنت مكتبًا يحدّث أدواته الداخلية أو شركة ناشئة تبيع للإدارات القانونية، يمكننا مساعدتك على تحديد نطاق إصدار أول يجتاز المراجعة الأمنية.',
        },
        action: {
          label: { en: 'Start the conversation', de: 'Gespräch beginnen', ar: 'ابدأ محادثة' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['tattle', 'nicolette'],
    keywords: [
      'legal tech software development',
      'legal software development company',
      'document automation',
      'contract review AI',
      'Clio integration',
      'client portal',
      'law firm software',
    ],
  },
  {
    slug: 'real-estate-software-development',
    group: 'industries',
    path: '/services/real-estate-software-development',
    name: { en: 'Real estate', de: 'Immobilien', ar: 'العقارات' },
    title: {
      en: 'Real estate software development company',
      de: 'Agentur für Immobilien-Softwareentwicklung',
      ar: 'شركة تطوير البرمجيات العقارية',
    },
    description: {
      en: 'Real estate software by Fernhill: MLS search via the RESO Web API, tenant and owner portals, rent payments and property management integrations.',
      de: 'Immobiliensoftware von Fernhill: MLS-Suche über die RESO Web API, Mieter- und Eigentümerportale, Mietzahlungen und Integrationen mit Hausverwaltungssoftware.',
      ar: 'برمجيات عقارية من Fernhill: بحث في بيانات MLS عبر RESO Web API، وبوابات للمستأجرين والملاك، ودفع الإيجارات، وتكامل مع أنظمة إدارة الممتلكات.',
    },
    summary: {
      en: 'Listing search, tenant and owner portals and transaction tools connected to MLS data and property management systems.',
      de: 'Objektsuche, Mieter- und Eigentümerportale sowie Transaktionswerkzeuge, angebunden an MLS-Daten und Hausverwaltungssysteme.',
      ar: 'بحث عن العقارات وبوابات للمستأجرين والملاك وأدوات لإدارة الصفقات مرتبطة ببيانات MLS وأنظمة إدارة الممتلكات.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
        heading: {
          en: 'Real estate software built around listings, leases and closings',
          de: 'Immobiliensoftware rund um Inserate, Mietverträge und Abschlüsse',
          ar: 'برمجيات عقارية مبنية حول العروض العقارية وعقود الإيجار وإتمام الصفقات',
        },
        lead: {
          en: 'We build products for brokerages, property managers, proptech startups and investors: search experiences on live MLS data, resident and owner portals, and tools that move a transaction from offer to close.',
          de: 'Wir entwickeln Produkte für Maklerunternehmen, Hausverwaltungen, Proptech-Start-ups und Investoren: Suchfunktionen auf Basis aktueller MLS-Daten, Bewohner- und Eigentümerportale sowie Tools, die eine Transaktion vom Angebot bis zum Abschluss begleiten.',
          ar: 'نبني منتجات لشركات الوساطة العقارية ومديري الممتلكات والشركات الناشئة في التقنية العقارية والمستثمرين: تجارب بحث على بيانات MLS المحدّثة لحظيًا، وبوابات للسكان والملاك، وأدوات تنقل الصفقة من العرض حتى الإتمام.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What we build for real estate',
          de: 'Was wir für die Immobilienbranche entwickeln',
          ar: 'ما نبنيه لقطاع العقارات',
        },
        items: [
          {
            title: {
              en: 'Listing search and IDX sites',
              de: 'Objektsuche und IDX-Websites',
              ar: 'البحث في العروض العقارية ومواقع IDX',
            },
            text: {
              en: 'Map and list search over MLS data with saved searches, instant alerts and the attribution and display rules your MLS requires.',
              de: 'Karten- und Listensuche in MLS-Daten mit gespeicherten Suchen, sofortigen Benachrichtigungen und den Quellenangabe- und Darstellungsregeln, die Ihr MLS vorschreibt.',
              ar: 'بحث عبر الخريطة والقوائم في بيانات MLS مع عمليات بحث محفوظة وتنبيهات فورية، والتزام بقواعد الإسناد والعرض التي يفرضها نظام MLS لديك.',
            },
          },
          {
            title: {
              en: 'Resident and owner portals',
              de: 'Bewohner- und Eigentümerportale',
              ar: 'بوابات السكان والملاك',
            },
            text: {
              en: 'Online rent payments by ACH and card, maintenance requests with photos, lease documents and owner statements in one place.',
              de: 'Online-Mietzahlung per ACH und Karte, Reparaturmeldungen mit Fotos, Mietvertragsunterlagen und Eigentümerabrechnungen an einem Ort.',
              ar: 'دفع الإيجار إلكترونيًا عبر ACH أو البطاقة، وطلبات الصيانة مع الصور، ومستندات عقود الإيجار، وكشوف حسابات الملاك في مكان واحد.',
            },
          },
          {
            title: {
              en: 'Transaction management',
              de: 'Transaktionsmanagement',
              ar: 'إدارة الصفقات',
            },
            text: {
              en: 'Offer, disclosure and closing checklists with e-signature, deadline tracking and secure sharing with lenders and title companies.',
              de: 'Checklisten für Angebot, Offenlegung und Abschluss mit E-Signatur, Fristenüberwachung und sicherem Austausch mit Kreditgebern und Title Companies.',
              ar: 'قوائم تحقق للعروض والإفصاحات وإتمام الصفقات مع التوقيع الإلكتروني وتتبّع المواعيد النهائية والمشاركة الآمنة مع جهات الإقراض وشركات توثيق الملكية.',
            },
          },
          {
            title: {
              en: 'Property management integrations',
              de: 'Integration von Hausverwaltungssoftware',
              ar: 'التكامل مع أنظمة إدارة الممتلكات',
            },
            text: {
              en: 'Two-way sync with Yardi, AppFolio, Buildium and RealPage for units, tenants, ledgers and work orders.',
              de: 'Bidirektionale Synchronisation mit Yardi, AppFolio, Buildium und RealPage für Einheiten, Mieter, Mieterkonten und Arbeitsaufträge.',
              ar: 'مزامنة ثنائية الاتجاه مع Yardi وAppFolio وBuildium وRealPage للوحدات والمستأجرين ودفاتر الحسابات وأوامر العمل.',
            },
          },
          {
            title: {
              en: 'Investment and valuation tools',
              de: 'Tools für Investment und Bewertung',
              ar: 'أدوات الاستثمار والتقييم',
            },
            text: {
              en: 'Comparable-sales analysis, rent estimates and portfolio dashboards built on public records, MLS and your own deal data.',
              de: 'Vergleichswertanalysen, Mietschätzungen und Portfolio-Dashboards auf Basis öffentlicher Register, MLS-Daten und Ihrer eigenen Transaktionsdaten.',
              ar: 'تحليل المبيعات المماثلة وتقديرات الإيجار ولوحات معلومات للمحافظ الاستثمارية، مبنية على السجلات العامة وبيانات MLS وبيانات صفقاتك الخاصة.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach real estate',
          de: 'Unser Ansatz in der Immobilienbranche',
          ar: 'نهجنا في قطاع العقارات',
        },
        paragraphs: [
          {
            en: 'Listing data is messier than it looks. We ingest through the RESO Web API where MLSs support it and through legacy RETS feeds where they do not, normalize to the RESO Data Dictionary, and reconcile duplicates across MLS boundaries. Geographic search runs on PostGIS or a search engine with geo queries, with polygons for school districts and neighborhoods, and photos go through a resizing CDN so map views stay quick on phones.',
            de: 'Inseratsdaten sind unordentlicher, als sie aussehen. Wir übernehmen sie über die RESO Web API, wo MLS-Systeme sie unterstützen, und über ältere RETS-Feeds, wo nicht, normalisieren sie auf das RESO Data Dictionary und führen Dubletten über MLS-Grenzen hinweg zusammen. Die geografische Suche läuft auf PostGIS oder einer Suchmaschine mit Geoabfragen, mit Polygonen für Schulbezirke und Stadtviertel, und Fotos laufen über ein CDN mit Größenanpassung, damit Kartenansichten auch auf Smartphones schnell bleiben.',
            ar: 'بيانات العروض العقارية أكثر فوضى مما تبدو. نستوعبها عبر RESO Web API حيث تدعمها أنظمة MLS، وعبر تدفقات RETS القديمة حيث لا تدعمها، ثم نوحّدها وفق RESO Data Dictionary، ونعالج السجلات المكررة عبر حدود أنظمة MLS المختلفة. ويعمل البحث الجغرافي على PostGIS أو على محرك بحث يدعم الاستعلامات الجغرافية، مع مضلعات للمناطق التعليمية والأحياء، وتمر الصور عبر شبكة CDN تعيد تحجيمها حتى تبقى عروض الخريطة سريعة على الهواتف.',
          },
          {
            en: 'Resident-facing products handle money and personal data, so rent payments use tokenized ACH through processors such as Stripe with NACHA-compliant authorization, and applicant screening data is stored separately with short retention. Search, recommendations and advertising features are reviewed against Fair Housing rules, which excludes targeting by protected characteristics and proxies for them.',
            de: 'Produkte für Bewohner verarbeiten Geld und personenbezogene Daten. Deshalb laufen Mietzahlungen über tokenisiertes ACH bei Zahlungsdienstleistern wie Stripe mit NACHA-konformer Autorisierung, und Daten aus der Bewerberprüfung werden getrennt und nur kurz gespeichert. Such-, Empfehlungs- und Werbefunktionen werden anhand der Fair-Housing-Vorschriften geprüft, die ein Targeting nach geschützten Merkmalen und deren Stellvertretermerkmalen ausschließen.',
            ar: 'تتعامل المنتجات الموجهة للسكان مع الأموال والبيانات الشخصية، لذا تُدفع الإيجارات عبر ACH بالترميز لدى معالجين مثل Stripe مع تفويض متوافق مع قواعد NACHA، وتُخزَّن بيانات فحص المتقدمين بشكل منفصل ولفترة احتفاظ قصيرة. وتُراجَع ميزات البحث والتوصيات والإعلانات وفق قواعد الإسكان العادل (Fair Housing)، التي تحظر الاستهداف على أساس الخصائص المحمية أو ما يقوم مقامها من مؤشرات بديلة.',
          },
          {
            en: 'Many of our real estate clients also run two-sided products, connecting owners, agents and service providers, which draws on our [marketplace development](/services/marketplace-development) work. For the agent and resident apps themselves we lean on our [mobile app development](/services/mobile-app-development) team.',
            de: 'Viele unserer Immobilienkunden betreiben zudem zweiseitige Produkte, die Eigentümer, Makler und Dienstleister verbinden – hier greifen wir auf unsere Erfahrung in der [Marktplatzentwicklung](/services/marketplace-development) zurück. Für die Makler- und Bewohner-Apps selbst setzen wir auf unser Team für [Mobile-App-Entwicklung](/services/mobile-app-development).',
            ar: 'كما يشغّل كثير من عملائنا في القطاع العقاري منتجات ثنائية الجانب تربط الملاك والوكلاء ومقدمي الخدمات، وهو ما نستند فيه إلى خبرتنا في [تطوير الأسواق الإلكترونية](/services/marketplace-development). أما تطبيقات الوكلاء والسكان نفسها فنعتمد فيها على فريق [تطوير تطبيقات الجوال](/services/mobile-app-development) لدينا.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a real estate project runs',
          de: 'So läuft ein Immobilienprojekt ab',
          ar: 'كيف يسير المشروع العقاري',
        },
        items: [
          {
            title: { en: 'Data access', de: 'Datenzugang', ar: 'الوصول إلى البيانات' },
            text: {
              en: 'We help you secure MLS, public records and property management API access early, because approvals can take weeks.',
              de: 'Wir helfen Ihnen, frühzeitig Zugang zu MLS-Daten, öffentlichen Registern und den APIs der Hausverwaltungssysteme zu erhalten, denn Freigaben können Wochen dauern.',
              ar: 'نساعدك على تأمين الوصول إلى بيانات MLS والسجلات العامة وواجهات API لأنظمة إدارة الممتلكات مبكرًا، لأن الموافقات قد تستغرق أسابيع.',
            },
          },
          {
            title: { en: 'Domain model', de: 'Domänenmodell', ar: 'نموذج المجال' },
            text: {
              en: 'Properties, units, listings, leases and parties are modeled once, so search, portals and reporting share the same truth.',
              de: 'Objekte, Einheiten, Inserate, Mietverträge und Beteiligte werden einmal modelliert, sodass Suche, Portale und Reporting auf derselben Datengrundlage arbeiten.',
              ar: 'نصمم نموذج العقارات والوحدات والعروض وعقود الإيجار والأطراف مرة واحدة، فيعتمد البحث والبوابات والتقارير على مصدر الحقيقة نفسه.',
            },
          },
          {
            title: {
              en: 'Build and integrate',
              de: 'Entwickeln und integrieren',
              ar: 'البناء والتكامل',
            },
            text: {
              en: 'Features are delivered in sprints against real feeds, with sync monitoring that flags stale or missing data before users notice.',
              de: 'Funktionen werden in Sprints mit echten Datenfeeds ausgeliefert, und ein Sync-Monitoring meldet veraltete oder fehlende Daten, bevor Nutzer es bemerken.',
              ar: 'نسلّم الميزات في سبرنتات باستخدام تدفقات بيانات حقيقية، مع مراقبة للمزامنة تنبّه إلى البيانات القديمة أو المفقودة قبل أن يلاحظها المستخدمون.',
            },
          },
          {
            title: {
              en: 'Market-by-market rollout',
              de: 'Rollout Markt für Markt',
              ar: 'الإطلاق سوقًا تلو الأخرى',
            },
            text: {
              en: 'We launch in one metro or portfolio, tune data quality and performance, then expand.',
              de: 'Wir starten in einer Metropolregion oder einem Portfolio, optimieren Datenqualität und Performance und expandieren dann.',
              ar: 'نطلق في منطقة حضرية واحدة أو محفظة واحدة، ونحسّن جودة البيانات والأداء، ثم نتوسع.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Real estate questions',
          de: 'Fragen zu Immobilien',
          ar: 'أسئلة حول العقارات',
        },
        items: [
          {
            question: {
              en: 'Can you get us access to MLS data?',
              de: 'Können Sie uns Zugang zu MLS-Daten verschaffen?',
              ar: 'هل يمكنكم تأمين وصولنا إلى بيانات MLS؟',
            },
            answer: {
              en: 'We cannot grant access ourselves, since MLSs license data to brokers and approved vendors, but we guide you through the application, complete the technical parts of the vendor agreement and build to each MLS’s display and refresh rules.',
              de: 'Selbst erteilen können wir den Zugang nicht, da MLS-Systeme ihre Daten an Makler und zugelassene Anbieter lizenzieren. Wir begleiten Sie aber durch den Antrag, erledigen die technischen Teile der Anbietervereinbarung und setzen die Darstellungs- und Aktualisierungsregeln jedes MLS um.',
              ar: 'لا يمكننا منح الوصول بأنفسنا، لأن أنظمة MLS ترخّص بياناتها للوسطاء والمزوّدين المعتمدين، لكننا نرشدك خلال عملية التقديم، ونستكمل الأجزاء التقنية من اتفاقية المزوّد، ونبني وفق قواعد العرض والتحديث الخاصة بكل نظام MLS.',
            },
          },
          {
            question: {
              en: 'Which property management systems do you integrate with?',
              de: 'Welche Hausverwaltungssysteme binden Sie an?',
              ar: 'ما أنظمة إدارة الممتلكات التي تتكاملون معها؟',
            },
            answer: {
              en: 'Most often Yardi, AppFolio, Buildium, Entrata and RealPage. Integration depth depends on each vendor’s partner program, so we confirm available endpoints before committing to a scope.',
              de: 'Am häufigsten Yardi, AppFolio, Buildium, Entrata und RealPage. Wie tief die Integration gehen kann, hängt vom Partnerprogramm des jeweiligen Anbieters ab. Deshalb prüfen wir die verfügbaren Endpunkte, bevor wir uns auf einen Umfang festlegen.',
              ar: 'في أغلب الأحيان Yardi وAppFolio وBuildium وEntrata وRealPage. ويعتمد عمق التكامل على برنامج الشركاء لدى كل مزوّد، لذا نتحقق من نقاط الاتصال المتاحة قبل الالتزام بنطاق العمل.',
            },
          },
          {
            question: {
              en: 'How do you handle rent payment failures?',
              de: 'Wie gehen Sie mit fehlgeschlagenen Mietzahlungen um?',
              ar: 'كيف تتعاملون مع تعثّر دفعات الإيجار؟',
            },
            answer: {
              en: 'ACH returns arrive days after a payment appears to succeed, so we model payments as pending until settlement, post late fees only after confirmation and notify residents and managers automatically.',
              de: 'ACH-Rückläufer treffen erst Tage nach einer scheinbar erfolgreichen Zahlung ein. Deshalb führen wir Zahlungen bis zur Abwicklung als ausstehend, buchen Säumnisgebühren erst nach Bestätigung und benachrichtigen Bewohner und Verwalter automatisch.',
              ar: 'تصل مرتجعات ACH بعد أيام من ظهور الدفعة وكأنها نجحت، لذا نعامل الدفعات على أنها معلّقة حتى تتم التسوية، ولا نفرض رسوم التأخير إلا بعد التأكيد، ونُخطر السكان والمديرين تلقائيًا.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Have a real estate product in mind?',
          de: 'Sie haben ein Immobilienprodukt im Sinn?',
          ar: 'هل لديك فكرة منتج عقاري؟',
        },
        text: {
          en: 'Tell us about the users, the data sources and the markets you plan to serve. We will map the integrations and propose a first release.',
          de: 'Erzählen Sie uns von den Nutzern, den Datenquellen und den Märkten, die Sie bedienen möchten. Wir skizzieren die Integrationen und schlagen ein erstes Release vor.',
          ar: 'أخبرنا عن المستخدمين ومصادر البيانات والأسواق التي تخطط لخدمتها. وسنحدد التكاملات اللازمة ونقترح إصدارًا أول.',
        },
        action: {
          label: { en: 'Plan your project', de: 'Projekt planen', ar: 'خطّط لمشروعك' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['jombine'],
    keywords: [
      'real estate software development',
      'proptech development company',
      'RESO Web API',
      'MLS integration',
      'IDX',
      'tenant portal',
      'property management software',
    ],
  },
  {
    slug: 'transportation',
    group: 'industries',
    path: '/industries/transportation',
    name: { en: 'Transportation', de: 'Transport und Logistik', ar: 'النقل والخدمات اللوجستية' },
    title: {
      en: 'Transportation and logistics software development',
      de: 'Softwareentwicklung für Transport und Logistik',
      ar: 'تطوير برمجيات النقل والخدمات اللوجستية',
    },
    description: {
      en: 'Transportation and logistics software by Fernhill: dispatch, route optimization, telematics integrations, EDI and offline-first driver apps.',
      de: 'Transport- und Logistiksoftware von Fernhill: Disposition, Routenoptimierung, Telematik-Integrationen, EDI und offline-fähige Fahrer-Apps.',
      ar: 'برمجيات النقل والخدمات اللوجستية من Fernhill: توزيع الشحنات، وتحسين المسارات، والتكامل مع أنظمة التتبع عن بُعد، وEDI، وتطبيقات للسائقين تعمل حتى دون اتصال.',
    },
    summary: {
      en: 'Dispatch, routing, tracking and driver apps for carriers, brokers and delivery fleets, connected to telematics and EDI.',
      de: 'Disposition, Routenplanung, Tracking und Fahrer-Apps für Frachtführer, Frachtvermittler und Lieferflotten – mit Telematik und EDI.',
      ar: 'أنظمة لتوزيع الشحنات وتخطيط المسارات والتتبع وتطبيقات للسائقين لشركات النقل ووسطاء الشحن وأساطيل التوصيل، متصلة بأنظمة التتبع عن بُعد وEDI.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
        heading: {
          en: 'Logistics software that works at 3 a.m. on a rural highway',
          de: 'Logistiksoftware, die auch um 3 Uhr nachts auf der Landstraße funktioniert',
          ar: 'برمجيات لوجستية تعمل في الساعة 3 فجرًا على طريق سريع ريفي',
        },
        lead: {
          en: 'We build dispatch, tracking and driver software for carriers, freight brokers, last-mile delivery companies and fleet operators, designed for patchy coverage, tight margins and partners who still send EDI.',
          de: 'Wir entwickeln Software für Disposition, Sendungsverfolgung und Fahrer – für Frachtführer, Frachtvermittler, Last-Mile-Lieferdienste und Flottenbetreiber, ausgelegt auf lückenhaften Empfang, knappe Margen und Partner, die noch EDI senden.',
          ar: 'نبني برمجيات لتوزيع الشحنات والتتبع وللسائقين لصالح شركات النقل ووسطاء الشحن وشركات توصيل الميل الأخير ومشغّلي الأساطيل، مصممة لتغطية شبكة متقطعة وهوامش ربح ضيقة وشركاء ما زالوا يرسلون بيانات EDI.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What we build for transportation',
          de: 'Was wir für Transport und Logistik entwickeln',
          ar: 'ما نبنيه لقطاع النقل',
        },
        items: [
          {
            title: {
              en: 'Dispatch and load management',
              de: 'Disposition und Ladungsmanagement',
              ar: 'توزيع الشحنات وإدارة الحمولات',
            },
            text: {
              en: 'Load boards, assignment, tendering and status workflows for brokerages and carriers, with rate confirmations generated automatically.',
              de: 'Frachtbörsen, Zuweisung, Ausschreibung und Status-Workflows für Frachtvermittler und Frachtführer, mit automatisch erzeugten Frachtbestätigungen.',
              ar: 'لوحات الحمولات والتعيين وطرح العروض ومسارات عمل الحالة لشركات الوساطة والنقل، مع إنشاء تأكيدات الأسعار تلقائيًا.',
            },
          },
          {
            title: { en: 'Route optimization', de: 'Routenoptimierung', ar: 'تحسين المسارات' },
            text: {
              en: 'Multi-stop routing with time windows, vehicle capacities and driver hours, solved with Google OR-Tools or commercial routing APIs.',
              de: 'Tourenplanung mit mehreren Stopps unter Berücksichtigung von Zeitfenstern, Fahrzeugkapazitäten und Lenkzeiten, gelöst mit Google OR-Tools oder kommerziellen Routing-APIs.',
              ar: 'تخطيط مسارات متعددة التوقفات مع مراعاة النوافذ الزمنية وسعة المركبات وساعات عمل السائقين، باستخدام Google OR-Tools أو واجهات API تجارية لتخطيط المسارات.',
            },
          },
          {
            title: { en: 'Driver apps', de: 'Fahrer-Apps', ar: 'تطبيقات السائقين' },
            text: {
              en: 'Offline-first mobile apps for load details, navigation hand-off, document scanning and proof of delivery with photos and signatures.',
              de: 'Offline-fähige Mobile Apps für Ladungsdetails, Übergabe an die Navigation, Dokumentenscan und Zustellnachweis mit Fotos und Unterschriften.',
              ar: 'تطبيقات جوال مصممة للعمل دون اتصال أولًا (offline-first) لعرض تفاصيل الحمولة، والتحويل إلى تطبيق الملاحة، ومسح المستندات ضوئيًا، وإثبات التسليم بالصور والتوقيعات.',
            },
          },
          {
            title: {
              en: 'Telematics and tracking',
              de: 'Telematik und Tracking',
              ar: 'أنظمة التتبع عن بُعد وتتبّع الشحنات',
            },
            text: {
              en: 'Location, engine and ELD hours-of-service data from Samsara, Geotab and Motive, turned into live maps and ETA updates.',
              de: 'Standort-, Motor- und ELD-Lenkzeitdaten von Samsara, Geotab und Motive, aufbereitet als Live-Karten und ETA-Updates.',
              ar: 'بيانات الموقع والمحرك وساعات الخدمة المسجّلة في أجهزة ELD من Samsara وGeotab وMotive، تتحول إلى خرائط حية وتحديثات لوقت الوصول المتوقع.',
            },
          },
          {
            title: {
              en: 'EDI and shipper integrations',
              de: 'EDI- und Verladeranbindungen',
              ar: 'التكامل مع EDI والشاحنين',
            },
            text: {
              en: 'X12 204, 214 and 210 messages over AS2 or SFTP, alongside modern APIs for shippers and TMS platforms.',
              de: 'Nachrichten vom Typ X12 204, 214 und 210 über AS2 oder SFTP, ergänzt um moderne APIs für Verlader und TMS-Plattformen.',
              ar: 'رسائل X12 204 و214 و210 عبر AS2 أو SFTP، إلى جانب واجهات API حديثة للشاحنين ومنصات إدارة النقل (TMS).',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach transportation',
          de: 'Unser Ansatz für Transport und Logistik',
          ar: 'نهجنا في قطاع النقل',
        },
        paragraphs: [
          {
            en: 'Drivers lose signal, so driver apps must not depend on it. We store every action locally first, sync through a durable queue when coverage returns and resolve conflicts with server-side rules a dispatcher can understand. Screens are built for gloves and glare, with large touch targets and minimal typing, and location tracking respects battery life by adapting its sampling rate to speed and trip stage.',
            de: 'Fahrer verlieren den Empfang, also dürfen Fahrer-Apps nicht davon abhängen. Wir speichern jede Aktion zuerst lokal, synchronisieren über eine ausfallsichere Warteschlange, sobald wieder Netz da ist, und lösen Konflikte mit serverseitigen Regeln, die ein Disponent nachvollziehen kann. Die Bildschirme sind für Handschuhe und Blendung ausgelegt, mit großen Touch-Flächen und minimaler Texteingabe, und die Standortverfolgung schont den Akku, indem sie ihre Abtastrate an Geschwindigkeit und Fahrtabschnitt anpasst.',
            ar: 'يفقد السائقون الإشارة، لذا يجب ألا تعتمد تطبيقاتهم عليها. نخزّن كل إجراء محليًا أولًا، ونزامن عبر طابور موثوق عند عودة التغطية، ونحل التعارضات بقواعد على الخادم يستطيع موظف التوزيع فهمها. وتُصمَّم الشاشات لتُستخدم بالقفازات وتحت الوهج، بأهداف لمس كبيرة وأقل قدر من الكتابة، ويحافظ تتبّع الموقع على عمر البطارية بتكييف معدل أخذ العينات وفق السرعة ومرحلة الرحلة.',
          },
          {
            en: 'ETAs are only as good as their inputs. We combine telematics positions, historical dwell times at each facility and live traffic, and we show customers a range rather than false precision. Every status change, including those arriving through EDI 214 messages, lands in a single event stream, which feeds the customer portal and the analytics your operations team uses to measure on-time performance and detention.',
            de: 'ETAs sind nur so gut wie ihre Eingangsdaten. Wir kombinieren Telematikpositionen, historische Standzeiten an jedem Standort und Live-Verkehrsdaten und zeigen Kunden eine Zeitspanne statt einer Scheingenauigkeit. Jede Statusänderung, auch solche aus EDI-214-Nachrichten, landet in einem einzigen Event-Stream, der das Kundenportal speist und die Analysen, mit denen Ihr Operations-Team Pünktlichkeit und Standgeld misst.',
            ar: 'لا تكون أوقات الوصول المتوقعة أدق من البيانات التي تُبنى عليها. لذلك نجمع بين مواقع أنظمة التتبع عن بُعد، وأوقات الانتظار التاريخية في كل منشأة، وحركة المرور الحية، ونعرض على العملاء نطاقًا زمنيًا بدلًا من دقة زائفة. وكل تغيير في الحالة، بما في ذلك ما يصل عبر رسائل EDI 214، يصب في تدفق أحداث واحد يغذي بوابة العملاء والتحليلات التي يستخدمها فريق العمليات لديك لقياس الالتزام بالمواعيد ورسوم الاحتجاز.',
          },
          {
            en: 'Many fleets also run sensors on trailers and reefer units; our [IoT development](/services/iot-development) team connects those devices, and our [data warehousing](/services/data-warehousing) practice brings lanes, costs and performance into one model for pricing decisions.',
            de: 'Viele Flotten betreiben zudem Sensoren an Aufliegern und Kühlaggregaten; unser Team für [IoT-Entwicklung](/services/iot-development) bindet diese Geräte an, und unser Bereich [Data Warehousing](/services/data-warehousing) führt Relationen, Kosten und Leistung für Preisentscheidungen in einem Modell zusammen.',
            ar: 'وتشغّل أساطيل كثيرة أيضًا أجهزة استشعار على المقطورات ووحدات التبريد؛ إذ يربط فريق [تطوير إنترنت الأشياء](/services/iot-development) لدينا هذه الأجهزة، ويجمع فريق [مستودعات البيانات](/services/data-warehousing) خطوط النقل والتكاليف والأداء في نموذج واحد لدعم قرارات التسعير.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a logistics project runs',
          de: 'So läuft ein Logistikprojekt ab',
          ar: 'كيف يسير المشروع اللوجستي',
        },
        items: [
          {
            title: {
              en: 'Ride-along discovery',
              de: 'Discovery-Phase mit Mitfahrt',
              ar: 'الاستكشاف بمرافقة السائقين',
            },
            text: {
              en: 'We spend time with dispatchers and drivers, and document the exceptions that eat their day, not just the happy path.',
              de: 'Wir verbringen Zeit mit Disponenten und Fahrern und dokumentieren die Ausnahmen, die ihren Tag auffressen – nicht nur den Idealfall.',
              ar: 'نقضي وقتًا مع موظفي التوزيع والسائقين، ونوثّق الاستثناءات التي تستنزف يومهم، لا المسار المثالي فحسب.',
            },
          },
          {
            title: {
              en: 'Integration inventory',
              de: 'Bestandsaufnahme der Integrationen',
              ar: 'حصر التكاملات',
            },
            text: {
              en: 'Telematics providers, TMS, accounting and EDI partners are listed with the data each provides and how reliably.',
              de: 'Telematikanbieter, TMS, Buchhaltung und EDI-Partner werden erfasst – mit den Daten, die jeder liefert, und wie zuverlässig.',
              ar: 'نحصر مزوّدي أنظمة التتبع عن بُعد وأنظمة إدارة النقل والمحاسبة وشركاء EDI، مع البيانات التي يوفرها كل منهم ومدى موثوقيتها.',
            },
          },
          {
            title: {
              en: 'Build and field test',
              de: 'Entwicklung und Praxistest',
              ar: 'البناء والاختبار الميداني',
            },
            text: {
              en: 'Driver features are tested on the road with a small group before release, on the devices your fleet actually carries.',
              de: 'Fahrerfunktionen werden vor dem Release mit einer kleinen Gruppe auf der Straße getestet – auf den Geräten, die Ihre Flotte tatsächlich nutzt.',
              ar: 'تُختبر ميزات السائقين على الطريق مع مجموعة صغيرة قبل الإطلاق، على الأجهزة التي يحملها أسطولك فعلًا.',
            },
          },
          {
            title: { en: 'Phased rollout', de: 'Schrittweiser Rollout', ar: 'إطلاق على مراحل' },
            text: {
              en: 'We move one terminal, region or customer at a time, running old and new systems in parallel until numbers match.',
              de: 'Wir stellen ein Terminal, eine Region oder einen Kunden nach dem anderen um und betreiben altes und neues System parallel, bis die Zahlen übereinstimmen.',
              ar: 'ننقل محطة أو منطقة أو عميلًا واحدًا في كل مرة، ونشغّل النظامين القديم والجديد بالتوازي حتى تتطابق الأرقام.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Transportation questions',
          de: 'Fragen zu Transport und Logistik',
          ar: 'أسئلة حول النقل',
        },
        items: [
          {
            question: {
              en: 'Can you integrate with our existing TMS?',
              de: 'Können Sie unser bestehendes TMS anbinden?',
              ar: 'هل يمكنكم التكامل مع نظام إدارة النقل (TMS) الحالي لدينا؟',
            },
            answer: {
              en: 'Usually. We have worked with TMS platforms through their APIs, EDI and database-level exports. When a system offers no interface, we build a small integration service that reads its exports and writes its imports on a schedule.',
              de: 'In der Regel ja. Wir haben TMS-Plattformen über ihre APIs, EDI und Exporte auf Datenbankebene angebunden. Bietet ein System keine Schnittstelle, bauen wir einen kleinen Integrationsdienst, der zeitgesteuert seine Exporte liest und seine Importe schreibt.',
              ar: 'في الغالب نعم. عملنا مع منصات TMS عبر واجهاتها البرمجية وEDI والتصدير على مستوى قاعدة البيانات. وعندما لا يوفر النظام أي واجهة، نبني خدمة تكامل صغيرة تقرأ ملفات التصدير منه وتكتب ملفات الاستيراد إليه وفق جدول زمني.',
            },
          },
          {
            question: {
              en: 'Do you build ELD software?',
              de: 'Entwickeln Sie ELD-Software?',
              ar: 'هل تبنون برمجيات ELD؟',
            },
            answer: {
              en: 'We integrate with FMCSA-registered ELD providers rather than building certified ELD devices. That gives you hours-of-service data in your apps without taking on device certification.',
              de: 'Wir integrieren bei der FMCSA registrierte ELD-Anbieter, statt selbst zertifizierte ELD-Geräte zu bauen. So haben Sie Lenk- und Ruhezeitdaten in Ihren Apps, ohne sich um die Gerätezertifizierung kümmern zu müssen.',
              ar: 'نتكامل مع مزوّدي أجهزة ELD المسجّلين لدى FMCSA بدلًا من بناء أجهزة ELD معتمدة بأنفسنا. وهذا يوفر لك بيانات ساعات الخدمة في تطبيقاتك دون أن تتحمل عبء اعتماد الأجهزة.',
            },
          },
          {
            question: {
              en: 'How accurate can ETAs be?',
              de: 'Wie genau können ETAs sein?',
              ar: 'ما مدى دقة أوقات الوصول المتوقعة؟',
            },
            answer: {
              en: 'With good telematics and historical dwell data, most clients see ETA errors fall substantially within the first months. We report accuracy by lane and facility so you can see where predictions need work.',
              de: 'Mit guten Telematik- und historischen Standzeitdaten sinken die ETA-Abweichungen bei den meisten Kunden in den ersten Monaten deutlich. Wir weisen die Genauigkeit je Relation und Standort aus, damit Sie sehen, wo die Prognosen noch Arbeit brauchen.',
              ar: 'مع بيانات جيدة من أنظمة التتبع عن بُعد وبيانات تاريخية لأوقات الانتظار، يلاحظ معظم العملاء انخفاضًا كبيرًا في أخطاء أوقات الوصول المتوقعة خلال الأشهر الأولى. ونقدّم تقارير الدقة حسب خط النقل والمنشأة حتى ترى أين تحتاج التوقعات إلى تحسين.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Moving freight, parcels or people?',
          de: 'Sie transportieren Fracht, Pakete oder Menschen?',
          ar: 'هل تنقل بضائع أو طرودًا أو أشخاصًا؟',
        },
        text: {
          en: 'Tell us about your fleet, your partners and the systems you run today. We will suggest where software would save the most dispatcher and driver time.',
          de: 'Erzählen Sie uns von Ihrer Flotte, Ihren Partnern und den Systemen, die Sie heute nutzen. Wir zeigen Ihnen, wo Software Disponenten und Fahrern am meisten Zeit sparen würde.',
          ar: 'أخبرنا عن أسطولك وشركائك والأنظمة التي تستخدمها اليوم. وسنقترح المواضع التي توفر فيها البرمجيات أكبر قدر من وقت موظفي التوزيع والسائقين.',
        },
        action: {
          label: {
            en: 'Talk to our logistics team',
            de: 'Mit unserem Logistikteam sprechen',
            ar: 'تحدّث إلى فريقنا المتخصص في الخدمات اللوجستية',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'jombine'],
    keywords: [
      'transportation software development',
      'logistics software development',
      'fleet management software',
      'route optimization',
      'EDI integration',
      'driver app',
      'telematics',
    ],
  },
] satisfies ServiceInput[];
