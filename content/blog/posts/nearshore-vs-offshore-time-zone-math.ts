import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'nearshore-vs-offshore-time-zone-math',
  title: {
    en: 'Nearshore vs offshore: what the time-zone math really costs',
    de: 'Nearshore oder Offshore: Was die Zeitzonen-Rechnung wirklich kostet',
    ar: 'الفرق القريبة جغرافيًا أم البعيدة: كم يكلّف فارق التوقيت فعلًا؟',
  },
  excerpt: {
    en: 'Hourly rates are the easy part of the comparison. The expensive part is the day lost every time a question waits overnight. Here is how we model the cost of time-zone distance, with numbers from our own projects.',
    de: 'Stundensätze sind der einfache Teil des Vergleichs. Teuer ist der Tag, der jedes Mal verloren geht, wenn eine Frage über Nacht warten muss. So modellieren wir die Kosten des Zeitzonenabstands – mit Zahlen aus eigenen Projekten.',
    ar: 'الأجور بالساعة هي الجزء السهل من المقارنة، أما الجزء المكلف فهو اليوم الذي يضيع كلما انتظر سؤالٌ حتى اليوم التالي. إليك كيف نحسب تكلفة التباعد بين المناطق الزمنية، بأرقام من مشاريعنا.',
  },
  date: '2025-06-17',
  author: 'sam-adeyemi',
  category: 'business',
  tags: [
    { en: 'nearshore', de: 'Nearshore', ar: 'التعهيد القريب جغرافيًا' },
    { en: 'offshore', de: 'Offshore', ar: 'التعهيد الخارجي البعيد' },
    { en: 'engagement-models', de: 'Zusammenarbeitsmodelle', ar: 'نماذج التعاون' },
    { en: 'distributed-teams', de: 'Verteilte Teams', ar: 'الفرق الموزعة' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'When a client compares a nearshore team with an offshore one, the conversation usually starts with the rate card. An offshore engineer at $30 an hour looks like a bargain next to a nearshore engineer at $55 or a US-based one at $110 and up. The rate card is real. It is also the least interesting number in the comparison, because it ignores what happens to work that has to wait for someone else to wake up.',
        de: 'Wenn ein Kunde ein Nearshore-Team mit einem Offshore-Team vergleicht, beginnt das Gespräch meist mit der Preisliste. Ein Offshore-Entwickler für 30\u00a0$ pro Stunde wirkt wie ein Schnäppchen neben einem Nearshore-Entwickler für 55\u00a0$ oder einem Entwickler in den USA für 110\u00a0$ und mehr. Die Zahlen auf der Preisliste stimmen. Sie sind aber auch die uninteressantesten im Vergleich, denn sie blenden aus, was mit Arbeit passiert, die warten muss, bis jemand anderes aufwacht.',
        ar: 'عندما يقارن عميلٌ بين فريق قريب جغرافيًا (nearshore) وآخر خارجي بعيد (offshore)، يبدأ الحديث عادةً بقائمة الأسعار. فالمهندس في فريق بعيد بأجر $30 للساعة يبدو صفقة رابحة مقارنةً بمهندس في فريق قريب بأجر $55، أو بمهندس مقيم في الولايات المتحدة بأجر $110 فما فوق. قائمة الأسعار حقيقية، لكنها أيضًا أقل الأرقام أهمية في المقارنة، لأنها تتجاهل ما يحدث للعمل الذي يتعيّن عليه انتظار أن يستيقظ شخص آخر.',
      },
    },
    {
      type: 'h2',
      id: 'the-cost-of-a-blocked-question',
      text: {
        en: 'The cost of a blocked question',
        de: 'Was eine blockierte Frage kostet',
        ar: 'تكلفة السؤال المعلّق',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Software projects run on small questions. Is this field required? Should the export include archived records? Why is staging returning a 403? On a typical product team, each engineer raises several questions a week that only someone outside the team can answer: a product owner, a designer, a client stakeholder, a vendor.',
        de: 'Softwareprojekte leben von kleinen Fragen. Ist dieses Feld ein Pflichtfeld? Soll der Export archivierte Datensätze enthalten? Warum liefert Staging einen 403? In einem typischen Produktteam stellen Entwicklerinnen und Entwickler pro Woche jeweils mehrere Fragen, die nur jemand außerhalb des Teams beantworten kann: jemand aus dem Produktmanagement, ein Designer, ein Stakeholder auf Kundenseite, ein Dienstleister.',
        ar: 'تقوم مشاريع البرمجيات على أسئلة صغيرة: هل هذا الحقل إلزامي؟ هل يجب أن يتضمن التصدير السجلات المؤرشفة؟ لماذا تُعيد بيئة Staging الخطأ 403؟ وفي فريق منتج نموذجي، يطرح كل مهندس أسبوعيًا عدة أسئلة لا يستطيع الإجابة عنها إلا شخص من خارج الفريق: مالك المنتج، أو مصمم، أو أحد أصحاب المصلحة لدى العميل، أو مورّد.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'With four or more hours of overlap, most of those questions are answered within the hour. With an hour of overlap or less, a question asked at 3 p.m. in Bengaluru is read at 9 a.m. in Austin, answered by 10 and seen by the engineer the next morning. Each blocked question costs roughly a business day of calendar time. Engineers are good at switching to other work while they wait, but the switch is rarely free, and the other work is rarely the most important work.',
        de: 'Bei vier oder mehr Stunden Überschneidung werden die meisten dieser Fragen innerhalb einer Stunde beantwortet. Bei einer Stunde Überschneidung oder weniger wird eine Frage, die um 15 Uhr in Bengaluru gestellt wird, um 9 Uhr in Austin gelesen, bis 10 Uhr beantwortet und vom Entwicklungsteam am nächsten Morgen gesehen. Jede blockierte Frage kostet so grob einen Werktag an Kalenderzeit. Entwicklerinnen und Entwickler können während des Wartens gut auf andere Aufgaben umschwenken, doch der Wechsel ist selten kostenlos, und die andere Aufgabe ist selten die wichtigste.',
        ar: 'مع تداخل يبلغ أربع ساعات أو أكثر، تحصل معظم هذه الأسئلة على إجابة خلال ساعة. أما مع تداخل لا يتجاوز ساعة واحدة، فإن السؤال المطروح في الساعة 3 مساءً في بنغالورو يُقرأ في الساعة 9 صباحًا في أوستن، ويُجاب عنه بحلول الساعة 10، ولا يراه المهندس إلا صباح اليوم التالي. وهكذا يكلّف كل سؤال معلّق نحو يوم عمل كامل من الوقت الفعلي. والمهندسون بارعون في الانتقال إلى أعمال أخرى أثناء الانتظار، لكن هذا الانتقال نادرًا ما يكون بلا ثمن، ونادرًا ما يكون العمل البديل هو الأهم.',
      },
    },
    {
      type: 'h2',
      id: 'a-model-you-can-run-yourself',
      text: {
        en: 'A model you can run yourself',
        de: 'Ein Modell zum Selbstrechnen',
        ar: 'نموذج يمكنك تطبيقه بنفسك',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We use a back-of-the-envelope model with clients who are choosing between engagement models. It has four inputs:',
        de: 'Mit Kunden, die zwischen Zusammenarbeitsmodellen wählen, nutzen wir eine einfache Überschlagsrechnung. Sie hat vier Eingangsgrößen:',
        ar: 'نستخدم نموذجًا تقريبيًا سريعًا مع العملاء الذين يختارون بين نماذج التعاون، وله أربعة مدخلات:',
      },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**Blocking questions per engineer per week** that need someone outside the team. We typically see 4 to 8 on a new product and 2 to 4 on a mature one.',
          de: '**Blockierende Fragen pro Kopf und Woche**, für die jemand außerhalb des Teams nötig ist. Bei einem neuen Produkt sehen wir typischerweise 4 bis 8, bei einem ausgereiften 2 bis 4.',
          ar: '**عدد الأسئلة المعطِّلة لكل مهندس أسبوعيًا** التي تحتاج إلى شخص من خارج الفريق. وعادةً ما نرى من 4 إلى 8 في المنتجات الجديدة، ومن 2 إلى 4 في المنتجات الناضجة.',
        },
        {
          en: '**Hours of working overlap** with the people who answer those questions, not with the vendor’s account manager.',
          de: '**Stunden gemeinsamer Arbeitszeit** mit den Personen, die diese Fragen beantworten – nicht mit der Kundenbetreuung des Dienstleisters.',
          ar: '**ساعات التداخل في أوقات العمل** مع الأشخاص الذين يجيبون عن تلك الأسئلة، لا مع مدير الحساب لدى المورّد.',
        },
        {
          en: '**Delay per blocked question:** about an hour with four or more hours of overlap, half a day with two, and a full business day with less than one.',
          de: '**Verzögerung pro blockierter Frage:** etwa eine Stunde bei vier oder mehr Stunden Überschneidung, ein halber Tag bei zwei und ein voller Werktag bei weniger als einer.',
          ar: '**مدة التأخير لكل سؤال معلّق:** نحو ساعة مع تداخل أربع ساعات أو أكثر، ونصف يوم مع ساعتين، ويوم عمل كامل مع أقل من ساعة.',
        },
        {
          en: '**The share of waiting that parallel work can’t absorb.** On our own project data, and on the offshore projects we have taken over, it is around 15%.',
          de: '**Der Anteil der Wartezeit, den parallele Arbeit nicht auffangen kann.** Nach unseren eigenen Projektdaten und den Offshore-Projekten, die wir übernommen haben, liegt er bei rund 15\u00a0%.',
          ar: '**نسبة الانتظار التي لا يستطيع العمل الموازي استيعابها.** وتبلغ نحو 15% وفقًا لبيانات مشاريعنا، ولبيانات مشاريع الفرق البعيدة التي تسلّمناها.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'Run it for a six-person team building a new product, with six blocking questions per engineer per week and a full day of delay on each. That is 36 question-days of waiting every week. If 15% of it is not absorbed, the team loses more than five engineer-days a week: close to one full engineer’s worth of capacity, paid for and not delivered. Add the rework that happens when engineers guess instead of waiting, and the offshore builds we have rescued ran six to nine weeks longer over six months than comparable nearshore builds.',
        de: 'Rechnen Sie es für ein sechsköpfiges Team durch, das ein neues Produkt entwickelt, mit sechs blockierenden Fragen pro Kopf und Woche und jeweils einem vollen Tag Verzögerung. Das sind 36 Frage-Tage Wartezeit pro Woche. Werden 15\u00a0% davon nicht aufgefangen, verliert das Team mehr als fünf Entwicklertage pro Woche: nahezu die Kapazität einer vollen Entwicklerstelle, bezahlt und nicht geliefert. Rechnet man die Nacharbeit hinzu, die entsteht, wenn Entwicklerinnen und Entwickler raten, statt zu warten, dauerten die Offshore-Projekte, die wir gerettet haben, über sechs Monate sechs bis neun Wochen länger als vergleichbare Nearshore-Projekte.',
        ar: 'طبّق النموذج على فريق من ستة أشخاص يبني منتجًا جديدًا، مع ستة أسئلة معطِّلة لكل مهندس أسبوعيًا وتأخير يوم كامل لكل منها. النتيجة 36 يومًا من انتظار الأسئلة كل أسبوع. وإذا لم يُستوعب 15% منها، يخسر الفريق أكثر من خمسة أيام عمل هندسية أسبوعيًا، أي ما يقارب طاقة مهندس كامل مدفوعة الأجر دون أن يُسلَّم ما يقابلها. وإذا أضفت إعادة العمل التي تحدث حين يلجأ المهندسون إلى التخمين بدلًا من الانتظار، فإن مشاريع الفرق البعيدة التي أنقذناها استغرقت على مدى ستة أشهر ما بين ستة وتسعة أسابيع أكثر من مشاريع مماثلة نفّذتها فرق قريبة جغرافيًا.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Now put dollars on it. Six offshore engineers at $30 an hour cost about $187,000 over 26 weeks; six nearshore engineers at $55 cost about $343,000. But an offshore team on a new product usually needs a US-side lead writing specifications and unblocking work for at least half their time. At $110 an hour that adds about $57,000, and the gap narrows from nearly two to one to roughly 1.4 to one before you count the lost engineer or the later launch. The remaining question is what six to nine weeks of time to market are worth to your business. For a funded startup racing a competitor, that is often more than the entire difference.',
        de: 'Jetzt in Dollar: Sechs Offshore-Fachleute zu 30\u00a0$ pro Stunde kosten über 26 Wochen etwa 187.000\u00a0$, sechs Nearshore-Fachleute zu 55\u00a0$ etwa 343.000\u00a0$. Doch ein Offshore-Team braucht bei einem neuen Produkt in der Regel eine technische Leitung auf US-Seite, die mindestens die Hälfte ihrer Zeit Spezifikationen schreibt und Blockaden löst. Bei 110\u00a0$ pro Stunde kommen so rund 57.000\u00a0$ hinzu, und der Abstand schrumpft von fast zwei zu eins auf etwa 1,4 zu eins – noch bevor man die verlorene Entwicklerkapazität oder den späteren Launch einrechnet. Bleibt die Frage, was es Ihrem Geschäft wert ist, sechs bis neun Wochen früher am Markt zu sein. Für ein finanziertes Start-up im Wettlauf mit einem Konkurrenten ist das oft mehr als die gesamte Differenz.',
        ar: 'لنحوّل ذلك الآن إلى دولارات. ستة مهندسين في فريق بعيد بأجر $30 للساعة يكلّفون نحو $187,000 على مدى 26 أسبوعًا، بينما يكلّف ستة مهندسين في فريق قريب بأجر $55 نحو $343,000. لكن الفريق البعيد الذي يعمل على منتج جديد يحتاج عادةً إلى قائد في الجانب الأمريكي يكرّس نصف وقته على الأقل لكتابة المواصفات وإزالة العوائق أمام العمل. وبأجر $110 للساعة، يضيف ذلك نحو $57,000، فتضيق الفجوة من نسبة اثنين إلى واحد تقريبًا إلى نحو 1.4 إلى واحد، قبل احتساب المهندس المفقود أو الإطلاق المتأخر. ويبقى السؤال: ما قيمة ستة إلى تسعة أسابيع من سرعة الوصول إلى السوق بالنسبة إلى أعمالك؟ فبالنسبة إلى شركة ناشئة مموَّلة تتسابق مع منافس، كثيرًا ما تفوق هذه القيمة الفارق بأكمله.',
      },
    },
    {
      type: 'h2',
      id: 'when-offshore-is-the-right-call',
      text: {
        en: 'When offshore is the right call',
        de: 'Wann Offshore die richtige Wahl ist',
        ar: 'متى يكون الفريق البعيد هو الخيار الصحيح',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We are a nearshore firm, with hubs in Mexico City and Medellín, so weigh our view accordingly. There are still projects where we tell clients offshore is a reasonable choice:',
        de: 'Wir sind ein Nearshore-Unternehmen mit Standorten in Mexiko-Stadt und Medellín – gewichten Sie unsere Sicht also entsprechend. Dennoch gibt es Projekte, bei denen wir Kunden sagen, dass Offshore eine vernünftige Wahl ist:',
        ar: 'نحن شركة تعمل بنموذج الفرق القريبة جغرافيًا، ولدينا مراكز في مكسيكو سيتي وميديلين، فقدّر رأينا على هذا الأساس. ومع ذلك، ثمة مشاريع نقول فيها لعملائنا إن الفريق البعيد خيار معقول:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: 'Well-specified work with stable requirements, such as porting a known feature set to a new framework or building against a complete API contract.',
          de: 'Gut spezifizierte Arbeit mit stabilen Anforderungen, etwa die Portierung eines bekannten Funktionsumfangs auf ein neues Framework oder die Entwicklung gegen einen vollständigen API-Vertrag.',
          ar: 'الأعمال ذات المواصفات الواضحة والمتطلبات المستقرة، مثل نقل مجموعة ميزات معروفة إلى إطار عمل جديد، أو البناء وفق عقد API مكتمل.',
        },
        {
          en: 'Follow-the-sun operations, where overnight coverage is the point: monitoring, second-line support, regression test runs.',
          de: 'Follow-the-Sun-Betrieb, bei dem die Abdeckung über Nacht gerade der Zweck ist: Monitoring, Second-Level-Support, Regressionstestläufe.',
          ar: 'العمليات القائمة على مبدأ «اتّباع الشمس» (Follow-the-sun)، حيث تكون التغطية الليلية هي الهدف بحد ذاته: المراقبة، والدعم من المستوى الثاني، وتشغيل اختبارات الانحدار.',
        },
        {
          en: 'Teams that already have a strong product owner in the offshore time zone, so questions never have to cross an ocean.',
          de: 'Teams, die bereits ein starkes Produktmanagement in der Offshore-Zeitzone haben, sodass Fragen nie einen Ozean überqueren müssen.',
          ar: 'الفرق التي لديها بالفعل مالك منتج قوي في المنطقة الزمنية للفريق البعيد، بحيث لا تضطر الأسئلة أبدًا إلى عبور المحيط.',
        },
      ],
    },
    {
      type: 'quote',
      text: {
        en: 'We stopped comparing hourly rates and started counting how many days a decision took. That was when the spreadsheet changed.',
        de: 'Wir haben aufgehört, Stundensätze zu vergleichen, und angefangen zu zählen, wie viele Tage eine Entscheidung dauerte. Da sah die Tabelle plötzlich anders aus.',
        ar: 'توقفنا عن مقارنة الأجور بالساعة، وبدأنا نحسب عدد الأيام التي يستغرقها اتخاذ القرار. عندها تغيّرت أرقام جدول البيانات.',
      },
      cite: {
        en: 'VP of Engineering at one of our transportation clients',
        de: 'Leitung der Softwareentwicklung bei einem unserer Kunden aus der Transportbranche',
        ar: 'نائب رئيس الهندسة لدى أحد عملائنا في قطاع النقل',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Where offshore goes wrong is new products, where requirements are discovered week by week and the most valuable person on the project is the client’s product owner. That is exactly the work where a day of waiting is most expensive. If you want to run the model with your own numbers, our [nearshore software development](/services/nearshore-software-development) team will share the spreadsheet, and if you only need a few engineers inside your existing team, [staff augmentation](/services/staff-augmentation) gets you the overlap without a full project structure.',
        de: 'Schief geht Offshore bei neuen Produkten, deren Anforderungen sich erst Woche für Woche herausschälen und bei denen die wertvollste Person im Projekt diejenige ist, die beim Kunden das Produkt verantwortet. Genau bei dieser Arbeit ist ein Tag Warten am teuersten. Wenn Sie das Modell mit Ihren eigenen Zahlen durchrechnen möchten, teilt unser Team für [Nearshore-Softwareentwicklung](/services/nearshore-software-development) die Tabelle gern mit Ihnen, und wenn Sie nur einige Entwicklerinnen und Entwickler in Ihrem bestehenden Team brauchen, verschafft Ihnen [Team-Verstärkung](/services/staff-augmentation) die Überschneidung ohne vollständige Projektstruktur.',
        ar: 'أما المجال الذي يتعثّر فيه نموذج الفريق البعيد فهو المنتجات الجديدة، التي تتكشّف متطلباتها أسبوعًا بعد أسبوع، ويكون أثمن شخص في مشروعها هو مالك المنتج لدى العميل. وهذا بالضبط هو نوع العمل الذي يكون فيه يوم الانتظار أعلى تكلفة. وإذا أردت تطبيق النموذج بأرقامك الخاصة، فسيشاركك فريق [تطوير البرمجيات القريب جغرافيًا](/services/nearshore-software-development) لدينا جدول البيانات، وإذا كنت تحتاج فقط إلى بضعة مهندسين ضمن فريقك الحالي، فإن خدمة [تعزيز الفرق](/services/staff-augmentation) تمنحك التداخل الزمني دون هيكل مشروع كامل.',
      },
    },
  ],
} satisfies PostInput;
