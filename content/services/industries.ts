import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'fintech-software-development',
    group: 'industries',
    path: '/services/fintech-software-development',
    name: { en: 'Fintech', de: 'Fintech', ar: 'التقنية المالية' },
    title: 'Fintech software development company',
    description:
      'Fintech software from Fernhill: payments, lending and banking products with double-entry ledgers, KYC/AML flows, Plaid and a reduced PCI DSS scope.',
    summary: {
      en: 'Payments, lending and banking products built on correct ledgers, compliant onboarding and audit-ready infrastructure.',
      de: 'Zahlungs-, Kredit- und Banking-Produkte auf korrekten Hauptbüchern, mit regelkonformem Onboarding und prüfungsfähiger Infrastruktur.',
      ar: 'منتجات للمدفوعات والإقراض والخدمات المصرفية مبنية على دفاتر حسابات دقيقة، وتسجيل عملاء متوافق مع الأنظمة، وبنية تحتية جاهزة للتدقيق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Industries',
        heading: 'Fintech products where every cent reconciles',
        lead: 'We build payments, lending, banking and wealth products with the engineering discipline money demands: immutable ledgers, idempotent APIs, compliant onboarding and evidence your auditors and partner banks will accept.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for financial services',
        items: [
          {
            title: 'Embedded banking and cards',
            text: 'Accounts, debit cards and transfers through banking-as-a-service partners, with ACH, RTP and FedNow rails behind one internal API.',
          },
          {
            title: 'Payments and payouts',
            text: 'Checkout, subscriptions and marketplace payouts on Stripe or Adyen, with tokenization that keeps card data out of your systems.',
          },
          {
            title: 'Lending platforms',
            text: 'Application, underwriting rules, document collection, servicing and collections workflows with a full decision audit trail.',
          },
          {
            title: 'Onboarding with KYC and AML',
            text: 'Identity verification, sanctions screening and transaction monitoring through providers such as Persona, Alloy or Sardine.',
          },
          {
            title: 'Account aggregation and insights',
            text: 'Plaid-powered account linking, balance checks and cash-flow analytics for personal finance, accounting and credit products.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach fintech',
        paragraphs: [
          'The ledger comes first. We model money as double-entry postings in integer minor units, never floats, and never update a balance in place: balances are derived from immutable entries, and corrections are reversing entries. Every money-moving endpoint takes an idempotency key, so a retried request cannot pay twice. Daily reconciliation jobs compare our ledger with processor and bank reports and open an exception queue for anything that does not match.',
          'Compliance is handled through architecture where possible. Tokenized card capture keeps most products at PCI DSS SAQ A instead of a full assessment, PII is encrypted at the field level, and production access is logged and reviewed. KYC and AML run as configurable workflows, so your compliance team can tighten rules without a deploy.',
          'Financial products live or die on trust and data. Our [QA engineers](/services/qa-testing) test rounding, time zones, cut-off times and partial failures explicitly, and we feed ledger events into a [data warehouse](/services/data-warehousing) so finance and risk teams can report without querying production.',
        ],
      },
      {
        type: 'stats',
        items: [
          { value: 'SOC 2 Type II', label: 'audited delivery processes' },
          { value: 'SAQ A', label: 'typical PCI DSS scope for our payment flows' },
          { value: '100%', label: 'of money movements reconciled daily' },
        ],
      },
      {
        type: 'steps',
        heading: 'How a fintech engagement runs',
        items: [
          {
            title: 'Regulatory and partner mapping',
            text: 'We list the licenses, partners and obligations involved, such as money transmission and bank program rules, before designing the system.',
          },
          {
            title: 'Ledger and money-flow design',
            text: 'Accounts, posting rules and state machines for each transaction type are specified and reviewed with your finance lead.',
          },
          {
            title: 'Build in a sandbox',
            text: 'Features are developed against processor and bank sandboxes with simulated failures, returns and chargebacks.',
          },
          {
            title: 'Certification and launch',
            text: 'Partner reviews, penetration testing and a limited beta with transaction caps precede general availability.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Fintech questions',
        items: [
          {
            question: 'Should we build our own ledger or buy one?',
            answer: 'If money movement is peripheral to your product, a ledger service such as Modern Treasury or your BaaS partner’s ledger is usually enough. If balances, fees and interest are your product, an internal ledger gives you control. We have built both and often start with a vendor while designing a clean path to bring it in-house.',
          },
          {
            question: 'How do you keep us out of full PCI DSS scope?',
            answer: 'Card numbers never touch your servers: they are collected in the processor’s hosted fields or SDK and exchanged for tokens. That typically leaves you with an SAQ A self-assessment rather than a full on-site audit.',
          },
          {
            question: 'Can you work with our compliance officer and sponsor bank?',
            answer: 'Yes. We join partner calls, answer technical due diligence questionnaires and provide architecture diagrams, data-flow maps and access-control evidence from our SOC 2 processes.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Building a product that moves money?',
        text: 'Tell us about your partners, your timeline and the regulations you operate under. We will come back with an architecture outline and the risks to retire first.',
        action: { label: 'Talk about your fintech product', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['jombine', 'joyne'],
    keywords: ['fintech software development', 'fintech development company', 'PCI DSS', 'double-entry ledger', 'KYC AML', 'Plaid integration', 'banking as a service'],
  },
  {
    slug: 'healthcare-software-development',
    group: 'industries',
    path: '/services/healthcare-software-development',
    name: { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    title: 'Healthcare software development company',
    description:
      'Healthcare software by Fernhill: patient apps, telehealth and clinical tools with HL7 FHIR and EHR integrations, HIPAA safeguards and signed BAAs.',
    summary: {
      en: 'Patient apps, telehealth and clinical tools that integrate with EHRs through FHIR and protect PHI by design.',
      de: 'Patienten-Apps, Telemedizin und klinische Werkzeuge, die per FHIR an Patientenaktensysteme angebunden sind und Gesundheitsdaten von Grund auf schützen.',
      ar: 'تطبيقات للمرضى وحلول للرعاية الصحية عن بُعد وأدوات سريرية تتكامل مع السجلات الصحية الإلكترونية عبر معيار FHIR وتحمي المعلومات الصحية منذ التصميم.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Industries',
        heading: 'Healthcare software that clinicians adopt and compliance teams approve',
        lead: 'We build patient-facing apps, telehealth platforms and clinical workflow tools for digital health companies and provider groups, with EHR integration and HIPAA safeguards planned from the first sprint.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for healthcare',
        items: [
          {
            title: 'Patient engagement apps',
            text: 'Scheduling, intake, secure messaging, care plans and reminders on iOS, Android and web, designed for patients of every age and literacy level.',
          },
          {
            title: 'Telehealth platforms',
            text: 'Video visits on HIPAA-eligible video SDKs, virtual waiting rooms, provider queues and visit documentation that flows back to the chart.',
          },
          {
            title: 'EHR integrations',
            text: 'HL7 FHIR R4 APIs and SMART on FHIR apps for Epic and Oracle Health, plus HL7 v2 feeds through integration engines where FHIR is not available.',
          },
          {
            title: 'Remote patient monitoring',
            text: 'Connected devices, vitals dashboards, alert thresholds and the time tracking RPM billing codes require.',
          },
          {
            title: 'Clinical operations tools',
            text: 'Care coordination, referral management and prior authorization workflows that remove fax machines and spreadsheets from the process.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach healthcare',
        paragraphs: [
          'Integration is usually the critical path, so we start there. We request sandbox access to the target EHRs in week one, map the FHIR resources needed (Patient, Encounter, Observation, MedicationRequest and so on) and identify which data is only available through HL7 v2 or flat files. Apps that launch from inside the EHR use SMART on FHIR, so clinicians do not log in twice.',
          'Every project runs under a Business Associate Agreement, and every vendor that could touch PHI, from cloud hosting to error tracking, is either covered by a BAA or kept away from PHI entirely. Audit logs record who viewed which record, and logs and analytics are scrubbed of identifiers. Our [HIPAA-compliant software](/services/hipaa-compliant-software-development) practice covers the technical safeguards in depth.',
          'Clinical users have little patience for software that adds clicks. We observe real workflows, test with nurses, physicians and patients through our [user research](/services/user-research-and-testing) team, and measure time-on-task before and after launch.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a healthcare project runs',
        items: [
          {
            title: 'Clinical and data discovery',
            text: 'We shadow users, map the care workflow and document which PHI is collected, where it flows and who may see it.',
          },
          {
            title: 'Integration plan',
            text: 'EHR endpoints, app registration, data mappings and testing environments are agreed with your IT or vendor contacts.',
          },
          {
            title: 'Build with safeguards',
            text: 'Features ship with access controls, audit logging and encryption built in, reviewed against a HIPAA security checklist each sprint.',
          },
          {
            title: 'Pilot with one site',
            text: 'A limited rollout with a single clinic or patient cohort, with feedback sessions and adoption metrics before wider release.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Healthcare questions',
        items: [
          {
            question: 'Will you sign a Business Associate Agreement?',
            answer: 'Yes. We sign a BAA with every client whose project involves PHI, and our delivery processes are covered by an annual SOC 2 Type II audit. We also help you confirm BAAs with the cloud and SaaS vendors in your stack.',
          },
          {
            question: 'How long does an Epic integration take?',
            answer: 'Read-only FHIR access through a SMART on FHIR app can be live in eight to twelve weeks if the health system is engaged. Write-back, custom data or HL7 v2 interfaces take longer, and the health system’s review cycles often set the pace more than engineering does.',
          },
          {
            question: 'Do you build software that counts as a medical device?',
            answer: 'We focus on wellness, engagement and operational software. When a feature may fall under FDA software as a medical device guidance, we flag it early and work alongside your regulatory consultant on design controls and documentation.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Planning a digital health product?',
        text: 'Tell us who the users are, which systems you need to connect to and where you are in the compliance process. We will help you plan a safe first release.',
        action: { label: 'Discuss your healthcare project', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue', 'osmosis'],
    keywords: ['healthcare software development', 'healthcare software development company', 'HL7 FHIR', 'EHR integration', 'SMART on FHIR', 'telehealth development', 'HIPAA'],
  },
  {
    slug: 'legal-tech-software-development',
    group: 'industries',
    path: '/services/legal-tech-software-development',
    name: { en: 'Legal tech', de: 'Legal Tech', ar: 'التقنية القانونية' },
    title: 'Legal tech software development company',
    description:
      'Legal tech software by Fernhill: document automation, grounded AI review, client portals and practice management integrations with strict confidentiality.',
    summary: {
      en: 'Document automation, AI-assisted review and client portals that respect privilege, ethical walls and audit requirements.',
      de: 'Dokumentenautomatisierung, KI-gestützte Prüfung und Mandantenportale, die Vertraulichkeit, Ethical Walls und Prüfpflichten respektieren.',
      ar: 'أتمتة المستندات والمراجعة بمساعدة الذكاء الاصطناعي وبوابات العملاء مع احترام السرية المهنية والحواجز الأخلاقية ومتطلبات التدقيق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Industries',
        heading: 'Legal software that lawyers trust with privileged work',
        lead: 'We build products for law firms, legal departments and legal tech startups: drafting and review tools, intake and client portals, and integrations with the systems firms already run.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for legal teams',
        items: [
          {
            title: 'Document automation',
            text: 'Template engines for engagement letters, pleadings and contracts, with conditional clauses and data pulled from the matter record.',
          },
          {
            title: 'AI-assisted contract review',
            text: 'Clause extraction, deviation from playbook and risk summaries in which every statement links back to the page and paragraph it came from.',
          },
          {
            title: 'Client intake and portals',
            text: 'Conflict-check intake forms, secure document exchange, matter status updates and e-signature through DocuSign or Dropbox Sign.',
          },
          {
            title: 'Practice management integrations',
            text: 'Sync with Clio, iManage and NetDocuments for matters, time entries and documents, so nobody re-keys data.',
          },
          {
            title: 'Case and matter analytics',
            text: 'Dashboards for matter budgets, cycle times and outside counsel spend, built on LEDES billing data.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach legal tech',
        paragraphs: [
          'Confidentiality shapes the architecture. Documents are encrypted per tenant, ethical walls are enforced at the data layer rather than hidden in the interface, and every view, download and share is written to an audit log a firm’s general counsel can export. Where clients require it, we deploy into a dedicated cloud account or region so data residency commitments hold.',
          'Language models are useful in legal work only when they can show their sources. Our [AI development](/services/ai-development) team builds retrieval pipelines that quote the exact passage behind each answer, refuses to answer when the documents do not support one, and keeps client documents out of model training under the provider’s zero-retention terms. We evaluate extraction accuracy against attorney-labeled sets before anything reaches a user.',
          'Lawyers bill in six-minute increments and judge software accordingly. We test with practicing attorneys and paralegals, favor keyboard-driven interfaces and Word add-ins over new tabs, and connect to the systems firms already run through our [enterprise software](/services/enterprise-software-development) integration practice.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a legal tech project runs',
        items: [
          {
            title: 'Workflow and risk mapping',
            text: 'We document how matters, documents and approvals move today, and which confidentiality and retention rules apply.',
          },
          {
            title: 'Labeled sample set',
            text: 'For AI features, attorneys label a representative set of documents that becomes the benchmark for every model change.',
          },
          {
            title: 'Iterative build',
            text: 'Two-week sprints with demos to practicing lawyers, and security reviews aligned with firm outside counsel guidelines.',
          },
          {
            title: 'Pilot and rollout',
            text: 'A practice-group pilot with usage tracking and feedback sessions, followed by training material and firm-wide rollout.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Legal tech questions',
        items: [
          {
            question: 'How do you stop AI features from inventing answers?',
            answer: 'We ground every answer in retrieved passages, display the citations inline and measure how often answers are fully supported by their sources. If confidence is low the feature says so and routes the question to a person instead of guessing.',
          },
          {
            question: 'Can you pass a law firm’s security questionnaire?',
            answer: 'Yes. We regularly complete firm and corporate questionnaires, supported by our SOC 2 Type II report, penetration test summaries and documented access controls, encryption and incident response.',
          },
          {
            question: 'Do you integrate with Microsoft Word?',
            answer: 'Yes. Office add-ins built with the Office JavaScript API let lawyers run clause checks and insert approved language without leaving the document they are drafting.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Building for lawyers?',
        text: 'Whether you are a firm modernizing internal tools or a startup selling to legal departments, we can help you scope a first release that passes security review.',
        action: { label: 'Start the conversation', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['tattle', 'nicolette'],
    keywords: ['legal tech software development', 'legal software development company', 'document automation', 'contract review AI', 'Clio integration', 'client portal', 'law firm software'],
  },
  {
    slug: 'real-estate-software-development',
    group: 'industries',
    path: '/services/real-estate-software-development',
    name: { en: 'Real estate', de: 'Immobilien', ar: 'العقارات' },
    title: 'Real estate software development company',
    description:
      'Real estate software by Fernhill: MLS search via the RESO Web API, tenant and owner portals, rent payments and property management integrations.',
    summary: {
      en: 'Listing search, tenant and owner portals and transaction tools connected to MLS data and property management systems.',
      de: 'Objektsuche, Mieter- und Eigentümerportale sowie Transaktionswerkzeuge, angebunden an MLS-Daten und Hausverwaltungssysteme.',
      ar: 'بحث عن العقارات وبوابات للمستأجرين والملاك وأدوات لإدارة الصفقات مرتبطة ببيانات MLS وأنظمة إدارة الممتلكات.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Industries',
        heading: 'Real estate software built around listings, leases and closings',
        lead: 'We build products for brokerages, property managers, proptech startups and investors: search experiences on live MLS data, resident and owner portals, and tools that move a transaction from offer to close.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for real estate',
        items: [
          {
            title: 'Listing search and IDX sites',
            text: 'Map and list search over MLS data with saved searches, instant alerts and the attribution and display rules your MLS requires.',
          },
          {
            title: 'Resident and owner portals',
            text: 'Online rent payments by ACH and card, maintenance requests with photos, lease documents and owner statements in one place.',
          },
          {
            title: 'Transaction management',
            text: 'Offer, disclosure and closing checklists with e-signature, deadline tracking and secure sharing with lenders and title companies.',
          },
          {
            title: 'Property management integrations',
            text: 'Two-way sync with Yardi, AppFolio, Buildium and RealPage for units, tenants, ledgers and work orders.',
          },
          {
            title: 'Investment and valuation tools',
            text: 'Comparable-sales analysis, rent estimates and portfolio dashboards built on public records, MLS and your own deal data.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach real estate',
        paragraphs: [
          'Listing data is messier than it looks. We ingest through the RESO Web API where MLSs support it and through legacy RETS feeds where they do not, normalize to the RESO Data Dictionary, and reconcile duplicates across MLS boundaries. Geographic search runs on PostGIS or a search engine with geo queries, with polygons for school districts and neighborhoods, and photos go through a resizing CDN so map views stay quick on phones.',
          'Resident-facing products handle money and personal data, so rent payments use tokenized ACH through processors such as Stripe with NACHA-compliant authorization, and applicant screening data is stored separately with short retention. Search, recommendations and advertising features are reviewed against Fair Housing rules, which excludes targeting by protected characteristics and proxies for them.',
          'Many of our real estate clients also run two-sided products, connecting owners, agents and service providers, which draws on our [marketplace development](/services/marketplace-development) work. For the agent and resident apps themselves we lean on our [mobile app development](/services/mobile-app-development) team.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a real estate project runs',
        items: [
          {
            title: 'Data access',
            text: 'We help you secure MLS, public records and property management API access early, because approvals can take weeks.',
          },
          {
            title: 'Domain model',
            text: 'Properties, units, listings, leases and parties are modeled once, so search, portals and reporting share the same truth.',
          },
          {
            title: 'Build and integrate',
            text: 'Features are delivered in sprints against real feeds, with sync monitoring that flags stale or missing data before users notice.',
          },
          {
            title: 'Market-by-market rollout',
            text: 'We launch in one metro or portfolio, tune data quality and performance, then expand.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Real estate questions',
        items: [
          {
            question: 'Can you get us access to MLS data?',
            answer: 'We cannot grant access ourselves, since MLSs license data to brokers and approved vendors, but we guide you through the application, complete the technical parts of the vendor agreement and build to each MLS’s display and refresh rules.',
          },
          {
            question: 'Which property management systems do you integrate with?',
            answer: 'Most often Yardi, AppFolio, Buildium, Entrata and RealPage. Integration depth depends on each vendor’s partner program, so we confirm available endpoints before committing to a scope.',
          },
          {
            question: 'How do you handle rent payment failures?',
            answer: 'ACH returns arrive days after a payment appears to succeed, so we model payments as pending until settlement, post late fees only after confirmation and notify residents and managers automatically.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Have a real estate product in mind?',
        text: 'Tell us about the users, the data sources and the markets you plan to serve. We will map the integrations and propose a first release.',
        action: { label: 'Plan your project', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['jombine'],
    keywords: ['real estate software development', 'proptech development company', 'RESO Web API', 'MLS integration', 'IDX', 'tenant portal', 'property management software'],
  },
  {
    slug: 'transportation',
    group: 'industries',
    path: '/industries/transportation',
    name: { en: 'Transportation', de: 'Transport und Logistik', ar: 'النقل والخدمات اللوجستية' },
    title: 'Transportation and logistics software development',
    description:
      'Transportation and logistics software by Fernhill: dispatch, route optimization, telematics integrations, EDI and offline-first driver apps.',
    summary: {
      en: 'Dispatch, routing, tracking and driver apps for carriers, brokers and delivery fleets, connected to telematics and EDI.',
      de: 'Disposition, Routenplanung, Sendungsverfolgung und Fahrer-Apps für Frachtführer, Makler und Lieferflotten, angebunden an Telematik und EDI.',
      ar: 'أنظمة للإرسال وتخطيط المسارات والتتبع وتطبيقات للسائقين لشركات النقل والوسطاء وأساطيل التوصيل، متصلة بأنظمة التتبع عن بُعد وتبادل البيانات الإلكتروني.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Industries',
        heading: 'Logistics software that works at 3 a.m. on a rural highway',
        lead: 'We build dispatch, tracking and driver software for carriers, freight brokers, last-mile delivery companies and fleet operators, designed for patchy coverage, tight margins and partners who still send EDI.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for transportation',
        items: [
          {
            title: 'Dispatch and load management',
            text: 'Load boards, assignment, tendering and status workflows for brokerages and carriers, with rate confirmations generated automatically.',
          },
          {
            title: 'Route optimization',
            text: 'Multi-stop routing with time windows, vehicle capacities and driver hours, solved with Google OR-Tools or commercial routing APIs.',
          },
          {
            title: 'Driver apps',
            text: 'Offline-first mobile apps for load details, navigation hand-off, document scanning and proof of delivery with photos and signatures.',
          },
          {
            title: 'Telematics and tracking',
            text: 'Location, engine and ELD hours-of-service data from Samsara, Geotab and Motive, turned into live maps and ETA updates.',
          },
          {
            title: 'EDI and shipper integrations',
            text: 'X12 204, 214 and 210 messages over AS2 or SFTP, alongside modern APIs for shippers and TMS platforms.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach transportation',
        paragraphs: [
          'Drivers lose signal, so driver apps must not depend on it. We store every action locally first, sync through a durable queue when coverage returns and resolve conflicts with server-side rules a dispatcher can understand. Screens are built for gloves and glare, with large touch targets and minimal typing, and location tracking respects battery life by adapting its sampling rate to speed and trip stage.',
          'ETAs are only as good as their inputs. We combine telematics positions, historical dwell times at each facility and live traffic, and we show customers a range rather than false precision. Every status change, including those arriving through EDI 214 messages, lands in a single event stream, which feeds the customer portal and the analytics your operations team uses to measure on-time performance and detention.',
          'Many fleets also run sensors on trailers and reefer units; our [IoT development](/services/iot-development) team connects those devices, and our [data warehousing](/services/data-warehousing) practice brings lanes, costs and performance into one model for pricing decisions.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a logistics project runs',
        items: [
          {
            title: 'Ride-along discovery',
            text: 'We spend time with dispatchers and drivers, and document the exceptions that eat their day, not just the happy path.',
          },
          {
            title: 'Integration inventory',
            text: 'Telematics providers, TMS, accounting and EDI partners are listed with the data each provides and how reliably.',
          },
          {
            title: 'Build and field test',
            text: 'Driver features are tested on the road with a small group before release, on the devices your fleet actually carries.',
          },
          {
            title: 'Phased rollout',
            text: 'We move one terminal, region or customer at a time, running old and new systems in parallel until numbers match.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Transportation questions',
        items: [
          {
            question: 'Can you integrate with our existing TMS?',
            answer: 'Usually. We have worked with TMS platforms through their APIs, EDI and database-level exports. When a system offers no interface, we build a small integration service that reads its exports and writes its imports on a schedule.',
          },
          {
            question: 'Do you build ELD software?',
            answer: 'We integrate with FMCSA-registered ELD providers rather than building certified ELD devices. That gives you hours-of-service data in your apps without taking on device certification.',
          },
          {
            question: 'How accurate can ETAs be?',
            answer: 'With good telematics and historical dwell data, most clients see ETA errors fall substantially within the first months. We report accuracy by lane and facility so you can see where predictions need work.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Moving freight, parcels or people?',
        text: 'Tell us about your fleet, your partners and the systems you run today. We will suggest where software would save the most dispatcher and driver time.',
        action: { label: 'Talk to our logistics team', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'jombine'],
    keywords: ['transportation software development', 'logistics software development', 'fleet management software', 'route optimization', 'EDI integration', 'driver app', 'telematics'],
  },
] satisfies ServiceInput[];
