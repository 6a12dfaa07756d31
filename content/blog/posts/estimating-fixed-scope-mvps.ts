import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'estimating-fixed-scope-mvps',
  title: {
    en: 'How we estimate fixed-scope MVPs without lying to ourselves',
    de: 'Wie wir MVPs zum Festpreis schätzen, ohne uns selbst zu belügen',
    ar: 'كيف نقدّر تكلفة المنتجات الأولية ذات النطاق الثابت دون أن نخدع أنفسنا',
  },
  excerpt: {
    en: 'Fixed-scope estimates fail for predictable reasons: unstated assumptions, single-point numbers and integrations nobody has opened yet. Here is the method we use on every MVP proposal, and the buffer math behind it.',
    de: 'Festpreisschätzungen scheitern aus vorhersehbaren Gründen: unausgesprochene Annahmen, einzelne Punktwerte und Schnittstellen, die noch niemand geöffnet hat. So schätzen wir jedes MVP-Angebot – und so berechnen wir den Puffer.',
    ar: 'تفشل تقديرات النطاق الثابت لأسباب متوقعة: افتراضات غير معلنة، وتقديرات برقم واحد، وتكاملات لم يطّلع عليها أحد بعد. وهنا نعرض الطريقة التي نعتمدها في كل عرض لمنتج أولي، والحساب الذي يقف وراء هامش الاحتياط.',
  },
  date: '2025-01-28',
  author: 'sam-adeyemi',
  category: 'business',
  tags: [
    { en: 'estimation', de: 'Aufwandsschätzung', ar: 'تقدير التكاليف' },
    { en: 'mvp', de: 'MVP', ar: 'المنتج الأولي (MVP)' },
    { en: 'fixed-price', de: 'Festpreis', ar: 'السعر الثابت' },
    { en: 'project-management', de: 'Projektmanagement', ar: 'إدارة المشاريع' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'Every agency has a story about the fixed-price MVP that ran 60% over. Ours is from 2017: a marketplace estimated at 14 weeks that shipped in 23, because the payment provider’s “simple” payout API required a manual compliance review nobody had asked about. We absorbed the cost, and we rebuilt how we estimate. The method below is what our delivery leads use today on every [MVP proposal](/services/mvp-development). It is not clever. It is mostly about refusing to hide uncertainty inside a single number.',
        de: 'Jede Agentur hat eine Geschichte über das Festpreis-MVP, das 60\u00a0% über Plan lag. Unsere stammt aus dem Jahr 2017: ein Marktplatz, auf 14 Wochen geschätzt und nach 23 ausgeliefert, weil die „einfache“ Auszahlungs-API des Zahlungsanbieters eine manuelle Compliance-Prüfung erforderte, nach der niemand gefragt hatte. Wir haben die Kosten getragen und unsere Art zu schätzen neu aufgebaut. Die folgende Methode nutzen die Verantwortlichen für unsere Projektauslieferung heute für jedes [MVP-Angebot](/services/mvp-development). Sie ist nicht raffiniert. Im Kern geht es darum, Unsicherheit nicht in einer einzigen Zahl zu verstecken.',
        ar: 'لكل وكالة قصة عن منتج أولي (MVP) بسعر ثابت تجاوز ميزانيته بنسبة 60%. وقصتنا تعود إلى عام 2017: سوق إلكترونية قُدّرت مدتها بـ14 أسبوعًا فأُطلقت بعد 23، لأن واجهة API «البسيطة» لصرف المدفوعات لدى مزود الدفع تطلبت مراجعة امتثال يدوية لم يسأل عنها أحد. تحمّلنا التكلفة، وأعدنا بناء طريقتنا في التقدير. والطريقة الموضحة أدناه هي ما يستخدمه مسؤولو التسليم لدينا اليوم في كل [عرض لمنتج أولي](/services/mvp-development). ليست طريقة بارعة، بل تقوم في معظمها على رفض إخفاء عدم اليقين داخل رقم واحد.',
      },
    },
    {
      type: 'h2',
      id: 'estimate-ranges-not-points',
      text: {
        en: 'Estimate in ranges, then price the range',
        de: 'In Spannen schätzen, dann die Spanne bepreisen',
        ar: 'قدّر بنطاقات، ثم سعّر النطاق',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We never ask an engineer “how long will this take?” We ask for three numbers per feature: the likely case, the case where everything goes right, and the case where the thing we are worried about turns out to be true. Then we ask them to write down what that worry is. A feature estimated at 3, 5 and 12 days with the note “unknown whether the EHR vendor’s sandbox supports webhooks” is far more useful than a feature estimated at 5 days. Those ranges roll up with a simple PERT weighting per feature: best case plus four times the likely case plus worst case, divided by six. We don’t pretend this is statistically rigorous. What matters is that the wide ranges stay visible all the way into the proposal, so the client can see where the risk actually sits instead of receiving a total that looks more certain than it is.',
        de: 'Wir fragen im Entwicklungsteam nie: „Wie lange dauert das?“ Wir bitten um drei Zahlen pro Feature: den wahrscheinlichen Fall, den Fall, in dem alles glattläuft, und den Fall, in dem sich unsere Befürchtung bewahrheitet. Dann bitten wir darum, diese Befürchtung aufzuschreiben. Ein Feature, geschätzt auf 3, 5 und 12 Tage mit der Notiz „unklar, ob die Sandbox des EHR-Anbieters Webhooks unterstützt“, ist weitaus nützlicher als ein Feature, geschätzt auf 5 Tage. Diese Spannen fassen wir pro Feature mit einer einfachen PERT-Gewichtung zusammen: bester Fall plus viermal der wahrscheinliche Fall plus schlechtester Fall, geteilt durch sechs. Wir tun nicht so, als sei das statistisch streng. Wichtig ist, dass die breiten Spannen bis ins Angebot sichtbar bleiben, damit der Kunde sieht, wo das Risiko tatsächlich liegt, statt eine Gesamtsumme zu erhalten, die sicherer wirkt, als sie ist.',
        ar: 'لا نسأل المهندس أبدًا: «كم سيستغرق هذا؟» بل نطلب ثلاثة أرقام لكل ميزة: الحالة المرجّحة، والحالة التي يسير فيها كل شيء على ما يرام، والحالة التي يتبيّن فيها أن ما نخشاه صحيح. ثم نطلب منه أن يدوّن مصدر هذه الخشية. فالميزة المقدّرة بـ3 و5 و12 يومًا مع ملاحظة «لا نعرف إن كانت بيئة الاختبار لدى مورّد نظام السجلات الصحية الإلكترونية (EHR) تدعم webhooks» أنفع بكثير من ميزة مقدّرة بـ5 أيام. ونجمع هذه النطاقات بترجيح PERT بسيط لكل ميزة: أفضل حالة زائد أربعة أضعاف الحالة المرجّحة زائد أسوأ حالة، مقسومًا على ستة. ولا ندّعي أن هذا دقيق إحصائيًا. المهم أن تبقى النطاقات الواسعة ظاهرة حتى تصل إلى العرض، ليرى العميل أين يكمن الخطر فعلًا بدلًا من أن يتلقى مجموعًا يبدو أكثر يقينًا مما هو عليه.',
      },
    },
    {
      type: 'h3',
      text: { en: 'The assumptions log', de: 'Das Annahmenprotokoll', ar: 'سجل الافتراضات' },
    },
    {
      type: 'p',
      text: {
        en: 'Every estimate ships with an assumptions log: numbered, written in plain language and attached to the statement of work. Typical entries look like this:',
        de: 'Jede Schätzung wird mit einem Annahmenprotokoll geliefert: nummeriert, in verständlicher Sprache formuliert und der Leistungsbeschreibung beigefügt. Typische Einträge sehen so aus:',
        ar: 'يُرفق بكل تقدير سجل افتراضات: مرقّم، ومكتوب بلغة واضحة، وملحق ببيان نطاق العمل. وتبدو بنوده النموذجية على هذا النحو:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: 'A1. The client provides final copy and brand assets by the end of week two.',
          de: 'A1. Der Kunde liefert die finalen Texte und Markenassets bis Ende der zweiten Woche.',
          ar: 'A1. يقدّم العميل النصوص النهائية وأصول العلامة التجارية بحلول نهاية الأسبوع الثاني.',
        },
        {
          en: 'A2. Authentication uses email magic links and Google sign-in; no SAML or SCIM in this phase.',
          de: 'A2. Die Authentifizierung erfolgt über Magic Links per E-Mail und Google-Anmeldung; kein SAML oder SCIM in dieser Phase.',
          ar: 'A2. تعتمد المصادقة على روابط الدخول السحرية عبر البريد الإلكتروني وتسجيل الدخول بحساب Google؛ ولا SAML أو SCIM في هذه المرحلة.',
        },
        {
          en: 'A3. The standard Stripe Connect Express onboarding flow is acceptable; no custom KYC screens.',
          de: 'A3. Der Standard-Onboarding-Ablauf von Stripe Connect Express ist akzeptabel; keine eigenen KYC-Screens.',
          ar: 'A3. مسار الانضمام القياسي في Stripe Connect Express مقبول؛ ولا شاشات مخصصة للتحقق من هوية العملاء (KYC).',
        },
        {
          en: 'A4. One admin role; permissions beyond that are out of scope.',
          de: 'A4. Eine Admin-Rolle; darüber hinausgehende Berechtigungen gehören nicht zum Leistungsumfang.',
          ar: 'A4. دور مسؤول واحد؛ وأي صلاحيات تتجاوز ذلك خارج النطاق.',
        },
        {
          en: 'A5. iOS 16+ and Android 10+ phones; no tablet-specific layouts.',
          de: 'A5. Smartphones mit iOS 16+ und Android 10+; keine tabletspezifischen Layouts.',
          ar: 'A5. هواتف بنظام iOS 16+ وAndroid 10+؛ ولا تخطيطات مخصصة للأجهزة اللوحية.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'When an assumption breaks, and at least two will on any project, we don’t argue about whether it counts as a change. We point at the number, re-estimate the affected features with the same three-point method, and the client decides whether to trade scope or extend the budget. The log turns the most uncomfortable conversation in fixed-scope work into a routine one.',
        de: 'Wenn eine Annahme nicht hält – und bei jedem Projekt trifft das auf mindestens zwei zu –, diskutieren wir nicht darüber, ob das als Änderung zählt. Wir verweisen auf die Nummer, schätzen die betroffenen Features mit derselben Dreipunktmethode neu, und der Kunde entscheidet, ob er beim Umfang Abstriche macht oder das Budget erweitert. Das Protokoll macht aus dem unangenehmsten Gespräch bei Festpreisprojekten ein Routinegespräch.',
        ar: 'حين يسقط افتراض ما، وسيسقط اثنان على الأقل في أي مشروع، لا نتجادل حول ما إذا كان ذلك يُعدّ تغييرًا. بل نشير إلى رقمه، ونعيد تقدير الميزات المتأثرة بطريقة النقاط الثلاث نفسها، ويقرر العميل ما إذا كان سيقايض جزءًا من النطاق أو يزيد الميزانية. وهكذا يحوّل السجل أكثر المحادثات إحراجًا في مشاريع النطاق الثابت إلى محادثة روتينية.',
      },
    },
    {
      type: 'h2',
      id: 'spike-the-scary-parts',
      text: {
        en: 'Spike the scary parts before you sign',
        de: 'Die riskanten Teile per Spike klären, bevor Sie unterschreiben',
        ar: 'اختبر الأجزاء المقلقة بتجربة استكشافية قبل التوقيع',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Ranges tell you where the risk is; they don’t remove it. For any feature where the worst case is more than three times the likely case, we run a paid spike before the fixed price is final. Spikes are time-boxed, usually two to five days, and produce a working throwaway proof: a call against the real sandbox, a prototype of the offline sync, a parse of the messy CSV export the client’s operations team actually uses.',
        de: 'Spannen zeigen Ihnen, wo das Risiko liegt; sie beseitigen es nicht. Für jedes Feature, bei dem der schlechteste Fall mehr als dreimal so hoch ist wie der wahrscheinliche, führen wir einen bezahlten Spike durch, bevor der Festpreis feststeht. Spikes sind zeitlich begrenzt, meist auf zwei bis fünf Tage, und liefern einen lauffähigen Wegwerf-Machbarkeitsnachweis: einen Aufruf gegen die echte Sandbox, einen Prototyp der Offline-Synchronisierung, das Parsen des unordentlichen CSV-Exports, den das Operations-Team des Kunden tatsächlich nutzt.',
        ar: 'تخبرك النطاقات بمكان الخطر، لكنها لا تزيله. فلكل ميزة تزيد أسوأ حالاتها على ثلاثة أضعاف حالتها المرجّحة، ننفّذ تجربة استكشافية (spike) مدفوعة قبل اعتماد السعر الثابت نهائيًا. وتكون هذه التجارب محددة بإطار زمني، عادةً من يومين إلى خمسة أيام، وتنتج دليلًا عمليًا مؤقتًا: استدعاءً لبيئة الاختبار الحقيقية، أو نموذجًا أوليًا للمزامنة دون اتصال، أو تحليلًا لملف CSV الفوضوي الذي يصدّره فريق العمليات لدى العميل ويستخدمه فعلًا.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Clients occasionally push back on paying for a spike. Our answer is that they will pay for the uncertainty either way: as a spike now, as a padded estimate from us, or as a change order in month three. The spike is the cheapest of the three. On the last 20 MVPs we estimated this way, spikes narrowed the worst case of the flagged features by more than half on average. When a project needs a fuller discovery phase, we run [Fuse](/fuse), our two-week discovery sprint, which ends with an estimated backlog and a clickable prototype instead of a slide deck.',
        de: 'Gelegentlich sträuben sich Kunden dagegen, für einen Spike zu bezahlen. Unsere Antwort: Sie bezahlen für die Unsicherheit so oder so – jetzt als Spike, als großzügig gepolsterte Schätzung von uns oder als Change Request im dritten Monat. Der Spike ist die günstigste der drei Varianten. Bei den letzten 20 MVPs, die wir so geschätzt haben, verringerten Spikes den schlechtesten Fall der markierten Features im Durchschnitt um mehr als die Hälfte. Braucht ein Projekt eine umfassendere Discovery-Phase, führen wir [Fuse](/fuse) durch, unseren zweiwöchigen Discovery-Sprint, der mit einem geschätzten Backlog und einem klickbaren Prototyp endet statt mit einem Foliensatz.',
        ar: 'يعترض بعض العملاء أحيانًا على دفع تكلفة التجربة الاستكشافية. وجوابنا أنهم سيدفعون ثمن عدم اليقين في كل الأحوال: إما تجربةً استكشافية الآن، أو تقديرًا مضخّمًا من جانبنا، أو أمرَ تغيير في الشهر الثالث. والتجربة الاستكشافية أرخص الخيارات الثلاثة. ففي آخر 20 منتجًا أوليًا قدّرناها بهذه الطريقة، قلّصت التجارب الاستكشافية أسوأ حالات الميزات المعلَّمة بأكثر من النصف في المتوسط. وحين يحتاج المشروع إلى مرحلة استكشاف أشمل، ننفّذ [Fuse](/fuse)، سبرنت الاستكشاف الذي يمتد أسبوعين لدينا، وينتهي بقائمة مهام مقدّرة ونموذج أولي قابل للنقر بدلًا من عرض شرائح.',
      },
    },
    {
      type: 'h2',
      id: 'a-buffer-you-can-defend',
      text: {
        en: 'A buffer you can defend line by line',
        de: 'Ein Puffer, den Sie Posten für Posten begründen können',
        ar: 'هامش احتياط يمكنك الدفاع عنه بندًا بندًا',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The final price is the sum of the PERT estimates plus a buffer, and the buffer is never a flat 20%. It is built from three parts, each shown to the client:',
        de: 'Der Endpreis ist die Summe der PERT-Schätzungen plus ein Puffer, und dieser Puffer ist nie pauschal 20\u00a0%. Er setzt sich aus drei Teilen zusammen, die wir dem Kunden jeweils offenlegen:',
        ar: 'السعر النهائي هو مجموع تقديرات PERT مضافًا إليه هامش احتياط، وهذا الهامش ليس أبدًا نسبة ثابتة قدرها 20%. بل يتكوّن من ثلاثة أجزاء، نعرض كلًّا منها على العميل:',
      },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**Integration risk:** 25–40% on top of any feature that touches a third-party API we have not shipped against before, scaled by what the spike told us.',
          de: '**Integrationsrisiko:** 25–40\u00a0% zusätzlich auf jedes Feature, das eine Drittanbieter-API berührt, mit der wir noch nichts ausgeliefert haben – skaliert nach dem, was der Spike ergeben hat.',
          ar: '**مخاطر التكامل:** من 25 إلى 40% إضافية على أي ميزة تتعامل مع واجهة API لطرف ثالث لم يسبق لنا أن أطلقنا منتجًا يعتمد عليها، بحسب ما كشفته التجربة الاستكشافية.',
        },
        {
          en: '**Coordination overhead:** 12% of build time for ceremonies, reviews, QA cycles and release management. Teams that leave this out are the ones that “finish” development and then spend three weeks releasing.',
          de: '**Koordinationsaufwand:** 12\u00a0% der Entwicklungszeit für Meetings, Reviews, QA-Zyklen und Release-Management. Teams, die das weglassen, sind diejenigen, die mit der Entwicklung „fertig“ sind und dann drei Wochen mit dem Release verbringen.',
          ar: '**أعباء التنسيق:** 12% من وقت البناء للاجتماعات الدورية والمراجعات ودورات ضمان الجودة وإدارة الإصدارات. والفرق التي تُغفل ذلك هي التي «تنتهي» من التطوير ثم تقضي ثلاثة أسابيع في الإطلاق.',
        },
        {
          en: '**Decision latency:** one week per month of engagement if the client has a single decision-maker, two if decisions go through a committee. We ask who signs off on designs before we finish the estimate.',
          de: '**Entscheidungsverzögerung:** eine Woche pro Projektmonat, wenn beim Kunden eine einzige Person entscheidet, zwei, wenn Entscheidungen durch ein Gremium gehen. Wir fragen, wer Designs freigibt, bevor wir die Schätzung abschließen.',
          ar: '**بطء اتخاذ القرار:** أسبوع واحد عن كل شهر من المشروع إذا كان لدى العميل صاحب قرار واحد، وأسبوعان إذا كانت القرارات تمر عبر لجنة. ونسأل عمّن يعتمد التصاميم قبل أن ننهي التقدير.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'Then we compare the total against our own history. We track actuals against estimates on every project, and if a proposal lands more than 15% below comparable past work, someone on the leadership team has to explain why before it goes out. Usually the answer is that we forgot something.',
        de: 'Dann vergleichen wir die Summe mit unserer eigenen Historie. Wir erfassen bei jedem Projekt die Ist-Werte im Vergleich zu den Schätzungen, und wenn ein Angebot mehr als 15\u00a0% unter vergleichbaren früheren Projekten liegt, muss jemand aus der Geschäftsleitung begründen, warum, bevor es verschickt wird. Meist lautet die Antwort, dass wir etwas vergessen haben.',
        ar: 'ثم نقارن المجموع بسجلنا السابق. فنحن نتتبّع الأرقام الفعلية مقارنةً بالتقديرات في كل مشروع، وإذا جاء عرض أقل بأكثر من 15% من أعمال سابقة مماثلة، فعلى أحد أعضاء الإدارة أن يشرح السبب قبل إرساله. وعادةً يكون الجواب أننا نسينا شيئًا.',
      },
    },
    {
      type: 'quote',
      text: {
        en: 'A fixed price is a promise about scope, not a prediction about the future. The assumptions log is what keeps the two from being confused.',
        de: 'Ein Festpreis ist ein Versprechen über den Umfang, keine Vorhersage der Zukunft. Das Annahmenprotokoll sorgt dafür, dass beides nicht verwechselt wird.',
        ar: 'السعر الثابت وعدٌ بشأن النطاق، لا تنبؤٌ بالمستقبل. وسجل الافتراضات هو ما يمنع الخلط بين الاثنين.',
      },
      cite: {
        en: 'Fernhill delivery playbook',
        de: 'Leitfaden für die Projektumsetzung bei Fernhill',
        ar: 'دليل التسليم في Fernhill',
      },
    },
    {
      type: 'p',
      text: {
        en: 'None of this makes fixed-scope work risk-free. It makes the risk visible, priced and shared, which is the most honest thing an estimate can do. If you are weighing a fixed-scope build against a time-and-materials engagement, the trade-offs are covered on our [software outsourcing](/services/software-outsourcing) page, and we are happy to walk you through a real assumptions log from a past project.',
        de: 'Nichts davon macht Festpreisprojekte risikofrei. Es macht das Risiko aber sichtbar, bepreist und geteilt – und ehrlicher kann eine Schätzung nicht sein. Wenn Sie eine Entwicklung mit festem Umfang gegen ein Time-and-Materials-Modell abwägen, finden Sie die Vor- und Nachteile auf unserer Seite zum [Software-Outsourcing](/services/software-outsourcing), und gern zeigen wir Ihnen ein echtes Annahmenprotokoll aus einem früheren Projekt.',
        ar: 'لا شيء من هذا يجعل مشاريع النطاق الثابت خالية من المخاطر. لكنه يجعل الخطر ظاهرًا ومسعّرًا ومتقاسَمًا، وهذا أصدق ما يمكن أن يقدمه تقدير. وإذا كنت توازن بين بناء بنطاق ثابت ونموذج تعاون بالوقت والمواد، فستجد المفاضلات بينهما في صفحة [التعهيد البرمجي](/services/software-outsourcing)، ويسعدنا أن نطلعك على سجل افتراضات حقيقي من مشروع سابق.',
      },
    },
  ],
} satisfies PostInput;
