import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'software-outsourcing',
    group: 'engagement',
    path: '/services/software-outsourcing',
    name: { en: 'Software outsourcing', de: 'Software-Outsourcing', ar: 'التعهيد البرمجي' },
    title: {
      en: 'Software development outsourcing',
      de: 'Outsourcing der Softwareentwicklung',
      ar: 'التعهيد الخارجي لتطوير البرمجيات',
    },
    description: {
      en: 'Outsource software development to Fernhill: a complete product team that owns delivery end to end, with weekly demos, full transparency and code you own.',
      de: 'Softwareentwicklung an Fernhill auslagern: ein komplettes Produktteam mit voller Lieferverantwortung, wöchentlichen Demos, Transparenz und Code, der Ihnen gehört.',
      ar: 'أسند تطوير برمجياتك إلى Fernhill: فريق منتج متكامل يتولى التنفيذ من البداية إلى النهاية، مع عروض توضيحية أسبوعية وشفافية كاملة وشيفرة تملكها أنت.',
    },
    summary: {
      en: 'A complete Fernhill product team that owns delivery of your project, from discovery to launch and beyond.',
      de: 'Ein komplettes Fernhill-Produktteam, das Ihr Projekt verantwortet – von der Discovery-Phase bis zum Launch und darüber hinaus.',
      ar: 'فريق منتج متكامل من Fernhill يتولى مسؤولية تنفيذ مشروعك بالكامل، من مرحلة الاستكشاف حتى الإطلاق وما بعده.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Engagement models', de: 'Zusammenarbeitsmodelle', ar: 'نماذج التعاون' },
        heading: {
          en: 'Hand us the outcome, keep full visibility',
          de: 'Wir verantworten das Ergebnis, Sie behalten den Überblick',
          ar: 'سلّمنا مسؤولية النتيجة، واحتفظ برؤية كاملة لكل شيء',
        },
        lead: {
          en: 'With software outsourcing, a cross-functional Fernhill team of product management, design, engineering and QA takes responsibility for delivering your product, while you keep direct access to the people, the code and the plan.',
          de: 'Beim Software-Outsourcing übernimmt ein interdisziplinäres Fernhill-Team aus Produktmanagement, Design, Entwicklung und QA die Verantwortung für die Umsetzung Ihres Produkts, während Sie direkten Zugang zu den Menschen, zum Code und zum Plan behalten.',
          ar: 'في نموذج التعهيد البرمجي، يتولى فريق متعدد التخصصات من Fernhill يضم إدارة المنتج والتصميم والهندسة وضمان الجودة مسؤولية تسليم منتجك، بينما تحتفظ بوصول مباشر إلى الأشخاص والشيفرة والخطة.',
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
        heading: { en: 'What you get', de: 'Das erhalten Sie', ar: 'ما تحصل عليه' },
        items: [
          {
            title: {
              en: 'A complete, stable team',
              de: 'Ein vollständiges, stabiles Team',
              ar: 'فريق متكامل ومستقر',
            },
            text: {
              en: 'A product manager, designers, engineers and QA who work together as a unit and stay with your project for its duration.',
              de: 'Ein Produktmanager, Designer, Entwicklerinnen und Entwickler sowie QA-Fachleute, die als Einheit zusammenarbeiten und Ihr Projekt über die gesamte Laufzeit begleiten.',
              ar: 'مدير منتج ومصممون ومهندسون ومختصو ضمان جودة يعملون معًا كوحدة واحدة ويبقون مع مشروعك طوال مدته.',
            },
          },
          {
            title: {
              en: 'Ownership of delivery',
              de: 'Verantwortung für die Umsetzung',
              ar: 'مسؤولية التسليم',
            },
            text: {
              en: 'We plan sprints, manage risks, make technical decisions with you and are accountable for shipping what we committed to.',
              de: 'Wir planen Sprints, managen Risiken, treffen technische Entscheidungen gemeinsam mit Ihnen und stehen dafür ein, das Zugesagte auch auszuliefern.',
              ar: 'نخطط السبرنتات، وندير المخاطر، ونتخذ القرارات التقنية معك، ونتحمل مسؤولية تسليم ما التزمنا به.',
            },
          },
          {
            title: {
              en: 'Weekly demos and reporting',
              de: 'Wöchentliche Demos und Berichte',
              ar: 'عروض توضيحية وتقارير أسبوعية',
            },
            text: {
              en: 'Working software every week, a written status update and a burn-up chart against the agreed scope and budget.',
              de: 'Jede Woche funktionierende Software, ein schriftliches Status-Update und ein Burn-up-Chart, gemessen am vereinbarten Umfang und Budget.',
              ar: 'برمجيات تعمل كل أسبوع، وتقرير مكتوب عن سير العمل، ومخطط إنجاز (burn-up) يقيس التقدم مقارنةً بالنطاق والميزانية المتفق عليهما.',
            },
          },
          {
            title: { en: 'Full transparency', de: 'Volle Transparenz', ar: 'شفافية كاملة' },
            text: {
              en: 'Access to the repository, board, Slack channels and every engineer, from the first day rather than at milestones.',
              de: 'Zugriff auf Repository, Board, Slack-Kanäle und alle Entwicklerinnen und Entwickler – vom ersten Tag an, nicht erst an Meilensteinen.',
              ar: 'وصول إلى المستودع ولوحة المهام وقنوات Slack وكل مهندس، منذ اليوم الأول لا عند المحطات الرئيسية فقط.',
            },
          },
          {
            title: {
              en: 'Flexible commercial models',
              de: 'Flexible Vertragsmodelle',
              ar: 'نماذج تعاقدية مرنة',
            },
            text: {
              en: 'Time and materials with a budget cap, fixed-price phases for well-defined scope, or a monthly team retainer.',
              de: 'Abrechnung nach Aufwand mit Budgetobergrenze, Festpreisphasen für klar definierten Umfang oder eine monatliche Teampauschale.',
              ar: 'الدفع حسب الوقت والموارد مع سقف للميزانية، أو مراحل بسعر ثابت لنطاق محدد بوضوح، أو اشتراك شهري للفريق.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we make outsourcing work',
          de: 'So gelingt Outsourcing mit uns',
          ar: 'كيف نجعل التعهيد ينجح',
        },
        paragraphs: [
          {
            en: 'Outsourcing goes wrong when requirements are thrown over a wall and the vendor disappears until a deadline. We do the opposite. Every engagement starts with discovery, often a two-week [Fuse](/fuse) sprint, so both sides agree on users, scope and risks before the build. After that, you see progress weekly in working software, and scope changes are discussed openly with their effect on timeline and budget.',
            de: 'Outsourcing geht schief, wenn Anforderungen über den Zaun geworfen werden und der Dienstleister bis zur Deadline abtaucht. Wir machen es umgekehrt. Jedes Projekt beginnt mit einer Discovery-Phase, oft einem zweiwöchigen [Fuse](/fuse)-Sprint, damit sich beide Seiten vor der Entwicklung über Nutzer, Umfang und Risiken einig sind. Danach sehen Sie den Fortschritt jede Woche in funktionierender Software, und Änderungen am Umfang besprechen wir offen – samt ihren Auswirkungen auf Zeitplan und Budget.',
            ar: 'يفشل التعهيد حين تُرمى المتطلبات إلى الطرف الآخر ثم يختفي المزوّد حتى الموعد النهائي، ونحن نفعل العكس تمامًا. يبدأ كل تعاون بمرحلة الاستكشاف، وغالبًا ما يكون ذلك سبرنت [Fuse](/fuse) مدته أسبوعان، ليتفق الطرفان على المستخدمين والنطاق والمخاطر قبل البناء. بعد ذلك ترى التقدم أسبوعيًا في برمجيات تعمل فعلًا، وتُناقَش تغييرات النطاق بصراحة مع بيان أثرها في الجدول الزمني والميزانية.',
          },
          {
            en: 'You should never depend on us more than you choose to. Code lives in your repositories and runs in your cloud accounts, intellectual property is assigned to you in the contract, and documentation is written as we build: architecture decisions, runbooks and onboarding guides. If you later build an in-house team, we help hire and onboard them and step back gradually.',
            de: 'Sie sollten nie stärker von uns abhängen, als Sie es selbst wollen. Der Code liegt in Ihren Repositorys und läuft in Ihren Cloud-Konten, das geistige Eigentum wird Ihnen vertraglich übertragen, und die Dokumentation entsteht während der Entwicklung: Architekturentscheidungen, Runbooks und Onboarding-Leitfäden. Bauen Sie später ein internes Team auf, helfen wir bei Einstellung und Onboarding und ziehen uns schrittweise zurück.',
            ar: 'لا ينبغي أن تعتمد علينا أكثر مما تختار. فالشيفرة تُحفظ في مستودعاتك وتعمل في حساباتك السحابية، وتُنقل إليك الملكية الفكرية بموجب العقد، ويُكتب التوثيق أثناء البناء: قرارات البنية التقنية وأدلة التشغيل وأدلة تأهيل الموظفين الجدد. وإذا أنشأت لاحقًا فريقًا داخليًا، نساعدك في توظيف أفراده وتأهيلهم ثم ننسحب تدريجيًا.',
          },
          {
            en: 'Teams are staffed from Austin and across US time zones, and from our [nearshore hubs](/services/nearshore-software-development) in Mexico City and Medellín when that suits your budget. If you prefer to lead the work yourself and simply need more engineers, [staff augmentation](/services/staff-augmentation) is the better model.',
            de: 'Wir besetzen Teams aus Austin und quer durch die US-Zeitzonen sowie – wenn es besser zu Ihrem Budget passt – aus unseren [Nearshore-Standorten](/services/nearshore-software-development) in Mexiko-Stadt und Medellín. Wenn Sie die Arbeit lieber selbst leiten und einfach mehr Entwicklerinnen und Entwickler brauchen, ist [Team-Verstärkung](/services/staff-augmentation) das bessere Modell.',
            ar: 'نشكّل الفرق من أوستن وعبر المناطق الزمنية الأمريكية، ومن [مراكزنا القريبة جغرافيًا (nearshore)](/services/nearshore-software-development) في مكسيكو سيتي وميديلين حين يناسب ذلك ميزانيتك. وإذا كنت تفضّل قيادة العمل بنفسك وتحتاج ببساطة إلى مزيد من المهندسين، فإن [تعزيز الفرق](/services/staff-augmentation) هو النموذج الأنسب.',
          },
        ],
      },
      {
        type: 'stats',
        items: [
          {
            value: { en: '320+', de: '320+', ar: '320+' },
            label: {
              en: 'products shipped since 2014',
              de: 'ausgelieferte Produkte seit 2014',
              ar: 'منتج أطلقناه منذ عام 2014',
            },
          },
          {
            value: { en: '4.9/5', de: '4,9/5', ar: '4.9/5' },
            label: {
              en: 'average client rating',
              de: 'durchschnittliche Kundenbewertung',
              ar: 'متوسط تقييم العملاء',
            },
          },
          {
            value: { en: '~140', de: 'ca. 140', ar: 'نحو 140' },
            label: {
              en: 'engineers, designers, QA and product managers',
              de: 'Fachleute aus Entwicklung, Design, QA und Produktmanagement',
              ar: 'مهندسًا ومصممًا وأخصائي جودة ومدير منتجات',
            },
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How an outsourced project runs',
          de: 'So läuft ein Outsourcing-Projekt ab',
          ar: 'كيف يسير مشروع التعهيد',
        },
        items: [
          {
            title: { en: 'Discovery', de: 'Discovery-Phase', ar: 'مرحلة الاستكشاف' },
            text: {
              en: 'Goals, users, scope and technical risks, ending with a prototype, an estimate and a release plan.',
              de: 'Ziele, Nutzer, Umfang und technische Risiken – am Ende stehen ein Prototyp, eine Schätzung und ein Release-Plan.',
              ar: 'الأهداف والمستخدمون والنطاق والمخاطر التقنية، وتنتهي بنموذج أولي وتقدير للتكلفة وخطة إصدار.',
            },
          },
          {
            title: { en: 'Team setup', de: 'Team-Aufbau', ar: 'تشكيل الفريق' },
            text: {
              en: 'A team shaped to the plan, with kickoff, tooling, environments and communication rhythms agreed in the first week.',
              de: 'Ein auf den Plan zugeschnittenes Team; Kickoff, Tools, Umgebungen und Kommunikationsrhythmus werden in der ersten Woche vereinbart.',
              ar: 'فريق مصمم وفق الخطة، مع الاتفاق في الأسبوع الأول على الاجتماع الافتتاحي والأدوات وبيئات العمل وإيقاع التواصل.',
            },
          },
          {
            title: {
              en: 'Build and demo',
              de: 'Entwicklung und Demos',
              ar: 'البناء والعروض التوضيحية',
            },
            text: {
              en: 'Two-week sprints with weekly demos, a shared backlog and regular budget reviews.',
              de: 'Zwei-Wochen-Sprints mit wöchentlichen Demos, einem gemeinsamen Backlog und regelmäßigen Budget-Reviews.',
              ar: 'سبرنتات مدة كل منها أسبوعان، مع عروض توضيحية أسبوعية وقائمة أعمال مشتركة ومراجعات منتظمة للميزانية.',
            },
          },
          {
            title: { en: 'Launch', de: 'Launch', ar: 'الإطلاق' },
            text: {
              en: 'Release preparation, QA sign-off, rollout and monitoring, with the team on hand for the first weeks in production.',
              de: 'Release-Vorbereitung, QA-Abnahme, Rollout und Monitoring – in den ersten Wochen im Produktivbetrieb bleibt das Team an Bord.',
              ar: 'التحضير للإصدار، واعتماد ضمان الجودة، والطرح، والمراقبة، مع بقاء الفريق في المتناول خلال الأسابيع الأولى في بيئة الإنتاج.',
            },
          },
          {
            title: {
              en: 'Evolve or hand over',
              de: 'Weiterentwickeln oder übergeben',
              ar: 'التطوير المستمر أو التسليم',
            },
            text: {
              en: 'Continued development, a maintenance plan or a structured handover to your own team.',
              de: 'Weiterentwicklung, ein Wartungspaket oder eine strukturierte Übergabe an Ihr eigenes Team.',
              ar: 'مواصلة التطوير، أو خطة صيانة، أو تسليم منظّم إلى فريقك الخاص.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Outsourcing questions',
          de: 'Fragen zum Outsourcing',
          ar: 'أسئلة حول التعهيد',
        },
        items: [
          {
            question: {
              en: 'Fixed price or time and materials?',
              de: 'Festpreis oder Abrechnung nach Aufwand?',
              ar: 'سعر ثابت أم الدفع حسب الوقت والموارد؟',
            },
            answer: {
              en: 'Fixed price works for well-understood scope such as a discovery phase or a defined integration. For evolving products, time and materials with a budget cap and weekly reporting gives you flexibility without open-ended risk.',
              de: 'Ein Festpreis eignet sich für gut verstandenen Umfang, etwa eine Discovery-Phase oder eine klar definierte Integration. Bei Produkten, die sich weiterentwickeln, gibt Ihnen die Abrechnung nach Aufwand mit Budgetobergrenze und wöchentlichem Reporting Flexibilität ohne unkalkulierbares Risiko.',
              ar: 'يناسب السعر الثابت النطاق الواضح، مثل مرحلة الاستكشاف أو تكامل محدد. أما في المنتجات التي تتطور باستمرار، فيمنحك الدفع حسب الوقت والموارد مع سقف للميزانية وتقارير أسبوعية مرونةً دون مخاطر مفتوحة.',
            },
          },
          {
            question: {
              en: 'How involved do we need to be?',
              de: 'Wie stark müssen wir eingebunden sein?',
              ar: 'ما مدى المشاركة المطلوبة منا؟',
            },
            answer: {
              en: 'Plan for a product owner who can spend a few hours a week on demos, priorities and decisions. The more accessible your domain experts are, the better the product we deliver.',
              de: 'Planen Sie eine Person mit Produktverantwortung ein, die pro Woche einige Stunden für Demos, Prioritäten und Entscheidungen aufwenden kann. Je besser Ihre Fachexperten erreichbar sind, desto besser wird das Produkt, das wir liefern.',
              ar: 'خصّص مالكًا للمنتج يستطيع تكريس بضع ساعات أسبوعيًا للعروض التوضيحية والأولويات والقرارات. وكلما سهُل الوصول إلى خبراء المجال لديك، كان المنتج الذي نسلّمه أفضل.',
            },
          },
          {
            question: {
              en: 'What if we want to change direction mid-project?',
              de: 'Was ist, wenn wir mitten im Projekt die Richtung ändern wollen?',
              ar: 'ماذا لو أردنا تغيير الاتجاه في منتصف المشروع؟',
            },
            answer: {
              en: 'That is normal. We re-plan at the next sprint boundary, show the effect on scope and budget, and continue. Nothing built so far is lost, because it is all in your repository.',
              de: 'Das ist normal. Wir planen zum nächsten Sprintwechsel neu, zeigen die Auswirkungen auf Umfang und Budget und machen weiter. Nichts, was bis dahin entstanden ist, geht verloren, denn alles liegt in Ihrem Repository.',
              ar: 'هذا أمر طبيعي. نعيد التخطيط عند بداية السبرنت التالي، ونوضح الأثر في النطاق والميزانية، ثم نواصل. ولا يضيع شيء مما بُني حتى ذلك الحين، لأنه كله محفوظ في مستودعك.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Looking for a team to own your project?',
          de: 'Sie suchen ein Team, das Ihr Projekt verantwortet?',
          ar: 'هل تبحث عن فريق يتولى مسؤولية مشروعك؟',
        },
        text: {
          en: 'Tell us about the product, the timeline and the budget range. We will suggest a team shape and a first phase.',
          de: 'Erzählen Sie uns von Produkt, Zeitplan und Budgetrahmen. Wir schlagen Ihnen eine Teamzusammensetzung und eine erste Phase vor.',
          ar: 'أخبرنا عن المنتج والجدول الزمني ونطاق الميزانية، وسنقترح عليك تشكيلة الفريق ومرحلة أولى.',
        },
        action: {
          label: {
            en: 'Discuss your project',
            de: 'Ihr Projekt besprechen',
            ar: 'ناقش مشروعك معنا',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['kindred-box', 'jombine', 'health-in-her-hue'],
    keywords: [
      'software outsourcing',
      'software development outsourcing',
      'outsourced product development',
      'dedicated development team',
      'project outsourcing',
      'fixed price development',
    ],
  },
  {
    slug: 'staff-augmentation',
    group: 'engagement',
    path: '/services/staff-augmentation',
    name: { en: 'Staff augmentation', de: 'Team-Verstärkung', ar: 'تعزيز الفرق' },
    title: {
      en: 'IT staff augmentation services',
      de: 'IT-Team-Verstärkung für Ihre Softwareentwicklung',
      ar: 'خدمات تعزيز فرق تقنية المعلومات',
    },
    description: {
      en: 'Staff augmentation from Fernhill: senior engineers, designers and QA who join your team in one to two weeks, work in your process and scale as you need.',
      de: 'Team-Verstärkung von Fernhill: erfahrene Fachleute für Entwicklung, Design und QA, die in ein bis zwei Wochen starten, in Ihrem Prozess arbeiten und mitwachsen.',
      ar: 'تعزيز الفرق من Fernhill: مهندسون ومصممون ومختصو جودة خبراء ينضمون إلى فريقك خلال أسبوع إلى أسبوعين، ويعملون وفق عملياتك، ويزداد عددهم حسب حاجتك.',
    },
    summary: {
      en: 'Senior engineers, designers and QA who join your team within weeks and work inside your tools and processes.',
      de: 'Erfahrene Entwicklerinnen und Entwickler, Designer und QA-Fachleute, die binnen Wochen Ihr Team verstärken und mit Ihren Tools und Prozessen arbeiten.',
      ar: 'مهندسون ومصممون ومختصو ضمان جودة من ذوي الخبرة ينضمون إلى فريقك خلال أسابيع ويعملون ضمن أدواتك وعملياتك.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Engagement models', de: 'Zusammenarbeitsmodelle', ar: 'نماذج التعاون' },
        heading: {
          en: 'Senior people in your stand-up in two weeks',
          de: 'Erfahrene Fachleute in zwei Wochen in Ihrem Stand-up',
          ar: 'خبراء ينضمون إلى اجتماعك اليومي خلال أسبوعين',
        },
        lead: {
          en: 'When your roadmap outgrows your team, we add experienced engineers, designers and QA who work inside your processes and report to your leads, without a months-long hiring cycle or a long-term commitment.',
          de: 'Wenn Ihre Roadmap Ihrem Team über den Kopf wächst, ergänzen wir erfahrene Entwicklerinnen und Entwickler, Designer und QA-Fachleute, die in Ihren Prozessen arbeiten und an Ihre Teamleitung berichten – ohne monatelangen Recruiting-Prozess und ohne langfristige Bindung.',
          ar: 'حين تتجاوز خارطة طريقك قدرة فريقك، نضيف إليه مهندسين ومصممين ومختصي ضمان جودة من ذوي الخبرة يعملون ضمن عملياتك ويتبعون قادة فرقك، دون دورة توظيف تمتد شهورًا ودون التزام طويل الأمد.',
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
          en: 'Roles we provide',
          de: 'Rollen, die wir besetzen',
          ar: 'الأدوار التي نوفّرها',
        },
        items: [
          {
            title: {
              en: 'Frontend and full-stack engineers',
              de: 'Frontend- und Full-Stack-Entwickler',
              ar: 'مهندسو الواجهات الأمامية والتطوير الشامل (Full-Stack)',
            },
            text: {
              en: 'React, Next.js, Node.js, Rails and Python engineers comfortable owning features from database to interface.',
              de: 'Entwicklerinnen und Entwickler für React, Next.js, Node.js, Rails und Python, die Features souverän von der Datenbank bis zur Oberfläche verantworten.',
              ar: 'مهندسون متمرسون في React وNext.js وNode.js وRails وPython، يتولون الميزات بثقة من قاعدة البيانات حتى الواجهة.',
            },
          },
          {
            title: { en: 'Mobile engineers', de: 'App-Entwickler', ar: 'مهندسو تطبيقات الجوال' },
            text: {
              en: 'Swift, Kotlin, React Native and Flutter specialists for new apps, upgrades or a release crunch.',
              de: 'Spezialisten für Swift, Kotlin, React Native und Flutter – für neue Apps, Upgrades oder die heiße Phase vor einem Release.',
              ar: 'متخصصون في Swift وKotlin وReact Native وFlutter للتطبيقات الجديدة أو الترقيات أو ضغط العمل قبيل الإصدار.',
            },
          },
          {
            title: {
              en: 'DevOps and data engineers',
              de: 'DevOps-Fachleute und Dateningenieure',
              ar: 'مهندسو DevOps والبيانات',
            },
            text: {
              en: 'Cloud, CI/CD, Terraform and data pipeline expertise for projects your core team has no time to staff.',
              de: 'Know-how in Cloud, CI/CD, Terraform und Datenpipelines für Projekte, für die Ihrem Kernteam die Zeit fehlt.',
              ar: 'خبرة في السحابة وCI/CD وTerraform وخطوط معالجة البيانات للمشاريع التي لا يجد فريقك الأساسي وقتًا لتوفير كوادرها.',
            },
          },
          {
            title: { en: 'Product designers', de: 'Produktdesigner', ar: 'مصممو المنتجات' },
            text: {
              en: 'UI/UX and design system designers who fit into your existing design team and tools.',
              de: 'Designer für UI/UX und Designsysteme, die sich in Ihr bestehendes Designteam und Ihre Tools einfügen.',
              ar: 'مصممو واجهات وتجربة مستخدم وأنظمة تصميم يندمجون في فريق التصميم لديك وأدواته الحالية.',
            },
          },
          {
            title: { en: 'QA engineers', de: 'QA-Fachleute', ar: 'مهندسو ضمان الجودة' },
            text: {
              en: 'Manual and automation testers who bring structure to your release process.',
              de: 'Tester für manuelle und automatisierte Tests, die Struktur in Ihren Release-Prozess bringen.',
              ar: 'مختصون في الاختبار اليدوي والمؤتمت يضفون تنظيمًا واضحًا على عملية الإصدار لديك.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we make augmentation work',
          de: 'So gelingt Team-Verstärkung mit uns',
          ar: 'كيف نجعل تعزيز الفرق ينجح',
        },
        paragraphs: [
          {
            en: 'Augmented engineers should be indistinguishable from your best hires in the first month. We propose people whose experience matches your stack and domain, you interview them if you want to, and they start on your tools, rituals and coding standards. Most are productive within their first sprint because they have joined many codebases before.',
            de: 'Entwicklerinnen und Entwickler aus der Team-Verstärkung sollten sich schon im ersten Monat nicht von Ihren besten Neueinstellungen unterscheiden. Wir schlagen Ihnen Fachleute vor, deren Erfahrung zu Ihrem Stack und Ihrer Branche passt, Sie führen auf Wunsch Interviews mit ihnen, und sie starten mit Ihren Tools, Ritualen und Coding-Standards. Die meisten sind schon im ersten Sprint produktiv, weil sie sich bereits in viele Codebasen eingearbeitet haben.',
            ar: 'ينبغي ألا يختلف المهندسون المنضمون إليك عبر تعزيز الفرق عن أفضل من وظّفتهم، وذلك منذ الشهر الأول. نقترح أشخاصًا تتوافق خبرتهم مع تقنياتك ومجال عملك، وتجري معهم المقابلات إن شئت، ثم يبدؤون العمل بأدواتك وطقوس فريقك ومعايير كتابة الشيفرة لديك. ويصبح معظمهم منتجين خلال السبرنت الأول، لأنهم سبق أن انضموا إلى قواعد شيفرة كثيرة.',
          },
          {
            en: 'Unlike a freelance marketplace, you are not on your own if something goes wrong. Every augmented engineer has a Fernhill engineering manager who checks in with you monthly, handles performance and time off, and arranges a replacement if the fit is not right, with an overlap period so knowledge is not lost. Our engineers also share knowledge across Fernhill, so your team benefits from patterns we have seen on dozens of similar products.',
            de: 'Anders als auf einer Freelancer-Plattform stehen Sie nicht allein da, wenn etwas schiefläuft. Für jede Fachkraft aus der Team-Verstärkung ist bei Fernhill eine Entwicklungsleitung zuständig, die sich monatlich mit Ihnen abstimmt, sich um Leistung und Abwesenheiten kümmert und für Ersatz sorgt, wenn es nicht passt – mit einer Überlappungsphase, damit kein Wissen verloren geht. Unsere Entwicklerinnen und Entwickler teilen zudem ihr Wissen innerhalb von Fernhill, sodass Ihr Team von Mustern profitiert, die wir bei Dutzenden ähnlicher Produkte gesehen haben.',
            ar: 'على عكس منصات العمل الحر، لن تُترك وحدك إذا حدث خطأ ما. فلكل مهندس منضم مدير هندسي في Fernhill يتواصل معك شهريًا، ويتابع الأداء والإجازات، ويرتّب بديلًا إن لم يكن التوافق مناسبًا، مع فترة تداخل حتى لا تضيع المعرفة. كما يتبادل مهندسونا المعرفة داخل Fernhill، فيستفيد فريقك من أنماط رأيناها في عشرات المنتجات المماثلة.',
          },
          {
            en: 'Augmentation suits teams with strong technical leadership who need more capacity. If you would rather hand over a whole project, [software outsourcing](/services/software-outsourcing) is the better fit, and for cost-sensitive roles we staff from our [nearshore hubs](/services/nearshore-software-development) in Mexico City and Medellín.',
            de: 'Team-Verstärkung eignet sich für Teams mit starker technischer Führung, die mehr Kapazität brauchen. Möchten Sie lieber ein ganzes Projekt abgeben, passt [Software-Outsourcing](/services/software-outsourcing) besser, und kostensensible Rollen besetzen wir aus unseren [Nearshore-Standorten](/services/nearshore-software-development) in Mexiko-Stadt und Medellín.',
            ar: 'يناسب تعزيز الفرق الفرقَ التي تتمتع بقيادة تقنية قوية وتحتاج إلى قدرة إضافية. أما إذا كنت تفضّل تسليم مشروع كامل، فإن [التعهيد البرمجي](/services/software-outsourcing) هو الأنسب، وللأدوار التي تكون التكلفة فيها عاملًا حاسمًا نوفّر الكفاءات من [مراكزنا القريبة جغرافيًا (nearshore)](/services/nearshore-software-development) في مكسيكو سيتي وميديلين.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How augmentation works',
          de: 'So funktioniert Team-Verstärkung',
          ar: 'كيف يعمل تعزيز الفرق',
        },
        items: [
          {
            title: { en: 'Define the role', de: 'Rolle definieren', ar: 'تحديد الدور' },
            text: {
              en: 'A call to understand the skills, seniority, time zone and team culture you need.',
              de: 'Ein Gespräch, um die Fähigkeiten, die Erfahrungsstufe, die Zeitzone und die Teamkultur zu klären, die Sie brauchen.',
              ar: 'مكالمة نتعرّف فيها على المهارات ومستوى الخبرة والمنطقة الزمنية وثقافة الفريق التي تحتاج إليها.',
            },
          },
          {
            title: { en: 'Meet candidates', de: 'Kandidaten kennenlernen', ar: 'مقابلة المرشحين' },
            text: {
              en: 'Profiles within a few days and interviews on your schedule; most roles are filled within one to two weeks.',
              de: 'Profile innerhalb weniger Tage und Interviews nach Ihrem Zeitplan; die meisten Rollen sind innerhalb von ein bis zwei Wochen besetzt.',
              ar: 'ملفات المرشحين خلال أيام قليلة ومقابلات وفق جدولك؛ وتُشغَل معظم الأدوار خلال أسبوع إلى أسبوعين.',
            },
          },
          {
            title: { en: 'Onboard', de: 'Onboarding', ar: 'التأهيل' },
            text: {
              en: 'Access, equipment and introductions handled together, with a first task planned for week one.',
              de: 'Zugänge, Ausstattung und Vorstellungsrunden regeln wir gemeinsam, und für die erste Woche ist bereits eine erste Aufgabe geplant.',
              ar: 'نتولى معًا صلاحيات الوصول والمعدات والتعريف بالفريق، مع مهمة أولى مخططة للأسبوع الأول.',
            },
          },
          {
            title: { en: 'Scale as needed', de: 'Nach Bedarf skalieren', ar: 'التوسّع حسب الحاجة' },
            text: {
              en: 'Add people, change roles or wind down with 30 days’ notice, as your roadmap changes.',
              de: 'Mit 30 Tagen Vorlauf Personen ergänzen, Rollen ändern oder das Team verkleinern – so, wie sich Ihre Roadmap verändert.',
              ar: 'أضف أشخاصًا أو غيّر الأدوار أو قلّص الفريق بإشعار مسبق مدته 30 يومًا، بحسب تغيّر خارطة طريقك.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Staff augmentation questions',
          de: 'Fragen zur Team-Verstärkung',
          ar: 'أسئلة حول تعزيز الفرق',
        },
        items: [
          {
            question: {
              en: 'How quickly can someone start?',
              de: 'Wie schnell kann jemand anfangen?',
              ar: 'ما أسرع وقت يمكن أن يبدأ فيه المهندس العمل؟',
            },
            answer: {
              en: 'Usually within one to two weeks of the first call for common stacks. Niche skills or very senior roles can take a little longer, and we will tell you up front.',
              de: 'Bei gängigen Stacks meist innerhalb von ein bis zwei Wochen nach dem ersten Gespräch. Nischenkompetenzen oder sehr erfahrene Rollen können etwas länger dauern – das sagen wir Ihnen vorab.',
              ar: 'عادةً خلال أسبوع إلى أسبوعين من المكالمة الأولى بالنسبة إلى التقنيات الشائعة. وقد تستغرق المهارات النادرة أو الأدوار عالية الخبرة وقتًا أطول قليلًا، وسنخبرك بذلك مسبقًا.',
            },
          },
          {
            question: {
              en: 'What if an engineer is not a good fit?',
              de: 'Was ist, wenn jemand nicht ins Team passt?',
              ar: 'ماذا لو لم يكن المهندس مناسبًا؟',
            },
            answer: {
              en: 'Tell your Fernhill engineering manager. We propose a replacement and arrange a handover overlap at no extra cost to you.',
              de: 'Sagen Sie es Ihrer zuständigen Entwicklungsleitung bei Fernhill. Wir schlagen Ersatz vor und organisieren eine Übergabe mit Überlappung – ohne Zusatzkosten für Sie.',
              ar: 'أبلغ مديرك الهندسي في Fernhill، وسنقترح بديلًا ونرتّب فترة تسليم متداخلة دون أي تكلفة إضافية عليك.',
            },
          },
          {
            question: {
              en: 'Can augmented engineers convert to full-time employees?',
              de: 'Können wir Entwicklerinnen und Entwickler aus der Team-Verstärkung fest anstellen?',
              ar: 'هل يمكن أن يتحول المهندسون المنضمون إلى موظفين بدوام كامل لدينا؟',
            },
            answer: {
              en: 'Yes. After an agreed period, typically 12 months, you can hire an engineer directly for a one-time conversion fee set in the contract.',
              de: 'Ja. Nach einem vereinbarten Zeitraum, in der Regel 12 Monaten, können Sie eine Entwicklerin oder einen Entwickler gegen eine vertraglich festgelegte einmalige Übernahmegebühr direkt einstellen.',
              ar: 'نعم. بعد فترة متفق عليها، عادةً 12 شهرًا، يمكنك توظيف المهندس مباشرة مقابل رسوم تحويل تُدفع مرة واحدة ويحددها العقد.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Need more hands on your roadmap?',
          de: 'Brauchen Sie mehr Kapazität für Ihre Roadmap?',
          ar: 'هل تحتاج إلى مزيد من الأيدي لتنفيذ خارطة طريقك؟',
        },
        text: {
          en: 'Tell us which roles you need and when. We will share matching profiles within a few days.',
          de: 'Sagen Sie uns, welche Rollen Sie wann brauchen. Passende Profile erhalten Sie innerhalb weniger Tage.',
          ar: 'أخبرنا بالأدوار التي تحتاج إليها وموعدها، وسنرسل إليك ملفات مرشحين مناسبين خلال أيام قليلة.',
        },
        action: {
          label: { en: 'Request engineers', de: 'Fachleute anfragen', ar: 'اطلب مهندسين' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'osmosis'],
    keywords: [
      'staff augmentation',
      'IT staff augmentation',
      'dedicated developers',
      'hire developers',
      'team extension',
      'contract engineers',
    ],
  },
] satisfies ServiceInput[];
