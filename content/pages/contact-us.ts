import type { PageInput } from '../schema/index.ts';

export default {
  id: 'contact-us',
  pageType: 'contact',
  path: '/contact-us',
  title: { en: 'Contact Us', de: 'Kontakt', ar: 'اتصل بنا' },
  description: {
    en: 'Contact Fernhill about a new software project, a partnership, careers or press. A senior engineer replies within one business day, Monday to Friday.',
    de: 'Kontakt zu Fernhill für Softwareprojekte, Partnerschaften, Karriere und Presse. Unser erfahrenes Entwicklungsteam antwortet binnen eines Werktags, Mo.–Fr.',
    ar: 'تواصل مع Fernhill بشأن مشروع برمجي جديد أو شراكة أو وظيفة أو استفسار صحفي. يرد عليك مهندس أول خلال يوم عمل واحد، من الاثنين إلى الجمعة.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Contact', de: 'Kontakt', ar: 'تواصل معنا' },
      heading: {
        en: 'Let’s talk about what you are building',
        de: 'Sprechen wir über Ihr Vorhaben',
        ar: 'لنتحدث عمّا تبنيه',
      },
      lead: {
        en: 'Tell us about your product, your timeline and the problem you need solved. You will hear back from a senior engineer or product lead, not a sales script, within one business day.',
        de: 'Erzählen Sie uns von Ihrem Produkt, Ihrem Zeitplan und dem Problem, das gelöst werden soll. Innerhalb eines Werktags meldet sich jemand aus unserem erfahrenen Entwicklungsteam oder aus dem Produktmanagement bei Ihnen – kein Vertriebsskript.',
        ar: 'حدّثنا عن منتجك وجدولك الزمني والمشكلة التي تحتاج إلى حل. سيرد عليك مهندس أول أو قائد منتج، لا نص مبيعات جاهز، خلال يوم عمل واحد.',
      },
    },
    {
      type: 'features',
      id: 'ways-to-reach-us',
      heading: { en: 'Ways to reach us', de: 'So erreichen Sie uns', ar: 'طرق التواصل معنا' },
      intro: {
        en: 'Write to the right inbox and your message goes straight to the people who can act on it.',
        de: 'Schreiben Sie an das passende Postfach, dann landet Ihre Nachricht direkt bei den Menschen, die sich darum kümmern.',
        ar: 'راسل البريد المناسب لتصل رسالتك مباشرة إلى الأشخاص القادرين على التعامل معها.',
      },
      items: [
        {
          title: { en: 'New projects', de: 'Neue Projekte', ar: 'المشاريع الجديدة' },
          text: {
            en: 'Write to **hello@fernhill.dev** with a few lines about your product, timeline and budget range. Attach anything useful: specs, designs or a link to the current app.',
            de: 'Schreiben Sie an **hello@fernhill.dev** und beschreiben Sie in ein paar Sätzen Produkt, Zeitplan und Budgetrahmen. Hängen Sie gern alles Hilfreiche an: Spezifikationen, Designs oder einen Link zur aktuellen App.',
            ar: 'راسلنا على **hello@fernhill.dev** ببضعة أسطر عن منتجك وجدولك الزمني ونطاق ميزانيتك، وأرفق ما قد يفيد: المواصفات أو التصاميم أو رابط التطبيق الحالي.',
          },
        },
        {
          title: { en: 'Partnerships', de: 'Partnerschaften', ar: 'الشراكات' },
          text: {
            en: 'Agencies, consultancies and technology vendors can reach our partnerships team at **partners@fernhill.dev**. For client introductions, see our [referral program](/referral-program).',
            de: 'Agenturen, Beratungen und Technologieanbieter erreichen unser Partnerschaftsteam unter **partners@fernhill.dev**. Für Kundenempfehlungen gibt es unser [Empfehlungsprogramm](/referral-program).',
            ar: 'يمكن للوكالات والشركات الاستشارية ومزوّدي التقنية التواصل مع فريق الشراكات على **partners@fernhill.dev**. ولترشيح عملاء جدد، اطّلع على [برنامج الإحالة](/referral-program).',
          },
        },
        {
          title: { en: 'Careers', de: 'Karriere', ar: 'الوظائف' },
          text: {
            en: 'We hire engineers, designers, QA specialists and product managers in the US, Mexico and Colombia. Send your CV and portfolio to **careers@fernhill.dev**.',
            de: 'Wir stellen Entwicklerinnen und Entwickler, Designer, QA-Fachleute und Produktmanager in den USA, Mexiko und Kolumbien ein. Senden Sie Lebenslauf und Portfolio an **careers@fernhill.dev**.',
            ar: 'نوظف مهندسين ومصممين وأخصائيي جودة ومديري منتجات في الولايات المتحدة والمكسيك وكولومبيا. أرسل سيرتك الذاتية وملف أعمالك إلى **careers@fernhill.dev**.',
          },
        },
        {
          title: {
            en: 'Press and speaking',
            de: 'Presse und Vorträge',
            ar: 'الصحافة والمشاركة في الفعاليات',
          },
          text: {
            en: 'Journalists and event organizers can contact **press@fernhill.dev**. We answer press requests on the same business day.',
            de: 'Journalisten und Veranstalter erreichen uns unter **press@fernhill.dev**. Presseanfragen beantworten wir noch am selben Werktag.',
            ar: 'يمكن للصحفيين ومنظمي الفعاليات التواصل عبر **press@fernhill.dev**، ونرد على طلبات الصحافة في يوم العمل نفسه.',
          },
        },
        {
          title: {
            en: 'Visit our Austin office',
            de: 'Besuchen Sie uns in Austin',
            ar: 'زر مكتبنا في أوستن',
          },
          text: {
            en: 'Our headquarters is at 1100 Rio Grande St, Austin, TX 78701. Visits are by appointment; email **hello@fernhill.dev** to arrange one.',
            de: 'Unser Hauptsitz befindet sich unter der Adresse 1100 Rio Grande St, Austin, TX 78701. Besuche nach Vereinbarung – schreiben Sie dazu an **hello@fernhill.dev**.',
            ar: 'يقع مقرنا الرئيسي في 1100 Rio Grande St, Austin, TX 78701. الزيارات بموعد مسبق؛ راسلنا على **hello@fernhill.dev** لترتيب موعد.',
          },
        },
      ],
    },
    { type: 'leadForm', id: 'project-form', form: 'project' },
    {
      type: 'steps',
      id: 'what-happens-next',
      heading: {
        en: 'What happens after you get in touch',
        de: 'Was nach Ihrer Anfrage passiert',
        ar: 'ماذا يحدث بعد تواصلك معنا',
      },
      items: [
        {
          title: {
            en: 'A reply within one business day',
            de: 'Antwort innerhalb eines Werktags',
            ar: 'رد خلال يوم عمل واحد',
          },
          text: {
            en: 'A senior engineer or product lead reads your message and replies with a few first questions, often on the same day.',
            de: 'Jemand aus unserem erfahrenen Entwicklungsteam oder aus dem Produktmanagement liest Ihre Nachricht und antwortet mit ersten Fragen, oft noch am selben Tag.',
            ar: 'يقرأ مهندس أول أو قائد منتج رسالتك ويرد ببعض الأسئلة الأولية، وغالبًا في اليوم نفسه.',
          },
        },
        {
          title: {
            en: 'An intro call within three business days',
            de: 'Erstgespräch innerhalb von drei Werktagen',
            ar: 'مكالمة تعارف خلال ثلاثة أيام عمل',
          },
          text: {
            en: 'Thirty to 45 minutes on your goals, constraints and existing systems. We are happy to sign your NDA beforehand.',
            de: '30 bis 45 Minuten zu Ihren Zielen, Rahmenbedingungen und bestehenden Systemen. Ihre Geheimhaltungsvereinbarung unterschreiben wir gern vorab.',
            ar: 'من 30 إلى 45 دقيقة نناقش فيها أهدافك وقيودك وأنظمتك الحالية، ويسعدنا توقيع اتفاقية عدم الإفصاح الخاصة بك قبلها.',
          },
        },
        {
          title: {
            en: 'A written proposal within a week',
            de: 'Schriftliches Angebot innerhalb einer Woche',
            ar: 'عرض مكتوب خلال أسبوع',
          },
          text: {
            en: 'Scope, team composition, timeline and a cost range, or a recommendation to start with a two-week discovery sprint if too much is still open.',
            de: 'Umfang, Teamzusammensetzung, Zeitplan und Kostenrahmen – oder die Empfehlung, mit einem zweiwöchigen Discovery-Sprint zu beginnen, falls noch zu viel offen ist.',
            ar: 'يتضمن نطاق العمل وتكوين الفريق والجدول الزمني ونطاق التكلفة، أو توصية بالبدء بسبرنت استكشاف مدته أسبوعان إذا كانت جوانب كثيرة لا تزال غير محسومة.',
          },
        },
        {
          title: {
            en: 'Kick-off within two weeks of signing',
            de: 'Projektstart binnen zwei Wochen nach Unterzeichnung',
            ar: 'انطلاق العمل خلال أسبوعين من التوقيع',
          },
          text: {
            en: 'Once the contract is signed, your team is usually in place and working within ten business days.',
            de: 'Nach Vertragsunterzeichnung steht Ihr Team in der Regel innerhalb von zehn Werktagen bereit und legt los.',
            ar: 'بعد توقيع العقد، يكون فريقك عادةً جاهزًا ويبدأ العمل خلال عشرة أيام عمل.',
          },
        },
      ],
    },
    {
      type: 'faq',
      heading: { en: 'Frequently asked questions', de: 'Häufige Fragen', ar: 'الأسئلة الشائعة' },
      items: [
        {
          question: {
            en: 'How much does a project cost?',
            de: 'Was kostet ein Projekt?',
            ar: 'كم تبلغ تكلفة المشروع؟',
          },
          answer: {
            en: 'It depends on scope and team size. As a reference, a two-week discovery sprint with [Fuse](/fuse) is a fixed $18,000, a typical MVP costs $120,000 to $300,000, and a dedicated team of four runs about $65,000 to $85,000 a month. We give you a cost range after the first call.',
            de: 'Das hängt von Umfang und Teamgröße ab. Zur Orientierung: Ein zweiwöchiger Discovery-Sprint mit [Fuse](/fuse) kostet pauschal 18.000\u00a0$, ein typisches MVP 120.000 bis 300.000\u00a0$, und ein festes Team aus vier Personen etwa 65.000 bis 85.000\u00a0$ pro Monat. Nach dem Erstgespräch nennen wir Ihnen einen Kostenrahmen.',
            ar: 'يعتمد ذلك على نطاق العمل وحجم الفريق. وللاسترشاد: يكلّف سبرنت الاستكشاف مع [Fuse](/fuse) ومدته أسبوعان $18,000 بسعر ثابت، وتتراوح تكلفة المنتج الأولي (MVP) النموذجي بين $120,000 و$300,000، ويكلّف فريق مخصص من أربعة أشخاص نحو $65,000 إلى $85,000 شهريًا. نقدم لك نطاقًا للتكلفة بعد المكالمة الأولى.',
          },
        },
        {
          question: {
            en: 'Will you sign an NDA?',
            de: 'Unterschreiben Sie eine Geheimhaltungsvereinbarung?',
            ar: 'هل توقّعون اتفاقية عدم إفصاح؟',
          },
          answer: {
            en: 'Yes. We sign your NDA before the first detailed conversation, or send our mutual NDA the same day you ask. All intellectual property we create for you is assigned to you under our standard contract.',
            de: 'Ja. Wir unterschreiben Ihre Geheimhaltungsvereinbarung vor dem ersten ausführlichen Gespräch oder schicken Ihnen noch am selben Tag unsere gegenseitige Vereinbarung. Nach unserem Standardvertrag gehen alle für Sie geschaffenen Rechte an geistigem Eigentum auf Sie über.',
            ar: 'نعم. نوقّع اتفاقية عدم الإفصاح الخاصة بك قبل أول محادثة تفصيلية، أو نرسل إليك اتفاقيتنا المتبادلة لعدم الإفصاح في اليوم نفسه الذي تطلبها فيه. وبموجب عقدنا المعتاد تنتقل إليك جميع حقوق الملكية الفكرية لما ننشئه لك.',
          },
        },
        {
          question: {
            en: 'Which time zones do you work in?',
            de: 'In welchen Zeitzonen arbeiten Sie?',
            ar: 'في أي مناطق زمنية تعملون؟',
          },
          answer: {
            en: 'Everyone works US business hours. Our colleagues in Mexico City and Medellín are on Central and Eastern time, so you get at least six hours of overlap whether your team sits in New York or San Francisco.',
            de: 'Alle arbeiten zu US-Geschäftszeiten. Unsere Kolleginnen und Kollegen in Mexiko-Stadt und Medellín arbeiten nach Central bzw. Eastern Time, sodass Sie mindestens sechs Stunden Überschneidung haben – egal ob Ihr Team in New York oder San Francisco sitzt.',
            ar: 'يعمل الجميع وفق ساعات العمل الأمريكية. ويعمل زملاؤنا في مكسيكو سيتي وميديلين بالتوقيتين المركزي والشرقي، فتحصل على ست ساعات تداخل على الأقل سواء كان فريقك في نيويورك أو سان فرانسيسكو.',
          },
        },
        {
          question: {
            en: 'Is there a minimum engagement?',
            de: 'Gibt es einen Mindestumfang?',
            ar: 'هل هناك حد أدنى للتعاقد؟',
          },
          answer: {
            en: 'Our smallest engagement is a two-week discovery sprint. Build engagements start at three months with at least two people, and [maintenance plans](/services/app-maintenance) start at 40 hours a month.',
            de: 'Der kleinste Auftrag ist ein zweiwöchiger Discovery-Sprint. Entwicklungsprojekte laufen mindestens drei Monate mit mindestens zwei Personen, [Wartungspakete](/services/app-maintenance) beginnen bei 40 Stunden pro Monat.',
            ar: 'أصغر تعاقد لدينا هو سبرنت استكشاف مدته أسبوعان. أما مشاريع التطوير فتبدأ من ثلاثة أشهر بفريق لا يقل عن شخصين، وتبدأ [خطط الصيانة](/services/app-maintenance) من 40 ساعة شهريًا.',
          },
        },
        {
          question: {
            en: 'Can you take over an existing codebase?',
            de: 'Übernehmen Sie auch eine bestehende Codebasis?',
            ar: 'هل يمكنكم تولّي قاعدة شيفرة قائمة؟',
          },
          answer: {
            en: 'Yes, about a third of our projects start that way. We begin with a one- to two-week audit of code, infrastructure and security, then propose a stabilization plan before adding new features.',
            de: 'Ja, etwa ein Drittel unserer Projekte beginnt so. Zuerst prüfen wir in ein bis zwei Wochen Code, Infrastruktur und Sicherheit, dann schlagen wir einen Stabilisierungsplan vor, bevor neue Funktionen entstehen.',
            ar: 'نعم، فنحو ثلث مشاريعنا يبدأ بهذه الطريقة. نبدأ بتدقيق للشيفرة والبنية التحتية والأمان يستغرق أسبوعًا إلى أسبوعين، ثم نقترح خطة لتحقيق الاستقرار قبل إضافة ميزات جديدة.',
          },
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Prefer to write it all down?',
        de: 'Lieber alles schriftlich?',
        ar: 'تفضّل أن تكتب كل شيء؟',
      },
      text: {
        en: 'Use the contact form and share as much or as little as you like. We read every message and reply within one business day.',
        de: 'Nutzen Sie das Kontaktformular und teilen Sie so viel oder so wenig mit, wie Sie möchten. Wir lesen jede Nachricht und antworten innerhalb eines Werktags.',
        ar: 'استخدم نموذج التواصل وشارك ما تشاء من التفاصيل، قليلة كانت أو كثيرة. نقرأ كل رسالة ونرد خلال يوم عمل واحد.',
      },
    },
  ],
} satisfies PageInput;
