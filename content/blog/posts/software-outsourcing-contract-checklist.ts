import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'software-outsourcing-contract-checklist',
  title: {
    en: 'What a good software outsourcing contract includes',
    de: 'Was ein guter Vertrag für Software-Outsourcing enthält',
    ar: 'ما الذي يتضمنه عقد جيد للتعهيد البرمجي',
  },
  excerpt: {
    en: 'Most outsourcing disputes trace back to a contract that was silent on something obvious. These are the clauses we put in our own agreements, and the ones we tell clients to look for when they compare vendors, including us.',
    de: 'Die meisten Outsourcing-Streitigkeiten gehen auf einen Vertrag zurück, der etwas Offensichtliches nicht regelte. Diese Klauseln nehmen wir in unsere Verträge auf – und auf sie sollten Kunden beim Anbietervergleich achten, auch bei uns.',
    ar: 'تعود معظم نزاعات التعهيد إلى عقد أغفل أمرًا بديهيًا. هذه هي البنود التي نضمّنها في اتفاقياتنا، والتي ننصح العملاء بالبحث عنها عند المقارنة بين المورّدين، ونحن منهم.',
  },
  date: '2026-10-06',
  author: 'sam-adeyemi',
  category: 'business',
  tags: [
    { en: 'contracts', de: 'Verträge', ar: 'العقود' },
    { en: 'software-outsourcing', de: 'Software-Outsourcing', ar: 'التعهيد البرمجي' },
    { en: 'vendor-selection', de: 'Anbieterauswahl', ar: 'اختيار المورّدين' },
    { en: 'risk', de: 'Risiko', ar: 'المخاطر' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'We have taken over more than 30 projects from other vendors, and in most of the difficult ones the code was not the biggest problem. The contract was. It didn’t say who owned the cloud account, or what “done” meant, or what happened to the repository if the relationship ended. By the time anyone read it closely, both sides were already frustrated. This is the checklist we use for our own agreements, and the one we would give a friend hiring any [software outsourcing](/services/software-outsourcing) partner, including a competitor.',
        de: 'Wir haben mehr als 30 Projekte von anderen Dienstleistern übernommen, und bei den meisten schwierigen war nicht der Code das größte Problem. Es war der Vertrag. Er regelte nicht, wem der Cloud-Account gehörte, was „fertig“ bedeutete oder was mit dem Repository geschah, wenn die Zusammenarbeit endete. Bis ihn jemand genau las, waren beide Seiten bereits frustriert. Dies ist die Checkliste, die wir für unsere eigenen Verträge verwenden – und die wir einem Freund geben würden, der einen beliebigen Partner für [Software-Outsourcing](/services/software-outsourcing) beauftragt, auch einen Wettbewerber.',
        ar: 'تسلّمنا أكثر من 30 مشروعًا من مورّدين آخرين، ولم تكن الشيفرة في معظم المشاريع الصعبة منها هي المشكلة الكبرى، بل كان العقد. فلم يكن يحدد مَن يملك حساب السحابة، ولا ما المقصود بـ«منجَز»، ولا مصير المستودع إذا انتهت العلاقة. وحين قرأه أحدهم بتمعّن، كان الإحباط قد نال من الطرفين. هذه هي قائمة التحقق التي نستخدمها في اتفاقياتنا، وهي التي سنعطيها لصديق يتعاقد مع أي شريك في [التعهيد البرمجي](/services/software-outsourcing)، حتى لو كان منافسًا لنا.',
      },
    },
    {
      type: 'h2',
      id: 'ownership-and-access',
      text: {
        en: 'Ownership and access',
        de: 'Eigentum und Zugänge',
        ar: 'الملكية وصلاحيات الوصول',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**IP assignment as you pay.** Code, designs and documentation created for you are assigned to you no later than when each invoice is paid. Be wary of clauses that assign nothing until the final payment of the whole project.',
          de: '**Rechteübertragung mit jeder Zahlung.** Code, Designs und Dokumentation, die für Sie erstellt werden, gehen spätestens mit Bezahlung der jeweiligen Rechnung auf Sie über. Seien Sie vorsichtig bei Klauseln, die bis zur Schlusszahlung des gesamten Projekts keinerlei Rechte übertragen.',
          ar: '**نقل الملكية الفكرية مع كل دفعة.** تُنقل إليك ملكية الشيفرة والتصاميم والوثائق التي أُعدّت لك في موعد أقصاه سداد كل فاتورة. واحذر البنود التي لا تنقل أي شيء حتى الدفعة النهائية للمشروع بأكمله.',
        },
        {
          en: '**Pre-existing and open-source components** are listed with their licenses. The vendor keeps its own reusable tooling but grants you a perpetual, royalty-free license to whatever is embedded in your product.',
          de: '**Bestehende und Open-Source-Komponenten** werden mit ihren Lizenzen aufgeführt. Der Dienstleister behält seine eigenen wiederverwendbaren Werkzeuge, räumt Ihnen aber eine unbefristete, lizenzgebührenfreie Lizenz für alles ein, was in Ihr Produkt eingebettet ist.',
          ar: '**المكونات الموجودة مسبقًا ومكونات المصدر المفتوح** تُدرج مع تراخيصها. ويحتفظ المورّد بأدواته القابلة لإعادة الاستخدام، لكنه يمنحك ترخيصًا دائمًا معفى من الرسوم لكل ما هو مدمج في منتجك.',
        },
        {
          en: '**You own the accounts.** Source control, cloud provider, app store listings, domains and third-party services are in your organization’s name from day one, with the vendor invited as a user. This is the single most important item on the list.',
          de: '**Die Accounts gehören Ihnen.** Versionsverwaltung, Cloud-Anbieter, App-Store-Einträge, Domains und Drittanbieterdienste laufen vom ersten Tag an auf den Namen Ihrer Organisation, und der Dienstleister wird als Nutzer eingeladen. Das ist der mit Abstand wichtigste Punkt auf der Liste.',
          ar: '**الحسابات ملكك.** تكون أنظمة إدارة الشيفرة المصدرية، ومزوّد الخدمات السحابية، وصفحات التطبيق في متاجر التطبيقات، والنطاقات، وخدمات الأطراف الثالثة باسم مؤسستك منذ اليوم الأول، ويُدعى المورّد إليها بصفته مستخدمًا. وهذا أهم بند في القائمة على الإطلاق.',
        },
        {
          en: '**Secrets live in a vault you control**, and the contract requires the vendor to hand over or rotate every credential when the engagement ends.',
          de: '**Secrets liegen in einem Vault, den Sie kontrollieren**, und der Vertrag verpflichtet den Dienstleister, bei Ende der Zusammenarbeit alle Zugangsdaten zu übergeben oder zu rotieren.',
          ar: '**تُحفظ البيانات السرية في خزنة تتحكم بها أنت**، ويُلزم العقدُ المورّدَ بتسليم كل بيانات الاعتماد أو تغييرها عند انتهاء التعاون.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'scope-change-and-acceptance',
      text: {
        en: 'Scope, change and acceptance',
        de: 'Umfang, Änderungen und Abnahme',
        ar: 'النطاق والتغيير والقبول',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Whatever the pricing model, the contract should say how work is defined, how it changes and how it is accepted. Vague answers here are the source of most invoice disputes we see.',
        de: 'Unabhängig vom Preismodell sollte der Vertrag festlegen, wie Arbeit definiert, geändert und abgenommen wird. Vage Antworten an dieser Stelle sind die Ursache der meisten Rechnungsstreitigkeiten, die wir erleben.',
        ar: 'أيًّا كان نموذج التسعير، ينبغي أن ينص العقد على كيفية تحديد العمل وتغييره وقبوله. فالإجابات المبهمة هنا هي مصدر معظم النزاعات حول الفواتير التي نشهدها.',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**A statement of work** with named deliverables or, for time-and-materials work, a named team and a rate card by role.',
          de: '**Eine Leistungsbeschreibung (Statement of Work)** mit benannten Liefergegenständen oder, bei Abrechnung nach Aufwand, einem namentlich benannten Team und Stundensätzen nach Rolle.',
          ar: '**بيان عمل** يحدد المُخرَجات بأسمائها، أو في حالة العمل بنظام الوقت والمواد، فريقًا محددًا بالأسماء وقائمة أسعار حسب الدور.',
        },
        {
          en: '**An assumptions log** attached to any fixed-scope statement of work, so a broken assumption becomes a routine change rather than an argument. We explain how we build ours in [how we estimate fixed-scope MVPs](/blog/estimating-fixed-scope-mvps).',
          de: '**Ein Annahmenprotokoll** als Anlage zu jeder Leistungsbeschreibung mit festem Umfang, damit eine nicht zutreffende Annahme zu einer routinemäßigen Änderung wird statt zu einem Streit. Wie wir unseres erstellen, erklären wir in [Wie wir MVPs mit festem Umfang schätzen](/blog/estimating-fixed-scope-mvps).',
          ar: '**سجل افتراضات** يُرفق بأي بيان عمل ذي نطاق ثابت، بحيث يصبح الافتراض الذي لم يتحقق تغييرًا روتينيًا لا مصدرًا للخلاف. ونشرح كيف نُعدّ سجلنا في مقال [كيف نقدّر المنتجات الأولية ذات النطاق الثابت](/blog/estimating-fixed-scope-mvps).',
        },
        {
          en: '**A change process** with a turnaround time for estimates, usually two to three business days, and a rule that no change is billed without written approval.',
          de: '**Ein Änderungsprozess** mit einer Bearbeitungsfrist für Schätzungen, meist zwei bis drei Werktage, und der Regel, dass keine Änderung ohne schriftliche Genehmigung berechnet wird.',
          ar: '**آلية للتغيير** تحدد مهلة لتقديم التقديرات، عادةً من يومين إلى ثلاثة أيام عمل، وقاعدة تنص على عدم احتساب أي تغيير في الفواتير دون موافقة كتابية.',
        },
        {
          en: '**Acceptance criteria and a fixed acceptance window**, for example ten business days, after which a deliverable is deemed accepted. Without a window, invoices stall, and so does the work.',
          de: '**Abnahmekriterien und eine feste Abnahmefrist**, zum Beispiel zehn Werktage, nach deren Ablauf ein Liefergegenstand als abgenommen gilt. Ohne Frist bleiben Rechnungen liegen – und die Arbeit gleich mit.',
          ar: '**معايير قبول ومهلة قبول محددة**، عشرة أيام عمل مثلًا، يُعدّ المُخرَج بعدها مقبولًا. فمن دون مهلة تتعطل الفواتير، ويتعطل العمل معها.',
        },
        {
          en: '**A definition of done** that includes automated tests, code review, documentation and deployment to a staging environment you can access.',
          de: '**Eine Definition of Done**, die automatisierte Tests, Code-Review, Dokumentation und das Deployment in eine Staging-Umgebung umfasst, auf die Sie Zugriff haben.',
          ar: '**تعريف للإنجاز** يشمل الاختبارات المؤتمتة، ومراجعة الشيفرة، والتوثيق، والنشر في بيئة Staging يمكنك الوصول إليها.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'people-quality-and-exit',
      text: {
        en: 'People, quality and exit',
        de: 'Personal, Qualität und Ausstieg',
        ar: 'الفريق والجودة والخروج',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The clauses people skim are the ones that matter most when something goes wrong:',
        de: 'Die Klauseln, die man gern nur überfliegt, sind genau die, auf die es ankommt, wenn etwas schiefgeht:',
        ar: 'البنود التي يمرّ عليها الناس سريعًا هي الأهم حين تسوء الأمور:',
      },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**Key personnel.** The tech lead and product manager named in the proposal can’t be replaced without notice and a handover period; two weeks of overlap is reasonable.',
          de: '**Schlüsselpersonal.** Die technische Leitung und der Produktmanager, die im Angebot benannt sind, dürfen nicht ohne Vorankündigung und Übergabezeit ersetzt werden; zwei Wochen Überschneidung sind angemessen.',
          ar: '**الموظفون الرئيسيون.** لا يجوز استبدال القائد التقني ومدير المنتج المذكورَين في العرض دون إشعار مسبق وفترة تسليم؛ وأسبوعان من العمل المتداخل مدة معقولة.',
        },
        {
          en: '**Warranty.** Defects reported within 60 to 90 days of a release are fixed at no charge. Be wary of warranties that exclude everything found after acceptance.',
          de: '**Gewährleistung.** Mängel, die innerhalb von 60 bis 90 Tagen nach einem Release gemeldet werden, werden kostenlos behoben. Seien Sie vorsichtig bei Gewährleistungen, die alles ausschließen, was nach der Abnahme gefunden wird.',
          ar: '**الضمان.** تُصلَح العيوب المُبلَّغ عنها خلال 60 إلى 90 يومًا من الإصدار دون مقابل. واحذر الضمانات التي تستثني كل ما يُكتشف بعد القبول.',
        },
        {
          en: '**Security and compliance.** Data-handling obligations, breach notification timelines, background checks, and a BAA or data processing agreement wherever health or personal data is involved.',
          de: '**Sicherheit und Compliance.** Pflichten zum Umgang mit Daten, Fristen für die Meldung von Datenschutzverletzungen, Hintergrundprüfungen sowie ein BAA oder ein Auftragsverarbeitungsvertrag, wo immer Gesundheits- oder personenbezogene Daten im Spiel sind.',
          ar: '**الأمان والامتثال.** التزامات التعامل مع البيانات، والمهل الزمنية للإخطار بالاختراقات، والتحقق من الخلفيات، واتفاقية شريك أعمال (BAA) أو اتفاقية معالجة بيانات متى تعلّق الأمر ببيانات صحية أو شخصية.',
        },
        {
          en: '**Termination for convenience** on 30 days’ notice, for both sides, with payment for work completed. Long lock-ins protect the vendor, not the project.',
          de: '**Kündigung ohne Angabe von Gründen** mit einer Frist von 30 Tagen für beide Seiten, bei Vergütung der bereits erbrachten Leistungen. Lange Bindungen schützen den Dienstleister, nicht das Projekt.',
          ar: '**الإنهاء دون إبداء أسباب** بإشعار مدته 30 يومًا، لكلا الطرفين، مع سداد مقابل العمل المنجز. فالالتزامات الطويلة تحمي المورّد، لا المشروع.',
        },
        {
          en: '**Transition assistance.** On termination, the vendor provides a handover: documentation, an architecture walkthrough and a set number of support hours at the standard rate.',
          de: '**Unterstützung beim Übergang.** Bei Vertragsende leistet der Dienstleister eine Übergabe: Dokumentation, eine Führung durch die Architektur und eine festgelegte Anzahl an Supportstunden zum Standardsatz.',
          ar: '**المساعدة في الانتقال.** عند إنهاء العقد، يتولى المورّد عملية تسليم تشمل التوثيق، وشرحًا تفصيليًا للبنية، وعددًا محددًا من ساعات الدعم بالسعر المعتاد.',
        },
      ],
    },
    {
      type: 'quote',
      text: {
        en: 'The best contract is the one neither side ever has to open. The second best is the one that answers the question when they do.',
        de: 'Der beste Vertrag ist der, den keine Seite je aufschlagen muss. Der zweitbeste ist der, der die Frage beantwortet, wenn es doch einmal so weit kommt.',
        ar: 'أفضل عقد هو الذي لا يضطر أيٌّ من الطرفين إلى فتحه أبدًا، ويليه العقد الذي يجيب عن السؤال حين يفتحانه.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'A caveat: this is a practitioner’s checklist, not legal advice, and your counsel should review any agreement before you sign it. But if a vendor resists more than one or two of these points, ask why, because the answer tells you a lot about how the relationship will go. If you would like to compare our standard master services agreement against this list, [contact us](/contact-us) and we will send it over, along with the way we adapt it for [staff augmentation](/services/staff-augmentation) engagements.',
        de: 'Eine Einschränkung: Dies ist eine Checkliste aus der Praxis, keine Rechtsberatung, und Ihr Rechtsbeistand sollte jeden Vertrag prüfen, bevor Sie ihn unterzeichnen. Sträubt sich ein Dienstleister aber gegen mehr als ein oder zwei dieser Punkte, fragen Sie nach dem Grund – die Antwort verrät viel darüber, wie die Zusammenarbeit verlaufen wird. Wenn Sie unseren Standard-Rahmenvertrag (Master Services Agreement) mit dieser Liste abgleichen möchten, [kontaktieren Sie uns](/contact-us): Wir schicken ihn Ihnen zu, zusammen mit der Art, wie wir ihn für Einsätze in der [Team-Verstärkung](/services/staff-augmentation) anpassen.',
        ar: 'تنبيه: هذه قائمة تحقق من واقع الممارسة، وليست استشارة قانونية، وينبغي لمستشارك القانوني مراجعة أي اتفاقية قبل توقيعها. لكن إذا اعترض أحد المورّدين على أكثر من بند أو بندين من هذه البنود، فاسأله عن السبب، لأن الإجابة تكشف الكثير عن مسار العلاقة. وإذا أردت مقارنة اتفاقية الخدمات الإطارية القياسية لدينا بهذه القائمة، [تواصل معنا](/contact-us) وسنرسلها إليك، مع توضيح الطريقة التي نكيّفها بها لتعاقدات [تعزيز الفرق](/services/staff-augmentation).',
      },
    },
  ],
} satisfies PostInput;
