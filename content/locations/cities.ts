import type { LocationInput } from '../schema/index.ts';

export default [
  {
    slug: 'new-york-city',
    kind: 'city',
    name: { en: 'New York City', de: 'New York City', ar: 'مدينة نيويورك' },
    stateCode: 'NY',
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Financial services and fintech',
        de: 'Finanzdienstleistungen und Fintech',
        ar: 'الخدمات المالية والتقنية المالية',
      },
      { en: 'Media and advertising', de: 'Medien und Werbung', ar: 'الإعلام والإعلان' },
      {
        en: 'Healthcare and life sciences',
        de: 'Gesundheitswesen und Life Sciences',
        ar: 'الرعاية الصحية وعلوم الحياة',
      },
      { en: 'Real estate', de: 'Immobilien', ar: 'العقارات' },
      { en: 'Fashion and retail', de: 'Mode und Einzelhandel', ar: 'الأزياء وتجارة التجزئة' },
    ],
    intro: {
      en: 'Wall Street banks and Midtown asset managers run some of the largest in-house engineering groups in the country, while the Flatiron District and Lower Manhattan still anchor the ad tech and media startups once grouped as Silicon Alley. Cornell Tech on Roosevelt Island and NYU Tandon in Downtown Brooklyn keep the hiring pipeline full, and health systems such as Mount Sinai and NYU Langone run large digital programs of their own.',
      de: 'Banken an der Wall Street und Vermögensverwalter in Midtown betreiben einige der größten internen Entwicklungsabteilungen des Landes, während der Flatiron District und Lower Manhattan nach wie vor das Zentrum der Ad-Tech- und Medien-Start-ups bilden, die einst unter dem Namen Silicon Alley zusammengefasst wurden. Cornell Tech auf Roosevelt Island und NYU Tandon in Downtown Brooklyn sorgen für stetigen Nachwuchs, und Gesundheitsverbünde wie Mount Sinai und NYU Langone betreiben eigene große Digitalprogramme.',
      ar: 'تدير بنوك وول ستريت وشركات إدارة الأصول في ميدتاون بعضًا من أكبر الفرق الهندسية الداخلية في البلاد، بينما لا يزال حي فلاتيرون ومانهاتن السفلى مركزًا لشركات تقنيات الإعلان والإعلام الناشئة التي عُرفت يومًا باسم «سيليكون آلي». ويضمن كلٌّ من Cornell Tech في جزيرة روزفلت وNYU Tandon في وسط بروكلين تدفقًا مستمرًا من الكفاءات، كما تدير أنظمة صحية مثل Mount Sinai وNYU Langone برامج رقمية كبيرة خاصة بها.',
    },
    collaboration: {
      en: 'New York is one hour ahead of our Austin headquarters, so a 9:00 a.m. standup in Manhattan is an 8:00 a.m. call for us and the afternoons line up almost completely. We fly in for discovery workshops at your office, and most Manhattan clients see us on-site again before each major release.',
      de: 'New York ist unserem Hauptsitz in Austin eine Stunde voraus: Ein Standup um 9 Uhr in Manhattan ist für uns ein Termin um 8 Uhr, und die Nachmittage überschneiden sich fast vollständig. Für die Workshops der Discovery-Phase kommen wir zu Ihnen ins Büro, und die meisten Kunden in Manhattan sehen uns vor jedem größeren Release erneut vor Ort.',
      ar: 'تسبق نيويورك مقرنا الرئيسي في أوستن بساعة واحدة، فالاجتماع اليومي في الساعة 9:00 صباحًا في مانهاتن يكون لدينا مكالمة في الساعة 8:00 صباحًا، وتتطابق فترات ما بعد الظهر بالكامل تقريبًا. ونسافر إليك لعقد ورش عمل مرحلة الاستكشاف في مكتبك، ويرانا معظم عملائنا في مانهاتن حضوريًا مرة أخرى قبل كل إصدار رئيسي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Client portals for wealth and brokerage firms',
          de: 'Kundenportale für Vermögensverwalter und Brokerhäuser',
          ar: 'بوابات العملاء لشركات إدارة الثروات والوساطة المالية',
        },
        text: {
          en: 'Account aggregation, document vaults and advisor messaging that pass a compliance review without slowing down relationship managers.',
          de: 'Kontoaggregation, digitale Dokumentensafes und Berater-Messaging, die die Compliance-Prüfung bestehen, ohne die Kundenbetreuer auszubremsen.',
          ar: 'تجميع الحسابات وخزائن المستندات والمراسلة مع المستشارين، في حلول تجتاز مراجعة الامتثال دون أن تُبطئ عمل مديري العلاقات.',
        },
      },
      {
        title: {
          en: 'Campaign and inventory reporting for publishers',
          de: 'Kampagnen- und Inventar-Reporting für Publisher',
          ar: 'تقارير الحملات والمساحات الإعلانية للناشرين',
        },
        text: {
          en: 'Pipelines that reconcile ad-server, SSP and direct-sold data into one dashboard that sales and finance both trust.',
          de: 'Pipelines, die Daten aus Adserver, SSP und Direktvermarktung abgleichen und in einem Dashboard zusammenführen, dem Vertrieb und Finanzabteilung gleichermaßen vertrauen.',
          ar: 'مسارات بيانات تطابق بيانات خوادم الإعلانات ومنصات SSP والمبيعات المباشرة وتجمعها في لوحة معلومات واحدة تثق بها فرق المبيعات والمالية على حد سواء.',
        },
      },
      {
        title: {
          en: 'Lease and tenant operations for property managers',
          de: 'Miet- und Mieterverwaltung für Hausverwaltungen',
          ar: 'إدارة عقود الإيجار والمستأجرين لشركات إدارة العقارات',
        },
        text: {
          en: 'Tools for renewals, work orders and rent-stabilized unit tracking across a portfolio of walk-ups and towers.',
          de: 'Tools für Vertragsverlängerungen, Arbeitsaufträge und die Erfassung mietpreisgebundener Wohnungen in einem Bestand aus Altbauten ohne Aufzug und Hochhäusern.',
          ar: 'أدوات لتجديد العقود وأوامر العمل وتتبّع الوحدات الخاضعة لتنظيم الإيجارات عبر محفظة تضم مباني بلا مصاعد وأبراجًا شاهقة.',
        },
      },
    ],
    nearby: ['new-york', 'new-jersey', 'philadelphia'],
    description: {
      en: 'Custom software for New York City firms in finance, media and healthcare, built by Fernhill with Eastern-hour overlap and on-site Manhattan workshops.',
      de: 'Individuelle Software für Finanz-, Medien- und Gesundheitsfirmen in New York City – von Fernhill, im Takt der Eastern Time und mit Workshops vor Ort in Manhattan.',
      ar: 'برمجيات مخصصة لشركات مدينة نيويورك في قطاعات المال والإعلام والرعاية الصحية، تبنيها Fernhill بساعات عمل متداخلة مع التوقيت الشرقي وورش عمل حضورية في مانهاتن.',
    },
  },
  {
    slug: 'los-angeles',
    kind: 'city',
    name: { en: 'Los Angeles', de: 'Los Angeles', ar: 'لوس أنجلوس' },
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      { en: 'Entertainment and media', de: 'Unterhaltung und Medien', ar: 'الترفيه والإعلام' },
      {
        en: 'Aerospace and defense',
        de: 'Luft- und Raumfahrt sowie Verteidigung',
        ar: 'الطيران والفضاء والدفاع',
      },
      { en: 'Ports and logistics', de: 'Häfen und Logistik', ar: 'الموانئ والخدمات اللوجستية' },
      {
        en: 'Consumer brands and ecommerce',
        de: 'Konsumgütermarken und E-Commerce',
        ar: 'العلامات التجارية الاستهلاكية والتجارة الإلكترونية',
      },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    ],
    intro: {
      en: 'Los Angeles software talent is spread across Silicon Beach in Santa Monica, Venice and Playa Vista, the studio lots of Burbank and Culver City, and the aerospace belt around Hawthorne and El Segundo. The ports of Los Angeles and Long Beach form the country’s busiest container gateway, and UCLA, USC and Caltech in Pasadena supply engineers to all of it.',
      de: 'Die Softwarefachkräfte von Los Angeles verteilen sich auf Silicon Beach in Santa Monica, Venice und Playa Vista, die Studiogelände in Burbank und Culver City sowie den Luft- und Raumfahrtgürtel rund um Hawthorne und El Segundo. Die Häfen von Los Angeles und Long Beach bilden den größten Containerumschlagplatz des Landes, und UCLA, USC sowie Caltech in Pasadena versorgen all diese Branchen mit Ingenieuren.',
      ar: 'تتوزع الكفاءات البرمجية في لوس أنجلوس بين «سيليكون بيتش» في سانتا مونيكا وفينيس وبلايا فيستا، ومواقع الاستوديوهات في بوربانك وكلفر سيتي، وحزام صناعات الطيران والفضاء حول هوثورن وإل سيغوندو. ويشكّل ميناءا لوس أنجلوس ولونغ بيتش أكثر بوابات الحاويات ازدحامًا في البلاد، فيما تمدّ UCLA وUSC وCaltech في باسادينا كل ذلك بالمهندسين.',
    },
    collaboration: {
      en: 'With Los Angeles two hours behind Austin, our team gets a quiet morning for focused work and your whole afternoon falls inside shared hours. Our Mexico City hub sits one to two hours ahead of Pacific time depending on the season, so designers there can review builds before your day starts. LAX has frequent nonstops from Austin for on-site sessions.',
      de: 'Los Angeles liegt zwei Stunden hinter Austin: Unser Team hat morgens ruhige Zeit für konzentriertes Arbeiten, und Ihr gesamter Nachmittag fällt in die gemeinsamen Arbeitsstunden. Unser Standort in Mexiko-Stadt ist der Pacific Time je nach Jahreszeit ein bis zwei Stunden voraus, sodass die Designer dort Builds prüfen können, bevor Ihr Tag beginnt. Für Termine vor Ort gibt es häufige Direktflüge von Austin nach LAX.',
      ar: 'بما أن لوس أنجلوس تتأخر عن أوستن بساعتين، يحظى فريقنا بصباح هادئ للعمل المركّز، وتقع فترة ما بعد الظهر لديك كاملةً ضمن ساعات العمل المشتركة. ويسبق مركزنا في مكسيكو سيتي توقيتَ المحيط الهادئ بساعة إلى ساعتين بحسب الموسم، ما يتيح للمصممين هناك مراجعة النسخ التجريبية قبل أن يبدأ يومك. وتتوفر رحلات مباشرة متكررة من أوستن إلى مطار LAX لعقد الجلسات الحضورية.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Content rights and release-window tracking',
          de: 'Verwaltung von Inhaltsrechten und Verwertungsfenstern',
          ar: 'تتبّع حقوق المحتوى ونوافذ العرض',
        },
        text: {
          en: 'A system of record for territories, windows and licensing terms that replaces spreadsheets passed between legal and distribution.',
          de: 'Ein zentrales System für Territorien, Verwertungsfenster und Lizenzbedingungen, das die Tabellen ersetzt, die zwischen Rechts- und Vertriebsabteilung hin- und hergeschickt werden.',
          ar: 'نظام مرجعي موحّد للمناطق ونوافذ العرض وشروط الترخيص، يحلّ محل جداول البيانات المتداولة بين الفريق القانوني وفريق التوزيع.',
        },
      },
      {
        title: {
          en: 'Container and drayage visibility',
          de: 'Transparenz über Container und Hafentransporte',
          ar: 'رؤية شاملة للحاويات والنقل البري من الموانئ',
        },
        text: {
          en: 'Terminal appointment, chassis and last-free-day alerts for importers moving freight out of San Pedro Bay.',
          de: 'Benachrichtigungen zu Terminal-Slots, Chassis und dem letzten freien Lagertag für Importeure, die Fracht aus der San Pedro Bay abtransportieren.',
          ar: 'تنبيهات لمواعيد المحطات وهياكل نقل الحاويات وآخر يوم تخزين مجاني للمستوردين الذين ينقلون بضائعهم من خليج سان بيدرو.',
        },
      },
      {
        title: {
          en: 'Direct-to-consumer storefronts',
          de: 'Direct-to-Consumer-Shops',
          ar: 'متاجر البيع المباشر للمستهلك',
        },
        text: {
          en: 'Headless commerce builds for apparel and beauty brands that launch drops without the site falling over.',
          de: 'Headless-Commerce-Lösungen für Mode- und Beautymarken, die Drops starten, ohne dass die Website in die Knie geht.',
          ar: 'حلول تجارة إلكترونية بتقنية headless لعلامات الأزياء والتجميل، تطلق الإصدارات المحدودة دون أن ينهار الموقع.',
        },
      },
    ],
    nearby: ['california', 'san-diego', 'las-vegas'],
    description: {
      en: 'From Silicon Beach to the San Pedro Bay ports, Fernhill builds software for Los Angeles studios, aerospace suppliers, importers and DTC brands.',
      de: 'Von Silicon Beach bis zu den Häfen der San Pedro Bay: Fernhill entwickelt Software für Studios, Luft- und Raumfahrtzulieferer, Importeure und DTC-Marken in Los Angeles.',
      ar: 'من «سيليكون بيتش» إلى موانئ خليج سان بيدرو، تبني Fernhill البرمجيات لاستوديوهات لوس أنجلوس وموردي صناعات الطيران والفضاء والمستوردين وعلامات البيع المباشر للمستهلك.',
    },
  },
  {
    slug: 'chicago',
    kind: 'city',
    name: { en: 'Chicago', de: 'Chicago', ar: 'شيكاغو' },
    stateCode: 'IL',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Trading and financial services',
        de: 'Wertpapierhandel und Finanzdienstleistungen',
        ar: 'التداول والخدمات المالية',
      },
      { en: 'Freight and logistics', de: 'Fracht und Logistik', ar: 'الشحن والخدمات اللوجستية' },
      {
        en: 'Food and consumer packaged goods',
        de: 'Lebensmittel und Konsumgüter',
        ar: 'الأغذية والسلع الاستهلاكية المعبأة',
      },
      { en: 'Insurance', de: 'Versicherungen', ar: 'التأمين' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    ],
    intro: {
      en: 'Chicago pairs the derivatives markets run by CME Group with the densest rail hub in North America, where nearly every Class I railroad meets. Corporate headquarters have clustered in the West Loop and Fulton Market, the 1871 incubator at the Merchandise Mart supports early-stage founders, and Northwestern, the University of Chicago and UIUC graduates staff the city’s B2B software firms.',
      de: 'Chicago vereint die Derivatemärkte der CME Group mit dem dichtesten Eisenbahnknoten Nordamerikas, an dem sich nahezu alle Class-I-Bahnen treffen. Im West Loop und am Fulton Market haben sich zahlreiche Konzernzentralen angesiedelt, der Inkubator 1871 im Merchandise Mart unterstützt Gründer in der Frühphase, und Absolventen der Northwestern, der University of Chicago und der UIUC verstärken die Teams der B2B-Softwarefirmen der Stadt.',
      ar: 'تجمع شيكاغو بين أسواق المشتقات التي تديرها CME Group وأكثف مراكز السكك الحديدية في أمريكا الشمالية، حيث تلتقي جميع خطوط السكك الحديدية من الفئة الأولى تقريبًا. وقد تركّزت مقار الشركات الكبرى في حيّي ويست لوب وفولتون ماركت، وتدعم حاضنة 1871 في مبنى Merchandise Mart المؤسسين في مراحلهم الأولى، فيما يرفد خريجو Northwestern وUniversity of Chicago وUIUC شركات البرمجيات الموجّهة للأعمال (B2B) في المدينة بالكفاءات.',
    },
    collaboration: {
      en: 'Chicago and Austin share Central time, so there is no overlap math at all: we keep your sprint ceremonies, on-call windows and release trains on the same clock. Flights between O’Hare or Midway and Austin take about two and a half hours, which makes quarterly planning sessions in the Loop an easy day trip for our product leads.',
      de: 'Chicago und Austin liegen beide in der Central Time, Zeitverschiebungen muss also niemand umrechnen: Ihre Sprint-Meetings, Rufbereitschaften und Release-Trains laufen nach derselben Uhr. Flüge zwischen O’Hare oder Midway und Austin dauern etwa zweieinhalb Stunden, sodass unsere Produktverantwortlichen Quartalsplanungen im Loop bequem als Tagesreise erledigen.',
      ar: 'تعمل شيكاغو وأوستن وفق التوقيت المركزي نفسه، فلا حاجة إلى أي حسابات لفارق التوقيت: نُبقي اجتماعات السبرنت وفترات المناوبة ومواعيد الإصدارات على الساعة نفسها. وتستغرق الرحلة بين مطاري أوهير أو ميدواي وأوستن نحو ساعتين ونصف، ما يجعل جلسات التخطيط ربع السنوي في منطقة لوب رحلة يومية سهلة لقادة المنتجات لدينا.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Load boards and carrier portals for freight brokers',
          de: 'Frachtbörsen und Frachtführerportale für Frachtmakler',
          ar: 'منصات عرض الشحنات وبوابات الناقلين لوسطاء الشحن',
        },
        text: {
          en: 'Tendering, rate confirmation and track-and-trace in one workflow, integrated with ELD data and the TMS your dispatchers already use.',
          de: 'Ausschreibung, Ratenbestätigung und Sendungsverfolgung in einem Workflow, integriert mit ELD-Daten und dem TMS, das Ihre Disponenten bereits nutzen.',
          ar: 'طرح الشحنات وتأكيد الأسعار والتتبّع في سير عمل واحد، مدمج مع بيانات أجهزة ELD ونظام إدارة النقل (TMS) الذي يستخدمه موظفو الإرسال لديك.',
        },
      },
      {
        title: {
          en: 'Claims intake for insurers',
          de: 'Schadenaufnahme für Versicherer',
          ar: 'استقبال المطالبات لشركات التأمين',
        },
        text: {
          en: 'Mobile first notice of loss with photo capture, coverage checks and routing rules that cut adjuster handoffs.',
          de: 'Mobile Schadenerstmeldung mit Fotoaufnahme, Deckungsprüfung und Routing-Regeln, die Übergaben zwischen Schadenregulierern reduzieren.',
          ar: 'إبلاغ أولي عن الخسائر عبر الجوال مع التقاط الصور والتحقق من التغطية وقواعد توجيه تقلّل عمليات التسليم بين مسوّي المطالبات.',
        },
      },
      {
        title: {
          en: 'Margin and risk reporting for trading firms',
          de: 'Margin- und Risikoreporting für Handelshäuser',
          ar: 'تقارير الهامش والمخاطر لشركات التداول',
        },
        text: {
          en: 'Near-real-time position views built on a tested data warehouse rather than end-of-day exports.',
          de: 'Positionsübersichten nahezu in Echtzeit auf Basis eines getesteten Data Warehouse statt Exporten zum Tagesende.',
          ar: 'عرض للمراكز المالية في الوقت الفعلي تقريبًا، مبني على مستودع بيانات مُختبَر بدلًا من عمليات التصدير في نهاية اليوم.',
        },
      },
    ],
    nearby: ['illinois', 'wisconsin', 'indiana'],
    description: {
      en: 'Chicago trading firms, freight brokers, insurers and CPG brands hire Fernhill for custom software built on the same Central-time clock as their teams.',
      de: 'Handelshäuser, Frachtmakler, Versicherer und Konsumgütermarken in Chicago setzen für individuelle Software auf Fernhill – nach derselben Central Time wie ihre Teams.',
      ar: 'تستعين شركات التداول ووسطاء الشحن وشركات التأمين وعلامات السلع الاستهلاكية في شيكاغو بـFernhill لبناء برمجيات مخصصة وفق التوقيت المركزي نفسه الذي تعمل به فرقها.',
    },
  },
  {
    slug: 'houston',
    kind: 'city',
    name: { en: 'Houston', de: 'Houston', ar: 'هيوستن' },
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Energy (oil, gas, LNG and carbon capture)',
        de: 'Energie (Öl, Gas, LNG und CO₂-Abscheidung)',
        ar: 'الطاقة (النفط والغاز والغاز الطبيعي المسال واحتجاز الكربون)',
      },
      {
        en: 'Healthcare and the Texas Medical Center',
        de: 'Gesundheitswesen und das Texas Medical Center',
        ar: 'الرعاية الصحية وTexas Medical Center',
      },
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
      { en: 'Petrochemicals', de: 'Petrochemie', ar: 'البتروكيماويات' },
      { en: 'Port and logistics', de: 'Hafen und Logistik', ar: 'الميناء والخدمات اللوجستية' },
    ],
    intro: {
      en: 'Houston’s software buyers are often engineers first: operators in the Energy Corridor, refiners along the Ship Channel and NASA’s Johnson Space Center near Clear Lake. The Texas Medical Center, the largest medical complex in the world, runs its own innovation programs, and the Ion district in Midtown, anchored by Rice University, has become the meeting point for energy-transition and climate-tech startups.',
      de: 'Wer in Houston Software einkauft, ist oft in erster Linie Ingenieur: Betreiber im Energy Corridor, Raffinerien entlang des Ship Channel und das Johnson Space Center der NASA nahe Clear Lake. Das Texas Medical Center, der größte Medizinkomplex der Welt, betreibt eigene Innovationsprogramme, und der Ion District in Midtown rund um die Rice University ist zum Treffpunkt für Start-ups aus Energiewende und Climate Tech geworden.',
      ar: 'غالبًا ما يكون مشترو البرمجيات في هيوستن مهندسين قبل كل شيء: مشغّلو الطاقة في «ممر الطاقة»، ومصافي التكرير على امتداد قناة الشحن، ومركز Johnson Space Center التابع لـNASA قرب كلير ليك. ويدير Texas Medical Center، أكبر مجمع طبي في العالم، برامج ابتكار خاصة به، فيما أصبحت منطقة Ion في ميدتاون، التي تتمحور حول Rice University، ملتقى الشركات الناشئة في مجالي التحول في قطاع الطاقة وتقنيات المناخ.',
    },
    collaboration: {
      en: 'Our Austin team is a drive of under three hours away on US 290, so we often run discovery on-site in Houston and return the same evening. Both cities run on Central time, and for plant or field projects we schedule site walks with your operations staff before writing a single ticket.',
      de: 'Unser Team in Austin ist über den US 290 in weniger als drei Stunden bei Ihnen, daher führen wir die Discovery-Phase oft vor Ort in Houston durch und sind am selben Abend zurück. Beide Städte liegen in der Central Time, und bei Projekten in Anlagen oder im Feld vereinbaren wir Begehungen mit Ihren Betriebsteams, bevor wir auch nur ein einziges Ticket schreiben.',
      ar: 'يبعد فريقنا في أوستن أقل من ثلاث ساعات بالسيارة عبر الطريق US 290، لذا كثيرًا ما نجري مرحلة الاستكشاف حضوريًا في هيوستن ونعود في المساء نفسه. وتعمل المدينتان وفق التوقيت المركزي، وفي مشاريع المنشآت والمواقع الميدانية نرتّب جولات ميدانية مع فريق العمليات لديك قبل كتابة أي تذكرة عمل.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Field inspection apps for energy operators',
          de: 'Inspektions-Apps für den Außeneinsatz bei Energieunternehmen',
          ar: 'تطبيقات الفحص الميداني لمشغّلي الطاقة',
        },
        text: {
          en: 'Offline-capable mobile forms for pipeline and facility inspections that sync to asset registers once crews are back in coverage.',
          de: 'Offlinefähige mobile Formulare für Pipeline- und Anlageninspektionen, die sich mit dem Anlagenregister synchronisieren, sobald die Teams wieder Empfang haben.',
          ar: 'نماذج جوالة تعمل دون اتصال لفحص خطوط الأنابيب والمنشآت، تتزامن مع سجلات الأصول فور عودة الفرق إلى نطاق التغطية.',
        },
      },
      {
        title: {
          en: 'Patient navigation for medical center practices',
          de: 'Patientensteuerung für Praxen im Medical Center',
          ar: 'توجيه المرضى لعيادات المركز الطبي',
        },
        text: {
          en: 'HIPAA-compliant scheduling, referrals and secure messaging for specialty clinics that see patients from across the region.',
          de: 'HIPAA-konforme Terminplanung, Überweisungen und sichere Nachrichten für Fachkliniken, die Patienten aus der gesamten Region behandeln.',
          ar: 'جدولة مواعيد وإحالات ومراسلة آمنة متوافقة مع HIPAA للعيادات التخصصية التي تستقبل مرضى من جميع أنحاء المنطقة.',
        },
      },
      {
        title: {
          en: 'Terminal and berth scheduling',
          de: 'Terminal- und Liegeplatzplanung',
          ar: 'جدولة المحطات والأرصفة',
        },
        text: {
          en: 'Shared scheduling for vessels, trucks and rail cars at bulk and container terminals on the Ship Channel.',
          de: 'Gemeinsame Planung für Schiffe, Lkw und Güterwagen an Massengut- und Containerterminals am Ship Channel.',
          ar: 'جدولة مشتركة للسفن والشاحنات وعربات القطارات في محطات البضائع السائبة والحاويات على قناة الشحن.',
        },
      },
    ],
    nearby: ['texas', 'austin', 'san-antonio', 'louisiana'],
    description: {
      en: 'Field apps for energy operators, HIPAA-compliant tools for Texas Medical Center practices and terminal scheduling, built by Fernhill, a drive from Houston.',
      de: 'Außendienst-Apps für Energiefirmen, HIPAA-konforme Tools für Praxen im Texas Medical Center und Terminalplanung – von Fernhill, eine Autofahrt von Houston entfernt.',
      ar: 'تطبيقات ميدانية لمشغّلي الطاقة، وأدوات متوافقة مع HIPAA لعيادات Texas Medical Center، وجدولة المحطات، تبنيها Fernhill على مسافة قصيرة بالسيارة من هيوستن.',
    },
  },
  {
    slug: 'phoenix',
    kind: 'city',
    name: { en: 'Phoenix', de: 'Phoenix', ar: 'فينيكس' },
    stateCode: 'AZ',
    timeZone: 'America/Phoenix',
    leadingIndustries: [
      { en: 'Semiconductors', de: 'Halbleiter', ar: 'أشباه الموصلات' },
      {
        en: 'Financial services operations',
        de: 'Betrieb von Finanzdienstleistern',
        ar: 'العمليات التشغيلية للخدمات المالية',
      },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      {
        en: 'Homebuilding and real estate',
        de: 'Wohnungsbau und Immobilien',
        ar: 'بناء المساكن والعقارات',
      },
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
    ],
    intro: {
      en: 'The Valley’s economy has shifted toward chips: TSMC is building fabs in north Phoenix and Intel runs a large campus in Chandler, pulling in a chain of equipment and materials suppliers. Banks and card issuers operate major service centers across the metro, Banner Health is headquartered here, and Arizona State University feeds engineers into Tempe and the SkySong center in Scottsdale.',
      de: 'Im Valley rund um Phoenix hat sich die Wirtschaft in Richtung Chips verlagert: TSMC baut Chipfabriken im Norden von Phoenix, und Intel betreibt einen großen Campus in Chandler – beides zieht eine ganze Kette von Anlagen- und Materiallieferanten an. Banken und Kartenherausgeber unterhalten große Servicezentren in der gesamten Metropolregion, Banner Health hat hier seinen Hauptsitz, und die Arizona State University versorgt Tempe und das SkySong-Zentrum in Scottsdale mit Ingenieuren.',
      ar: 'تحوّل اقتصاد «الوادي» المحيط بفينيكس نحو صناعة الرقائق: إذ تبني TSMC مصانع للرقائق في شمال فينيكس، وتدير Intel حرمًا كبيرًا في تشاندلر، ما يجتذب سلسلة من موردي المعدات والمواد. وتشغّل البنوك وجهات إصدار البطاقات مراكز خدمة كبرى في أنحاء المنطقة الحضرية، ويقع المقر الرئيسي لـBanner Health هنا، فيما تمدّ Arizona State University مدينة تمبي ومركز SkySong في سكوتسديل بالمهندسين.',
    },
    collaboration: {
      en: 'Arizona skips daylight saving time, so Phoenix is one hour behind Austin in winter and two hours behind in summer. Our Mexico City hub, which also keeps one clock all year, sits exactly one hour ahead of Phoenix in every season, and that is the team we usually pair with Valley clients for daily standups.',
      de: 'Arizona verzichtet auf die Sommerzeit, deshalb liegt Phoenix im Winter eine Stunde und im Sommer zwei Stunden hinter Austin. Unser Standort in Mexiko-Stadt, der ebenfalls das ganze Jahr bei derselben Uhrzeit bleibt, ist Phoenix zu jeder Jahreszeit genau eine Stunde voraus – dieses Team stellen wir Kunden im Valley daher meist für die täglichen Standups zur Seite.',
      ar: 'لا تعتمد أريزونا التوقيت الصيفي، لذا تتأخر فينيكس عن أوستن بساعة واحدة في الشتاء وبساعتين في الصيف. أما مركزنا في مكسيكو سيتي، الذي يلتزم هو الآخر بتوقيت واحد طوال العام، فيسبق فينيكس بساعة واحدة بالضبط في كل المواسم، ولهذا نُشرك فريقه عادةً مع عملائنا في «الوادي» في الاجتماعات اليومية.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Supplier quality portals for fab supply chains',
          de: 'Qualitätsportale für Lieferanten in Halbleiter-Lieferketten',
          ar: 'بوابات جودة الموردين لسلاسل توريد مصانع الرقائق',
        },
        text: {
          en: 'Certificates of analysis, lot traceability and corrective-action tracking shared between a manufacturer and its tier-two suppliers.',
          de: 'Analysezertifikate, Chargenrückverfolgung und die Verfolgung von Korrekturmaßnahmen – gemeinsam genutzt von einem Hersteller und seinen Tier-2-Lieferanten.',
          ar: 'شهادات التحليل وتتبّع الدفعات ومتابعة الإجراءات التصحيحية، في منصة مشتركة بين الشركة المصنّعة ومورديها من المستوى الثاني.',
        },
      },
      {
        title: {
          en: 'Buyer portals for homebuilders',
          de: 'Käuferportale für Bauträger',
          ar: 'بوابات المشترين لشركات بناء المساكن',
        },
        text: {
          en: 'Options selection, construction milestones and closing documents in one app for buyers in new master-planned communities.',
          de: 'Ausstattungsauswahl, Baufortschritt und Abschlussunterlagen in einer App für Käufer in neuen, planmäßig entwickelten Wohnquartieren.',
          ar: 'اختيار المواصفات ومراحل البناء ومستندات إتمام الصفقة في تطبيق واحد لمشتري المنازل في المجمعات السكنية الجديدة المخططة بالكامل.',
        },
      },
      {
        title: {
          en: 'Dispatch for HVAC and solar service companies',
          de: 'Einsatzplanung für HLK- und Solarservicebetriebe',
          ar: 'إدارة الإرسال لشركات خدمات التكييف والطاقة الشمسية',
        },
        text: {
          en: 'Route planning and technician apps designed for summer demand peaks when every call is urgent.',
          de: 'Routenplanung und Techniker-Apps, ausgelegt auf die Nachfragespitzen im Sommer, wenn jeder Auftrag dringend ist.',
          ar: 'تخطيط المسارات وتطبيقات للفنيين مصممة لذروة الطلب في الصيف، حين يكون كل طلب عاجلًا.',
        },
      },
    ],
    nearby: ['arizona', 'las-vegas', 'san-diego'],
    description: {
      en: 'A custom software partner for Phoenix chip suppliers, homebuilders, health systems and service firms, with a Mexico City team one hour ahead all year.',
      de: 'Individuelle Software für Chipzulieferer, Bauträger, Gesundheitsverbünde und Dienstleister in Phoenix – mit einem Team in Mexiko-Stadt, ganzjährig eine Stunde voraus.',
      ar: 'شريك برمجيات مخصصة لموردي الرقائق وشركات بناء المساكن والأنظمة الصحية وشركات الخدمات في فينيكس، مع فريق في مكسيكو سيتي يسبقها بساعة واحدة طوال العام.',
    },
  },
  {
    slug: 'philadelphia',
    kind: 'city',
    name: { en: 'Philadelphia', de: 'Philadelphia', ar: 'فيلادلفيا' },
    stateCode: 'PA',
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Cell and gene therapy', de: 'Zell- und Gentherapie', ar: 'العلاج الخلوي والجيني' },
      {
        en: 'Healthcare and hospitals',
        de: 'Gesundheitswesen und Kliniken',
        ar: 'الرعاية الصحية والمستشفيات',
      },
      { en: 'Higher education', de: 'Hochschulbildung', ar: 'التعليم العالي' },
      {
        en: 'Media and telecommunications',
        de: 'Medien und Telekommunikation',
        ar: 'الإعلام والاتصالات',
      },
      {
        en: 'Insurance and asset management',
        de: 'Versicherungen und Vermögensverwaltung',
        ar: 'التأمين وإدارة الأصول',
      },
    ],
    intro: {
      en: 'Philadelphia has earned its Cellicon Valley nickname through cell and gene therapy work at Penn Medicine and Children’s Hospital of Philadelphia, with lab space growing around University City and Pennovation Works. Comcast runs its technology center in Center City, the Navy Yard hosts a mix of life-science and corporate tenants, and Drexel and Temple add a steady supply of engineering graduates.',
      de: 'Seinen Spitznamen „Cellicon Valley“ verdankt Philadelphia der Arbeit an Zell- und Gentherapien bei Penn Medicine und am Children’s Hospital of Philadelphia; rund um University City und Pennovation Works entstehen immer mehr Laborflächen. Comcast betreibt sein Technologiezentrum in Center City, im Navy Yard mischen sich Life-Science-Unternehmen und Firmenbüros, und Drexel und Temple sorgen für stetigen Nachwuchs an Ingenieurabsolventen.',
      ar: 'استحقت فيلادلفيا لقب «وادي الخلايا» (Cellicon Valley) بفضل أعمال العلاج الخلوي والجيني في Penn Medicine وChildren’s Hospital of Philadelphia، مع توسّع المساحات المخبرية حول يونيفرسيتي سيتي وPennovation Works. وتدير Comcast مركزها التقني في سنتر سيتي، ويضم نيفي يارد مزيجًا من شركات علوم الحياة ومكاتب الشركات، فيما ترفد جامعتا Drexel وTemple السوق بتدفق مستمر من خريجي الهندسة.',
    },
    collaboration: {
      en: 'Philadelphia teams start their day an hour before ours, so we hold standups at 10:00 a.m. Eastern and keep afternoons open for pairing. Because Amtrak’s Northeast Corridor links the city to New York and Washington, clients with several East Coast offices often have us run one workshop per city in the same week, arriving at PHL and heading home from Washington.',
      de: 'Teams in Philadelphia beginnen ihren Tag eine Stunde vor uns, deshalb legen wir Standups auf 10 Uhr Eastern Time und halten die Nachmittage für gemeinsames Programmieren frei. Da der Northeast Corridor von Amtrak die Stadt mit New York und Washington verbindet, lassen uns Kunden mit mehreren Büros an der Ostküste oft in derselben Woche je einen Workshop pro Stadt durchführen: Wir landen in PHL und fliegen von Washington aus zurück.',
      ar: 'تبدأ الفرق في فيلادلفيا يومها قبلنا بساعة، لذا نعقد الاجتماعات اليومية في الساعة 10:00 صباحًا بالتوقيت الشرقي ونترك فترات ما بعد الظهر للبرمجة الثنائية. ولأن ممر الشمال الشرقي التابع لـAmtrak يربط المدينة بنيويورك وواشنطن، كثيرًا ما يطلب منا العملاء الذين لديهم مكاتب عدة على الساحل الشرقي عقد ورشة عمل في كل مدينة خلال الأسبوع نفسه، فنصل إلى مطار PHL ونعود من واشنطن.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Chain-of-custody tracking for cell therapies',
          de: 'Chain-of-Custody-Tracking für Zelltherapien',
          ar: 'تتبّع سلسلة الحيازة للعلاجات الخلوية',
        },
        text: {
          en: 'Vein-to-vein tracking of patient material between collection centers, manufacturing sites and infusion clinics, with audit trails at every handoff.',
          de: '„Vein-to-Vein“-Verfolgung von Patientenmaterial zwischen Entnahmezentren, Herstellungsstandorten und Infusionskliniken, mit Audit-Trail bei jeder Übergabe.',
          ar: 'تتبّع مواد المرضى «من الوريد إلى الوريد» بين مراكز الجمع ومواقع التصنيع وعيادات التسريب الوريدي، مع سجلات تدقيق عند كل عملية تسليم.',
        },
      },
      {
        title: {
          en: 'Clinical trial enrollment tools',
          de: 'Tools für die Rekrutierung in klinischen Studien',
          ar: 'أدوات تسجيل المشاركين في التجارب السريرية',
        },
        text: {
          en: 'Prescreening, consent and visit scheduling apps for research coordinators running several studies at once.',
          de: 'Apps für Vorscreening, Einwilligung und Visitenplanung für Studienkoordinatoren, die mehrere Studien gleichzeitig betreuen.',
          ar: 'تطبيقات للفرز المبدئي والموافقة المستنيرة وجدولة الزيارات لمنسقي الأبحاث الذين يديرون عدة دراسات في آن واحد.',
        },
      },
      {
        title: {
          en: 'Member self-service for insurers',
          de: 'Mitglieder-Self-Service für Versicherer',
          ar: 'الخدمة الذاتية للأعضاء لدى شركات التأمين',
        },
        text: {
          en: 'Claims status, ID cards and benefit lookups that reduce call-center volume.',
          de: 'Erstattungsstatus, Versichertenkarten und Leistungsübersichten, die das Anrufaufkommen im Callcenter senken.',
          ar: 'حالة المطالبات وبطاقات العضوية والاستعلام عن المزايا، بما يخفّف ضغط المكالمات على مركز الاتصال.',
        },
      },
    ],
    nearby: ['pennsylvania', 'new-jersey', 'new-york-city', 'maryland'],
    description: {
      en: 'Fernhill builds cell-therapy tracking, clinical trial and insurer software for Philadelphia life-science companies, hospitals and universities.',
      de: 'Fernhill entwickelt Zelltherapie-Tracking, Studien- und Versicherungssoftware für Life-Science-Unternehmen, Kliniken und Universitäten in Philadelphia.',
      ar: 'تبني Fernhill برمجيات تتبّع العلاجات الخلوية والتجارب السريرية وشركات التأمين لشركات علوم الحياة والمستشفيات والجامعات في فيلادلفيا.',
    },
  },
  {
    slug: 'san-antonio',
    kind: 'city',
    name: { en: 'San Antonio', de: 'San Antonio', ar: 'سان أنطونيو' },
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Military and cybersecurity',
        de: 'Militär und Cybersicherheit',
        ar: 'القطاع العسكري والأمن السيبراني',
      },
      {
        en: 'Financial services and insurance',
        de: 'Finanzdienstleistungen und Versicherungen',
        ar: 'الخدمات المالية والتأمين',
      },
      {
        en: 'Healthcare and bioscience',
        de: 'Gesundheitswesen und Biowissenschaften',
        ar: 'الرعاية الصحية والعلوم الحيوية',
      },
      { en: 'Tourism and hospitality', de: 'Tourismus und Gastgewerbe', ar: 'السياحة والضيافة' },
      { en: 'Manufacturing', de: 'Fertigung', ar: 'التصنيع' },
    ],
    intro: {
      en: 'Known as Military City USA, San Antonio hosts Joint Base San Antonio and one of the country’s largest concentrations of cybersecurity professionals, many of them working at or around Port San Antonio, the former Kelly Air Force Base. USAA is headquartered here, the South Texas Medical Center anchors a growing bioscience cluster, and UTSA’s School of Data Science trains analysts just a few blocks from the Geekdom coworking space downtown.',
      de: 'San Antonio, bekannt als „Military City USA“, beherbergt die Joint Base San Antonio und eine der größten Konzentrationen von Cybersicherheitsfachleuten im Land – viele von ihnen arbeiten im oder rund um den Port San Antonio, die ehemalige Kelly Air Force Base. USAA hat hier seinen Hauptsitz, das South Texas Medical Center bildet den Kern eines wachsenden Biowissenschafts-Clusters, und die School of Data Science der UTSA bildet Analysten nur wenige Straßen vom Coworking-Space Geekdom in Downtown entfernt aus.',
      ar: 'تُعرف سان أنطونيو بلقب «مدينة الجيش الأمريكية» (Military City USA)، وتضم قاعدة Joint Base San Antonio وواحدًا من أكبر تجمعات المتخصصين في الأمن السيبراني في البلاد، يعمل كثير منهم في Port San Antonio، قاعدة كيلي الجوية سابقًا، أو بالقرب منه. ويقع هنا المقر الرئيسي لـUSAA، ويشكّل South Texas Medical Center نواة تجمّع متنامٍ للعلوم الحيوية، فيما تدرّب كلية علوم البيانات في UTSA المحللين على بُعد بضعة شوارع فقط من مساحة العمل المشتركة Geekdom في وسط المدينة.',
    },
    collaboration: {
      en: 'San Antonio is about 80 miles down I-35 from our Austin office, which puts us a short drive from your team for whiteboard sessions, user interviews or a launch-day war room. We share Central time, and several of our engineers live between the two cities.',
      de: 'San Antonio liegt rund 80 Meilen südlich unseres Büros in Austin an der I-35 – wir sind also nur eine kurze Autofahrt von Ihrem Team entfernt, ob für Whiteboard-Sessions, Nutzerinterviews oder eine Einsatzzentrale am Launch-Tag. Wir arbeiten in derselben Central Time, und mehrere unserer Entwicklerinnen und Entwickler wohnen zwischen den beiden Städten.',
      ar: 'تقع سان أنطونيو على بُعد نحو 80 ميلًا جنوب مكتبنا في أوستن عبر الطريق I-35، ما يضعنا على مسافة قصيرة بالسيارة من فريقك لعقد جلسات العمل على السبورة أو مقابلات المستخدمين أو إدارة غرفة العمليات في يوم الإطلاق. ونعمل وفق التوقيت المركزي نفسه، ويقيم عدد من مهندسينا بين المدينتين.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Secure apps for defense contractors',
          de: 'Sichere Apps für Rüstungsunternehmen',
          ar: 'تطبيقات آمنة لمتعاقدي الدفاع',
        },
        text: {
          en: 'Web and mobile tools designed around NIST 800-171 controls, with audit logging and role-based access from the first sprint.',
          de: 'Web- und Mobile-Tools, die auf die Kontrollen nach NIST 800-171 ausgelegt sind – mit Audit-Logging und rollenbasiertem Zugriff ab dem ersten Sprint.',
          ar: 'أدوات للويب والجوال مصممة وفق ضوابط NIST 800-171، مع سجلات تدقيق وصلاحيات وصول قائمة على الأدوار منذ السبرنت الأول.',
        },
      },
      {
        title: {
          en: 'Member service for financial institutions',
          de: 'Mitgliederservice für Finanzinstitute',
          ar: 'خدمة الأعضاء للمؤسسات المالية',
        },
        text: {
          en: 'Self-service flows for claims, payments and account changes that keep members out of the phone queue.',
          de: 'Self-Service-Abläufe für Schadenmeldungen, Zahlungen und Kontoänderungen, die Mitgliedern die Telefonwarteschleife ersparen.',
          ar: 'مسارات خدمة ذاتية للمطالبات والمدفوعات وتعديلات الحسابات تُغني الأعضاء عن الانتظار على الهاتف.',
        },
      },
      {
        title: {
          en: 'Booking and guest apps for hospitality',
          de: 'Buchungs- und Gäste-Apps für das Gastgewerbe',
          ar: 'تطبيقات الحجز والضيوف لقطاع الضيافة',
        },
        text: {
          en: 'Reservations, upsells and itinerary tools for hotels and tour operators near the River Walk.',
          de: 'Reservierungen, Upselling und Reiseplanungstools für Hotels und Reiseveranstalter nahe dem River Walk.',
          ar: 'أدوات للحجوزات والعروض الإضافية وبرامج الرحلات للفنادق ومنظمي الجولات قرب ممشى النهر (River Walk).',
        },
      },
    ],
    nearby: ['austin', 'texas', 'houston'],
    description: {
      en: 'Secure software for San Antonio defense contractors, financial firms, hospitals and hospitality groups, about 80 miles down I-35 from Fernhill’s Austin HQ.',
      de: 'Sichere Software für Rüstungsunternehmen, Finanzfirmen, Kliniken und Hotelgruppen in San Antonio – rund 80 Meilen südlich des Fernhill-Hauptsitzes in Austin an der I-35.',
      ar: 'برمجيات آمنة لمتعاقدي الدفاع والشركات المالية والمستشفيات ومجموعات الضيافة في سان أنطونيو، على بُعد نحو 80 ميلًا عبر الطريق I-35 من مقر Fernhill الرئيسي في أوستن.',
    },
  },
  {
    slug: 'san-diego',
    kind: 'city',
    name: { en: 'San Diego', de: 'San Diego', ar: 'سان دييغو' },
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      {
        en: 'Life sciences and genomics',
        de: 'Life Sciences und Genomik',
        ar: 'علوم الحياة وعلم الجينوم',
      },
      {
        en: 'Defense and the Navy',
        de: 'Verteidigung und Marine',
        ar: 'الدفاع والبحرية الأمريكية',
      },
      {
        en: 'Wireless and telecommunications',
        de: 'Mobilfunk und Telekommunikation',
        ar: 'التقنيات اللاسلكية والاتصالات',
      },
      { en: 'Tourism', de: 'Tourismus', ar: 'السياحة' },
      {
        en: 'Cross-border trade',
        de: 'Grenzüberschreitender Handel',
        ar: 'التجارة العابرة للحدود',
      },
    ],
    intro: {
      en: 'The Torrey Pines Mesa and Sorrento Valley hold one of the densest life-science clusters in the US, fed by UC San Diego, Scripps Research and the Salk Institute. Qualcomm made the city a wireless engineering center, the Navy’s Pacific Fleet presence supports a deep defense contractor base, and the Otay Mesa crossing ties local manufacturers to plants in Tijuana.',
      de: 'Auf der Torrey Pines Mesa und im Sorrento Valley liegt einer der dichtesten Life-Science-Cluster der USA, gespeist von der UC San Diego, Scripps Research und dem Salk Institute. Qualcomm hat die Stadt zu einem Zentrum der Mobilfunktechnik gemacht, die Präsenz der Pazifikflotte der Navy trägt eine breite Basis an Rüstungsunternehmen, und der Grenzübergang Otay Mesa verbindet lokale Hersteller mit Werken in Tijuana.',
      ar: 'تضم هضبة توري باينز ووادي سورينتو واحدًا من أكثف تجمعات علوم الحياة في الولايات المتحدة، تغذّيه UC San Diego وScripps Research وSalk Institute. وقد جعلت Qualcomm المدينة مركزًا لهندسة الاتصالات اللاسلكية، ويدعم وجود أسطول المحيط الهادئ التابع للبحرية الأمريكية قاعدة واسعة من متعاقدي الدفاع، فيما يربط معبر أوتاي ميسا المصنّعين المحليين بالمصانع في تيخوانا.',
    },
    collaboration: {
      en: 'San Diego works Pacific hours, two behind Austin, and many local companies already run operations on both sides of the border. Our Spanish-speaking engineers and product managers in Mexico City fit naturally into those binational teams, and our US leads fly in for sprint reviews and lab visits.',
      de: 'San Diego arbeitet nach Pacific Time, zwei Stunden hinter Austin, und viele Unternehmen vor Ort sind bereits auf beiden Seiten der Grenze tätig. Unser spanischsprachiges Entwicklungs- und Produktteam in Mexiko-Stadt fügt sich ganz selbstverständlich in diese binationalen Teams ein, und unsere Projektverantwortlichen aus den USA fliegen zu Sprint-Reviews und Laborbesuchen ein.',
      ar: 'تعمل سان دييغو وفق توقيت المحيط الهادئ، متأخرةً ساعتين عن أوستن، وكثير من الشركات المحلية تدير عملياتها بالفعل على جانبي الحدود. ويندمج مهندسونا ومديرو المنتجات الناطقون بالإسبانية في مكسيكو سيتي بسلاسة في هذه الفرق المشتركة بين البلدين، فيما يسافر قادة فرقنا في الولايات المتحدة لحضور مراجعات السبرنت وزيارات المختبرات.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Sample and assay tracking for labs',
          de: 'Proben- und Assay-Tracking für Labore',
          ar: 'تتبّع العينات والتحاليل للمختبرات',
        },
        text: {
          en: 'Lightweight lab tools that integrate with instruments and the LIMS, so scientists stop copying plate IDs by hand.',
          de: 'Schlanke Labortools, die sich in Geräte und das LIMS integrieren, damit Forschende Platten-IDs nicht mehr von Hand abschreiben müssen.',
          ar: 'أدوات مختبرية خفيفة تتكامل مع الأجهزة ونظام إدارة معلومات المختبر (LIMS)، فيتوقف العلماء عن نسخ معرّفات الصفائح يدويًا.',
        },
      },
      {
        title: {
          en: 'Companion apps for connected devices',
          de: 'Companion-Apps für vernetzte Geräte',
          ar: 'تطبيقات مرافقة للأجهزة المتصلة',
        },
        text: {
          en: 'Mobile apps that pair over Bluetooth, handle firmware updates and report device health to a cloud dashboard.',
          de: 'Mobile Apps, die sich per Bluetooth koppeln, Firmware-Updates übernehmen und den Gerätezustand an ein Cloud-Dashboard melden.',
          ar: 'تطبيقات جوال تقترن بالأجهزة عبر Bluetooth، وتتولى تحديثات البرامج الثابتة، وترسل بيانات حالة الجهاز إلى لوحة معلومات سحابية.',
        },
      },
      {
        title: {
          en: 'Cross-border shipment documentation',
          de: 'Dokumentation für grenzüberschreitende Sendungen',
          ar: 'توثيق الشحنات العابرة للحدود',
        },
        text: {
          en: 'Workflows that assemble customs paperwork for maquiladora shipments and flag missing data before the truck reaches the port of entry.',
          de: 'Workflows, die Zollunterlagen für Maquiladora-Sendungen zusammenstellen und fehlende Angaben melden, bevor der Lkw den Grenzübergang erreicht.',
          ar: 'مسارات عمل تُعِدّ أوراق الجمارك لشحنات مصانع «الماكيلادورا» وتنبّه إلى البيانات الناقصة قبل وصول الشاحنة إلى منفذ الدخول.',
        },
      },
    ],
    nearby: ['los-angeles', 'california', 'phoenix'],
    description: {
      en: 'Lab tools, device companion apps and cross-border shipping workflows for San Diego life-science, wireless and manufacturing companies, from Fernhill.',
      de: 'Labortools, Geräte-Companion-Apps und Workflows für grenzüberschreitenden Versand – von Fernhill für Life-Science-, Mobilfunk- und Fertigungsfirmen in San Diego.',
      ar: 'أدوات مختبرية وتطبيقات مرافقة للأجهزة ومسارات عمل للشحن العابر للحدود، تقدّمها Fernhill لشركات علوم الحياة والاتصالات اللاسلكية والتصنيع في سان دييغو.',
    },
  },
  {
    slug: 'dallas',
    kind: 'city',
    name: { en: 'Dallas', de: 'Dallas', ar: 'دالاس' },
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      { en: 'Financial services', de: 'Finanzdienstleistungen', ar: 'الخدمات المالية' },
      { en: 'Telecommunications', de: 'Telekommunikation', ar: 'الاتصالات' },
      {
        en: 'Corporate headquarters and franchising',
        de: 'Konzernzentralen und Franchising',
        ar: 'مقار الشركات الكبرى والامتياز التجاري',
      },
      { en: 'Commercial real estate', de: 'Gewerbeimmobilien', ar: 'العقارات التجارية' },
      { en: 'Logistics', de: 'Logistik', ar: 'الخدمات اللوجستية' },
    ],
    intro: {
      en: 'Dallas has drawn a long list of corporate headquarters, from AT&T downtown to the Toyota North America campus in Plano, and big bank campuses now line the northern suburbs. Richardson’s Telecom Corridor still hosts network and chip engineers, Legacy West and Uptown hold many of the newer software offices, and UT Dallas and SMU supply a good share of the technical talent.',
      de: 'Dallas hat eine lange Reihe von Konzernzentralen angezogen, von AT&T in Downtown bis zum Campus von Toyota North America in Plano, und in den nördlichen Vororten reihen sich inzwischen große Bankcampusse aneinander. Im Telecom Corridor von Richardson arbeiten nach wie vor Netzwerk- und Chipingenieure, in Legacy West und Uptown sitzen viele der neueren Softwarebüros, und UT Dallas und die SMU stellen einen guten Teil der technischen Fachkräfte.',
      ar: 'استقطبت دالاس قائمة طويلة من المقار الرئيسية للشركات، من AT&T في وسط المدينة إلى حرم Toyota North America في بلانو، فيما تصطف اليوم مجمعات البنوك الكبرى في الضواحي الشمالية. ولا يزال «ممر الاتصالات» في ريتشاردسون يضم مهندسي الشبكات والرقائق، وتحتضن منطقتا ليغسي ويست وأبتاون كثيرًا من مكاتب البرمجيات الأحدث، بينما توفر UT Dallas وSMU نسبة كبيرة من الكفاءات التقنية.',
    },
    collaboration: {
      en: 'Dallas is a three-hour drive or a quick flight from Austin, and we share Central time, so our product leads can be in your office for a workshop and home the same night. Many of our Dallas engagements start with an enterprise architecture review before any feature work begins.',
      de: 'Dallas ist von Austin aus in drei Autostunden oder mit einem kurzen Flug erreichbar, und wir arbeiten in derselben Central Time – unsere Produktverantwortlichen können also für einen Workshop in Ihr Büro kommen und am selben Abend wieder zu Hause sein. Viele unserer Projekte in Dallas beginnen mit einem Review der Unternehmensarchitektur, bevor die Arbeit an Features startet.',
      ar: 'تبعد دالاس عن أوستن ثلاث ساعات بالسيارة أو رحلة جوية قصيرة، ونعمل وفق التوقيت المركزي نفسه، لذا يستطيع قادة المنتجات لدينا حضور ورشة عمل في مكتبك والعودة إلى منازلهم في الليلة نفسها. وتبدأ كثير من مشاريعنا في دالاس بمراجعة للبنية المؤسسية قبل البدء بأي عمل على الميزات.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Operations apps for franchise brands',
          de: 'Betriebs-Apps für Franchisemarken',
          ar: 'تطبيقات تشغيلية لعلامات الامتياز التجاري',
        },
        text: {
          en: 'Store audits, training and daily checklists for restaurant and retail franchisees, with rollups for regional managers.',
          de: 'Filialaudits, Schulungen und tägliche Checklisten für Franchisenehmer in Gastronomie und Einzelhandel, mit zusammengefassten Auswertungen für Regionalmanager.',
          ar: 'تدقيق الفروع والتدريب وقوائم المهام اليومية لأصحاب امتيازات المطاعم ومتاجر التجزئة، مع تقارير مجمّعة للمديرين الإقليميين.',
        },
      },
      {
        title: {
          en: 'Deal pipeline tools for commercial real estate',
          de: 'Deal-Pipeline-Tools für Gewerbeimmobilien',
          ar: 'أدوات متابعة الصفقات للعقارات التجارية',
        },
        text: {
          en: 'Underwriting inputs, lease comps and investment committee packets generated from one source of truth.',
          de: 'Underwriting-Daten, Vergleichsmieten und Unterlagen für den Investitionsausschuss, erzeugt aus einer einzigen verlässlichen Datenquelle.',
          ar: 'مدخلات تقييم الصفقات ومقارنات الإيجارات وملفات لجنة الاستثمار، تُولَّد جميعها من مصدر موحّد وموثوق للبيانات.',
        },
      },
      {
        title: {
          en: 'Advisor workstations for wealth managers',
          de: 'Berater-Arbeitsplätze für Vermögensverwalter',
          ar: 'محطات عمل المستشارين لشركات إدارة الثروات',
        },
        text: {
          en: 'Household views, rebalancing alerts and CRM integrations that replace a tab full of legacy tools.',
          de: 'Haushaltsübersichten, Rebalancing-Hinweise und CRM-Integrationen, die eine ganze Reihe offener Tabs mit Altsystemen ersetzen.',
          ar: 'عرض شامل لمحافظ الأسر وتنبيهات إعادة التوازن وتكاملات مع أنظمة CRM، تحلّ محل صفّ كامل من علامات التبويب المفتوحة على أدوات قديمة.',
        },
      },
    ],
    nearby: ['fort-worth', 'austin', 'texas', 'oklahoma'],
    description: {
      en: 'Dallas banks, telecoms, franchise brands and real estate firms work with Fernhill on enterprise and customer-facing software, a short trip from Austin.',
      de: 'Banken, Telekom-Anbieter, Franchisemarken und Immobilienfirmen in Dallas entwickeln mit Fernhill Unternehmens- und Kundensoftware – eine kurze Reise von Austin entfernt.',
      ar: 'تعمل البنوك وشركات الاتصالات وعلامات الامتياز التجاري والشركات العقارية في دالاس مع Fernhill على برمجيات مؤسسية وأخرى موجّهة للعملاء، على مسافة رحلة قصيرة من أوستن.',
    },
  },
  {
    slug: 'austin',
    kind: 'city',
    name: { en: 'Austin', de: 'Austin', ar: 'أوستن' },
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Enterprise software and SaaS',
        de: 'Unternehmenssoftware und SaaS',
        ar: 'البرمجيات المؤسسية وSaaS',
      },
      {
        en: 'Semiconductors and hardware',
        de: 'Halbleiter und Hardware',
        ar: 'أشباه الموصلات والعتاد',
      },
      {
        en: 'Automotive and advanced manufacturing',
        de: 'Automobilindustrie und Hightech-Fertigung',
        ar: 'صناعة السيارات والتصنيع المتقدم',
      },
      { en: 'State government', de: 'Verwaltung des Bundesstaats', ar: 'حكومة الولاية' },
      { en: 'Higher education', de: 'Hochschulbildung', ar: 'التعليم العالي' },
    ],
    intro: {
      en: 'Austin is home: Fernhill was founded here in 2014, and we have watched the city grow from a Dell and chip-design town into a place where Tesla’s Gigafactory, Samsung’s fab project in nearby Taylor and large Apple and Oracle campuses sit alongside hundreds of SaaS startups. The University of Texas supplies talent to the Domain, downtown and East Austin, and Capital Factory keeps founders and investors in the same room.',
      de: 'Austin ist unser Zuhause: Fernhill wurde hier 2014 gegründet, und wir haben miterlebt, wie sich die Stadt von einem Standort für Dell und Chipdesign zu einem Ort entwickelt hat, an dem Teslas Gigafactory, Samsungs Chipfabrik-Projekt im nahen Taylor und große Campusse von Apple und Oracle neben Hunderten von SaaS-Start-ups stehen. Die University of Texas versorgt die Domain, Downtown und East Austin mit Talenten, und die Capital Factory bringt Gründer und Investoren an einen Tisch.',
      ar: 'أوستن هي موطننا: تأسست Fernhill هنا عام 2014، وشهدنا تحوّل المدينة من معقل لـDell وتصميم الرقائق إلى مكان يجتمع فيه مصنع Gigafactory التابع لـTesla، ومشروع مصنع الرقائق لـSamsung في مدينة تايلور القريبة، وحرما Apple وOracle الكبيران، جنبًا إلى جنب مع مئات الشركات الناشئة في مجال SaaS. وتمدّ University of Texas منطقة ذا دومين ووسط المدينة وشرق أوستن بالكفاءات، فيما تجمع Capital Factory المؤسسين والمستثمرين تحت سقف واحد.',
    },
    collaboration: {
      en: 'Our headquarters is at 1100 Rio Grande St, a few blocks from the Capitol, so Austin clients can drop in for design reviews, whiteboard sessions or a launch-week push. Local engagements run on the same calendar as our leadership team, and nearshore engineers from Mexico City join in person for kickoffs.',
      de: 'Unser Hauptsitz liegt in der 1100 Rio Grande St, wenige Straßen vom Kapitol entfernt – Kunden aus Austin können also einfach vorbeikommen, ob zu Design-Reviews, Whiteboard-Sessions oder für den Endspurt in der Launch-Woche. Lokale Projekte laufen nach demselben Kalender wie unsere Geschäftsführung, und Entwicklerinnen und Entwickler von unserem Nearshore-Standort in Mexiko-Stadt kommen zu den Kick-offs persönlich dazu.',
      ar: 'يقع مقرنا الرئيسي في 1100 Rio Grande St، على بُعد بضعة شوارع من مبنى الكابيتول، لذا يمكن لعملائنا في أوستن زيارتنا لحضور مراجعات التصميم أو جلسات العمل على السبورة أو لدفعة العمل الأخيرة في أسبوع الإطلاق. وتسير المشاريع المحلية وفق جدول فريق القيادة لدينا نفسه، وينضم مهندسونا القريبون جغرافيًا (nearshore) من مكسيكو سيتي حضوريًا إلى اجتماعات الانطلاق.',
    },
    typicalProjects: [
      {
        title: {
          en: 'SaaS platform rebuilds for growth-stage companies',
          de: 'Neuaufbau von SaaS-Plattformen für Unternehmen in der Wachstumsphase',
          ar: 'إعادة بناء منصات SaaS للشركات في مرحلة النمو',
        },
        text: {
          en: 'Replacing a fragile first version with a multi-tenant architecture, test coverage and a release process that supports weekly deploys.',
          de: 'Eine fragile erste Version wird durch eine mandantenfähige Architektur, Testabdeckung und einen Release-Prozess ersetzt, der wöchentliche Deployments trägt.',
          ar: 'استبدال نسخة أولى هشّة ببنية متعددة المستأجرين وتغطية بالاختبارات وعملية إصدار تدعم النشر الأسبوعي.',
        },
      },
      {
        title: {
          en: 'Supplier and logistics portals for manufacturers',
          de: 'Lieferanten- und Logistikportale für Hersteller',
          ar: 'بوابات الموردين والخدمات اللوجستية للمصنّعين',
        },
        text: {
          en: 'Inbound scheduling, parts visibility and quality holds for plants along the Austin to San Antonio corridor.',
          de: 'Anlieferungsplanung, Teiletransparenz und Qualitätssperren für Werke im Korridor zwischen Austin und San Antonio.',
          ar: 'جدولة الشحنات الواردة ورؤية واضحة للقطع وإيقافات الجودة للمصانع الواقعة على امتداد الممر بين أوستن وسان أنطونيو.',
        },
      },
      {
        title: {
          en: 'MVPs for founders',
          de: 'MVPs für Gründer',
          ar: 'منتجات أولية (MVP) للمؤسسين',
        },
        text: {
          en: 'A product discovery sprint with Fuse followed by a focused first release, sometimes backed by the Fernhill Fund.',
          de: 'Ein Product-Discovery-Sprint mit Fuse, gefolgt von einem fokussierten ersten Release – manchmal mit Unterstützung des Fernhill Fund.',
          ar: 'سبرنت لاستكشاف المنتج مع Fuse يليه إصدار أول مركّز، وأحيانًا بدعم من صندوق Fernhill.',
        },
      },
    ],
    nearby: ['san-antonio', 'texas', 'houston', 'dallas'],
    description: {
      en: 'Fernhill is an Austin custom software company, headquartered on Rio Grande St since 2014, building SaaS, MVPs and manufacturing tools for local teams.',
      de: 'Fernhill entwickelt seit 2014 individuelle Software in Austin, mit Hauptsitz in der Rio Grande St: SaaS, MVPs und Fertigungstools für lokale Teams.',
      ar: 'يقع مقر Fernhill، شركة البرمجيات المخصصة في أوستن، في Rio Grande St منذ عام 2014، وتبني حلول SaaS ومنتجات أولية (MVP) وأدوات تصنيع للفرق المحلية.',
    },
  },
  {
    slug: 'san-jose',
    kind: 'city',
    name: { en: 'San Jose', de: 'San Jose', ar: 'سان خوسيه' },
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      {
        en: 'Semiconductors and hardware',
        de: 'Halbleiter und Hardware',
        ar: 'أشباه الموصلات والعتاد',
      },
      { en: 'Networking', de: 'Netzwerktechnik', ar: 'الشبكات' },
      { en: 'Enterprise software', de: 'Unternehmenssoftware', ar: 'البرمجيات المؤسسية' },
      {
        en: 'Electric vehicles and cleantech',
        de: 'Elektrofahrzeuge und Cleantech',
        ar: 'المركبات الكهربائية والتقنيات النظيفة',
      },
      { en: 'Advanced manufacturing', de: 'Hightech-Fertigung', ar: 'التصنيع المتقدم' },
    ],
    intro: {
      en: 'As the largest city in Silicon Valley, San Jose is home to Cisco and Adobe, and its neighbors Santa Clara and Sunnyvale host many of the chip designers whose silicon ships worldwide. North San Jose is lined with hardware and networking offices, San José State graduates go straight into the valley’s engineering teams, and much of the work here sits close to firmware, devices and the enterprise buyers who deploy them.',
      de: 'San Jose, die größte Stadt im Silicon Valley, ist Sitz von Cisco und Adobe, und in den Nachbarstädten Santa Clara und Sunnyvale arbeiten viele der Chipdesigner, deren Silizium weltweit ausgeliefert wird. North San Jose ist gesäumt von Hardware- und Netzwerkbüros, Absolventen der San José State wechseln direkt in die Entwicklungsteams des Valley, und ein Großteil der Arbeit hier dreht sich um Firmware, Geräte und die Unternehmenskunden, die sie einsetzen.',
      ar: 'بوصفها أكبر مدن وادي السيليكون، تحتضن سان خوسيه شركتي Cisco وAdobe، فيما تستضيف جارتاها سانتا كلارا وسانيفيل كثيرًا من مصممي الرقائق الذين تُشحن رقائقهم إلى أنحاء العالم. وتصطف مكاتب شركات العتاد والشبكات في شمال سان خوسيه، ويلتحق خريجو San José State مباشرةً بالفرق الهندسية في الوادي، ويرتبط كثير من العمل هنا ارتباطًا وثيقًا بالبرامج الثابتة والأجهزة وعملاء المؤسسات الذين ينشرونها.',
    },
    collaboration: {
      en: 'Valley engineering teams often bring us in through staff augmentation while keeping architecture decisions in-house. Our engineers shift their day to join your standups on Pacific time and fly into SJC for design reviews, hardware bring-up sessions and quarterly planning.',
      de: 'Entwicklungsteams im Valley holen uns oft im Rahmen einer Team-Verstärkung dazu und behalten Architekturentscheidungen im eigenen Haus. Unsere Entwicklerinnen und Entwickler verschieben ihren Arbeitstag, um an Ihren Standups nach Pacific Time teilzunehmen, und fliegen für Design-Reviews, Hardware-Bring-up-Sessions und Quartalsplanungen nach SJC.',
      ar: 'كثيرًا ما تستعين بنا الفرق الهندسية في الوادي عبر نموذج تعزيز الفرق، مع الاحتفاظ بقرارات البنية التقنية داخليًا. ويعدّل مهندسونا ساعات يومهم لحضور اجتماعاتك اليومية وفق توقيت المحيط الهادئ، ويسافرون جوًا إلى مطار SJC لمراجعات التصميم وجلسات التشغيل الأولي للعتاد والتخطيط ربع السنوي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Device fleet consoles',
          de: 'Konsolen für Geräteflotten',
          ar: 'لوحات تحكم لأساطيل الأجهزة',
        },
        text: {
          en: 'Web consoles for provisioning, monitoring and rolling out firmware to thousands of connected devices with staged rollouts and rollback.',
          de: 'Webkonsolen für Provisionierung, Monitoring und die Verteilung von Firmware auf Tausende vernetzter Geräte – mit stufenweisen Rollouts und Rollback.',
          ar: 'لوحات تحكم على الويب لتهيئة آلاف الأجهزة المتصلة ومراقبتها وتوزيع البرامج الثابتة عليها، مع طرح تدريجي وإمكانية التراجع.',
        },
      },
      {
        title: {
          en: 'Partner and channel portals for hardware vendors',
          de: 'Partner- und Channel-Portale für Hardwarehersteller',
          ar: 'بوابات الشركاء وقنوات البيع لمورّدي العتاد',
        },
        text: {
          en: 'Deal registration, pricing and enablement content for resellers, integrated with the vendor’s CRM.',
          de: 'Deal-Registrierung, Preisgestaltung und Enablement-Inhalte für Reseller, integriert in das CRM des Herstellers.',
          ar: 'تسجيل الصفقات والتسعير ومحتوى التمكين للموزعين، مع تكامل مع نظام CRM لدى المورّد.',
        },
      },
      {
        title: {
          en: 'Internal developer tools',
          de: 'Interne Entwicklertools',
          ar: 'أدوات داخلية للمطورين',
        },
        text: {
          en: 'Build dashboards, test-lab schedulers and release tooling that free up senior engineers.',
          de: 'Build-Dashboards, Planungstools für Testlabore und Release-Tooling, die erfahrenen Entwicklerinnen und Entwicklern den Rücken freihalten.',
          ar: 'لوحات معلومات لعمليات البناء وأدوات جدولة لمختبرات الاختبار وأدوات للإصدار، توفّر وقت كبار المهندسين.',
        },
      },
    ],
    nearby: ['san-francisco', 'california'],
    description: {
      en: 'Device fleet consoles, partner portals and developer tools for San Jose hardware, networking and enterprise software teams, from Fernhill engineers.',
      de: 'Konsolen für Geräteflotten, Partnerportale und Entwicklertools für Hardware-, Netzwerk- und Unternehmenssoftware-Teams in San Jose – umgesetzt von Fernhill.',
      ar: 'لوحات تحكم لأساطيل الأجهزة وبوابات للشركاء وأدوات للمطورين، يبنيها مهندسو Fernhill لفرق العتاد والشبكات والبرمجيات المؤسسية في سان خوسيه.',
    },
  },
  {
    slug: 'jacksonville',
    kind: 'city',
    name: { en: 'Jacksonville', de: 'Jacksonville', ar: 'جاكسونفيل' },
    stateCode: 'FL',
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Financial technology', de: 'Finanztechnologie', ar: 'التقنية المالية' },
      {
        en: 'Logistics and rail',
        de: 'Logistik und Schienenverkehr',
        ar: 'الخدمات اللوجستية والسكك الحديدية',
      },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      { en: 'Military', de: 'Militär', ar: 'القطاع العسكري' },
      { en: 'Insurance', de: 'Versicherungen', ar: 'التأمين' },
    ],
    intro: {
      en: 'Jacksonville quietly runs a lot of the country’s back-office infrastructure: FIS and CSX are headquartered here, mortgage-technology firms employ thousands of people, and JAXPORT moves vehicles and containers along the St. Johns River. Mayo Clinic’s Florida campus and Baptist Health lead a strong medical sector, and Naval Station Mayport and NAS Jacksonville add a large defense workforce.',
      de: 'Jacksonville betreibt ganz unauffällig einen großen Teil der Backoffice-Infrastruktur des Landes: FIS und CSX haben hier ihren Hauptsitz, Firmen für Hypothekentechnologie beschäftigen Tausende Menschen, und JAXPORT schlägt Fahrzeuge und Container entlang des St. Johns River um. Der Florida-Campus der Mayo Clinic und Baptist Health führen einen starken Medizinsektor an, und die Naval Station Mayport sowie die NAS Jacksonville bringen zahlreiche Beschäftigte aus dem Verteidigungsbereich in die Stadt.',
      ar: 'تدير جاكسونفيل بهدوء جزءًا كبيرًا من البنية التحتية للعمليات المساندة في البلاد: إذ يقع فيها المقر الرئيسي لكل من FIS وCSX، وتوظّف شركات تقنيات الرهن العقاري الآلاف، وينقل ميناء JAXPORT المركبات والحاويات على امتداد نهر سانت جونز. ويقود حرم Mayo Clinic في فلوريدا وBaptist Health قطاعًا طبيًا قويًا، فيما تضيف Naval Station Mayport وNAS Jacksonville قوة عاملة كبيرة في مجال الدفاع.',
    },
    collaboration: {
      en: 'Connections through Atlanta or Charlotte get our leads to JAX in half a day, so we plan on-site visits around milestones rather than weekly. Day to day, most collaboration runs on Slack and video, with Austin staff starting early to meet your Eastern-time mornings.',
      de: 'Mit Umstieg in Atlanta oder Charlotte sind unsere Projektverantwortlichen in einem halben Tag in JAX, daher planen wir Besuche vor Ort entlang von Meilensteinen statt wöchentlich. Im Alltag läuft die Zusammenarbeit überwiegend über Slack und Video, und unser Team in Austin beginnt früh, um Ihre Vormittage nach Eastern Time abzudecken.',
      ar: 'تتيح رحلات الربط عبر أتلانتا أو شارلوت لقادة فرقنا الوصول إلى مطار JAX في نصف يوم، لذا نخطط للزيارات الحضورية حول المحطات الرئيسية للمشروع بدلًا من أن تكون أسبوعية. أما في العمل اليومي، فيجري معظم التعاون عبر Slack ومكالمات الفيديو، ويبدأ فريقنا في أوستن يومه مبكرًا لمواكبة ساعات الصباح لديك بالتوقيت الشرقي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Mortgage servicing workflows',
          de: 'Workflows für das Hypotheken-Servicing',
          ar: 'مسارات عمل لخدمة قروض الرهن العقاري',
        },
        text: {
          en: 'Loss-mitigation, escrow and document workflows that connect to a core servicing platform without replacing it.',
          de: 'Workflows für Zahlungsausfallmanagement, Treuhandkonten und Dokumente, die an eine zentrale Servicing-Plattform angebunden werden, ohne sie zu ersetzen.',
          ar: 'مسارات عمل لتخفيف الخسائر وحسابات الضمان والمستندات، تتصل بمنصة خدمة القروض الأساسية دون أن تحلّ محلها.',
        },
      },
      {
        title: {
          en: 'Rail and intermodal shipment tracking',
          de: 'Sendungsverfolgung für Schienen- und intermodalen Verkehr',
          ar: 'تتبّع الشحنات بالسكك الحديدية والنقل متعدد الوسائط',
        },
        text: {
          en: 'Customer-facing dashboards that merge railcar events, terminal moves and truck legs into one ETA.',
          de: 'Dashboards für Kunden, die Waggon-Ereignisse, Terminalbewegungen und Lkw-Etappen zu einer einzigen voraussichtlichen Ankunftszeit zusammenführen.',
          ar: 'لوحات معلومات موجّهة للعملاء تدمج أحداث عربات القطارات وحركات المحطات ومراحل النقل بالشاحنات في موعد وصول متوقع واحد.',
        },
      },
      {
        title: {
          en: 'Digital intake for specialty clinics',
          de: 'Digitale Patientenaufnahme für Fachkliniken',
          ar: 'الاستقبال الرقمي للعيادات التخصصية',
        },
        text: {
          en: 'Pre-visit questionnaires, insurance capture and reminders built to HIPAA requirements.',
          de: 'Fragebögen vor dem Termin, Erfassung der Versicherungsdaten und Erinnerungen – entwickelt nach den Anforderungen von HIPAA.',
          ar: 'استبيانات ما قبل الزيارة وتسجيل بيانات التأمين والتذكيرات، مبنية وفق متطلبات HIPAA.',
        },
      },
    ],
    nearby: ['florida', 'georgia', 'south-carolina'],
    description: {
      en: 'Fernhill builds mortgage servicing, rail tracking and clinic intake software for Jacksonville fintech, logistics and healthcare companies.',
      de: 'Fernhill entwickelt Software für Hypotheken-Servicing, Bahn-Tracking und Patientenaufnahme für Fintech-, Logistik- und Gesundheitsunternehmen in Jacksonville.',
      ar: 'تبني Fernhill برمجيات لخدمة الرهن العقاري وتتبّع الشحن بالسكك الحديدية واستقبال المرضى لشركات التقنية المالية والخدمات اللوجستية والرعاية الصحية في جاكسونفيل.',
    },
  },
  {
    slug: 'fort-worth',
    kind: 'city',
    name: { en: 'Fort Worth', de: 'Fort Worth', ar: 'فورت وورث' },
    stateCode: 'TX',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Aerospace and defense',
        de: 'Luft- und Raumfahrt sowie Verteidigung',
        ar: 'الطيران والفضاء والدفاع',
      },
      { en: 'Aviation', de: 'Luftfahrt', ar: 'الطيران المدني' },
      {
        en: 'Rail and logistics',
        de: 'Schienenverkehr und Logistik',
        ar: 'السكك الحديدية والخدمات اللوجستية',
      },
      {
        en: 'Energy and mineral rights',
        de: 'Energie und Förderrechte',
        ar: 'الطاقة وحقوق الثروة المعدنية',
      },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    ],
    intro: {
      en: 'Fort Worth builds aircraft: Lockheed Martin assembles the F-35 on the west side, Bell designs rotorcraft nearby, and American Airlines is headquartered between the city and DFW Airport. BNSF Railway is based here too, and the AllianceTexas development in the north is a major inland port. TCU, the Near Southside medical district and a revived downtown around Sundance Square round out the local picture.',
      de: 'Fort Worth baut Flugzeuge: Lockheed Martin montiert im Westen der Stadt die F-35, Bell entwickelt ganz in der Nähe Drehflügler, und American Airlines hat seinen Hauptsitz zwischen der Stadt und dem Flughafen DFW. Auch BNSF Railway ist hier ansässig, und das Entwicklungsgebiet AllianceTexas im Norden ist ein bedeutender Binnenhafen. Die TCU, das Medizinviertel Near Southside und eine wiederbelebte Innenstadt rund um den Sundance Square runden das Bild ab.',
      ar: 'فورت وورث مدينة تصنع الطائرات: إذ تجمّع Lockheed Martin طائرات F-35 في الجانب الغربي منها، وتصمم Bell الطائرات ذات الأجنحة الدوارة على مقربة، ويقع المقر الرئيسي لـAmerican Airlines بين المدينة ومطار DFW. وتتخذ BNSF Railway من المدينة مقرًا لها أيضًا، ويُعد مشروع AllianceTexas في الشمال ميناءً بريًا رئيسيًا. وتكتمل الصورة المحلية بجامعة TCU والحي الطبي في نير ساوثسايد ووسط المدينة الذي استعاد حيويته حول ساحة ساندانس.',
    },
    collaboration: {
      en: 'We reach Fort Worth in about three hours up I-35 or by flying into DFW, and we keep Central hours with you. Aerospace and rail clients tend to have strict data-handling rules, so we agree on environments, access controls and on-site days before discovery starts.',
      de: 'Fort Worth erreichen wir in rund drei Stunden über die I-35 nach Norden oder per Flug nach DFW, und wir arbeiten mit Ihnen nach Central Time. Kunden aus der Luft- und Raumfahrt und der Bahnbranche haben meist strenge Regeln für den Umgang mit Daten, deshalb legen wir Umgebungen, Zugriffskontrollen und Vor-Ort-Tage fest, bevor die Discovery-Phase beginnt.',
      ar: 'نصل إلى فورت وورث في نحو ثلاث ساعات شمالًا عبر الطريق I-35 أو جوًا إلى مطار DFW، ونعمل معك وفق ساعات التوقيت المركزي. وعادةً ما يلتزم عملاء قطاعي الطيران والفضاء والسكك الحديدية بقواعد صارمة للتعامل مع البيانات، لذا نتفق على بيئات العمل وضوابط الوصول وأيام العمل الحضوري قبل بدء مرحلة الاستكشاف.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Maintenance records for aviation',
          de: 'Wartungsdokumentation für die Luftfahrt',
          ar: 'سجلات الصيانة لقطاع الطيران',
        },
        text: {
          en: 'Digital work cards, parts traceability and inspection sign-offs that replace paper packets in the hangar.',
          de: 'Digitale Arbeitskarten, Teilerückverfolgung und Prüffreigaben, die die Papierstapel im Hangar ersetzen.',
          ar: 'بطاقات عمل رقمية وتتبّع القطع واعتمادات الفحص، تحلّ محل الملفات الورقية في حظيرة الطائرات.',
        },
      },
      {
        title: {
          en: 'Yard and intermodal apps',
          de: 'Apps für Rangierbahnhöfe und intermodalen Verkehr',
          ar: 'تطبيقات لساحات السكك الحديدية والنقل متعدد الوسائط',
        },
        text: {
          en: 'Mobile tools for inspecting and moving railcars and trailers, feeding live inventory to planners.',
          de: 'Mobile Tools zum Prüfen und Bewegen von Güterwagen und Aufliegern, die Planern einen Live-Bestand liefern.',
          ar: 'أدوات جوالة لفحص عربات القطارات والمقطورات ونقلها، تزوّد المخططين ببيانات المخزون لحظة بلحظة.',
        },
      },
      {
        title: {
          en: 'Mineral-rights owner portals',
          de: 'Portale für Inhaber von Förderrechten',
          ar: 'بوابات لمالكي حقوق الثروة المعدنية',
        },
        text: {
          en: 'Royalty statements, division orders and payment history for the thousands of owners behind a single operator’s wells.',
          de: 'Förderzinsabrechnungen, Division Orders und Zahlungshistorie für die Tausenden Eigentümer hinter den Bohrungen eines einzelnen Betreibers.',
          ar: 'كشوف العوائد وأوامر توزيع الحصص وسجل المدفوعات لآلاف المالكين الذين تعود إليهم آبار مشغّل واحد.',
        },
      },
    ],
    nearby: ['dallas', 'texas', 'oklahoma'],
    description: {
      en: 'Custom software for Fort Worth aerospace, aviation, rail and energy companies, built by Fernhill on Central time, three hours up I-35 from Austin.',
      de: 'Individuelle Software für Luft- und Raumfahrt, Luftfahrt, Bahn und Energie in Fort Worth – von Fernhill nach Central Time, drei Stunden nördlich von Austin an der I-35.',
      ar: 'برمجيات مخصصة لشركات الطيران والفضاء والطيران المدني والسكك الحديدية والطاقة في فورت وورث، تبنيها Fernhill وفق التوقيت المركزي، على بُعد ثلاث ساعات شمال أوستن عبر الطريق I-35.',
    },
  },
  {
    slug: 'columbus',
    kind: 'city',
    name: { en: 'Columbus', de: 'Columbus', ar: 'كولومبوس' },
    stateCode: 'OH',
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Insurance and banking',
        de: 'Versicherungen und Bankwesen',
        ar: 'التأمين والخدمات المصرفية',
      },
      {
        en: 'Retail and consumer brands',
        de: 'Einzelhandel und Konsumgütermarken',
        ar: 'تجارة التجزئة والعلامات التجارية الاستهلاكية',
      },
      {
        en: 'Logistics and distribution',
        de: 'Logistik und Distribution',
        ar: 'الخدمات اللوجستية والتوزيع',
      },
      {
        en: 'Data centers and semiconductors',
        de: 'Rechenzentren und Halbleiter',
        ar: 'مراكز البيانات وأشباه الموصلات',
      },
      { en: 'Higher education', de: 'Hochschulbildung', ar: 'التعليم العالي' },
    ],
    intro: {
      en: 'Columbus is Ohio’s capital and home to Ohio State, one of the largest universities in the country, plus the headquarters of Nationwide and Huntington. Retail brands such as Bath & Body Works, Victoria’s Secret and Abercrombie & Fitch run design and digital teams in the region, Rickenbacker serves as a cargo airport, and New Albany to the east has become a hub for hyperscale data centers and Intel’s planned fab.',
      de: 'Columbus ist die Hauptstadt von Ohio und Sitz der Ohio State, einer der größten Universitäten des Landes, sowie der Konzernzentralen von Nationwide und Huntington. Handelsmarken wie Bath & Body Works, Victoria’s Secret und Abercrombie & Fitch betreiben Design- und Digitalteams in der Region, Rickenbacker dient als Frachtflughafen, und New Albany im Osten hat sich zu einem Zentrum für Hyperscale-Rechenzentren und Intels geplante Chipfabrik entwickelt.',
      ar: 'كولومبوس عاصمة ولاية أوهايو وموطن Ohio State، إحدى أكبر الجامعات في البلاد، إضافةً إلى المقرين الرئيسيين لـNationwide وHuntington. وتدير علامات تجارية للتجزئة مثل Bath & Body Works وVictoria’s Secret وAbercrombie & Fitch فرقًا للتصميم والتقنيات الرقمية في المنطقة، ويعمل مطار ريكنباكر مطارًا للشحن، فيما أصبحت نيو ألباني شرق المدينة مركزًا لمراكز البيانات فائقة النطاق ولمصنع الرقائق الذي تخطط له Intel.',
    },
    collaboration: {
      en: 'Many Columbus teams work inside larger enterprises, so we plan around change-advisory boards and quarterly release windows from the start. Our leads fly into John Glenn International for kickoffs, hold retrospectives over video and set meeting times around central Ohio’s mornings, an hour ahead of Texas.',
      de: 'Viele Teams in Columbus arbeiten innerhalb großer Konzerne, deshalb planen wir Change Advisory Boards und quartalsweise Release-Fenster von Anfang an ein. Unsere Projektverantwortlichen fliegen zu Kick-offs zum John Glenn International Airport, halten Retrospektiven per Video ab und legen Meetings auf die Vormittage in Zentral-Ohio, das Texas eine Stunde voraus ist.',
      ar: 'يعمل كثير من الفرق في كولومبوس ضمن مؤسسات كبرى، لذا نراعي منذ البداية مجالس استشارات التغيير (CAB) ونوافذ الإصدار ربع السنوية. ويسافر قادة فرقنا إلى مطار جون غلين الدولي لحضور اجتماعات الانطلاق، ويعقدون اجتماعات المراجعة الاستعادية عبر الفيديو، ويحددون مواعيد الاجتماعات وفق ساعات الصباح في وسط أوهايو، التي تسبق تكساس بساعة.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Agent and policyholder portals',
          de: 'Portale für Vermittler und Versicherungsnehmer',
          ar: 'بوابات الوكلاء وحاملي الوثائق',
        },
        text: {
          en: 'Quoting, endorsements and billing tools for insurance agents, integrated with policy administration systems.',
          de: 'Tools für Angebotserstellung, Vertragsänderungen und Abrechnung für Versicherungsvermittler, integriert in die Bestandsführungssysteme.',
          ar: 'أدوات لعروض الأسعار وتعديلات الوثائق والفوترة لوكلاء التأمين، متكاملة مع أنظمة إدارة الوثائق.',
        },
      },
      {
        title: {
          en: 'Omnichannel inventory for retailers',
          de: 'Omnichannel-Bestandsführung für Händler',
          ar: 'إدارة المخزون متعدد القنوات لتجار التجزئة',
        },
        text: {
          en: 'Store and warehouse stock views that support buy-online-pick-up-in-store and ship-from-store.',
          de: 'Bestandsübersichten für Filialen und Lager, die Click & Collect und Versand aus der Filiale ermöglichen.',
          ar: 'عرض لمخزون المتاجر والمستودعات يدعم الشراء عبر الإنترنت والاستلام من المتجر، والشحن من المتجر.',
        },
      },
      {
        title: {
          en: 'Warehouse and fulfillment dashboards',
          de: 'Lager- und Fulfillment-Dashboards',
          ar: 'لوحات معلومات للمستودعات وتنفيذ الطلبات',
        },
        text: {
          en: 'Labor, throughput and dock metrics for distribution centers serving the Midwest.',
          de: 'Kennzahlen zu Personaleinsatz, Durchsatz und Laderampen für Distributionszentren, die den Mittleren Westen beliefern.',
          ar: 'مؤشرات القوى العاملة والإنتاجية وأرصفة التحميل لمراكز التوزيع التي تخدم الغرب الأوسط.',
        },
      },
    ],
    nearby: ['ohio', 'indianapolis', 'kentucky', 'detroit'],
    description: {
      en: 'Agent portals, omnichannel inventory and fulfillment dashboards for Columbus insurers and retailers, built by Fernhill with on-site kickoffs in central Ohio.',
      de: 'Vermittlerportale, Omnichannel-Bestandsführung und Fulfillment-Dashboards für Versicherer und Händler in Columbus – entwickelt von Fernhill, mit Kick-offs vor Ort in Zentral-Ohio.',
      ar: 'بوابات للوكلاء وإدارة مخزون متعدد القنوات ولوحات معلومات لتنفيذ الطلبات لشركات التأمين وتجار التجزئة في كولومبوس، تبنيها Fernhill مع اجتماعات انطلاق حضورية في وسط أوهايو.',
    },
  },
  {
    slug: 'charlotte',
    kind: 'city',
    name: { en: 'Charlotte', de: 'Charlotte', ar: 'شارلوت' },
    stateCode: 'NC',
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Banking', de: 'Bankwesen', ar: 'الخدمات المصرفية' },
      { en: 'Energy utilities', de: 'Energieversorger', ar: 'مرافق الطاقة' },
      { en: 'Motorsports', de: 'Motorsport', ar: 'رياضة السيارات' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      {
        en: 'Aviation and logistics',
        de: 'Luftfahrt und Logistik',
        ar: 'الطيران والخدمات اللوجستية',
      },
    ],
    intro: {
      en: 'Charlotte is one of the country’s largest banking centers, with Bank of America and Truist headquartered in Uptown and Wells Fargo running a large East Coast operation. Duke Energy is based here, NASCAR teams build cars in Concord and Mooresville, and Atrium Health and Novant run large regional systems. South End and Camp North End are where many of the city’s newer tech teams sit.',
      de: 'Charlotte ist eines der größten Bankenzentren des Landes: Bank of America und Truist haben ihren Hauptsitz in Uptown, und Wells Fargo betreibt hier einen großen Standort für die Ostküste. Duke Energy ist hier ansässig, NASCAR-Teams bauen ihre Autos in Concord und Mooresville, und Atrium Health und Novant betreiben große regionale Klinikverbünde. In South End und Camp North End sitzen viele der neueren Tech-Teams der Stadt.',
      ar: 'تُعد شارلوت من أكبر المراكز المصرفية في البلاد، إذ يقع المقران الرئيسيان لـBank of America وTruist في حي أبتاون، وتدير Wells Fargo فيها عمليات كبيرة على الساحل الشرقي. وتتخذ Duke Energy من المدينة مقرًا لها، وتصنع فرق NASCAR سياراتها في كونكورد وموريسفيل، وتدير Atrium Health وNovant منظومات صحية إقليمية كبيرة. أما كثير من الفرق التقنية الأحدث في المدينة فيتمركز في ساوث إند وكامب نورث إند.',
    },
    collaboration: {
      en: 'Charlotte Douglas is an American Airlines hub with nonstops from Austin, so our leads fly in for workshops and quarterly planning. We work Eastern hours with Charlotte clients, and banking engagements start with a security and vendor-risk review that we help your procurement team complete.',
      de: 'Charlotte Douglas ist ein Drehkreuz von American Airlines mit Direktflügen ab Austin, deshalb fliegen unsere Projektverantwortlichen für Workshops und Quartalsplanungen ein. Mit Kunden in Charlotte arbeiten wir nach Eastern Time, und Bankprojekte beginnen mit einer Prüfung von Sicherheit und Dienstleisterrisiken, bei der wir Ihren Einkauf unterstützen.',
      ar: 'مطار شارلوت دوغلاس مركز رئيسي لـAmerican Airlines وتربطه رحلات مباشرة بأوستن، لذا يسافر قادة فرقنا جوًا لحضور ورش العمل والتخطيط ربع السنوي. ونعمل مع عملائنا في شارلوت وفق ساعات التوقيت الشرقي، وتبدأ المشاريع المصرفية بمراجعة للأمن ومخاطر الموردين نساعد فريق المشتريات لديك على إنجازها.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Case management for bank operations',
          de: 'Fallmanagement für den Bankbetrieb',
          ar: 'إدارة الحالات للعمليات المصرفية',
        },
        text: {
          en: 'Fraud, disputes and KYC exception queues with audit trails that satisfy internal audit and regulators.',
          de: 'Warteschlangen für Betrugsfälle, Reklamationen und KYC-Ausnahmen mit Audit-Trails, die interne Revision und Aufsichtsbehörden zufriedenstellen.',
          ar: 'قوائم انتظار لحالات الاحتيال والنزاعات واستثناءات «اعرف عميلك» (KYC)، مع سجلات تدقيق تلبّي متطلبات التدقيق الداخلي والجهات التنظيمية.',
        },
      },
      {
        title: {
          en: 'Outage and field-crew apps for utilities',
          de: 'Störungs- und Außendienst-Apps für Versorger',
          ar: 'تطبيقات الأعطال والفرق الميدانية لشركات المرافق',
        },
        text: {
          en: 'Mobile work orders and outage maps that keep crews and customers informed during storm restoration.',
          de: 'Mobile Arbeitsaufträge und Störungskarten, die Einsatzteams und Kunden bei der Wiederherstellung nach Stürmen auf dem Laufenden halten.',
          ar: 'أوامر عمل عبر الجوال وخرائط للانقطاعات تُبقي الفرق الميدانية والعملاء على اطلاع خلال إعادة الخدمة بعد العواصف.',
        },
      },
      {
        title: {
          en: 'Race-team data dashboards',
          de: 'Daten-Dashboards für Rennteams',
          ar: 'لوحات معلومات البيانات لفرق السباقات',
        },
        text: {
          en: 'Telemetry and setup data from practice sessions organized so engineers can compare runs quickly.',
          de: 'Telemetrie- und Setup-Daten aus Trainingssessions, so aufbereitet, dass Ingenieure Läufe schnell vergleichen können.',
          ar: 'بيانات القياس عن بُعد وإعدادات السيارة من جلسات التدريب، منظّمة بحيث يقارن المهندسون بين الجولات بسرعة.',
        },
      },
    ],
    nearby: ['north-carolina', 'south-carolina', 'atlanta'],
    description: {
      en: 'Bank operations tools, utility crew apps and race-team dashboards: Fernhill builds custom software for Charlotte banks, utilities and motorsports teams.',
      de: 'Tools für den Bankbetrieb, Apps für Versorger-Einsatzteams und Rennteam-Dashboards: Fernhill entwickelt individuelle Software für Banken, Versorger und Motorsportteams in Charlotte.',
      ar: 'أدوات للعمليات المصرفية وتطبيقات للفرق الميدانية لشركات المرافق ولوحات معلومات لفرق السباقات: تبني Fernhill برمجيات مخصصة للبنوك وشركات المرافق وفرق رياضة السيارات في شارلوت.',
    },
  },
  {
    slug: 'san-francisco',
    kind: 'city',
    name: { en: 'San Francisco', de: 'San Francisco', ar: 'سان فرانسيسكو' },
    stateCode: 'CA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      { en: 'Software and SaaS', de: 'Software und SaaS', ar: 'البرمجيات وSaaS' },
      { en: 'Artificial intelligence', de: 'Künstliche Intelligenz', ar: 'الذكاء الاصطناعي' },
      { en: 'Fintech', de: 'Fintech', ar: 'التقنية المالية' },
      { en: 'Biotech', de: 'Biotechnologie', ar: 'التقنية الحيوية' },
      { en: 'Venture capital', de: 'Risikokapital', ar: 'رأس المال الجريء' },
    ],
    intro: {
      en: 'San Francisco is where much of the current AI wave is being built, with foundation-model labs and applied-AI startups clustered in SoMa, Mission Bay and Hayes Valley. Salesforce Tower anchors the Financial District, fintech firms such as Block, Plaid and Chime grew up here, and UCSF’s Mission Bay campus and Genentech in South San Francisco make the city a biotech center as well.',
      de: 'In San Francisco entsteht ein großer Teil der aktuellen KI-Welle: Labore für Foundation Models und Start-ups für angewandte KI ballen sich in SoMa, Mission Bay und Hayes Valley. Der Salesforce Tower prägt den Financial District, Fintechs wie Block, Plaid und Chime sind hier groß geworden, und der Mission-Bay-Campus der UCSF sowie Genentech in South San Francisco machen die Stadt zugleich zu einem Biotech-Zentrum.',
      ar: 'في سان فرانسيسكو يُبنى جزء كبير من موجة الذكاء الاصطناعي الحالية، إذ تتجمع مختبرات النماذج التأسيسية والشركات الناشئة في الذكاء الاصطناعي التطبيقي في سوما وميشن باي وهايز فالي. ويشكّل برج Salesforce Tower معلمًا بارزًا في الحي المالي، ونشأت هنا شركات تقنية مالية مثل Block وPlaid وChime، كما يجعل حرم UCSF في ميشن باي وGenentech في جنوب سان فرانسيسكو المدينةَ مركزًا للتقنية الحيوية أيضًا.',
    },
    collaboration: {
      en: 'San Francisco startups usually want speed with engineering discipline, so we embed a small senior pod that ships weekly and owns testing and DevOps. Pod members move their working hours later to match the Bay Area, and we come out to SFO for investor-facing milestones and design sprints.',
      de: 'Start-ups in San Francisco wollen meist Tempo mit technischer Disziplin, deshalb binden wir ein kleines, festes Team aus erfahrenen Entwicklerinnen und Entwicklern ein, das wöchentlich ausliefert und die Verantwortung für Tests und DevOps übernimmt. Die Teammitglieder verlegen ihre Arbeitszeiten nach hinten, passend zur Bay Area, und wir kommen nach SFO, wenn Meilensteine für Investoren oder Design-Sprints anstehen.',
      ar: 'عادةً ما تريد الشركات الناشئة في سان فرانسيسكو السرعة مع الانضباط الهندسي، لذا ندمج معك فريقًا مصغّرًا من كبار المهندسين يُطلق تحديثات أسبوعيًا ويتولى مسؤولية الاختبار وDevOps. ويؤخّر أعضاء هذا الفريق ساعات عملهم لتتوافق مع منطقة الخليج، ونسافر إلى مطار SFO لحضور المحطات المهمة أمام المستثمرين وسبرنتات التصميم.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Production AI features',
          de: 'KI-Funktionen für den Produktivbetrieb',
          ar: 'ميزات ذكاء اصطناعي جاهزة للإنتاج',
        },
        text: {
          en: 'Retrieval, evaluation harnesses and guardrails that take an LLM prototype to a feature customers can rely on.',
          de: 'Retrieval, Evaluierungs-Frameworks und Guardrails, die aus einem LLM-Prototyp eine Funktion machen, auf die sich Kunden verlassen können.',
          ar: 'أنظمة استرجاع وأُطر تقييم وضوابط حماية تنقل النموذج الأولي المبني على LLM إلى ميزة يعتمد عليها العملاء.',
        },
      },
      {
        title: {
          en: 'Onboarding and KYC flows for fintechs',
          de: 'Onboarding- und KYC-Prozesse für Fintechs',
          ar: 'مسارات التسجيل والتحقق من العملاء (KYC) لشركات التقنية المالية',
        },
        text: {
          en: 'Identity verification, risk scoring and manual-review tooling tuned to improve approval rates without adding fraud.',
          de: 'Identitätsprüfung, Risikobewertung und Tools für die manuelle Prüfung, so abgestimmt, dass die Annahmequote steigt, ohne mehr Betrug zuzulassen.',
          ar: 'التحقق من الهوية وتقييم المخاطر وأدوات المراجعة اليدوية، مضبوطة لرفع معدلات القبول دون زيادة الاحتيال.',
        },
      },
      {
        title: {
          en: 'Lab operations software for biotech',
          de: 'Laborbetriebssoftware für Biotech',
          ar: 'برمجيات تشغيل المختبرات لشركات التقنية الحيوية',
        },
        text: {
          en: 'Scheduling, inventory and experiment tracking tools for teams growing from one lab bench to several floors.',
          de: 'Tools für Planung, Bestandsverwaltung und Experiment-Tracking für Teams, die von einem Labortisch auf mehrere Etagen wachsen.',
          ar: 'أدوات للجدولة والمخزون وتتبّع التجارب للفرق التي تتوسع من منضدة مختبر واحدة إلى عدة طوابق.',
        },
      },
    ],
    nearby: ['san-jose', 'california'],
    description: {
      en: 'Fernhill helps San Francisco AI, fintech and biotech companies ship production software with senior engineering pods working on Pacific time.',
      de: 'Fernhill hilft KI-, Fintech- und Biotech-Firmen in San Francisco, produktionsreife Software auszuliefern – mit erfahrenen Entwicklungsteams nach Pacific Time.',
      ar: 'تساعد Fernhill شركات الذكاء الاصطناعي والتقنية المالية والحيوية في سان فرانسيسكو على إطلاق برمجيات جاهزة للإنتاج، عبر فرق هندسية خبيرة تعمل وفق توقيت المحيط الهادئ.',
    },
  },
  {
    slug: 'indianapolis',
    kind: 'city',
    name: { en: 'Indianapolis', de: 'Indianapolis', ar: 'إنديانابوليس' },
    stateCode: 'IN',
    timeZone: 'America/Indianapolis',
    leadingIndustries: [
      {
        en: 'Pharmaceuticals and life sciences',
        de: 'Pharmaindustrie und Life Sciences',
        ar: 'الصناعات الدوائية وعلوم الحياة',
      },
      { en: 'Health insurance', de: 'Krankenversicherung', ar: 'التأمين الصحي' },
      {
        en: 'Logistics and distribution',
        de: 'Logistik und Distribution',
        ar: 'الخدمات اللوجستية والتوزيع',
      },
      { en: 'Motorsports', de: 'Motorsport', ar: 'رياضة السيارات' },
      { en: 'Marketing software', de: 'Marketingsoftware', ar: 'برمجيات التسويق' },
    ],
    intro: {
      en: 'Eli Lilly’s headquarters makes Indianapolis a pharmaceutical city, and Elevance Health, one of the largest health insurers, is based downtown. The metro sits at the crossroads of several interstates and hosts a major FedEx hub. ExactTarget, now part of Salesforce, grew a marketing-software scene that still fills Salesforce Tower, while the 16 Tech district, Purdue and IU keep research close to industry.',
      de: 'Der Hauptsitz von Eli Lilly macht Indianapolis zu einer Pharmastadt, und Elevance Health, einer der größten Krankenversicherer, ist in Downtown ansässig. Die Metropolregion liegt an der Kreuzung mehrerer Interstates und beherbergt ein großes FedEx-Drehkreuz. ExactTarget, heute Teil von Salesforce, hat eine Marketingsoftware-Szene hervorgebracht, die noch immer den Salesforce Tower füllt, während der Stadtteil 16 Tech, Purdue und die IU die Forschung eng mit der Industrie verbinden.',
      ar: 'يجعل المقر الرئيسي لـEli Lilly من إنديانابوليس مدينة للصناعات الدوائية، ويقع مقر Elevance Health، إحدى أكبر شركات التأمين الصحي، في وسط المدينة. وتقع المنطقة الحضرية عند ملتقى عدة طرق سريعة بين الولايات، وتضم مركزًا رئيسيًا لـFedEx. وقد أنشأت ExactTarget، التي أصبحت اليوم جزءًا من Salesforce، مجتمعًا لبرمجيات التسويق لا يزال يملأ برج Salesforce Tower، فيما تُبقي منطقة 16 Tech وجامعتا Purdue وIU البحث العلمي قريبًا من الصناعة.',
    },
    collaboration: {
      en: 'Winter standups with Indianapolis need no juggling: the city keeps Eastern time, and so does our Medellín hub from November to March, with Austin joining an hour behind. We fly in for kickoffs and roadmap reviews, and we avoid scheduling releases in the week of the Indianapolis 500, when much of the city’s attention is on the Speedway.',
      de: 'Im Winter sind Standups mit Indianapolis ganz unkompliziert: Die Stadt arbeitet nach Eastern Time, unser Standort in Medellín von November bis März ebenfalls, und unser Team in Austin, das eine Stunde zurückliegt, schaltet sich einfach dazu. Zu Kick-offs und Roadmap-Reviews fliegen wir ein, und in der Woche des Indianapolis 500, wenn die Aufmerksamkeit der Stadt größtenteils dem Speedway gilt, planen wir keine Releases.',
      ar: 'لا تتطلب الاجتماعات اليومية مع إنديانابوليس في الشتاء أي تنسيق معقّد: فالمدينة تعمل وفق التوقيت الشرقي، وكذلك مركزنا في ميديلين من نوفمبر إلى مارس، بينما ينضم فريق أوستن متأخرًا عنهما بساعة. ونسافر إليك لحضور اجتماعات الانطلاق ومراجعات خارطة الطريق، ونتجنب جدولة الإصدارات في أسبوع سباق Indianapolis 500، حين ينصبّ معظم اهتمام المدينة على حلبة السباق.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Member apps for health plans',
          de: 'Mitglieder-Apps für Krankenversicherungen',
          ar: 'تطبيقات الأعضاء لخطط التأمين الصحي',
        },
        text: {
          en: 'Claims, benefits and care-navigation features built under HIPAA, with accessible design for older members.',
          de: 'Funktionen für Erstattungen, Leistungen und Versorgungsnavigation – entwickelt nach HIPAA, mit barrierefreiem Design für ältere Mitglieder.',
          ar: 'ميزات للمطالبات والمزايا والتوجيه في رحلة الرعاية، مبنية وفق HIPAA، بتصميم سهل الوصول للأعضاء الأكبر سنًا.',
        },
      },
      {
        title: {
          en: 'Third-party logistics dashboards',
          de: 'Dashboards für Logistikdienstleister (3PL)',
          ar: 'لوحات معلومات لمزوّدي الخدمات اللوجستية الخارجيين (3PL)',
        },
        text: {
          en: 'Client-facing order, inventory and SLA views that 3PLs can offer as part of their service.',
          de: 'Kundenansichten für Aufträge, Bestände und SLAs, die 3PL-Dienstleister als Teil ihres Services anbieten können.',
          ar: 'واجهات موجّهة للعملاء لعرض الطلبات والمخزون واتفاقيات مستوى الخدمة، يمكن لمزوّدي 3PL تقديمها ضمن خدماتهم.',
        },
      },
      {
        title: {
          en: 'Medical affairs and research tools',
          de: 'Tools für Medical Affairs und Forschung',
          ar: 'أدوات للشؤون الطبية والبحث',
        },
        text: {
          en: 'Internal apps for tracking scientific inquiries and publications with strict review workflows.',
          de: 'Interne Apps zur Nachverfolgung wissenschaftlicher Anfragen und Publikationen mit strengen Freigabe-Workflows.',
          ar: 'تطبيقات داخلية لتتبّع الاستفسارات العلمية والمنشورات، مع مسارات مراجعة صارمة.',
        },
      },
    ],
    nearby: ['indiana', 'chicago', 'columbus', 'kentucky'],
    description: {
      en: 'Health plan apps, 3PL dashboards and research tools for Indianapolis pharma, insurance and logistics companies, from Fernhill’s HIPAA-compliant team.',
      de: 'Apps für Krankenversicherer, 3PL-Dashboards und Forschungstools für Pharma-, Versicherungs- und Logistikfirmen in Indianapolis – vom HIPAA-konformen Fernhill-Team.',
      ar: 'تطبيقات لخطط التأمين الصحي ولوحات معلومات لمزوّدي 3PL وأدوات بحثية لشركات الأدوية والتأمين والخدمات اللوجستية في إنديانابوليس، يقدّمها فريق Fernhill الملتزم بمتطلبات HIPAA.',
    },
  },
  {
    slug: 'seattle',
    kind: 'city',
    name: { en: 'Seattle', de: 'Seattle', ar: 'سياتل' },
    stateCode: 'WA',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      {
        en: 'Cloud computing and software',
        de: 'Cloud-Computing und Software',
        ar: 'الحوسبة السحابية والبرمجيات',
      },
      {
        en: 'Ecommerce and retail',
        de: 'E-Commerce und Einzelhandel',
        ar: 'التجارة الإلكترونية وتجارة التجزئة',
      },
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
      { en: 'Global health', de: 'Globale Gesundheit', ar: 'الصحة العالمية' },
      { en: 'Maritime trade', de: 'Seehandel', ar: 'التجارة البحرية' },
    ],
    intro: {
      en: 'Amazon’s South Lake Union campus and Microsoft across the lake in Redmond make Seattle one of the deepest cloud talent markets in the world, and Boeing still builds widebody jets in Everett. The Gates Foundation and Fred Hutch Cancer Center anchor a global-health research community, and the University of Washington’s Allen School produces many of the region’s engineers.',
      de: 'Der Amazon-Campus in South Lake Union und Microsoft auf der anderen Seeseite in Redmond machen Seattle zu einem der ergiebigsten Talentmärkte für Cloud-Fachkräfte weltweit, und Boeing baut in Everett nach wie vor Großraumjets. Die Gates Foundation und das Fred Hutch Cancer Center bilden den Kern einer Forschungsgemeinschaft für globale Gesundheit, und die Allen School der University of Washington bildet viele der Ingenieure der Region aus.',
      ar: 'يجعل حرم Amazon في ساوث ليك يونيون وMicrosoft على الضفة الأخرى من البحيرة في ريدموند من سياتل واحدة من أغنى أسواق الكفاءات السحابية في العالم، ولا تزال Boeing تصنع طائرات عريضة البدن في إيفرت. وتشكّل Gates Foundation وFred Hutch Cancer Center ركيزة لمجتمع بحثي في مجال الصحة العالمية، فيما تخرّج Allen School في University of Washington كثيرًا من مهندسي المنطقة.',
    },
    collaboration: {
      en: 'Many Seattle clients are ex-Amazon or ex-Microsoft teams who expect a written design doc before any code, so we write them and review them asynchronously. The two-hour gap means our comments are usually waiting when you log on, and our leads fly into SEA for planning weeks.',
      de: 'Viele Kunden in Seattle sind Teams mit Amazon- oder Microsoft-Vergangenheit, die vor jeder Zeile Code ein schriftliches Design-Dokument erwarten – also schreiben wir diese Dokumente und besprechen sie asynchron. Durch die zwei Stunden Zeitunterschied warten unsere Kommentare meist schon auf Sie, wenn Sie sich anmelden, und für Planungswochen fliegen unsere Projektverantwortlichen nach SEA.',
      ar: 'كثير من عملائنا في سياتل فرق عملت سابقًا في Amazon أو Microsoft وتتوقع وثيقة تصميم مكتوبة قبل كتابة أي سطر برمجي، لذا نكتب هذه الوثائق ونراجعها بشكل غير متزامن. ويعني فارق الساعتين أن تعليقاتنا تكون بانتظارك عادةً حين تبدأ يومك، ويسافر قادة فرقنا إلى مطار SEA لأسابيع التخطيط.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Cloud cost and architecture reviews',
          de: 'Reviews von Cloud-Kosten und -Architektur',
          ar: 'مراجعات تكاليف السحابة وبنيتها',
        },
        text: {
          en: 'Right-sizing AWS or Azure workloads, cleaning up IAM and automating environments with infrastructure as code.',
          de: 'Bedarfsgerechte Dimensionierung von Workloads auf AWS oder Azure, Aufräumen von IAM und Automatisierung von Umgebungen mit Infrastructure as Code.',
          ar: 'ضبط أحجام أحمال العمل على AWS أو Azure بما يناسب الحاجة، وتنظيم صلاحيات IAM، وأتمتة البيئات باستخدام البنية التحتية كشيفرة.',
        },
      },
      {
        title: {
          en: 'Research data platforms for nonprofits',
          de: 'Forschungsdatenplattformen für Non-Profit-Organisationen',
          ar: 'منصات بيانات بحثية للمنظمات غير الربحية',
        },
        text: {
          en: 'Pipelines and dashboards for global-health programs that pull together field survey and lab data.',
          de: 'Pipelines und Dashboards für Programme der globalen Gesundheit, die Daten aus Feldbefragungen und Laboren zusammenführen.',
          ar: 'مسارات بيانات ولوحات معلومات لبرامج الصحة العالمية تجمع بين بيانات المسوحات الميدانية والمختبرات.',
        },
      },
      {
        title: {
          en: 'Seller tools for marketplace brands',
          de: 'Händlertools für Marken auf Marktplätzen',
          ar: 'أدوات البائعين للعلامات التجارية على الأسواق الإلكترونية',
        },
        text: {
          en: 'Listing, pricing and inventory automation for brands that sell across Amazon and their own storefronts.',
          de: 'Automatisierung von Listings, Preisen und Beständen für Marken, die über Amazon und eigene Onlineshops verkaufen.',
          ar: 'أتمتة إدراج المنتجات والتسعير والمخزون للعلامات التجارية التي تبيع عبر Amazon ومتاجرها الإلكترونية الخاصة.',
        },
      },
    ],
    nearby: ['washington', 'portland', 'oregon'],
    description: {
      en: 'Cloud reviews, research data platforms and seller tools for Seattle companies and nonprofits, built by Fernhill with written design docs and Pacific overlap.',
      de: 'Cloud-Reviews, Forschungsdatenplattformen und Händlertools für Firmen und Non-Profits in Seattle – von Fernhill, mit schriftlichen Design-Dokumenten, im Takt der Pacific Time.',
      ar: 'مراجعات سحابية ومنصات بيانات بحثية وأدوات للبائعين لشركات سياتل ومنظماتها غير الربحية، تبنيها Fernhill مع وثائق تصميم مكتوبة وساعات عمل متداخلة مع توقيت المحيط الهادئ.',
    },
  },
  {
    slug: 'denver',
    kind: 'city',
    name: { en: 'Denver', de: 'Denver', ar: 'دنفر' },
    stateCode: 'CO',
    timeZone: 'America/Denver',
    leadingIndustries: [
      {
        en: 'Aerospace and space systems',
        de: 'Luft- und Raumfahrt sowie Raumfahrtsysteme',
        ar: 'الطيران والفضاء والأنظمة الفضائية',
      },
      {
        en: 'Telecommunications and cable',
        de: 'Telekommunikation und Kabelnetze',
        ar: 'الاتصالات وشبكات الكابل',
      },
      { en: 'Energy', de: 'Energie', ar: 'الطاقة' },
      {
        en: 'Outdoor recreation',
        de: 'Outdoor- und Freizeitbranche',
        ar: 'الترفيه في الهواء الطلق',
      },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    ],
    intro: {
      en: 'Denver’s aerospace cluster stretches south to Lockheed Martin Space in Littleton and United Launch Alliance in Centennial, and north to Boulder’s satellite and instrument builders. Software companies fill LoDo, RiNo and the Denver Tech Center, the University of Colorado Boulder and Colorado School of Mines supply engineers, and outdoor-industry brands have made the Front Range their home base.',
      de: 'Denvers Luft- und Raumfahrtcluster reicht im Süden bis zu Lockheed Martin Space in Littleton und United Launch Alliance in Centennial und im Norden bis zu den Satelliten- und Instrumentenbauern in Boulder. Softwarefirmen füllen LoDo, RiNo und das Denver Tech Center, die University of Colorado Boulder und die Colorado School of Mines bringen Ingenieure hervor, und Marken der Outdoor-Branche haben die Front Range zu ihrer Heimatbasis gemacht.',
      ar: 'يمتد تجمّع صناعات الطيران والفضاء في دنفر جنوبًا حتى Lockheed Martin Space في ليتلتون وUnited Launch Alliance في سنتينيال، وشمالًا حتى شركات تصنيع الأقمار الصناعية والأجهزة العلمية في بولدر. وتملأ شركات البرمجيات حيَّي لودو وراينو ومنطقة Denver Tech Center، وتخرّج University of Colorado Boulder وColorado School of Mines المهندسين، فيما اتخذت علامات قطاع الأنشطة الخارجية من منطقة فرونت رينج قاعدةً لها.',
    },
    collaboration: {
      en: 'Mountain time puts Denver just one hour behind Austin, so nearly the whole working day overlaps. DEN is a short nonstop flight, and we often combine a Denver workshop with visits to Boulder clients the next day.',
      de: 'Durch die Mountain Time liegt Denver nur eine Stunde hinter Austin, sodass sich fast der gesamte Arbeitstag überschneidet. Nach DEN ist es ein kurzer Direktflug, und oft verbinden wir einen Workshop in Denver mit Besuchen bei Kunden in Boulder am nächsten Tag.',
      ar: 'بفضل التوقيت الجبلي لا تتأخر دنفر عن أوستن سوى ساعة واحدة، فيتداخل يوم العمل بأكمله تقريبًا. والرحلة إلى مطار DEN قصيرة ومباشرة، وكثيرًا ما نجمع بين ورشة عمل في دنفر وزيارات لعملائنا في بولدر في اليوم التالي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Ground-segment operations dashboards',
          de: 'Betriebs-Dashboards für das Bodensegment',
          ar: 'لوحات معلومات لعمليات القطاع الأرضي',
        },
        text: {
          en: 'Pass scheduling, telemetry views and anomaly alerts for small-satellite operators.',
          de: 'Überflugplanung, Telemetrieansichten und Anomaliewarnungen für Betreiber von Kleinsatelliten.',
          ar: 'جدولة مرور الأقمار الصناعية وعرض بيانات القياس عن بُعد وتنبيهات الحالات الشاذة لمشغّلي الأقمار الصناعية الصغيرة.',
        },
      },
      {
        title: {
          en: 'Booking and rental platforms for outdoor brands',
          de: 'Buchungs- und Verleihplattformen für Outdoor-Marken',
          ar: 'منصات الحجز والتأجير لعلامات الأنشطة الخارجية',
        },
        text: {
          en: 'Gear rental, guided trip and lesson booking with inventory that syncs across locations.',
          de: 'Buchung von Ausrüstungsverleih, geführten Touren und Kursen – mit einem Bestand, der über alle Standorte hinweg synchronisiert wird.',
          ar: 'حجز تأجير المعدات والرحلات المصحوبة بمرشدين والدروس، مع مخزون متزامن بين جميع المواقع.',
        },
      },
      {
        title: {
          en: 'Customer apps for broadband providers',
          de: 'Kunden-Apps für Breitbandanbieter',
          ar: 'تطبيقات العملاء لمزوّدي الإنترنت عريض النطاق',
        },
        text: {
          en: 'Self-install, outage and billing apps that reduce truck rolls.',
          de: 'Apps für Selbstinstallation, Störungsinfos und Abrechnung, die Technikereinsätze senken.',
          ar: 'تطبيقات للتركيب الذاتي والإبلاغ عن الانقطاعات والفوترة، تقلّل زيارات الفنيين الميدانية.',
        },
      },
    ],
    nearby: ['colorado', 'salt-lake-city', 'utah'],
    description: {
      en: 'Satellite ops dashboards, outdoor booking platforms and broadband apps for Denver and Boulder companies, built by Fernhill one time zone away in Austin.',
      de: 'Dashboards für den Satellitenbetrieb, Outdoor-Buchungsplattformen und Breitband-Apps für Firmen in Denver und Boulder – von Fernhill in Austin, eine Zeitzone entfernt.',
      ar: 'لوحات معلومات لتشغيل الأقمار الصناعية ومنصات حجز للأنشطة الخارجية وتطبيقات للإنترنت عريض النطاق لشركات دنفر وبولدر، تبنيها Fernhill من أوستن على بُعد منطقة زمنية واحدة.',
    },
  },
  {
    slug: 'washington-dc',
    kind: 'city',
    name: { en: 'Washington, DC', de: 'Washington, DC', ar: 'واشنطن، DC' },
    stateCode: 'DC',
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Federal government and contracting',
        de: 'Bundesbehörden und öffentliche Auftragnehmer',
        ar: 'الحكومة الفيدرالية والتعاقدات الحكومية',
      },
      {
        en: 'Associations and nonprofits',
        de: 'Verbände und Non-Profit-Organisationen',
        ar: 'الجمعيات والمنظمات غير الربحية',
      },
      {
        en: 'Defense and cybersecurity',
        de: 'Verteidigung und Cybersicherheit',
        ar: 'الدفاع والأمن السيبراني',
      },
      {
        en: 'Policy, consulting and media',
        de: 'Politik, Beratung und Medien',
        ar: 'السياسات العامة والاستشارات والإعلام',
      },
      { en: 'Higher education', de: 'Hochschulbildung', ar: 'التعليم العالي' },
    ],
    intro: {
      en: 'Washington’s software market is shaped by the federal government and the contractors, associations and advocacy groups that orbit it, from K Street offices to Tysons and Reston across the river. Amazon’s second headquarters in Arlington’s National Landing has deepened the local engineering pool, and Georgetown, George Washington and Howard universities all run growing computing programs.',
      de: 'Der Softwaremarkt in Washington wird von der Bundesregierung geprägt und von den Auftragnehmern, Verbänden und Interessengruppen, die um sie kreisen – von den Büros an der K Street bis nach Tysons und Reston auf der anderen Flussseite. Amazons zweiter Hauptsitz in National Landing in Arlington hat den lokalen Pool an Ingenieuren vergrößert, und die Georgetown, die George Washington und die Howard University bauen ihre Informatikprogramme stetig aus.',
      ar: 'تُشكّل الحكومة الفيدرالية سوق البرمجيات في واشنطن، ومعها المتعاقدون والجمعيات وجماعات المناصرة التي تدور في فلكها، من مكاتب شارع K إلى تايسونز وريستون على الضفة الأخرى من النهر. وقد عزّز المقر الرئيسي الثاني لـAmazon في ناشيونال لاندينغ بأرلينغتون مخزون الكفاءات الهندسية المحلية، فيما تدير جامعات Georgetown وGeorge Washington وHoward برامج حوسبة متنامية.',
    },
    collaboration: {
      en: 'We keep Eastern hours with DC teams, one hour ahead of Austin, and fly into Reagan National for workshops that often include stakeholders from several agencies or member organizations. Accessibility is not optional in this market, so Section 508 and WCAG 2.2 AA testing is part of every sprint we run for Washington clients.',
      de: 'Mit Teams in DC arbeiten wir nach Eastern Time, eine Stunde vor Austin, und fliegen nach Reagan National zu Workshops, an denen oft Stakeholder aus mehreren Behörden oder Mitgliedsorganisationen teilnehmen. Barrierefreiheit ist in diesem Markt keine Option, sondern Pflicht – deshalb gehören Tests nach Section 508 und WCAG 2.2 AA zu jedem Sprint, den wir für Kunden in Washington durchführen.',
      ar: 'نعمل مع الفرق في واشنطن العاصمة وفق ساعات التوقيت الشرقي، الذي يسبق أوستن بساعة، ونسافر جوًا إلى مطار ريغان الوطني لعقد ورش عمل تضم في الغالب أصحاب مصلحة من عدة جهات حكومية أو منظمات أعضاء. فإمكانية الوصول ليست خيارًا في هذه السوق، ولذلك تُعد اختبارات Section 508 وWCAG 2.2 AA جزءًا من كل سبرنت ننفّذه لعملائنا في واشنطن.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Section 508-compliant public portals',
          de: 'Section-508-konforme öffentliche Portale',
          ar: 'بوابات عامة متوافقة مع Section 508',
        },
        text: {
          en: 'Accessible, plain-language websites and forms for agencies and grantees, tested with screen readers.',
          de: 'Barrierefreie Websites und Formulare in einfacher Sprache für Behörden und Fördermittelempfänger, getestet mit Screenreadern.',
          ar: 'مواقع إلكترونية ونماذج سهلة الوصول بلغة بسيطة للجهات الحكومية والجهات المستفيدة من المنح، مختبرة باستخدام قارئات الشاشة.',
        },
      },
      {
        title: {
          en: 'Member management for associations',
          de: 'Mitgliederverwaltung für Verbände',
          ar: 'إدارة العضوية للجمعيات',
        },
        text: {
          en: 'Dues, events, certifications and committee tools that replace aging association management systems.',
          de: 'Tools für Beiträge, Veranstaltungen, Zertifizierungen und Gremienarbeit, die veraltete Verbandsverwaltungssysteme ablösen.',
          ar: 'أدوات للاشتراكات والفعاليات والشهادات واللجان، تحلّ محل أنظمة إدارة الجمعيات المتقادمة.',
        },
      },
      {
        title: {
          en: 'Grant application and review platforms',
          de: 'Plattformen für Förderanträge und Begutachtung',
          ar: 'منصات لتقديم طلبات المنح ومراجعتها',
        },
        text: {
          en: 'Intake, reviewer scoring and reporting workflows for foundations and program offices.',
          de: 'Workflows für Antragseingang, Bewertung durch Gutachter und Berichterstattung für Stiftungen und Programmbüros.',
          ar: 'مسارات عمل لاستقبال الطلبات وتقييمها من قِبل المراجعين وإعداد التقارير، للمؤسسات المانحة ومكاتب البرامج.',
        },
      },
    ],
    nearby: ['virginia', 'maryland', 'philadelphia'],
    description: {
      en: 'Fernhill builds accessible portals, association platforms and grant systems for Washington, DC agencies, contractors and nonprofits on Eastern time.',
      de: 'Fernhill entwickelt barrierefreie Portale, Verbandsplattformen und Fördersysteme für Behörden, Auftragnehmer und Non-Profits in Washington, DC – nach Eastern Time.',
      ar: 'تبني Fernhill بوابات سهلة الوصول ومنصات للجمعيات وأنظمة للمنح للجهات الحكومية والمتعاقدين والمنظمات غير الربحية في واشنطن العاصمة، وفق التوقيت الشرقي.',
    },
  },
  {
    slug: 'boston',
    kind: 'city',
    name: { en: 'Boston', de: 'Boston', ar: 'بوسطن' },
    stateCode: 'MA',
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Biotech and pharmaceuticals',
        de: 'Biotechnologie und Pharmaindustrie',
        ar: 'التقنية الحيوية والصناعات الدوائية',
      },
      { en: 'Higher education', de: 'Hochschulbildung', ar: 'التعليم العالي' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      { en: 'Asset management', de: 'Vermögensverwaltung', ar: 'إدارة الأصول' },
      { en: 'Robotics', de: 'Robotik', ar: 'الروبوتات' },
    ],
    intro: {
      en: 'Kendall Square in Cambridge packs more biotech and pharma research into a few blocks than almost anywhere else, next to MIT and a short ride from Harvard. The Longwood Medical Area and Mass General Brigham make Boston a hospital and research city, the Seaport hosts newer tech offices, and Fidelity and State Street keep asset management a major employer. MassRobotics supports a large robotics startup community.',
      de: 'Am Kendall Square in Cambridge ballt sich auf wenigen Häuserblocks mehr Biotech- und Pharmaforschung als fast irgendwo sonst – direkt neben dem MIT und nur eine kurze Fahrt von Harvard entfernt. Die Longwood Medical Area und Mass General Brigham machen Boston zu einer Stadt der Kliniken und der Forschung, im Seaport sitzen neuere Tech-Büros, und Fidelity und State Street sorgen dafür, dass die Vermögensverwaltung ein wichtiger Arbeitgeber bleibt. MassRobotics unterstützt eine große Community von Robotik-Start-ups.',
      ar: 'تضم ساحة كيندال في كامبريدج أبحاثًا في التقنية الحيوية والصناعات الدوائية ضمن بضعة مربعات سكنية أكثر مما يضمه أي مكان آخر تقريبًا، بجوار MIT وعلى مسافة قصيرة من Harvard. وتجعل منطقة لونغوود الطبية وMass General Brigham من بوسطن مدينةً للمستشفيات والأبحاث، ويحتضن حي سيبورت مكاتب تقنية أحدث، فيما تُبقي Fidelity وState Street قطاع إدارة الأصول جهة توظيف رئيسية. وتدعم MassRobotics مجتمعًا كبيرًا من الشركات الناشئة في مجال الروبوتات.',
    },
    collaboration: {
      en: 'Research-heavy Boston clients often need engineers who can read a protocol or a paper, so we staff those engagements with people who have worked in regulated labs and clinical settings. Daily check-ins happen mid-morning in Cambridge and early in Austin, and our leads fly into Logan for quarterly planning and lab walkthroughs.',
      de: 'Forschungsintensive Kunden in Boston brauchen oft Entwicklerinnen und Entwickler, die ein Studienprotokoll oder ein Paper lesen können, deshalb besetzen wir diese Projekte mit Leuten, die bereits in regulierten Laboren und im klinischen Umfeld gearbeitet haben. Die täglichen Check-ins finden in Cambridge am Vormittag und in Austin früh am Morgen statt, und unsere Projektverantwortlichen fliegen zu Quartalsplanungen und Laborrundgängen nach Logan.',
      ar: 'كثيرًا ما يحتاج عملاؤنا في بوسطن، الذين يغلب على عملهم الطابع البحثي، إلى مهندسين قادرين على قراءة بروتوكول بحثي أو ورقة علمية، لذا نسند هذه المشاريع إلى أشخاص عملوا في مختبرات خاضعة للتنظيم وبيئات سريرية. وتُعقد الاجتماعات اليومية القصيرة في منتصف الصباح في كامبريدج وفي الصباح الباكر في أوستن، ويسافر قادة فرقنا إلى مطار لوغان للتخطيط ربع السنوي والجولات في المختبرات.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Electronic lab notebook integrations',
          de: 'Integrationen für elektronische Laborbücher',
          ar: 'تكامل دفاتر المختبر الإلكترونية',
        },
        text: {
          en: 'Connecting instruments, inventory and ELN records so experiment data flows without manual re-entry.',
          de: 'Geräte, Bestände und ELN-Einträge werden verbunden, damit Versuchsdaten ohne erneute manuelle Eingabe fließen.',
          ar: 'ربط الأجهزة والمخزون وسجلات دفتر المختبر الإلكتروني (ELN) لتتدفق بيانات التجارب دون إعادة إدخالها يدويًا.',
        },
      },
      {
        title: {
          en: 'Investor reporting for asset managers',
          de: 'Investorenreporting für Vermögensverwalter',
          ar: 'تقارير المستثمرين لشركات إدارة الأصول',
        },
        text: {
          en: 'Fund performance, holdings and document portals generated from the firm’s data warehouse.',
          de: 'Fondsperformance, Bestände und Dokumentenportale, generiert aus dem Data Warehouse des Unternehmens.',
          ar: 'أداء الصناديق والحيازات وبوابات المستندات، تُولَّد من مستودع بيانات الشركة.',
        },
      },
      {
        title: {
          en: 'Fleet monitoring for robotics startups',
          de: 'Flottenmonitoring für Robotik-Start-ups',
          ar: 'مراقبة الأساطيل للشركات الناشئة في مجال الروبوتات',
        },
        text: {
          en: 'Cloud dashboards that track robot health, missions and software versions across customer sites.',
          de: 'Cloud-Dashboards, die Zustand, Einsätze und Softwareversionen von Robotern über alle Kundenstandorte hinweg verfolgen.',
          ar: 'لوحات معلومات سحابية تتابع حالة الروبوتات ومهامها وإصدارات برمجياتها في جميع مواقع العملاء.',
        },
      },
    ],
    nearby: ['massachusetts', 'new-york', 'new-york-city'],
    description: {
      en: 'Lab integrations, investor reporting and robot fleet monitoring for Boston biotech, asset management and robotics teams, from Fernhill’s senior engineers.',
      de: 'Laborintegrationen, Investorenreporting und Roboterflotten-Monitoring für Biotech-, Vermögensverwaltungs- und Robotikteams in Boston – von Fernhills erfahrenem Team.',
      ar: 'تكامل أنظمة المختبرات وتقارير المستثمرين ومراقبة أساطيل الروبوتات لفرق التقنية الحيوية وإدارة الأصول والروبوتات في بوسطن، يقدّمها كبار مهندسي Fernhill.',
    },
  },
  {
    slug: 'nashville',
    kind: 'city',
    name: { en: 'Nashville', de: 'Nashville', ar: 'ناشفيل' },
    stateCode: 'TN',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      { en: 'Healthcare management', de: 'Gesundheitsmanagement', ar: 'إدارة الرعاية الصحية' },
      { en: 'Music and entertainment', de: 'Musik und Unterhaltung', ar: 'الموسيقى والترفيه' },
      { en: 'Tourism and hospitality', de: 'Tourismus und Gastgewerbe', ar: 'السياحة والضيافة' },
      { en: 'Automotive manufacturing', de: 'Automobilproduktion', ar: 'تصنيع السيارات' },
      { en: 'Technology operations', de: 'Technologie- und IT-Betrieb', ar: 'العمليات التقنية' },
    ],
    intro: {
      en: 'Nashville is the country’s healthcare management capital: HCA Healthcare is headquartered here, and hundreds of health services companies followed. Music Row and the publishing houses around it keep the entertainment business local, Vanderbilt University Medical Center is a major research hospital, and Amazon’s operations center at Nashville Yards has added a large technology workforce to the Gulch and downtown.',
      de: 'Nashville ist die Hauptstadt des Gesundheitsmanagements in den USA: HCA Healthcare hat hier seinen Hauptsitz, und Hunderte Gesundheitsdienstleister sind gefolgt. Music Row und die umliegenden Musikverlage halten das Unterhaltungsgeschäft vor Ort, das Vanderbilt University Medical Center ist ein bedeutendes Forschungsklinikum, und Amazons Operations Center in den Nashville Yards hat eine große Tech-Belegschaft in die Gulch und nach Downtown gebracht.',
      ar: 'ناشفيل عاصمة إدارة الرعاية الصحية في البلاد: ففيها المقر الرئيسي لـHCA Healthcare، وتبعتها مئات شركات الخدمات الصحية. ويُبقي «ميوزيك رو» ودور النشر الموسيقي المحيطة به صناعةَ الترفيه في المدينة، ويُعد Vanderbilt University Medical Center مستشفى بحثيًا كبيرًا، فيما أضاف مركز عمليات Amazon في ناشفيل ياردز قوة عاملة تقنية كبيرة إلى حي ذا غالتش ووسط المدينة.',
    },
    collaboration: {
      en: 'Your sprint calendar and ours can be identical, since Nashville and Austin both run on Central time. We fly into BNA for on-site workshops and often schedule sessions with revenue-cycle and clinical operations staff together, since many Nashville products serve both.',
      de: 'Ihr Sprint-Kalender und unserer können identisch sein, denn Nashville und Austin liegen beide in der Central Time. Für Workshops vor Ort fliegen wir nach BNA und planen Sessions oft gemeinsam mit den Teams aus Revenue Cycle und klinischem Betrieb, weil viele Produkte aus Nashville beiden dienen.',
      ar: 'يمكن أن يتطابق جدول السبرنت لديك مع جدولنا تمامًا، فناشفيل وأوستن تعملان وفق التوقيت المركزي. ونسافر جوًا إلى مطار BNA لعقد ورش عمل حضورية، وكثيرًا ما نجمع في الجلسات بين فرق دورة الإيرادات والعمليات السريرية، لأن كثيرًا من منتجات ناشفيل يخدم الفريقين معًا.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Revenue-cycle analytics for health systems',
          de: 'Revenue-Cycle-Analysen für Gesundheitsverbünde',
          ar: 'تحليلات دورة الإيرادات للأنظمة الصحية',
        },
        text: {
          en: 'Denial, charge-lag and payer-mix dashboards on a HIPAA-compliant data warehouse, refreshed daily.',
          de: 'Dashboards zu Ablehnungen, Abrechnungsverzug und Kostenträgermix auf einem HIPAA-konformen Data Warehouse, täglich aktualisiert.',
          ar: 'لوحات معلومات لحالات رفض المطالبات وتأخر تسجيل الرسوم ومزيج الجهات الدافعة، مبنية على مستودع بيانات متوافق مع HIPAA وتُحدَّث يوميًا.',
        },
      },
      {
        title: {
          en: 'Royalty statements for publishers and songwriters',
          de: 'Tantiemenabrechnungen für Verlage und Songwriter',
          ar: 'كشوف العوائد لدور النشر وكتّاب الأغاني',
        },
        text: {
          en: 'Ingesting streaming and performance-rights reports and turning them into clear statements for writers.',
          de: 'Streaming- und Aufführungsrechte-Reports werden eingelesen und in verständliche Abrechnungen für Songwriter umgewandelt.',
          ar: 'استيعاب تقارير البث الرقمي وحقوق الأداء العلني وتحويلها إلى كشوف واضحة للمؤلفين.',
        },
      },
      {
        title: {
          en: 'Event and venue ticketing',
          de: 'Ticketing für Events und Veranstaltungsorte',
          ar: 'أنظمة التذاكر للفعاليات وأماكن العروض',
        },
        text: {
          en: 'Box office, access control and upsell tools for venues handling large visitor crowds.',
          de: 'Kasse, Einlasskontrolle und Upselling-Tools für Veranstaltungsorte mit großem Besucherandrang.',
          ar: 'أدوات لشباك التذاكر والتحكم في الدخول والعروض الإضافية لأماكن العروض التي تستقبل حشودًا كبيرة من الزوار.',
        },
      },
    ],
    nearby: ['tennessee', 'kentucky', 'alabama'],
    description: {
      en: 'Revenue-cycle analytics, royalty systems and ticketing software for Nashville health care and entertainment companies, built by Fernhill on Central time.',
      de: 'Revenue-Cycle-Analysen, Tantiemensysteme und Ticketing-Software für Gesundheits- und Unterhaltungsunternehmen in Nashville – entwickelt von Fernhill nach Central Time.',
      ar: 'تحليلات لدورة الإيرادات وأنظمة للعوائد وبرمجيات للتذاكر لشركات الرعاية الصحية والترفيه في ناشفيل، تبنيها Fernhill وفق التوقيت المركزي.',
    },
  },
  {
    slug: 'miami',
    kind: 'city',
    name: { en: 'Miami', de: 'Miami', ar: 'ميامي' },
    stateCode: 'FL',
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'International trade and Latin American business',
        de: 'Internationaler Handel und Lateinamerikageschäft',
        ar: 'التجارة الدولية والأعمال مع أمريكا اللاتينية',
      },
      {
        en: 'Banking and fintech',
        de: 'Bankwesen und Fintech',
        ar: 'الخدمات المصرفية والتقنية المالية',
      },
      {
        en: 'Tourism and cruise lines',
        de: 'Tourismus und Kreuzfahrtreedereien',
        ar: 'السياحة وخطوط الرحلات البحرية',
      },
      { en: 'Real estate', de: 'Immobilien', ar: 'العقارات' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    ],
    intro: {
      en: 'Miami is the business gateway to Latin America, and Brickell has become its financial district, with international banks, family offices and a wave of fintech and crypto firms that arrived after 2020. PortMiami is a major cruise homeport, Wynwood hosts creative and startup studios, and the University of Miami, FIU and Miami Dade College train the bilingual workforce, while the eMerge Americas conference draws investors each spring.',
      de: 'Miami ist das Tor der Wirtschaft nach Lateinamerika, und Brickell hat sich zum Finanzviertel der Stadt entwickelt – mit internationalen Banken, Family Offices und einer Welle von Fintech- und Kryptofirmen, die nach 2020 kamen. PortMiami ist ein wichtiger Heimathafen für Kreuzfahrten, in Wynwood sitzen Kreativ- und Start-up-Studios, und die University of Miami, die FIU und das Miami Dade College bilden die zweisprachigen Fachkräfte aus, während die Konferenz eMerge Americas jedes Frühjahr Investoren anzieht.',
      ar: 'ميامي بوابة الأعمال إلى أمريكا اللاتينية، وقد أصبح حي بريكل حيّها المالي، إذ يضم بنوكًا دولية ومكاتب عائلية وموجة من شركات التقنية المالية والعملات المشفرة التي وصلت بعد عام 2020. ويُعد PortMiami ميناءً رئيسيًا لانطلاق الرحلات البحرية، ويحتضن حي وينوود استوديوهات إبداعية وأخرى للشركات الناشئة، وتؤهّل University of Miami وFIU وMiami Dade College القوة العاملة ثنائية اللغة، فيما يجذب مؤتمر eMerge Americas المستثمرين كل ربيع.',
    },
    collaboration: {
      en: 'Our Medellín hub is a short flight from Miami, and many of our engineers and designers there are bilingual, which matters for products serving both US and Latin American customers. We keep Eastern hours with Miami teams and can hold workshops in Brickell or in Medellín.',
      de: 'Unser Standort in Medellín ist nur einen kurzen Flug von Miami entfernt, und viele unserer Fachleute aus Entwicklung und Design dort sind zweisprachig – wichtig für Produkte, die Kunden in den USA und in Lateinamerika bedienen. Mit Teams in Miami arbeiten wir nach Eastern Time und können Workshops in Brickell oder in Medellín abhalten.',
      ar: 'يبعد مركزنا في ميديلين رحلة جوية قصيرة عن ميامي، وكثير من مهندسينا ومصممينا هناك ثنائيو اللغة، وهو أمر مهم للمنتجات التي تخدم العملاء في الولايات المتحدة وأمريكا اللاتينية معًا. ونعمل مع فرق ميامي وفق ساعات التوقيت الشرقي، ويمكننا عقد ورش العمل في بريكل أو في ميديلين.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Bilingual customer apps',
          de: 'Zweisprachige Kunden-Apps',
          ar: 'تطبيقات عملاء ثنائية اللغة',
        },
        text: {
          en: 'English and Spanish experiences designed together, not translated after launch, with content workflows for both markets.',
          de: 'Englische und spanische Nutzererlebnisse, die gemeinsam gestaltet und nicht erst nach dem Launch übersetzt werden – mit Content-Workflows für beide Märkte.',
          ar: 'تجارب باللغتين الإنجليزية والإسبانية تُصمَّم معًا، لا تُترجم بعد الإطلاق، مع مسارات عمل للمحتوى في السوقين.',
        },
      },
      {
        title: {
          en: 'Cross-border payments and remittances',
          de: 'Grenzüberschreitende Zahlungen und Überweisungen',
          ar: 'المدفوعات والتحويلات المالية العابرة للحدود',
        },
        text: {
          en: 'Payment flows, FX quoting and compliance checks for fintechs moving money between the US and Latin America.',
          de: 'Zahlungsabläufe, Devisenkurse und Compliance-Prüfungen für Fintechs, die Geld zwischen den USA und Lateinamerika bewegen.',
          ar: 'مسارات الدفع وتسعير صرف العملات وفحوص الامتثال لشركات التقنية المالية التي تنقل الأموال بين الولايات المتحدة وأمريكا اللاتينية.',
        },
      },
      {
        title: {
          en: 'Condo association and property management',
          de: 'Verwaltung von Eigentümergemeinschaften und Immobilien',
          ar: 'إدارة اتحادات الملاك والعقارات',
        },
        text: {
          en: 'Owner portals, maintenance requests and building-safety document tracking for high-rise communities.',
          de: 'Eigentümerportale, Wartungsanfragen und die Nachverfolgung von Gebäudesicherheitsdokumenten für Hochhauswohnanlagen.',
          ar: 'بوابات للملاك وطلبات صيانة وتتبّع لوثائق سلامة المباني للمجمعات السكنية الشاهقة.',
        },
      },
    ],
    nearby: ['florida', 'jacksonville'],
    description: {
      en: 'Bilingual apps, cross-border payments and property tools for Miami fintech, trade, tourism and real estate firms, with nearshore engineers in Medellín.',
      de: 'Zweisprachige Apps, grenzüberschreitende Zahlungen und Immobilientools für Fintech-, Handels-, Tourismus- und Immobilienfirmen in Miami – mit Nearshore-Fachleuten in Medellín.',
      ar: 'تطبيقات ثنائية اللغة ومدفوعات عابرة للحدود وأدوات عقارية لشركات التقنية المالية والتجارة والسياحة والعقارات في ميامي، مع مهندسين قريبين جغرافيًا (nearshore) في ميديلين.',
    },
  },
  {
    slug: 'atlanta',
    kind: 'city',
    name: { en: 'Atlanta', de: 'Atlanta', ar: 'أتلانتا' },
    stateCode: 'GA',
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Payments and fintech',
        de: 'Zahlungsverkehr und Fintech',
        ar: 'المدفوعات والتقنية المالية',
      },
      {
        en: 'Logistics and aviation',
        de: 'Logistik und Luftfahrt',
        ar: 'الخدمات اللوجستية والطيران',
      },
      {
        en: 'Media and film production',
        de: 'Medien und Filmproduktion',
        ar: 'الإعلام والإنتاج السينمائي',
      },
      { en: 'Public health', de: 'Öffentliche Gesundheit', ar: 'الصحة العامة' },
      { en: 'Retail', de: 'Einzelhandel', ar: 'تجارة التجزئة' },
    ],
    intro: {
      en: 'Atlanta processes a large share of the country’s card payments, a cluster known locally as Transaction Alley, and it is home to UPS, Delta and The Home Depot. Tech Square in Midtown puts Georgia Tech’s ATDC incubator beside corporate innovation centers, the CDC and Emory make public health a major field, and Atlanta Tech Village in Buckhead supports hundreds of startups.',
      de: 'In Atlanta wird ein großer Teil der Kartenzahlungen des Landes abgewickelt – ein Cluster, der vor Ort als „Transaction Alley“ bekannt ist –, und die Stadt ist Sitz von UPS, Delta und The Home Depot. Der Tech Square in Midtown bringt den ATDC-Inkubator der Georgia Tech und Innovationszentren von Konzernen zusammen, die CDC und die Emory machen öffentliche Gesundheit zu einem wichtigen Feld, und das Atlanta Tech Village in Buckhead unterstützt Hunderte Start-ups.',
      ar: 'تعالج أتلانتا حصة كبيرة من مدفوعات البطاقات في البلاد، ضمن تجمّع يُعرف محليًا باسم «زقاق المعاملات» (Transaction Alley)، وهي موطن UPS وDelta وThe Home Depot. ويجمع Tech Square في ميدتاون بين حاضنة ATDC التابعة لـGeorgia Tech ومراكز الابتكار التابعة للشركات، ويجعل CDC وEmory من الصحة العامة مجالًا رئيسيًا، فيما تدعم Atlanta Tech Village في باكهيد مئات الشركات الناشئة.',
    },
    collaboration: {
      en: 'Hartsfield–Jackson is a Delta hub with frequent nonstops from Austin, so on-site workshops are simple to arrange. Our Medellín engineers match Atlanta’s clock in winter and sit an hour behind it in summer, just like our Austin staff.',
      de: 'Hartsfield–Jackson ist ein Delta-Drehkreuz mit häufigen Direktflügen ab Austin, Workshops vor Ort lassen sich also leicht organisieren. Unser Entwicklungsteam in Medellín arbeitet im Winter zur selben Uhrzeit wie Atlanta und liegt im Sommer eine Stunde zurück – genau wie unser Team in Austin.',
      ar: 'يُعد مطار هارتسفيلد–جاكسون مركزًا رئيسيًا لشركة Delta، وتربطه رحلات مباشرة متكررة بأوستن، لذا يسهل ترتيب ورش العمل الحضورية. ويعمل مهندسونا في ميديلين وفق توقيت أتلانتا نفسه في الشتاء، ويتأخرون عنه ساعة واحدة في الصيف، تمامًا مثل فريقنا في أوستن.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Merchant onboarding for payment processors',
          de: 'Händler-Onboarding für Zahlungsdienstleister',
          ar: 'إلحاق التجار لشركات معالجة المدفوعات',
        },
        text: {
          en: 'Application, underwriting and boarding workflows that cut time-to-first-transaction for small businesses.',
          de: 'Workflows für Antrag, Risikoprüfung und Aufschaltung, die kleinen Unternehmen den Weg zur ersten Transaktion verkürzen.',
          ar: 'مسارات عمل لتقديم الطلبات وتقييم المخاطر وتفعيل الحسابات، تختصر الوقت حتى أول معاملة للشركات الصغيرة.',
        },
      },
      {
        title: {
          en: 'Last-mile delivery tools',
          de: 'Tools für die letzte Meile',
          ar: 'أدوات توصيل الميل الأخير',
        },
        text: {
          en: 'Driver apps, proof of delivery and customer notifications for regional carriers.',
          de: 'Fahrer-Apps, Zustellnachweise und Kundenbenachrichtigungen für regionale Transportunternehmen.',
          ar: 'تطبيقات للسائقين وإثبات التسليم وإشعارات العملاء لشركات النقل الإقليمية.',
        },
      },
      {
        title: {
          en: 'Public health data dashboards',
          de: 'Daten-Dashboards für öffentliche Gesundheit',
          ar: 'لوحات معلومات لبيانات الصحة العامة',
        },
        text: {
          en: 'Surveillance and program dashboards that combine lab, clinic and survey data for health departments.',
          de: 'Dashboards für Krankheitsüberwachung und Programme, die Labor-, Klinik- und Umfragedaten für Gesundheitsbehörden zusammenführen.',
          ar: 'لوحات معلومات للترصد الوبائي ومتابعة البرامج تجمع بيانات المختبرات والعيادات والمسوحات لإدارات الصحة.',
        },
      },
    ],
    nearby: ['georgia', 'charlotte', 'alabama', 'nashville'],
    description: {
      en: 'Atlanta payment processors, carriers and public health teams work with Fernhill on merchant onboarding, delivery and data dashboard software.',
      de: 'Zahlungsdienstleister, Transporteure und Gesundheitsbehörden in Atlanta entwickeln mit Fernhill Software für Händler-Onboarding, Zustellung und Daten-Dashboards.',
      ar: 'يعمل معالجو المدفوعات وشركات النقل وفرق الصحة العامة في أتلانتا مع Fernhill على برمجيات إلحاق التجار والتوصيل ولوحات معلومات البيانات.',
    },
  },
  {
    slug: 'portland',
    kind: 'city',
    name: { en: 'Portland', de: 'Portland', ar: 'بورتلاند' },
    stateCode: 'OR',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      {
        en: 'Athletic and outdoor apparel',
        de: 'Sport- und Outdoorbekleidung',
        ar: 'الملابس الرياضية وملابس الأنشطة الخارجية',
      },
      { en: 'Semiconductors', de: 'Halbleiter', ar: 'أشباه الموصلات' },
      {
        en: 'Healthcare and research',
        de: 'Gesundheitswesen und Forschung',
        ar: 'الرعاية الصحية والبحث العلمي',
      },
      { en: 'Food and beverage', de: 'Lebensmittel und Getränke', ar: 'الأغذية والمشروبات' },
      { en: 'Creative services', de: 'Kreativdienstleistungen', ar: 'الخدمات الإبداعية' },
    ],
    intro: {
      en: 'Portland’s business scene revolves around athletic and outdoor apparel: Nike is in nearby Beaverton, and Adidas North America and Columbia Sportswear are also local. Intel’s Hillsboro campus anchors the Silicon Forest to the west, OHSU runs the region’s main academic medical center on Marquam Hill, and the Pearl District and Central Eastside hold many of the city’s agencies and smaller software firms.',
      de: 'Die Wirtschaft in Portland dreht sich um Sport- und Outdoorbekleidung: Nike sitzt im nahen Beaverton, und auch Adidas North America und Columbia Sportswear sind hier ansässig. Intels Campus in Hillsboro bildet das Herz des „Silicon Forest“ im Westen, die OHSU betreibt auf dem Marquam Hill das wichtigste Universitätsklinikum der Region, und im Pearl District und in Central Eastside sitzen viele Agenturen und kleinere Softwarefirmen der Stadt.',
      ar: 'يدور المشهد التجاري في بورتلاند حول الملابس الرياضية وملابس الأنشطة الخارجية: فـNike في بيفرتون القريبة، وAdidas North America وColumbia Sportswear موجودتان محليًا أيضًا. ويشكّل حرم Intel في هيلزبورو ركيزة «غابة السيليكون» (Silicon Forest) غربًا، وتدير OHSU المركز الطبي الأكاديمي الرئيسي في المنطقة على تلة ماركوام، فيما يضم حي بيرل ومنطقة سنترال إيستسايد كثيرًا من الوكالات وشركات البرمجيات الأصغر في المدينة.',
    },
    collaboration: {
      en: 'Apparel clients work to seasonal calendars, so we plan releases around line reviews and sell-in dates rather than arbitrary sprint counts. The Pacific clock puts Portland two hours behind our Austin office, and we fly into PDX for the moments that matter, such as a line review or a wholesale launch.',
      de: 'Kunden aus der Bekleidungsbranche arbeiten nach saisonalen Kalendern, deshalb planen wir Releases entlang von Line Reviews und Sell-in-Terminen statt nach willkürlichen Sprint-Zahlen. Durch die Pacific Time liegt Portland zwei Stunden hinter unserem Büro in Austin, und für die entscheidenden Momente wie ein Line Review oder einen Launch im Großhandel fliegen wir nach PDX.',
      ar: 'يعمل عملاؤنا في قطاع الملابس وفق تقويمات موسمية، لذا نخطط للإصدارات حول مراجعات التشكيلات ومواعيد البيع لتجار التجزئة بدلًا من أعداد عشوائية من السبرنتات. ويضع توقيت المحيط الهادئ بورتلاند متأخرةً ساعتين عن مكتبنا في أوستن، ونسافر جوًا إلى مطار PDX في اللحظات المهمة، مثل مراجعة تشكيلة أو إطلاق لتجارة الجملة.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Product lifecycle integrations for apparel',
          de: 'PLM-Integrationen für Bekleidungsmarken',
          ar: 'تكامل أنظمة دورة حياة المنتج لقطاع الملابس',
        },
        text: {
          en: 'Connecting PLM, sampling and costing data so product teams see one version of each style.',
          de: 'PLM-, Musterungs- und Kalkulationsdaten werden verbunden, damit Produktteams von jedem Modell nur eine Version sehen.',
          ar: 'ربط بيانات إدارة دورة حياة المنتج (PLM) والعينات والتكاليف، ليرى فريق المنتج نسخة واحدة من كل تصميم.',
        },
      },
      {
        title: {
          en: 'Wholesale ordering portals',
          de: 'Bestellportale für den Großhandel',
          ar: 'بوابات طلبات الجملة',
        },
        text: {
          en: 'B2B ordering for retail accounts with assortments, prebooks and allocation built in.',
          de: 'B2B-Bestellungen für Handelskunden mit integrierten Sortimenten, Vorbestellungen und Warenzuteilung.',
          ar: 'طلبات بين الشركات (B2B) لحسابات التجزئة، مع تشكيلات وطلبات مسبقة وتخصيص للبضائع مدمجة فيها.',
        },
      },
      {
        title: {
          en: 'Research participant apps',
          de: 'Apps für Studienteilnehmende',
          ar: 'تطبيقات للمشاركين في الأبحاث',
        },
        text: {
          en: 'Study enrollment, surveys and wearable data capture for academic research teams.',
          de: 'Studienanmeldung, Befragungen und Datenerfassung über Wearables für akademische Forschungsteams.',
          ar: 'التسجيل في الدراسات والاستبيانات وجمع بيانات الأجهزة القابلة للارتداء لفرق البحث الأكاديمي.',
        },
      },
    ],
    nearby: ['oregon', 'seattle', 'washington'],
    description: {
      en: 'Custom software for Portland apparel brands, semiconductor suppliers and research teams, planned around your product seasons and built on Pacific time.',
      de: 'Individuelle Software für Bekleidungsmarken, Halbleiterzulieferer und Forschungsteams in Portland – geplant nach Ihren Produktsaisons und entwickelt nach Pacific Time.',
      ar: 'برمجيات مخصصة لعلامات الملابس وموردي أشباه الموصلات وفرق البحث في بورتلاند، مخططة حول مواسم منتجاتك ومبنية وفق توقيت المحيط الهادئ.',
    },
  },
  {
    slug: 'las-vegas',
    kind: 'city',
    name: { en: 'Las Vegas', de: 'Las Vegas', ar: 'لاس فيغاس' },
    stateCode: 'NV',
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      { en: 'Gaming and resorts', de: 'Glücksspiel und Resorts', ar: 'الكازينوهات والمنتجعات' },
      {
        en: 'Conventions and trade shows',
        de: 'Kongresse und Messen',
        ar: 'المؤتمرات والمعارض التجارية',
      },
      {
        en: 'Sports and live entertainment',
        de: 'Sport und Live-Entertainment',
        ar: 'الرياضة والترفيه الحي',
      },
      { en: 'Construction and real estate', de: 'Bau und Immobilien', ar: 'البناء والعقارات' },
      { en: 'Logistics', de: 'Logistik', ar: 'الخدمات اللوجستية' },
    ],
    intro: {
      en: 'Las Vegas runs on hospitality at enormous scale: Strip resorts manage tens of thousands of rooms, and the Las Vegas Convention Center hosts trade shows such as CES every January. Pro sports teams and venues such as Sphere have added a live-entertainment economy, Downtown’s Fremont East has drawn small tech firms, and UNLV’s Harry Reid Research and Technology Park supports applied research.',
      de: 'Las Vegas lebt vom Gastgewerbe in gewaltigem Maßstab: Die Resorts am Strip verwalten Zehntausende Zimmer, und im Las Vegas Convention Center finden jeden Januar Messen wie die CES statt. Profisportteams und Veranstaltungsorte wie die Sphere haben eine Live-Entertainment-Wirtschaft entstehen lassen, Fremont East in Downtown hat kleine Techfirmen angezogen, und der Harry Reid Research and Technology Park der UNLV fördert angewandte Forschung.',
      ar: 'تقوم لاس فيغاس على قطاع الضيافة بحجم هائل: إذ تدير منتجعات «ذا ستريب» عشرات الآلاف من الغرف، ويستضيف Las Vegas Convention Center معارض تجارية مثل CES كل يناير. وأضافت فرق الرياضة الاحترافية وأماكن العروض مثل Sphere اقتصادًا قائمًا على الترفيه الحي، واستقطبت منطقة فريمونت إيست في وسط المدينة شركات تقنية صغيرة، فيما يدعم Harry Reid Research and Technology Park التابع لـUNLV البحوث التطبيقية.',
    },
    collaboration: {
      en: 'Las Vegas keeps Pacific time, two hours behind Austin, and its calendar is set by convention season, so we avoid cutovers during major shows. Harry Reid International has frequent nonstops from Austin, and we often schedule on-site sessions around your slower midweek days.',
      de: 'Las Vegas liegt in der Pacific Time, zwei Stunden hinter Austin, und der Kalender der Stadt richtet sich nach der Messesaison – Systemumstellungen während großer Messen vermeiden wir daher. Zum Harry Reid International Airport gibt es häufige Direktflüge ab Austin, und Termine vor Ort legen wir oft auf Ihre ruhigeren Tage unter der Woche.',
      ar: 'تعمل لاس فيغاس وفق توقيت المحيط الهادئ، متأخرةً ساعتين عن أوستن، ويتحدد تقويمها بموسم المؤتمرات، لذا نتجنب عمليات الانتقال إلى الأنظمة الجديدة خلال المعارض الكبرى. وتتوفر رحلات مباشرة متكررة من أوستن إلى مطار هاري ريد الدولي، وكثيرًا ما نحدد مواعيد الجلسات الحضورية في أيام منتصف الأسبوع الأهدأ لديك.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Loyalty and guest apps for resorts',
          de: 'Kundenbindungs- und Gäste-Apps für Resorts',
          ar: 'تطبيقات الولاء والضيوف للمنتجعات',
        },
        text: {
          en: 'Mobile check-in, digital keys, offers and loyalty balances across hotel, dining and entertainment.',
          de: 'Mobiler Check-in, digitale Schlüssel, Angebote und Bonuspunktestände für Hotel, Gastronomie und Entertainment.',
          ar: 'تسجيل الوصول عبر الجوال والمفاتيح الرقمية والعروض وأرصدة نقاط الولاء عبر الفندق والمطاعم والترفيه.',
        },
      },
      {
        title: {
          en: 'Exhibitor management for conventions',
          de: 'Ausstellermanagement für Messen',
          ar: 'إدارة العارضين للمؤتمرات',
        },
        text: {
          en: 'Booth sales, floor plans, badge scanning and lead retrieval in one platform.',
          de: 'Standverkauf, Hallenpläne, Ausweisscans und Erfassung von Interessenten auf einer Plattform.',
          ar: 'بيع الأجنحة ومخططات القاعات ومسح الشارات وجمع بيانات العملاء المحتملين في منصة واحدة.',
        },
      },
      {
        title: {
          en: 'Staff scheduling for venues',
          de: 'Personalplanung für Veranstaltungsorte',
          ar: 'جدولة الموظفين لأماكن العروض',
        },
        text: {
          en: 'Shift planning for large hourly workforces, with union rules and event-driven demand built in.',
          de: 'Schichtplanung für große Belegschaften auf Stundenbasis, mit integrierten Gewerkschaftsregeln und veranstaltungsabhängigem Bedarf.',
          ar: 'تخطيط المناوبات لأعداد كبيرة من العاملين بالساعة، مع مراعاة قواعد النقابات والطلب المرتبط بالفعاليات.',
        },
      },
    ],
    nearby: ['phoenix', 'los-angeles', 'utah', 'arizona'],
    description: {
      en: 'Fernhill builds guest, convention and workforce software for Las Vegas resorts, venues and event organizers, scheduled around convention season.',
      de: 'Fernhill entwickelt Software für Gäste, Messen und Personal für Resorts, Veranstaltungsorte und Eventveranstalter in Las Vegas – abgestimmt auf die Messesaison.',
      ar: 'تبني Fernhill برمجيات للضيوف والمؤتمرات والقوى العاملة لمنتجعات لاس فيغاس وأماكن العروض ومنظمي الفعاليات، مع جدولة تراعي موسم المؤتمرات.',
    },
  },
  {
    slug: 'detroit',
    kind: 'city',
    name: { en: 'Detroit', de: 'Detroit', ar: 'ديترويت' },
    stateCode: 'MI',
    timeZone: 'America/Detroit',
    leadingIndustries: [
      { en: 'Automotive manufacturing', de: 'Automobilproduktion', ar: 'تصنيع السيارات' },
      {
        en: 'Mobility and electric vehicles',
        de: 'Mobilität und Elektrofahrzeuge',
        ar: 'التنقل والمركبات الكهربائية',
      },
      {
        en: 'Mortgage and fintech',
        de: 'Hypotheken und Fintech',
        ar: 'الرهن العقاري والتقنية المالية',
      },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      { en: 'Supplier manufacturing', de: 'Zulieferindustrie', ar: 'صناعات الموردين' },
    ],
    intro: {
      en: 'Detroit is still the center of the American auto industry, with General Motors downtown, Ford in Dearborn and Stellantis in Auburn Hills, surrounded by hundreds of tier-one and tier-two suppliers. Ford’s restored Michigan Central Station in Corktown has become a mobility innovation hub, Rocket Companies anchors a fintech workforce downtown, and Wayne State and the University of Michigan in Ann Arbor supply engineers.',
      de: 'Detroit ist nach wie vor das Zentrum der amerikanischen Autoindustrie – mit General Motors in Downtown, Ford in Dearborn und Stellantis in Auburn Hills, umgeben von Hunderten Tier-1- und Tier-2-Zulieferern. Die von Ford restaurierte Michigan Central Station in Corktown ist zu einem Innovationszentrum für Mobilität geworden, Rocket Companies bindet eine große Fintech-Belegschaft an Downtown, und die Wayne State und die University of Michigan in Ann Arbor bringen Ingenieure hervor.',
      ar: 'لا تزال ديترويت مركز صناعة السيارات الأمريكية، حيث تقع General Motors في وسط المدينة وFord في ديربورن وStellantis في أوبورن هيلز، وتحيط بها مئات الموردين من المستويين الأول والثاني. وقد تحولت محطة ميشيغان سنترال التي رمّمتها Ford في حي كوركتاون إلى مركز لابتكارات التنقل، وتشكّل Rocket Companies ركيزة لقوة عاملة في التقنية المالية بوسط المدينة، فيما تمدّ Wayne State وUniversity of Michigan في آن آربر السوق بالمهندسين.',
    },
    collaboration: {
      en: 'Auto programs run on model-year timelines and launch gates, so we align our roadmaps to your calendar rather than ours. We fly into DTW for supplier and dealer sessions, and when a project touches plants in Mexico, engineers from our Mexico City hub join the team.',
      de: 'Automobilprogramme folgen Modelljahren und Launch-Gates, deshalb richten wir unsere Roadmaps nach Ihrem Kalender aus, nicht nach unserem. Für Sessions mit Zulieferern und Händlern fliegen wir nach DTW, und wenn ein Projekt Werke in Mexiko betrifft, kommen Entwicklerinnen und Entwickler von unserem Standort in Mexiko-Stadt ins Team.',
      ar: 'تسير برامج السيارات وفق جداول سنوات الطرازات ومراحل اعتماد الإطلاق، لذا نُوائم خرائط الطريق لدينا مع تقويمك لا مع تقويمنا. ونسافر جوًا إلى مطار DTW لعقد جلسات مع الموردين والوكلاء، وعندما يشمل المشروع مصانع في المكسيك، ينضم إلى الفريق مهندسون من مركزنا في مكسيكو سيتي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Dealer inventory sync',
          de: 'Bestandssynchronisierung für Autohäuser',
          ar: 'مزامنة مخزون الوكلاء',
        },
        text: {
          en: 'Near-real-time vehicle inventory, pricing and incentives pushed to dealer sites and marketplaces from OEM and DMS data.',
          de: 'Fahrzeugbestände, Preise und Kaufanreize nahezu in Echtzeit – aus OEM- und DMS-Daten an Händler-Websites und Marktplätze übertragen.',
          ar: 'مخزون المركبات وأسعارها والحوافز، تُرسل في الوقت الفعلي تقريبًا إلى مواقع الوكلاء والأسواق الإلكترونية انطلاقًا من بيانات الشركات المصنّعة (OEM) وأنظمة إدارة الوكالات (DMS).',
        },
      },
      {
        title: {
          en: 'Supplier quality portals',
          de: 'Qualitätsportale für Lieferanten',
          ar: 'بوابات جودة الموردين',
        },
        text: {
          en: 'PPAP submissions, corrective actions and part traceability shared between OEMs and their suppliers.',
          de: 'PPAP-Einreichungen, Korrekturmaßnahmen und Teilerückverfolgung – gemeinsam genutzt von OEMs und ihren Zulieferern.',
          ar: 'تقديم ملفات PPAP والإجراءات التصحيحية وتتبّع القطع، في منصة مشتركة بين الشركات المصنّعة ومورديها.',
        },
      },
      {
        title: {
          en: 'Mortgage document processing',
          de: 'Verarbeitung von Hypothekendokumenten',
          ar: 'معالجة مستندات الرهن العقاري',
        },
        text: {
          en: 'Classification and data extraction for loan files, with human review queues for edge cases.',
          de: 'Klassifizierung und Datenextraktion für Kreditakten, mit Warteschlangen zur manuellen Prüfung von Sonderfällen.',
          ar: 'تصنيف ملفات القروض واستخراج بياناتها، مع قوائم مراجعة بشرية للحالات الاستثنائية.',
        },
      },
    ],
    nearby: ['michigan', 'ohio', 'columbus'],
    description: {
      en: 'Dealer inventory sync, supplier quality portals and mortgage document processing for Detroit automakers, suppliers and lenders, built by Fernhill.',
      de: 'Bestandsabgleich für Händler, Lieferanten-Qualitätsportale und Verarbeitung von Hypothekendokumenten für Autobauer, Zulieferer und Kreditgeber in Detroit – von Fernhill.',
      ar: 'مزامنة مخزون الوكلاء وبوابات جودة الموردين ومعالجة مستندات الرهن العقاري لشركات صناعة السيارات والموردين والمقرضين في ديترويت، تبنيها Fernhill.',
    },
  },
  {
    slug: 'minneapolis',
    kind: 'city',
    name: { en: 'Minneapolis', de: 'Minneapolis', ar: 'مينيابوليس' },
    stateCode: 'MN',
    timeZone: 'America/Chicago',
    leadingIndustries: [
      { en: 'Medical technology', de: 'Medizintechnik', ar: 'التقنيات الطبية' },
      { en: 'Health insurance', de: 'Krankenversicherung', ar: 'التأمين الصحي' },
      { en: 'Retail', de: 'Einzelhandel', ar: 'تجارة التجزئة' },
      {
        en: 'Food and agribusiness',
        de: 'Lebensmittel und Agrarwirtschaft',
        ar: 'الأغذية والأعمال الزراعية',
      },
      { en: 'Banking', de: 'Bankwesen', ar: 'الخدمات المصرفية' },
    ],
    intro: {
      en: 'The Twin Cities host Medical Alley, one of the largest medical-device clusters anywhere, with Medtronic’s operational headquarters in Fridley and Boston Scientific in Arden Hills. UnitedHealth Group is in Minnetonka, Target is headquartered downtown, and General Mills and Cargill make food and agribusiness major employers, while the University of Minnesota and the North Loop’s software offices round out the talent base.',
      de: 'In den Twin Cities liegt Medical Alley, einer der größten Medizintechnik-Cluster weltweit, mit der operativen Zentrale von Medtronic in Fridley und Boston Scientific in Arden Hills. UnitedHealth Group sitzt in Minnetonka, Target hat seinen Hauptsitz in Downtown, und General Mills und Cargill machen Lebensmittel und Agrarwirtschaft zu großen Arbeitgebern, während die University of Minnesota und die Softwarebüros im North Loop den Talentpool abrunden.',
      ar: 'تحتضن المدينتان التوأمان «ميديكال آلي» (Medical Alley)، أحد أكبر تجمعات الأجهزة الطبية في العالم، مع المقر التشغيلي لـMedtronic في فريدلي وBoston Scientific في آردن هيلز. وتقع UnitedHealth Group في مينيتونكا، ويقع المقر الرئيسي لـTarget في وسط المدينة، وتجعل General Mills وCargill من قطاعي الأغذية والأعمال الزراعية جهتي توظيف رئيسيتين، فيما تُكمل University of Minnesota ومكاتب البرمجيات في حي نورث لوب قاعدة الكفاءات.',
    },
    collaboration: {
      en: 'Med-tech and insurance clients in the Twin Cities work under strict quality systems, so we align with your design controls and validation procedures rather than asking you to adapt to ours. There is no time difference to manage, and MSP is a nonstop flight from Austin for design reviews.',
      de: 'Kunden aus Medizintechnik und Versicherungswesen in den Twin Cities arbeiten unter strengen Qualitätssystemen, deshalb richten wir uns nach Ihren Design Controls und Validierungsverfahren, statt zu verlangen, dass Sie sich an unsere anpassen. Eine Zeitverschiebung gibt es nicht, und für Design-Reviews gelangen wir per Direktflug ab Austin nach MSP.',
      ar: 'يعمل عملاء التقنيات الطبية والتأمين في المدينتين التوأمين وفق أنظمة جودة صارمة، لذا نلتزم بضوابط التصميم وإجراءات التحقق لديك بدلًا من أن نطلب منك التكيّف مع إجراءاتنا. ولا يوجد فارق توقيت يستدعي التنسيق، وتربط أوستن بمطار MSP رحلة مباشرة لحضور مراجعات التصميم.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Patient apps for connected medical devices',
          de: 'Patienten-Apps für vernetzte Medizinprodukte',
          ar: 'تطبيقات للمرضى للأجهزة الطبية المتصلة',
        },
        text: {
          en: 'Mobile apps that collect device data, support remote monitoring and are built to document requirements and tests from day one.',
          de: 'Mobile Apps, die Gerätedaten erfassen, Fernüberwachung unterstützen und so entwickelt sind, dass Anforderungen und Tests vom ersten Tag an dokumentiert werden.',
          ar: 'تطبيقات جوال تجمع بيانات الأجهزة وتدعم المراقبة عن بُعد، ومبنية لتوثيق المتطلبات والاختبارات منذ اليوم الأول.',
        },
      },
      {
        title: {
          en: 'Assortment planning for retailers',
          de: 'Sortimentsplanung für Händler',
          ar: 'تخطيط التشكيلات لتجار التجزئة',
        },
        text: {
          en: 'Tools that combine sales history, store clusters and vendor data to plan seasonal assortments.',
          de: 'Tools, die Verkaufshistorie, Filialcluster und Lieferantendaten kombinieren, um saisonale Sortimente zu planen.',
          ar: 'أدوات تجمع بين سجل المبيعات ومجموعات المتاجر وبيانات الموردين لتخطيط التشكيلات الموسمية.',
        },
      },
      {
        title: {
          en: 'Grower and elevator apps for agribusiness',
          de: 'Apps für Landwirte und Getreidesilos in der Agrarwirtschaft',
          ar: 'تطبيقات للمزارعين وصوامع الحبوب في قطاع الأعمال الزراعية',
        },
        text: {
          en: 'Contracts, deliveries and settlement views for farmers selling grain.',
          de: 'Übersichten zu Verträgen, Lieferungen und Abrechnungen für Landwirte, die Getreide verkaufen.',
          ar: 'عرض للعقود والتسليمات والتسويات المالية للمزارعين الذين يبيعون الحبوب.',
        },
      },
    ],
    nearby: ['minnesota', 'wisconsin'],
    description: {
      en: 'Med-tech apps, retail planning and agribusiness tools for Minneapolis and St. Paul companies, built by Fernhill to fit your quality system.',
      de: 'Medizintechnik-Apps, Handelsplanung und Agrar-Tools für Unternehmen in Minneapolis und St. Paul – von Fernhill passend zu Ihrem Qualitätssystem entwickelt.',
      ar: 'تطبيقات للتقنيات الطبية وأدوات لتخطيط التجزئة وللأعمال الزراعية لشركات مينيابوليس وسانت بول، تبنيها Fernhill بما يتوافق مع نظام الجودة لديك.',
    },
  },
  {
    slug: 'salt-lake-city',
    kind: 'city',
    name: { en: 'Salt Lake City', de: 'Salt Lake City', ar: 'سولت ليك سيتي' },
    stateCode: 'UT',
    timeZone: 'America/Denver',
    leadingIndustries: [
      { en: 'Software and SaaS', de: 'Software und SaaS', ar: 'البرمجيات وSaaS' },
      { en: 'Financial services', de: 'Finanzdienstleistungen', ar: 'الخدمات المالية' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      {
        en: 'Outdoor recreation',
        de: 'Outdoor- und Freizeitbranche',
        ar: 'الترفيه في الهواء الطلق',
      },
      {
        en: 'Logistics and distribution',
        de: 'Logistik und Distribution',
        ar: 'الخدمات اللوجستية والتوزيع',
      },
    ],
    intro: {
      en: 'Salt Lake City sits at the north end of the Silicon Slopes corridor that runs through Lehi to Provo, home to Adobe, Qualtrics and a long list of SaaS companies. Goldman Sachs runs one of its largest offices here, Intermountain Health is headquartered in the region, and the University of Utah has a long history in computer graphics and spins out startups regularly.',
      de: 'Salt Lake City liegt am nördlichen Ende des Korridors Silicon Slopes, der über Lehi bis nach Provo reicht und in dem Adobe, Qualtrics und eine lange Reihe von SaaS-Unternehmen sitzen. Goldman Sachs betreibt hier eines seiner größten Büros, Intermountain Health hat seinen Hauptsitz in der Region, und die University of Utah blickt auf eine lange Geschichte in der Computergrafik zurück und bringt regelmäßig Ausgründungen hervor.',
      ar: 'تقع سولت ليك سيتي عند الطرف الشمالي لممر «سيليكون سلوبس» الذي يمتد عبر ليهاي حتى بروفو، ويضم Adobe وQualtrics وقائمة طويلة من شركات SaaS. وتدير Goldman Sachs هنا أحد أكبر مكاتبها، ويقع المقر الرئيسي لـIntermountain Health في المنطقة، فيما تتمتع University of Utah بتاريخ طويل في رسومات الحاسوب وتنبثق عنها شركات ناشئة بانتظام.',
    },
    collaboration: {
      en: 'For clients with offices both downtown and in Lehi, we split on-site days between the two, flying into SLC, a Delta hub with nonstops from Austin. The one-hour difference rarely matters: your 9:00 a.m. standup is 10:00 a.m. for us.',
      de: 'Bei Kunden mit Büros sowohl in Downtown als auch in Lehi teilen wir die Tage vor Ort zwischen beiden auf und fliegen nach SLC, einem Delta-Drehkreuz mit Direktflügen ab Austin. Die eine Stunde Zeitunterschied spielt selten eine Rolle: Ihr Standup um 9 Uhr ist bei uns um 10 Uhr.',
      ar: 'بالنسبة إلى العملاء الذين لديهم مكاتب في وسط المدينة وفي ليهاي معًا، نوزّع أيام العمل الحضوري بين الموقعين، ونسافر جوًا إلى مطار SLC، وهو مركز رئيسي لشركة Delta تربطه رحلات مباشرة بأوستن. ونادرًا ما يشكّل فارق الساعة الواحدة أي مشكلة: فاجتماعك اليومي في الساعة 9:00 صباحًا يكون في الساعة 10:00 صباحًا لدينا.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Usage-based billing for SaaS',
          de: 'Nutzungsbasierte Abrechnung für SaaS',
          ar: 'فوترة قائمة على الاستخدام لشركات SaaS',
        },
        text: {
          en: 'Metering, rating and invoicing pipelines that let product teams launch new pricing without engineering rewrites.',
          de: 'Pipelines für Messung, Tarifierung und Abrechnung, mit denen Produktteams neue Preise ohne Neuentwicklung einführen.',
          ar: 'مسارات لقياس الاستخدام وتسعيره وإصدار الفواتير، تتيح لفرق المنتج إطلاق أسعار جديدة دون إعادة كتابة الأنظمة هندسيًا.',
        },
      },
      {
        title: {
          en: 'Card program management for industrial banks',
          de: 'Kartenprogramm-Management für Industrial Banks',
          ar: 'إدارة برامج البطاقات للبنوك الصناعية',
        },
        text: {
          en: 'Program manager dashboards, dispute handling and reporting for banking-as-a-service partners.',
          de: 'Dashboards für Programmmanager, Reklamationsbearbeitung und Reporting für Banking-as-a-Service-Partner.',
          ar: 'لوحات معلومات لمديري البرامج ومعالجة النزاعات وإعداد التقارير لشركاء الخدمات المصرفية كخدمة (BaaS).',
        },
      },
      {
        title: {
          en: 'Care management tools',
          de: 'Tools für das Versorgungsmanagement',
          ar: 'أدوات إدارة الرعاية',
        },
        text: {
          en: 'Care plans, outreach lists and team messaging for population health programs.',
          de: 'Versorgungspläne, Kontaktlisten für die aktive Ansprache und Team-Messaging für Programme der Bevölkerungsgesundheit.',
          ar: 'خطط الرعاية وقوائم التواصل الاستباقي والمراسلة بين أعضاء الفريق لبرامج صحة السكان.',
        },
      },
    ],
    nearby: ['utah', 'denver', 'las-vegas'],
    description: {
      en: 'Usage-based billing, card program tools and care management software for Salt Lake City SaaS companies, banks and health systems, from Fernhill.',
      de: 'Nutzungsbasierte Abrechnung, Kartenprogramm-Tools und Versorgungsmanagement-Software für SaaS-Firmen, Banken und Gesundheitsverbünde in Salt Lake City – von Fernhill.',
      ar: 'فوترة قائمة على الاستخدام وأدوات لبرامج البطاقات وبرمجيات لإدارة الرعاية لشركات SaaS والبنوك والأنظمة الصحية في سولت ليك سيتي، من Fernhill.',
    },
  },
] satisfies LocationInput[];
