import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'app-maintenance',
    group: 'development',
    path: '/services/app-maintenance',
    name: { en: 'App maintenance', de: 'App-Wartung', ar: 'صيانة التطبيقات' },
    title: {
      en: 'App maintenance and support services',
      de: 'App-Wartung und Support-Services',
      ar: 'خدمات صيانة التطبيقات ودعمها',
    },
    description: {
      en: 'App maintenance by Fernhill: monitoring, dependency and OS upgrades, security patches and incident response under clear SLAs for web and mobile apps.',
      de: 'App-Wartung von Fernhill: Monitoring, Upgrades für Abhängigkeiten und Betriebssysteme, Sicherheitspatches und Störungsbehebung mit klaren SLAs für Web- und Mobile-Apps.',
      ar: 'صيانة التطبيقات من Fernhill: مراقبة، وترقيات للمكتبات وأنظمة التشغيل، وتصحيحات أمنية، واستجابة للحوادث وفق اتفاقيات مستوى خدمة واضحة لتطبيقات الويب والجوال.',
    },
    summary: {
      en: 'Monitoring, upgrades, security patches and incident response that keep web and mobile apps healthy after launch.',
      de: 'Monitoring, Upgrades, Sicherheitspatches und Störungsbehebung, damit Web- und Mobile-Apps nach dem Launch stabil laufen.',
      ar: 'مراقبة وترقيات وتصحيحات أمنية واستجابة للحوادث تحافظ على سلامة تطبيقات الويب والجوال بعد الإطلاق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Keep your app healthy long after launch day',
          de: 'Damit Ihre App auch lange nach dem Launch rund läuft',
          ar: 'حافظ على سلامة تطبيقك طويلًا بعد يوم الإطلاق',
        },
        lead: {
          en: 'We maintain web and mobile applications, including ones we did not build: monitoring, upgrades, security fixes and small improvements under a predictable monthly plan with agreed response times.',
          de: 'Wir warten Web- und Mobile-Anwendungen, auch solche, die wir nicht selbst entwickelt haben: Monitoring, Upgrades, Sicherheitsfixes und kleine Verbesserungen in einem planbaren Monatspaket mit vereinbarten Reaktionszeiten.',
          ar: 'نتولى صيانة تطبيقات الويب والجوال، بما فيها تطبيقات لم نبنها نحن: المراقبة والترقيات والإصلاحات الأمنية والتحسينات الصغيرة، ضمن خطة شهرية واضحة التكلفة وبأوقات استجابة متفق عليها.',
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
          en: 'What our maintenance plans cover',
          de: 'Was unsere Wartungspläne abdecken',
          ar: 'ما تشمله خطط الصيانة لدينا',
        },
        items: [
          {
            title: {
              en: 'Monitoring and alerting',
              de: 'Monitoring und Alarmierung',
              ar: 'المراقبة والتنبيهات',
            },
            text: {
              en: 'Uptime checks, error tracking with Sentry, performance metrics and alerts routed to an on-call engineer who knows your system.',
              de: 'Verfügbarkeitsprüfungen, Fehlertracking mit Sentry, Performance-Metriken und Alarme, die direkt bei jemandem aus unserem Entwicklungsteam in Rufbereitschaft landen, der Ihr System kennt.',
              ar: 'فحوصات لتوافر الخدمة، وتتبّع للأخطاء عبر Sentry، ومقاييس للأداء، وتنبيهات تصل إلى مهندس مناوب يعرف نظامك جيدًا.',
            },
          },
          {
            title: {
              en: 'Dependency and framework upgrades',
              de: 'Upgrades von Abhängigkeiten und Frameworks',
              ar: 'ترقية المكتبات والأطر البرمجية',
            },
            text: {
              en: 'Monthly library updates and planned major upgrades, so you never face a two-year jump under deadline pressure.',
              de: 'Monatliche Bibliotheksupdates und geplante Major-Upgrades – so müssen Sie nie unter Termindruck zwei Jahre Rückstand aufholen.',
              ar: 'تحديثات شهرية للمكتبات وترقيات كبرى مخطط لها، فلا تجد نفسك أبدًا أمام قفزة عامين كاملين تحت ضغط المواعيد النهائية.',
            },
          },
          {
            title: {
              en: 'Yearly OS readiness',
              de: 'Jedes Jahr bereit für neue Betriebssysteme',
              ar: 'جاهزية سنوية لإصدارات أنظمة التشغيل الجديدة',
            },
            text: {
              en: 'Each summer we test against iOS and Android betas and ship updates for new SDK requirements before store deadlines.',
              de: 'Jeden Sommer testen wir mit den Betaversionen von iOS und Android und liefern Updates für neue SDK-Anforderungen vor den Fristen der App Stores aus.',
              ar: 'في كل صيف نختبر التطبيق على الإصدارات التجريبية من iOS وAndroid، ونطلق التحديثات اللازمة لمتطلبات SDK الجديدة قبل المواعيد النهائية للمتاجر.',
            },
          },
          {
            title: { en: 'Security patching', de: 'Sicherheitspatches', ar: 'التصحيحات الأمنية' },
            text: {
              en: 'Vulnerability scanning, CVE triage and patches for critical issues within days, with a record for your auditors.',
              de: 'Schwachstellenscans, CVE-Triage und Patches für kritische Lücken innerhalb weniger Tage – dokumentiert für Ihre Auditoren.',
              ar: 'فحص للثغرات، وفرز لثغرات CVE حسب خطورتها، وتصحيح للمشكلات الحرجة خلال أيام، مع سجل موثّق لمدققيك.',
            },
          },
          {
            title: { en: 'Small enhancements', de: 'Kleine Verbesserungen', ar: 'تحسينات صغيرة' },
            text: {
              en: 'A monthly allowance for copy changes, bug fixes and minor features, scheduled without starting a new project.',
              de: 'Ein monatliches Kontingent für Textänderungen, Bugfixes und kleinere Funktionen – eingeplant, ohne ein neues Projekt aufzusetzen.',
              ar: 'رصيد شهري لتعديل النصوص وإصلاح الأخطاء وإضافة الميزات الصغيرة، يُجدول دون الحاجة إلى بدء مشروع جديد.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach maintenance',
          de: 'Unser Ansatz für die Wartung',
          ar: 'نهجنا في الصيانة',
        },
        paragraphs: [
          {
            en: 'Taking over an app starts with a two-week onboarding audit. We get the project building from a clean machine, document the deployment process, inventory third-party services and credentials, and review error logs and crash reports. You receive a risk list ranked by likelihood and impact, such as expiring certificates, abandoned libraries or a database without tested backups.',
            de: 'Die Übernahme einer App beginnt mit einem zweiwöchigen Onboarding-Audit. Wir bringen den Build auf einem frisch aufgesetzten Rechner zum Laufen, dokumentieren den Deployment-Prozess, erfassen Drittanbieterdienste und Zugangsdaten und prüfen Fehlerlogs und Absturzberichte. Sie erhalten eine Risikoliste, sortiert nach Wahrscheinlichkeit und Auswirkung – etwa ablaufende Zertifikate, nicht mehr gepflegte Bibliotheken oder eine Datenbank ohne getestete Backups.',
            ar: 'يبدأ تسلّمنا لأي تطبيق بتدقيق تمهيدي مدته أسبوعان. نشغّل بناء المشروع على جهاز نظيف، ونوثّق عملية النشر، ونحصر خدمات الأطراف الثالثة وبيانات الاعتماد، ونراجع سجلات الأخطاء وتقارير الأعطال. ثم تتسلّم قائمة بالمخاطر مرتّبة حسب الاحتمال والأثر، مثل شهادات توشك على الانتهاء، أو مكتبات توقف تطويرها، أو قاعدة بيانات بلا نسخ احتياطية مختبَرة.',
          },
          {
            en: 'Maintenance works best as steady, small changes. Automated dependency updates arrive in weekly pull requests with tests run against them, and a fixed share of each month goes to paying down the debt that causes repeat incidents. Every incident gets a short written review that ends in a concrete fix, not just a restart.',
            de: 'Wartung funktioniert am besten in kleinen, stetigen Schritten. Automatisierte Updates von Abhängigkeiten kommen in wöchentlichen Pull Requests, gegen die unsere Tests laufen, und ein fester Anteil jedes Monats fließt in den Abbau der technischen Schulden, die immer wieder Störungen verursachen. Jeder Vorfall erhält eine kurze schriftliche Auswertung, die mit einer konkreten Korrektur endet – nicht nur mit einem Neustart.',
            ar: 'تنجح الصيانة أكثر ما تنجح بتغييرات صغيرة ومنتظمة. تصل تحديثات المكتبات الآلية في طلبات دمج أسبوعية تُشغَّل عليها الاختبارات، ونخصص حصة ثابتة من كل شهر لسداد الدين التقني الذي يتسبب في تكرار الحوادث. ويحظى كل حادث بمراجعة مكتوبة موجزة تنتهي بإصلاح ملموس، لا بمجرد إعادة تشغيل.',
          },
          {
            en: 'When a maintained product needs bigger changes, the same engineers scale up into feature work, and our [QA testing](/services/qa-testing) team runs regression suites before each release. Infrastructure is covered too: our [DevOps](/services/devops) engineers handle cloud upgrades, cost reviews and backup restore drills.',
            de: 'Braucht ein gewartetes Produkt größere Änderungen, steigen dieselben Entwicklerinnen und Entwickler in die Feature-Entwicklung ein, und unser Team für [QA und Testing](/services/qa-testing) führt vor jedem Release Regressionstests durch. Auch die Infrastruktur ist abgedeckt: Unsere [DevOps](/services/devops)-Fachleute kümmern sich um Cloud-Upgrades, Kostenprüfungen und Übungen zur Wiederherstellung von Backups.',
            ar: 'وعندما يحتاج منتج نتولى صيانته إلى تغييرات أكبر، ينتقل المهندسون أنفسهم إلى تطوير الميزات، ويُجري فريق [ضمان الجودة والاختبار](/services/qa-testing) لدينا اختبارات الانحدار قبل كل إصدار. والبنية التحتية مشمولة أيضًا: يتولى مهندسو [DevOps](/services/devops) لدينا ترقيات السحابة ومراجعات التكاليف وتدريبات استعادة النسخ الاحتياطية.',
          },
        ],
      },
      {
        type: 'stats',
        items: [
          {
            value: { en: '15 min', de: '15 Min.', ar: '15 دقيقة' },
            label: {
              en: 'target response to critical incidents on premium plans',
              de: 'angestrebte Reaktionszeit bei kritischen Vorfällen in Premium-Plänen',
              ar: 'زمن الاستجابة المستهدف للحوادث الحرجة في الخطط المميزة',
            },
          },
          {
            value: { en: '2 weeks', de: '2 Wochen', ar: 'أسبوعان' },
            label: {
              en: 'typical onboarding audit for an inherited app',
              de: 'typisches Onboarding-Audit für eine übernommene App',
              ar: 'المدة المعتادة للتدقيق التمهيدي لتطبيق نتسلّمه من فريق آخر',
            },
          },
          {
            value: { en: 'Monthly', de: 'Monatlich', ar: 'شهريًا' },
            label: {
              en: 'dependency updates and health report',
              de: 'Updates der Abhängigkeiten und Zustandsbericht',
              ar: 'تحديثات للمكتبات وتقرير عن حالة التطبيق',
            },
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we take over maintenance',
          de: 'So übernehmen wir die Wartung',
          ar: 'كيف نتسلّم صيانة تطبيقك',
        },
        items: [
          {
            title: {
              en: 'Access and handover',
              de: 'Zugänge und Übergabe',
              ar: 'صلاحيات الوصول والتسليم',
            },
            text: {
              en: 'We collect repositories, cloud accounts, store access and documentation, and meet the previous team where possible.',
              de: 'Wir sammeln Repositorys, Cloud-Konten, Store-Zugänge und Dokumentation und treffen uns, wo möglich, mit dem bisherigen Team.',
              ar: 'نجمع المستودعات وحسابات السحابة وصلاحيات الوصول إلى المتاجر والتوثيق، ونلتقي الفريق السابق متى أمكن.',
            },
          },
          {
            title: {
              en: 'Audit and stabilize',
              de: 'Audit und Stabilisierung',
              ar: 'التدقيق وتحقيق الاستقرار',
            },
            text: {
              en: 'The onboarding audit, followed by fixes for the highest risks, such as backups, alerting and expiring credentials.',
              de: 'Das Onboarding-Audit, gefolgt von Korrekturen für die größten Risiken, etwa bei Backups, Alarmierung und ablaufenden Zugangsdaten.',
              ar: 'التدقيق التمهيدي، تليه معالجة أعلى المخاطر، مثل النسخ الاحتياطية والتنبيهات وبيانات الاعتماد التي توشك على الانتهاء.',
            },
          },
          {
            title: { en: 'Agree the plan', de: 'Plan vereinbaren', ar: 'الاتفاق على الخطة' },
            text: {
              en: 'Response times, monthly hours and the reporting format are set according to how critical the app is.',
              de: 'Reaktionszeiten, monatliches Stundenkontingent und Berichtsformat richten sich danach, wie geschäftskritisch die App ist.',
              ar: 'نحدد أوقات الاستجابة والساعات الشهرية وشكل التقارير بحسب مدى أهمية التطبيق لأعمالك.',
            },
          },
          {
            title: { en: 'Run and report', de: 'Betrieb und Reporting', ar: 'التشغيل والتقارير' },
            text: {
              en: 'Monthly reports cover uptime, incidents, updates applied and recommendations for the quarter ahead.',
              de: 'Monatliche Berichte informieren über Verfügbarkeit, Vorfälle, eingespielte Updates und Empfehlungen für das kommende Quartal.',
              ar: 'تغطي التقارير الشهرية مدة التوافر والحوادث والتحديثات المطبّقة والتوصيات للربع القادم.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'Maintenance questions', de: 'Fragen zur Wartung', ar: 'أسئلة حول الصيانة' },
        items: [
          {
            question: {
              en: 'Will you maintain an app built by another agency?',
              de: 'Warten Sie auch Apps, die eine andere Agentur entwickelt hat?',
              ar: 'هل تتولون صيانة تطبيق بنته وكالة أخرى؟',
            },
            answer: {
              en: 'Yes, it is a large part of our maintenance work. The onboarding audit tells us and you exactly what we are inheriting, and we only commit to response times once the app can be built and deployed reliably.',
              de: 'Ja, das macht einen großen Teil unserer Wartungsarbeit aus. Das Onboarding-Audit zeigt uns und Ihnen genau, was wir übernehmen, und verbindliche Reaktionszeiten sagen wir erst zu, wenn sich die App zuverlässig bauen und deployen lässt.',
              ar: 'نعم، فهذا جزء كبير من أعمال الصيانة لدينا. يكشف التدقيق التمهيدي لنا ولك بدقة ما الذي نتسلّمه، ولا نلتزم بأوقات استجابة إلا بعد أن يصبح بناء التطبيق ونشره موثوقَين.',
            },
          },
          {
            question: {
              en: 'What happens outside US business hours?',
              de: 'Was passiert außerhalb der US-Geschäftszeiten?',
              ar: 'ماذا يحدث خارج ساعات العمل الأمريكية؟',
            },
            answer: {
              en: 'Plans with on-call coverage route critical alerts to an engineer at any hour. Standard plans cover business hours across US time zones, with critical issues picked up first thing the next morning.',
              de: 'In Plänen mit Rufbereitschaft gehen kritische Alarme zu jeder Uhrzeit an jemanden aus unserem Entwicklungsteam. Standardpläne decken die Geschäftszeiten aller US-Zeitzonen ab; kritische Probleme werden am nächsten Morgen als Erstes bearbeitet.',
              ar: 'في الخطط التي تشمل المناوبة، تصل التنبيهات الحرجة إلى مهندس في أي ساعة. أما الخطط القياسية فتغطي ساعات العمل عبر المناطق الزمنية الأمريكية، ونعالج المشكلات الحرجة في أول ساعات صباح اليوم التالي.',
            },
          },
          {
            question: {
              en: 'Do unused hours roll over?',
              de: 'Werden ungenutzte Stunden übertragen?',
              ar: 'هل تُرحَّل الساعات غير المستخدمة؟',
            },
            answer: {
              en: 'Unused enhancement hours roll over for one month. Most clients use the buffer for a larger upgrade or a small feature every few months.',
              de: 'Ungenutzte Stunden für Verbesserungen werden einen Monat lang übertragen. Die meisten Kunden nutzen diesen Puffer alle paar Monate für ein größeres Upgrade oder eine kleine Funktion.',
              ar: 'تُرحَّل ساعات التحسينات غير المستخدمة لمدة شهر واحد. ويستفيد معظم العملاء من هذا الرصيد الإضافي في ترقية أكبر أو ميزة صغيرة كل بضعة أشهر.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Worried about an app nobody is looking after?',
          de: 'Sorgen um eine App, um die sich niemand kümmert?',
          ar: 'هل يقلقك تطبيق لا يعتني به أحد؟',
        },
        text: {
          en: 'Tell us what it runs on and what has gone wrong recently. We will propose an onboarding audit and a maintenance plan that fits how critical it is.',
          de: 'Erzählen Sie uns, worauf die App läuft und was zuletzt schiefgegangen ist. Wir schlagen Ihnen ein Onboarding-Audit und einen Wartungsplan vor, der zu ihrer Bedeutung für Ihr Geschäft passt.',
          ar: 'أخبرنا بالتقنيات التي يعمل عليها وبما تعطّل فيه مؤخرًا، وسنقترح تدقيقًا تمهيديًا وخطة صيانة تتناسب مع مدى أهميته.',
        },
        action: {
          label: { en: 'Ask about maintenance', de: 'Wartung anfragen', ar: 'استفسر عن الصيانة' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'osmosis'],
    keywords: [
      'app maintenance',
      'app maintenance services',
      'application support',
      'software maintenance',
      'dependency upgrades',
      'incident response',
      'SLA',
    ],
  },
  {
    slug: 'ai-development',
    group: 'development',
    path: '/services/ai-development',
    name: { en: 'AI development', de: 'KI-Entwicklung', ar: 'تطوير الذكاء الاصطناعي' },
    title: {
      en: 'AI development company',
      de: 'Unternehmen für KI-Entwicklung',
      ar: 'شركة لتطوير حلول الذكاء الاصطناعي',
    },
    description: {
      en: 'AI development by Fernhill: LLM features, retrieval-augmented generation, agents and ML models, shipped with evaluations, guardrails and cost controls.',
      de: 'KI-Entwicklung von Fernhill: LLM-Funktionen, Retrieval-Augmented Generation, Agenten und ML-Modelle – ausgeliefert mit Evaluierungen, Guardrails und Kostenkontrolle.',
      ar: 'تطوير الذكاء الاصطناعي من Fernhill: ميزات النماذج اللغوية الكبيرة، والتوليد المعزَّز بالاسترجاع، والوكلاء، ونماذج تعلّم الآلة، مع تقييمات وضوابط حماية وضبط للتكاليف.',
    },
    summary: {
      en: 'LLM features, retrieval, agents and machine learning models that are measured against evaluations before users see them.',
      de: 'LLM-Funktionen, Retrieval, Agenten und Machine-Learning-Modelle, die anhand von Evaluierungen gemessen werden, bevor Nutzer sie sehen.',
      ar: 'ميزات مبنية على النماذج اللغوية الكبيرة وأنظمة استرجاع ووكلاء ذكيون ونماذج تعلّم الآلة تُقاس بالتقييمات قبل أن يراها المستخدمون.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'AI features that are measured, not just demoed',
          de: 'KI-Funktionen, die gemessen werden – nicht nur vorgeführt',
          ar: 'ميزات ذكاء اصطناعي تخضع للقياس، لا للعرض فحسب',
        },
        lead: {
          en: 'We build language model features, retrieval systems, agents and classic machine learning into real products, with evaluation suites, guardrails and cost budgets that make them safe to ship and cheap to run.',
          de: 'Wir bauen Sprachmodell-Funktionen, Retrieval-Systeme, Agenten und klassisches Machine Learning in echte Produkte ein – mit Evaluierungssuiten, Guardrails und Kostenbudgets, damit sie sicher ausgeliefert und günstig betrieben werden können.',
          ar: 'ندمج ميزات النماذج اللغوية وأنظمة الاسترجاع والوكلاء الذكيين وتقنيات تعلّم الآلة التقليدية في منتجات حقيقية، مع مجموعات تقييم وضوابط حماية وميزانيات للتكلفة تجعل إطلاقها آمنًا وتشغيلها قليل التكلفة.',
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
          en: 'What we build with AI',
          de: 'Was wir mit KI entwickeln',
          ar: 'ما نبنيه بالذكاء الاصطناعي',
        },
        items: [
          {
            title: {
              en: 'Retrieval-augmented assistants',
              de: 'Assistenten mit Retrieval-Augmented Generation',
              ar: 'مساعدون معزَّزون بالاسترجاع',
            },
            text: {
              en: 'Question answering over your documents and data, with hybrid search in pgvector or a vector database and citations for every answer.',
              de: 'Antworten auf Fragen zu Ihren Dokumenten und Daten, mit hybrider Suche in pgvector oder einer Vektordatenbank und Quellenangaben zu jeder Antwort.',
              ar: 'إجابة عن الأسئلة استنادًا إلى مستنداتك وبياناتك، مع بحث هجين في pgvector أو في قاعدة بيانات متجهية، وإحالة إلى المصادر في كل إجابة.',
            },
          },
          {
            title: {
              en: 'Document extraction',
              de: 'Datenextraktion aus Dokumenten',
              ar: 'استخراج البيانات من المستندات',
            },
            text: {
              en: 'Structured data pulled from invoices, forms, contracts and medical records, validated against schemas and routed to review when uncertain.',
              de: 'Strukturierte Daten aus Rechnungen, Formularen, Verträgen und medizinischen Unterlagen – gegen Schemas validiert und bei Unsicherheit zur Prüfung weitergeleitet.',
              ar: 'بيانات منظَّمة تُستخرج من الفواتير والنماذج والعقود والسجلات الطبية، ويُتحقق منها وفق مخططات محددة، وتُحال إلى المراجعة عند الشك.',
            },
          },
          {
            title: {
              en: 'Agents and workflow automation',
              de: 'Agenten und Workflow-Automatisierung',
              ar: 'الوكلاء الذكيون وأتمتة سير العمل',
            },
            text: {
              en: 'Tool-using agents that file tickets, update CRMs or draft replies, with explicit permissions and a human approval step where actions matter.',
              de: 'Agenten mit Werkzeugzugriff, die Tickets anlegen, CRMs aktualisieren oder Antworten entwerfen – mit expliziten Berechtigungen und einer menschlichen Freigabe, wo Aktionen Folgen haben.',
              ar: 'وكلاء يستخدمون الأدوات لفتح التذاكر أو تحديث أنظمة إدارة علاقات العملاء أو صياغة الردود، بصلاحيات محددة صراحةً وخطوة موافقة بشرية حيث يكون للإجراءات أثر.',
            },
          },
          {
            title: {
              en: 'Classification and summarization',
              de: 'Klassifizierung und Zusammenfassung',
              ar: 'التصنيف والتلخيص',
            },
            text: {
              en: 'Routing support tickets, tagging feedback and summarizing calls or reviews at volume, with accuracy tracked per category.',
              de: 'Supporttickets weiterleiten, Feedback verschlagworten und Anrufe oder Bewertungen in großer Zahl zusammenfassen – mit Genauigkeitsmessung je Kategorie.',
              ar: 'توجيه تذاكر الدعم، ووسم الملاحظات، وتلخيص المكالمات أو المراجعات بأعداد كبيرة، مع تتبّع الدقة لكل فئة.',
            },
          },
          {
            title: { en: 'Predictive models', de: 'Prognosemodelle', ar: 'النماذج التنبؤية' },
            text: {
              en: 'Forecasting, churn and scoring models with scikit-learn or gradient boosting, where a classic model beats a language model on cost and reliability.',
              de: 'Modelle für Prognosen, Kundenabwanderung und Scoring mit scikit-learn oder Gradient Boosting – dort, wo ein klassisches Modell ein Sprachmodell bei Kosten und Zuverlässigkeit schlägt.',
              ar: 'نماذج للتوقعات وتسرّب العملاء والتقييم باستخدام scikit-learn أو التعزيز التدرّجي، حيث يتفوق النموذج التقليدي على النموذج اللغوي من حيث التكلفة والموثوقية.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach AI development',
          de: 'Unser Ansatz für KI-Entwicklung',
          ar: 'نهجنا في تطوير الذكاء الاصطناعي',
        },
        paragraphs: [
          {
            en: 'Every AI feature starts with an evaluation set: real inputs with expected outputs, labeled by people who know the domain. We measure accuracy, refusal behavior, latency and cost per request against it on every prompt or model change, the same way unit tests guard ordinary code. Without that, teams end up tuning prompts by feel and shipping regressions they cannot see.',
            de: 'Jede KI-Funktion beginnt mit einem Evaluierungsdatensatz: echte Eingaben mit erwarteten Ausgaben, annotiert von Menschen, die die Domäne kennen. Bei jeder Änderung an Prompt oder Modell messen wir daran Genauigkeit, Verweigerungsverhalten, Latenz und Kosten pro Anfrage – so wie Unit-Tests gewöhnlichen Code absichern. Ohne diese Grundlage optimieren Teams Prompts nach Gefühl und liefern Regressionen aus, die sie nicht bemerken.',
            ar: 'تبدأ كل ميزة ذكاء اصطناعي بمجموعة تقييم: مدخلات حقيقية مع المخرجات المتوقعة، يصنّفها أشخاص يعرفون المجال جيدًا. ونقيس عليها الدقة وسلوك الرفض وزمن الاستجابة وتكلفة كل طلب عند كل تغيير في التعليمات أو النموذج، تمامًا كما تحمي اختبارات الوحدات الشيفرة العادية. ومن دون ذلك ينتهي الأمر بالفرق إلى ضبط التعليمات بالحدس وإطلاق تراجعات في الجودة لا تراها.',
          },
          {
            en: 'We are model-agnostic. Depending on the task we use hosted models from OpenAI, Anthropic or Google, or open-weight models served with vLLM when data must stay in your cloud. Personal data is redacted before prompts where possible, providers run under zero-retention terms, and outputs that feed other systems are validated against schemas. Caching, smaller models for easy cases and batch processing typically cut running costs substantially without hurting quality.',
            de: 'Wir sind an kein bestimmtes Modell gebunden. Je nach Aufgabe nutzen wir gehostete Modelle von OpenAI, Anthropic oder Google oder Open-Weight-Modelle, die wir mit vLLM bereitstellen, wenn Daten in Ihrer Cloud bleiben müssen. Personenbezogene Daten werden nach Möglichkeit vor dem Prompt geschwärzt, Anbieter arbeiten unter Zero-Retention-Bedingungen, und Ausgaben, die in andere Systeme fließen, werden gegen Schemas validiert. Caching, kleinere Modelle für einfache Fälle und Batchverarbeitung senken die Betriebskosten meist deutlich, ohne die Qualität zu beeinträchtigen.',
            ar: 'لا نرتبط بنموذج بعينه. فبحسب المهمة نستخدم نماذج مستضافة من OpenAI أو Anthropic أو Google، أو نماذج مفتوحة الأوزان نشغّلها عبر vLLM حين يتعيّن بقاء البيانات في سحابتك. ونحجب البيانات الشخصية قبل إرسال التعليمات متى أمكن، ونعمل مع مزوّدين بشروط تمنع الاحتفاظ بالبيانات، ونتحقق من المخرجات التي تغذّي أنظمة أخرى وفق مخططات محددة. كما أن التخزين المؤقت، واستخدام نماذج أصغر للحالات السهلة، والمعالجة على دفعات، تخفض تكاليف التشغيل عادةً بدرجة كبيرة دون المساس بالجودة.',
          },
          {
            en: 'AI features depend on clean data and sound backends. Our [Python engineers](/services/python-software-development) build the pipelines and services around the models, and our [data warehousing](/services/data-warehousing) team makes sure the data the models retrieve is current and trustworthy.',
            de: 'KI-Funktionen sind auf saubere Daten und solide Backends angewiesen. Unsere [Python-Entwicklerinnen und -Entwickler](/services/python-software-development) bauen die Pipelines und Services rund um die Modelle, und unser Team für [Data Warehousing](/services/data-warehousing) sorgt dafür, dass die Daten, die die Modelle abrufen, aktuell und verlässlich sind.',
            ar: 'تعتمد ميزات الذكاء الاصطناعي على بيانات نظيفة وأنظمة خلفية متينة. يبني [مهندسو Python](/services/python-software-development) لدينا خطوط المعالجة والخدمات المحيطة بالنماذج، ويحرص فريق [مستودعات البيانات](/services/data-warehousing) على أن تكون البيانات التي تسترجعها النماذج محدَّثة وموثوقة.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How an AI project runs',
          de: 'So läuft ein KI-Projekt ab',
          ar: 'كيف يسير مشروع الذكاء الاصطناعي',
        },
        items: [
          {
            title: {
              en: 'Use-case assessment',
              de: 'Bewertung der Anwendungsfälle',
              ar: 'تقييم حالات الاستخدام',
            },
            text: {
              en: 'We rank candidate use cases by value, data availability and risk, and pick one with a measurable success criterion.',
              de: 'Wir bewerten mögliche Anwendungsfälle nach Nutzen, Datenverfügbarkeit und Risiko und wählen einen mit messbarem Erfolgskriterium aus.',
              ar: 'نرتّب حالات الاستخدام المرشّحة حسب القيمة وتوافر البيانات والمخاطر، ونختار منها حالة ذات معيار نجاح قابل للقياس.',
            },
          },
          {
            title: {
              en: 'Evaluation set and baseline',
              de: 'Evaluierungsdatensatz und Baseline',
              ar: 'مجموعة التقييم وخط الأساس',
            },
            text: {
              en: 'A labeled set of 100 to 500 examples and a simple baseline show what good looks like before any tuning.',
              de: 'Ein annotierter Datensatz mit 100 bis 500 Beispielen und eine einfache Baseline zeigen vor jeder Optimierung, wie ein gutes Ergebnis aussieht.',
              ar: 'مجموعة مصنَّفة من 100 إلى 500 مثال وخط أساس بسيط يوضحان شكل النتيجة الجيدة قبل أي ضبط.',
            },
          },
          {
            title: { en: 'Prototype', de: 'Prototyp', ar: 'النموذج الأولي' },
            text: {
              en: 'Two to four weeks of iteration on prompts, retrieval and models, scored against the evaluation set at each step.',
              de: 'Zwei bis vier Wochen Iteration an Prompts, Retrieval und Modellen, bei jedem Schritt am Evaluierungsdatensatz gemessen.',
              ar: 'من أسبوعين إلى أربعة أسابيع من التحسين المتكرر للتعليمات والاسترجاع والنماذج، مع قياس كل خطوة على مجموعة التقييم.',
            },
          },
          {
            title: {
              en: 'Production hardening',
              de: 'Härtung für den Produktivbetrieb',
              ar: 'التهيئة لبيئة الإنتاج',
            },
            text: {
              en: 'Guardrails, fallbacks, monitoring of quality and cost, and a feedback loop from users into the evaluation set.',
              de: 'Guardrails, Fallbacks, Monitoring von Qualität und Kosten sowie eine Feedbackschleife, die Rückmeldungen der Nutzer in den Evaluierungsdatensatz zurückführt.',
              ar: 'ضوابط حماية، وبدائل احتياطية، ومراقبة للجودة والتكلفة، وحلقة تغذية راجعة تنقل ملاحظات المستخدمين إلى مجموعة التقييم.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'AI development questions',
          de: 'Fragen zur KI-Entwicklung',
          ar: 'أسئلة حول تطوير الذكاء الاصطناعي',
        },
        items: [
          {
            question: {
              en: 'Will our data be used to train someone else’s model?',
              de: 'Werden unsere Daten zum Training fremder Modelle verwendet?',
              ar: 'هل ستُستخدم بياناتنا لتدريب نماذج جهات أخرى؟',
            },
            answer: {
              en: 'No. We use enterprise API terms that exclude training on your data and limit retention, or we deploy open-weight models inside your own cloud account when contracts or regulations require it.',
              de: 'Nein. Wir nutzen Enterprise-API-Bedingungen, die das Training mit Ihren Daten ausschließen und die Speicherdauer begrenzen, oder wir betreiben Open-Weight-Modelle in Ihrem eigenen Cloud-Konto, wenn Verträge oder Vorschriften das verlangen.',
              ar: 'لا. نعتمد شروط واجهات برمجية مخصصة للمؤسسات تستثني التدريب على بياناتك وتحدّ من الاحتفاظ بها، أو ننشر نماذج مفتوحة الأوزان داخل حسابك السحابي الخاص حين تقتضي العقود أو اللوائح ذلك.',
            },
          },
          {
            question: {
              en: 'Do we need to fine-tune a model?',
              de: 'Müssen wir ein Modell feintunen?',
              ar: 'هل نحتاج إلى ضبط دقيق لنموذج ما؟',
            },
            answer: {
              en: 'Rarely at first. Better retrieval, clearer instructions and a few well-chosen examples solve most problems. Fine-tuning becomes worthwhile when you need a smaller, cheaper model to match a larger one on a narrow, high-volume task.',
              de: 'Anfangs selten. Besseres Retrieval, klarere Anweisungen und ein paar gut gewählte Beispiele lösen die meisten Probleme. Fine-Tuning lohnt sich, wenn ein kleineres, günstigeres Modell bei einer eng umrissenen Aufgabe mit hohem Volumen mit einem größeren mithalten soll.',
              ar: 'نادرًا في البداية. فالاسترجاع الأفضل والتعليمات الأوضح وبضعة أمثلة مختارة بعناية تحل معظم المشكلات. ويصبح الضبط الدقيق مجديًا حين تحتاج إلى نموذج أصغر وأرخص يضاهي نموذجًا أكبر في مهمة ضيقة النطاق كثيفة الطلبات.',
            },
          },
          {
            question: {
              en: 'How do you handle wrong answers?',
              de: 'Wie gehen Sie mit falschen Antworten um?',
              ar: 'كيف تتعاملون مع الإجابات الخاطئة؟',
            },
            answer: {
              en: 'By designing for them. Answers cite sources, low-confidence outputs go to human review, and actions with consequences require confirmation. We track error rates in production and feed failures back into the evaluation set.',
              de: 'Indem wir sie von vornherein einplanen. Antworten nennen ihre Quellen, Ausgaben mit geringer Konfidenz gehen in eine menschliche Prüfung, und folgenreiche Aktionen erfordern eine Bestätigung. Wir verfolgen die Fehlerquoten im Produktivbetrieb und führen Fehlschläge in den Evaluierungsdatensatz zurück.',
              ar: 'بأن نأخذها في الحسبان منذ التصميم. فالإجابات تذكر مصادرها، والمخرجات منخفضة الثقة تُحال إلى مراجعة بشرية، والإجراءات ذات العواقب تتطلب تأكيدًا. ونتتبع معدلات الخطأ في بيئة الإنتاج ونعيد الإخفاقات إلى مجموعة التقييم.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Have an AI idea you want to test properly?',
          de: 'Sie haben eine KI-Idee, die Sie gründlich testen möchten?',
          ar: 'لديك فكرة ذكاء اصطناعي تريد اختبارها كما ينبغي؟',
        },
        text: {
          en: 'Bring a use case and some sample data. In a short workshop we will assess feasibility, risks and what an evaluated prototype would take.',
          de: 'Bringen Sie einen Anwendungsfall und einige Beispieldaten mit. In einem kurzen Workshop bewerten wir Machbarkeit und Risiken und klären, was ein evaluierter Prototyp erfordern würde.',
          ar: 'أحضر حالة استخدام وبعض البيانات النموذجية، وفي ورشة عمل قصيرة سنقيّم الجدوى والمخاطر وما يتطلبه بناء نموذج أولي خاضع للتقييم.',
        },
        action: {
          label: {
            en: 'Book an AI workshop',
            de: 'KI-Workshop buchen',
            ar: 'احجز ورشة عمل في الذكاء الاصطناعي',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['tattle', 'nicolette'],
    keywords: [
      'AI development',
      'AI development company',
      'LLM integration',
      'retrieval-augmented generation',
      'AI agents',
      'machine learning',
      'LLM evaluation',
    ],
  },
  {
    slug: 'custom-software-development',
    group: 'development',
    path: '/services/custom-software-development',
    name: { en: 'Custom software', de: 'Individualsoftware', ar: 'البرمجيات المخصصة' },
    title: {
      en: 'Custom software development company',
      de: 'Unternehmen für individuelle Softwareentwicklung',
      ar: 'شركة تطوير البرمجيات المخصصة',
    },
    description: {
      en: 'Custom software development by Fernhill: internal tools, customer portals, workflow automation and legacy modernization, with code and IP you own.',
      de: 'Individuelle Softwareentwicklung von Fernhill: interne Tools, Kundenportale, Workflow-Automatisierung und Modernisierung von Altsystemen – Code und IP gehören Ihnen.',
      ar: 'تطوير البرمجيات المخصصة من Fernhill: أدوات داخلية، وبوابات للعملاء، وأتمتة لسير العمل، وتحديث للأنظمة القديمة، مع ملكيتك الكاملة للشيفرة والملكية الفكرية.',
    },
    summary: {
      en: 'Software built around how your business actually works, from internal tools to customer portals, with code you own outright.',
      de: 'Software, die zu Ihrer tatsächlichen Arbeitsweise passt – von internen Tools bis zu Kundenportalen, mit Code, der ganz Ihnen gehört.',
      ar: 'برمجيات تُبنى وفق طريقة عمل شركتك الفعلية، من الأدوات الداخلية إلى بوابات العملاء، مع ملكية كاملة للشيفرة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Custom software for the work off-the-shelf tools do badly',
          de: 'Individuelle Software für Aufgaben, an denen Standardtools scheitern',
          ar: 'برمجيات مخصصة للمهام التي تعجز عنها الأدوات الجاهزة',
        },
        lead: {
          en: 'When spreadsheets, generic SaaS and manual handoffs start costing more than they save, we design and build software around your processes, and hand you a system your own team can understand and extend.',
          de: 'Wenn Tabellen, generische SaaS-Lösungen und manuelle Übergaben mehr kosten, als sie einsparen, konzipieren und entwickeln wir Software rund um Ihre Prozesse – und übergeben Ihnen ein System, das Ihr eigenes Team versteht und erweitern kann.',
          ar: 'عندما تبدأ جداول البيانات وحلول SaaS العامة وعمليات التسليم اليدوية في أن تكلّفك أكثر مما توفّر، نصمم برمجيات حول إجراءاتك ونبنيها، ونسلّمك نظامًا يستطيع فريقك فهمه والبناء عليه.',
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
        heading: { en: 'What we build', de: 'Was wir entwickeln', ar: 'ما نبنيه' },
        items: [
          {
            title: {
              en: 'Internal operations tools',
              de: 'Interne Tools für den Betrieb',
              ar: 'أدوات داخلية للعمليات',
            },
            text: {
              en: 'Scheduling, inventory, quoting and approval systems that replace spreadsheets and email threads with one reliable workflow.',
              de: 'Systeme für Terminplanung, Lagerbestand, Angebote und Freigaben, die Tabellen und E-Mail-Ketten durch einen einzigen verlässlichen Workflow ersetzen.',
              ar: 'أنظمة للجدولة والمخزون وعروض الأسعار والموافقات تستبدل جداول البيانات وسلاسل البريد الإلكتروني بسير عمل واحد موثوق.',
            },
          },
          {
            title: {
              en: 'Customer and partner portals',
              de: 'Kunden- und Partnerportale',
              ar: 'بوابات العملاء والشركاء',
            },
            text: {
              en: 'Self-service portals for orders, documents, support and billing, connected to the systems behind them.',
              de: 'Self-Service-Portale für Bestellungen, Dokumente, Support und Abrechnung, verbunden mit den Systemen dahinter.',
              ar: 'بوابات خدمة ذاتية للطلبات والمستندات والدعم والفوترة، مرتبطة بالأنظمة التي تقف خلفها.',
            },
          },
          {
            title: {
              en: 'Workflow automation and integrations',
              de: 'Workflow-Automatisierung und Integrationen',
              ar: 'أتمتة سير العمل والتكاملات',
            },
            text: {
              en: 'Connections between your CRM, ERP, accounting and SaaS tools that remove re-keying and catch errors automatically.',
              de: 'Verbindungen zwischen CRM, ERP, Buchhaltung und SaaS-Tools, die doppelte Dateneingabe überflüssig machen und Fehler automatisch abfangen.',
              ar: 'روابط بين أنظمة CRM وERP والمحاسبة وأدوات SaaS لديك تُغنيك عن إعادة إدخال البيانات وترصد الأخطاء تلقائيًا.',
            },
          },
          {
            title: {
              en: 'Legacy modernization',
              de: 'Modernisierung von Altsystemen',
              ar: 'تحديث الأنظمة القديمة',
            },
            text: {
              en: 'Aging desktop, Access or on-premise applications rebuilt as web apps in stages, without a risky big-bang cutover.',
              de: 'Veraltete Desktop-, Access- oder On-Premise-Anwendungen, schrittweise als Web-Apps neu gebaut – ohne riskante Umstellung auf einen Schlag.',
              ar: 'إعادة بناء تطبيقات سطح المكتب أو Access أو التطبيقات المحلية القديمة كتطبيقات ويب على مراحل، دون انتقال مفاجئ محفوف بالمخاطر.',
            },
          },
          {
            title: {
              en: 'Reporting and dashboards',
              de: 'Reporting und Dashboards',
              ar: 'التقارير ولوحات المعلومات',
            },
            text: {
              en: 'Operational dashboards that pull from several systems, so managers stop assembling reports by hand every Monday.',
              de: 'Operative Dashboards, die Daten aus mehreren Systemen zusammenführen – damit Führungskräfte nicht mehr jeden Montag Berichte von Hand erstellen.',
              ar: 'لوحات معلومات تشغيلية تجمع البيانات من عدة أنظمة، فلا يضطر المديرون بعدها إلى إعداد التقارير يدويًا كل يوم اثنين.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach custom software',
          de: 'Unser Ansatz für individuelle Software',
          ar: 'نهجنا في البرمجيات المخصصة',
        },
        paragraphs: [
          {
            en: 'Custom software should exist only where it creates an advantage. In discovery we map your process, separate what is genuinely specific to your business from what is commodity, and recommend buying or configuring tools for the commodity parts. New products often begin with a two-week [Fuse](/fuse) sprint that produces a clickable prototype and an estimated backlog before any build commitment.',
            de: 'Individuelle Software sollte es nur dort geben, wo sie einen Vorteil schafft. In der Discovery-Phase bilden wir Ihren Prozess ab, trennen das wirklich Spezifische Ihres Geschäfts vom Standard und empfehlen für die Standardteile, vorhandene Tools zu kaufen oder zu konfigurieren. Neue Produkte beginnen oft mit einem zweiwöchigen [Fuse](/fuse)-Sprint, der einen klickbaren Prototyp und ein geschätztes Backlog liefert, bevor Sie sich zur Entwicklung verpflichten.',
            ar: 'لا ينبغي بناء برمجيات مخصصة إلا حيث تحقق ميزة حقيقية. ففي مرحلة الاستكشاف نرسم خريطة لإجراءاتك، ونفصل ما يخص عملك فعلًا عمّا هو متاح للجميع، ونوصي بشراء الأدوات أو تهيئتها للأجزاء الشائعة. وكثيرًا ما تبدأ المنتجات الجديدة بسبرنت [Fuse](/fuse) مدته أسبوعان يُنتج نموذجًا أوليًا تفاعليًا وقائمة مهام مقدَّرة قبل أي التزام بالتطوير.',
          },
          {
            en: 'We choose well-supported, mainstream technology, typically TypeScript or Python backends, Postgres and React, because you will own this software for years and will need to hire for it. Everything is documented as we go: architecture decision records, a runbook and an onboarding guide. You own the code and intellectual property from the first commit, in your own repository and cloud account.',
            de: 'Wir setzen auf verbreitete, gut unterstützte Technologie, typischerweise Backends in TypeScript oder Python, Postgres und React – denn diese Software gehört Ihnen über Jahre, und Sie werden dafür Fachkräfte einstellen müssen. Alles wird laufend dokumentiert: Architecture Decision Records, ein Runbook und ein Onboarding-Leitfaden. Code und geistiges Eigentum gehören Ihnen ab dem ersten Commit, in Ihrem eigenen Repository und Cloud-Konto.',
            ar: 'نختار تقنيات شائعة وجيدة الدعم، عادةً أنظمة خلفية بلغة TypeScript أو Python مع Postgres وReact، لأنك ستمتلك هذه البرمجيات لسنوات وستحتاج إلى توظيف من يعمل عليها. ونوثّق كل شيء أولًا بأول: سجلات القرارات المعمارية، ودليل التشغيل، ودليل لانضمام الأعضاء الجدد. وتملك الشيفرة والملكية الفكرية منذ أول إيداع، في مستودعك وحسابك السحابي الخاصين.',
          },
          {
            en: 'Modernization projects follow the strangler pattern: new modules take over one workflow at a time while the old system keeps running, and data is synchronized until the last piece moves. Larger organizations with SSO, audit and integration requirements benefit from our [enterprise software](/services/enterprise-software-development) practice, and once live, systems can move into [app maintenance](/services/app-maintenance).',
            de: 'Modernisierungsprojekte folgen dem Strangler-Pattern: Neue Module übernehmen einen Workflow nach dem anderen, während das alte System weiterläuft, und die Daten werden synchronisiert, bis auch der letzte Teil umgezogen ist. Größere Organisationen mit Anforderungen an SSO, Audits und Integrationen profitieren von unserem Bereich [Unternehmenssoftware](/services/enterprise-software-development), und nach dem Go-live können Systeme in die [App-Wartung](/services/app-maintenance) übergehen.',
            ar: 'تتبع مشاريع التحديث نمط الاستبدال التدريجي (strangler): تتولى وحدات جديدة سير عمل واحدًا في كل مرة بينما يواصل النظام القديم عمله، وتُزامَن البيانات حتى ينتقل آخر جزء. وتستفيد المؤسسات الأكبر ذات متطلبات تسجيل الدخول الموحد والتدقيق والتكامل من خبرتنا في [برمجيات المؤسسات](/services/enterprise-software-development)، وبعد الإطلاق يمكن أن تنتقل الأنظمة إلى [صيانة التطبيقات](/services/app-maintenance).',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we deliver custom software',
          de: 'So liefern wir individuelle Software',
          ar: 'كيف نسلّم البرمجيات المخصصة',
        },
        items: [
          {
            title: { en: 'Discovery', de: 'Discovery-Phase', ar: 'مرحلة الاستكشاف' },
            text: {
              en: 'Interviews, process mapping and a review of existing systems, resulting in scope options with estimates.',
              de: 'Interviews, Prozessanalyse und eine Prüfung der bestehenden Systeme – mit Umfangsoptionen samt Schätzungen als Ergebnis.',
              ar: 'مقابلات، ورسم خرائط للإجراءات، ومراجعة للأنظمة الحالية، تنتهي بخيارات لنطاق العمل مع تقديرات لكل منها.',
            },
          },
          {
            title: {
              en: 'Prototype and plan',
              de: 'Prototyp und Plan',
              ar: 'النموذج الأولي والخطة',
            },
            text: {
              en: 'A clickable prototype validated with the people who will use it, and a release plan with milestones.',
              de: 'Ein klickbarer Prototyp, validiert mit den Menschen, die ihn nutzen werden, und ein Releaseplan mit Meilensteinen.',
              ar: 'نموذج أولي تفاعلي نختبره مع من سيستخدمونه فعلًا، وخطة إصدارات بمراحل رئيسية.',
            },
          },
          {
            title: { en: 'Iterative build', de: 'Iterative Entwicklung', ar: 'تطوير تكراري' },
            text: {
              en: 'Two-week sprints with working software demoed each time, and early releases to a pilot group.',
              de: 'Zwei-Wochen-Sprints, an deren Ende jeweils lauffähige Software vorgeführt wird, und frühe Releases für eine Pilotgruppe.',
              ar: 'سبرنتات مدة كل منها أسبوعان نعرض في نهايته برمجيات تعمل فعلًا، مع إصدارات مبكرة لمجموعة تجريبية.',
            },
          },
          {
            title: {
              en: 'Rollout and training',
              de: 'Rollout und Schulung',
              ar: 'الإطلاق والتدريب',
            },
            text: {
              en: 'Data migration, training sessions and a supported go-live, with the old process kept as a fallback until confidence is high.',
              de: 'Datenmigration, Schulungen und ein begleiteter Go-live; der alte Prozess bleibt als Rückfalloption bestehen, bis das Vertrauen groß genug ist.',
              ar: 'ترحيل البيانات وجلسات التدريب وإطلاق مصحوب بالدعم، مع إبقاء الإجراء القديم بديلًا احتياطيًا إلى أن تترسخ الثقة بالنظام الجديد.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Custom software questions',
          de: 'Fragen zu individueller Software',
          ar: 'أسئلة حول البرمجيات المخصصة',
        },
        items: [
          {
            question: {
              en: 'How much does custom software cost?',
              de: 'Was kostet individuelle Software?',
              ar: 'كم تكلّف البرمجيات المخصصة؟',
            },
            answer: {
              en: 'Focused internal tools often start around $60,000 to $120,000 for a first release; larger platforms with many integrations cost more. Discovery gives you a range per scope option, so you can choose what to build first based on return.',
              de: 'Fokussierte interne Tools beginnen für ein erstes Release oft bei etwa 60.000 bis 120.000\u00a0$; größere Plattformen mit vielen Integrationen kosten mehr. Die Discovery-Phase liefert Ihnen je Umfangsoption eine Kostenspanne, sodass Sie nach dem erwarteten Ertrag entscheiden können, was zuerst entsteht.',
              ar: 'تبدأ تكلفة الأدوات الداخلية المركّزة غالبًا من نحو $60,000 إلى $120,000 للإصدار الأول، وتكلّف المنصات الأكبر ذات التكاملات الكثيرة أكثر من ذلك. وتمنحك مرحلة الاستكشاف نطاقًا للتكلفة لكل خيار، لتختار ما تبنيه أولًا بناءً على العائد.',
            },
          },
          {
            question: {
              en: 'Who owns the code?',
              de: 'Wem gehört der Code?',
              ar: 'لمن تعود ملكية الشيفرة؟',
            },
            answer: {
              en: 'You do, fully, from day one. Code lives in your repositories and runs in your cloud accounts, and our contracts assign all intellectual property to you.',
              de: 'Ihnen – vollständig und vom ersten Tag an. Der Code liegt in Ihren Repositorys und läuft in Ihren Cloud-Konten, und unsere Verträge übertragen Ihnen sämtliches geistiges Eigentum.',
              ar: 'إليك بالكامل منذ اليوم الأول. فالشيفرة محفوظة في مستودعاتك وتعمل في حساباتك السحابية، وتنص عقودنا على نقل جميع حقوق الملكية الفكرية إليك.',
            },
          },
          {
            question: {
              en: 'What if our team wants to take it over later?',
              de: 'Was, wenn unser Team die Software später selbst übernehmen möchte?',
              ar: 'ماذا لو أراد فريقنا تولّي النظام بنفسه لاحقًا؟',
            },
            answer: {
              en: 'We plan for that. Documentation, tests and conventional architecture make handover straightforward, and we can pair with your hires for a transition period.',
              de: 'Das planen wir von Anfang an ein. Dokumentation, Tests und eine konventionelle Architektur machen die Übergabe unkompliziert, und in einer Übergangsphase können wir im Tandem mit Ihren neuen Mitarbeitenden arbeiten.',
              ar: 'نخطط لذلك مسبقًا. فالتوثيق والاختبارات والبنية المعمارية المألوفة تجعل التسليم سلسًا، ويمكننا العمل جنبًا إلى جنب مع موظفيك الجدد خلال فترة انتقالية.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Is a spreadsheet running a critical part of your business?',
          de: 'Hängt ein kritischer Teil Ihres Geschäfts an einer Tabelle?',
          ar: 'هل يدير جدول بيانات جزءًا حيويًا من أعمالك؟',
        },
        text: {
          en: 'Walk us through the process. We will tell you honestly whether custom software, an existing product or a simple integration is the better answer.',
          de: 'Führen Sie uns durch den Prozess. Wir sagen Ihnen ehrlich, ob individuelle Software, ein bestehendes Produkt oder eine einfache Integration die bessere Lösung ist.',
          ar: 'اشرح لنا الإجراء خطوة بخطوة، وسنخبرك بصراحة أيّ الحلول أنسب لك: برمجيات مخصصة، أم منتج جاهز، أم تكامل بسيط.',
        },
        action: {
          label: { en: 'Describe your process', de: 'Prozess beschreiben', ar: 'صف لنا إجراءاتك' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'tattle', 'jombine'],
    keywords: [
      'custom software development',
      'custom software development company',
      'internal tools',
      'legacy modernization',
      'workflow automation',
      'customer portal',
      'bespoke software',
    ],
  },
  {
    slug: 'data-warehousing',
    group: 'development',
    path: '/services/data-warehousing',
    name: { en: 'Data warehousing', de: 'Data Warehousing', ar: 'مستودعات البيانات' },
    title: {
      en: 'Data warehousing and analytics engineering services',
      de: 'Data Warehousing und analytische Datenmodellierung',
      ar: 'خدمات مستودعات البيانات وهندسة التحليلات',
    },
    description: {
      en: 'Data warehousing by Fernhill: Snowflake or BigQuery, CDC ingestion, dbt models with tests and a semantic layer, so teams report from one set of numbers.',
      de: 'Data Warehousing von Fernhill: Snowflake oder BigQuery, CDC-Ingestion, getestete dbt-Modelle und ein Semantic Layer – damit alle Teams mit denselben Zahlen arbeiten.',
      ar: 'مستودعات البيانات من Fernhill: Snowflake أو BigQuery، واستيعاب عبر التقاط التغييرات (CDC)، ونماذج dbt مختبَرة، وطبقة دلالية، لتعتمد الفرق كلها في تقاريرها على الأرقام نفسها.',
    },
    summary: {
      en: 'Modern data warehouses with CDC ingestion, tested dbt models and dashboards that everyone in the company agrees on.',
      de: 'Moderne Data Warehouses mit CDC-Ingestion, getesteten dbt-Modellen und Dashboards, denen das ganze Unternehmen vertraut.',
      ar: 'مستودعات بيانات حديثة مع استيعاب قائم على التقاط التغييرات ونماذج dbt مختبَرة ولوحات معلومات يتفق عليها الجميع في الشركة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'One warehouse, one set of numbers',
          de: 'Ein Warehouse, dieselben Zahlen für alle',
          ar: 'مستودع واحد وأرقام موحّدة للجميع',
        },
        lead: {
          en: 'We design and build data warehouses that bring product, finance and operations data together, model it with tested transformations and make it available to analysts, dashboards and AI features without touching production databases.',
          de: 'Wir konzipieren und bauen Data Warehouses, die Produkt-, Finanz- und Betriebsdaten zusammenführen, sie mit getesteten Transformationen modellieren und für Analysten, Dashboards und KI-Funktionen bereitstellen – ohne die Produktivdatenbanken anzutasten.',
          ar: 'نصمم مستودعات بيانات ونبنيها لتجمع بيانات المنتج والمالية والعمليات في مكان واحد، وتنمذجها بتحويلات مختبَرة، وتتيحها للمحللين ولوحات المعلومات وميزات الذكاء الاصطناعي دون المساس بقواعد بيانات الإنتاج.',
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
        heading: { en: 'What we build', de: 'Was wir entwickeln', ar: 'ما نبنيه' },
        items: [
          {
            title: {
              en: 'Warehouse platforms',
              de: 'Warehouse-Plattformen',
              ar: 'منصات المستودعات',
            },
            text: {
              en: 'Snowflake, BigQuery or Redshift set up with environments, role-based access, cost controls and infrastructure as code.',
              de: 'Snowflake, BigQuery oder Redshift, eingerichtet mit Umgebungen, rollenbasiertem Zugriff, Kostenkontrollen und Infrastruktur als Code.',
              ar: 'إعداد Snowflake أو BigQuery أو Redshift مع بيئات منفصلة، وصلاحيات وصول قائمة على الأدوار، وضوابط للتكلفة، وبنية تحتية مُعرَّفة كشيفرة.',
            },
          },
          {
            title: {
              en: 'Ingestion and CDC',
              de: 'Ingestion und CDC',
              ar: 'استيعاب البيانات والتقاط التغييرات',
            },
            text: {
              en: 'Change data capture from Postgres and MySQL with Debezium or Fivetran, plus SaaS connectors for Stripe, Salesforce and HubSpot.',
              de: 'Change Data Capture aus Postgres und MySQL mit Debezium oder Fivetran sowie SaaS-Konnektoren für Stripe, Salesforce und HubSpot.',
              ar: 'التقاط التغييرات في البيانات من Postgres وMySQL باستخدام Debezium أو Fivetran، إضافة إلى موصلات SaaS لكل من Stripe وSalesforce وHubSpot.',
            },
          },
          {
            title: {
              en: 'dbt transformation layer',
              de: 'dbt-Transformationsschicht',
              ar: 'طبقة التحويل باستخدام dbt',
            },
            text: {
              en: 'Staging, intermediate and mart models with tests, documentation and lineage, reviewed in pull requests like application code.',
              de: 'Staging-, Intermediate- und Mart-Modelle mit Tests, Dokumentation und Lineage, die wie Anwendungscode in Pull Requests geprüft werden.',
              ar: 'نماذج تمهيدية ووسيطة ونماذج عرض نهائية (marts) مع اختبارات وتوثيق وتتبّع لمسار البيانات، تُراجع في طلبات الدمج مثل شيفرة التطبيقات.',
            },
          },
          {
            title: {
              en: 'Semantic layer and BI',
              de: 'Semantic Layer und BI',
              ar: 'الطبقة الدلالية وذكاء الأعمال',
            },
            text: {
              en: 'Shared metric definitions exposed to Looker, Metabase or Power BI, so revenue means the same thing on every dashboard.',
              de: 'Gemeinsame Kennzahlendefinitionen für Looker, Metabase oder Power BI – damit „Umsatz“ auf jedem Dashboard dasselbe bedeutet.',
              ar: 'تعريفات موحّدة للمقاييس متاحة في Looker أو Metabase أو Power BI، لتعني «الإيرادات» الشيء نفسه في كل لوحة معلومات.',
            },
          },
          {
            title: {
              en: 'Reverse ETL and data products',
              de: 'Reverse ETL und Datenprodukte',
              ar: 'ETL العكسي ومنتجات البيانات',
            },
            text: {
              en: 'Modeled data synced back into CRMs and support tools, or served to customer-facing analytics inside your product.',
              de: 'Modellierte Daten, die zurück in CRMs und Support-Tools synchronisiert oder als Analysen für Ihre Kunden direkt in Ihrem Produkt bereitgestellt werden.',
              ar: 'بيانات منمذجة تُزامَن عائدةً إلى أنظمة CRM وأدوات الدعم، أو تُقدَّم في تحليلات موجّهة للعملاء داخل منتجك.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach data warehousing',
          de: 'Unser Ansatz für Data Warehousing',
          ar: 'نهجنا في مستودعات البيانات',
        },
        paragraphs: [
          {
            en: 'We start from the questions the business needs answered and work backward to sources. Raw data lands untouched, and dbt models build clean, documented layers on top: staging models that rename and type, intermediate models that join, and dimensional marts organized around facts like orders or sessions. Every model has tests for uniqueness, nulls, accepted values and freshness, and failures block deployment.',
            de: 'Wir beginnen mit den Fragen, die das Unternehmen beantwortet haben muss, und arbeiten uns von dort zu den Quellen zurück. Rohdaten landen unverändert im Warehouse, und dbt-Modelle bauen saubere, dokumentierte Schichten darauf auf: Staging-Modelle, die umbenennen und typisieren, Intermediate-Modelle, die verknüpfen, und dimensionale Marts rund um Fakten wie Bestellungen oder Sessions. Jedes Modell hat Tests auf Eindeutigkeit, Nullwerte, zulässige Werte und Aktualität, und fehlgeschlagene Tests blockieren das Deployment.',
            ar: 'ننطلق من الأسئلة التي يحتاج العمل إلى إجابات عنها، ثم نعود منها إلى المصادر. تصل البيانات الخام كما هي دون تعديل، وتبني نماذج dbt فوقها طبقات نظيفة وموثقة: نماذج تمهيدية تعيد التسمية وتحدد الأنواع، ونماذج وسيطة تربط البيانات، ونماذج عرض بُعدية منظمة حول وقائع مثل الطلبات أو الجلسات. ولكل نموذج اختبارات للتفرّد والقيم الفارغة والقيم المقبولة وحداثة البيانات، وأي إخفاق يوقف النشر.',
          },
          {
            en: 'Ingestion uses change data capture instead of nightly full dumps, which keeps warehouse data minutes fresh and takes load off production databases. We track schema changes at the source so a renamed column raises an alert instead of silently breaking a dashboard, and we use incremental models and clustering to keep query costs predictable. Warehouse spend is monitored per team with budgets and alerts.',
            de: 'Die Ingestion nutzt Change Data Capture statt nächtlicher Komplettexporte. So sind die Daten im Warehouse nur Minuten alt, und die Produktivdatenbanken werden entlastet. Wir überwachen Schemaänderungen an der Quelle, damit eine umbenannte Spalte einen Alarm auslöst, statt unbemerkt ein Dashboard lahmzulegen, und halten die Abfragekosten mit inkrementellen Modellen und Clustering planbar. Die Warehouse-Kosten werden pro Team mit Budgets und Alarmen überwacht.',
            ar: 'يعتمد استيعاب البيانات على التقاط التغييرات بدلًا من التفريغ الليلي الكامل، ما يُبقي بيانات المستودع محدَّثة بفارق دقائق فقط ويخفف الحمل عن قواعد بيانات الإنتاج. ونرصد تغييرات المخطط عند المصدر، فيُطلق تغيير اسم عمود تنبيهًا بدلًا من أن يعطّل لوحة معلومات بصمت، ونستخدم النماذج التزايدية والتجميع للحفاظ على تكاليف استعلام متوقَّعة. كما نراقب إنفاق كل فريق على المستودع بميزانيات وتنبيهات.',
          },
          {
            en: 'Good warehouses enable more than reporting. The same models feed product analytics, finance close and the retrieval pipelines our [AI development](/services/ai-development) team builds. Our [DevOps](/services/devops) engineers manage the pipelines with Terraform and CI, so the data platform is reproducible and reviewed.',
            de: 'Ein gutes Warehouse ermöglicht mehr als Reporting. Dieselben Modelle speisen Produktanalysen, den Monatsabschluss der Finanzabteilung und die Retrieval-Pipelines, die unser Team für [KI-Entwicklung](/services/ai-development) baut. Unsere [DevOps](/services/devops)-Fachleute verwalten die Pipelines mit Terraform und CI, sodass die Datenplattform reproduzierbar ist und jede Änderung geprüft wird.',
            ar: 'المستودعات الجيدة تتيح أكثر من التقارير. فالنماذج نفسها تغذي تحليلات المنتج والإقفال المالي وخطوط الاسترجاع التي يبنيها فريق [تطوير الذكاء الاصطناعي](/services/ai-development) لدينا. ويدير مهندسو [DevOps](/services/devops) لدينا خطوط البيانات باستخدام Terraform والتكامل المستمر، لتبقى منصة البيانات قابلة لإعادة الإنشاء وخاضعة للمراجعة.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a data warehouse project runs',
          de: 'So läuft ein Data-Warehouse-Projekt ab',
          ar: 'كيف يسير مشروع مستودع البيانات',
        },
        items: [
          {
            title: {
              en: 'Metrics and sources inventory',
              de: 'Bestandsaufnahme von Kennzahlen und Quellen',
              ar: 'حصر المقاييس والمصادر',
            },
            text: {
              en: 'We list the decisions and metrics that matter, the systems that hold the data and the current reporting pain.',
              de: 'Wir erfassen die relevanten Entscheidungen und Kennzahlen, die Systeme, in denen die Daten liegen, und die aktuellen Schwachstellen im Reporting.',
              ar: 'نحصر القرارات والمقاييس المهمة، والأنظمة التي تحتفظ بالبيانات، ومواطن الخلل الحالية في إعداد التقارير.',
            },
          },
          {
            title: {
              en: 'Platform and ingestion',
              de: 'Plattform und Ingestion',
              ar: 'المنصة واستيعاب البيانات',
            },
            text: {
              en: 'Warehouse, access model and CDC or connector ingestion for the first sources, with monitoring.',
              de: 'Warehouse, Zugriffsmodell und Ingestion per CDC oder Konnektor für die ersten Quellen, inklusive Monitoring.',
              ar: 'المستودع ونموذج الوصول واستيعاب البيانات عبر التقاط التغييرات أو الموصلات للمصادر الأولى، مع المراقبة.',
            },
          },
          {
            title: {
              en: 'First marts and dashboards',
              de: 'Erste Marts und Dashboards',
              ar: 'أول نماذج العرض ولوحات المعلومات',
            },
            text: {
              en: 'One business domain modeled end to end and replacing an existing manual report, usually within six to eight weeks.',
              de: 'Ein Geschäftsbereich wird durchgängig modelliert und ersetzt einen bestehenden manuellen Bericht – meist innerhalb von sechs bis acht Wochen.',
              ar: 'نمذجة مجال عمل واحد من البداية إلى النهاية ليحل محل تقرير يدوي قائم، عادةً خلال ستة إلى ثمانية أسابيع.',
            },
          },
          {
            title: {
              en: 'Expand and hand over',
              de: 'Ausbauen und übergeben',
              ar: 'التوسّع والتسليم',
            },
            text: {
              en: 'Further domains added by priority, with documentation and training so your analysts can extend the models.',
              de: 'Weitere Bereiche kommen nach Priorität hinzu, mit Dokumentation und Schulung, damit Ihre Analysten die Modelle selbst erweitern können.',
              ar: 'إضافة مجالات أخرى حسب الأولوية، مع التوثيق والتدريب ليتمكن محللوك من توسيع النماذج بأنفسهم.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Data warehousing questions',
          de: 'Fragen zum Data Warehousing',
          ar: 'أسئلة حول مستودعات البيانات',
        },
        items: [
          {
            question: {
              en: 'Snowflake, BigQuery or Redshift?',
              de: 'Snowflake, BigQuery oder Redshift?',
              ar: 'Snowflake أم BigQuery أم Redshift؟',
            },
            answer: {
              en: 'If you run on Google Cloud, BigQuery is usually simplest. Snowflake suits multi-cloud teams and workloads that benefit from separate compute per team. Redshift makes sense for AWS-heavy organizations with steady workloads. Cost profiles differ more than features, so we model your expected usage first.',
              de: 'Wenn Sie auf Google Cloud arbeiten, ist BigQuery meist die einfachste Wahl. Snowflake passt zu Multi-Cloud-Teams und Workloads, die von getrennter Rechenleistung pro Team profitieren. Redshift lohnt sich für Organisationen, die stark auf AWS setzen und gleichmäßige Workloads haben. Die Kostenprofile unterscheiden sich stärker als die Funktionen, deshalb modellieren wir zuerst Ihre erwartete Nutzung.',
              ar: 'إذا كنت تعمل على Google Cloud، فإن BigQuery هو الخيار الأبسط عادةً. ويناسب Snowflake الفرق متعددة السحابات وأحمال العمل التي تستفيد من موارد حوسبة منفصلة لكل فريق. أما Redshift فخيار منطقي للمؤسسات المعتمدة بكثافة على AWS ذات أحمال العمل المستقرة. وتختلف أنماط التكلفة أكثر مما تختلف الميزات، لذا نبدأ بنمذجة الاستخدام المتوقع لديك.',
            },
          },
          {
            question: {
              en: 'We already have dashboards. Why do we need a warehouse?',
              de: 'Wir haben schon Dashboards. Wozu brauchen wir ein Warehouse?',
              ar: 'لدينا لوحات معلومات بالفعل، فلماذا نحتاج إلى مستودع بيانات؟',
            },
            answer: {
              en: 'If those dashboards query production directly or disagree with each other, a warehouse fixes both problems: it protects application performance and gives every dashboard one tested definition of each metric.',
              de: 'Wenn diese Dashboards direkt die Produktivdatenbank abfragen oder einander widersprechen, löst ein Warehouse beide Probleme: Es schützt die Performance der Anwendung und gibt jedem Dashboard eine einzige, getestete Definition jeder Kennzahl.',
              ar: 'إذا كانت تلك اللوحات تستعلم من قواعد بيانات الإنتاج مباشرة أو تتعارض أرقامها فيما بينها، فإن المستودع يحل المشكلتين معًا: يحمي أداء التطبيق، ويمنح كل لوحة تعريفًا واحدًا مختبَرًا لكل مقياس.',
            },
          },
          {
            question: {
              en: 'Can you work with data containing PHI or PII?',
              de: 'Können Sie mit Daten arbeiten, die PHI oder PII enthalten?',
              ar: 'هل يمكنكم التعامل مع بيانات تتضمن معلومات صحية محمية (PHI) أو بيانات شخصية (PII)؟',
            },
            answer: {
              en: 'Yes. We apply column-level masking, row access policies and separate restricted schemas, and keep the whole pipeline within HIPAA or SOC 2 controls where required.',
              de: 'Ja. Wir setzen Maskierung auf Spaltenebene, Zugriffsrichtlinien auf Zeilenebene und separate, eingeschränkte Schemas ein und halten die gesamte Pipeline, wo nötig, innerhalb der Kontrollen von HIPAA oder SOC 2.',
              ar: 'نعم. نطبّق الإخفاء على مستوى الأعمدة، وسياسات الوصول على مستوى الصفوف، ومخططات منفصلة مقيّدة، ونُبقي خط البيانات بأكمله ضمن ضوابط HIPAA أو SOC 2 حيثما لزم.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Do your teams argue about whose numbers are right?',
          de: 'Streiten Ihre Teams darüber, wessen Zahlen stimmen?',
          ar: 'هل تختلف فرقك حول أيّ الأرقام هي الصحيحة؟',
        },
        text: {
          en: 'Tell us about your sources and the reports you rely on. We will outline a warehouse architecture and a first domain to deliver.',
          de: 'Erzählen Sie uns von Ihren Datenquellen und den Berichten, auf die Sie sich verlassen. Wir skizzieren eine Warehouse-Architektur und einen ersten Bereich für die Umsetzung.',
          ar: 'حدّثنا عن مصادر بياناتك والتقارير التي تعتمد عليها، وسنضع تصورًا لبنية المستودع وأول مجال نسلّمه.',
        },
        action: {
          label: {
            en: 'Plan your data platform',
            de: 'Datenplattform planen',
            ar: 'خطّط لمنصة بياناتك',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['tattle', 'osmosis'],
    keywords: [
      'data warehousing',
      'data warehouse consulting',
      'dbt',
      'Snowflake',
      'BigQuery',
      'change data capture',
      'analytics engineering',
    ],
  },
  {
    slug: 'devops',
    group: 'development',
    path: '/services/devops',
    name: { en: 'DevOps', de: 'DevOps', ar: 'DevOps' },
    title: {
      en: 'DevOps consulting and services',
      de: 'DevOps-Beratung und -Services',
      ar: 'استشارات وخدمات DevOps',
    },
    description: {
      en: 'DevOps by Fernhill: Terraform infrastructure, CI/CD pipelines, Kubernetes or ECS, observability with SLOs and cloud cost optimization on AWS and GCP.',
      de: 'DevOps von Fernhill: Infrastruktur mit Terraform, CI/CD-Pipelines, Kubernetes oder ECS, Observability mit SLOs und Optimierung der Cloud-Kosten auf AWS und GCP.',
      ar: 'خدمات DevOps من Fernhill: بنية تحتية عبر Terraform، وخطوط CI/CD، وKubernetes أو ECS، ومراقبة شاملة بأهداف مستوى الخدمة (SLO)، وتحسين تكاليف السحابة على AWS وGCP.',
    },
    summary: {
      en: 'Infrastructure as code, fast CI/CD, observability and cloud cost control, so teams deploy daily without fear.',
      de: 'Infrastruktur als Code, schnelle CI/CD, Observability und Cloud-Kostenkontrolle – damit Teams täglich angstfrei deployen.',
      ar: 'بنية تحتية مُعرّفة كشيفرة، وتكامل ونشر مستمران وسريعان، ومراقبة شاملة، وضبط لتكاليف السحابة، لتنشر الفرق يوميًا دون قلق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Deploy on a Tuesday afternoon and go home on time',
          de: 'Am Dienstagnachmittag deployen und pünktlich Feierabend machen',
          ar: 'انشر تحديثاتك عصر الثلاثاء وعُد إلى بيتك في موعدك',
        },
        lead: {
          en: 'We build the infrastructure, pipelines and observability that let product teams ship small changes many times a day, recover quickly when something breaks and pay only for the cloud they actually use.',
          de: 'Wir bauen die Infrastruktur, Pipelines und Observability, mit denen Produktteams mehrmals täglich kleine Änderungen ausliefern, sich nach Störungen schnell erholen und nur für die Cloud zahlen, die sie tatsächlich nutzen.',
          ar: 'نبني البنية التحتية وخطوط النشر وأدوات المراقبة التي تمكّن فرق المنتجات من إطلاق تغييرات صغيرة مرات عدة في اليوم، والتعافي بسرعة عند حدوث عطل، ودفع ثمن ما تستخدمه فعلًا من السحابة فقط.',
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
          en: 'What we set up and run',
          de: 'Was wir aufsetzen und betreiben',
          ar: 'ما نُعدّه ونشغّله',
        },
        items: [
          {
            title: {
              en: 'Infrastructure as code',
              de: 'Infrastruktur als Code',
              ar: 'البنية التحتية كشيفرة',
            },
            text: {
              en: 'AWS, Google Cloud or Azure environments defined in Terraform or OpenTofu, reviewed in pull requests and reproducible from scratch.',
              de: 'Umgebungen auf AWS, Google Cloud oder Azure, definiert in Terraform oder OpenTofu, in Pull Requests geprüft und jederzeit von Grund auf reproduzierbar.',
              ar: 'بيئات على AWS أو Google Cloud أو Azure مُعرَّفة عبر Terraform أو OpenTofu، تُراجَع في طلبات الدمج ويمكن إعادة إنشائها من الصفر.',
            },
          },
          {
            title: { en: 'CI/CD pipelines', de: 'CI/CD-Pipelines', ar: 'خطوط CI/CD' },
            text: {
              en: 'GitHub Actions or GitLab CI pipelines with caching, parallel tests, preview environments and one-click rollbacks.',
              de: 'Pipelines mit GitHub Actions oder GitLab CI – mit Caching, parallelen Tests, Vorschauumgebungen und Rollbacks per Klick.',
              ar: 'خطوط عبر GitHub Actions أو GitLab CI مع التخزين المؤقت والاختبارات المتوازية وبيئات المعاينة والتراجع بنقرة واحدة.',
            },
          },
          {
            title: { en: 'Container platforms', de: 'Container-Plattformen', ar: 'منصات الحاويات' },
            text: {
              en: 'ECS, Cloud Run or Kubernetes, chosen by team size and workload, with autoscaling and zero-downtime deploys.',
              de: 'ECS, Cloud Run oder Kubernetes, gewählt nach Teamgröße und Workload, mit Autoscaling und Deployments ohne Ausfallzeit.',
              ar: 'ECS أو Cloud Run أو Kubernetes، نختار بينها حسب حجم الفريق وحمل العمل، مع توسّع تلقائي ونشر دون توقف.',
            },
          },
          {
            title: {
              en: 'Observability and SLOs',
              de: 'Observability und SLOs',
              ar: 'المراقبة الشاملة وأهداف مستوى الخدمة',
            },
            text: {
              en: 'OpenTelemetry traces, structured logs and metrics in Grafana or Datadog, with service level objectives and alerts that matter.',
              de: 'OpenTelemetry-Traces, strukturierte Logs und Metriken in Grafana oder Datadog, mit Service Level Objectives und Alarmen, die wirklich zählen.',
              ar: 'تتبّعات OpenTelemetry وسجلات منظَّمة ومقاييس في Grafana أو Datadog، مع أهداف لمستوى الخدمة وتنبيهات لا تصدر إلا لما يهم فعلًا.',
            },
          },
          {
            title: {
              en: 'Cloud cost optimization',
              de: 'Optimierung der Cloud-Kosten',
              ar: 'تحسين تكاليف السحابة',
            },
            text: {
              en: 'Rightsizing, savings plans, storage lifecycle rules and per-team cost reporting, often reducing monthly bills by a fifth or more.',
              de: 'Rightsizing, Savings Plans, Lebenszyklusregeln für Speicher und Kostenberichte pro Team – oft sinkt die Monatsrechnung dadurch um ein Fünftel oder mehr.',
              ar: 'ضبط أحجام الموارد، وخطط التوفير، وقواعد دورة حياة التخزين، وتقارير التكلفة لكل فريق، ما يخفض الفواتير الشهرية غالبًا بمقدار الخُمس أو أكثر.',
            },
          },
          {
            title: {
              en: 'Security and compliance controls',
              de: 'Sicherheits- und Compliance-Kontrollen',
              ar: 'ضوابط الأمان والامتثال',
            },
            text: {
              en: 'Least-privilege IAM, secrets management, audit trails and automated evidence collection for SOC 2 and HIPAA.',
              de: 'IAM nach dem Least-Privilege-Prinzip, Secrets-Management, Audit-Trails und automatisierte Nachweissammlung für SOC 2 und HIPAA.',
              ar: 'إدارة للهويات والوصول وفق مبدأ الحد الأدنى من الصلاحيات، وإدارة للأسرار، وسجلات تدقيق، وجمع آلي للأدلة لمتطلبات SOC 2 وHIPAA.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach DevOps',
          de: 'Unser Ansatz für DevOps',
          ar: 'نهجنا في DevOps',
        },
        paragraphs: [
          {
            en: 'We measure before we change. The four DORA metrics, deployment frequency, lead time, change failure rate and time to restore, give a baseline, and we pick improvements that move them. Usually the first wins are unglamorous: a flaky test suite fixed, a ten-minute build cached down to three, a manual deploy checklist replaced by a pipeline.',
            de: 'Wir messen, bevor wir etwas ändern. Die vier DORA-Metriken – Deployment-Frequenz, Durchlaufzeit, Änderungsfehlerrate und Wiederherstellungszeit – liefern eine Ausgangsbasis, und wir wählen Verbesserungen, die sie spürbar bewegen. Die ersten Erfolge sind meist unspektakulär: eine instabile Testsuite repariert, ein zehnminütiger Build per Caching auf drei Minuten verkürzt, eine manuelle Deployment-Checkliste durch eine Pipeline ersetzt.',
            ar: 'نقيس قبل أن نغيّر. فمقاييس DORA الأربعة، وهي تكرار النشر، والمهلة الزمنية للتغيير، ومعدل فشل التغييرات، وزمن الاستعادة، تمنحنا خط أساس، ثم نختار التحسينات التي تحرّكها. وعادةً ما تكون المكاسب الأولى بعيدة عن الأضواء: إصلاح مجموعة اختبارات متقلبة النتائج، أو تقليص زمن بناء من عشر دقائق إلى ثلاث بالتخزين المؤقت، أو استبدال قائمة تحقق يدوية للنشر بخط نشر آلي.',
          },
          {
            en: 'We resist complexity a team cannot operate. Kubernetes is a fine tool for organizations with several services and a platform team; a product with two services and four engineers is often better served by ECS or Cloud Run. Every environment is defined in code, secrets live in a managed vault, and disaster recovery is rehearsed by actually restoring backups into a clean account twice a year.',
            de: 'Wir vermeiden Komplexität, die ein Team nicht betreiben kann. Kubernetes ist ein gutes Werkzeug für Organisationen mit mehreren Services und einem Plattformteam; für ein Produkt mit zwei Services und vier Entwicklerinnen und Entwicklern sind ECS oder Cloud Run oft die bessere Wahl. Jede Umgebung ist als Code definiert, Secrets liegen in einem verwalteten Vault, und die Notfallwiederherstellung üben wir zweimal im Jahr, indem wir Backups tatsächlich in ein leeres Konto zurückspielen.',
            ar: 'نتجنب التعقيد الذي لا يستطيع الفريق إدارته. فـ Kubernetes أداة ممتازة للمؤسسات التي لديها خدمات عدة وفريق منصات، أما المنتج المكوّن من خدمتين وأربعة مهندسين فغالبًا ما يناسبه ECS أو Cloud Run أكثر. كل بيئة مُعرَّفة كشيفرة، والأسرار محفوظة في خزنة مُدارة، ونتدرب على التعافي من الكوارث باستعادة النسخ الاحتياطية فعليًا إلى حساب نظيف مرتين في السنة.',
          },
          {
            en: 'Alerts page people only when users are affected, measured against SLOs, and every page links to a runbook. Our DevOps engineers support the product teams in our [SaaS development](/services/saas-development) and [HIPAA-compliant software](/services/hipaa-compliant-software-development) practices, where infrastructure controls are part of what customers and auditors review.',
            de: 'Alarme gehen nur dann an die Bereitschaft, wenn Nutzer betroffen sind – gemessen an den SLOs –, und jeder Alarm verweist auf ein Runbook. Unsere DevOps-Fachleute unterstützen die Produktteams unserer Bereiche [SaaS-Entwicklung](/services/saas-development) und [HIPAA-konforme Software](/services/hipaa-compliant-software-development), in denen Infrastrukturkontrollen zu dem gehören, was Kunden und Auditoren prüfen.',
            ar: 'لا تستدعي التنبيهات المهندس المناوب إلا حين يتأثر المستخدمون، وفقًا لقياسها على أهداف مستوى الخدمة، وكل تنبيه يحيل إلى دليل تشغيل. ويدعم مهندسو DevOps لدينا فرق المنتجات في خدمتَي [تطوير البرمجيات كخدمة](/services/saas-development) و[البرمجيات المتوافقة مع HIPAA](/services/hipaa-compliant-software-development)، حيث تُعد ضوابط البنية التحتية جزءًا مما يراجعه العملاء والمدققون.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a DevOps engagement runs',
          de: 'So läuft ein DevOps-Projekt ab',
          ar: 'كيف يسير التعاون في DevOps',
        },
        items: [
          {
            title: { en: 'Assessment', de: 'Bestandsaufnahme', ar: 'التقييم' },
            text: {
              en: 'A one-to-two-week review of infrastructure, pipelines, costs, security and incidents, with a prioritized roadmap.',
              de: 'Eine ein- bis zweiwöchige Prüfung von Infrastruktur, Pipelines, Kosten, Sicherheit und Vorfällen, mit priorisierter Roadmap.',
              ar: 'مراجعة تستغرق أسبوعًا إلى أسبوعين للبنية التحتية وخطوط النشر والتكاليف والأمان والحوادث، مع خارطة طريق مرتبة حسب الأولوية.',
            },
          },
          {
            title: { en: 'Codify', de: 'Als Code erfassen', ar: 'التحويل إلى شيفرة' },
            text: {
              en: 'Existing infrastructure imported into Terraform, so every later change is reviewed and reversible.',
              de: 'Die bestehende Infrastruktur wird in Terraform importiert, damit jede spätere Änderung geprüft und umkehrbar ist.',
              ar: 'استيراد البنية التحتية الحالية إلى Terraform، لتصبح كل التغييرات اللاحقة خاضعة للمراجعة وقابلة للتراجع.',
            },
          },
          {
            title: {
              en: 'Accelerate delivery',
              de: 'Auslieferung beschleunigen',
              ar: 'تسريع التسليم',
            },
            text: {
              en: 'Pipeline improvements, preview environments and progressive delivery with feature flags and canary releases.',
              de: 'Verbesserte Pipelines, Vorschauumgebungen und schrittweise Auslieferung mit Feature Flags und Canary Releases.',
              ar: 'تحسين خطوط النشر، وبيئات المعاينة، والتسليم التدريجي باستخدام مفاتيح تفعيل الميزات والإصدارات التجريبية المحدودة (canary).',
            },
          },
          {
            title: {
              en: 'Operate and hand over',
              de: 'Betreiben und übergeben',
              ar: 'التشغيل والتسليم',
            },
            text: {
              en: 'Observability, on-call runbooks and cost reports, with training so your team owns the platform or we run it for you.',
              de: 'Observability, Runbooks für die Rufbereitschaft und Kostenberichte, mit Schulungen, damit Ihr Team die Plattform übernimmt – oder wir betreiben sie für Sie.',
              ar: 'المراقبة الشاملة وأدلة تشغيل للمناوبات وتقارير التكلفة، مع التدريب ليتولى فريقك المنصة، أو نتولى تشغيلها نيابةً عنك.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'DevOps questions', de: 'Fragen zu DevOps', ar: 'أسئلة حول DevOps' },
        items: [
          {
            question: {
              en: 'Do we need Kubernetes?',
              de: 'Brauchen wir Kubernetes?',
              ar: 'هل نحتاج إلى Kubernetes؟',
            },
            answer: {
              en: 'Probably not yet if you run fewer than about ten services without a dedicated platform team. Managed container services give you autoscaling and zero-downtime deploys with far less to operate. We migrate to Kubernetes when the workload genuinely needs it.',
              de: 'Wahrscheinlich noch nicht, wenn Sie weniger als etwa zehn Services ohne eigenes Plattformteam betreiben. Verwaltete Container-Services bieten Autoscaling und Deployments ohne Ausfallzeit bei deutlich geringerem Betriebsaufwand. Auf Kubernetes migrieren wir, wenn der Workload es wirklich erfordert.',
              ar: 'على الأرجح ليس بعد، إذا كنت تشغّل أقل من عشر خدمات تقريبًا دون فريق منصات مخصص. فخدمات الحاويات المُدارة توفر التوسّع التلقائي والنشر دون توقف بعبء تشغيلي أقل بكثير. وننتقل إلى Kubernetes حين يتطلبه حمل العمل فعلًا.',
            },
          },
          {
            question: {
              en: 'Can you help us pass a SOC 2 audit?',
              de: 'Können Sie uns helfen, ein SOC-2-Audit zu bestehen?',
              ar: 'هل يمكنكم مساعدتنا على اجتياز تدقيق SOC 2؟',
            },
            answer: {
              en: 'Yes, on the infrastructure and engineering side. We implement the technical controls, connect compliance platforms like Vanta or Drata to your cloud accounts and document change management, drawing on our own SOC 2 Type II experience.',
              de: 'Ja, soweit es Infrastruktur und Entwicklung betrifft. Wir setzen die technischen Kontrollen um, verbinden Compliance-Plattformen wie Vanta oder Drata mit Ihren Cloud-Konten und dokumentieren das Change-Management – gestützt auf unsere eigene Erfahrung mit SOC 2 Type II.',
              ar: 'نعم، في جانبَي البنية التحتية والهندسة. ننفّذ الضوابط التقنية، ونربط منصات الامتثال مثل Vanta أو Drata بحساباتك السحابية، ونوثّق إدارة التغيير، مستفيدين من خبرتنا الخاصة مع تدقيق SOC 2 من النوع الثاني.',
            },
          },
          {
            question: {
              en: 'Can you cut our cloud bill?',
              de: 'Können Sie unsere Cloud-Rechnung senken?',
              ar: 'هل يمكنكم خفض فاتورة السحابة لدينا؟',
            },
            answer: {
              en: 'Usually. A cost review finds idle resources, oversized databases and missing commitments within a week or two, and we implement the changes safely with monitoring in place.',
              de: 'In der Regel ja. Eine Kostenanalyse findet innerhalb von ein bis zwei Wochen ungenutzte Ressourcen, überdimensionierte Datenbanken und fehlende Reservierungen, und wir setzen die Änderungen sicher und mit begleitendem Monitoring um.',
              ar: 'في الغالب نعم. فمراجعة التكاليف تكشف خلال أسبوع أو أسبوعين عن الموارد الخاملة وقواعد البيانات المبالغ في حجمها وفرص الالتزام المسبق غير المستغلة، ثم ننفّذ التغييرات بأمان مع وجود المراقبة.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Are deploys still a ceremony?',
          de: 'Ist jedes Deployment noch ein Großereignis?',
          ar: 'هل لا يزال كل نشر حدثًا يستنفر الفريق بأكمله؟',
        },
        text: {
          en: 'Tell us how your team ships today and what keeps breaking. We will suggest the first three improvements and what they would take.',
          de: 'Erzählen Sie uns, wie Ihr Team heute ausliefert und was immer wieder kaputtgeht. Wir schlagen die ersten drei Verbesserungen vor und sagen Ihnen, was sie erfordern würden.',
          ar: 'أخبرنا كيف يطلق فريقك التحديثات اليوم وما الذي يتعطل مرارًا، وسنقترح أول ثلاثة تحسينات وما يتطلبه تنفيذها.',
        },
        action: {
          label: {
            en: 'Request a DevOps assessment',
            de: 'DevOps-Bestandsaufnahme anfragen',
            ar: 'اطلب تقييمًا لممارسات DevOps',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['kindred-box'],
    keywords: [
      'DevOps services',
      'DevOps consulting',
      'Terraform',
      'CI/CD',
      'Kubernetes',
      'observability',
      'cloud cost optimization',
    ],
  },
  {
    slug: 'ecommerce-development',
    group: 'development',
    path: '/services/ecommerce-development',
    name: { en: 'Ecommerce', de: 'E-Commerce', ar: 'التجارة الإلكترونية' },
    title: {
      en: 'Ecommerce development company',
      de: 'Agentur für E-Commerce-Entwicklung',
      ar: 'شركة لتطوير حلول التجارة الإلكترونية',
    },
    description: {
      en: 'Ecommerce development by Fernhill: Shopify Plus and headless storefronts, subscriptions, fast checkout and ERP, OMS and 3PL integrations that scale.',
      de: 'E-Commerce-Entwicklung von Fernhill: Shopify Plus und Headless-Storefronts, Abonnements, schneller Checkout sowie skalierbare ERP-, OMS- und 3PL-Integrationen.',
      ar: 'تطوير التجارة الإلكترونية من Fernhill: متاجر Shopify Plus وواجهات متاجر منفصلة (headless)، واشتراكات، ودفع سريع، وتكاملات قابلة للتوسّع مع أنظمة ERP وOMS و3PL.',
    },
    summary: {
      en: 'Shopify Plus and headless storefronts, subscriptions and back-office integrations built for conversion and peak traffic.',
      de: 'Shopify-Plus- und Headless-Shops, Abonnements und Back-Office-Integrationen, gebaut für Conversion und Lastspitzen.',
      ar: 'متاجر Shopify Plus ومتاجر بواجهات منفصلة، واشتراكات، وتكاملات مع الأنظمة الخلفية، مصممة لرفع التحويل وتحمّل ذروات الزيارات.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Storefronts that stay fast on Black Friday',
          de: 'Shops, die auch am Black Friday schnell bleiben',
          ar: 'متاجر تبقى سريعة حتى في الجمعة السوداء',
        },
        lead: {
          en: 'We build and extend ecommerce for direct-to-consumer brands and B2B sellers: Shopify Plus and headless storefronts, subscription programs, and integrations that keep inventory, orders and fulfillment in sync.',
          de: 'Wir bauen und erweitern E-Commerce für Direct-to-Consumer-Marken und B2B-Händler: Shopify Plus und Headless-Storefronts, Abo-Programme und Integrationen, die Lagerbestand, Bestellungen und Fulfillment synchron halten.',
          ar: 'نبني حلول التجارة الإلكترونية ونطوّرها للعلامات التجارية التي تبيع مباشرة للمستهلك ولبائعي B2B: متاجر Shopify Plus وواجهات متاجر منفصلة، وبرامج اشتراكات، وتكاملات تُبقي المخزون والطلبات وتجهيزها وتوصيلها متزامنة.',
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
          en: 'What we build for commerce',
          de: 'Was wir für den Onlinehandel entwickeln',
          ar: 'ما نبنيه للتجارة الإلكترونية',
        },
        items: [
          {
            title: {
              en: 'Shopify Plus builds',
              de: 'Shopify-Plus-Projekte',
              ar: 'مشاريع Shopify Plus',
            },
            text: {
              en: 'Custom themes, checkout extensions, Shopify Functions for discounts and shipping rules, and private apps for unusual workflows.',
              de: 'Individuelle Themes, Checkout-Erweiterungen, Shopify Functions für Rabatt- und Versandregeln sowie private Apps für ungewöhnliche Abläufe.',
              ar: 'قوالب مخصصة، وإضافات لصفحة الدفع، وShopify Functions لقواعد الخصومات والشحن، وتطبيقات خاصة لمسارات العمل غير المألوفة.',
            },
          },
          {
            title: {
              en: 'Headless storefronts',
              de: 'Headless-Storefronts',
              ar: 'واجهات متاجر منفصلة (headless)',
            },
            text: {
              en: 'Hydrogen or Next.js storefronts on Shopify, commercetools or Medusa, when content, performance or multi-region needs outgrow themes.',
              de: 'Storefronts mit Hydrogen oder Next.js auf Shopify, commercetools oder Medusa – wenn Anforderungen an Content, Performance oder mehrere Regionen über Themes hinauswachsen.',
              ar: 'واجهات متاجر مبنية بـ Hydrogen أو Next.js فوق Shopify أو commercetools أو Medusa، حين تتجاوز احتياجات المحتوى أو الأداء أو تعدد المناطق ما توفره القوالب.',
            },
          },
          {
            title: {
              en: 'Subscriptions and memberships',
              de: 'Abonnements und Mitgliedschaften',
              ar: 'الاشتراكات والعضويات',
            },
            text: {
              en: 'Subscribe-and-save, curated boxes and memberships on Recharge, Stripe Billing or Shopify’s native subscriptions, with self-service management.',
              de: 'Spar-Abos, kuratierte Boxen und Mitgliedschaften mit Recharge, Stripe Billing oder den nativen Shopify-Abonnements – inklusive Self-Service-Verwaltung.',
              ar: 'اشتراكات «اشترك ووفّر»، وصناديق منتقاة، وعضويات عبر Recharge أو Stripe Billing أو اشتراكات Shopify المدمجة، مع إدارة ذاتية للعملاء.',
            },
          },
          {
            title: {
              en: 'Back-office integrations',
              de: 'Back-Office-Integrationen',
              ar: 'تكاملات الأنظمة الخلفية',
            },
            text: {
              en: 'ERP, order management, 3PL and accounting connections with NetSuite, ShipBob and similar systems, including retry and reconciliation.',
              de: 'Anbindungen an ERP, Auftragsverwaltung, 3PL und Buchhaltung mit NetSuite, ShipBob und ähnlichen Systemen, inklusive Wiederholungslogik und Abgleich.',
              ar: 'ربط أنظمة ERP وإدارة الطلبات والخدمات اللوجستية (3PL) والمحاسبة مع NetSuite وShipBob والأنظمة المماثلة، بما في ذلك إعادة المحاولة والمطابقة.',
            },
          },
          {
            title: {
              en: 'Search and merchandising',
              de: 'Suche und Merchandising',
              ar: 'البحث وعرض المنتجات',
            },
            text: {
              en: 'Algolia or Shopify Search & Discovery with synonyms, facets and merchandising rules your team can manage.',
              de: 'Algolia oder Shopify Search & Discovery mit Synonymen, Filtern und Merchandising-Regeln, die Ihr Team selbst pflegen kann.',
              ar: 'Algolia أو Shopify Search & Discovery مع المرادفات وعوامل التصفية وقواعد عرض المنتجات التي يستطيع فريقك إدارتها.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach ecommerce',
          de: 'Unser Ansatz für E-Commerce',
          ar: 'نهجنا في التجارة الإلكترونية',
        },
        paragraphs: [
          {
            en: 'We choose the simplest platform that meets the business case. Most brands under a few hundred million in revenue are best served by Shopify Plus with a well-built theme and a small set of apps; headless architecture earns its extra cost when you need rich editorial content, several storefronts from one catalog or performance a theme cannot reach. We say so in discovery rather than after the invoice.',
            de: 'Wir wählen die einfachste Plattform, die die geschäftlichen Anforderungen erfüllt. Für die meisten Marken mit weniger als einigen hundert Millionen Umsatz ist Shopify Plus mit einem gut gebauten Theme und wenigen Apps die beste Wahl; eine Headless-Architektur rechtfertigt ihre Mehrkosten, wenn Sie umfangreiche redaktionelle Inhalte, mehrere Storefronts aus einem Katalog oder eine Performance brauchen, die kein Theme erreicht. Das sagen wir Ihnen in der Discovery-Phase – nicht erst mit der Rechnung.',
            ar: 'نختار أبسط منصة تلبي متطلبات العمل. فمعظم العلامات التجارية التي تقل إيراداتها عن بضع مئات من الملايين يناسبها Shopify Plus مع قالب متقن ومجموعة صغيرة من التطبيقات، أما البنية المنفصلة (headless) فتستحق تكلفتها الإضافية حين تحتاج إلى محتوى تحريري غني، أو عدة واجهات متاجر من كتالوج واحد، أو أداء لا يبلغه أي قالب. ونقول ذلك بوضوح في مرحلة الاستكشاف، لا بعد وصول الفاتورة.',
          },
          {
            en: 'Conversion work is evidence-based. We instrument the funnel from product page to order confirmation, fix performance issues that hurt mobile conversion first, and run A/B tests on changes large enough to measure. Checkout customizations stay within Shopify’s extensibility model so upgrades do not break them, and every app added to a store is reviewed for its effect on page weight.',
            de: 'Conversion-Optimierung stützt sich bei uns auf Daten. Wir messen den Funnel von der Produktseite bis zur Bestellbestätigung, beheben zuerst die Performance-Probleme, die die mobile Conversion belasten, und führen A/B-Tests für Änderungen durch, die groß genug sind, um messbar zu sein. Checkout-Anpassungen bleiben innerhalb des Erweiterungsmodells von Shopify, damit Updates sie nicht beschädigen, und jede neue App im Shop prüfen wir auf ihre Auswirkung auf das Seitengewicht.',
            ar: 'نعتمد في تحسين معدلات التحويل على الأدلة. فنرصد مسار الشراء من صفحة المنتج حتى تأكيد الطلب، ونبدأ بإصلاح مشكلات الأداء التي تضر بالتحويل على الجوال، ونُجري اختبارات A/B على التغييرات الكبيرة بما يكفي لقياس أثرها. وتبقى تخصيصات صفحة الدفع ضمن نموذج التوسعة الذي يتيحه Shopify حتى لا تتعطل مع التحديثات، ونراجع كل تطبيق يُضاف إلى المتجر لمعرفة أثره في حجم الصفحة.',
          },
          {
            en: 'Peak readiness is planned months ahead: load tests on the storefront and integrations, queue-based order sync that survives a slow ERP, and a code freeze calendar. Our [DevOps](/services/devops) team monitors integrations through the peak, and our [web design](/services/web-design) team shapes campaign pages that load fast on launch day.',
            de: 'Die Vorbereitung auf Lastspitzen planen wir Monate im Voraus: Lasttests für Storefront und Integrationen, eine warteschlangenbasierte Bestellsynchronisierung, die auch ein langsames ERP übersteht, und einen Kalender mit Code-Freeze-Phasen. Unser [DevOps](/services/devops)-Team überwacht die Integrationen während der Hochphase, und unser Team für [Webdesign](/services/web-design) gestaltet Kampagnenseiten, die am Launch-Tag schnell laden.',
            ar: 'نخطط للجاهزية لمواسم الذروة قبلها بأشهر: اختبارات أحمال لواجهة المتجر والتكاملات، ومزامنة للطلبات قائمة على الطوابير تصمد أمام بطء نظام ERP، وجدول زمني لتجميد الشيفرة. ويراقب فريق [DevOps](/services/devops) لدينا التكاملات طوال فترة الذروة، ويصمم فريق [تصميم المواقع](/services/web-design) صفحات حملات سريعة التحميل يوم الإطلاق.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How an ecommerce project runs',
          de: 'So läuft ein E-Commerce-Projekt ab',
          ar: 'كيف يسير مشروع التجارة الإلكترونية',
        },
        items: [
          {
            title: {
              en: 'Commerce discovery',
              de: 'Discovery-Phase',
              ar: 'استكشاف متطلبات المتجر',
            },
            text: {
              en: 'Catalog, pricing, fulfillment and integration requirements, analytics review and platform recommendation.',
              de: 'Anforderungen an Katalog, Preisgestaltung, Fulfillment und Integrationen, Analyse der Daten und eine Plattformempfehlung.',
              ar: 'متطلبات الكتالوج والتسعير وتجهيز الطلبات والتكامل، ومراجعة التحليلات، والتوصية بالمنصة المناسبة.',
            },
          },
          {
            title: {
              en: 'Design and architecture',
              de: 'Design und Architektur',
              ar: 'التصميم والبنية',
            },
            text: {
              en: 'Storefront design, app selection, data flows between systems and a migration plan for products, customers and orders.',
              de: 'Storefront-Design, Auswahl der Apps, Datenflüsse zwischen den Systemen und ein Migrationsplan für Produkte, Kunden und Bestellungen.',
              ar: 'تصميم واجهة المتجر، واختيار التطبيقات، وتدفقات البيانات بين الأنظمة، وخطة لترحيل المنتجات والعملاء والطلبات.',
            },
          },
          {
            title: {
              en: 'Build and migrate',
              de: 'Entwickeln und migrieren',
              ar: 'البناء والترحيل',
            },
            text: {
              en: 'Sprints on the storefront and integrations, with test orders flowing through to fulfillment before launch.',
              de: 'Sprints für Storefront und Integrationen, wobei Testbestellungen schon vor dem Launch bis ins Fulfillment durchlaufen.',
              ar: 'سبرنتات لتطوير واجهة المتجر والتكاملات، مع طلبات تجريبية تمر حتى مرحلة تجهيز الطلبات قبل الإطلاق.',
            },
          },
          {
            title: {
              en: 'Launch and optimize',
              de: 'Launch und Optimierung',
              ar: 'الإطلاق والتحسين',
            },
            text: {
              en: 'Redirects, SEO checks and a controlled cutover, followed by a conversion optimization roadmap.',
              de: 'Weiterleitungen, SEO-Checks und eine kontrollierte Umstellung, gefolgt von einer Roadmap zur Conversion-Optimierung.',
              ar: 'إعادات التوجيه، وفحوصات تحسين محركات البحث، وانتقال مضبوط إلى المنصة الجديدة، تليها خارطة طريق لتحسين معدلات التحويل.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Ecommerce questions',
          de: 'Fragen zum E-Commerce',
          ar: 'أسئلة حول التجارة الإلكترونية',
        },
        items: [
          {
            question: {
              en: 'Should we go headless?',
              de: 'Sollten wir auf Headless setzen?',
              ar: 'هل ينبغي أن نعتمد بنية منفصلة الواجهة (headless)؟',
            },
            answer: {
              en: 'Only if a theme is genuinely limiting you. Headless adds a second application to host and maintain. It pays off for content-rich brands, complex multi-market setups and sites where sub-second performance is a competitive edge.',
              de: 'Nur wenn ein Theme Sie wirklich einschränkt. Headless bedeutet eine zweite Anwendung, die gehostet und gewartet werden muss. Es lohnt sich für contentstarke Marken, komplexe Setups mit mehreren Märkten und Shops, bei denen Ladezeiten unter einer Sekunde ein Wettbewerbsvorteil sind.',
              ar: 'فقط إذا كان القالب يقيّدك فعلًا. فالبنية المنفصلة تضيف تطبيقًا ثانيًا يحتاج إلى استضافة وصيانة. وهي مجدية للعلامات التجارية الغنية بالمحتوى، والإعدادات المعقدة متعددة الأسواق، والمواقع التي يمثّل فيها الأداء بأقل من ثانية ميزة تنافسية.',
            },
          },
          {
            question: {
              en: 'Can you migrate us from Magento or WooCommerce?',
              de: 'Können Sie uns von Magento oder WooCommerce migrieren?',
              ar: 'هل يمكنكم نقل متجرنا من Magento أو WooCommerce؟',
            },
            answer: {
              en: 'Yes. We migrate products, customers, order history and URLs, set up redirects and recreate essential custom logic with Shopify Functions or apps, usually in 10 to 16 weeks.',
              de: 'Ja. Wir migrieren Produkte, Kunden, Bestellhistorie und URLs, richten Weiterleitungen ein und bilden wichtige individuelle Logik mit Shopify Functions oder Apps nach – meist in 10 bis 16 Wochen.',
              ar: 'نعم. ننقل المنتجات والعملاء وسجل الطلبات والروابط، ونُعدّ إعادات التوجيه، ونعيد بناء المنطق المخصص الأساسي باستخدام Shopify Functions أو التطبيقات، عادةً خلال 10 إلى 16 أسبوعًا.',
            },
          },
          {
            question: {
              en: 'How do you handle subscription billing edge cases?',
              de: 'Wie gehen Sie mit Sonderfällen bei der Abo-Abrechnung um?',
              ar: 'كيف تتعاملون مع الحالات الاستثنائية في فوترة الاشتراكات؟',
            },
            answer: {
              en: 'We design for failed payments, skipped shipments, address changes and plan swaps explicitly, with dunning emails and retry schedules tuned to reduce involuntary churn.',
              de: 'Wir planen fehlgeschlagene Zahlungen, ausgesetzte Lieferungen, Adressänderungen und Tarifwechsel ausdrücklich ein – mit Mahn-E-Mails und Wiederholungsplänen, die darauf abgestimmt sind, unfreiwillige Kündigungen zu verringern.',
              ar: 'نأخذ في الحسبان صراحةً منذ التصميم حالات فشل الدفع، وتخطي الشحنات، وتغيير العناوين، وتبديل الخطط، مع رسائل تذكير بالسداد وجداول لإعادة المحاولة مضبوطة للحد من فقدان المشتركين غير المقصود.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Planning a replatform or a peak season?',
          de: 'Steht ein Plattformwechsel oder die Hochsaison bevor?',
          ar: 'هل تخطط للانتقال إلى منصة جديدة أو تستعد لموسم ذروة؟',
        },
        text: {
          en: 'Tell us your platform, your revenue goals and what slows your team down. We will suggest a plan that fits your calendar.',
          de: 'Nennen Sie uns Ihre Plattform, Ihre Umsatzziele und das, was Ihr Team ausbremst. Wir schlagen Ihnen einen Plan vor, der zu Ihrem Zeitplan passt.',
          ar: 'أخبرنا بمنصتك وأهدافك من الإيرادات وما يبطئ فريقك، وسنقترح خطة تناسب جدولك الزمني.',
        },
        action: {
          label: {
            en: 'Talk about your store',
            de: 'Über Ihren Shop sprechen',
            ar: 'حدّثنا عن متجرك',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['kindred-box'],
    keywords: [
      'ecommerce development',
      'ecommerce development company',
      'Shopify Plus',
      'headless commerce',
      'Hydrogen',
      'subscription ecommerce',
      'ERP integration',
    ],
  },
  {
    slug: 'enterprise-software-development',
    group: 'development',
    path: '/services/enterprise-software-development',
    name: { en: 'Enterprise software', de: 'Unternehmenssoftware', ar: 'برمجيات المؤسسات' },
    title: {
      en: 'Enterprise software development company',
      de: 'Agentur für die Entwicklung von Unternehmenssoftware',
      ar: 'شركة تطوير برمجيات المؤسسات',
    },
    description: {
      en: 'Enterprise software by Fernhill: SSO, role-based access, audit trails and SAP or Salesforce integrations, with staged modernization of legacy systems.',
      de: 'Unternehmenssoftware von Fernhill: SSO, rollenbasierter Zugriff, Audit-Trails und Integrationen mit SAP oder Salesforce sowie schrittweise Modernisierung von Altsystemen.',
      ar: 'برمجيات المؤسسات من Fernhill: تسجيل دخول موحّد، وصلاحيات وصول قائمة على الأدوار، وسجلات تدقيق، وتكاملات مع SAP أو Salesforce، مع تحديث تدريجي للأنظمة القديمة.',
    },
    summary: {
      en: 'Secure, integrated enterprise applications with SSO, audit trails and staged modernization of legacy systems.',
      de: 'Sichere, integrierte Unternehmensanwendungen mit SSO, Audit-Trails und schrittweiser Modernisierung von Altsystemen.',
      ar: 'تطبيقات مؤسسية آمنة ومتكاملة مع تسجيل دخول موحد وسجلات تدقيق وتحديث تدريجي للأنظمة القديمة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Enterprise software that passes security review and still gets used',
          de: 'Unternehmenssoftware, die die Sicherheitsprüfung besteht – und trotzdem gern genutzt wird',
          ar: 'برمجيات مؤسسية تجتاز المراجعة الأمنية ويُقبل الموظفون على استخدامها',
        },
        lead: {
          en: 'We build and modernize applications for large organizations: systems that plug into your identity provider, respect your data policies, integrate with the platforms you already run and are pleasant enough that people stop working around them.',
          de: 'Wir entwickeln und modernisieren Anwendungen für große Organisationen: Systeme, die sich an Ihren Identitätsanbieter anbinden, Ihre Datenrichtlinien einhalten, sich in Ihre bestehenden Plattformen integrieren und so angenehm zu bedienen sind, dass niemand mehr nach Umwegen sucht.',
          ar: 'نبني التطبيقات ونحدّثها للمؤسسات الكبيرة: أنظمة ترتبط بمزوّد الهوية لديك، وتحترم سياسات بياناتك، وتتكامل مع المنصات التي تشغّلها بالفعل، وتكون مريحة بما يكفي ليكفّ الموظفون عن البحث عن طرق للالتفاف عليها.',
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
          en: 'What we deliver for enterprises',
          de: 'Was wir für Unternehmen liefern',
          ar: 'ما نقدمه للمؤسسات',
        },
        items: [
          {
            title: {
              en: 'Line-of-business applications',
              de: 'Fachanwendungen',
              ar: 'تطبيقات الأعمال المتخصصة',
            },
            text: {
              en: 'Field operations, procurement, claims and compliance tools designed around your processes and approval chains.',
              de: 'Tools für Außendienst, Beschaffung, Schadenbearbeitung und Compliance, ausgerichtet auf Ihre Prozesse und Freigabeketten.',
              ar: 'أدوات للعمليات الميدانية والمشتريات والمطالبات والامتثال، مصممة حول إجراءاتك وسلاسل الموافقات لديك.',
            },
          },
          {
            title: { en: 'Identity and access', de: 'Identität und Zugriff', ar: 'الهوية والوصول' },
            text: {
              en: 'SSO through SAML or OpenID Connect with Okta or Microsoft Entra ID, SCIM provisioning and fine-grained role-based access.',
              de: 'SSO über SAML oder OpenID Connect mit Okta oder Microsoft Entra ID, SCIM-Provisionierung und fein abgestufter rollenbasierter Zugriff.',
              ar: 'تسجيل دخول موحّد عبر SAML أو OpenID Connect مع Okta أو Microsoft Entra ID، وتوفير الحسابات عبر SCIM، وصلاحيات وصول دقيقة قائمة على الأدوار.',
            },
          },
          {
            title: { en: 'System integration', de: 'Systemintegration', ar: 'تكامل الأنظمة' },
            text: {
              en: 'APIs and event-driven integrations with SAP, Salesforce, ServiceNow, Workday and in-house systems, with monitoring and replay.',
              de: 'APIs und ereignisgesteuerte Integrationen mit SAP, Salesforce, ServiceNow, Workday und Eigenentwicklungen, mit Monitoring und Replay-Funktion.',
              ar: 'واجهات برمجية وتكاملات قائمة على الأحداث مع SAP وSalesforce وServiceNow وWorkday والأنظمة الداخلية، مع المراقبة وإمكانية إعادة معالجة الأحداث.',
            },
          },
          {
            title: {
              en: 'Legacy modernization',
              de: 'Modernisierung von Altsystemen',
              ar: 'تحديث الأنظمة القديمة',
            },
            text: {
              en: 'Mainframe-era and monolithic applications moved to cloud services incrementally, one capability at a time.',
              de: 'Anwendungen aus der Mainframe-Ära und Monolithen, schrittweise in Cloud-Services überführt – eine Funktion nach der anderen.',
              ar: 'نقل التطبيقات الموروثة من عصر الحواسيب المركزية والتطبيقات الأحادية إلى خدمات سحابية تدريجيًا، قدرةً تلو الأخرى.',
            },
          },
          {
            title: {
              en: 'Audit and compliance',
              de: 'Audit und Compliance',
              ar: 'التدقيق والامتثال',
            },
            text: {
              en: 'Immutable audit trails, retention policies, data residency and reporting aligned with SOX, HIPAA or internal controls.',
              de: 'Unveränderliche Audit-Trails, Aufbewahrungsrichtlinien, Datenresidenz und Reporting im Einklang mit SOX, HIPAA oder internen Kontrollen.',
              ar: 'سجلات تدقيق غير قابلة للتعديل، وسياسات للاحتفاظ بالبيانات، وضبط لمواقع تخزين البيانات، وتقارير متوافقة مع SOX أو HIPAA أو الضوابط الداخلية.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach enterprise software',
          de: 'Unser Ansatz für Unternehmenssoftware',
          ar: 'نهجنا في برمجيات المؤسسات',
        },
        paragraphs: [
          {
            en: 'Enterprise projects are won or lost in the first month, before much code is written. We identify every stakeholder group that can block a launch, including security, architecture review, procurement and works councils where relevant, and bring them into the plan early. Security questionnaires, threat models and data-flow diagrams are prepared alongside the design, not after it.',
            de: 'Enterprise-Projekte werden im ersten Monat gewonnen oder verloren, bevor viel Code entsteht. Wir identifizieren jede Stakeholdergruppe, die einen Launch blockieren kann – darunter IT-Sicherheit, Architekturgremium, Einkauf und, wo relevant, den Betriebsrat – und beziehen sie früh in die Planung ein. Sicherheitsfragebögen, Bedrohungsmodelle und Datenflussdiagramme entstehen parallel zum Design, nicht erst danach.',
            ar: 'تُحسم مشاريع المؤسسات نجاحًا أو إخفاقًا في الشهر الأول، قبل كتابة الكثير من الشيفرة. فنحدد كل مجموعة من أصحاب المصلحة يمكنها أن تعطّل الإطلاق، ومنها فرق الأمن ومراجعة البنية المعمارية والمشتريات ومجالس العاملين حيثما وُجدت، ونشركها في الخطة مبكرًا. ونُعدّ استبيانات الأمان ونماذج التهديدات ومخططات تدفق البيانات بالتوازي مع التصميم، لا بعده.',
          },
          {
            en: 'For modernization we use the strangler fig pattern: an integration layer sits in front of the legacy system, new services take over capabilities one at a time, and traffic shifts gradually with the old path available until the new one is proven. Data is synchronized both ways during the transition, and each step is small enough to roll back. This avoids the multi-year rewrite that never quite replaces the original.',
            de: 'Für Modernisierungen nutzen wir das Strangler-Fig-Pattern: Eine Integrationsschicht liegt vor dem Altsystem, neue Services übernehmen Funktionen nacheinander, und der Datenverkehr wird schrittweise umgeleitet, während der alte Weg verfügbar bleibt, bis sich der neue bewährt hat. Während des Übergangs werden die Daten in beide Richtungen synchronisiert, und jeder Schritt ist klein genug, um ihn zurückzunehmen. So vermeiden wir die jahrelange Neuentwicklung, die das Original nie ganz ablöst.',
            ar: 'في مشاريع التحديث نعتمد نمط الاستبدال التدريجي (strangler fig): تقف طبقة تكامل أمام النظام القديم، وتتولى خدمات جديدة القدرات واحدة تلو الأخرى، وتنتقل حركة البيانات تدريجيًا مع بقاء المسار القديم متاحًا إلى أن يثبت المسار الجديد جدارته. وتُزامَن البيانات في الاتجاهين خلال المرحلة الانتقالية، وتكون كل خطوة صغيرة بما يكفي للتراجع عنها. وبذلك نتجنب إعادة كتابة تمتد سنوات ثم لا تحل محل النظام الأصلي تمامًا.',
          },
          {
            en: 'Usability still matters at scale: a workflow that saves two minutes across five thousand employees is worth real money. We run [user research](/services/user-research-and-testing) with actual staff, and for teams that need more hands quickly we combine delivery with [staff augmentation](/services/staff-augmentation) so your engineers stay in the lead.',
            de: 'Auch im großen Maßstab zählt die Usability: Ein Workflow, der fünftausend Mitarbeitenden je zwei Minuten spart, ist bares Geld wert. Wir führen [Nutzerforschung](/services/user-research-and-testing) mit den tatsächlichen Anwendern durch, und für Teams, die schnell mehr Kapazität brauchen, kombinieren wir die Umsetzung mit [Team-Verstärkung](/services/staff-augmentation), damit Ihr Entwicklungsteam die Führung behält.',
            ar: 'وتظل سهولة الاستخدام مهمة على نطاق واسع: فسير عمل يوفّر دقيقتين على كل واحد من خمسة آلاف موظف يساوي مالًا حقيقيًا. لذا نُجري [أبحاث المستخدمين](/services/user-research-and-testing) مع الموظفين الفعليين، وللفرق التي تحتاج إلى أيدٍ إضافية بسرعة نجمع بين التسليم و[تعزيز الفرق](/services/staff-augmentation) ليبقى مهندسوك في موقع القيادة.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How an enterprise engagement runs',
          de: 'So läuft ein Enterprise-Projekt ab',
          ar: 'كيف يسير التعاون مع المؤسسات',
        },
        items: [
          {
            title: {
              en: 'Landscape and constraints',
              de: 'Systemlandschaft und Rahmenbedingungen',
              ar: 'المشهد التقني والقيود',
            },
            text: {
              en: 'Systems, integrations, policies and stakeholders are mapped, and approval paths for security and architecture are agreed.',
              de: 'Systeme, Integrationen, Richtlinien und Stakeholder werden erfasst, und die Freigabewege für Sicherheit und Architektur werden vereinbart.',
              ar: 'نرسم خريطة للأنظمة والتكاملات والسياسات وأصحاب المصلحة، ونتفق على مسارات الموافقة الخاصة بالأمن والبنية المعمارية.',
            },
          },
          {
            title: { en: 'Target architecture', de: 'Zielarchitektur', ar: 'البنية المستهدفة' },
            text: {
              en: 'A documented architecture and migration sequence, reviewed with your architecture board.',
              de: 'Eine dokumentierte Architektur und Migrationsreihenfolge, abgestimmt mit Ihrem Architekturgremium.',
              ar: 'بنية معمارية موثقة وتسلسل للترحيل، تُراجع مع مجلس البنية المعمارية لديك.',
            },
          },
          {
            title: {
              en: 'Incremental delivery',
              de: 'Inkrementelle Auslieferung',
              ar: 'التسليم التدريجي',
            },
            text: {
              en: 'Capabilities delivered in releases every few weeks, each integrated, tested and accepted by business owners.',
              de: 'Funktionen werden alle paar Wochen in Releases ausgeliefert – jeweils integriert, getestet und von den Fachverantwortlichen abgenommen.',
              ar: 'تسليم القدرات في إصدارات كل بضعة أسابيع، يُدمج كل منها ويُختبر ويعتمده أصحاب الأعمال المعنيون.',
            },
          },
          {
            title: {
              en: 'Adoption and transition',
              de: 'Einführung und Übergang',
              ar: 'التبنّي والانتقال',
            },
            text: {
              en: 'Training, support during rollout and knowledge transfer to internal teams who will own the system.',
              de: 'Schulungen, Unterstützung während des Rollouts und Wissenstransfer an die internen Teams, die das System künftig verantworten.',
              ar: 'التدريب، والدعم خلال الطرح، ونقل المعرفة إلى الفرق الداخلية التي ستتولى النظام.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Enterprise questions',
          de: 'Fragen zu Enterprise-Projekten',
          ar: 'أسئلة حول مشاريع المؤسسات',
        },
        items: [
          {
            question: {
              en: 'Can you work within our procurement and security requirements?',
              de: 'Können Sie innerhalb unserer Einkaufs- und Sicherheitsvorgaben arbeiten?',
              ar: 'هل يمكنكم العمل ضمن متطلبات المشتريات والأمن لدينا؟',
            },
            answer: {
              en: 'Yes. We are SOC 2 Type II audited, carry appropriate insurance and routinely complete vendor security assessments. Engineers can work on your devices, in your VPN and under your access policies.',
              de: 'Ja. Wir sind nach SOC 2 Type II auditiert, verfügen über angemessene Versicherungen und durchlaufen regelmäßig Sicherheitsbewertungen für Lieferanten. Unsere Entwicklerinnen und Entwickler können auf Ihren Geräten, in Ihrem VPN und nach Ihren Zugriffsrichtlinien arbeiten.',
              ar: 'نعم. نخضع لتدقيق SOC 2 من النوع الثاني، ولدينا التغطية التأمينية المناسبة، ونستكمل تقييمات أمن الموردين بشكل روتيني. ويمكن لمهندسينا العمل على أجهزتك وداخل شبكتك الافتراضية الخاصة (VPN) ووفق سياسات الوصول لديك.',
            },
          },
          {
            question: {
              en: 'Do you work with our internal IT teams?',
              de: 'Arbeiten Sie mit unseren internen IT-Teams zusammen?',
              ar: 'هل تعملون مع فرق تقنية المعلومات الداخلية لدينا؟',
            },
            answer: {
              en: 'Always. We agree ownership boundaries up front, follow your change management process and pair with internal engineers so knowledge stays in the organization.',
              de: 'Immer. Wir legen Zuständigkeiten im Voraus fest, folgen Ihrem Change-Management-Prozess und arbeiten eng mit Ihrem internen Entwicklungsteam zusammen, damit das Wissen im Unternehmen bleibt.',
              ar: 'دائمًا. نتفق على حدود المسؤوليات مسبقًا، ونتبع إجراءات إدارة التغيير لديك، ونعمل جنبًا إلى جنب مع المهندسين الداخليين لتبقى المعرفة داخل المؤسسة.',
            },
          },
          {
            question: {
              en: 'How do you avoid a failed big-bang migration?',
              de: 'Wie vermeiden Sie eine gescheiterte Big-Bang-Migration?',
              ar: 'كيف تتجنبون فشل الترحيل الشامل دفعة واحدة؟',
            },
            answer: {
              en: 'By not doing one. Each capability moves separately, runs in parallel where needed and is verified with production data before the legacy path is retired.',
              de: 'Indem wir gar keine durchführen. Jede Funktion zieht einzeln um, läuft bei Bedarf parallel und wird mit Produktivdaten verifiziert, bevor der alte Weg abgeschaltet wird.',
              ar: 'بألا نلجأ إليه أصلًا. فكل قدرة تنتقل منفردة، وتعمل بالتوازي عند الحاجة، ويُتحقق منها ببيانات الإنتاج قبل إيقاف المسار القديم.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Modernizing a system the business cannot afford to pause?',
          de: 'Sie modernisieren ein System, das keinen Tag stillstehen darf?',
          ar: 'هل تحدّث نظامًا لا يحتمل عملك توقفه؟',
        },
        text: {
          en: 'Tell us about the system, its integrations and the constraints you work under. We will propose a staged plan with clear checkpoints.',
          de: 'Erzählen Sie uns von dem System, seinen Integrationen und Ihren Rahmenbedingungen. Wir schlagen einen stufenweisen Plan mit klaren Kontrollpunkten vor.',
          ar: 'حدّثنا عن النظام وتكاملاته والقيود التي تعمل في ظلها، وسنقترح خطة مرحلية بنقاط مراجعة واضحة.',
        },
        action: {
          label: {
            en: 'Discuss your modernization',
            de: 'Modernisierung besprechen',
            ar: 'ناقش خطة التحديث معنا',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'tattle'],
    keywords: [
      'enterprise software development',
      'enterprise application development',
      'legacy modernization',
      'SSO integration',
      'SAP integration',
      'Salesforce integration',
      'strangler fig',
    ],
  },
  {
    slug: 'hipaa-compliant-software-development',
    group: 'development',
    path: '/services/hipaa-compliant-software-development',
    name: {
      en: 'HIPAA-compliant software',
      de: 'HIPAA-konforme Software',
      ar: 'برمجيات متوافقة مع HIPAA',
    },
    title: {
      en: 'HIPAA-compliant software development',
      de: 'HIPAA-konforme Softwareentwicklung',
      ar: 'تطوير برمجيات متوافقة مع HIPAA',
    },
    description: {
      en: 'HIPAA-compliant software by Fernhill: PHI data mapping, BAAs, encryption, audit logging and access controls, built by a SOC 2 Type II audited team.',
      de: 'HIPAA-konforme Software von Fernhill: PHI-Datenkartierung, BAAs, Verschlüsselung, Audit-Logging und Zugriffskontrollen – von einem nach SOC 2 Type II auditierten Team.',
      ar: 'برمجيات متوافقة مع HIPAA من Fernhill: خرائط للبيانات الصحية المحمية، واتفاقيات BAA، وتشفير، وسجلات تدقيق، وضوابط وصول، يبنيها فريق خاضع لتدقيق SOC 2 من النوع الثاني.',
    },
    summary: {
      en: 'Software that handles protected health information safely, with the safeguards, documentation and BAAs HIPAA requires.',
      de: 'Software, die geschützte Gesundheitsdaten sicher verarbeitet, mit den Schutzmaßnahmen, Dokumentationen und BAAs, die HIPAA verlangt.',
      ar: 'برمجيات تتعامل مع المعلومات الصحية المحمية بأمان، مع الضمانات والتوثيق واتفاقيات شركاء الأعمال التي يشترطها قانون HIPAA.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'HIPAA compliance built into the architecture, not bolted on',
          de: 'HIPAA-Konformität, die in der Architektur steckt – nicht nachträglich angeflanscht',
          ar: 'الامتثال لـ HIPAA جزء من البنية المعمارية، لا إضافة لاحقة',
        },
        lead: {
          en: 'We build applications that store, process or transmit protected health information, with the technical safeguards, vendor agreements and documentation that let you answer a hospital’s security review with confidence.',
          de: 'Wir entwickeln Anwendungen, die geschützte Gesundheitsdaten speichern, verarbeiten oder übertragen – mit den technischen Schutzmaßnahmen, Anbietervereinbarungen und Dokumentationen, mit denen Sie der Sicherheitsprüfung eines Krankenhauses gelassen begegnen.',
          ar: 'نبني تطبيقات تخزّن المعلومات الصحية المحمية أو تعالجها أو تنقلها، مع الضمانات التقنية واتفاقيات الموردين والتوثيق الذي يتيح لك الإجابة عن المراجعة الأمنية لأي مستشفى بثقة.',
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
          en: 'Safeguards we implement',
          de: 'Schutzmaßnahmen, die wir umsetzen',
          ar: 'الضمانات التي ننفّذها',
        },
        items: [
          {
            title: {
              en: 'PHI data-flow mapping',
              de: 'Kartierung der PHI-Datenflüsse',
              ar: 'رسم خرائط تدفق المعلومات الصحية المحمية',
            },
            text: {
              en: 'A living diagram of where PHI enters, is stored, is processed and leaves, which drives every other control.',
              de: 'Ein stets aktuelles Diagramm, das zeigt, wo PHI ins System gelangen, gespeichert, verarbeitet werden und es wieder verlassen – die Grundlage für alle weiteren Kontrollen.',
              ar: 'مخطط حيّ يُحدَّث باستمرار يبيّن أين تدخل المعلومات الصحية المحمية وأين تُخزَّن وتُعالَج ومن أين تخرج، وعليه تقوم سائر الضوابط.',
            },
          },
          {
            title: {
              en: 'Encryption everywhere',
              de: 'Durchgängige Verschlüsselung',
              ar: 'التشفير في كل مكان',
            },
            text: {
              en: 'TLS 1.2+ in transit, AES-256 at rest with keys in AWS KMS or Cloud KMS, and field-level encryption for the most sensitive data.',
              de: 'TLS 1.2+ bei der Übertragung, AES-256 im Ruhezustand mit Schlüsseln in AWS KMS oder Cloud KMS sowie Verschlüsselung auf Feldebene für die sensibelsten Daten.',
              ar: 'TLS 1.2+ أثناء النقل، وAES-256 أثناء التخزين مع مفاتيح في AWS KMS أو Cloud KMS، وتشفير على مستوى الحقول لأكثر البيانات حساسية.',
            },
          },
          {
            title: {
              en: 'Access control and audit logs',
              de: 'Zugriffskontrolle und Audit-Logs',
              ar: 'ضبط الوصول وسجلات التدقيق',
            },
            text: {
              en: 'Role-based access on the minimum necessary principle, MFA, session timeouts and tamper-evident logs of every PHI access.',
              de: 'Rollenbasierter Zugriff nach dem Minimum-Necessary-Prinzip, MFA, Sitzungs-Timeouts und revisionssichere Protokolle jedes Zugriffs auf PHI.',
              ar: 'وصول قائم على الأدوار وفق مبدأ الحد الأدنى الضروري، ومصادقة متعددة العوامل، وانتهاء تلقائي للجلسات، وسجلات تكشف أي عبث لكل وصول إلى المعلومات الصحية المحمية.',
            },
          },
          {
            title: {
              en: 'Vendor and BAA management',
              de: 'Anbieter- und BAA-Management',
              ar: 'إدارة الموردين واتفاقيات شركاء الأعمال',
            },
            text: {
              en: 'HIPAA-eligible services configured correctly, BAAs in place and PHI kept out of tools that cannot sign one.',
              de: 'HIPAA-fähige Dienste, korrekt konfiguriert, abgeschlossene BAAs und keine PHI in Tools, deren Anbieter kein BAA unterzeichnen können.',
              ar: 'خدمات مؤهلة لـ HIPAA مهيأة بشكل صحيح، واتفاقيات شركاء أعمال سارية، وإبقاء المعلومات الصحية المحمية بعيدًا عن أي أداة لا يستطيع مزوّدها توقيع اتفاقية كهذه.',
            },
          },
          {
            title: {
              en: 'Backup, recovery and incident response',
              de: 'Backup, Wiederherstellung und Reaktion auf Vorfälle',
              ar: 'النسخ الاحتياطي والاستعادة والاستجابة للحوادث',
            },
            text: {
              en: 'Encrypted backups with tested restores, and breach response procedures aligned with the notification rule.',
              de: 'Verschlüsselte Backups mit getesteter Wiederherstellung und Verfahren zur Reaktion auf Datenschutzverletzungen, abgestimmt auf die Breach Notification Rule.',
              ar: 'نسخ احتياطية مشفّرة مع عمليات استعادة مختبَرة، وإجراءات للاستجابة للاختراقات متوافقة مع قاعدة الإخطار بالاختراق.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach HIPAA compliance',
          de: 'Unser Ansatz für HIPAA-Konformität',
          ar: 'نهجنا في الامتثال لـ HIPAA',
        },
        paragraphs: [
          {
            en: 'There is no HIPAA certification for software, so compliance comes down to the safeguards you implement and can demonstrate. We start each project with a security risk assessment and a PHI data-flow map, then choose architecture accordingly: HIPAA-eligible cloud services under a signed BAA, private networking for databases, and separate environments so developers never need production PHI. Test data is synthetic or de-identified under the Safe Harbor method.',
            de: 'Eine HIPAA-Zertifizierung für Software gibt es nicht – Konformität hängt davon ab, welche Schutzmaßnahmen Sie umsetzen und nachweisen können. Wir beginnen jedes Projekt mit einer Sicherheitsrisikoanalyse und einer Karte der PHI-Datenflüsse und wählen danach die Architektur: HIPAA-fähige Cloud-Dienste unter einem unterzeichneten BAA, private Netzwerke für Datenbanken und getrennte Umgebungen, damit Entwickler nie PHI aus der Produktion benötigen. Testdaten sind synthetisch oder nach der Safe-Harbor-Methode de-identifiziert.',
            ar: 'لا توجد شهادة HIPAA للبرمجيات، لذا يتوقف الامتثال على الضمانات التي تنفّذها وتستطيع إثباتها. نبدأ كل مشروع بتقييم للمخاطر الأمنية وخريطة لتدفق المعلومات الصحية المحمية، ثم نختار البنية المعمارية بناءً على ذلك: خدمات سحابية مؤهلة لـ HIPAA بموجب اتفاقية شريك أعمال موقّعة، وشبكات خاصة لقواعد البيانات، وبيئات منفصلة حتى لا يحتاج المطورون أبدًا إلى معلومات صحية محمية من بيئة الإنتاج. أما بيانات الاختبار فاصطناعية أو مُزالة الهوية وفق طريقة Safe Harbor.',
          },
          {
            en: 'The leaks we see most often in inherited systems are not dramatic breaches but quiet ones: patient names in error-tracking payloads, PHI in push notification text, analytics SDKs capturing form fields, email providers without a BAA. We scrub logs and telemetry at the source, send notifications that say "You have a new message" instead of the message, and review every third-party script.',
            de: 'Die Lecks, die wir in übernommenen Systemen am häufigsten finden, sind keine spektakulären Einbrüche, sondern stille: Patientennamen in den Daten des Fehlertrackings, PHI im Text von Push-Benachrichtigungen, Analytics-SDKs, die Formularfelder mitschneiden, E-Mail-Anbieter ohne BAA. Wir bereinigen Logs und Telemetrie direkt an der Quelle, versenden Benachrichtigungen mit „Sie haben eine neue Nachricht“ statt der Nachricht selbst und prüfen jedes Skript von Drittanbietern.',
            ar: 'التسريبات التي نصادفها أكثر من غيرها في الأنظمة التي نتسلّمها ليست اختراقات صاخبة بل تسريبات صامتة: أسماء مرضى في بيانات أدوات تتبّع الأخطاء، ومعلومات صحية محمية في نص الإشعارات الفورية، وحزم تطوير للتحليلات تلتقط حقول النماذج، ومزوّدو بريد إلكتروني بلا اتفاقية شريك أعمال. لذا ننقّي السجلات وبيانات القياس عن بُعد من مصدرها، ونرسل إشعارات تقول «لديك رسالة جديدة» بدلًا من نص الرسالة، ونراجع كل نص برمجي من طرف ثالث.',
          },
          {
            en: 'Fernhill signs BAAs with clients and our own processes are covered by an annual SOC 2 Type II audit. We hand over policies, the risk assessment and evidence your compliance team needs, and work with our [healthcare software](/services/healthcare-software-development) specialists on EHR integrations and our [DevOps](/services/devops) team on infrastructure controls.',
            de: 'Fernhill unterzeichnet BAAs mit seinen Kunden, und unsere eigenen Prozesse werden jährlich nach SOC 2 Type II auditiert. Wir übergeben Richtlinien, die Risikoanalyse und die Nachweise, die Ihr Compliance-Team braucht, und arbeiten bei EHR-Integrationen mit unseren Spezialisten für [Software im Gesundheitswesen](/services/healthcare-software-development) und bei Infrastrukturkontrollen mit unserem [DevOps](/services/devops)-Team zusammen.',
            ar: 'توقّع Fernhill اتفاقيات شركاء الأعمال مع عملائها، وتخضع إجراءاتنا نفسها لتدقيق SOC 2 سنوي من النوع الثاني. ونسلّمك السياسات وتقييم المخاطر والأدلة التي يحتاجها فريق الامتثال لديك، ونعمل مع متخصصينا في [برمجيات الرعاية الصحية](/services/healthcare-software-development) على تكاملات السجلات الصحية الإلكترونية، ومع فريق [DevOps](/services/devops) على ضوابط البنية التحتية.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we deliver HIPAA-compliant software',
          de: 'So liefern wir HIPAA-konforme Software',
          ar: 'كيف نسلّم برمجيات متوافقة مع HIPAA',
        },
        items: [
          {
            title: { en: 'Risk assessment', de: 'Risikoanalyse', ar: 'تقييم المخاطر' },
            text: {
              en: 'Threats and vulnerabilities to PHI are identified and rated, and safeguards are planned for each.',
              de: 'Bedrohungen und Schwachstellen für PHI werden identifiziert und bewertet, und für jede werden Schutzmaßnahmen geplant.',
              ar: 'نحدد التهديدات ونقاط الضعف التي تطال المعلومات الصحية المحمية ونقيّمها، ونخطط الضمانات اللازمة لكل منها.',
            },
          },
          {
            title: { en: 'Compliant foundation', de: 'Konformes Fundament', ar: 'أساس متوافق' },
            text: {
              en: 'Cloud accounts, networking, encryption, logging and access control set up and documented before features.',
              de: 'Cloud-Konten, Netzwerk, Verschlüsselung, Logging und Zugriffskontrolle werden vor den Features eingerichtet und dokumentiert.',
              ar: 'إعداد الحسابات السحابية والشبكات والتشفير والتسجيل وضبط الوصول وتوثيقها قبل بناء الميزات.',
            },
          },
          {
            title: { en: 'Secure build', de: 'Sichere Entwicklung', ar: 'تطوير آمن' },
            text: {
              en: 'Every feature reviewed against a PHI checklist, with static analysis, dependency scanning and code review.',
              de: 'Jedes Feature wird anhand einer PHI-Checkliste geprüft, ergänzt durch statische Analyse, Abhängigkeitsscans und Code-Reviews.',
              ar: 'مراجعة كل ميزة وفق قائمة تحقق خاصة بالمعلومات الصحية المحمية، مع التحليل الساكن وفحص المكتبات ومراجعة الشيفرة.',
            },
          },
          {
            title: { en: 'Verification', de: 'Verifizierung', ar: 'التحقق' },
            text: {
              en: 'Penetration testing, an access review and a walkthrough of evidence with your compliance officer.',
              de: 'Penetrationstests, eine Überprüfung der Zugriffsrechte und eine gemeinsame Durchsicht der Nachweise mit Ihrem Compliance-Beauftragten.',
              ar: 'اختبارات الاختراق، ومراجعة صلاحيات الوصول، واستعراض الأدلة مع مسؤول الامتثال لديك.',
            },
          },
          {
            title: { en: 'Ongoing compliance', de: 'Laufende Compliance', ar: 'امتثال مستمر' },
            text: {
              en: 'Quarterly access reviews, patching and annual risk assessment updates as the product changes.',
              de: 'Vierteljährliche Zugriffsprüfungen, Patches und eine jährlich aktualisierte Risikoanalyse, während sich das Produkt weiterentwickelt.',
              ar: 'مراجعات فصلية لصلاحيات الوصول، وتطبيق التصحيحات، وتحديث سنوي لتقييم المخاطر مع تطور المنتج.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'HIPAA questions', de: 'Fragen zu HIPAA', ar: 'أسئلة حول HIPAA' },
        items: [
          {
            question: {
              en: 'Does using AWS or Google Cloud make us HIPAA compliant?',
              de: 'Sind wir HIPAA-konform, wenn wir AWS oder Google Cloud nutzen?',
              ar: 'هل يجعلنا استخدام AWS أو Google Cloud ممتثلين لـ HIPAA؟',
            },
            answer: {
              en: 'No. Both offer a BAA and HIPAA-eligible services, but compliance depends on how you configure and use them. Responsibility is shared, and most gaps we find are in application code, logging and third-party tools rather than in the cloud provider.',
              de: 'Nein. Beide bieten ein BAA und HIPAA-fähige Dienste an, doch die Konformität hängt davon ab, wie Sie diese konfigurieren und nutzen. Die Verantwortung ist geteilt, und die meisten Lücken, die wir finden, liegen im Anwendungscode, im Logging und in Tools von Drittanbietern – nicht beim Cloud-Anbieter.',
              ar: 'لا. فكلاهما يوفر اتفاقية شريك أعمال وخدمات مؤهلة لـ HIPAA، لكن الامتثال يتوقف على طريقة تهيئتك لها واستخدامك إياها. فالمسؤولية مشتركة، ومعظم الثغرات التي نجدها تكمن في شيفرة التطبيق والسجلات وأدوات الأطراف الثالثة، لا لدى مزوّد السحابة.',
            },
          },
          {
            question: {
              en: 'Can we use AI models with PHI?',
              de: 'Dürfen wir KI-Modelle mit PHI nutzen?',
              ar: 'هل يمكننا استخدام نماذج الذكاء الاصطناعي مع المعلومات الصحية المحمية؟',
            },
            answer: {
              en: 'Yes, if the model provider signs a BAA and the service is covered by it, or if the model runs inside your own HIPAA-eligible environment. We also minimize PHI in prompts and keep outputs within the same safeguards.',
              de: 'Ja, wenn der Modellanbieter ein BAA unterzeichnet und der Dienst davon abgedeckt ist oder wenn das Modell in Ihrer eigenen HIPAA-fähigen Umgebung läuft. Zudem minimieren wir PHI in Prompts und unterwerfen die Ausgaben denselben Schutzmaßnahmen.',
              ar: 'نعم، إذا وقّع مزوّد النموذج اتفاقية شريك أعمال تشمل الخدمة المستخدمة، أو إذا كان النموذج يعمل داخل بيئتك الخاصة المؤهلة لـ HIPAA. كما نقلّل المعلومات الصحية المحمية في التعليمات إلى الحد الأدنى، ونُبقي المخرجات ضمن الضمانات نفسها.',
            },
          },
          {
            question: {
              en: 'Can you audit an existing application?',
              de: 'Können Sie eine bestehende Anwendung prüfen?',
              ar: 'هل يمكنكم تدقيق تطبيق قائم؟',
            },
            answer: {
              en: 'Yes. A HIPAA technical assessment takes two to four weeks and covers architecture, data flows, access control, logging and vendors, with a remediation plan ranked by risk.',
              de: 'Ja. Eine technische HIPAA-Bewertung dauert zwei bis vier Wochen und umfasst Architektur, Datenflüsse, Zugriffskontrolle, Logging und Anbieter – samt einem nach Risiko priorisierten Maßnahmenplan.',
              ar: 'نعم. يستغرق التقييم التقني لـ HIPAA من أسبوعين إلى أربعة أسابيع، ويشمل البنية المعمارية وتدفقات البيانات وضبط الوصول والسجلات والموردين، مع خطة معالجة مرتبة حسب المخاطر.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Handling PHI and unsure where the gaps are?',
          de: 'Sie verarbeiten PHI und wissen nicht, wo die Lücken liegen?',
          ar: 'هل تتعامل مع معلومات صحية محمية ولا تعرف أين تكمن الثغرات؟',
        },
        text: {
          en: 'Tell us what your product does with health data. We will suggest an assessment or a compliant architecture for what you are about to build.',
          de: 'Erzählen Sie uns, was Ihr Produkt mit Gesundheitsdaten macht. Wir schlagen Ihnen eine Bewertung oder eine konforme Architektur für Ihr anstehendes Vorhaben vor.',
          ar: 'أخبرنا بما يفعله منتجك بالبيانات الصحية، وسنقترح تقييمًا أو بنية متوافقة لما توشك على بنائه.',
        },
        action: {
          label: {
            en: 'Talk to our HIPAA team',
            de: 'Mit unserem HIPAA-Team sprechen',
            ar: 'تحدّث إلى فريق HIPAA لدينا',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue'],
    keywords: [
      'HIPAA compliant software development',
      'HIPAA compliant app development',
      'PHI',
      'business associate agreement',
      'healthcare security',
      'SOC 2',
      'audit logging',
    ],
  },
  {
    slug: 'iot-development',
    group: 'development',
    path: '/services/iot-development',
    name: { en: 'IoT development', de: 'IoT-Entwicklung', ar: 'تطوير إنترنت الأشياء' },
    title: {
      en: 'IoT development company',
      de: 'Unternehmen für IoT-Entwicklung',
      ar: 'شركة لتطوير حلول إنترنت الأشياء',
    },
    description: {
      en: 'IoT development by Fernhill: device connectivity over MQTT, secure provisioning, OTA firmware updates, BLE companion apps and fleet dashboards.',
      de: 'IoT-Entwicklung von Fernhill: Gerätekonnektivität über MQTT, sichere Provisionierung, OTA-Firmware-Updates, BLE-Begleit-Apps und Dashboards für Geräteflotten.',
      ar: 'تطوير إنترنت الأشياء من Fernhill: اتصال الأجهزة عبر MQTT، وتهيئة آمنة، وتحديثات OTA للبرامج الثابتة، وتطبيقات BLE مرافقة، ولوحات متابعة لأساطيل الأجهزة.',
    },
    summary: {
      en: 'Connected devices, cloud platforms and companion apps, from secure provisioning to over-the-air firmware updates.',
      de: 'Vernetzte Geräte, Cloud-Plattformen und Begleit-Apps, von sicherer Provisionierung bis zu Over-the-Air-Firmware-Updates.',
      ar: 'أجهزة متصلة ومنصات سحابية وتطبيقات مرافقة، من التهيئة الآمنة للأجهزة إلى تحديثات البرامج الثابتة عبر الهواء.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'IoT products that keep working after ten thousand devices ship',
          de: 'IoT-Produkte, die auch nach zehntausend ausgelieferten Geräten zuverlässig laufen',
          ar: 'منتجات إنترنت أشياء تواصل العمل بعد شحن عشرة آلاف جهاز',
        },
        lead: {
          en: 'We connect hardware to the cloud and to people: device messaging, provisioning, over-the-air updates, time-series data and the mobile and web apps that make devices useful, built for fleets that grow and networks that drop.',
          de: 'Wir verbinden Hardware mit der Cloud und mit Menschen: Gerätekommunikation, Provisionierung, Over-the-Air-Updates, Zeitreihendaten und die Mobile- und Web-Apps, die Geräte erst nützlich machen – gebaut für wachsende Flotten und instabile Netze.',
          ar: 'نربط الأجهزة بالسحابة وبالناس: تراسل الأجهزة، وتهيئتها، والتحديثات عبر الهواء، وبيانات السلاسل الزمنية، وتطبيقات الجوال والويب التي تجعل الأجهزة مفيدة حقًا، مع تصميم يستوعب أساطيل تتنامى وشبكات تنقطع.',
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
          en: 'What we build for connected products',
          de: 'Was wir für vernetzte Produkte entwickeln',
          ar: 'ما نبنيه للمنتجات المتصلة',
        },
        items: [
          {
            title: { en: 'Device connectivity', de: 'Gerätekonnektivität', ar: 'اتصال الأجهزة' },
            text: {
              en: 'MQTT over TLS through AWS IoT Core, Azure IoT Hub or EMQX, with device shadows, retained state and offline message queues.',
              de: 'MQTT über TLS via AWS IoT Core, Azure IoT Hub oder EMQX, mit Device Shadows, gespeichertem Zustand und Offline-Nachrichtenwarteschlangen.',
              ar: 'MQTT عبر TLS من خلال AWS IoT Core أو Azure IoT Hub أو EMQX، مع ظلال الأجهزة (Device Shadows) والحالة المحفوظة وطوابير الرسائل أثناء انقطاع الاتصال.',
            },
          },
          {
            title: {
              en: 'Secure provisioning',
              de: 'Sichere Provisionierung',
              ar: 'التهيئة الآمنة للأجهزة',
            },
            text: {
              en: 'Per-device X.509 certificates, factory or just-in-time provisioning and certificate rotation, with no shared secrets in firmware.',
              de: 'X.509-Zertifikate pro Gerät, Provisionierung ab Werk oder Just-in-Time sowie Zertifikatsrotation – ohne gemeinsame Geheimnisse in der Firmware.',
              ar: 'شهادات X.509 لكل جهاز، وتهيئة في المصنع أو عند أول اتصال (Just-in-Time)، وتدوير للشهادات، دون أي أسرار مشتركة في البرامج الثابتة.',
            },
          },
          {
            title: {
              en: 'OTA firmware updates',
              de: 'OTA-Firmware-Updates',
              ar: 'تحديثات البرامج الثابتة عبر الهواء (OTA)',
            },
            text: {
              en: 'Signed images, A/B partitions with automatic rollback and staged rollouts by cohort, hardware revision or region.',
              de: 'Signierte Images, A/B-Partitionen mit automatischem Rollback und gestaffelte Rollouts nach Kohorte, Hardware-Revision oder Region.',
              ar: 'صور برمجية موقّعة، وأقسام A/B مع تراجع تلقائي، وطرح تدريجي حسب الفئة أو إصدار العتاد أو المنطقة.',
            },
          },
          {
            title: { en: 'BLE companion apps', de: 'BLE-Begleit-Apps', ar: 'تطبيقات BLE المرافقة' },
            text: {
              en: 'iOS and Android apps for pairing, Wi-Fi onboarding, configuration and local control when the cloud is unreachable.',
              de: 'iOS- und Android-Apps für Kopplung, WLAN-Einrichtung, Konfiguration und lokale Steuerung, wenn die Cloud nicht erreichbar ist.',
              ar: 'تطبيقات iOS وAndroid للاقتران وإعداد شبكة Wi-Fi والتهيئة والتحكم المحلي حين يتعذّر الوصول إلى السحابة.',
            },
          },
          {
            title: {
              en: 'Telemetry and fleet dashboards',
              de: 'Telemetrie und Flotten-Dashboards',
              ar: 'القياس عن بُعد ولوحات متابعة الأساطيل',
            },
            text: {
              en: 'Time-series storage in TimescaleDB or InfluxDB, alerting on device health and dashboards for operations and support teams.',
              de: 'Zeitreihenspeicherung in TimescaleDB oder InfluxDB, Alarme zum Gerätezustand und Dashboards für Betriebs- und Supportteams.',
              ar: 'تخزين بيانات السلاسل الزمنية في TimescaleDB أو InfluxDB، وتنبيهات بشأن سلامة الأجهزة، ولوحات متابعة لفرق التشغيل والدعم.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach IoT',
          de: 'Unser Ansatz für IoT',
          ar: 'نهجنا في إنترنت الأشياء',
        },
        paragraphs: [
          {
            en: 'An IoT product is only as good as its worst day in the field. We assume devices will lose power mid-update, sit offline for weeks and run firmware three versions old. Updates use A/B partitions so a failed boot rolls back automatically, images are signed and verified by the bootloader, and rollouts start with internal devices, then 1%, then wider, with crash and reconnect rates watched at each stage.',
            de: 'Ein IoT-Produkt ist nur so gut wie sein schlechtester Tag im Feld. Wir gehen davon aus, dass Geräte mitten im Update den Strom verlieren, wochenlang offline sind und Firmware ausführen, die drei Versionen alt ist. Updates nutzen A/B-Partitionen, sodass ein fehlgeschlagener Boot automatisch zurückgerollt wird, Images werden signiert und vom Bootloader verifiziert, und Rollouts beginnen mit internen Geräten, dann 1\u00a0%, dann breiter – wobei wir Absturz- und Wiederverbindungsraten in jeder Phase beobachten.',
            ar: 'لا يتجاوز منتج إنترنت الأشياء في جودته أسوأ يوم يمرّ به في الميدان. لذا نفترض أن الأجهزة ستفقد الطاقة في منتصف التحديث، وستبقى دون اتصال لأسابيع، وستعمل ببرامج ثابتة متأخرة ثلاثة إصدارات. تعتمد التحديثات على أقسام A/B بحيث يُتراجع تلقائيًا عن أي إقلاع فاشل، وتُوقَّع الصور البرمجية ويتحقّق منها محمّل الإقلاع، ويبدأ الطرح بالأجهزة الداخلية، ثم 1%، ثم نطاق أوسع، مع مراقبة معدلات الأعطال وإعادة الاتصال في كل مرحلة.',
          },
          {
            en: 'Messaging is designed around constrained networks: compact payloads with CBOR or Protocol Buffers, QoS levels chosen per message type, and a topic structure that scopes every device to its own permissions. On the device side we work with firmware teams on ESP32, nRF52 and STM32 platforms running FreeRTOS or Zephyr, or write the connectivity layer ourselves.',
            de: 'Die Kommunikation ist auf eingeschränkte Netze ausgelegt: kompakte Payloads mit CBOR oder Protocol Buffers, QoS-Stufen je nach Nachrichtentyp und eine Topic-Struktur, die jedes Gerät auf seine eigenen Berechtigungen beschränkt. Auf Geräteseite arbeiten wir mit Firmware-Teams auf ESP32-, nRF52- und STM32-Plattformen mit FreeRTOS oder Zephyr zusammen – oder schreiben die Konnektivitätsschicht selbst.',
            ar: 'صُمّم التراسل ليناسب الشبكات محدودة الموارد: حمولات مضغوطة بصيغة CBOR أو Protocol Buffers، ومستويات QoS تُختار حسب نوع الرسالة، وبنية مواضيع (Topics) تحصر كل جهاز في صلاحياته الخاصة. وعلى جانب الأجهزة، نعمل مع فرق البرامج الثابتة على منصات ESP32 وnRF52 وSTM32 التي تعمل بنظام FreeRTOS أو Zephyr، أو نكتب طبقة الاتصال بأنفسنا.',
          },
          {
            en: 'The apps people touch matter as much as the device. Our [mobile app development](/services/mobile-app-development) team builds Bluetooth onboarding that succeeds on the first try, and telemetry flows into a [data warehouse](/services/data-warehousing) where product and support teams can see how devices behave in the real world.',
            de: 'Die Apps, die Menschen tatsächlich bedienen, zählen ebenso viel wie das Gerät. Unser Team für [Mobile-App-Entwicklung](/services/mobile-app-development) baut eine Bluetooth-Einrichtung, die beim ersten Versuch klappt, und Telemetriedaten fließen in ein [Data Warehouse](/services/data-warehousing), in dem Produkt- und Supportteams sehen, wie sich Geräte im echten Einsatz verhalten.',
            ar: 'والتطبيقات التي يتعامل معها الناس لا تقلّ أهمية عن الجهاز نفسه. يبني فريق [تطوير تطبيقات الجوال](/services/mobile-app-development) لدينا تجربة إعداد عبر Bluetooth تنجح من المحاولة الأولى، وتتدفّق بيانات القياس عن بُعد إلى [مستودع بيانات](/services/data-warehousing) يرى فيه فريقا المنتج والدعم كيف تتصرّف الأجهزة في العالم الحقيقي.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How an IoT project runs',
          de: 'So läuft ein IoT-Projekt ab',
          ar: 'كيف يسير مشروع إنترنت الأشياء',
        },
        items: [
          {
            title: { en: 'System architecture', de: 'Systemarchitektur', ar: 'بنية النظام' },
            text: {
              en: 'Device capabilities, connectivity, security model and data volumes are defined together with your hardware team.',
              de: 'Gerätefunktionen, Konnektivität, Sicherheitsmodell und Datenvolumen legen wir gemeinsam mit Ihrem Hardwareteam fest.',
              ar: 'نحدّد قدرات الجهاز والاتصال ونموذج الأمان وأحجام البيانات بالتعاون مع فريق العتاد لديك.',
            },
          },
          {
            title: { en: 'Connected prototype', de: 'Vernetzter Prototyp', ar: 'نموذج أولي متصل' },
            text: {
              en: 'A development board connected end to end, from sensor to cloud to app, within the first few weeks.',
              de: 'Ein Entwicklungsboard, durchgängig vernetzt vom Sensor über die Cloud bis zur App – in den ersten Wochen.',
              ar: 'لوحة تطوير متصلة من طرف إلى طرف، من المستشعر إلى السحابة إلى التطبيق، خلال الأسابيع الأولى.',
            },
          },
          {
            title: {
              en: 'Fleet infrastructure',
              de: 'Flotteninfrastruktur',
              ar: 'البنية التحتية للأسطول',
            },
            text: {
              en: 'Provisioning, OTA pipeline, monitoring and device management built and tested against a simulated fleet of thousands.',
              de: 'Provisionierung, OTA-Pipeline, Monitoring und Geräteverwaltung – entwickelt und getestet mit einer simulierten Flotte aus Tausenden Geräten.',
              ar: 'التهيئة ومسار تحديثات OTA والمراقبة وإدارة الأجهزة، تُبنى وتُختبر على أسطول محاكى يضم آلاف الأجهزة.',
            },
          },
          {
            title: {
              en: 'Pilot and manufacturing support',
              de: 'Pilotphase und Fertigungsunterstützung',
              ar: 'التجربة الميدانية ودعم التصنيع',
            },
            text: {
              en: 'Field pilot with real devices, then factory provisioning tooling and support through the first production runs.',
              de: 'Pilotbetrieb im Feld mit echten Geräten, danach Werkzeuge für die Provisionierung im Werk und Unterstützung bei den ersten Produktionsläufen.',
              ar: 'تجربة ميدانية بأجهزة حقيقية، ثم أدوات التهيئة في المصنع والدعم خلال دفعات الإنتاج الأولى.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'IoT questions', de: 'Fragen zu IoT', ar: 'أسئلة حول إنترنت الأشياء' },
        items: [
          {
            question: {
              en: 'Do you design hardware?',
              de: 'Entwerfen Sie auch Hardware?',
              ar: 'هل تصمّمون العتاد أيضًا؟',
            },
            answer: {
              en: 'We focus on firmware connectivity, cloud and apps, and partner with electrical engineering firms for board design and certification. Many clients bring their own hardware team, and we integrate with them from the first sprint.',
              de: 'Wir konzentrieren uns auf Firmware-Konnektivität, Cloud und Apps und arbeiten für Platinendesign und Zertifizierung mit Elektrotechnik-Firmen zusammen. Viele Kunden bringen ihr eigenes Hardwareteam mit, und wir arbeiten ab dem ersten Sprint eng mit ihm zusammen.',
              ar: 'نركّز على طبقة الاتصال في البرامج الثابتة والسحابة والتطبيقات، ونتعاون مع شركات هندسة كهربائية في تصميم اللوحات والحصول على الشهادات. ويأتي كثير من العملاء بفريق العتاد الخاص بهم، فنندمج معه منذ السبرنت الأول.',
            },
          },
          {
            question: {
              en: 'Which cloud IoT platform should we use?',
              de: 'Welche IoT-Cloud-Plattform sollten wir nutzen?',
              ar: 'ما منصة إنترنت الأشياء السحابية التي ينبغي أن نستخدمها؟',
            },
            answer: {
              en: 'AWS IoT Core is the most common choice and integrates well with the rest of AWS. A self-hosted broker like EMQX suits large fleets where per-message pricing becomes expensive or where you need to run on-premise.',
              de: 'AWS IoT Core ist die gängigste Wahl und fügt sich gut in den Rest von AWS ein. Ein selbst gehosteter Broker wie EMQX eignet sich für große Flotten, bei denen die Abrechnung pro Nachricht teuer wird, oder wenn Sie On-Premise betreiben müssen.',
              ar: 'AWS IoT Core هي الخيار الأكثر شيوعًا وتتكامل جيدًا مع بقية خدمات AWS. أمّا وسيط مستضاف ذاتيًا مثل EMQX فيناسب الأساطيل الكبيرة التي تصبح فيها التسعيرة لكل رسالة مكلفة، أو حين تحتاج إلى التشغيل داخل مقرّك.',
            },
          },
          {
            question: {
              en: 'How do you keep devices secure over their lifetime?',
              de: 'Wie halten Sie Geräte über ihre gesamte Lebensdauer sicher?',
              ar: 'كيف تحافظون على أمان الأجهزة طوال عمرها؟',
            },
            answer: {
              en: 'Unique device identities, signed firmware, least-privilege topic permissions, certificate rotation and a regular update cadence. We also plan how to revoke compromised devices without affecting the rest of the fleet.',
              de: 'Mit eindeutigen Geräteidentitäten, signierter Firmware, Topic-Berechtigungen nach dem Least-Privilege-Prinzip, Zertifikatsrotation und einem regelmäßigen Update-Rhythmus. Außerdem planen wir, wie sich kompromittierte Geräte sperren lassen, ohne den Rest der Flotte zu beeinträchtigen.',
              ar: 'عبر هويات فريدة للأجهزة، وبرامج ثابتة موقّعة، وصلاحيات مواضيع وفق مبدأ الحد الأدنى من الامتيازات، وتدوير الشهادات، ووتيرة تحديث منتظمة. ونخطّط كذلك لكيفية إلغاء صلاحية الأجهزة المخترقة دون التأثير في بقية الأسطول.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Connecting a product to the internet?',
          de: 'Sie wollen ein Produkt mit dem Internet verbinden?',
          ar: 'هل تعمل على ربط منتج بالإنترنت؟',
        },
        text: {
          en: 'Tell us about the device, the expected fleet size and where it will be used. We will outline an architecture and the risks to test first.',
          de: 'Erzählen Sie uns vom Gerät, der erwarteten Flottengröße und dem Einsatzort. Wir skizzieren eine Architektur und die Risiken, die Sie zuerst testen sollten.',
          ar: 'أخبرنا عن الجهاز وحجم الأسطول المتوقع وأين سيُستخدم، وسنرسم لك بنية مقترحة والمخاطر التي ينبغي اختبارها أولًا.',
        },
        action: {
          label: {
            en: 'Discuss your IoT product',
            de: 'Über Ihr IoT-Produkt sprechen',
            ar: 'ناقش معنا منتجك المتصل بالإنترنت',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['nicolette'],
    keywords: [
      'IoT development',
      'IoT development company',
      'MQTT',
      'OTA firmware updates',
      'AWS IoT Core',
      'BLE app development',
      'device provisioning',
    ],
  },
  {
    slug: 'marketplace-development',
    group: 'development',
    path: '/services/marketplace-development',
    name: {
      en: 'Marketplace development',
      de: 'Marktplatz-Entwicklung',
      ar: 'تطوير الأسواق الإلكترونية',
    },
    title: {
      en: 'Marketplace development company',
      de: 'Unternehmen für Marktplatz-Entwicklung',
      ar: 'شركة لتطوير الأسواق الإلكترونية',
    },
    description: {
      en: 'Marketplace development by Fernhill: two-sided platforms with search and matching, Stripe Connect payouts, seller onboarding, reviews and trust and safety.',
      de: 'Marktplatz-Entwicklung von Fernhill: zweiseitige Plattformen mit Suche und Matching, Auszahlungen per Stripe Connect, Verkäufer-Onboarding, Bewertungen, Vertrauen und Sicherheit.',
      ar: 'تطوير الأسواق الإلكترونية من Fernhill: منصات ثنائية الجانب مع البحث والمطابقة، وصرف المستحقات عبر Stripe Connect، وتسجيل البائعين، والتقييمات، والثقة والأمان.',
    },
    summary: {
      en: 'Two-sided platforms with matching, payments, payouts and trust features designed to reach liquidity quickly.',
      de: 'Zweiseitige Plattformen mit Matching, Zahlungen, Auszahlungen und Vertrauensfunktionen – für schnelle Liquidität.',
      ar: 'منصات ثنائية الجانب تضم المطابقة والمدفوعات وصرف المستحقات وميزات بناء الثقة، مصممة للوصول إلى السيولة بسرعة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Marketplaces built for the hard part: liquidity',
          de: 'Marktplätze, gebaut für den schwierigsten Teil: Liquidität',
          ar: 'أسواق إلكترونية مبنية للجزء الأصعب: السيولة',
        },
        lead: {
          en: 'We build two-sided platforms for services, rentals, goods and labor, with the matching, payments and trust features that turn first transactions into repeat ones, and an MVP lean enough to launch in one city or niche first.',
          de: 'Wir entwickeln zweiseitige Plattformen für Dienstleistungen, Vermietung, Waren und Arbeitskräfte – mit Matching, Zahlungen und Vertrauensfunktionen, die aus ersten Transaktionen wiederkehrende machen, und einem MVP, das schlank genug ist, um zunächst in einer Stadt oder Nische zu starten.',
          ar: 'نبني منصات ثنائية الجانب للخدمات والتأجير والسلع والعمالة، مع ميزات المطابقة والمدفوعات والثقة التي تحوّل المعاملات الأولى إلى معاملات متكررة، ومنتج أولي (MVP) خفيف بما يكفي للإطلاق أولًا في مدينة واحدة أو شريحة محددة.',
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
          en: 'What we build for marketplaces',
          de: 'Was wir für Marktplätze entwickeln',
          ar: 'ما نبنيه للأسواق الإلكترونية',
        },
        items: [
          {
            title: {
              en: 'Supply onboarding',
              de: 'Onboarding der Anbieterseite',
              ar: 'تسجيل جانب العرض',
            },
            text: {
              en: 'Provider or seller signup with identity verification, background checks where needed, listing tools and availability calendars.',
              de: 'Registrierung für Dienstleister oder Verkäufer mit Identitätsprüfung, bei Bedarf Hintergrundüberprüfungen, Tools für Inserate und Verfügbarkeitskalender.',
              ar: 'تسجيل مقدّمي الخدمات أو البائعين مع التحقق من الهوية، والتحقق من السجل عند الحاجة، وأدوات لإنشاء العروض، وتقاويم للمواعيد المتاحة.',
            },
          },
          {
            title: { en: 'Search and matching', de: 'Suche und Matching', ar: 'البحث والمطابقة' },
            text: {
              en: 'Geo and faceted search, ranking that balances relevance with supply health, and instant-book or request-to-book flows.',
              de: 'Geo- und Facettensuche, ein Ranking, das Relevanz und ein gesundes Angebot austariert, sowie Abläufe für Sofortbuchung oder Buchungsanfrage.',
              ar: 'بحث جغرافي وبحث بالمرشّحات، وترتيب للنتائج يوازن بين الملاءمة وسلامة جانب العرض، ومسارات للحجز الفوري أو طلب الحجز.',
            },
          },
          {
            title: {
              en: 'Payments and payouts',
              de: 'Zahlungen und Auszahlungen',
              ar: 'المدفوعات وصرف المستحقات',
            },
            text: {
              en: 'Stripe Connect with split payments, held funds, fees, refunds and payouts, plus 1099-K reporting handled by the platform.',
              de: 'Stripe Connect mit aufgeteilten Zahlungen, zurückgehaltenen Geldern, Gebühren, Erstattungen und Auszahlungen sowie 1099-K-Meldungen, die die Plattform übernimmt.',
              ar: 'Stripe Connect مع تقسيم المدفوعات، وحجز الأموال، والرسوم، والمبالغ المستردة، وصرف المستحقات، إضافة إلى تقارير 1099-K التي تتولّاها المنصة.',
            },
          },
          {
            title: {
              en: 'Messaging and scheduling',
              de: 'Nachrichten und Terminplanung',
              ar: 'المراسلة والجدولة',
            },
            text: {
              en: 'In-app chat, booking changes and reminders that keep transactions on the platform and reduce no-shows.',
              de: 'In-App-Chat, Buchungsänderungen und Erinnerungen, die Transaktionen auf der Plattform halten und verpasste Termine reduzieren.',
              ar: 'محادثة داخل التطبيق، وتعديل للحجوزات، وتذكيرات تُبقي المعاملات على المنصة وتقلّل حالات عدم الحضور.',
            },
          },
          {
            title: { en: 'Trust and safety', de: 'Vertrauen und Sicherheit', ar: 'الثقة والأمان' },
            text: {
              en: 'Two-way reviews, dispute handling, fraud signals and moderation tools for the operations team.',
              de: 'Gegenseitige Bewertungen, Bearbeitung von Streitfällen, Betrugssignale und Moderationstools für das Betriebsteam.',
              ar: 'تقييمات متبادلة بين الطرفين، ومعالجة للنزاعات، ومؤشرات للاحتيال، وأدوات إشراف لفريق العمليات.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach marketplaces',
          de: 'Unser Ansatz für Marktplätze',
          ar: 'نهجنا في بناء الأسواق الإلكترونية',
        },
        paragraphs: [
          {
            en: 'Marketplaces fail from lack of liquidity far more often than from lack of features. We help you pick a constrained starting market, one category in one metro for instance, and build the minimum that makes a transaction succeed there. Early on, operations can be manual behind the scenes: hand-matched requests and concierge onboarding teach you what to automate. This is the same discipline we apply in [MVP development](/services/mvp-development).',
            de: 'Marktplätze scheitern weit häufiger an fehlender Liquidität als an fehlenden Funktionen. Wir helfen Ihnen, einen eng begrenzten Startmarkt zu wählen – etwa eine Kategorie in einer Metropolregion – und genau das Minimum zu bauen, mit dem dort eine Transaktion gelingt. Anfangs dürfen Abläufe hinter den Kulissen manuell sein: Von Hand vermittelte Anfragen und ein persönlich begleitetes Onboarding zeigen Ihnen, was sich zu automatisieren lohnt. Es ist dieselbe Disziplin, die wir in der [MVP-Entwicklung](/services/mvp-development) anwenden.',
            ar: 'تفشل الأسواق الإلكترونية بسبب نقص السيولة أكثر بكثير مما تفشل بسبب نقص الميزات. لذا نساعدك على اختيار سوق انطلاق محدودة، كفئة واحدة في مدينة واحدة مثلًا، ونبني الحد الأدنى الذي يُنجح المعاملة هناك. وفي البداية يمكن أن تُدار العمليات يدويًا خلف الكواليس، فالمطابقة اليدوية للطلبات والتسجيل بمرافقة شخصية يكشفان لك ما يستحق الأتمتة. وهذا هو الانضباط نفسه الذي نطبّقه في [تطوير المنتجات الأولية (MVP)](/services/mvp-development).',
          },
          {
            en: 'Payments get careful design from day one. With Stripe Connect the platform decides account types, who bears chargebacks, when funds are released and how fees appear on receipts, and those choices are hard to change later. We model each booking as a state machine covering authorization, capture, cancellation windows, partial refunds and payouts, and reconcile payouts with Stripe’s reports daily.',
            de: 'Zahlungen gestalten wir vom ersten Tag an sorgfältig. Mit Stripe Connect legt die Plattform fest, welche Kontotypen es gibt, wer Rückbuchungen trägt, wann Gelder freigegeben werden und wie Gebühren auf Belegen erscheinen – und diese Entscheidungen lassen sich später nur schwer ändern. Wir modellieren jede Buchung als Zustandsautomaten mit Autorisierung, Einzug, Stornofristen, Teilerstattungen und Auszahlungen und gleichen Auszahlungen täglich mit den Berichten von Stripe ab.',
            ar: 'نولي المدفوعات تصميمًا دقيقًا منذ اليوم الأول. فمع Stripe Connect تحدّد المنصة أنواع الحسابات، ومن يتحمّل عمليات رد المبالغ المعترض عليها، ومتى تُحرَّر الأموال، وكيف تظهر الرسوم في الإيصالات، ويصعب تغيير هذه الخيارات لاحقًا. ونصمّم كل حجز بوصفه آلة حالات تغطي التفويض والتحصيل ومهل الإلغاء والاستردادات الجزئية وصرف المستحقات، ونطابق المستحقات المصروفة مع تقارير Stripe يوميًا.',
          },
          {
            en: 'Trust is a product feature. Verified profiles, transparent reviews and fast dispute resolution reduce disintermediation, and metrics like search-to-book rate, fill rate and time to first transaction are tracked per market. Many of our marketplaces launch as mobile-first products built by our [React Native](/services/react-native-development) team.',
            de: 'Vertrauen ist eine Produktfunktion. Verifizierte Profile, transparente Bewertungen und schnelle Streitbeilegung verhindern, dass Geschäfte an der Plattform vorbei abgewickelt werden, und Kennzahlen wie Buchungsquote pro Suche, Füllrate und Zeit bis zur ersten Transaktion verfolgen wir pro Markt. Viele unserer Marktplätze starten als Mobile-first-Produkte, entwickelt von unserem [React Native](/services/react-native-development)-Team.',
            ar: 'الثقة ميزة من ميزات المنتج. فالملفات الشخصية الموثّقة والتقييمات الشفافة والحل السريع للنزاعات تحدّ من إتمام الصفقات خارج المنصة، ونتابع في كل سوق مؤشرات مثل معدل التحوّل من البحث إلى الحجز ومعدل تلبية الطلبات والوقت حتى المعاملة الأولى. وينطلق كثير من أسواقنا الإلكترونية في صورة منتجات تعطي الأولوية للجوال، يبنيها فريق [React Native](/services/react-native-development) لدينا.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we build a marketplace',
          de: 'So entwickeln wir einen Marktplatz',
          ar: 'كيف نبني سوقًا إلكترونية',
        },
        items: [
          {
            title: { en: 'Market design', de: 'Marktdesign', ar: 'تصميم السوق' },
            text: {
              en: 'We define both sides, the transaction, the take rate and the launch market, and decide what stays manual at first.',
              de: 'Wir definieren beide Marktseiten, die Transaktion, die Provisionsrate und den Startmarkt und entscheiden, was anfangs manuell bleibt.',
              ar: 'نحدّد الطرفين والمعاملة ونسبة العمولة وسوق الإطلاق، ونقرّر ما سيبقى يدويًا في البداية.',
            },
          },
          {
            title: {
              en: 'Core transaction loop',
              de: 'Zentraler Transaktionskreislauf',
              ar: 'دورة المعاملة الأساسية',
            },
            text: {
              en: 'Listing, discovery, booking, payment and review built end to end before anything else.',
              de: 'Inserat, Suche, Buchung, Zahlung und Bewertung – durchgängig gebaut, bevor irgendetwas anderes kommt.',
              ar: 'العرض والاكتشاف والحجز والدفع والتقييم، تُبنى من طرف إلى طرف قبل أي شيء آخر.',
            },
          },
          {
            title: {
              en: 'Launch in one market',
              de: 'Start in einem Markt',
              ar: 'الإطلاق في سوق واحدة',
            },
            text: {
              en: 'Operations tooling, analytics and support workflows go live with the first cohort of supply and demand.',
              de: 'Tools für den Betrieb, Analytics und Support-Workflows gehen mit der ersten Kohorte aus Angebot und Nachfrage live.',
              ar: 'تنطلق أدوات العمليات والتحليلات ومسارات عمل الدعم مع الدفعة الأولى من جانبَي العرض والطلب.',
            },
          },
          {
            title: {
              en: 'Scale what works',
              de: 'Skalieren, was funktioniert',
              ar: 'توسيع ما ينجح',
            },
            text: {
              en: 'Automated matching, new categories or cities and growth features, guided by per-market metrics.',
              de: 'Automatisiertes Matching, neue Kategorien oder Städte und Wachstumsfunktionen – gesteuert durch Kennzahlen pro Markt.',
              ar: 'مطابقة مؤتمتة، وفئات أو مدن جديدة، وميزات للنمو، استرشادًا بمؤشرات كل سوق.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Marketplace questions',
          de: 'Fragen zu Marktplätzen',
          ar: 'أسئلة حول الأسواق الإلكترونية',
        },
        items: [
          {
            question: {
              en: 'Should we use a marketplace platform like Sharetribe instead?',
              de: 'Sollten wir nicht besser eine Marktplatz-Plattform wie Sharetribe nutzen?',
              ar: 'هل ينبغي أن نستخدم بدلًا من ذلك منصة جاهزة للأسواق مثل Sharetribe؟',
            },
            answer: {
              en: 'For validating demand, a hosted platform can be the right first step. Custom development makes sense once your matching, pricing or workflow is the differentiator, or when platform fees and limits start to constrain growth.',
              de: 'Um die Nachfrage zu validieren, kann eine gehostete Plattform der richtige erste Schritt sein. Individuelle Entwicklung lohnt sich, sobald Ihr Matching, Ihre Preisgestaltung oder Ihr Workflow das Unterscheidungsmerkmal ist oder Plattformgebühren und -grenzen das Wachstum bremsen.',
              ar: 'للتحقّق من وجود الطلب، قد تكون المنصة المستضافة الخطوة الأولى الصحيحة. أمّا التطوير المخصص فيصبح منطقيًا حين تصبح آلية المطابقة أو التسعير أو سير العمل لديك هي ما يميّزك، أو حين تبدأ رسوم المنصة وقيودها في كبح النمو.',
            },
          },
          {
            question: {
              en: 'How do you prevent users from taking transactions off the platform?',
              de: 'Wie verhindern Sie, dass Nutzer Transaktionen außerhalb der Plattform abwickeln?',
              ar: 'كيف تمنعون المستخدمين من إتمام المعاملات خارج المنصة؟',
            },
            answer: {
              en: 'By making staying worthwhile: payment protection, scheduling tools, reviews and dispute support. Light measures like masking contact details until booking help, but value matters more than restrictions.',
              de: 'Indem sich das Bleiben lohnt: Zahlungsschutz, Planungstools, Bewertungen und Unterstützung bei Streitfällen. Leichte Maßnahmen wie das Ausblenden von Kontaktdaten bis zur Buchung helfen, doch Mehrwert zählt mehr als Einschränkungen.',
              ar: 'بأن نجعل البقاء على المنصة مجديًا: حماية المدفوعات، وأدوات الجدولة، والتقييمات، والدعم في النزاعات. وتساعد إجراءات بسيطة مثل إخفاء بيانات الاتصال حتى إتمام الحجز، لكن القيمة أهم من القيود.',
            },
          },
          {
            question: {
              en: 'Who handles tax forms for sellers?',
              de: 'Wer kümmert sich um die Steuerformulare der Verkäufer?',
              ar: 'من يتولّى النماذج الضريبية للبائعين؟',
            },
            answer: {
              en: 'Stripe Connect can file 1099-K forms for your US sellers. We configure it, collect the required tax information during onboarding and build reports for your finance team.',
              de: 'Stripe Connect kann 1099-K-Formulare für Ihre Verkäufer in den USA einreichen. Wir konfigurieren das, erfassen die nötigen Steuerdaten beim Onboarding und erstellen Berichte für Ihr Finanzteam.',
              ar: 'يمكن لـ Stripe Connect تقديم نماذج 1099-K عن البائعين لديك في الولايات المتحدة. نتولّى إعداد ذلك، ونجمع المعلومات الضريبية المطلوبة أثناء التسجيل، ونبني تقارير لفريقك المالي.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Launching a marketplace?',
          de: 'Sie starten einen Marktplatz?',
          ar: 'هل تستعد لإطلاق سوق إلكترونية؟',
        },
        text: {
          en: 'Tell us about both sides of your market and where you plan to start. We will help you define a first version that can reach liquidity.',
          de: 'Erzählen Sie uns von beiden Seiten Ihres Marktes und davon, wo Sie starten möchten. Wir helfen Ihnen, eine erste Version zu definieren, die Liquidität erreichen kann.',
          ar: 'أخبرنا عن طرفَي سوقك وأين تخطّط للبدء، وسنساعدك على تحديد نسخة أولى قادرة على بلوغ السيولة.',
        },
        action: {
          label: {
            en: 'Plan your marketplace',
            de: 'Ihren Marktplatz planen',
            ar: 'خطّط لسوقك الإلكترونية',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['jombine', 'shyft', 'joyne'],
    keywords: [
      'marketplace development',
      'marketplace development company',
      'two-sided marketplace',
      'Stripe Connect',
      'platform payments',
      'trust and safety',
      'marketplace MVP',
    ],
  },
  {
    slug: 'mobile-app-development',
    group: 'development',
    path: '/services/mobile-app-development',
    name: {
      en: 'Mobile app development',
      de: 'Mobile-App-Entwicklung',
      ar: 'تطوير تطبيقات الجوال',
    },
    title: {
      en: 'Mobile app development company',
      de: 'Unternehmen für Mobile-App-Entwicklung',
      ar: 'شركة لتطوير تطبيقات الجوال',
    },
    description: {
      en: 'Mobile app development by Fernhill: native Swift and Kotlin or cross-platform apps, backends, push, analytics and release management for iOS and Android.',
      de: 'Mobile-App-Entwicklung von Fernhill: native Apps mit Swift und Kotlin oder plattformübergreifend, Backends, Push, Analytics und Release-Management für iOS und Android.',
      ar: 'تطوير تطبيقات الجوال من Fernhill: تطبيقات أصلية بـ Swift وKotlin أو متعددة المنصات، مع الخوادم الخلفية والإشعارات والتحليلات وإدارة الإصدارات لـ iOS وAndroid.',
    },
    summary: {
      en: 'iOS and Android apps, native or cross-platform, with the backend, analytics and release process to keep them improving.',
      de: 'iOS- und Android-Apps, nativ oder plattformübergreifend, mit Backend, Analytics und Release-Prozess für kontinuierliche Verbesserung.',
      ar: 'تطبيقات iOS وAndroid، أصلية أو متعددة المنصات، مع الخادم الخلفي والتحليلات وعملية الإصدار اللازمة لتحسينها باستمرار.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Mobile apps people keep on their home screen',
          de: 'Mobile Apps, die auf dem Homescreen bleiben',
          ar: 'تطبيقات جوال يُبقيها الناس على شاشتهم الرئيسية',
        },
        lead: {
          en: 'We design, build and run iOS and Android apps for startups and established companies, choosing native or cross-platform technology based on your product, not our habits, and staying on to improve retention after launch.',
          de: 'Wir konzipieren, entwickeln und betreiben iOS- und Android-Apps für Start-ups und etablierte Unternehmen. Ob nativ oder plattformübergreifend, entscheiden wir anhand Ihres Produkts, nicht nach Gewohnheit – und bleiben nach dem Launch an Bord, um die Nutzerbindung zu verbessern.',
          ar: 'نصمّم تطبيقات iOS وAndroid ونبنيها ونشغّلها للشركات الناشئة والشركات الراسخة، ونختار بين التقنيات الأصلية ومتعددة المنصات بناءً على منتجك لا على عاداتنا، ونبقى معك بعد الإطلاق لتحسين معدلات الاحتفاظ بالمستخدمين.',
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
        heading: { en: 'What we build', de: 'Was wir entwickeln', ar: 'ما نبنيه' },
        items: [
          {
            title: {
              en: 'Native iOS and Android apps',
              de: 'Native iOS- und Android-Apps',
              ar: 'تطبيقات iOS وAndroid أصلية',
            },
            text: {
              en: 'Swift with SwiftUI and Kotlin with Jetpack Compose for apps that depend on platform features, performance or deep OS integration.',
              de: 'Swift mit SwiftUI und Kotlin mit Jetpack Compose für Apps, die auf Plattformfunktionen, Performance oder eine tiefe Integration ins Betriebssystem angewiesen sind.',
              ar: 'Swift مع SwiftUI وKotlin مع Jetpack Compose للتطبيقات التي تعتمد على ميزات المنصة أو الأداء العالي أو التكامل العميق مع نظام التشغيل.',
            },
          },
          {
            title: {
              en: 'Cross-platform apps',
              de: 'Plattformübergreifende Apps',
              ar: 'تطبيقات متعددة المنصات',
            },
            text: {
              en: 'React Native or Flutter when one team and one codebase serve both platforms well, with native modules where needed.',
              de: 'React Native oder Flutter, wenn ein Team und eine Codebasis beide Plattformen gut bedienen – mit nativen Modulen, wo nötig.',
              ar: 'React Native أو Flutter حين يخدم فريق واحد وقاعدة شيفرة واحدة المنصتين جيدًا، مع وحدات أصلية عند الحاجة.',
            },
          },
          {
            title: {
              en: 'Mobile backends',
              de: 'Mobile-Backends',
              ar: 'خوادم خلفية لتطبيقات الجوال',
            },
            text: {
              en: 'APIs, auth, push notification services and sync engines designed for intermittent connections and older app versions.',
              de: 'APIs, Authentifizierung, Push-Dienste und Sync-Engines, ausgelegt auf instabile Verbindungen und ältere App-Versionen.',
              ar: 'واجهات API، والمصادقة، وخدمات الإشعارات الفورية، ومحرّكات المزامنة، مصمّمة للاتصالات المتقطعة وإصدارات التطبيق الأقدم.',
            },
          },
          {
            title: {
              en: 'Health, wearable and device features',
              de: 'Gesundheits-, Wearable- und Gerätefunktionen',
              ar: 'ميزات الصحة والأجهزة القابلة للارتداء والأجهزة المتصلة',
            },
            text: {
              en: 'HealthKit, Health Connect, Apple Watch and Wear OS, Bluetooth devices, camera and location features done right.',
              de: 'HealthKit, Health Connect, Apple Watch und Wear OS, Bluetooth-Geräte, Kamera- und Standortfunktionen – richtig umgesetzt.',
              ar: 'HealthKit وHealth Connect وApple Watch وWear OS، وأجهزة Bluetooth، وميزات الكاميرا والموقع، منفّذة على النحو الصحيح.',
            },
          },
          {
            title: {
              en: 'Growth and monetization',
              de: 'Wachstum und Monetarisierung',
              ar: 'النمو وتحقيق الدخل',
            },
            text: {
              en: 'In-app purchases, subscriptions, referral flows, deep links and product analytics wired to retention goals.',
              de: 'In-App-Käufe, Abonnements, Empfehlungsabläufe, Deep Links und Produktanalysen, ausgerichtet auf Ziele für die Nutzerbindung.',
              ar: 'عمليات الشراء داخل التطبيق، والاشتراكات، ومسارات الإحالة، والروابط العميقة، وتحليلات المنتج المرتبطة بأهداف الاحتفاظ بالمستخدمين.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach mobile development',
          de: 'Unser Ansatz für die Mobile-Entwicklung',
          ar: 'نهجنا في تطوير تطبيقات الجوال',
        },
        paragraphs: [
          {
            en: 'The first decision is technology, and we make it on evidence. Native wins for apps centered on the camera, audio, widgets or heavy platform integration; [Flutter](/services/flutter-app-development) and [React Native](/services/react-native-development) win when speed to both stores and a shared team matter most. We write the reasoning down so the choice can be revisited as the product changes.',
            de: 'Die erste Entscheidung betrifft die Technologie, und wir treffen sie auf Basis belastbarer Fakten. Nativ ist die bessere Wahl für Apps, die sich um Kamera, Audio, Widgets oder eine tiefe Plattformintegration drehen; [Flutter](/services/flutter-app-development) und [React Native](/services/react-native-development) punkten, wenn ein schneller Start in beiden Stores und ein gemeinsames Team am wichtigsten sind. Wir halten die Begründung schriftlich fest, damit sich die Wahl überprüfen lässt, wenn sich das Produkt verändert.',
            ar: 'أول قرار هو التقنية، ونتّخذه بناءً على الأدلة. فالتطبيقات الأصلية هي الأفضل حين يتمحور التطبيق حول الكاميرا أو الصوت أو الأدوات المصغّرة أو التكامل العميق مع المنصة؛ بينما يتفوّق [Flutter](/services/flutter-app-development) و[React Native](/services/react-native-development) حين تكون سرعة الوصول إلى المتجرين والفريق المشترك هما الأهم. ونوثّق أسباب القرار كتابةً لكي يمكن مراجعته مع تطوّر المنتج.',
          },
          {
            en: 'Mobile apps cannot be redeployed instantly, so we design for old versions in the wild. APIs stay backward compatible, a remote-config kill switch can disable a broken feature, and a minimum-version gate forces updates only when truly necessary. Releases go through staged rollouts on both stores with crash-free session targets, and every build is tested on a device matrix that includes older, smaller phones.',
            de: 'Mobile Apps lassen sich nicht sofort neu ausrollen, deshalb planen wir für alte Versionen, die noch im Umlauf sind. APIs bleiben abwärtskompatibel, ein Kill Switch per Remote Config kann eine fehlerhafte Funktion abschalten, und eine Mindestversion erzwingt Updates nur, wenn es wirklich nötig ist. Releases laufen in beiden Stores als gestaffelte Rollouts mit Zielwerten für absturzfreie Sitzungen, und jeder Build wird auf einer Gerätematrix getestet, die auch ältere, kleinere Smartphones umfasst.',
            ar: 'لا يمكن إعادة نشر تطبيقات الجوال فورًا، لذا نصمّم مع مراعاة الإصدارات القديمة المنتشرة لدى المستخدمين. تبقى واجهات API متوافقة مع الإصدارات السابقة، ويمكن لمفتاح إيقاف عبر الإعدادات عن بُعد تعطيل أي ميزة معطوبة، ولا يفرض شرط الحد الأدنى للإصدار التحديث إلا عند الضرورة القصوى. وتمرّ الإصدارات بطرح تدريجي على المتجرين مع أهداف لنسبة الجلسات الخالية من الأعطال، ويُختبر كل إصدار على مصفوفة أجهزة تشمل هواتف أقدم وأصغر حجمًا.',
          },
          {
            en: 'Launch is the start, not the finish. We instrument activation and retention events from the first release, run experiments on onboarding and notifications, and keep a release train going every one or two weeks so improvements reach users continuously.',
            de: 'Der Launch ist der Anfang, nicht das Ziel. Wir erfassen Ereignisse zu Aktivierung und Nutzerbindung ab dem ersten Release, testen Varianten von Onboarding und Benachrichtigungen und halten einen festen Release-Rhythmus im Ein- bis Zweiwochentakt ein, damit Verbesserungen die Nutzer kontinuierlich erreichen.',
            ar: 'الإطلاق هو البداية لا النهاية. نرصد أحداث التفعيل والاحتفاظ منذ الإصدار الأول، ونجري تجارب على مسار الإعداد الأولي والإشعارات، ونحافظ على وتيرة إصدار كل أسبوع أو أسبوعين لتصل التحسينات إلى المستخدمين باستمرار.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a mobile project runs',
          de: 'So läuft ein Mobile-Projekt ab',
          ar: 'كيف يسير مشروع تطبيق الجوال',
        },
        items: [
          {
            title: {
              en: 'Product and platform decision',
              de: 'Produkt- und Plattformentscheidung',
              ar: 'قرار المنتج والمنصة',
            },
            text: {
              en: 'Goals, audience, core features and the native versus cross-platform decision, documented with trade-offs.',
              de: 'Ziele, Zielgruppe, Kernfunktionen und die Entscheidung zwischen nativ und plattformübergreifend – dokumentiert samt Abwägungen.',
              ar: 'الأهداف والجمهور والميزات الأساسية وقرار الاختيار بين التطبيق الأصلي ومتعدد المنصات، موثّقة مع المفاضلات.',
            },
          },
          {
            title: {
              en: 'Design and prototype',
              de: 'Design und Prototyp',
              ar: 'التصميم والنموذج الأولي',
            },
            text: {
              en: 'Platform-aware flows and a device prototype tested with target users.',
              de: 'Plattformgerechte Abläufe und ein Prototyp auf dem Gerät, getestet mit Nutzern aus der Zielgruppe.',
              ar: 'مسارات تراعي خصائص كل منصة، ونموذج أولي على الجهاز يُختبر مع المستخدمين المستهدفين.',
            },
          },
          {
            title: {
              en: 'Build in sprints',
              de: 'Entwicklung in Sprints',
              ar: 'البناء في سبرنتات',
            },
            text: {
              en: 'Internal builds every sprint through TestFlight and Play testing tracks, with automated UI tests on key flows.',
              de: 'Interne Builds in jedem Sprint über TestFlight und die Test-Tracks von Google Play, mit automatisierten UI-Tests für zentrale Abläufe.',
              ar: 'إصدارات داخلية في كل سبرنت عبر TestFlight ومسارات الاختبار في Play، مع اختبارات آلية لواجهة المستخدم في المسارات الرئيسية.',
            },
          },
          {
            title: { en: 'Launch', de: 'Launch', ar: 'الإطلاق' },
            text: {
              en: 'Store listings, review submission, staged rollout and monitoring with Crashlytics or Sentry.',
              de: 'Store-Einträge, Einreichung zur Prüfung, gestaffelter Rollout und Monitoring mit Crashlytics oder Sentry.',
              ar: 'صفحات المتاجر، وتقديم التطبيق للمراجعة، والطرح التدريجي، والمراقبة عبر Crashlytics أو Sentry.',
            },
          },
          {
            title: { en: 'Grow', de: 'Wachstum', ar: 'النمو' },
            text: {
              en: 'A steady release train with experiments and analytics reviews focused on retention.',
              de: 'Ein stetiger Release-Rhythmus mit Experimenten und Analytics-Auswertungen, die auf Nutzerbindung ausgerichtet sind.',
              ar: 'وتيرة إصدار ثابتة مع تجارب ومراجعات للتحليلات تركّز على الاحتفاظ بالمستخدمين.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Mobile app questions',
          de: 'Fragen zu Mobile Apps',
          ar: 'أسئلة حول تطبيقات الجوال',
        },
        items: [
          {
            question: {
              en: 'How long does it take to build a mobile app?',
              de: 'Wie lange dauert die Entwicklung einer Mobile App?',
              ar: 'كم يستغرق بناء تطبيق جوال؟',
            },
            answer: {
              en: 'A focused first release usually takes three to five months including design, backend and store launch. Apps with complex integrations, offline sync or regulated data take longer, and we will show you what can be cut to launch sooner.',
              de: 'Ein fokussiertes erstes Release dauert in der Regel drei bis fünf Monate, einschließlich Design, Backend und Store-Launch. Apps mit komplexen Integrationen, Offline-Synchronisierung oder regulierten Daten brauchen länger – und wir zeigen Ihnen, was sich streichen lässt, um früher zu starten.',
              ar: 'يستغرق الإصدار الأول المركّز عادةً من ثلاثة إلى خمسة أشهر، بما في ذلك التصميم والخادم الخلفي والإطلاق في المتاجر. وتستغرق التطبيقات ذات التكاملات المعقدة أو المزامنة دون اتصال أو البيانات الخاضعة للتنظيم وقتًا أطول، وسنوضّح لك ما يمكن الاستغناء عنه للإطلاق في وقت أبكر.',
            },
          },
          {
            question: {
              en: 'Do we need both iOS and Android at launch?',
              de: 'Brauchen wir zum Launch sowohl iOS als auch Android?',
              ar: 'هل نحتاج إلى iOS وAndroid معًا عند الإطلاق؟',
            },
            answer: {
              en: 'It depends on your audience. US consumer apps often skew toward iOS, while field-worker and international audiences lean Android. Cross-platform technology often makes launching both only marginally more expensive.',
              de: 'Das hängt von Ihrer Zielgruppe ab. Verbraucher-Apps in den USA tendieren oft zu iOS, während Außendienstkräfte und internationale Zielgruppen eher Android nutzen. Mit plattformübergreifender Technologie ist ein Start auf beiden Plattformen oft nur geringfügig teurer.',
              ar: 'يعتمد ذلك على جمهورك. فتطبيقات المستهلكين في الولايات المتحدة تميل غالبًا نحو iOS، بينما يميل العاملون الميدانيون والجمهور الدولي إلى Android. وكثيرًا ما تجعل التقنيات متعددة المنصات الإطلاق على المنصتين أعلى تكلفة بقدر طفيف فقط.',
            },
          },
          {
            question: {
              en: 'How do you handle App Store rejections?',
              de: 'Wie gehen Sie mit Ablehnungen im App Store um?',
              ar: 'كيف تتعاملون مع رفض App Store للتطبيق؟',
            },
            answer: {
              en: 'Mostly by avoiding them: we review guidelines for payments, account deletion, privacy and permissions during design. When a rejection does happen, we resolve it with the review team, typically within a few days.',
              de: 'Meist, indem wir sie vermeiden: Schon im Design prüfen wir die Richtlinien zu Zahlungen, Kontolöschung, Datenschutz und Berechtigungen. Kommt es doch zu einer Ablehnung, klären wir sie mit dem Prüfteam des Stores, in der Regel innerhalb weniger Tage.',
              ar: 'غالبًا بتجنّبه من الأساس: فنراجع الإرشادات الخاصة بالمدفوعات وحذف الحسابات والخصوصية والأذونات أثناء التصميم. وإن حدث الرفض، نعالجه مع فريق المراجعة، عادةً خلال بضعة أيام.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Have an app to build or improve?',
          de: 'Sie möchten eine App entwickeln oder verbessern?',
          ar: 'هل لديك تطبيق تريد بناءه أو تحسينه؟',
        },
        text: {
          en: 'Tell us about the users and the problem. We will recommend a platform approach and a realistic first release.',
          de: 'Erzählen Sie uns von den Nutzern und dem Problem. Wir empfehlen Ihnen einen Plattformansatz und ein realistisches erstes Release.',
          ar: 'أخبرنا عن المستخدمين والمشكلة، وسنقترح عليك نهجًا للمنصة وإصدارًا أول واقعيًا.',
        },
        action: {
          label: { en: 'Discuss your app', de: 'Über Ihre App sprechen', ar: 'ناقش تطبيقك' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['nicolette', 'health-in-her-hue', 'joyne'],
    keywords: [
      'mobile app development',
      'mobile app development company',
      'iOS app development',
      'Android app development',
      'Swift',
      'Kotlin',
      'cross-platform apps',
    ],
  },
  {
    slug: 'mvp-development',
    group: 'development',
    path: '/services/mvp-development',
    name: { en: 'MVP development', de: 'MVP-Entwicklung', ar: 'تطوير المنتج الأولي (MVP)' },
    title: {
      en: 'MVP development company',
      de: 'Unternehmen für MVP-Entwicklung',
      ar: 'شركة لتطوير المنتجات الأولية (MVP)',
    },
    description: {
      en: 'MVP development by Fernhill: a validated scope, a launch in 8 to 12 weeks and analytics from day one, on a codebase that can grow with traction.',
      de: 'MVP-Entwicklung von Fernhill: validierter Umfang, Launch in 8 bis 12 Wochen und Analytics ab dem ersten Tag – auf einer Codebasis, die mit Ihrem Erfolg mitwächst.',
      ar: 'تطوير المنتجات الأولية (MVP) من Fernhill: نطاق مُتحقَّق منه، وإطلاق خلال 8 إلى 12 أسبوعًا، وتحليلات منذ اليوم الأول، على قاعدة شيفرة تنمو مع الإقبال.',
    },
    summary: {
      en: 'A focused first version in 8 to 12 weeks, scoped to test your riskiest assumption and built on code that can scale.',
      de: 'Eine fokussierte erste Version in 8 bis 12 Wochen, die Ihre riskanteste Annahme testet – gebaut auf skalierbarem Code.',
      ar: 'إصدار أول مركّز خلال 8 إلى 12 أسبوعًا، محدد النطاق لاختبار أكثر افتراضاتك خطورة، ومبني على شيفرة قابلة للتوسع.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Launch the smallest product that proves the idea',
          de: 'Starten Sie mit dem kleinsten Produkt, das Ihre Idee beweist',
          ar: 'أطلق أصغر منتج يُثبت صحة فكرتك',
        },
        lead: {
          en: 'We help founders and corporate innovation teams turn an idea into a working product in weeks: scoped around the assumption that matters most, instrumented to learn from the first users and built so it does not need to be thrown away.',
          de: 'Wir helfen Gründern und Innovationsteams in Unternehmen, aus einer Idee in wenigen Wochen ein funktionierendes Produkt zu machen: zugeschnitten auf die wichtigste Annahme, ausgestattet, um von den ersten Nutzern zu lernen, und so gebaut, dass es nicht weggeworfen werden muss.',
          ar: 'نساعد المؤسسين وفرق الابتكار في الشركات على تحويل الفكرة إلى منتج يعمل خلال أسابيع: بنطاق محدد حول الافتراض الأهم، ومزوّد بأدوات قياس للتعلّم من المستخدمين الأوائل، ومبني بحيث لا يلزم التخلص منه لاحقًا.',
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
          en: 'What an MVP engagement includes',
          de: 'Was ein MVP-Projekt umfasst',
          ar: 'ما يشمله مشروع المنتج الأولي',
        },
        items: [
          {
            title: {
              en: 'Discovery and scope',
              de: 'Discovery-Phase und Umfang',
              ar: 'مرحلة الاستكشاف وتحديد النطاق',
            },
            text: {
              en: 'A two-week sprint that turns the idea into user flows, a clickable prototype and a prioritized, estimated backlog.',
              de: 'Ein zweiwöchiger Sprint, der die Idee in Nutzerabläufe, einen klickbaren Prototyp und ein priorisiertes, geschätztes Backlog übersetzt.',
              ar: 'سبرنت مدته أسبوعان يحوّل الفكرة إلى مسارات للمستخدم ونموذج أولي تفاعلي وقائمة مهام مرتّبة حسب الأولوية ومقدّرة الجهد.',
            },
          },
          {
            title: { en: 'Product design', de: 'Produktdesign', ar: 'تصميم المنتج' },
            text: {
              en: 'Clean, usable interfaces built from a small component set, so design effort goes into the core experience.',
              de: 'Klare, gut bedienbare Oberflächen aus einem kleinen Komponentenset, damit der Designaufwand in das Kernerlebnis fließt.',
              ar: 'واجهات واضحة وسهلة الاستخدام مبنية من مجموعة صغيرة من المكوّنات، ليتركّز جهد التصميم على التجربة الأساسية.',
            },
          },
          {
            title: {
              en: 'Full-stack build',
              de: 'Full-Stack-Entwicklung',
              ar: 'بناء متكامل للواجهة والخادم',
            },
            text: {
              en: 'Web or mobile app, backend, admin tools and integrations delivered by a small senior team.',
              de: 'Web- oder Mobile-App, Backend, Admin-Tools und Integrationen, umgesetzt von einem kleinen, erfahrenen Team.',
              ar: 'تطبيق ويب أو تطبيق جوال، وخادم خلفي، وأدوات إدارة، وتكاملات، يسلّمها فريق صغير من الخبراء.',
            },
          },
          {
            title: {
              en: 'Analytics and feedback loops',
              de: 'Analytics und Feedbackschleifen',
              ar: 'التحليلات وحلقات التغذية الراجعة',
            },
            text: {
              en: 'Event tracking, funnels and in-app feedback configured before launch, so the first users generate answers.',
              de: 'Event-Tracking, Funnels und In-App-Feedback, eingerichtet vor dem Launch, damit die ersten Nutzer Antworten liefern.',
              ar: 'تتبّع الأحداث ومسارات التحويل والملاحظات داخل التطبيق، تُهيّأ قبل الإطلاق ليقدّم المستخدمون الأوائل إجابات.',
            },
          },
          {
            title: { en: 'Launch support', de: 'Unterstützung beim Launch', ar: 'دعم الإطلاق' },
            text: {
              en: 'App store submission, onboarding of pilot customers and a post-launch iteration plan.',
              de: 'Einreichung in den App Stores, Onboarding der Pilotkunden und ein Iterationsplan für die Zeit nach dem Launch.',
              ar: 'تقديم التطبيق إلى المتاجر، ومساعدة العملاء التجريبيين على البدء، وخطة للتكرارات بعد الإطلاق.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach MVPs',
          de: 'Unser Ansatz für MVPs',
          ar: 'نهجنا في بناء المنتجات الأولية',
        },
        paragraphs: [
          {
            en: 'Most MVPs are too big. We ask which single assumption would kill the business if it were wrong, whether people will pay, whether supply will show up or whether the workflow really saves time, and cut everything that does not help test it. Admin panels start as off-the-shelf tools, payments start with Stripe Checkout, and some processes stay manual until volume justifies automating them. Our [Fuse](/fuse) discovery kit structures that first sprint.',
            de: 'Die meisten MVPs sind zu groß. Wir fragen, welche einzelne Annahme das Geschäft zu Fall bringen würde, wenn sie falsch wäre – ob Menschen zahlen, ob sich genug Anbieter finden oder ob der Workflow wirklich Zeit spart – und streichen alles, was nicht hilft, sie zu testen. Admin-Bereiche beginnen als Standardtools, Zahlungen mit Stripe Checkout, und manche Prozesse bleiben manuell, bis das Volumen eine Automatisierung rechtfertigt. Unser Discovery-Kit [Fuse](/fuse) gibt diesem ersten Sprint seine Struktur.',
            ar: 'معظم المنتجات الأولية أكبر مما ينبغي. لذا نسأل: ما الافتراض الوحيد الذي سيقضي على المشروع إن ثبت خطؤه؟ هل سيدفع الناس؟ هل سيحضر جانب العرض؟ هل يوفّر سير العمل الوقت فعلًا؟ ثم نحذف كل ما لا يساعد على اختباره. تبدأ لوحات الإدارة بأدوات جاهزة، وتبدأ المدفوعات بـ Stripe Checkout، وتبقى بعض العمليات يدوية حتى يبرّر حجم العمل أتمتتها. وتنظّم حزمة الاستكشاف [Fuse](/fuse) لدينا ذلك السبرنت الأول.',
          },
          {
            en: 'Minimal scope does not mean throwaway code. We use mainstream frameworks such as Rails, Next.js or Node with TypeScript, write tests for the parts that handle money and data, and set up CI and error monitoring from the first week. When the product finds traction, the same codebase grows into the real thing instead of being rewritten during the most critical months.',
            de: 'Minimaler Umfang heißt nicht Wegwerfcode. Wir setzen auf etablierte Frameworks wie Rails, Next.js oder Node mit TypeScript, schreiben Tests für die Teile, die mit Geld und Daten umgehen, und richten CI und Fehlermonitoring ab der ersten Woche ein. Findet das Produkt Anklang, wächst dieselbe Codebasis zum vollwertigen Produkt heran, statt in den kritischsten Monaten neu geschrieben zu werden.',
            ar: 'النطاق المحدود لا يعني شيفرة تُرمى بعد الاستخدام. نستخدم أطر عمل شائعة مثل Rails أو Next.js أو Node مع TypeScript، ونكتب اختبارات للأجزاء التي تتعامل مع الأموال والبيانات، ونُعدّ التكامل المستمر (CI) ومراقبة الأخطاء منذ الأسبوع الأول. وحين يلقى المنتج إقبالًا، تنمو قاعدة الشيفرة نفسها لتصبح المنتج الفعلي بدلًا من إعادة كتابتها في أكثر الأشهر حساسية.',
          },
          {
            en: 'For early-stage startups, the [Fernhill Fund](/fund) can invest up to $250k of design and engineering work in exchange for equity. Products that find their market usually move on to our [SaaS development](/services/saas-development) or marketplace practices as they scale.',
            de: 'Für Start-ups in der Frühphase kann der [Fernhill Fund](/fund) Design- und Entwicklungsleistungen im Wert von bis zu 250.000\u00a0$ gegen Unternehmensanteile investieren. Produkte, die ihren Markt finden, wechseln beim Skalieren meist in unsere Bereiche [SaaS-Entwicklung](/services/saas-development) oder Marktplätze.',
            ar: 'وللشركات الناشئة في مراحلها الأولى، يمكن لـ [صندوق Fernhill](/fund) أن يستثمر ما يصل إلى $250,000 من أعمال التصميم والهندسة مقابل حصة في الملكية. وعادةً ما تنتقل المنتجات التي تجد سوقها مع توسّعها إلى فريقَي [تطوير البرمجيات كخدمة (SaaS)](/services/saas-development) أو الأسواق الإلكترونية لدينا.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'From idea to launch',
          de: 'Von der Idee zum Launch',
          ar: 'من الفكرة إلى الإطلاق',
        },
        items: [
          {
            title: {
              en: 'Weeks 1–2: discovery',
              de: 'Wochen 1–2: Discovery-Phase',
              ar: 'الأسبوعان 1–2: مرحلة الاستكشاف',
            },
            text: {
              en: 'Assumptions ranked, flows mapped, prototype tested with five or more target users and scope agreed.',
              de: 'Annahmen priorisiert, Abläufe skizziert, Prototyp mit mindestens fünf Nutzern aus der Zielgruppe getestet und Umfang vereinbart.',
              ar: 'ترتيب الافتراضات، ورسم المسارات، واختبار النموذج الأولي مع خمسة مستخدمين مستهدفين أو أكثر، والاتفاق على النطاق.',
            },
          },
          {
            title: {
              en: 'Weeks 3–4: foundations',
              de: 'Wochen 3–4: Grundlagen',
              ar: 'الأسبوعان 3–4: الأسس',
            },
            text: {
              en: 'Architecture, design system basics, auth, CI and the first end-to-end flow in a staging environment.',
              de: 'Architektur, Grundlagen des Designsystems, Authentifizierung, CI und der erste End-to-End-Ablauf in einer Staging-Umgebung.',
              ar: 'البنية المعمارية، وأساسيات نظام التصميم، والمصادقة، والتكامل المستمر، وأول مسار متكامل من البداية إلى النهاية في بيئة اختبار مرحلية.',
            },
          },
          {
            title: {
              en: 'Weeks 5–10: core build',
              de: 'Wochen 5–10: Kernentwicklung',
              ar: 'الأسابيع 5–10: بناء الميزات الأساسية',
            },
            text: {
              en: 'Weekly demos of working software, with scope adjusted as we learn what is harder or easier than expected.',
              de: 'Wöchentliche Demos lauffähiger Software; den Umfang passen wir an, sobald sich zeigt, was schwerer oder leichter ist als erwartet.',
              ar: 'عروض أسبوعية لبرمجيات تعمل فعلًا، مع تعديل النطاق كلما تبيّن لنا ما هو أصعب أو أسهل من المتوقع.',
            },
          },
          {
            title: {
              en: 'Weeks 10–12: launch',
              de: 'Wochen 10–12: Launch',
              ar: 'الأسابيع 10–12: الإطلاق',
            },
            text: {
              en: 'Beta with real users, fixes, store submission or public launch, and a plan for the next iterations.',
              de: 'Beta mit echten Nutzern, Fehlerbehebungen, Einreichung in den Stores oder öffentlicher Launch und ein Plan für die nächsten Iterationen.',
              ar: 'نسخة تجريبية مع مستخدمين حقيقيين، وإصلاحات، وتقديم إلى المتاجر أو إطلاق عام، وخطة للتكرارات التالية.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'MVP questions', de: 'Fragen zum MVP', ar: 'أسئلة حول المنتج الأولي' },
        items: [
          {
            question: {
              en: 'How much does an MVP cost?',
              de: 'Was kostet ein MVP?',
              ar: 'كم تبلغ تكلفة المنتج الأولي؟',
            },
            answer: {
              en: 'Most of our MVPs cost between $80,000 and $200,000, depending on platforms, integrations and compliance needs. The discovery sprint produces an estimate by scope option, so you can choose how much to build before you commit.',
              de: 'Die meisten unserer MVPs kosten zwischen 80.000\u00a0$ und 200.000\u00a0$, je nach Plattformen, Integrationen und Compliance-Anforderungen. Der Discovery-Sprint liefert eine Schätzung pro Umfangsoption, sodass Sie entscheiden können, wie viel Sie bauen, bevor Sie sich festlegen.',
              ar: 'تتراوح تكلفة معظم منتجاتنا الأولية بين $80,000 و$200,000، بحسب المنصات والتكاملات ومتطلبات الامتثال. ويُنتج سبرنت الاستكشاف تقديرًا لكل خيار من خيارات النطاق، لتختار حجم ما ستبنيه قبل أن تلتزم.',
            },
          },
          {
            question: {
              en: 'Should we use no-code tools instead?',
              de: 'Sollten wir stattdessen No-Code-Tools nutzen?',
              ar: 'هل ينبغي أن نستخدم أدوات التطوير دون شيفرة (No-Code) بدلًا من ذلك؟',
            },
            answer: {
              en: 'Sometimes, yes, and we will say so. No-code is great for testing demand with a landing page or a concierge service. Custom development is the better choice when the product itself, its data model or its performance is what you are testing.',
              de: 'Manchmal ja – und dann sagen wir Ihnen das auch. No-Code eignet sich hervorragend, um die Nachfrage mit einer Landingpage oder einem Concierge-Service zu testen. Individuelle Entwicklung ist die bessere Wahl, wenn Sie das Produkt selbst, sein Datenmodell oder seine Performance testen.',
              ar: 'أحيانًا نعم، وسنخبرك بذلك صراحة. فأدوات No-Code ممتازة لاختبار الطلب عبر صفحة هبوط أو خدمة تُدار يدويًا. أمّا التطوير المخصص فهو الخيار الأفضل حين يكون ما تختبره هو المنتج نفسه أو نموذج بياناته أو أداؤه.',
            },
          },
          {
            question: {
              en: 'What happens after launch?',
              de: 'Was passiert nach dem Launch?',
              ar: 'ماذا يحدث بعد الإطلاق؟',
            },
            answer: {
              en: 'We review analytics and user feedback together, then plan the next cycle. Some clients continue with us, others hire an in-house team and we help them onboard onto the codebase.',
              de: 'Wir werten Analytics und Nutzerfeedback gemeinsam aus und planen dann den nächsten Zyklus. Manche Kunden arbeiten weiter mit uns, andere stellen ein internes Team ein, das wir in die Codebasis einarbeiten.',
              ar: 'نراجع التحليلات وملاحظات المستخدمين معًا، ثم نخطّط للدورة التالية. يواصل بعض العملاء العمل معنا، بينما يوظّف آخرون فريقًا داخليًا ونساعده على الإلمام بقاعدة الشيفرة.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Have an idea you want in front of users this quarter?',
          de: 'Ihre Idee soll noch in diesem Quartal bei Nutzern ankommen?',
          ar: 'هل لديك فكرة تريد وضعها بين أيدي المستخدمين هذا الربع؟',
        },
        text: {
          en: 'Tell us what you want to prove and by when. We will suggest a scope, a team and a timeline, or a cheaper way to learn the same thing.',
          de: 'Sagen Sie uns, was Sie beweisen möchten und bis wann. Wir schlagen Ihnen Umfang, Team und Zeitplan vor – oder einen günstigeren Weg zur selben Erkenntnis.',
          ar: 'أخبرنا بما تريد إثباته وبحلول متى، وسنقترح نطاقًا وفريقًا وجدولًا زمنيًا، أو طريقة أقل تكلفة لتعلّم الشيء نفسه.',
        },
        action: {
          label: { en: 'Start your MVP', de: 'Ihr MVP starten', ar: 'ابدأ منتجك الأولي' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['jombine', 'joyne'],
    keywords: [
      'MVP development',
      'MVP development company',
      'startup app development',
      'minimum viable product',
      'product discovery',
      'prototype',
      'startup software',
    ],
  },
  {
    slug: 'nearshore-software-development',
    group: 'development',
    path: '/services/nearshore-software-development',
    name: {
      en: 'Nearshore development',
      de: 'Nearshore-Entwicklung',
      ar: 'التطوير القريب جغرافيًا (Nearshore)',
    },
    title: {
      en: 'Nearshore software development company',
      de: 'Unternehmen für Nearshore-Softwareentwicklung',
      ar: 'شركة للتطوير البرمجي القريب جغرافيًا (Nearshore)',
    },
    description: {
      en: 'Nearshore software development from Fernhill’s Mexico City and Medellín hubs: senior engineers in US time zones, managed and contracted from Austin.',
      de: 'Nearshore-Softwareentwicklung aus Fernhills Hubs in Mexiko-Stadt und Medellín: erfahrene Fachleute in US-Zeitzonen, mit Vertrag und Management aus Austin.',
      ar: 'تطوير برمجي قريب جغرافيًا (Nearshore) من مركزَي Fernhill في مكسيكو سيتي وميديلين: مهندسون خبراء بتوقيت الولايات المتحدة، بتعاقد وإدارة من أوستن.',
    },
    summary: {
      en: 'Senior engineers in Mexico City and Medellín who work your hours, under a US contract, US management and SOC 2 controls.',
      de: 'Erfahrene Entwicklerinnen und Entwickler in Mexiko-Stadt und Medellín zu Ihren Arbeitszeiten – mit US-Vertrag, US-Management und SOC-2-Kontrollen.',
      ar: 'مهندسون خبراء في مكسيكو سيتي وميديلين يعملون في ساعات عملك، بموجب عقد أمريكي وإدارة أمريكية وضوابط SOC 2.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Nearshore engineering without the time-zone tax',
          de: 'Nearshore-Entwicklung ohne den Preis der Zeitverschiebung',
          ar: 'تطوير قريب جغرافيًا دون ثمن فارق التوقيت',
        },
        lead: {
          en: 'Our hubs in Mexico City and Medellín give you senior engineers who join your stand-ups, answer Slack in real time and fly to your office in a few hours, contracted and managed by Fernhill from Austin.',
          de: 'Unsere Hubs in Mexiko-Stadt und Medellín stellen Ihnen erfahrene Entwicklerinnen und Entwickler, die an Ihren Stand-ups teilnehmen, in Slack in Echtzeit antworten und in wenigen Flugstunden in Ihrem Büro sind – mit Vertrag und Management durch Fernhill in Austin.',
          ar: 'يوفّر لك مركزانا في مكسيكو سيتي وميديلين مهندسين خبراء ينضمّون إلى اجتماعاتك اليومية، ويردّون على Slack في الوقت الفعلي، ويصلون إلى مكتبك جوًا في غضون ساعات، بتعاقد وإدارة من Fernhill في أوستن.',
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
          en: 'What nearshore with Fernhill means',
          de: 'Was Nearshore mit Fernhill bedeutet',
          ar: 'ماذا يعني التطوير القريب جغرافيًا مع Fernhill',
        },
        items: [
          {
            title: {
              en: 'Real-time collaboration',
              de: 'Zusammenarbeit in Echtzeit',
              ar: 'تعاون في الوقت الفعلي',
            },
            text: {
              en: 'Mexico City and Medellín are at most three hours from any continental US time zone, so your working day overlaps almost completely.',
              de: 'Zwischen Mexiko-Stadt bzw. Medellín und jeder Zeitzone des US-Festlands liegen höchstens drei Stunden Zeitunterschied – Ihre Arbeitstage überschneiden sich also fast vollständig.',
              ar: 'لا يتجاوز فارق التوقيت بين مكسيكو سيتي أو ميديلين وأي منطقة زمنية في البر الرئيسي للولايات المتحدة ثلاث ساعات، فيتداخل يوم عملك مع يومهم بالكامل تقريبًا.',
            },
          },
          {
            title: {
              en: 'Senior, English-fluent engineers',
              de: 'Erfahrene Fachleute mit fließendem Englisch',
              ar: 'مهندسون خبراء يجيدون الإنجليزية بطلاقة',
            },
            text: {
              en: 'Engineers with five or more years of experience on average, interviewed for communication as carefully as for code.',
              de: 'Entwicklerinnen und Entwickler mit durchschnittlich fünf oder mehr Jahren Erfahrung, deren Kommunikation wir im Interview ebenso sorgfältig prüfen wie ihren Code.',
              ar: 'مهندسون بخبرة تبلغ في المتوسط خمس سنوات أو أكثر، نقيّم مهارات التواصل لديهم في المقابلات بالعناية نفسها التي نقيّم بها شيفرتهم.',
            },
          },
          {
            title: { en: 'One US contract', de: 'Ein US-Vertrag', ar: 'عقد أمريكي واحد' },
            text: {
              en: 'You contract with Fernhill Software LLC in Texas, with US law, IP assignment and invoicing in dollars.',
              de: 'Ihr Vertragspartner ist die Fernhill Software LLC in Texas – mit US-Recht, Übertragung der IP-Rechte und Abrechnung in Dollar.',
              ar: 'تتعاقد مع Fernhill Software LLC في تكساس، وفق القانون الأمريكي، مع نقل حقوق الملكية الفكرية والفوترة بالدولار.',
            },
          },
          {
            title: {
              en: 'Same standards as our US teams',
              de: 'Dieselben Standards wie in unseren US-Teams',
              ar: 'المعايير نفسها المطبّقة في فرقنا الأمريكية',
            },
            text: {
              en: 'Shared engineering practices, code review, security training and SOC 2 controls across every office.',
              de: 'Gemeinsame Entwicklungspraktiken, Code-Reviews, Sicherheitsschulungen und SOC-2-Kontrollen an jedem Standort.',
              ar: 'ممارسات هندسية مشتركة، ومراجعة للشيفرة، وتدريب أمني، وضوابط SOC 2 في جميع مكاتبنا.',
            },
          },
          {
            title: { en: 'Blended teams', de: 'Gemischte Teams', ar: 'فرق مختلطة' },
            text: {
              en: 'Nearshore engineers working alongside US-based leads, designers and product managers where the project calls for it.',
              de: 'Nearshore-Entwicklerinnen und -Entwickler, die – wo das Projekt es erfordert – Seite an Seite mit technischer Projektleitung, Design und Produktmanagement in den USA arbeiten.',
              ar: 'مهندسون من مراكزنا القريبة يعملون جنبًا إلى جنب مع قادة فرق ومصممين ومديري منتجات في الولايات المتحدة حين يتطلّب المشروع ذلك.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we run nearshore teams',
          de: 'So führen wir Nearshore-Teams',
          ar: 'كيف ندير فرق التطوير القريبة جغرافيًا',
        },
        paragraphs: [
          {
            en: 'Nearshore works when it does not feel like outsourcing. Our engineers in Mexico City and Medellín are Fernhill employees, not subcontractors, and they follow the same practices as colleagues in Austin: small pull requests, reviewed code, written design decisions and demos every sprint. Most teams have a US-based engagement lead who owns delivery and the relationship with you.',
            de: 'Nearshore funktioniert, wenn es sich nicht wie Outsourcing anfühlt. Unsere Entwicklerinnen und Entwickler in Mexiko-Stadt und Medellín sind bei Fernhill angestellt, keine Subunternehmer, und arbeiten nach denselben Praktiken wie ihre Kolleginnen und Kollegen in Austin: kleine Pull Requests, geprüfter Code, schriftlich festgehaltene Designentscheidungen und Demos in jedem Sprint. Die meisten Teams haben eine Projektleitung in den USA, die für die Umsetzung und die Zusammenarbeit mit Ihnen verantwortlich ist.',
            ar: 'ينجح التطوير القريب جغرافيًا حين لا يبدو تعهيدًا. فمهندسونا في مكسيكو سيتي وميديلين موظفون لدى Fernhill لا متعاقدون من الباطن، ويتّبعون الممارسات نفسها التي يتّبعها زملاؤهم في أوستن: طلبات دمج صغيرة، وشيفرة تخضع للمراجعة، وقرارات تصميم موثّقة كتابيًا، وعروض في كل سبرنت. ولدى معظم الفرق قائد مشروع مقيم في الولايات المتحدة يتولّى مسؤولية التسليم والعلاقة معك.',
          },
          {
            en: 'Security and IP protections do not change with location. Laptops are company-managed with disk encryption and endpoint monitoring, access follows least privilege and is revoked the day someone rotates off, and our SOC 2 Type II controls cover every office. For clients with regulated data we keep PHI and production access restricted by role regardless of where an engineer sits.',
            de: 'Sicherheit und Schutz des geistigen Eigentums hängen nicht vom Standort ab. Laptops werden vom Unternehmen verwaltet, mit Festplattenverschlüsselung und Endpoint-Monitoring; Zugriffe folgen dem Least-Privilege-Prinzip und werden am Tag des Wechsels aus dem Projekt entzogen, und unsere SOC-2-Type-II-Kontrollen gelten für jeden Standort. Bei Kunden mit regulierten Daten bleibt der Zugriff auf PHI und Produktivsysteme rollenbasiert beschränkt – unabhängig davon, wo ein Teammitglied sitzt.',
            ar: 'لا تتغيّر إجراءات الأمن وحماية الملكية الفكرية بتغيّر الموقع. فالحواسيب المحمولة تديرها الشركة مع تشفير الأقراص ومراقبة الأجهزة الطرفية، ويخضع الوصول لمبدأ الحد الأدنى من الامتيازات ويُلغى في اليوم الذي يغادر فيه الشخص المشروع، وتشمل ضوابط SOC 2 Type II لدينا جميع المكاتب. وللعملاء الذين يتعاملون مع بيانات خاضعة للتنظيم، نُبقي الوصول إلى المعلومات الصحية المحمية (PHI) وبيئة الإنتاج مقيّدًا حسب الدور، أيًّا كان مكان المهندس.',
          },
          {
            en: 'Teams travel when it helps: kickoffs, planning sessions and launches are often in person, and a flight from Mexico City to most US hubs takes three to five hours. Nearshore engineers can join as a complete delivery team through [software outsourcing](/services/software-outsourcing) or individually through [staff augmentation](/services/staff-augmentation).',
            de: 'Die Teams reisen, wenn es hilft: Kickoffs, Planungssessions und Launches finden oft vor Ort statt, und ein Flug von Mexiko-Stadt zu den meisten US-Drehkreuzen dauert drei bis fünf Stunden. Nearshore-Entwicklerinnen und -Entwickler können als komplettes Umsetzungsteam über [Software-Outsourcing](/services/software-outsourcing) oder einzeln über [Team-Verstärkung](/services/staff-augmentation) einsteigen.',
            ar: 'وتسافر الفرق حين يكون ذلك مفيدًا: فاجتماعات الانطلاق وجلسات التخطيط وعمليات الإطلاق غالبًا ما تكون حضورية، والرحلة الجوية من مكسيكو سيتي إلى معظم المراكز الأمريكية تستغرق من ثلاث إلى خمس ساعات. ويمكن لمهندسي مراكزنا القريبة الانضمام فريقَ تسليم متكاملًا عبر [التعهيد البرمجي](/services/software-outsourcing)، أو أفرادًا عبر [تعزيز الفرق](/services/staff-augmentation).',
          },
        ],
      },
      {
        type: 'stats',
        items: [
          {
            value: { en: '2', de: '2', ar: '2' },
            label: {
              en: 'nearshore hubs: Mexico City and Medellín',
              de: 'Nearshore-Hubs: Mexiko-Stadt und Medellín',
              ar: 'مركزان للتطوير القريب جغرافيًا: مكسيكو سيتي وميديلين',
            },
          },
          {
            value: { en: '0–3 h', de: '0–3 Std.', ar: '0–3 ساعات' },
            label: {
              en: 'time difference to continental US time zones',
              de: 'Zeitunterschied zu den Zeitzonen des US-Festlands',
              ar: 'فارق التوقيت مع المناطق الزمنية في البر الرئيسي الأمريكي',
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
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we set up a nearshore team',
          de: 'So stellen wir ein Nearshore-Team auf',
          ar: 'كيف نُشكّل فريق تطوير قريبًا جغرافيًا',
        },
        items: [
          {
            title: { en: 'Define the team', de: 'Team definieren', ar: 'تحديد الفريق' },
            text: {
              en: 'Skills, seniority, overlap hours and how the team fits into your organization are agreed in one working session.',
              de: 'Fähigkeiten, Erfahrungsstufe, gemeinsame Arbeitszeiten und die Einbindung des Teams in Ihre Organisation vereinbaren wir in einer einzigen Arbeitssitzung.',
              ar: 'نتّفق في جلسة عمل واحدة على المهارات ومستوى الخبرة وساعات العمل المتداخلة وكيفية اندماج الفريق في مؤسستك.',
            },
          },
          {
            title: {
              en: 'Match engineers',
              de: 'Passende Fachleute auswählen',
              ar: 'اختيار المهندسين المناسبين',
            },
            text: {
              en: 'We propose engineers from our bench within one to two weeks, and you interview them if you wish.',
              de: 'Innerhalb von ein bis zwei Wochen schlagen wir Entwicklerinnen und Entwickler aus unserem Pool vor, und auf Wunsch führen Sie Interviews mit ihnen.',
              ar: 'نقترح مهندسين من فريقنا المتاح خلال أسبوع إلى أسبوعين، ويمكنك مقابلتهم إن رغبت.',
            },
          },
          {
            title: { en: 'Onboard', de: 'Onboarding', ar: 'التهيئة والانضمام' },
            text: {
              en: 'Access, tools and a first small task in week one, often with an in-person kickoff.',
              de: 'Zugänge, Tools und eine erste kleine Aufgabe in der ersten Woche, oft mit einem Kickoff vor Ort.',
              ar: 'صلاحيات الوصول والأدوات وأول مهمة صغيرة في الأسبوع الأول، وغالبًا مع اجتماع انطلاق حضوري.',
            },
          },
          {
            title: {
              en: 'Deliver and review',
              de: 'Liefern und überprüfen',
              ar: 'التسليم والمراجعة',
            },
            text: {
              en: 'Sprint demos plus a monthly review of velocity, quality and team fit with your engagement lead.',
              de: 'Sprint-Demos sowie monatlich eine Auswertung von Entwicklungstempo, Qualität und Zusammenspiel im Team – gemeinsam mit Ihrer Projektleitung.',
              ar: 'عروض في نهاية كل سبرنت، إضافة إلى مراجعة شهرية لسرعة الإنجاز والجودة وملاءمة الفريق مع قائد المشروع.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Nearshore questions',
          de: 'Fragen zu Nearshore',
          ar: 'أسئلة حول التطوير القريب جغرافيًا',
        },
        items: [
          {
            question: {
              en: 'How does nearshore cost compare with US-based teams?',
              de: 'Wie schneiden die Nearshore-Kosten im Vergleich zu Teams in den USA ab?',
              ar: 'كيف تُقارن تكلفة التطوير القريب جغرافيًا بتكلفة الفرق في الولايات المتحدة؟',
            },
            answer: {
              en: 'Nearshore rates are typically 30 to 45 percent lower than equivalent US-based senior engineers, while keeping real-time collaboration that offshore teams cannot offer.',
              de: 'Nearshore-Stundensätze liegen in der Regel 30 bis 45 Prozent unter denen vergleichbarer erfahrener Entwicklerinnen und Entwickler in den USA – bei einer Zusammenarbeit in Echtzeit, die Offshore-Teams nicht bieten können.',
              ar: 'تقلّ أسعار التطوير القريب جغرافيًا عادةً بنسبة 30 إلى 45 بالمئة عن أسعار المهندسين الخبراء المماثلين في الولايات المتحدة، مع الحفاظ على التعاون في الوقت الفعلي الذي لا تستطيع الفرق البعيدة (Offshore) توفيره.',
            },
          },
          {
            question: {
              en: 'Who owns the intellectual property?',
              de: 'Wem gehört das geistige Eigentum?',
              ar: 'من يملك حقوق الملكية الفكرية؟',
            },
            answer: {
              en: 'You do. Our engineers are bound by employment agreements that assign IP to Fernhill, and our client contract assigns it to you, all under US law.',
              de: 'Ihnen. Unsere Entwicklerinnen und Entwickler sind durch Arbeitsverträge gebunden, die das geistige Eigentum an Fernhill übertragen, und unser Kundenvertrag überträgt es an Sie – alles nach US-Recht.',
              ar: 'أنت. فمهندسونا ملزمون بعقود عمل تنقل حقوق الملكية الفكرية إلى Fernhill، وينقلها عقدنا معك إليك، وكل ذلك وفق القانون الأمريكي.',
            },
          },
          {
            question: {
              en: 'Can nearshore engineers work with our existing team?',
              de: 'Können Nearshore-Fachleute mit unserem bestehenden Team zusammenarbeiten?',
              ar: 'هل يمكن لمهندسي المراكز القريبة العمل مع فريقنا الحالي؟',
            },
            answer: {
              en: 'Yes. Many work inside client teams, using your tools and rituals. Others form a self-managed Fernhill team that delivers a defined part of your product.',
              de: 'Ja. Viele arbeiten direkt in Kundenteams und nutzen Ihre Tools und Rituale. Andere bilden ein selbstorganisiertes Fernhill-Team, das einen klar definierten Teil Ihres Produkts liefert.',
              ar: 'نعم. يعمل كثيرون منهم داخل فرق العملاء مستخدمين أدواتك وطقوس العمل المعتادة لديك. ويشكّل آخرون فريقًا ذاتي الإدارة من Fernhill يسلّم جزءًا محددًا من منتجك.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Need engineers who share your working day?',
          de: 'Sie brauchen ein Entwicklungsteam, das Ihren Arbeitstag teilt?',
          ar: 'هل تحتاج إلى مهندسين يشاركونك يوم عملك؟',
        },
        text: {
          en: 'Tell us the skills you need and how soon. We will propose a team from Mexico City and Medellín and a start date.',
          de: 'Sagen Sie uns, welche Fähigkeiten Sie brauchen und wie schnell. Wir schlagen Ihnen ein Team aus Mexiko-Stadt und Medellín sowie einen Starttermin vor.',
          ar: 'أخبرنا بالمهارات التي تحتاج إليها ومدى استعجالك، وسنقترح فريقًا من مكسيكو سيتي وميديلين وموعدًا للبدء.',
        },
        action: {
          label: {
            en: 'Build a nearshore team',
            de: 'Nearshore-Team aufbauen',
            ar: 'كوّن فريقك القريب جغرافيًا',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'kindred-box'],
    keywords: [
      'nearshore software development',
      'nearshore development company',
      'Mexico City developers',
      'Medellín developers',
      'Latin America engineering',
      'nearshore outsourcing',
      'US time zones',
    ],
  },
  {
    slug: 'qa-testing',
    group: 'development',
    path: '/services/qa-testing',
    name: { en: 'QA testing', de: 'QA und Testing', ar: 'ضمان الجودة والاختبار' },
    title: {
      en: 'QA testing services',
      de: 'Leistungen für QA und Testing',
      ar: 'خدمات ضمان الجودة والاختبار',
    },
    description: {
      en: 'QA testing by Fernhill: test strategy, Playwright and Maestro automation, API and load testing with k6, accessibility audits and exploratory testing.',
      de: 'QA und Testing von Fernhill: Teststrategie, Automatisierung mit Playwright und Maestro, API- und Lasttests mit k6, Barrierefreiheits-Audits und exploratives Testen.',
      ar: 'ضمان الجودة والاختبار من Fernhill: استراتيجية الاختبار، والأتمتة عبر Playwright وMaestro، واختبارات API والأحمال عبر k6، وتدقيق إمكانية الوصول، والاختبار الاستكشافي.',
    },
    summary: {
      en: 'Test strategy, automation and exploratory testing that let teams release frequently without surprising their users.',
      de: 'Teststrategie, Automatisierung und exploratives Testen, damit Teams häufig releasen, ohne ihre Nutzer zu überraschen.',
      ar: 'استراتيجية اختبار وأتمتة واختبار استكشافي تتيح للفرق إصدار التحديثات بشكل متكرر دون مفاجأة مستخدميها.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Release every week with confidence',
          de: 'Jede Woche ein Release – mit voller Zuversicht',
          ar: 'أصدر تحديثاتك كل أسبوع بثقة',
        },
        lead: {
          en: 'Our QA engineers design test strategies, build automation that developers trust and explore products the way real users do, so bugs are found in staging rather than in reviews and support tickets.',
          de: 'Unsere QA-Fachleute entwerfen Teststrategien, bauen Automatisierung, der Entwickler vertrauen, und erkunden Produkte so, wie echte Nutzer es tun – damit Fehler im Staging auffallen statt in Bewertungen und Support-Tickets.',
          ar: 'يصمّم مهندسو ضمان الجودة لدينا استراتيجيات الاختبار، ويبنون أتمتة يثق بها المطوّرون، ويستكشفون المنتجات كما يفعل المستخدمون الحقيقيون، لتُكتشف الأخطاء في بيئة الاختبار المرحلية لا في التقييمات وتذاكر الدعم.',
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
          en: 'What our QA team covers',
          de: 'Was unser QA-Team abdeckt',
          ar: 'ما يغطيه فريق ضمان الجودة لدينا',
        },
        items: [
          {
            title: { en: 'Test strategy', de: 'Teststrategie', ar: 'استراتيجية الاختبار' },
            text: {
              en: 'A risk-based plan that decides what to test at unit, API and end-to-end level, so effort goes where failures would hurt most.',
              de: 'Ein risikobasierter Plan, der festlegt, was auf Unit-, API- und End-to-End-Ebene getestet wird – damit der Aufwand dorthin fließt, wo Fehler am meisten schaden würden.',
              ar: 'خطة قائمة على المخاطر تحدّد ما يُختبر على مستوى الوحدات وواجهات API والاختبار الشامل من طرف إلى طرف، ليتركّز الجهد حيث تكون الأعطال أشد ضررًا.',
            },
          },
          {
            title: {
              en: 'Web test automation',
              de: 'Testautomatisierung für das Web',
              ar: 'أتمتة اختبارات الويب',
            },
            text: {
              en: 'Playwright suites running in parallel on every pull request, with stable selectors, traces and video for failed runs.',
              de: 'Playwright-Suites, die bei jedem Pull Request parallel laufen – mit stabilen Selektoren sowie Traces und Videos für fehlgeschlagene Läufe.',
              ar: 'حزم اختبار Playwright تعمل بالتوازي مع كل طلب دمج، بمحدِّدات مستقرة وسجلات تتبّع ومقاطع فيديو لعمليات التشغيل الفاشلة.',
            },
          },
          {
            title: {
              en: 'Mobile test automation',
              de: 'Testautomatisierung für Mobile',
              ar: 'أتمتة اختبارات الجوال',
            },
            text: {
              en: 'Maestro, Detox or Appium flows on real devices through BrowserStack or Firebase Test Lab, covering older OS versions and small screens.',
              de: 'Maestro-, Detox- oder Appium-Abläufe auf echten Geräten über BrowserStack oder Firebase Test Lab, einschließlich älterer Betriebssystemversionen und kleiner Bildschirme.',
              ar: 'مسارات اختبار Maestro أو Detox أو Appium على أجهزة حقيقية عبر BrowserStack أو Firebase Test Lab، تشمل إصدارات أنظمة التشغيل الأقدم والشاشات الصغيرة.',
            },
          },
          {
            title: {
              en: 'API and contract testing',
              de: 'API- und Contract-Tests',
              ar: 'اختبار واجهات API والعقود',
            },
            text: {
              en: 'Schema and contract tests that catch breaking changes between backend and clients before they merge.',
              de: 'Schema- und Contract-Tests, die inkompatible Änderungen zwischen Backend und Clients abfangen, bevor sie gemergt werden.',
              ar: 'اختبارات للمخططات والعقود تكشف التغييرات الكاسرة للتوافق بين الخادم الخلفي والتطبيقات العميلة قبل دمجها.',
            },
          },
          {
            title: { en: 'Performance testing', de: 'Performancetests', ar: 'اختبار الأداء' },
            text: {
              en: 'k6 load and soak tests against realistic traffic profiles, with findings tied to specific queries and endpoints.',
              de: 'Last- und Dauertests mit k6 auf Basis realistischer Traffic-Profile, mit Ergebnissen, die konkreten Abfragen und Endpunkten zugeordnet sind.',
              ar: 'اختبارات الأحمال والتحمّل الممتد عبر k6 وفق أنماط حركة واقعية، مع ربط النتائج باستعلامات ونقاط نهاية محددة.',
            },
          },
          {
            title: {
              en: 'Accessibility audits',
              de: 'Barrierefreiheits-Audits',
              ar: 'تدقيق إمكانية الوصول',
            },
            text: {
              en: 'Automated axe checks plus manual testing with VoiceOver, TalkBack and NVDA against WCAG 2.2 AA.',
              de: 'Automatisierte axe-Prüfungen sowie manuelle Tests mit VoiceOver, TalkBack und NVDA nach WCAG 2.2 AA.',
              ar: 'فحوصات آلية عبر axe، إلى جانب اختبارات يدوية باستخدام VoiceOver وTalkBack وNVDA وفق معيار WCAG 2.2 AA.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach QA',
          de: 'Unser Ansatz für QA',
          ar: 'نهجنا في ضمان الجودة',
        },
        paragraphs: [
          {
            en: 'Automation is only useful if people trust it. We keep end-to-end suites small and focused on critical journeys, such as signup, checkout or submitting a claim, and push everything else down to faster API and unit tests. Flaky tests are quarantined and fixed within the week, because a suite that fails randomly teaches developers to ignore it.',
            de: 'Automatisierung nützt nur, wenn man ihr vertraut. Wir halten End-to-End-Suites klein und auf kritische Abläufe wie Registrierung, Checkout oder das Einreichen eines Antrags konzentriert und verlagern alles andere in schnellere API- und Unit-Tests. Instabile Tests werden isoliert und innerhalb der Woche repariert, denn eine Suite, die zufällig fehlschlägt, bringt Entwicklern bei, sie zu ignorieren.',
            ar: 'لا تفيد الأتمتة إلا إذا وثق بها الناس. لذا نُبقي حزم الاختبار الشامل صغيرة ومركّزة على الرحلات الحرجة، مثل التسجيل أو إتمام الشراء أو تقديم مطالبة، وننقل كل ما عداها إلى اختبارات API واختبارات الوحدات الأسرع. ونعزل الاختبارات المتقلّبة ونصلحها خلال الأسبوع نفسه، لأن الحزمة التي تفشل عشوائيًا تعلّم المطوّرين تجاهلها.',
          },
          {
            en: 'Automated checks confirm what we expected; exploratory testing finds what we did not. Before each release our QA engineers spend structured sessions on new features with charters such as "interrupt the payment flow at every step" or "use the app with the largest font size and no network". Findings are logged with steps, environment and severity so they can be fixed quickly.',
            de: 'Automatisierte Prüfungen bestätigen, was wir erwartet haben; exploratives Testen findet, was wir nicht erwartet haben. Vor jedem Release widmen sich unsere QA-Fachleute neuen Funktionen in strukturierten Sessions mit Aufträgen wie „den Bezahlvorgang bei jedem Schritt unterbrechen“ oder „die App mit größter Schrift und ohne Netz nutzen“. Funde werden mit Schritten, Umgebung und Schweregrad dokumentiert, damit sie schnell behoben werden können.',
            ar: 'تؤكّد الفحوصات الآلية ما توقّعناه، بينما يكشف الاختبار الاستكشافي ما لم نتوقّعه. فقبل كل إصدار يخصّص مهندسو ضمان الجودة لدينا جلسات منظّمة للميزات الجديدة وفق مهام محددة مثل «اقطع عملية الدفع عند كل خطوة» أو «استخدم التطبيق بأكبر حجم للخط ومن دون شبكة». وتُسجَّل النتائج مع الخطوات والبيئة ودرجة الخطورة كي تُصلح بسرعة.',
          },
          {
            en: 'QA starts at the ticket, not at the end of the sprint. Our testers review acceptance criteria during refinement, which prevents a surprising number of bugs from being written at all. Suites run in the pipelines our [DevOps](/services/devops) team maintains, and for products we support long term they become the regression safety net of [app maintenance](/services/app-maintenance).',
            de: 'QA beginnt beim Ticket, nicht am Ende des Sprints. Unsere Tester prüfen die Akzeptanzkriterien schon im Refinement und verhindern so, dass eine überraschend große Zahl von Fehlern überhaupt erst entsteht. Die Suites laufen in den Pipelines, die unser [DevOps](/services/devops)-Team betreut, und bei Produkten, die wir langfristig begleiten, werden sie zum Sicherheitsnetz gegen Regressionen in der [App-Wartung](/services/app-maintenance).',
            ar: 'يبدأ ضمان الجودة من التذكرة لا من نهاية السبرنت. إذ يراجع المختبِرون لدينا معايير القبول أثناء جلسات تنقيح المهام، فيمنعون عددًا مدهشًا من الأخطاء من أن يُكتب أصلًا. وتعمل حزم الاختبار ضمن خطوط النشر التي يديرها فريق [DevOps](/services/devops) لدينا، وفي المنتجات التي ندعمها على المدى الطويل تصبح شبكة الأمان لاختبارات الانحدار في إطار [صيانة التطبيقات](/services/app-maintenance).',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a QA engagement runs',
          de: 'So läuft ein QA-Projekt ab',
          ar: 'كيف يسير مشروع ضمان الجودة',
        },
        items: [
          {
            title: { en: 'Quality assessment', de: 'Qualitätsbewertung', ar: 'تقييم الجودة' },
            text: {
              en: 'We review existing tests, defect history, release process and user complaints to find the biggest gaps.',
              de: 'Wir prüfen bestehende Tests, Fehlerhistorie, Release-Prozess und Nutzerbeschwerden, um die größten Lücken zu finden.',
              ar: 'نراجع الاختبارات الحالية وسجلّ الأخطاء وعملية الإصدار وشكاوى المستخدمين لاكتشاف أكبر الثغرات.',
            },
          },
          {
            title: {
              en: 'Strategy and tooling',
              de: 'Strategie und Tools',
              ar: 'الاستراتيجية والأدوات',
            },
            text: {
              en: 'A test plan by risk, tool choices and CI integration agreed with your engineering leads.',
              de: 'Ein risikobasierter Testplan, Toolauswahl und CI-Integration, abgestimmt mit Ihrer technischen Leitung.',
              ar: 'خطة اختبار حسب المخاطر، واختيار الأدوات، والتكامل مع CI، بالاتفاق مع قادة الفرق الهندسية لديك.',
            },
          },
          {
            title: {
              en: 'Automation and coverage',
              de: 'Automatisierung und Abdeckung',
              ar: 'الأتمتة والتغطية',
            },
            text: {
              en: 'Critical journeys automated first, with coverage reported per feature rather than as one vanity number.',
              de: 'Kritische Abläufe werden zuerst automatisiert, und die Abdeckung wird pro Funktion ausgewiesen statt als eine einzige Prestigezahl.',
              ar: 'نؤتمت الرحلات الحرجة أولًا، ونعرض التغطية لكل ميزة على حدة بدلًا من رقم واحد للتباهي.',
            },
          },
          {
            title: { en: 'Release QA', de: 'Release-QA', ar: 'ضمان جودة الإصدار' },
            text: {
              en: 'Exploratory sessions, regression runs and a clear go or no-go summary before each release.',
              de: 'Explorative Sessions, Regressionsläufe und vor jedem Release eine klare Zusammenfassung mit Freigabeempfehlung.',
              ar: 'جلسات استكشافية، وتشغيل اختبارات الانحدار، وملخّص واضح بقرار المضي أو التوقف قبل كل إصدار.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'QA questions', de: 'Fragen zu QA', ar: 'أسئلة حول ضمان الجودة' },
        items: [
          {
            question: {
              en: 'Can you test a product built by another team?',
              de: 'Können Sie ein Produkt testen, das ein anderes Team entwickelt hat?',
              ar: 'هل يمكنكم اختبار منتج بناه فريق آخر؟',
            },
            answer: {
              en: 'Yes. Independent QA is a common engagement. We integrate with your tracker and CI, and our engineers attend your planning so testing keeps pace with development.',
              de: 'Ja. Unabhängige QA ist ein häufiger Auftrag. Wir binden uns in Ihren Tracker und Ihre CI ein, und unsere QA-Fachleute nehmen an Ihrer Planung teil, damit das Testen mit der Entwicklung Schritt hält.',
              ar: 'نعم. فضمان الجودة المستقل من أكثر أشكال التعاون شيوعًا. نتكامل مع أداة تتبّع المهام وخط CI لديك، ويحضر مهندسونا جلسات التخطيط لديك ليواكب الاختبار وتيرة التطوير.',
            },
          },
          {
            question: {
              en: 'How much should be automated?',
              de: 'Wie viel sollte automatisiert werden?',
              ar: 'ما القدر الذي ينبغي أتمتته؟',
            },
            answer: {
              en: 'Whatever runs on every release and is stable enough to script: typically regression of critical journeys, APIs and visual checks. New features and usability issues still need human testers, so we never aim for 100% automation.',
              de: 'Alles, was bei jedem Release läuft und stabil genug für ein Skript ist: typischerweise Regressionstests kritischer Abläufe, APIs und visuelle Prüfungen. Neue Funktionen und Usability-Probleme brauchen weiterhin menschliche Tester, deshalb streben wir nie 100\u00a0% Automatisierung an.',
              ar: 'كل ما يُشغَّل مع كل إصدار ويكون مستقرًا بما يكفي لكتابته آليًا: عادةً اختبارات الانحدار للرحلات الحرجة وواجهات API والفحوصات المرئية. أمّا الميزات الجديدة ومشكلات سهولة الاستخدام فلا تزال تحتاج إلى مختبِرين بشريين، لذا لا نسعى أبدًا إلى أتمتة بنسبة 100%.',
            },
          },
          {
            question: {
              en: 'Which devices do you test on?',
              de: 'Auf welchen Geräten testen Sie?',
              ar: 'على أي الأجهزة تُجرون الاختبارات؟',
            },
            answer: {
              en: 'A matrix based on your analytics, usually covering the top devices that represent most of your users plus older and low-end models, through a mix of physical devices and cloud device labs.',
              de: 'Auf einer Matrix, die auf Ihren Analytics-Daten basiert und meist die meistgenutzten Geräte abdeckt, die den Großteil Ihrer Nutzer ausmachen, dazu ältere und günstige Modelle – mit einer Mischung aus physischen Geräten und Gerätelaboren in der Cloud.',
              ar: 'على مصفوفة أجهزة مبنية على بيانات التحليلات لديك، تغطي عادةً الأجهزة الأكثر استخدامًا التي تمثّل معظم مستخدميك، إضافة إلى الطرازات الأقدم والأقل تكلفة، عبر مزيج من الأجهزة الفعلية ومختبرات الأجهزة السحابية.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Are bugs reaching your users first?',
          de: 'Entdecken Ihre Nutzer Fehler vor Ihnen?',
          ar: 'هل يكتشف مستخدموك الأخطاء قبلك؟',
        },
        text: {
          en: 'Tell us how you release today and where issues slip through. We will suggest a test strategy and the first automation to build.',
          de: 'Erzählen Sie uns, wie Sie heute releasen und wo Probleme durchrutschen. Wir schlagen eine Teststrategie und die ersten Automatisierungen vor.',
          ar: 'أخبرنا كيف تُصدر تحديثاتك اليوم وأين تتسلّل المشكلات، وسنقترح استراتيجية للاختبار وأول ما ينبغي أتمتته.',
        },
        action: {
          label: { en: 'Improve your QA', de: 'Ihre QA verbessern', ar: 'حسّن ضمان الجودة لديك' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['joyne', 'shyft'],
    keywords: [
      'QA testing services',
      'software testing company',
      'test automation',
      'Playwright',
      'mobile app testing',
      'load testing',
      'accessibility testing',
    ],
  },
  {
    slug: 'saas-development',
    group: 'development',
    path: '/services/saas-development',
    name: { en: 'SaaS development', de: 'SaaS-Entwicklung', ar: 'تطوير البرمجيات كخدمة (SaaS)' },
    title: {
      en: 'SaaS development company',
      de: 'Unternehmen für SaaS-Entwicklung',
      ar: 'شركة لتطوير البرمجيات كخدمة (SaaS)',
    },
    description: {
      en: 'SaaS development by Fernhill: multi-tenant architecture, Stripe billing, onboarding, enterprise SSO and audit logs, built for growth from the first customer.',
      de: 'SaaS-Entwicklung von Fernhill: mandantenfähige Architektur, Abrechnung mit Stripe, Onboarding, Enterprise-SSO und Audit-Logs – vom ersten Kunden an auf Wachstum ausgelegt.',
      ar: 'تطوير البرمجيات كخدمة (SaaS) من Fernhill: بنية متعددة المستأجرين، وفوترة عبر Stripe، وتهيئة أولى، ودخول موحّد للمؤسسات، وسجلات تدقيق، مبنية للنمو منذ العميل الأول.',
    },
    summary: {
      en: 'Multi-tenant SaaS products with billing, onboarding and enterprise features that let you sell upmarket without a rebuild.',
      de: 'Mandantenfähige SaaS-Produkte mit Abrechnung, Onboarding und Enterprise-Funktionen, die den Schritt zu Großkunden ohne Neubau ermöglichen.',
      ar: 'منتجات برمجيات كخدمة متعددة المستأجرين مع الفوترة والتهيئة الأولى وميزات المؤسسات، تتيح لك البيع لعملاء أكبر دون إعادة البناء.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'SaaS products ready for your first customer and your hundredth',
          de: 'SaaS-Produkte, bereit für Ihren ersten Kunden – und Ihren hundertsten',
          ar: 'منتجات SaaS جاهزة لعميلك الأول ولعميلك المئة',
        },
        lead: {
          en: 'We build software-as-a-service products with the foundations that are expensive to retrofit: tenant isolation, billing, permissions, enterprise sign-on and audit trails, while keeping the first release lean enough to sell quickly.',
          de: 'Wir entwickeln Software-as-a-Service-Produkte mit den Grundlagen, deren Nachrüstung teuer wäre: Mandantentrennung, Abrechnung, Berechtigungen, Enterprise-Anmeldung und Audit-Trails – und halten das erste Release dennoch schlank genug, um schnell verkaufen zu können.',
          ar: 'نبني منتجات البرمجيات كخدمة على الأسس التي تكلّف كثيرًا إن أُضيفت لاحقًا: عزل المستأجرين، والفوترة، والصلاحيات، وتسجيل الدخول المؤسسي، وسجلات التدقيق، مع إبقاء الإصدار الأول خفيفًا بما يكفي لبيعه بسرعة.',
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
          en: 'What we build into SaaS products',
          de: 'Was wir in SaaS-Produkte einbauen',
          ar: 'ما نبنيه في منتجات SaaS',
        },
        items: [
          {
            title: {
              en: 'Multi-tenant architecture',
              de: 'Mandantenfähige Architektur',
              ar: 'بنية متعددة المستأجرين',
            },
            text: {
              en: 'Pooled tenancy with Postgres row-level security for most products, and dedicated databases for customers who require isolation.',
              de: 'Gemeinsame Datenhaltung mit Row-Level Security in Postgres für die meisten Produkte und dedizierte Datenbanken für Kunden, die Isolation verlangen.',
              ar: 'استضافة مشتركة للمستأجرين مع أمان على مستوى الصفوف في Postgres لمعظم المنتجات، وقواعد بيانات مخصّصة للعملاء الذين يشترطون العزل.',
            },
          },
          {
            title: {
              en: 'Subscription and usage billing',
              de: 'Abo- und nutzungsbasierte Abrechnung',
              ar: 'الفوترة بالاشتراك وحسب الاستخدام',
            },
            text: {
              en: 'Stripe Billing with plans, seats, metered usage, trials and proration, plus entitlements that gate features by plan.',
              de: 'Stripe Billing mit Tarifen, Lizenzplätzen, gemessener Nutzung, Testphasen und anteiliger Verrechnung sowie Berechtigungen, die Funktionen je nach Tarif freischalten.',
              ar: 'Stripe Billing مع الخطط والمقاعد والاستخدام المقيس والفترات التجريبية والاحتساب التناسبي، إضافة إلى استحقاقات تتحكّم في إتاحة الميزات حسب الخطة.',
            },
          },
          {
            title: {
              en: 'Onboarding and activation',
              de: 'Onboarding und Aktivierung',
              ar: 'التهيئة الأولى والتفعيل',
            },
            text: {
              en: 'Self-serve signup, workspace setup, sample data and guided first steps that shorten time to value.',
              de: 'Self-Service-Registrierung, Einrichtung des Arbeitsbereichs, Beispieldaten und geführte erste Schritte, die die Zeit bis zum ersten Nutzen verkürzen.',
              ar: 'تسجيل ذاتي، وإعداد مساحة العمل، وبيانات نموذجية، وخطوات أولى موجّهة تختصر الوقت اللازم لتحقيق القيمة.',
            },
          },
          {
            title: {
              en: 'Enterprise readiness',
              de: 'Bereit für Großkunden',
              ar: 'الجاهزية للمؤسسات',
            },
            text: {
              en: 'SAML and OIDC single sign-on, SCIM provisioning, custom roles, audit logs and data export that large buyers ask for.',
              de: 'Single Sign-on per SAML und OIDC, SCIM-Provisionierung, individuelle Rollen, Audit-Logs und Datenexport – alles, was große Kunden verlangen.',
              ar: 'تسجيل دخول موحّد عبر SAML وOIDC، وتوفير الحسابات عبر SCIM، وأدوار مخصّصة، وسجلات تدقيق، وتصدير للبيانات، وهي ما يطلبه كبار المشترين.',
            },
          },
          {
            title: {
              en: 'Integrations and public API',
              de: 'Integrationen und öffentliche API',
              ar: 'التكاملات وواجهة API العامة',
            },
            text: {
              en: 'Webhooks, OAuth apps and a documented REST API, so customers can connect your product to their stack.',
              de: 'Webhooks, OAuth-Apps und eine dokumentierte REST-API, damit Kunden Ihr Produkt an ihren Stack anbinden können.',
              ar: 'خطافات الويب (Webhooks)، وتطبيقات OAuth، وواجهة REST API موثّقة، ليتمكّن العملاء من ربط منتجك بمنظومة أدواتهم.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach SaaS',
          de: 'Unser Ansatz für SaaS',
          ar: 'نهجنا في بناء منتجات SaaS',
        },
        paragraphs: [
          {
            en: 'The tenancy model is the decision that is hardest to reverse, so we make it deliberately. Most products start pooled, with a tenant identifier on every row and Postgres row-level security enforcing isolation even if application code forgets a filter. We add automated tests that try to read across tenants and fail the build if any succeed. Noisy-neighbor protection comes from per-tenant rate limits and background job queues.',
            de: 'Das Mandantenmodell ist die Entscheidung, die sich am schwersten rückgängig machen lässt, deshalb treffen wir sie bewusst. Die meisten Produkte starten mit gemeinsamer Datenhaltung: Jede Zeile trägt eine Mandanten-ID, und Row-Level Security in Postgres erzwingt die Trennung, selbst wenn der Anwendungscode einen Filter vergisst. Wir ergänzen automatisierte Tests, die mandantenübergreifend zu lesen versuchen und den Build scheitern lassen, sobald das gelingt. Schutz vor „lauten Nachbarn“ bieten Rate Limits pro Mandant und Warteschlangen für Hintergrundjobs.',
            ar: 'نموذج تعدّد المستأجرين هو القرار الأصعب تراجعًا عنه، لذا نتّخذه بتأنٍّ. تبدأ معظم المنتجات بنموذج مشترك، يحمل فيه كل صف معرّف المستأجر، ويفرض أمان Postgres على مستوى الصفوف العزلَ حتى لو أغفلت شيفرة التطبيق أحد المرشّحات. ونضيف اختبارات آلية تحاول القراءة عبر حدود المستأجرين وتُفشل عملية البناء إن نجحت أي محاولة. أمّا الحماية من «الجار المزعج» فتأتي من حدود معدّل الطلبات لكل مستأجر وطوابير المهام الخلفية.',
          },
          {
            en: 'Billing is product logic, not just payments. We separate plans from entitlements, so sales can create a custom deal without a deploy, and we handle the untidy cases: upgrades mid-cycle, failed renewals, seat true-ups and usage reported late. Product analytics track activation and expansion per account, so you can see which features drive retention.',
            de: 'Abrechnung ist Produktlogik, nicht nur Zahlungsabwicklung. Wir trennen Tarife von Berechtigungen, damit der Vertrieb ohne Deployment individuelle Deals anlegen kann, und wir behandeln die unschönen Fälle: Upgrades mitten im Abrechnungszeitraum, gescheiterte Verlängerungen, Nachberechnung von Lizenzplätzen und verspätet gemeldete Nutzung. Produktanalysen verfolgen Aktivierung und Expansion pro Account, sodass Sie sehen, welche Funktionen die Kundenbindung treiben.',
            ar: 'الفوترة منطق منتج، لا مجرد مدفوعات. لذا نفصل الخطط عن الاستحقاقات، ليتمكّن فريق المبيعات من إنشاء صفقة مخصّصة دون عملية نشر، ونتعامل مع الحالات الشائكة: الترقيات في منتصف الدورة، وتعثّر التجديدات، وتسوية عدد المقاعد، والاستخدام الذي يُبلَّغ عنه متأخرًا. وتتابع تحليلات المنتج التفعيل والتوسّع لكل حساب، فترى أي الميزات تعزّز الاحتفاظ بالعملاء.',
          },
          {
            en: 'Enterprise features pay for themselves once you sell to companies with security teams. We build SSO, audit logs and role management in a way that does not complicate the product for small customers, and our [DevOps](/services/devops) team prepares the infrastructure controls behind a SOC 2 report. For a first version we follow the scoping discipline of our [MVP development](/services/mvp-development) practice.',
            de: 'Enterprise-Funktionen rechnen sich, sobald Sie an Unternehmen mit eigenen Sicherheitsteams verkaufen. Wir bauen SSO, Audit-Logs und Rollenverwaltung so, dass das Produkt für kleine Kunden nicht komplizierter wird, und unser [DevOps](/services/devops)-Team bereitet die Infrastrukturkontrollen vor, auf denen ein SOC-2-Bericht aufbaut. Für eine erste Version folgen wir beim Zuschnitt des Umfangs der Disziplin unserer [MVP-Entwicklung](/services/mvp-development).',
            ar: 'تسترد ميزات المؤسسات كلفتها بمجرد أن تبيع لشركات لديها فرق أمنية. نبني تسجيل الدخول الموحّد وسجلات التدقيق وإدارة الأدوار بطريقة لا تعقّد المنتج على العملاء الصغار، ويُعدّ فريق [DevOps](/services/devops) لدينا ضوابط البنية التحتية التي يستند إليها تقرير SOC 2. وفي الإصدار الأول نتّبع انضباط تحديد النطاق الذي نعتمده في [تطوير المنتجات الأولية (MVP)](/services/mvp-development).',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we build SaaS products',
          de: 'So entwickeln wir SaaS-Produkte',
          ar: 'كيف نبني منتجات SaaS',
        },
        items: [
          {
            title: {
              en: 'Product and pricing model',
              de: 'Produkt- und Preismodell',
              ar: 'نموذج المنتج والتسعير',
            },
            text: {
              en: 'Target customers, plans, pricing metric and the features that differ by tier are defined together.',
              de: 'Zielkunden, Tarife, Preismetrik und die Funktionen, die sich je Stufe unterscheiden, legen wir gemeinsam fest.',
              ar: 'نحدّد معًا العملاء المستهدفين والخطط ومقياس التسعير والميزات التي تختلف بين المستويات.',
            },
          },
          {
            title: { en: 'Platform foundations', de: 'Plattformgrundlagen', ar: 'أسس المنصة' },
            text: {
              en: 'Tenancy, auth, billing, permissions and observability built first, as a reusable base for features.',
              de: 'Mandantenfähigkeit, Authentifizierung, Abrechnung, Berechtigungen und Observability entstehen zuerst, als wiederverwendbare Basis für alle Funktionen.',
              ar: 'تعدّد المستأجرين والمصادقة والفوترة والصلاحيات والمراقبة الشاملة، تُبنى أولًا بوصفها قاعدة قابلة لإعادة الاستخدام للميزات.',
            },
          },
          {
            title: { en: 'Core product', de: 'Kernprodukt', ar: 'المنتج الأساسي' },
            text: {
              en: 'Features in two-week sprints, released to design partners early for feedback.',
              de: 'Funktionen in zweiwöchigen Sprints, früh für Designpartner freigegeben, um Feedback zu erhalten.',
              ar: 'ميزات تُبنى في سبرنتات مدة كل منها أسبوعان، وتُطلق مبكرًا لشركاء التصميم لجمع ملاحظاتهم.',
            },
          },
          {
            title: {
              en: 'Scale-up readiness',
              de: 'Bereit für die Skalierung',
              ar: 'الجاهزية للتوسّع',
            },
            text: {
              en: 'Enterprise features, performance work and compliance controls as your sales pipeline demands them.',
              de: 'Enterprise-Funktionen, Performance-Optimierung und Compliance-Kontrollen, sobald Ihre Vertriebspipeline sie verlangt.',
              ar: 'ميزات المؤسسات وتحسينات الأداء وضوابط الامتثال، متى تطلّبها مسار مبيعاتك.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'SaaS questions', de: 'Fragen zu SaaS', ar: 'أسئلة حول SaaS' },
        items: [
          {
            question: {
              en: 'Shared database or one database per customer?',
              de: 'Gemeinsame Datenbank oder eine Datenbank pro Kunde?',
              ar: 'قاعدة بيانات مشتركة أم قاعدة بيانات لكل عميل؟',
            },
            answer: {
              en: 'Shared, with row-level security, for most products: it is cheaper and simpler to operate. We design so that a large customer can be moved to a dedicated database later without code changes.',
              de: 'Für die meisten Produkte eine gemeinsame Datenbank mit Row-Level Security: Sie ist günstiger und einfacher zu betreiben. Wir planen so, dass ein großer Kunde später ohne Codeänderungen in eine dedizierte Datenbank umziehen kann.',
              ar: 'قاعدة مشتركة مع أمان على مستوى الصفوف لمعظم المنتجات، فهي أقل تكلفة وأبسط تشغيلًا. ونصمّم بحيث يمكن نقل أي عميل كبير لاحقًا إلى قاعدة بيانات مخصّصة دون تغيير في الشيفرة.',
            },
          },
          {
            question: {
              en: 'When do we need SOC 2?',
              de: 'Wann brauchen wir SOC 2?',
              ar: 'متى نحتاج إلى SOC 2؟',
            },
            answer: {
              en: 'Usually when mid-market or enterprise buyers start sending security questionnaires. We build the technical controls early, since they are cheap at the start, and help you prepare for a Type I report followed by Type II.',
              de: 'Meist dann, wenn Kunden aus dem Mittelstand oder Konzerne anfangen, Sicherheitsfragebögen zu schicken. Wir bauen die technischen Kontrollen früh ein, weil sie am Anfang günstig sind, und helfen Ihnen, sich auf einen Type-I-Bericht und anschließend auf Type II vorzubereiten.',
              ar: 'عادةً حين يبدأ المشترون من الشركات المتوسطة أو الكبيرة بإرسال استبيانات أمنية. نبني الضوابط التقنية مبكرًا لأنها قليلة التكلفة في البداية، ونساعدك على الاستعداد لتقرير Type I ثم Type II.',
            },
          },
          {
            question: {
              en: 'Can you add usage-based pricing to our existing product?',
              de: 'Können Sie unser bestehendes Produkt um nutzungsbasierte Preise erweitern?',
              ar: 'هل يمكنكم إضافة التسعير حسب الاستخدام إلى منتجنا الحالي؟',
            },
            answer: {
              en: 'Yes. We add event metering, aggregate usage reliably, sync it to Stripe and show customers their consumption in the product, so invoices never come as a surprise.',
              de: 'Ja. Wir erfassen nutzungsrelevante Ereignisse, aggregieren sie zuverlässig, synchronisieren die Nutzung mit Stripe und zeigen Kunden ihren Verbrauch direkt im Produkt – so kommt keine Rechnung überraschend.',
              ar: 'نعم. نضيف قياس الأحداث، ونجمّع بيانات الاستخدام بموثوقية، ونزامنها مع Stripe، ونعرض على العملاء استهلاكهم داخل المنتج، فلا تأتي الفواتير مفاجئة أبدًا.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Building or scaling a SaaS product?',
          de: 'Sie entwickeln oder skalieren ein SaaS-Produkt?',
          ar: 'هل تبني منتج SaaS أو توسّعه؟',
        },
        text: {
          en: 'Tell us about your customers and pricing model. We will outline an architecture and a first release that leaves room to grow.',
          de: 'Erzählen Sie uns von Ihren Kunden und Ihrem Preismodell. Wir skizzieren eine Architektur und ein erstes Release, das Raum für Wachstum lässt.',
          ar: 'أخبرنا عن عملائك ونموذج التسعير لديك، وسنرسم بنية مقترحة وإصدارًا أول يترك مجالًا للنمو.',
        },
        action: {
          label: {
            en: 'Talk about your SaaS',
            de: 'Über Ihr SaaS-Produkt sprechen',
            ar: 'حدّثنا عن منتج SaaS الخاص بك',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['tattle', 'osmosis'],
    keywords: [
      'SaaS development',
      'SaaS development company',
      'multi-tenant architecture',
      'Stripe Billing',
      'enterprise SSO',
      'SOC 2',
      'usage-based pricing',
    ],
  },
  {
    slug: 'web-development',
    group: 'development',
    path: '/services/web-development',
    name: { en: 'Web development', de: 'Webentwicklung', ar: 'تطوير الويب' },
    title: {
      en: 'Web development company',
      de: 'Unternehmen für Webentwicklung',
      ar: 'شركة لتطوير الويب',
    },
    description: {
      en: 'Web development by Fernhill: fast, accessible web applications and sites with React, Next.js, Rails or Node, headless CMS setups and measured performance.',
      de: 'Webentwicklung von Fernhill: schnelle, barrierefreie Webanwendungen und Websites mit React, Next.js, Rails oder Node, Headless-CMS-Setups und gemessener Performance.',
      ar: 'تطوير الويب من Fernhill: تطبيقات ومواقع ويب سريعة وسهلة الوصول باستخدام React أو Next.js أو Rails أو Node، مع أنظمة إدارة محتوى منفصلة الواجهة (headless) وأداء مُقاس.',
    },
    summary: {
      en: 'Web applications and content sites that are fast, accessible and straightforward for your team to extend.',
      de: 'Webanwendungen und Content-Websites, die schnell und barrierefrei sind und sich von Ihrem Team einfach erweitern lassen.',
      ar: 'تطبيقات ويب ومواقع محتوى سريعة وسهلة الوصول، ويستطيع فريقك توسيعها بسهولة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Development', de: 'Entwicklung', ar: 'التطوير' },
        heading: {
          en: 'Web development with performance and accessibility in the definition of done',
          de: 'Webentwicklung mit Performance und Barrierefreiheit in der Definition of Done',
          ar: 'تطوير ويب يُدرج الأداء وإمكانية الوصول ضمن تعريف الإنجاز',
        },
        lead: {
          en: 'We build web applications, customer portals and content-heavy sites, choosing the rendering approach and stack for each project, and measuring speed and accessibility on every change instead of auditing them once before launch.',
          de: 'Wir entwickeln Webanwendungen, Kundenportale und inhaltsreiche Websites, wählen Rendering-Ansatz und Stack für jedes Projekt passend und messen Geschwindigkeit und Barrierefreiheit bei jeder Änderung, statt sie einmal vor dem Launch zu prüfen.',
          ar: 'نبني تطبيقات الويب وبوابات العملاء والمواقع الغنية بالمحتوى، ونختار أسلوب العرض والتقنيات المناسبة لكل مشروع، ونقيس السرعة وإمكانية الوصول مع كل تغيير بدلًا من تدقيقهما مرة واحدة قبل الإطلاق.',
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
          en: 'What we build for the web',
          de: 'Was wir für das Web entwickeln',
          ar: 'ما نبنيه للويب',
        },
        items: [
          {
            title: { en: 'Web applications', de: 'Webanwendungen', ar: 'تطبيقات الويب' },
            text: {
              en: 'Dashboards, portals and workflow tools with React front ends and Node, Rails or Python backends.',
              de: 'Dashboards, Portale und Workflow-Tools mit React-Frontends und Backends in Node, Rails oder Python.',
              ar: 'لوحات متابعة وبوابات وأدوات لسير العمل بواجهات أمامية مبنية بـ React وخوادم خلفية بـ Node أو Rails أو Python.',
            },
          },
          {
            title: {
              en: 'Content and marketing sites',
              de: 'Content- und Marketing-Websites',
              ar: 'مواقع المحتوى والتسويق',
            },
            text: {
              en: 'Static and hybrid sites on Next.js or Astro with a headless CMS, previews and multi-language support.',
              de: 'Statische und hybride Websites mit Next.js oder Astro, Headless CMS, Vorschauen und Mehrsprachigkeit.',
              ar: 'مواقع ثابتة وهجينة مبنية بـ Next.js أو Astro مع نظام إدارة محتوى منفصل الواجهة (headless) ومعاينات ودعم لتعدّد اللغات.',
            },
          },
          {
            title: {
              en: 'Progressive web apps',
              de: 'Progressive Web Apps',
              ar: 'تطبيقات الويب التقدّمية',
            },
            text: {
              en: 'Installable apps with offline support, service workers and web push, when an app store release is not worth it.',
              de: 'Installierbare Apps mit Offline-Unterstützung, Service Workern und Web-Push – wenn sich ein Release im App Store nicht lohnt.',
              ar: 'تطبيقات قابلة للتثبيت تعمل دون اتصال، مع Service Workers وإشعارات الويب الفورية، حين لا يستحق الأمر إصدارًا في متاجر التطبيقات.',
            },
          },
          {
            title: {
              en: 'APIs and integrations',
              de: 'APIs und Integrationen',
              ar: 'واجهات API والتكاملات',
            },
            text: {
              en: 'Backends, third-party integrations and authentication that serve web, mobile and partner clients.',
              de: 'Backends, Integrationen von Drittanbietern und Authentifizierung für Web-, Mobile- und Partner-Clients.',
              ar: 'خوادم خلفية وتكاملات مع أطراف ثالثة ومصادقة تخدم تطبيقات الويب والجوال وتطبيقات الشركاء.',
            },
          },
          {
            title: {
              en: 'Performance and accessibility remediation',
              de: 'Performance und Barrierefreiheit nachbessern',
              ar: 'معالجة مشكلات الأداء وإمكانية الوصول',
            },
            text: {
              en: 'Core Web Vitals improvements and WCAG 2.2 AA fixes for existing sites, prioritized by user impact.',
              de: 'Verbesserungen der Core Web Vitals und Korrekturen nach WCAG 2.2 AA für bestehende Websites, priorisiert nach Auswirkung auf die Nutzer.',
              ar: 'تحسينات لمؤشرات Core Web Vitals وإصلاحات وفق WCAG 2.2 AA للمواقع القائمة، مرتّبة حسب أثرها على المستخدمين.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach web development',
          de: 'Unser Ansatz für die Webentwicklung',
          ar: 'نهجنا في تطوير الويب',
        },
        paragraphs: [
          {
            en: 'We choose rendering per page, not per project. Marketing pages are generated statically and served from a CDN, logged-in application views render on the client or server depending on data freshness, and anything in between uses incremental regeneration. Sending less JavaScript is the most reliable performance win, so interactive islands replace full-page hydration where content is mostly static.',
            de: 'Wir wählen das Rendering pro Seite, nicht pro Projekt. Marketingseiten werden statisch generiert und über ein CDN ausgeliefert, Anwendungsansichten für angemeldete Nutzer rendern je nach Aktualität der Daten auf dem Client oder dem Server, und alles dazwischen nutzt inkrementelle Regenerierung. Weniger JavaScript auszuliefern ist der zuverlässigste Performance-Gewinn, deshalb ersetzen interaktive Islands die Hydration der ganzen Seite, wo Inhalte überwiegend statisch sind.',
            ar: 'نختار أسلوب العرض لكل صفحة لا لكل مشروع. فصفحات التسويق تُولَّد بشكل ثابت وتُقدَّم عبر شبكة CDN، وواجهات التطبيق الخاصة بالمستخدمين المسجّلين تُعرض على المتصفح أو الخادم بحسب مدى حداثة البيانات، وما بينهما يعتمد على إعادة التوليد التدريجي. وإرسال قدر أقل من JavaScript هو أضمن طرق تحسين الأداء، لذا تحلّ الجزر التفاعلية محل ترطيب الصفحة بأكملها (Hydration) حيث يكون المحتوى ثابتًا في معظمه.',
          },
          {
            en: 'Quality gates run on every pull request: type checks, unit and end-to-end tests, Lighthouse budgets and automated accessibility checks. Forms are tested with keyboard and screen readers, because automated tools catch only part of the problems. Releases go to preview environments first, so product owners review real builds rather than screenshots.',
            de: 'Qualitätsschranken laufen bei jedem Pull Request: Typprüfungen, Unit- und End-to-End-Tests, Lighthouse-Budgets und automatisierte Barrierefreiheitsprüfungen. Formulare testen wir mit Tastatur und Screenreadern, denn automatisierte Tools finden nur einen Teil der Probleme. Releases gehen zuerst in Vorschauumgebungen, damit Produktverantwortliche echte Builds statt Screenshots abnehmen.',
            ar: 'تعمل بوابات الجودة مع كل طلب دمج: فحص الأنواع، واختبارات الوحدات والاختبارات الشاملة، وميزانيات Lighthouse، وفحوصات آلية لإمكانية الوصول. ونختبر النماذج باستخدام لوحة المفاتيح وقارئات الشاشة، لأن الأدوات الآلية لا تكشف إلا جزءًا من المشكلات. وتذهب الإصدارات أولًا إلى بيئات معاينة، ليراجع مالكو المنتج نسخًا حقيقية لا لقطات شاشة.',
          },
          {
            en: 'Our engineers work closely with our [web design](/services/web-design) team for marketing sites and with our [React](/services/react-development) specialists on complex application interfaces. For sites that need content editing, we model the CMS around how your team writes, with validation that keeps pages from breaking.',
            de: 'Unsere Entwicklerinnen und Entwickler arbeiten bei Marketing-Websites eng mit unserem [Webdesign](/services/web-design)-Team zusammen und bei komplexen Anwendungsoberflächen mit unseren [React](/services/react-development)-Spezialisten. Für Websites mit redaktionellen Inhalten modellieren wir das CMS danach, wie Ihr Team schreibt – mit Validierungen, die verhindern, dass Seiten kaputtgehen.',
            ar: 'يعمل مهندسونا عن كثب مع فريق [تصميم المواقع](/services/web-design) لدينا في مواقع التسويق، ومع متخصصي [React](/services/react-development) لدينا في واجهات التطبيقات المعقدة. وللمواقع التي تحتاج إلى تحرير المحتوى، نصمّم نظام إدارة المحتوى وفق طريقة كتابة فريقك، مع قواعد تحقّق تحمي الصفحات من التعطّل.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a web project runs',
          de: 'So läuft ein Webprojekt ab',
          ar: 'كيف يسير مشروع الويب',
        },
        items: [
          {
            title: {
              en: 'Technical discovery',
              de: 'Technische Discovery-Phase',
              ar: 'مرحلة الاستكشاف التقني',
            },
            text: {
              en: 'Requirements, integrations, content model, hosting and performance targets, summarized as a short architecture plan.',
              de: 'Anforderungen, Integrationen, Content-Modell, Hosting und Performance-Ziele, zusammengefasst in einem kurzen Architekturplan.',
              ar: 'المتطلبات والتكاملات ونموذج المحتوى والاستضافة وأهداف الأداء، ملخّصة في خطة معمارية موجزة.',
            },
          },
          {
            title: { en: 'Foundations', de: 'Grundlagen', ar: 'الأسس' },
            text: {
              en: 'Repository, CI with quality gates, preview deployments and the design system components needed first.',
              de: 'Repository, CI mit Qualitätsschranken, Vorschau-Deployments und die zuerst benötigten Komponenten des Designsystems.',
              ar: 'المستودع، وCI مع بوابات الجودة، وعمليات نشر للمعاينة، ومكوّنات نظام التصميم المطلوبة أولًا.',
            },
          },
          {
            title: {
              en: 'Build in increments',
              de: 'Schrittweise Entwicklung',
              ar: 'البناء على مراحل',
            },
            text: {
              en: 'Features or page templates delivered every sprint and reviewed in preview environments.',
              de: 'Funktionen oder Seitenvorlagen, in jedem Sprint geliefert und in Vorschauumgebungen abgenommen.',
              ar: 'ميزات أو قوالب صفحات تُسلَّم في كل سبرنت وتُراجع في بيئات المعاينة.',
            },
          },
          {
            title: {
              en: 'Launch and monitor',
              de: 'Launch und Monitoring',
              ar: 'الإطلاق والمراقبة',
            },
            text: {
              en: 'Redirects, analytics, uptime and real-user performance monitoring in place on day one.',
              de: 'Weiterleitungen, Analytics, Verfügbarkeitsüberwachung und Performance-Monitoring mit echten Nutzerdaten – ab dem ersten Tag.',
              ar: 'عمليات إعادة التوجيه والتحليلات ومراقبة التوافر ومراقبة الأداء لدى المستخدمين الفعليين، جاهزة منذ اليوم الأول.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Web development questions',
          de: 'Fragen zur Webentwicklung',
          ar: 'أسئلة حول تطوير الويب',
        },
        items: [
          {
            question: {
              en: 'Which framework do you use?',
              de: 'Welches Framework verwenden Sie?',
              ar: 'ما إطار العمل الذي تستخدمونه؟',
            },
            answer: {
              en: 'It depends on the project. Next.js or Astro for content-heavy sites, React with a Node, Rails or Python backend for applications. We also work within existing stacks rather than forcing a rewrite.',
              de: 'Das hängt vom Projekt ab: Next.js oder Astro für inhaltsreiche Websites, React mit einem Backend in Node, Rails oder Python für Anwendungen. Wir arbeiten auch mit bestehenden Stacks, statt einen Neubau zu erzwingen.',
              ar: 'يعتمد ذلك على المشروع: Next.js أو Astro للمواقع الغنية بالمحتوى، وReact مع خادم خلفي بـ Node أو Rails أو Python للتطبيقات. كما نعمل ضمن التقنيات القائمة لديك بدلًا من فرض إعادة كتابتها.',
            },
          },
          {
            question: {
              en: 'Can you improve our Core Web Vitals?',
              de: 'Können Sie unsere Core Web Vitals verbessern?',
              ar: 'هل يمكنكم تحسين مؤشرات Core Web Vitals لدينا؟',
            },
            answer: {
              en: 'Yes. We analyze real-user data, fix the largest issues first, typically oversized images, render-blocking scripts, third-party tags and layout shifts, and keep the gains with budgets in CI.',
              de: 'Ja. Wir analysieren Daten echter Nutzer, beheben zuerst die größten Probleme – typischerweise zu große Bilder, rendering-blockierende Skripte, Tags von Drittanbietern und Layoutverschiebungen – und sichern die Verbesserungen mit Budgets in der CI.',
              ar: 'نعم. نحلّل بيانات المستخدمين الفعليين، ونصلح أكبر المشكلات أولًا، وهي عادةً الصور ذات الأحجام المفرطة، والنصوص البرمجية التي تعطّل العرض، ووسوم الأطراف الثالثة، وإزاحات التخطيط، ثم نحافظ على المكاسب عبر ميزانيات أداء في CI.',
            },
          },
          {
            question: {
              en: 'Do you provide hosting?',
              de: 'Bieten Sie auch Hosting an?',
              ar: 'هل توفّرون الاستضافة؟',
            },
            answer: {
              en: 'We set up hosting in your own accounts, on Vercel, Netlify, AWS or Google Cloud, so you own the infrastructure. We can operate it for you under a maintenance plan.',
              de: 'Wir richten das Hosting in Ihren eigenen Accounts ein – bei Vercel, Netlify, AWS oder Google Cloud –, damit die Infrastruktur Ihnen gehört. Im Rahmen eines Wartungsplans können wir sie für Sie betreiben.',
              ar: 'نُعدّ الاستضافة في حساباتك الخاصة على Vercel أو Netlify أو AWS أو Google Cloud، لتكون البنية التحتية ملكًا لك. ويمكننا تشغيلها نيابةً عنك ضمن خطة صيانة.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Planning a new web app or a rebuild?',
          de: 'Sie planen eine neue Web-App oder einen Neubau?',
          ar: 'هل تخطّط لتطبيق ويب جديد أو لإعادة البناء؟',
        },
        text: {
          en: 'Share what you have today and what you need it to do. We will suggest a stack and a first milestone.',
          de: 'Zeigen Sie uns, was Sie heute haben und was es leisten soll. Wir schlagen Ihnen einen Stack und einen ersten Meilenstein vor.',
          ar: 'شاركنا ما لديك اليوم وما تحتاج إليه منه، وسنقترح مجموعة تقنيات وأول مرحلة رئيسية.',
        },
        action: {
          label: {
            en: 'Discuss your web project',
            de: 'Über Ihr Webprojekt sprechen',
            ar: 'ناقش مشروع الويب الخاص بك',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['osmosis', 'kindred-box'],
    keywords: [
      'web development',
      'web development company',
      'web application development',
      'Next.js',
      'progressive web apps',
      'Core Web Vitals',
      'headless CMS',
    ],
  },
] satisfies ServiceInput[];
