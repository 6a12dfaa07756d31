import type { PageInput } from '../schema/index.ts';

export default {
  id: 'application',
  pageType: 'application',
  path: '/application',
  title: {
    en: 'Apply to the Fernhill Fund',
    de: 'Bewerbung beim Fernhill Fund',
    ar: 'التقدم إلى صندوق Fernhill',
  },
  description: {
    en: 'Apply to the Fernhill Fund for up to $250k of design and engineering work for equity: who should apply, what to prepare, how we select and the timeline.',
    de: 'Bewerben Sie sich beim Fernhill Fund um Design und Entwicklung im Wert von bis zu 250.000\u00a0$ gegen Anteile: Zielgruppe, Unterlagen, Auswahl und Zeitplan.',
    ar: 'تقدّم إلى صندوق Fernhill للحصول على أعمال تصميم وهندسة بقيمة تصل إلى $250,000 مقابل حصة في الملكية: من يحق له التقدّم، وما يجب تحضيره، وكيف نختار، والجدول الزمني.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: {
        en: 'Fernhill Fund application',
        de: 'Bewerbung beim Fernhill Fund',
        ar: 'طلب التقدّم إلى صندوق Fernhill',
      },
      heading: {
        en: 'Apply to the Fernhill Fund',
        de: 'Bewerben Sie sich beim Fernhill Fund',
        ar: 'قدّم طلبك إلى صندوق Fernhill',
      },
      lead: {
        en: 'We review applications every month and invest in six to eight startups a year. Read what we look for and what to prepare; a complete application takes about 30 minutes, and every founder gets an answer.',
        de: 'Wir prüfen Bewerbungen jeden Monat und investieren pro Jahr in sechs bis acht Start-ups. Lesen Sie, worauf wir achten und was Sie vorbereiten sollten: Eine vollständige Bewerbung dauert etwa 30 Minuten, und jedes Gründerteam erhält eine Antwort.',
        ar: 'نراجع الطلبات كل شهر، ونستثمر في ست إلى ثماني شركات ناشئة سنويًا. اطّلع على ما نبحث عنه وما يجب تحضيره؛ فاستكمال الطلب يستغرق نحو 30 دقيقة، ويتلقى كل مؤسس ردًا منا.',
      },
      primaryAction: {
        label: { en: 'What to prepare', de: 'Was Sie vorbereiten sollten', ar: 'ما يجب تحضيره' },
        href: '/application#what-to-prepare',
      },
      secondaryAction: {
        label: { en: 'About the Fund', de: 'Über den Fund', ar: 'عن الصندوق' },
        href: '/fund',
      },
    },
    {
      type: 'features',
      id: 'who-should-apply',
      heading: {
        en: 'Who should apply',
        de: 'Für wen sich eine Bewerbung lohnt',
        ar: 'مَن يجدر به التقدّم',
      },
      intro: {
        en: 'The Fund is built for a specific kind of company. If most of these describe you, apply.',
        de: 'Der Fund ist für eine bestimmte Art von Unternehmen gemacht. Wenn die meisten dieser Punkte auf Sie zutreffen, bewerben Sie sich.',
        ar: 'صُمّم الصندوق لنوع محدد من الشركات. فإذا انطبقت عليك معظم هذه النقاط، فقدّم طلبك.',
      },
      items: [
        {
          title: {
            en: 'Pre-seed or seed stage',
            de: 'Pre-Seed- oder Seed-Phase',
            ar: 'مرحلة ما قبل البذرة أو مرحلة البذرة',
          },
          text: {
            en: 'You have raised less than $3 million in total, or nothing yet, and the next milestone depends on getting a real product in front of users.',
            de: 'Sie haben insgesamt weniger als 3\u00a0Mio.\u00a0$ eingesammelt oder noch gar nichts, und der nächste Meilenstein hängt davon ab, ein echtes Produkt zu den Nutzern zu bringen.',
            ar: 'جمعت أقل من 3 ملايين دولار إجمالًا، أو لم تجمع شيئًا بعد، ويتوقف إنجازك التالي على وضع منتج حقيقي بين أيدي المستخدمين.',
          },
        },
        {
          title: {
            en: 'Software is the product',
            de: 'Software ist das Produkt',
            ar: 'البرمجيات هي المنتج',
          },
          text: {
            en: 'The value reaches customers through a web or mobile application: B2B SaaS, marketplaces, healthcare, fintech, legal tech, real estate or logistics.',
            de: 'Der Nutzen erreicht Ihre Kunden über eine Web-App oder Mobile App: B2B-SaaS, Marktplätze, Gesundheitswesen, Fintech, Legal Tech, Immobilien oder Logistik.',
            ar: 'تصل القيمة إلى العملاء عبر تطبيق ويب أو تطبيق جوال: منصات SaaS للشركات (B2B)، أو الأسواق الإلكترونية، أو الرعاية الصحية، أو التقنية المالية، أو التقنية القانونية، أو العقارات، أو الخدمات اللوجستية.',
          },
        },
        {
          title: {
            en: 'A problem you know firsthand',
            de: 'Ein Problem, das Sie aus erster Hand kennen',
            ar: 'مشكلة تعرفها عن قرب',
          },
          text: {
            en: 'You have worked in the industry you are building for, or lived the problem yourself. We back founders who already understand their users.',
            de: 'Sie haben in der Branche gearbeitet, für die Sie entwickeln, oder das Problem selbst erlebt. Wir unterstützen Gründer, die ihre Nutzer bereits verstehen.',
            ar: 'عملت في القطاع الذي تبني له، أو عشت المشكلة بنفسك. فنحن ندعم المؤسسين الذين يفهمون مستخدميهم بالفعل.',
          },
        },
        {
          title: {
            en: 'A founder who can own the product',
            de: 'Jemand im Gründerteam, der das Produkt verantwortet',
            ar: 'مؤسس قادر على تولّي مسؤولية المنتج',
          },
          text: {
            en: 'At least one founder works on the company full time and can spend around five hours a week as product owner with our team.',
            de: 'Mindestens eine Person aus dem Gründerteam arbeitet in Vollzeit im Unternehmen und kann etwa fünf Stunden pro Woche mit unserem Team verbringen und dabei die Produktverantwortung übernehmen.',
            ar: 'يعمل مؤسس واحد على الأقل في الشركة بدوام كامل، ويستطيع تخصيص نحو خمس ساعات أسبوعيًا للعمل مع فريقنا بصفته مالك المنتج (Product Owner).',
          },
        },
        {
          title: { en: 'Not a fit', de: 'Nicht geeignet', ar: 'غير مناسب للصندوق' },
          text: {
            en: 'Agencies and service businesses, token launches, hardware-only products, and companies that need cash rather than product work.',
            de: 'Agenturen und Dienstleistungsunternehmen, Token-Launches, reine Hardwareprodukte sowie Unternehmen, die eher Kapital als Produktarbeit brauchen.',
            ar: 'الوكالات وشركات الخدمات، وإطلاق الرموز الرقمية (Tokens)، والمنتجات القائمة على العتاد وحده، والشركات التي تحتاج إلى السيولة أكثر من حاجتها إلى العمل على المنتج.',
          },
        },
      ],
    },
    {
      type: 'features',
      id: 'what-to-prepare',
      heading: { en: 'What to prepare', de: 'Was Sie vorbereiten sollten', ar: 'ما يجب تحضيره' },
      intro: {
        en: 'Have these ready before you start. Links are better than attachments, and a clear draft beats a polished one.',
        de: 'Halten Sie Folgendes bereit, bevor Sie beginnen. Links sind besser als Anhänge, und ein klarer Entwurf schlägt einen polierten.',
        ar: 'جهّز ما يلي قبل أن تبدأ. الروابط أفضل من المرفقات، والمسودة الواضحة أفضل من النسخة المصقولة.',
      },
      items: [
        {
          title: {
            en: 'A one-paragraph summary',
            de: 'Eine Zusammenfassung in einem Absatz',
            ar: 'ملخص في فقرة واحدة',
          },
          text: {
            en: 'Who the customer is, the problem they pay to solve today, and what your product will do differently. Plain words, no slogans.',
            de: 'Wer Ihre Kunden sind, für welches Problem sie heute Geld ausgeben und was Ihr Produkt anders machen wird. Klare Worte, keine Slogans.',
            ar: 'مَن هو العميل، وما المشكلة التي يدفع اليوم لحلّها، وما الذي سيفعله منتجك بشكل مختلف. بكلمات بسيطة ودون شعارات.',
          },
        },
        {
          title: { en: 'Your deck', de: 'Ihr Pitch Deck', ar: 'عرضك التقديمي' },
          text: {
            en: 'Ten to fifteen slides, shared as a link. If you do not have a deck yet, a two-page memo works just as well.',
            de: 'Zehn bis fünfzehn Folien, als Link geteilt. Wenn Sie noch kein Deck haben, eignet sich ein zweiseitiges Memo genauso gut.',
            ar: 'من عشر إلى خمس عشرة شريحة، تشاركها عبر رابط. وإذا لم يكن لديك عرض تقديمي بعد، فمذكرة من صفحتين تفي بالغرض تمامًا.',
          },
        },
        {
          title: { en: 'Evidence of demand', de: 'Belege für Nachfrage', ar: 'دليل على وجود طلب' },
          text: {
            en: 'Customer interviews, letters of intent, a waitlist, pilot results or revenue. Tell us what you have and how you got it.',
            de: 'Kundeninterviews, Absichtserklärungen, eine Warteliste, Pilotergebnisse oder Umsatz. Sagen Sie uns, was Sie haben und wie Sie dazu gekommen sind.',
            ar: 'مقابلات مع العملاء، أو خطابات نوايا، أو قائمة انتظار، أو نتائج مشروع تجريبي، أو إيرادات. أخبرنا بما لديك وكيف حصلت عليه.',
          },
        },
        {
          title: {
            en: 'Cap table and funding history',
            de: 'Cap Table und Finanzierungshistorie',
            ar: 'جدول الملكية وسجل التمويل',
          },
          text: {
            en: 'Current ownership, any SAFEs or convertible notes outstanding, and what you plan to raise in the next 12 months.',
            de: 'Aktuelle Beteiligungsverhältnisse, ausstehende SAFEs oder Wandeldarlehen und wie viel Sie in den nächsten 12 Monaten einwerben möchten.',
            ar: 'توزيع الملكية الحالي، وأي اتفاقيات SAFE أو سندات قابلة للتحويل لم تُسوَّ بعد، وما تخطط لجمعه خلال الأشهر الـ12 المقبلة.',
          },
        },
        {
          title: {
            en: 'A three-minute founder video',
            de: 'Ein dreiminütiges Gründervideo',
            ar: 'فيديو للمؤسسين مدته ثلاث دقائق',
          },
          text: {
            en: 'An unedited video of the founding team explaining why you are the people to build this. Phone quality is fine.',
            de: 'Ein ungeschnittenes Video, in dem das Gründerteam erklärt, warum gerade Sie die Richtigen sind, um dieses Produkt aufzubauen. Handyqualität genügt.',
            ar: 'فيديو غير مُحرَّر يشرح فيه الفريق المؤسس لماذا أنتم الأشخاص المناسبون لبناء هذا المنتج. وجودة تصوير الهاتف كافية.',
          },
        },
        {
          title: {
            en: 'Anything already built',
            de: 'Alles, was schon existiert',
            ar: 'أي شيء بنيته بالفعل',
          },
          text: {
            en: 'Prototypes, no-code versions, designs or a repository. Nothing is too early to show, and none of it is required.',
            de: 'Prototypen, No-Code-Versionen, Designs oder ein Repository. Nichts ist zu früh, um es zu zeigen, und nichts davon ist Pflicht.',
            ar: 'نماذج أولية، أو نسخ مبنية بأدوات بلا برمجة (No-Code)، أو تصاميم، أو مستودع شيفرة. لا شيء مبكر جدًا على عرضه، ولا شيء منه إلزامي.',
          },
        },
      ],
    },
    {
      type: 'steps',
      id: 'selection',
      heading: {
        en: 'How selection works',
        de: 'So läuft die Auswahl ab',
        ar: 'كيف تتم عملية الاختيار',
      },
      intro: {
        en: 'Two Fund partners read every application against four questions: Is the problem real and urgent? Do the founders have an edge? Is there evidence of demand? Can up to $250,000 of product work materially change the company’s trajectory?',
        de: 'Zwei Fund-Partner lesen jede Bewerbung mit Blick auf vier Fragen: Ist das Problem real und dringend? Haben die Gründer einen Vorsprung? Gibt es Belege für Nachfrage? Kann Produktarbeit im Wert von bis zu 250.000\u00a0$ den Kurs des Unternehmens wesentlich verändern?',
        ar: 'يقرأ شريكان من الصندوق كل طلب في ضوء أربعة أسئلة: هل المشكلة حقيقية وملحّة؟ هل يتمتع المؤسسون بميزة تنافسية؟ هل هناك دليل على وجود طلب؟ هل يمكن لأعمال تطوير المنتج بقيمة تصل إلى $250,000 أن تغيّر مسار الشركة تغييرًا جوهريًا؟',
      },
      items: [
        {
          title: { en: 'Screening', de: 'Vorauswahl', ar: 'الفرز الأولي' },
          text: {
            en: 'Both partners review your application independently. Roughly one application in eight moves on to an interview.',
            de: 'Beide Partner prüfen Ihre Bewerbung unabhängig voneinander. Etwa jede achte Bewerbung kommt in die Interviewrunde.',
            ar: 'يراجع الشريكان طلبك كلٌّ على حدة. ويتأهل طلب واحد تقريبًا من كل ثمانية طلبات إلى مرحلة المقابلة.',
          },
        },
        {
          title: { en: 'Founder interview', de: 'Gründerinterview', ar: 'مقابلة المؤسسين' },
          text: {
            en: 'A 45-minute video call with a Fund partner and a principal engineer. Expect questions about your users, your market and what the first version must prove.',
            de: 'Ein 45-minütiges Videogespräch mit einem Partner des Fernhill Fund und jemandem aus unserer technischen Leitung. Rechnen Sie mit Fragen zu Ihren Nutzern, Ihrem Markt und dazu, was die erste Version beweisen muss.',
            ar: 'مكالمة فيديو مدتها 45 دقيقة مع أحد شركاء الصندوق ومهندس رئيسي. توقّع أسئلة عن مستخدميك وسوقك وما يجب أن تثبته النسخة الأولى.',
          },
        },
        {
          title: { en: 'Deep dive', de: 'Vertiefungsrunde', ar: 'التعمّق في التفاصيل' },
          text: {
            en: 'A half-day working session on the product, plus two or three reference calls with customers or former colleagues you suggest.',
            de: 'Ein halbtägiger Workshop zum Produkt sowie zwei oder drei Referenzgespräche mit Kunden oder ehemaligen Kollegen, die Sie vorschlagen.',
            ar: 'جلسة عمل لنصف يوم حول المنتج، إضافة إلى مكالمتين أو ثلاث للاستعلام من المراجع مع عملاء أو زملاء سابقين تقترحهم.',
          },
        },
        {
          title: { en: 'Investment committee', de: 'Investitionskomitee', ar: 'لجنة الاستثمار' },
          text: {
            en: 'The committee meets monthly and decides within five business days of the deep dive. If we decline, we tell you why in writing.',
            de: 'Das Komitee tagt monatlich und entscheidet innerhalb von fünf Werktagen nach der Vertiefungsrunde. Wenn wir absagen, begründen wir das schriftlich.',
            ar: 'تجتمع اللجنة شهريًا وتتخذ قرارها خلال خمسة أيام عمل من جلسة التعمّق. وإذا اعتذرنا عن قبول طلبك، نوضّح لك الأسباب كتابيًا.',
          },
        },
        {
          title: {
            en: 'Discovery sprint and SAFE',
            de: 'Discovery-Sprint und SAFE',
            ar: 'سبرنت الاستكشاف واتفاقية SAFE',
          },
          text: {
            en: 'Accepted founders start a two-week [Fuse](/fuse) discovery sprint with our team. The SAFE is signed at the end, once both sides have seen the plan.',
            de: 'Angenommene Gründer starten mit unserem Team einen zweiwöchigen [Fuse](/fuse)-Discovery-Sprint. Der SAFE wird am Ende unterzeichnet, sobald beide Seiten den Plan kennen.',
            ar: 'يبدأ المؤسسون المقبولون مع فريقنا سبرنت استكشاف لمدة أسبوعين ضمن برنامج [Fuse](/fuse). وتُوقَّع اتفاقية SAFE في نهايته، بعد أن يطّلع الطرفان على الخطة.',
          },
        },
      ],
    },
    {
      type: 'steps',
      id: 'timeline',
      heading: { en: 'Timeline', de: 'Zeitplan', ar: 'الجدول الزمني' },
      intro: {
        en: 'Applications are open all year. Those received by the last day of a month enter that month’s review.',
        de: 'Bewerbungen sind das ganze Jahr über möglich. Was bis zum letzten Tag eines Monats eingeht, wird in der Prüfung dieses Monats berücksichtigt.',
        ar: 'باب التقديم مفتوح طوال العام. وتدخل الطلبات التي تصلنا حتى آخر يوم من الشهر في مراجعة ذلك الشهر.',
      },
      items: [
        {
          title: { en: 'Week 0: Apply', de: 'Woche 0: Bewerbung', ar: 'الأسبوع 0: التقديم' },
          text: {
            en: 'Submit your application. We confirm receipt within two business days.',
            de: 'Reichen Sie Ihre Bewerbung ein. Wir bestätigen den Eingang innerhalb von zwei Werktagen.',
            ar: 'أرسل طلبك، وسنؤكد استلامه خلال يومَي عمل.',
          },
        },
        {
          title: {
            en: 'Weeks 1–2: Screening',
            de: 'Wochen 1–2: Vorauswahl',
            ar: 'الأسبوعان 1–2: الفرز الأولي',
          },
          text: {
            en: 'Every applicant hears from us by the 15th of the following month, with an interview invitation or a short note on our decision.',
            de: 'Alle Bewerber hören bis zum 15. des Folgemonats von uns – mit einer Einladung zum Interview oder einer kurzen Nachricht zu unserer Entscheidung.',
            ar: 'يتلقى كل متقدّم ردًا منا بحلول اليوم 15 من الشهر التالي، إما دعوة إلى مقابلة أو رسالة قصيرة توضح قرارنا.',
          },
        },
        {
          title: { en: 'Week 3: Interview', de: 'Woche 3: Interview', ar: 'الأسبوع 3: المقابلة' },
          text: {
            en: 'Founder interviews are scheduled within a week of the invitation, at a time that works for you.',
            de: 'Gründerinterviews finden innerhalb einer Woche nach der Einladung statt, zu einem Termin, der Ihnen passt.',
            ar: 'تُحدَّد مواعيد مقابلات المؤسسين خلال أسبوع من الدعوة، في وقت يناسبك.',
          },
        },
        {
          title: {
            en: 'Week 4: Deep dive and decision',
            de: 'Woche 4: Vertiefungsrunde und Entscheidung',
            ar: 'الأسبوع 4: التعمّق في التفاصيل والقرار',
          },
          text: {
            en: 'The working session, reference calls and investment committee happen in the same week.',
            de: 'Workshop, Referenzgespräche und Investitionskomitee finden in derselben Woche statt.',
            ar: 'تُعقد جلسة العمل ومكالمات المراجع واجتماع لجنة الاستثمار في الأسبوع نفسه.',
          },
        },
        {
          title: {
            en: 'Weeks 5–6: Discovery sprint',
            de: 'Wochen 5–6: Discovery-Sprint',
            ar: 'الأسبوعان 5–6: سبرنت الاستكشاف',
          },
          text: {
            en: 'Two weeks with a product manager, a designer and a senior engineer, followed by signing.',
            de: 'Zwei Wochen mit einem Produktmanager, einem Designer und jemandem aus unserem erfahrenen Entwicklungsteam, anschließend die Unterzeichnung.',
            ar: 'أسبوعان مع مدير منتج ومصمم ومهندس أول، يليهما التوقيع.',
          },
        },
        {
          title: {
            en: 'Week 7 onward: Build',
            de: 'Ab Woche 7: Entwicklung',
            ar: 'من الأسبوع 7 فصاعدًا: البناء',
          },
          text: {
            en: 'Your dedicated team starts building within two weeks of signing.',
            de: 'Ihr festes Team beginnt innerhalb von zwei Wochen nach der Unterzeichnung mit der Entwicklung.',
            ar: 'يبدأ فريقك المخصص بالبناء خلال أسبوعين من التوقيع.',
          },
        },
      ],
    },
    {
      type: 'faq',
      heading: { en: 'Application questions', de: 'Fragen zur Bewerbung', ar: 'أسئلة حول التقديم' },
      items: [
        {
          question: {
            en: 'Is my application confidential?',
            de: 'Wird meine Bewerbung vertraulich behandelt?',
            ar: 'هل يبقى طلبي سريًا؟',
          },
          answer: {
            en: 'Yes. Only the Fund partners and the engineers involved in your review see it. We do not share applications with other investors without your permission, and we never use your ideas for other clients.',
            de: 'Ja. Nur die Fund-Partner und die an der Prüfung beteiligten Entwicklerinnen und Entwickler sehen sie. Wir geben Bewerbungen ohne Ihre Zustimmung nicht an andere Investoren weiter und nutzen Ihre Ideen niemals für andere Kunden.',
            ar: 'نعم. لا يطّلع عليه إلا شركاء الصندوق والمهندسون المشاركون في مراجعته. ولا نشارك الطلبات مع مستثمرين آخرين دون إذنك، ولا نستخدم أفكارك أبدًا لصالح عملاء آخرين.',
          },
        },
        {
          question: {
            en: 'Can I apply if I am already working with a development agency?',
            de: 'Kann ich mich bewerben, wenn ich bereits mit einer Entwicklungsagentur zusammenarbeite?',
            ar: 'هل يمكنني التقدّم إذا كنت أعمل بالفعل مع وكالة تطوير؟',
          },
          answer: {
            en: 'Yes. Tell us what has been built and by whom. We will look at the existing code during the deep dive and factor it into the plan.',
            de: 'Ja. Sagen Sie uns, was bereits gebaut wurde und von wem. Wir sehen uns den vorhandenen Code in der Vertiefungsrunde an und berücksichtigen ihn im Plan.',
            ar: 'نعم. أخبرنا بما تم بناؤه ومَن بناه. وسنفحص الشيفرة الحالية خلال جلسة التعمّق ونأخذها في الحسبان عند وضع الخطة.',
          },
        },
        {
          question: {
            en: 'We were declined before. Can we apply again?',
            de: 'Wir wurden schon einmal abgelehnt. Können wir uns erneut bewerben?',
            ar: 'رُفض طلبنا من قبل. هل يمكننا التقدّم مجددًا؟',
          },
          answer: {
            en: 'Yes, after six months. Tell us what has changed since the last application, such as new customers, a new cofounder or a sharper focus.',
            de: 'Ja, nach sechs Monaten. Sagen Sie uns, was sich seit der letzten Bewerbung geändert hat, etwa neue Kunden, ein neuer Mitgründer oder ein schärferer Fokus.',
            ar: 'نعم، بعد ستة أشهر. أخبرنا بما تغيّر منذ طلبك الأخير، مثل عملاء جدد أو شريك مؤسس جديد أو تركيز أوضح.',
          },
        },
        {
          question: {
            en: 'Do I need to be based in the United States?',
            de: 'Muss ich in den USA ansässig sein?',
            ar: 'هل يجب أن أكون مقيمًا في الولايات المتحدة؟',
          },
          answer: {
            en: 'The company needs to be a Delaware C corporation, or become one before signing. Founders can live anywhere within five hours of US Central time.',
            de: 'Das Unternehmen muss eine Delaware C Corporation sein oder vor der Unterzeichnung eine werden. Die Gründer können überall leben, wo der Zeitunterschied zur US Central Time höchstens fünf Stunden beträgt.',
            ar: 'يجب أن تكون الشركة مؤسسة من نوع C corporation مسجّلة في ولاية ديلاوير، أو أن تصبح كذلك قبل التوقيع. ويمكن للمؤسسين الإقامة في أي مكان لا يتجاوز فارق التوقيت بينه وبين التوقيت المركزي الأمريكي خمس ساعات.',
          },
        },
      ],
    },
    { type: 'leadForm', id: 'apply', form: 'fund-application' },
    {
      type: 'callToAction',
      heading: {
        en: 'Questions before you apply?',
        de: 'Fragen vor der Bewerbung?',
        ar: 'هل لديك أسئلة قبل التقديم؟',
      },
      text: {
        en: 'Use the [application form](/application#apply) above when you are ready. If you would rather talk first, a partner will answer questions about terms, timing and fit.',
        de: 'Nutzen Sie das [Bewerbungsformular](/application#apply) oben, sobald Sie bereit sind. Wenn Sie lieber zuerst sprechen möchten, beantwortet ein Partner Ihre Fragen zu Konditionen, Zeitplan und Passung.',
        ar: 'استخدم [نموذج التقديم](/application#apply) أعلاه عندما تكون مستعدًا. وإذا كنت تفضّل التحدث أولًا، فسيجيب أحد الشركاء عن أسئلتك حول الشروط والتوقيت ومدى الملاءمة.',
      },
    },
  ],
} satisfies PageInput;
