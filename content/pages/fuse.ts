import type { PageInput } from '../schema/index.ts';

export default {
  id: 'fuse',
  pageType: 'fuse',
  path: '/fuse',
  title: {
    en: 'Fuse: Product Discovery Sprint',
    de: 'Fuse: Product-Discovery-Sprint',
    ar: 'Fuse: سبرنت استكشاف المنتج',
  },
  description: {
    en: 'Fuse is Fernhill’s two-week product discovery kit and software. It turns an idea into a validated, estimated backlog and a clickable prototype you can test.',
    de: 'Fuse ist Fernhills zweiwöchiges Product-Discovery-Kit samt Software. Es macht aus einer Idee ein validiertes, geschätztes Backlog und einen testbaren Klick-Prototyp.',
    ar: 'Fuse هي حزمة أدوات وبرنامج من Fernhill لاستكشاف المنتج في أسبوعين، تحوّل الفكرة إلى قائمة أعمال مُتحقَّق منها ومقدَّرة التكلفة ونموذج أولي تفاعلي قابل للاختبار.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Fuse by Fernhill', de: 'Fuse von Fernhill', ar: 'Fuse من Fernhill' },
      heading: {
        en: 'From idea to an estimated backlog in two weeks',
        de: 'In zwei Wochen von der Idee zum geschätzten Backlog',
        ar: 'من الفكرة إلى قائمة أعمال مقدَّرة التكلفة في أسبوعين',
      },
      lead: {
        en: 'Fuse is our product discovery sprint, packaged as a kit and the software that runs it. In ten working days you get a clickable prototype tested with real users, a prioritized backlog with acceptance criteria, and an estimate you can take to your board, your investors or any development team.',
        de: 'Fuse ist unser Product-Discovery-Sprint – verpackt als Kit und als Software, mit der wir ihn durchführen. In zehn Arbeitstagen erhalten Sie einen klickbaren, mit echten Nutzern getesteten Prototyp, ein priorisiertes Backlog mit Akzeptanzkriterien und eine Schätzung, die Sie Ihrem Aufsichtsgremium, Ihren Investoren oder jedem Entwicklungsteam vorlegen können.',
        ar: 'Fuse هو سبرنت استكشاف المنتج لدينا، مجمّعًا في حزمة أدوات مع البرنامج الذي يديره. خلال عشرة أيام عمل تحصل على نموذج أولي تفاعلي مختبَر مع مستخدمين حقيقيين، وقائمة أعمال مرتبة حسب الأولوية مع معايير القبول، وتقدير للتكلفة يمكنك عرضه على مجلس إدارتك أو مستثمريك أو أي فريق تطوير.',
      },
      primaryAction: {
        label: { en: 'Book a Fuse sprint', de: 'Fuse-Sprint buchen', ar: 'احجز سبرنت Fuse' },
        href: '/contact-us',
      },
      secondaryAction: {
        label: { en: 'See what you get', de: 'Das erhalten Sie', ar: 'اطّلع على ما ستحصل عليه' },
        href: '/fuse#deliverables',
      },
    },
    {
      type: 'stats',
      items: [
        {
          value: { en: '10 days', de: '10 Tage', ar: '10 أيام' },
          label: {
            en: 'from kickoff to final presentation',
            de: 'vom Kickoff bis zur Abschlusspräsentation',
            ar: 'من الاجتماع الافتتاحي حتى العرض الختامي',
          },
        },
        {
          value: { en: '$18,000', de: '18.000\u00a0$', ar: '$18,000' },
          label: {
            en: 'fixed price, with no change orders',
            de: 'Festpreis, ohne Nachträge',
            ar: 'سعر ثابت، دون أوامر تغيير إضافية',
          },
        },
        {
          value: { en: '±15%', de: '±15\u00a0%', ar: '±15%' },
          label: {
            en: 'median gap between Fuse estimate and actual build cost',
            de: 'mediane Abweichung zwischen Fuse-Schätzung und tatsächlichen Entwicklungskosten',
            ar: 'الفارق الوسيط بين تقدير Fuse والتكلفة الفعلية للتطوير',
          },
        },
        {
          value: { en: '5–8', de: '5–8', ar: '5–8' },
          label: {
            en: 'target users who test the prototype',
            de: 'Nutzer aus der Zielgruppe testen den Prototyp',
            ar: 'مستخدمون من الفئة المستهدفة يختبرون النموذج الأولي',
          },
        },
      ],
    },
    {
      type: 'features',
      id: 'deliverables',
      heading: { en: 'What you leave with', de: 'Was Sie mitnehmen', ar: 'ما تخرج به' },
      intro: {
        en: 'Everything is yours to keep, whether you build with Fernhill, with another vendor or with your own team.',
        de: 'Alles gehört Ihnen – ob Sie mit Fernhill, einem anderen Dienstleister oder Ihrem eigenen Team weiterentwickeln.',
        ar: 'كل ذلك يبقى ملكًا لك، سواء بنيت منتجك مع Fernhill أو مع مزوّد آخر أو مع فريقك الخاص.',
      },
      items: [
        {
          title: {
            en: 'A clickable prototype',
            de: 'Ein klickbarer Prototyp',
            ar: 'نموذج أولي تفاعلي',
          },
          text: {
            en: 'A Figma prototype of the core journeys, detailed enough to test with users and to show investors, with the feedback from every test session attached.',
            de: 'Ein Figma-Prototyp der zentralen User Journeys, detailliert genug für Tests mit Nutzern und für Investorengespräche – mit dem Feedback aus jeder Testsitzung.',
            ar: 'نموذج أولي على Figma لرحلات المستخدم الأساسية، مفصّل بما يكفي لاختباره مع المستخدمين وعرضه على المستثمرين، مرفقًا بملاحظات كل جلسة اختبار.',
          },
        },
        {
          title: {
            en: 'A validated backlog',
            de: 'Ein validiertes Backlog',
            ar: 'قائمة أعمال مُتحقَّق منها',
          },
          text: {
            en: 'User stories with acceptance criteria, grouped into releases and ranked by value and risk. Stories your test users did not care about are marked as such, not quietly dropped.',
            de: 'User Stories mit Akzeptanzkriterien, nach Releases gruppiert und nach Nutzen und Risiko priorisiert. Stories, die Ihren Testnutzern gleichgültig waren, werden als solche markiert statt stillschweigend gestrichen.',
            ar: 'قصص مستخدم مع معايير القبول، مجمّعة في إصدارات ومرتبة حسب القيمة والمخاطر. أما القصص التي لم يكترث لها مستخدمو الاختبار فتُوسَم بذلك صراحةً، ولا تُحذف بصمت.',
          },
        },
        {
          title: {
            en: 'Estimates with honest ranges',
            de: 'Schätzungen mit ehrlichen Spannen',
            ar: 'تقديرات بنطاقات صادقة',
          },
          text: {
            en: 'A three-point estimate for every story, rolled up into a cost and timeline range for the first release. Each range comes with the assumptions behind it.',
            de: 'Eine Drei-Punkt-Schätzung für jede Story, zusammengeführt zu einer Kosten- und Zeitspanne für das erste Release. Zu jeder Spanne gehören die Annahmen, auf denen sie beruht.',
            ar: 'تقدير ثلاثي النقاط لكل قصة، يُجمَع في نطاق للتكلفة والجدول الزمني للإصدار الأول، ويأتي كل نطاق مع الافتراضات التي بُني عليها.',
          },
        },
        {
          title: {
            en: 'An architecture outline',
            de: 'Ein Architekturentwurf',
            ar: 'مخطط أولي للبنية التقنية',
          },
          text: {
            en: 'A recommended stack, hosting plan, third-party integrations and compliance considerations such as [HIPAA](/services/hipaa-compliant-software-development) or PCI DSS, written for a technical reviewer.',
            de: 'Ein empfohlener Stack, ein Hosting-Plan, Integrationen von Drittanbietern und Compliance-Aspekte wie [HIPAA](/services/hipaa-compliant-software-development) oder PCI DSS – geschrieben für technische Prüfer.',
            ar: 'حزمة تقنيات موصى بها، وخطة استضافة، وتكاملات مع خدمات خارجية، واعتبارات الامتثال مثل [HIPAA](/services/hipaa-compliant-software-development) أو PCI DSS، مكتوبة لمراجع تقني.',
          },
        },
        {
          title: { en: 'A risk register', de: 'Ein Risikoregister', ar: 'سجل المخاطر' },
          text: {
            en: 'The ten or so things most likely to sink the project, from unproven user demand to a fragile vendor API, each with an owner and a way to test it early.',
            de: 'Die rund zehn Dinge, an denen das Projekt am ehesten scheitern könnte – von unbewiesener Nachfrage bis zur fragilen API eines Anbieters –, jeweils mit einer verantwortlichen Person und einem Weg, sie früh zu testen.',
            ar: 'نحو عشرة أمور يُرجَّح أن تُفشل المشروع، من طلب غير مثبت لدى المستخدمين إلى واجهة API هشة لدى أحد المزوّدين، ولكل منها مسؤول وطريقة لاختباره مبكرًا.',
          },
        },
      ],
    },
    {
      type: 'steps',
      id: 'the-sprint',
      heading: {
        en: 'The sprint, day by day',
        de: 'Der Sprint, Tag für Tag',
        ar: 'السبرنت يومًا بيوم',
      },
      intro: {
        en: 'A product manager, a product designer and a senior engineer work with you full time. You commit about two hours a day.',
        de: 'Ein Produktmanager, ein Produktdesigner und jemand aus unserem erfahrenen Entwicklungsteam arbeiten in Vollzeit mit Ihnen. Sie selbst investieren etwa zwei Stunden pro Tag.',
        ar: 'يعمل معك مدير منتج ومصمم منتج ومهندس أول بدوام كامل، بينما تخصص أنت نحو ساعتين يوميًا.',
      },
      items: [
        {
          title: {
            en: 'Days 1–2: Frame',
            de: 'Tage 1–2: Rahmen setzen',
            ar: 'اليومان 1–2: التأطير',
          },
          text: {
            en: 'Stakeholder interviews, business goals and the metrics that define success. We agree on who the first users are and what the first release has to prove.',
            de: 'Stakeholder-Interviews, Geschäftsziele und die Kennzahlen, an denen sich Erfolg bemisst. Wir legen gemeinsam fest, wer die ersten Nutzer sind und was das erste Release beweisen muss.',
            ar: 'مقابلات مع أصحاب المصلحة، وتحديد أهداف العمل والمقاييس التي يُقاس بها النجاح. ونتفق على هوية المستخدمين الأوائل وما يجب أن يثبته الإصدار الأول.',
          },
        },
        {
          title: {
            en: 'Days 3–4: Map',
            de: 'Tage 3–4: Abläufe abbilden',
            ar: 'اليومان 3–4: رسم الخريطة',
          },
          text: {
            en: 'User journeys and a story map built in the Fuse workspace, with every step tied to a goal. This is where most scope is cut, deliberately and with you in the room.',
            de: 'User Journeys und eine Story Map, erstellt im Fuse-Workspace, wobei jeder Schritt an ein Ziel geknüpft ist. Hier wird der größte Teil des Umfangs gestrichen – bewusst und mit Ihnen am Tisch.',
            ar: 'نبني رحلات المستخدم وخريطة القصص في مساحة عمل Fuse، مع ربط كل خطوة بهدف. وهنا يُقلَّص الجزء الأكبر من النطاق، عن قصد وبحضورك.',
          },
        },
        {
          title: {
            en: 'Days 5–7: Prototype',
            de: 'Tage 5–7: Prototyp',
            ar: 'الأيام 5–7: النموذج الأولي',
          },
          text: {
            en: 'The designer builds the prototype while the engineer checks feasibility, integrations and data flows, so nothing in the prototype is impossible to build on budget.',
            de: 'Der Designer baut den Prototyp, während die Entwicklung Machbarkeit, Integrationen und Datenflüsse prüft – damit nichts im Prototyp steckt, was sich im Budget nicht umsetzen lässt.',
            ar: 'يبني المصمم النموذج الأولي بينما يتحقق المهندس من الجدوى والتكاملات وتدفقات البيانات، حتى لا يتضمن النموذج ما يستحيل بناؤه ضمن الميزانية.',
          },
        },
        {
          title: { en: 'Days 8–9: Test', de: 'Tage 8–9: Testen', ar: 'اليومان 8–9: الاختبار' },
          text: {
            en: 'Five to eight moderated sessions with people from your target audience. Findings go straight back into the backlog and the prototype.',
            de: 'Fünf bis acht moderierte Sessions mit Menschen aus Ihrer Zielgruppe. Die Erkenntnisse fließen direkt zurück in Backlog und Prototyp.',
            ar: 'من خمس إلى ثماني جلسات مُدارة مع أشخاص من جمهورك المستهدف، وتعود نتائجها مباشرة إلى قائمة الأعمال والنموذج الأولي.',
          },
        },
        {
          title: {
            en: 'Day 10: Estimate and decide',
            de: 'Tag 10: Schätzen und entscheiden',
            ar: 'اليوم 10: التقدير واتخاذ القرار',
          },
          text: {
            en: 'We present the backlog, the estimate and the risks, and recommend whether to build, narrow the scope or stop. Stopping is a legitimate outcome, and a cheap one.',
            de: 'Wir präsentieren Backlog, Schätzung und Risiken und empfehlen, ob Sie entwickeln, den Umfang eingrenzen oder aufhören sollten. Aufhören ist ein legitimes Ergebnis – und ein günstiges.',
            ar: 'نعرض قائمة الأعمال والتقدير والمخاطر، ونوصي بالمضي في البناء أو تضييق النطاق أو التوقف. والتوقف نتيجة مشروعة، وقليلة التكلفة أيضًا.',
          },
        },
      ],
    },
    {
      type: 'features',
      id: 'software',
      heading: {
        en: 'The software behind the sprint',
        de: 'Die Software hinter dem Sprint',
        ar: 'البرنامج الذي يقوم عليه السبرنت',
      },
      intro: {
        en: 'Fuse is more than a workshop format. The workspace keeps every artifact connected, so decisions stay traceable long after the sprint ends.',
        de: 'Fuse ist mehr als ein Workshop-Format. Der Workspace hält alle Artefakte miteinander verknüpft, sodass Entscheidungen auch lange nach dem Sprint nachvollziehbar bleiben.',
        ar: 'Fuse أكثر من مجرد صيغة لورشة عمل؛ فمساحة العمل تُبقي كل المخرجات مترابطة، لتظل القرارات قابلة للتتبع بعد انتهاء السبرنت بوقت طويل.',
      },
      items: [
        {
          title: { en: 'Story mapping canvas', de: 'Story-Mapping-Canvas', ar: 'لوحة خرائط القصص' },
          text: {
            en: 'Journeys, steps and stories on one board, with releases drawn as horizontal slices. Changes made in a workshop are visible to everyone immediately.',
            de: 'Journeys, Schritte und Stories auf einem Board, Releases als horizontale Schnitte eingezeichnet. Änderungen aus einem Workshop sind sofort für alle sichtbar.',
            ar: 'الرحلات والخطوات والقصص على لوحة واحدة، مع رسم الإصدارات كشرائح أفقية. وتظهر التغييرات التي تُجرى في ورشة العمل للجميع فورًا.',
          },
        },
        {
          title: { en: 'Estimation engine', de: 'Schätz-Engine', ar: 'محرك التقدير' },
          text: {
            en: 'Stories are compared with actuals from more than 320 products we have shipped, which flags estimates that look optimistic before they reach a budget.',
            de: 'Stories werden mit den Ist-Werten aus mehr als 320 ausgelieferten Produkten verglichen. So fallen zu optimistische Schätzungen auf, bevor sie in ein Budget einfließen.',
            ar: 'تُقارن القصص بالأرقام الفعلية لأكثر من 320 منتجًا أطلقناها، ما يكشف التقديرات التي تبدو متفائلة قبل أن تدخل في أي ميزانية.',
          },
        },
        {
          title: {
            en: 'Linked prototype screens',
            de: 'Verknüpfte Prototyp-Screens',
            ar: 'شاشات نموذج أولي مترابطة',
          },
          text: {
            en: 'Every prototype screen links to the stories it covers and every test finding links to the screen it concerns, so you can trace why a feature exists.',
            de: 'Jeder Prototyp-Screen ist mit den Stories verknüpft, die er abdeckt, und jede Testerkenntnis mit dem Screen, den sie betrifft. So lässt sich nachvollziehen, warum es eine Funktion gibt.',
            ar: 'ترتبط كل شاشة في النموذج الأولي بالقصص التي تغطيها، وترتبط كل نتيجة اختبار بالشاشة التي تخصها، فتستطيع تتبّع سبب وجود كل ميزة.',
          },
        },
        {
          title: { en: 'One-click export', de: 'Export per Klick', ar: 'تصدير بنقرة واحدة' },
          text: {
            en: 'Export the backlog to Jira, Linear, GitHub Issues or CSV, and the estimate to a spreadsheet your finance team can work with.',
            de: 'Exportieren Sie das Backlog nach Jira, Linear, GitHub Issues oder als CSV und die Schätzung in eine Tabelle, mit der Ihr Finanzteam arbeiten kann.',
            ar: 'صدّر قائمة الأعمال إلى Jira أو Linear أو GitHub Issues أو ملف CSV، والتقدير إلى جدول بيانات يستطيع فريقك المالي العمل عليه.',
          },
        },
      ],
    },
    {
      type: 'faq',
      heading: {
        en: 'Frequently asked questions',
        de: 'Häufig gestellte Fragen',
        ar: 'الأسئلة الشائعة',
      },
      items: [
        {
          question: {
            en: 'Do I need a technical cofounder to run a Fuse sprint?',
            de: 'Brauche ich einen technischen Mitgründer für einen Fuse-Sprint?',
            ar: 'هل أحتاج إلى شريك مؤسس تقني لتنفيذ سبرنت Fuse؟',
          },
          answer: {
            en: 'No. The senior engineer on the sprint covers technical decisions and explains the tradeoffs in plain language. Many Fuse clients are non-technical founders or business owners inside larger companies.',
            de: 'Nein. Die erfahrene Entwicklerin oder der erfahrene Entwickler im Sprint übernimmt die technischen Entscheidungen und erklärt die Vor- und Nachteile in verständlicher Sprache. Viele Fuse-Kunden sind Gründer ohne technischen Hintergrund oder Fachverantwortliche in größeren Unternehmen.',
            ar: 'لا. يتولى المهندس الأول المشارك في السبرنت القرارات التقنية ويشرح المفاضلات بلغة واضحة. وكثير من عملاء Fuse مؤسسون من خلفيات غير تقنية أو مسؤولو أعمال داخل شركات كبيرة.',
          },
        },
        {
          question: {
            en: 'Can I take the results to another development team?',
            de: 'Kann ich die Ergebnisse an ein anderes Entwicklungsteam weitergeben?',
            ar: 'هل يمكنني أخذ النتائج إلى فريق تطوير آخر؟',
          },
          answer: {
            en: 'Yes. The prototype, backlog, estimate and architecture outline are yours, with no exclusivity. About one in five Fuse clients builds with someone else or with an in-house team.',
            de: 'Ja. Prototyp, Backlog, Schätzung und Architekturentwurf gehören Ihnen, ohne jede Exklusivität. Etwa jeder fünfte Fuse-Kunde entwickelt mit einem anderen Anbieter oder einem internen Team weiter.',
            ar: 'نعم. النموذج الأولي وقائمة الأعمال والتقدير ومخطط البنية التقنية ملك لك، دون أي حصرية. ونحو واحد من كل خمسة من عملاء Fuse يبني منتجه مع جهة أخرى أو مع فريق داخلي.',
          },
        },
        {
          question: {
            en: 'What if the sprint shows the idea does not work?',
            de: 'Was ist, wenn der Sprint zeigt, dass die Idee nicht funktioniert?',
            ar: 'ماذا لو أظهر السبرنت أن الفكرة لا تنجح؟',
          },
          answer: {
            en: 'Then you found out for $18,000 instead of $300,000. We will tell you what the tests showed and what, if anything, would be worth testing next.',
            de: 'Dann haben Sie das für 18.000\u00a0$ statt für 300.000\u00a0$ herausgefunden. Wir sagen Ihnen, was die Tests gezeigt haben und was – wenn überhaupt – als Nächstes einen Test wert wäre.',
            ar: 'عندها تكون قد اكتشفت ذلك مقابل $18,000 بدلًا من $300,000. وسنخبرك بما أظهرته الاختبارات، وبما قد يستحق الاختبار بعد ذلك إن وُجد.',
          },
        },
        {
          question: {
            en: 'Can our product team use the Fuse software on its own?',
            de: 'Kann unser Produktteam die Fuse-Software eigenständig nutzen?',
            ar: 'هل يمكن لفريق المنتج لدينا استخدام برنامج Fuse بمفرده؟',
          },
          answer: {
            en: 'Teams that have completed a sprint with us keep access to their workspace for a year and can license it for further discovery work afterwards.',
            de: 'Teams, die einen Sprint mit uns abgeschlossen haben, behalten ein Jahr lang Zugriff auf ihren Workspace und können ihn danach für weitere Discovery-Arbeit lizenzieren.',
            ar: 'تحتفظ الفرق التي أتمّت سبرنت معنا بإمكانية الوصول إلى مساحة عملها لمدة عام، ويمكنها بعد ذلك ترخيصها لمزيد من أعمال الاستكشاف.',
          },
        },
        {
          question: {
            en: 'How does Fuse relate to the Fernhill Fund?',
            de: 'Wie hängt Fuse mit dem Fernhill Fund zusammen?',
            ar: 'ما علاقة Fuse بصندوق Fernhill؟',
          },
          answer: {
            en: 'Every [Fernhill Fund](/fund) investment starts with a Fuse sprint, included in the investment. It gives founders and our partners the same facts before anyone signs a SAFE.',
            de: 'Jede Investition des [Fernhill Fund](/fund) beginnt mit einem Fuse-Sprint, der in der Investition enthalten ist. So haben Gründer und unsere Partner dieselben Fakten vor Augen, bevor jemand einen SAFE unterzeichnet.',
            ar: 'يبدأ كل استثمار من [صندوق Fernhill](/fund) بسبرنت Fuse مشمول في الاستثمار، فيطّلع المؤسسون وشركاؤنا على الحقائق نفسها قبل أن يوقّع أحد اتفاقية SAFE.',
          },
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Start with two weeks, not two quarters',
        de: 'Starten Sie mit zwei Wochen, nicht mit zwei Quartalen',
        ar: 'ابدأ بأسبوعين، لا بنصف عام',
      },
      text: {
        en: 'Sprints start every Monday, usually within three weeks of booking. Tell us about the idea and we will confirm a start date within two business days.',
        de: 'Sprints beginnen jeden Montag, meist innerhalb von drei Wochen nach der Buchung. Erzählen Sie uns von Ihrer Idee, und wir bestätigen Ihnen innerhalb von zwei Werktagen einen Starttermin.',
        ar: 'تبدأ السبرنتات كل يوم اثنين، وعادةً خلال ثلاثة أسابيع من الحجز. أخبرنا عن فكرتك وسنؤكد لك موعد البدء خلال يومَي عمل.',
      },
      action: {
        label: { en: 'Book a Fuse sprint', de: 'Fuse-Sprint buchen', ar: 'احجز سبرنت Fuse' },
        href: '/contact-us',
      },
    },
  ],
} satisfies PageInput;
