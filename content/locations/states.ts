import type { LocationInput } from '../schema/index.ts';

export default [
  {
    slug: 'california',
    kind: 'state',
    name: { en: 'California', de: 'Kalifornien', ar: 'كاليفورنيا' },
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      { en: 'Technology and software', de: 'Technologie und Software', ar: 'التقنية والبرمجيات' },
      { en: 'Entertainment', de: 'Unterhaltung', ar: 'الترفيه' },
      { en: 'Agriculture', de: 'Landwirtschaft', ar: 'الزراعة' },
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
      { en: 'Biotech', de: 'Biotechnologie', ar: 'التقنية الحيوية' },
    ],
    intro: {
      en: 'California’s economy is several regional economies at once: software and chips in the Bay Area, studios and aerospace in Southern California, genomics in San Diego, and the Central Valley and Salinas Valley farms that grow a large share of the nation’s fruit, nuts and vegetables. Privacy law here, from the CCPA to the CPRA amendments, also sets the bar that many national products end up building to.',
      de: 'Kaliforniens Wirtschaft besteht aus mehreren regionalen Volkswirtschaften zugleich: Software und Chips in der Bay Area, Filmstudios sowie Luft- und Raumfahrt in Südkalifornien, Genomik in San Diego und die Farmen im Central Valley und im Salinas Valley, die einen großen Teil des Obstes, der Nüsse und des Gemüses der USA erzeugen. Auch das kalifornische Datenschutzrecht, vom CCPA bis zu den Ergänzungen durch den CPRA, setzt den Maßstab, an dem sich viele landesweite Produkte am Ende ausrichten.',
      ar: 'اقتصاد كاليفورنيا في حقيقته عدة اقتصادات إقليمية في آنٍ واحد: البرمجيات والرقائق في منطقة خليج سان فرانسيسكو، والاستوديوهات وصناعة الطيران والفضاء في جنوب كاليفورنيا، وعلم الجينوم في سان دييغو، ومزارع الوادي الأوسط ووادي ساليناس التي تنتج حصة كبيرة من فواكه البلاد ومكسراتها وخضراواتها. كما أن قوانين الخصوصية في الولاية، من CCPA إلى تعديلات CPRA، تضع المعيار الذي ينتهي المطاف بكثير من المنتجات على مستوى البلاد إلى الالتزام به.',
    },
    collaboration: {
      en: 'Our California clients range from Sacramento agencies to Fresno growers and Orange County medical-device makers, all on Pacific time, two hours behind Austin. We build CCPA and CPRA requirements into data models and consent flows from the first sprint and travel to sites across the state for discovery.',
      de: 'Unsere Kunden in Kalifornien reichen von Behörden in Sacramento über Erzeuger in Fresno bis zu Medizintechnikherstellern in Orange County – alle in der Pacific Time, zwei Stunden hinter Austin. Die Anforderungen von CCPA und CPRA bauen wir ab dem ersten Sprint in Datenmodelle und Einwilligungsabläufe ein, und für die Discovery-Phase reisen wir zu Standorten im ganzen Bundesstaat.',
      ar: 'يتنوع عملاؤنا في كاليفورنيا بين جهات حكومية في ساكرامنتو ومزارعين في فريسنو وشركات لتصنيع الأجهزة الطبية في مقاطعة أورانج، وجميعهم يعملون بتوقيت المحيط الهادئ، متأخرين ساعتين عن أوستن. ونُدمج متطلبات CCPA وCPRA في نماذج البيانات ومسارات الموافقة منذ السبرنت الأول، ونسافر إلى المواقع في أنحاء الولاية خلال مرحلة الاستكشاف.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Food-safety traceability for growers and packers',
          de: 'Lebensmittelrückverfolgbarkeit für Erzeuger und Packbetriebe',
          ar: 'تتبّع سلامة الغذاء للمزارعين ومحطات التعبئة',
        },
        text: {
          en: 'Lot codes from field to pallet, harvest records and recall lookups that meet FDA traceability rules for produce.',
          de: 'Chargencodes vom Feld bis zur Palette, Ernteaufzeichnungen und Rückrufabfragen, die die Rückverfolgbarkeitsvorgaben der FDA für Frischware erfüllen.',
          ar: 'رموز الدفعات من الحقل حتى المنصة النقالة، وسجلات الحصاد، وأدوات بحث لعمليات سحب المنتجات، بما يستوفي قواعد التتبع التي تفرضها FDA على المنتجات الطازجة.',
        },
      },
      {
        title: {
          en: 'Privacy request handling',
          de: 'Bearbeitung von Datenschutzanfragen',
          ar: 'معالجة طلبات الخصوصية',
        },
        text: {
          en: 'Consent management and data subject request workflows that find, export or delete a consumer’s data across systems.',
          de: 'Einwilligungsmanagement und Workflows für Betroffenenanfragen, die die Daten einzelner Verbraucher systemübergreifend finden, exportieren oder löschen.',
          ar: 'إدارة الموافقات ومسارات عمل لطلبات أصحاب البيانات تعثر على بيانات المستهلك في مختلف الأنظمة وتصدّرها أو تحذفها.',
        },
      },
      {
        title: {
          en: 'Field service apps for agriculture equipment dealers',
          de: 'Außendienst-Apps für Landmaschinenhändler',
          ar: 'تطبيقات الخدمة الميدانية لوكلاء المعدات الزراعية',
        },
        text: {
          en: 'Work orders, parts lookup and offline support for technicians working in rural areas with poor coverage.',
          de: 'Arbeitsaufträge, Ersatzteilsuche und Offline-Unterstützung für Techniker, die in ländlichen Gebieten mit schlechtem Empfang arbeiten.',
          ar: 'أوامر العمل والبحث عن قطع الغيار ودعم العمل دون اتصال للفنيين العاملين في مناطق ريفية ضعيفة التغطية.',
        },
      },
    ],
    nearby: ['los-angeles', 'san-francisco', 'san-diego', 'san-jose'],
    description: {
      en: 'Custom software for California companies, from Central Valley growers to Bay Area SaaS, with privacy-by-design builds and Pacific-time delivery from Fernhill.',
      de: 'Individuelle Software von Fernhill für Unternehmen in Kalifornien – von Erzeugern im Central Valley bis zu SaaS-Firmen in der Bay Area, mit Privacy by Design und nach Pacific Time.',
      ar: 'برمجيات مخصصة لشركات كاليفورنيا، من مزارعي الوادي الأوسط إلى شركات SaaS في منطقة الخليج، مع خصوصية مدمجة في التصميم وتسليم بتوقيت المحيط الهادئ من Fernhill.',
    },
  },
  {
    slug: 'texas',
    kind: 'state',
    name: { en: 'Texas', de: 'Texas', ar: 'تكساس' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      { en: 'Energy', de: 'Energie', ar: 'الطاقة' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      {
        en: 'Semiconductors and manufacturing',
        de: 'Halbleiter und Fertigung',
        ar: 'أشباه الموصلات والتصنيع',
      },
      { en: 'Financial services', de: 'Finanzdienstleistungen', ar: 'الخدمات المالية' },
      { en: 'Trade and logistics', de: 'Handel und Logistik', ar: 'التجارة والخدمات اللوجستية' },
    ],
    intro: {
      en: 'Texas is our home state, and its economy is broad: oil and gas from the Permian Basin, chip fabs from Sherman to Taylor, the medical centers of Houston and Dallas, and Laredo, the busiest land port on the US–Mexico border. The Texas Triangle of Dallas–Fort Worth, Houston and San Antonio–Austin has drawn a long run of corporate headquarters moves over the past decade.',
      de: 'Texas ist unser Heimatstaat, und seine Wirtschaft ist breit aufgestellt: Öl und Gas aus dem Permian Basin, Chipfabriken von Sherman bis Taylor, die Medizinzentren von Houston und Dallas und Laredo, der verkehrsreichste Landgrenzübergang an der Grenze zwischen den USA und Mexiko. Das Texas Triangle aus Dallas–Fort Worth, Houston und San Antonio–Austin hat im vergangenen Jahrzehnt zahlreiche Verlagerungen von Unternehmenszentralen angezogen.',
      ar: 'تكساس ولايتنا الأم، واقتصادها متنوع: النفط والغاز من حوض برميان، ومصانع الرقائق من شيرمان إلى تايلور، والمراكز الطبية في هيوستن ودالاس، ولاريدو، أكثر الموانئ البرية ازدحامًا على الحدود الأمريكية المكسيكية. وقد استقطب «مثلث تكساس» الذي يضم دالاس–فورت وورث وهيوستن وسان أنطونيو–أوستن سلسلة طويلة من عمليات نقل المقرات الرئيسية للشركات خلال العقد الماضي.',
    },
    collaboration: {
      en: 'Every Texas client is within a day’s drive or a short flight of our Austin headquarters, and most share our Central time zone; El Paso and the far west of the state run on Mountain time. We often put engineers from our Mexico City hub on cross-border logistics projects, since they know both sides of the trade.',
      de: 'Jeder Kunde in Texas ist von unserem Hauptsitz in Austin aus mit einer Tagesfahrt oder einem kurzen Flug erreichbar, und die meisten arbeiten wie wir nach Central Time; El Paso und der äußerste Westen des Bundesstaats liegen in der Mountain Time. Für grenzüberschreitende Logistikprojekte setzen wir oft Entwicklerinnen und Entwickler von unserem Standort in Mexiko-Stadt ein, denn sie kennen beide Seiten des Handels.',
      ar: 'يقع كل عميل لنا في تكساس على مسافة يوم بالسيارة أو رحلة جوية قصيرة من مقرنا الرئيسي في أوستن، ويشاركنا معظمهم التوقيت المركزي، أما إل باسو وأقصى غرب الولاية فتعمل بالتوقيت الجبلي. وكثيرًا ما نُشرك مهندسين من مركزنا في مكسيكو سيتي في مشاريع الخدمات اللوجستية العابرة للحدود، لأنهم يعرفون جانبي التجارة كليهما.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Cross-border freight documentation',
          de: 'Dokumentation für grenzüberschreitende Frachten',
          ar: 'وثائق الشحن العابر للحدود',
        },
        text: {
          en: 'Customs broker, carrier and shipper workflows for northbound and southbound loads through Laredo and other Texas ports of entry.',
          de: 'Workflows für Zollmakler, Frachtführer und Versender bei Ladungen in Richtung Norden und Süden über Laredo und andere texanische Grenzübergänge.',
          ar: 'مسارات عمل لوسطاء التخليص الجمركي والناقلين والشاحنين للشحنات المتجهة شمالًا وجنوبًا عبر لاريدو وغيرها من منافذ الدخول في تكساس.',
        },
      },
      {
        title: {
          en: 'Production reporting for oil and gas operators',
          de: 'Produktionsberichte für Öl- und Gasbetreiber',
          ar: 'تقارير الإنتاج لمشغّلي النفط والغاز',
        },
        text: {
          en: 'Daily well production, downtime reasons and allocation reporting from SCADA and field data.',
          de: 'Tägliche Förderung je Bohrung, Gründe für Stillstände und Allokationsberichte auf Basis von SCADA- und Felddaten.',
          ar: 'الإنتاج اليومي للآبار وأسباب التوقف وتقارير توزيع الإنتاج، انطلاقًا من بيانات SCADA والبيانات الميدانية.',
        },
      },
      {
        title: {
          en: 'Telehealth for rural hospitals',
          de: 'Telemedizin für Krankenhäuser auf dem Land',
          ar: 'الرعاية الصحية عن بُعد للمستشفيات الريفية',
        },
        text: {
          en: 'Virtual visits and remote specialist consults for hospitals serving large rural counties.',
          de: 'Virtuelle Sprechstunden und Fachkonsile aus der Ferne für Krankenhäuser, die große ländliche Countys versorgen.',
          ar: 'زيارات افتراضية واستشارات عن بُعد مع الأطباء المختصين للمستشفيات التي تخدم مقاطعات ريفية شاسعة.',
        },
      },
    ],
    nearby: ['austin', 'houston', 'dallas', 'oklahoma'],
    description: {
      en: 'Fernhill is a Texas custom software company based in Austin, building energy, healthcare and cross-border logistics software for teams across the state.',
      de: 'Fernhill ist ein Softwareunternehmen aus Austin und entwickelt individuelle Software für Energie, Gesundheitswesen und grenzüberschreitende Logistik in ganz Texas.',
      ar: 'Fernhill شركة برمجيات مخصصة من تكساس مقرها أوستن، تبني برمجيات للطاقة والرعاية الصحية والخدمات اللوجستية العابرة للحدود لفرق في أنحاء الولاية.',
    },
  },
  {
    slug: 'florida',
    kind: 'state',
    name: { en: 'Florida', de: 'Florida', ar: 'فلوريدا' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Tourism and theme parks',
        de: 'Tourismus und Freizeitparks',
        ar: 'السياحة والمدن الترفيهية',
      },
      {
        en: 'Space and aerospace',
        de: 'Raumfahrt und Luftfahrtindustrie',
        ar: 'الفضاء وصناعة الطيران',
      },
      { en: 'Simulation and training', de: 'Simulation und Training', ar: 'المحاكاة والتدريب' },
      {
        en: 'Insurance and real estate',
        de: 'Versicherungen und Immobilien',
        ar: 'التأمين والعقارات',
      },
      {
        en: 'Healthcare and senior care',
        de: 'Gesundheitswesen und Seniorenbetreuung',
        ar: 'الرعاية الصحية ورعاية كبار السن',
      },
    ],
    intro: {
      en: 'Beyond Miami, Florida’s economy spans Orlando’s theme parks and its simulation and training cluster around the University of Central Florida, the launch industry on the Space Coast at Cape Canaveral, and Tampa’s growing health and fintech employers. Property insurance, real estate and senior care are major industries statewide, shaped by hurricanes and a large retiree population.',
      de: 'Jenseits von Miami umfasst Floridas Wirtschaft die Freizeitparks von Orlando und das dortige Simulations- und Trainingscluster rund um die University of Central Florida, die Raketenstartbranche an der Space Coast bei Cape Canaveral sowie die wachsenden Arbeitgeber aus Gesundheitswesen und Fintech in Tampa. Sachversicherungen, Immobilien und Seniorenbetreuung sind im ganzen Bundesstaat bedeutende Branchen, geprägt von Hurrikans und einem hohen Anteil an Menschen im Ruhestand.',
      ar: 'بعيدًا عن ميامي، يمتد اقتصاد فلوريدا من المدن الترفيهية في أورلاندو ومجمّع المحاكاة والتدريب المحيط بجامعة سنترال فلوريدا، إلى صناعة إطلاق الصواريخ على «ساحل الفضاء» في كيب كانافيرال، وصولًا إلى جهات التوظيف المتنامية في قطاعي الصحة والتقنية المالية في تامبا. ويُعد تأمين الممتلكات والعقارات ورعاية كبار السن من القطاعات الكبرى في أنحاء الولاية، وقد تشكّلت بفعل الأعاصير والعدد الكبير من المتقاعدين.',
    },
    collaboration: {
      en: 'For clients whose operations peak during hurricane season, we plan releases and freeze windows around the June–November calendar and keep a support rotation ready for storm-driven traffic. Peninsula clients are an hour ahead of Austin, while Pensacola and the western Panhandle keep our Central time.',
      de: 'Für Kunden, deren Geschäft in der Hurrikansaison seinen Höhepunkt erreicht, planen wir Releases und Freeze-Phasen rund um den Zeitraum von Juni bis November und halten eine Support-Rotation für sturmbedingte Lastspitzen bereit. Kunden auf der Halbinsel sind Austin eine Stunde voraus, während Pensacola und der westliche Panhandle wie wir in der Central Time liegen.',
      ar: 'للعملاء الذين تبلغ أعمالهم ذروتها في موسم الأعاصير، نخطط الإصدارات وفترات التجميد وفق الفترة من يونيو إلى نوفمبر، ونُبقي فريق دعم مناوبًا جاهزًا لضغط الاستخدام الذي تسببه العواصف. ويسبق توقيتُ عملائنا في شبه الجزيرة توقيتَ أوستن بساعة، بينما تبقى بينساكولا والجزء الغربي من منطقة «بانهاندل» على توقيتنا المركزي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Catastrophe claims handling for property insurers',
          de: 'Schadenbearbeitung bei Naturkatastrophen für Sachversicherer',
          ar: 'معالجة مطالبات الكوارث لشركات تأمين الممتلكات',
        },
        text: {
          en: 'Mobile first notice of loss, adjuster scheduling and surge staffing tools built for the weeks after a landfall.',
          de: 'Mobile Schadenerstmeldung, Einsatzplanung für Schadenregulierer und Tools für kurzfristige Personalaufstockung, gebaut für die Wochen nach dem Landfall eines Sturms.',
          ar: 'إبلاغ أولي عن الخسائر عبر الجوال، وجدولة مقيّمي الأضرار، وأدوات لتعزيز الطواقم عند ذروة الطلب، مصممة للأسابيع التي تلي وصول العاصفة إلى اليابسة.',
        },
      },
      {
        title: {
          en: 'Training and simulation portals',
          de: 'Portale für Training und Simulation',
          ar: 'بوابات التدريب والمحاكاة',
        },
        text: {
          en: 'Learning management and scenario scheduling for defense and commercial simulation programs.',
          de: 'Lernmanagement und Szenarioplanung für militärische und zivile Simulationsprogramme.',
          ar: 'إدارة التعلّم وجدولة السيناريوهات لبرامج المحاكاة الدفاعية والتجارية.',
        },
      },
      {
        title: {
          en: 'Resident and family apps for senior living',
          de: 'Apps für Bewohner und Angehörige im Seniorenwohnen',
          ar: 'تطبيقات للمقيمين وذويهم في مجتمعات كبار السن',
        },
        text: {
          en: 'Care updates, activity calendars and billing for residents and their adult children.',
          de: 'Pflege-Updates, Veranstaltungskalender und Abrechnung für Bewohner und ihre erwachsenen Kinder.',
          ar: 'مستجدات الرعاية وتقاويم الأنشطة والفوترة للمقيمين وأبنائهم البالغين.',
        },
      },
    ],
    nearby: ['miami', 'jacksonville', 'georgia', 'alabama'],
    description: {
      en: 'Catastrophe claims, simulation training portals and senior living apps for Florida companies, with release plans that respect hurricane season.',
      de: 'Katastrophen-Schadenbearbeitung, Simulations-Trainingsportale und Apps für Seniorenwohnanlagen für Unternehmen in Florida, mit Releases passend zur Hurrikansaison.',
      ar: 'معالجة مطالبات الكوارث وبوابات التدريب بالمحاكاة وتطبيقات مجتمعات كبار السن لشركات فلوريدا، مع خطط إصدار تراعي موسم الأعاصير.',
    },
  },
  {
    slug: 'new-york',
    kind: 'state',
    name: { en: 'New York', de: 'New York', ar: 'نيويورك' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Finance', de: 'Finanzwesen', ar: 'التمويل' },
      { en: 'Semiconductors', de: 'Halbleiter', ar: 'أشباه الموصلات' },
      { en: 'Optics and photonics', de: 'Optik und Photonik', ar: 'البصريات والضوئيات' },
      {
        en: 'Agriculture and dairy',
        de: 'Landwirtschaft und Milchwirtschaft',
        ar: 'الزراعة وإنتاج الألبان',
      },
      {
        en: 'Higher education and research',
        de: 'Hochschulbildung und Forschung',
        ar: 'التعليم العالي والبحث العلمي',
      },
    ],
    intro: {
      en: 'Upstate New York has its own technology story: GlobalFoundries makes chips in Malta near Albany, Micron has committed to a large fab complex outside Syracuse, and Rochester’s optics and photonics cluster grew out of Kodak, Xerox and the University of Rochester. Buffalo’s 43North competition funds startups each year, Cornell anchors Ithaca, and dairy farming remains a core rural industry.',
      de: 'Upstate New York schreibt seine eigene Technologiegeschichte: GlobalFoundries fertigt Chips in Malta bei Albany, Micron hat einen großen Fabrikkomplex außerhalb von Syracuse zugesagt, und das Optik- und Photonik-Cluster in Rochester ist aus Kodak, Xerox und der University of Rochester hervorgegangen. Der Wettbewerb 43North in Buffalo finanziert jedes Jahr Start-ups, Cornell prägt Ithaca, und die Milchwirtschaft bleibt ein zentraler Wirtschaftszweig auf dem Land.',
      ar: 'لشمال ولاية نيويورك قصته التقنية الخاصة: تصنع GlobalFoundries الرقائق في بلدة مالطا قرب ألباني، والتزمت Micron ببناء مجمّع ضخم لتصنيع الرقائق خارج سيراكيوز، ونشأ تجمّع البصريات والضوئيات في روتشستر من رحم Kodak وXerox وجامعة روتشستر. وتموّل مسابقة 43North في بافالو شركات ناشئة كل عام، وتشكّل جامعة كورنيل ركيزة مدينة إيثاكا، فيما تبقى تربية الأبقار الحلوب صناعة ريفية أساسية.',
    },
    collaboration: {
      en: 'Upstate engagements often involve a plant, a lab and a head office in different cities, so we fly into Albany, Rochester, Syracuse or Buffalo and drive between sites. The time difference is easy to absorb: a 10:00 a.m. review in Rochester is 9:00 a.m. at our desks.',
      de: 'Projekte in Upstate New York umfassen oft ein Werk, ein Labor und eine Zentrale in verschiedenen Städten. Deshalb fliegen wir nach Albany, Rochester, Syracuse oder Buffalo und fahren mit dem Auto zwischen den Standorten. Der Zeitunterschied ist leicht zu verkraften: Ein Review um 10 Uhr in Rochester beginnt bei uns um 9 Uhr.',
      ar: 'كثيرًا ما تشمل مشاريع شمال الولاية مصنعًا ومختبرًا ومقرًا رئيسيًا في مدن مختلفة، لذا نسافر جوًا إلى ألباني أو روتشستر أو سيراكيوز أو بافالو ونتنقل بالسيارة بين المواقع. ومن السهل التعامل مع فارق التوقيت: فالمراجعة التي تُعقد في الساعة 10:00 صباحًا في روتشستر تبدأ عندنا في الساعة 9:00 صباحًا.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Yield and test dashboards for photonics manufacturers',
          de: 'Ausbeute- und Test-Dashboards für Photonikhersteller',
          ar: 'لوحات معلومات للإنتاجية والاختبارات لمصنّعي الضوئيات',
        },
        text: {
          en: 'Collecting test-station data and surfacing yield trends by lot, tool and shift.',
          de: 'Daten von Teststationen erfassen und Ausbeutetrends nach Los, Anlage und Schicht sichtbar machen.',
          ar: 'جمع بيانات محطات الاختبار وإبراز اتجاهات الإنتاجية حسب الدفعة والمعدّة والوردية.',
        },
      },
      {
        title: {
          en: 'Member tools for dairy cooperatives',
          de: 'Mitglieder-Tools für Molkereigenossenschaften',
          ar: 'أدوات الأعضاء لتعاونيات الألبان',
        },
        text: {
          en: 'Milk pickup records, quality results and payment statements for farm members.',
          de: 'Protokolle zur Milchabholung, Qualitätsergebnisse und Abrechnungen für die landwirtschaftlichen Mitgliedsbetriebe.',
          ar: 'سجلات جمع الحليب ونتائج الجودة وكشوف المدفوعات للمزارع الأعضاء.',
        },
      },
      {
        title: {
          en: 'Research administration for universities',
          de: 'Forschungsverwaltung für Universitäten',
          ar: 'إدارة الأبحاث للجامعات',
        },
        text: {
          en: 'Grant proposal routing, compliance approvals and effort reporting for sponsored programs offices.',
          de: 'Weiterleitung von Förderanträgen, Compliance-Freigaben und Aufwandsberichte für die Drittmittelverwaltung.',
          ar: 'توجيه مقترحات المنح، وموافقات الامتثال، وتقارير الجهد لمكاتب البرامج المموّلة.',
        },
      },
    ],
    nearby: ['new-york-city', 'new-jersey', 'pennsylvania', 'massachusetts'],
    description: {
      en: 'From Albany to Buffalo, Fernhill builds software for New York State photonics manufacturers, dairy cooperatives and research universities.',
      de: 'Von Albany bis Buffalo entwickelt Fernhill Software für Photonikhersteller, Molkereigenossenschaften und Forschungsuniversitäten im Bundesstaat New York.',
      ar: 'من ألباني إلى بافالو، تبني Fernhill البرمجيات لمصنّعي الضوئيات وتعاونيات الألبان وجامعات الأبحاث في ولاية نيويورك.',
    },
  },
  {
    slug: 'illinois',
    kind: 'state',
    name: { en: 'Illinois', de: 'Illinois', ar: 'إلينوي' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Agriculture and food processing',
        de: 'Landwirtschaft und Lebensmittelverarbeitung',
        ar: 'الزراعة وتصنيع الأغذية',
      },
      {
        en: 'Heavy equipment manufacturing',
        de: 'Schwermaschinenbau',
        ar: 'صناعة المعدات الثقيلة',
      },
      { en: 'Insurance', de: 'Versicherungen', ar: 'التأمين' },
      {
        en: 'Transportation and logistics',
        de: 'Transport und Logistik',
        ar: 'النقل والخدمات اللوجستية',
      },
      {
        en: 'Research and national laboratories',
        de: 'Forschung und nationale Labore',
        ar: 'البحث العلمي والمختبرات الوطنية',
      },
    ],
    intro: {
      en: 'Downstate Illinois is farm-equipment and grain country: John Deere is headquartered in Moline, Caterpillar keeps major operations around Peoria, and ADM runs large crop-processing operations in Decatur. State Farm is headquartered in Bloomington, Argonne and Fermilab sit in the western suburbs, and the Research Park at the University of Illinois Urbana-Champaign hosts corporate innovation teams from across the country.',
      de: 'Illinois jenseits des Großraums Chicago ist Landmaschinen- und Getreideland: John Deere hat seinen Hauptsitz in Moline, Caterpillar unterhält große Standorte rund um Peoria, und ADM betreibt in Decatur große Anlagen zur Verarbeitung von Agrarrohstoffen. State Farm hat seinen Hauptsitz in Bloomington, Argonne und Fermilab liegen in den westlichen Vororten, und der Research Park der University of Illinois Urbana-Champaign beherbergt Innovationsteams von Unternehmen aus dem ganzen Land.',
      ar: 'إلينوي خارج منطقة شيكاغو أرض المعدات الزراعية والحبوب: إذ يقع المقر الرئيسي لشركة John Deere في مولين، وتدير Caterpillar عمليات كبرى حول بيوريا، وتشغّل ADM منشآت ضخمة لمعالجة المحاصيل في ديكاتور. ويقع المقر الرئيسي لشركة State Farm في بلومنغتون، ويقع مختبرا Argonne وFermilab في الضواحي الغربية، ويستضيف «مجمّع الأبحاث» في جامعة إلينوي في أوربانا-شامبين فرق الابتكار لشركات من أنحاء البلاد.',
    },
    collaboration: {
      en: 'Downstate engagements often mean time in the field, at a dealership or grain elevator, and we build that into discovery rather than relying only on interviews at headquarters. With Illinois on the same Central clock as Austin, your full working day is ours too.',
      de: 'Projekte außerhalb des Großraums Chicago bedeuten oft Zeit vor Ort – bei einem Händler oder an einem Getreidesilo –, und das planen wir fest in die Discovery-Phase ein, statt uns nur auf Interviews in der Zentrale zu verlassen. Da Illinois wie Austin in der Central Time liegt, ist Ihr ganzer Arbeitstag auch unserer.',
      ar: 'كثيرًا ما تعني المشاريع خارج منطقة شيكاغو قضاء وقت في الميدان، لدى وكيل معدات أو في صومعة حبوب، ونحن ندمج ذلك في مرحلة الاستكشاف بدلًا من الاكتفاء بالمقابلات في المقر الرئيسي. ولأن إلينوي تعمل بالتوقيت المركزي نفسه الذي تعمل به أوستن، فإن يوم عملك كله هو يوم عملنا أيضًا.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Precision agriculture dashboards',
          de: 'Dashboards für Präzisionslandwirtschaft',
          ar: 'لوحات معلومات للزراعة الدقيقة',
        },
        text: {
          en: 'Yield maps, machine data and agronomy recommendations presented to growers and their advisors in one view.',
          de: 'Ertragskarten, Maschinendaten und agronomische Empfehlungen in einer gemeinsamen Ansicht für Landwirte und ihre Berater.',
          ar: 'خرائط الغلّة وبيانات الآلات والتوصيات الزراعية، معروضة للمزارعين ومستشاريهم في واجهة واحدة.',
        },
      },
      {
        title: {
          en: 'Agent tools for insurance carriers',
          de: 'Vertreter-Tools für Versicherer',
          ar: 'أدوات الوكلاء لشركات التأمين',
        },
        text: {
          en: 'Quoting, customer history and cross-sell prompts for agents working in local offices.',
          de: 'Angebotserstellung, Kundenhistorie und Cross-Selling-Hinweise für Vertreter in lokalen Agenturen.',
          ar: 'إعداد عروض الأسعار وسجل العملاء واقتراحات البيع التكميلي للوكلاء العاملين في المكاتب المحلية.',
        },
      },
      {
        title: {
          en: 'Grain logistics and scale-ticket apps',
          de: 'Apps für Getreidelogistik und Wiegescheine',
          ar: 'تطبيقات لوجستيات الحبوب وإيصالات الوزن',
        },
        text: {
          en: 'Inbound truck scheduling, scale tickets and grade data for elevators during harvest.',
          de: 'Zeitfenster für anliefernde Lkw, Wiegescheine und Qualitätsdaten für Getreidesilos während der Ernte.',
          ar: 'جدولة الشاحنات الواردة وإيصالات الوزن وبيانات درجات الجودة لصوامع الحبوب خلال موسم الحصاد.',
        },
      },
    ],
    nearby: ['chicago', 'indiana', 'wisconsin', 'missouri'],
    description: {
      en: 'Precision agriculture, insurance agent and grain logistics software for Illinois companies from Moline to Urbana-Champaign, built on Central time.',
      de: 'Software für Präzisionslandwirtschaft, Versicherungsvertreter und Getreidelogistik für Unternehmen in Illinois von Moline bis Urbana-Champaign – nach Central Time.',
      ar: 'برمجيات للزراعة الدقيقة ووكلاء التأمين ولوجستيات الحبوب لشركات إلينوي من مولين إلى أوربانا-شامبين، نبنيها بالتوقيت المركزي.',
    },
  },
  {
    slug: 'pennsylvania',
    kind: 'state',
    name: { en: 'Pennsylvania', de: 'Pennsylvania', ar: 'بنسلفانيا' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Healthcare and life sciences',
        de: 'Gesundheitswesen und Life Sciences',
        ar: 'الرعاية الصحية وعلوم الحياة',
      },
      {
        en: 'Robotics and autonomy',
        de: 'Robotik und autonome Systeme',
        ar: 'الروبوتات والأنظمة الذاتية',
      },
      { en: 'Natural gas', de: 'Erdgas', ar: 'الغاز الطبيعي' },
      { en: 'Manufacturing', de: 'Fertigung', ar: 'التصنيع' },
      {
        en: 'Warehousing and distribution',
        de: 'Lagerhaltung und Distribution',
        ar: 'التخزين والتوزيع',
      },
    ],
    intro: {
      en: 'Pittsburgh has become a robotics and autonomy center around Carnegie Mellon, with many labs and startups along the riverfront in Lawrenceville and the Strip District, while UPMC is one of the largest employers in the state. The Marcellus Shale made Pennsylvania a leading natural-gas producer, and the Lehigh Valley along I-78 has filled with distribution centers serving the Northeast.',
      de: 'Pittsburgh hat sich rund um Carnegie Mellon zu einem Zentrum für Robotik und autonome Systeme entwickelt, mit vielen Laboren und Start-ups am Flussufer in Lawrenceville und im Strip District, während UPMC zu den größten Arbeitgebern des Bundesstaats gehört. Der Marcellus-Schiefer hat Pennsylvania zu einem führenden Erdgasproduzenten gemacht, und im Lehigh Valley entlang der I-78 sind zahlreiche Distributionszentren entstanden, die den Nordosten beliefern.',
      ar: 'أصبحت بيتسبرغ مركزًا للروبوتات والأنظمة الذاتية حول جامعة كارنيغي ميلون، مع كثير من المختبرات والشركات الناشئة على ضفاف النهر في حيّي لورنسفيل وستريب ديستريكت، بينما تُعد UPMC من أكبر جهات التوظيف في الولاية. وجعل تكوين مارسيلوس الصخري بنسلفانيا منتِجًا رائدًا للغاز الطبيعي، وامتلأ وادي ليهاي على امتداد الطريق السريع I-78 بمراكز توزيع تخدم الشمال الشرقي.',
    },
    collaboration: {
      en: 'Robotics and warehouse projects usually include a floor visit early on, so our engineers can see the machines and the people who run them. We fly into Pittsburgh or Allentown depending on where the work is, and Austin staff start early so Eastern-time standups never wait on us.',
      de: 'Robotik- und Lagerprojekte beinhalten meist schon früh einen Besuch in der Halle, damit unsere Entwicklerinnen und Entwickler die Maschinen und die Menschen sehen, die sie bedienen. Je nachdem, wo die Arbeit anfällt, fliegen wir nach Pittsburgh oder Allentown, und unser Team in Austin beginnt früh, damit Standups nach Eastern Time nie auf uns warten müssen.',
      ar: 'تتضمن مشاريع الروبوتات والمستودعات عادةً زيارة مبكرة لأرض العمل، كي يرى مهندسونا الآلات والأشخاص الذين يشغّلونها. ونسافر جوًا إلى بيتسبرغ أو ألينتاون بحسب موقع العمل، ويبدأ فريقنا في أوستن يومه مبكرًا حتى لا تنتظرنا أبدًا الاجتماعات اليومية المعقودة بالتوقيت الشرقي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Warehouse robotics integration',
          de: 'Integration von Lagerrobotik',
          ar: 'دمج روبوتات المستودعات',
        },
        text: {
          en: 'Connecting autonomous mobile robots to the warehouse management system, with dashboards for exceptions and throughput.',
          de: 'Anbindung autonomer mobiler Roboter an das Lagerverwaltungssystem, mit Dashboards für Ausnahmen und Durchsatz.',
          ar: 'ربط الروبوتات المتنقلة الذاتية بنظام إدارة المستودعات، مع لوحات معلومات للاستثناءات ومعدلات الإنجاز.',
        },
      },
      {
        title: {
          en: 'Well-pad operations apps',
          de: 'Apps für den Betrieb von Bohrplätzen',
          ar: 'تطبيقات تشغيل منصات الآبار',
        },
        text: {
          en: 'Inspection rounds, emissions checks and work orders for natural-gas field technicians.',
          de: 'Inspektionsrundgänge, Emissionskontrollen und Arbeitsaufträge für Techniker in Erdgasfeldern.',
          ar: 'جولات التفتيش وفحوص الانبعاثات وأوامر العمل للفنيين الميدانيين في حقول الغاز الطبيعي.',
        },
      },
      {
        title: {
          en: 'Patient access tools for hospital networks',
          de: 'Tools für den Patientenzugang in Klinikverbünden',
          ar: 'أدوات وصول المرضى لشبكات المستشفيات',
        },
        text: {
          en: 'Online scheduling, referrals and price estimates across a multi-hospital system.',
          de: 'Online-Terminvergabe, Überweisungen und Kostenschätzungen über alle Häuser eines Klinikverbunds hinweg.',
          ar: 'حجز المواعيد عبر الإنترنت والإحالات وتقديرات التكاليف في منظومة تضم عدة مستشفيات.',
        },
      },
    ],
    nearby: ['philadelphia', 'new-jersey', 'ohio', 'new-york'],
    description: {
      en: 'Robotics integration, well-pad apps and patient access tools for Pennsylvania companies, from Pittsburgh’s Strip District to the Lehigh Valley.',
      de: 'Robotik-Integration, Bohrplatz-Apps und Tools für den Patientenzugang für Unternehmen in Pennsylvania, vom Strip District in Pittsburgh bis ins Lehigh Valley.',
      ar: 'دمج الروبوتات وتطبيقات منصات الآبار وأدوات وصول المرضى لشركات بنسلفانيا، من حي ستريب ديستريكت في بيتسبرغ إلى وادي ليهاي.',
    },
  },
  {
    slug: 'ohio',
    kind: 'state',
    name: { en: 'Ohio', de: 'Ohio', ar: 'أوهايو' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Advanced manufacturing', de: 'Hightech-Fertigung', ar: 'التصنيع المتقدم' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      { en: 'Consumer goods', de: 'Konsumgüter', ar: 'السلع الاستهلاكية' },
      { en: 'Insurance', de: 'Versicherungen', ar: 'التأمين' },
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
    ],
    intro: {
      en: 'Ohio’s three biggest metros each have a distinct economy: Cleveland is organized around the Cleveland Clinic and University Hospitals, Cincinnati around Procter & Gamble, Kroger and GE Aerospace in Evendale, and Dayton around Wright-Patterson Air Force Base and its research labs. Across the state, thousands of manufacturers supply the auto, appliance and aerospace industries, and Progressive Insurance is based outside Cleveland.',
      de: 'Die drei größten Metropolregionen Ohios haben jeweils eine eigene Wirtschaftsstruktur: Cleveland ist um die Cleveland Clinic und University Hospitals herum organisiert, Cincinnati um Procter & Gamble, Kroger und GE Aerospace in Evendale und Dayton um die Wright-Patterson Air Force Base und ihre Forschungslabore. Im ganzen Bundesstaat beliefern Tausende Hersteller die Automobil-, Haushaltsgeräte- sowie Luft- und Raumfahrtindustrie, und Progressive Insurance hat seinen Sitz vor den Toren Clevelands.',
      ar: 'لكل منطقة من أكبر ثلاث مناطق حضرية في أوهايو اقتصادها المميز: يتمحور اقتصاد كليفلاند حول Cleveland Clinic وUniversity Hospitals، واقتصاد سينسيناتي حول Procter & Gamble وKroger وGE Aerospace في إيفنديل، واقتصاد دايتون حول قاعدة رايت-باترسون الجوية ومختبراتها البحثية. وفي أنحاء الولاية، يزوّد آلاف المصنّعين صناعات السيارات والأجهزة المنزلية والطيران والفضاء، ويقع مقر Progressive Insurance على مشارف كليفلاند.',
    },
    collaboration: {
      en: 'Because many Ohio manufacturers run legacy ERP and shop-floor systems, our teams begin with an integration map and visit the plant within the first two weeks before proposing any new software. Cleveland, Cincinnati and Dayton are each an easy trip from Austin, and the one-hour time difference rarely affects scheduling.',
      de: 'Da viele Hersteller in Ohio mit älteren ERP- und Shopfloor-Systemen arbeiten, beginnen unsere Teams mit einer Integrationslandkarte und besuchen das Werk in den ersten zwei Wochen, bevor sie neue Software vorschlagen. Cleveland, Cincinnati und Dayton sind von Austin aus jeweils bequem erreichbar, und der Zeitunterschied von einer Stunde spielt bei der Terminplanung selten eine Rolle.',
      ar: 'لأن كثيرًا من المصنّعين في أوهايو يعتمدون على أنظمة ERP وأنظمة أرضية المصنع القديمة، تبدأ فرقنا بخريطة للتكاملات وتزور المصنع خلال الأسبوعين الأولين قبل اقتراح أي برمجيات جديدة. ويسهل الوصول من أوستن إلى كل من كليفلاند وسينسيناتي ودايتون، ونادرًا ما يؤثر فارق الساعة الواحدة في جدولة المواعيد.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Manufacturing execution dashboards',
          de: 'Dashboards für die Fertigungssteuerung',
          ar: 'لوحات معلومات لتنفيذ عمليات التصنيع',
        },
        text: {
          en: 'Work-order status, scrap and OEE views pulled from machines and ERP, shown on the shop floor and in the office.',
          de: 'Auftragsstatus, Ausschuss und OEE-Ansichten aus Maschinen- und ERP-Daten, angezeigt in der Fertigung und im Büro.',
          ar: 'حالة أوامر العمل ونسب الهالك ومؤشرات OEE مستخلصة من الآلات ونظام ERP، ومعروضة في أرضية المصنع وفي المكاتب.',
        },
      },
      {
        title: {
          en: 'Brand and retail analytics for consumer goods',
          de: 'Marken- und Handelsanalysen für Konsumgüter',
          ar: 'تحليلات العلامات التجارية والتجزئة للسلع الاستهلاكية',
        },
        text: {
          en: 'Sell-through, promotion and retailer data combined in a warehouse that marketing and sales can both query.',
          de: 'Abverkaufs-, Promotions- und Händlerdaten, zusammengeführt in einem Data Warehouse, das Marketing und Vertrieb gleichermaßen abfragen können.',
          ar: 'بيانات المبيعات الفعلية والعروض الترويجية وتجار التجزئة مجمّعة في مستودع بيانات يستطيع فريقا التسويق والمبيعات الاستعلام منه.',
        },
      },
      {
        title: {
          en: 'Clinical scheduling for health systems',
          de: 'Klinische Terminplanung für Gesundheitsverbünde',
          ar: 'الجدولة السريرية للأنظمة الصحية',
        },
        text: {
          en: 'Operating room and clinic scheduling tools that reduce gaps and last-minute cancellations.',
          de: 'Planungstools für OP-Säle und Ambulanzen, die Leerlauf und kurzfristige Absagen reduzieren.',
          ar: 'أدوات لجدولة غرف العمليات والعيادات تقلّل الفجوات والإلغاءات في اللحظة الأخيرة.',
        },
      },
    ],
    nearby: ['columbus', 'michigan', 'pennsylvania', 'kentucky'],
    description: {
      en: 'Fernhill builds manufacturing, consumer goods and healthcare software for Ohio companies in Cleveland, Cincinnati and Dayton, with early on-site visits.',
      de: 'Fernhill entwickelt Software für Fertigung, Konsumgüter und Gesundheitswesen für Unternehmen in Cleveland, Cincinnati und Dayton, Ohio – mit frühen Besuchen vor Ort.',
      ar: 'تبني Fernhill برمجيات للتصنيع والسلع الاستهلاكية والرعاية الصحية لشركات أوهايو في كليفلاند وسينسيناتي ودايتون، مع زيارات ميدانية مبكرة.',
    },
  },
  {
    slug: 'georgia',
    kind: 'state',
    name: { en: 'Georgia', de: 'Georgia', ar: 'جورجيا' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Ports and logistics', de: 'Häfen und Logistik', ar: 'الموانئ والخدمات اللوجستية' },
      {
        en: 'Automotive and EV manufacturing',
        de: 'Automobil- und Elektrofahrzeugproduktion',
        ar: 'تصنيع السيارات والمركبات الكهربائية',
      },
      { en: 'Agriculture and poultry', de: 'Landwirtschaft und Geflügel', ar: 'الزراعة والدواجن' },
      {
        en: 'Film and television production',
        de: 'Film- und Fernsehproduktion',
        ar: 'الإنتاج السينمائي والتلفزيوني',
      },
      { en: 'Cybersecurity', de: 'Cybersicherheit', ar: 'الأمن السيبراني' },
    ],
    intro: {
      en: 'Outside Atlanta, Georgia’s economy runs through the Port of Savannah, one of the busiest container ports in the country, and the Hyundai Metaplant in Bryan County, which has drawn battery and parts suppliers to the coast. Gainesville calls itself the poultry capital of the world, Augusta’s Georgia Cyber Center works alongside the Army’s cyber mission at Fort Eisenhower, and studios around the state keep film production busy.',
      de: 'Außerhalb von Atlanta läuft Georgias Wirtschaft über den Hafen von Savannah, einen der verkehrsreichsten Containerhäfen des Landes, und das Hyundai Metaplant im Bryan County, das Batterie- und Teilezulieferer an die Küste gezogen hat. Gainesville bezeichnet sich als Geflügelhauptstadt der Welt, das Georgia Cyber Center in Augusta arbeitet eng mit der Cyber-Mission der US-Armee in Fort Eisenhower zusammen, und Studios im ganzen Bundesstaat sorgen für eine rege Filmproduktion.',
      ar: 'خارج أتلانتا، يمر اقتصاد ولاية جورجيا عبر ميناء سافانا، أحد أكثر موانئ الحاويات ازدحامًا في البلاد، ومصنع Hyundai Metaplant في مقاطعة براين الذي استقطب موردي البطاريات وقطع الغيار إلى الساحل. وتصف غينزفيل نفسها بأنها عاصمة الدواجن في العالم، ويعمل مركز جورجيا السيبراني في أوغستا جنبًا إلى جنب مع المهمة السيبرانية للجيش الأمريكي في فورت أيزنهاور، فيما تُبقي الاستوديوهات المنتشرة في الولاية عجلة الإنتاج السينمائي دائرة.',
    },
    collaboration: {
      en: 'Port and plant clients usually want at least one working session on-site during discovery, so we connect through Atlanta to Savannah, Augusta or Gainesville. Between visits, the team works your hours, with Texas-based staff logging on early for Eastern-time standups.',
      de: 'Kunden aus Häfen und Werken wünschen sich in der Discovery-Phase meist mindestens einen Workshop vor Ort, daher reisen wir über Atlanta weiter nach Savannah, Augusta oder Gainesville. Zwischen den Besuchen arbeitet das Team zu Ihren Zeiten, und unsere Kolleginnen und Kollegen in Texas loggen sich früh für die Standups nach Eastern Time ein.',
      ar: 'يرغب عملاء الموانئ والمصانع عادةً في جلسة عمل حضورية واحدة على الأقل خلال مرحلة الاستكشاف، لذا نواصل رحلتنا عبر أتلانتا إلى سافانا أو أوغستا أو غينزفيل. وبين الزيارات يعمل الفريق وفق ساعات عملك، إذ يسجّل زملاؤنا في تكساس دخولهم مبكرًا لحضور الاجتماعات اليومية بالتوقيت الشرقي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Drayage appointment and chassis tools',
          de: 'Tools für Zeitfenster und Chassis im Containertransport',
          ar: 'أدوات مواعيد نقل الحاويات وهياكل نقلها',
        },
        text: {
          en: 'Appointment booking, gate status and chassis availability for truckers serving a container terminal.',
          de: 'Terminbuchung, Gate-Status und Chassis-Verfügbarkeit für Lkw-Fahrer, die ein Containerterminal anfahren.',
          ar: 'حجز المواعيد وحالة البوابات وتوفر هياكل نقل الحاويات لسائقي الشاحنات الذين يخدمون محطة حاويات.',
        },
      },
      {
        title: {
          en: 'Poultry processing traceability',
          de: 'Rückverfolgbarkeit in der Geflügelverarbeitung',
          ar: 'التتبع في معالجة الدواجن',
        },
        text: {
          en: 'Flock-to-package tracking, USDA inspection records and recall lookups for processors.',
          de: 'Rückverfolgung vom Bestand bis zur Verpackung, USDA-Inspektionsprotokolle und Rückrufabfragen für Verarbeitungsbetriebe.',
          ar: 'تتبع من القطيع حتى العبوة، وسجلات تفتيش USDA، وأدوات بحث لعمليات سحب المنتجات لمنشآت المعالجة.',
        },
      },
      {
        title: {
          en: 'Cyber range and training portals',
          de: 'Cyber Ranges und Trainingsportale',
          ar: 'ميادين التدريب السيبراني وبوابات التدريب',
        },
        text: {
          en: 'Scheduling, lab provisioning and scoring for hands-on cybersecurity training.',
          de: 'Terminplanung, Bereitstellung von Laborumgebungen und Bewertung für praxisnahe Cybersicherheitstrainings.',
          ar: 'الجدولة وتجهيز بيئات المختبر وتقييم الأداء للتدريب العملي على الأمن السيبراني.',
        },
      },
    ],
    nearby: ['atlanta', 'alabama', 'south-carolina', 'florida'],
    description: {
      en: 'Drayage tools, poultry traceability and cyber training portals for Georgia companies in Savannah, Gainesville and Augusta, built by Fernhill.',
      de: 'Containertransport-Tools, Geflügel-Rückverfolgbarkeit und Cyber-Trainingsportale von Fernhill für Unternehmen in Savannah, Gainesville und Augusta, Georgia.',
      ar: 'أدوات نقل الحاويات وتتبع الدواجن وبوابات التدريب السيبراني لشركات ولاية جورجيا في سافانا وغينزفيل وأوغستا، تبنيها Fernhill.',
    },
  },
  {
    slug: 'north-carolina',
    kind: 'state',
    name: { en: 'North Carolina', de: 'North Carolina', ar: 'كارولاينا الشمالية' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Life sciences and biomanufacturing',
        de: 'Life Sciences und Bioproduktion',
        ar: 'علوم الحياة والتصنيع الحيوي',
      },
      { en: 'Banking', de: 'Bankwesen', ar: 'الخدمات المصرفية' },
      { en: 'Software and analytics', de: 'Software und Analytics', ar: 'البرمجيات والتحليلات' },
      { en: 'Furniture and textiles', de: 'Möbel und Textilien', ar: 'الأثاث والمنسوجات' },
      { en: 'Agriculture', de: 'Landwirtschaft', ar: 'الزراعة' },
    ],
    intro: {
      en: 'Research Triangle Park, bounded by Duke, UNC-Chapel Hill and NC State, is one of the largest research parks in the country, with biomanufacturing plants and software companies such as SAS in Cary and Red Hat in Raleigh. High Point still hosts the world’s largest furniture trade show twice a year, and eastern North Carolina leads the nation in sweet potato production.',
      de: 'Der Research Triangle Park zwischen Duke, UNC-Chapel Hill und NC State ist einer der größten Forschungsparks des Landes, mit Werken für Bioproduktion und Softwareunternehmen wie SAS in Cary und Red Hat in Raleigh. High Point ist nach wie vor zweimal im Jahr Gastgeber der weltgrößten Möbelmesse, und der Osten North Carolinas ist landesweit führend im Anbau von Süßkartoffeln.',
      ar: 'تُعد حديقة «ريسيرش ترايانغل» للأبحاث، المحاطة بجامعة ديوك وجامعة كارولاينا الشمالية في تشابل هيل وجامعة ولاية كارولاينا الشمالية، من أكبر مجمّعات الأبحاث في البلاد، وتضم مصانع للتصنيع الحيوي وشركات برمجيات مثل SAS في كاري وRed Hat في رالي. ولا تزال هاي بوينت تستضيف أكبر معرض للأثاث في العالم مرتين سنويًا، ويتصدّر شرق كارولاينا الشمالية البلاد في إنتاج البطاطا الحلوة.',
    },
    collaboration: {
      en: 'For biomanufacturing work we bring engineers who understand GMP documentation, since validation and change control shape every release. Triangle clients are a nonstop flight away at RDU, and being an hour behind the Eastern clock gives our team time to finish reviews after your office closes.',
      de: 'Für Projekte in der Bioproduktion setzen wir Entwicklerinnen und Entwickler ein, die sich mit GMP-Dokumentation auskennen, denn Validierung und Change Control prägen jedes Release. Kunden im Triangle erreichen wir per Direktflug nach RDU, und weil wir eine Stunde hinter der Eastern Time liegen, bleibt unserem Team Zeit, Reviews abzuschließen, nachdem Ihr Büro geschlossen hat.',
      ar: 'في مشاريع التصنيع الحيوي نستعين بمهندسين يفهمون توثيق ممارسات التصنيع الجيدة (GMP)، لأن التحقق وضبط التغييرات يحددان شكل كل إصدار. ولا يفصلنا عن عملاء منطقة «ترايانغل» سوى رحلة مباشرة إلى مطار RDU، ولأننا متأخرون ساعة عن التوقيت الشرقي، يتاح لفريقنا وقت لإنهاء المراجعات بعد إغلاق مكتبك.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Electronic batch records',
          de: 'Elektronische Chargenprotokolle',
          ar: 'سجلات الدفعات الإلكترونية',
        },
        text: {
          en: 'Guided batch execution, deviations and review-by-exception for GMP manufacturing, with audit trails suitable for 21 CFR Part 11.',
          de: 'Geführte Chargenausführung, Abweichungen und Review by Exception für die GMP-Fertigung, mit Audit-Trails, die 21 CFR Part 11 genügen.',
          ar: 'تنفيذ موجَّه للدفعات، وإدارة الانحرافات، والمراجعة بالاستثناء لتصنيع GMP، مع سجلات تدقيق تلائم متطلبات 21 CFR Part 11.',
        },
      },
      {
        title: {
          en: 'B2B ordering for furniture manufacturers',
          de: 'B2B-Bestellsysteme für Möbelhersteller',
          ar: 'أنظمة طلبات B2B لمصنّعي الأثاث',
        },
        text: {
          en: 'Configurable product catalogs, dealer pricing and order tracking for home furnishings brands.',
          de: 'Konfigurierbare Produktkataloge, Händlerpreise und Auftragsverfolgung für Marken der Wohnausstattung.',
          ar: 'كتالوجات منتجات قابلة للتهيئة، وأسعار خاصة بالوكلاء، وتتبع الطلبات لعلامات المفروشات المنزلية.',
        },
      },
      {
        title: {
          en: 'Analytics platforms for statistical teams',
          de: 'Analyseplattformen für Statistikteams',
          ar: 'منصات تحليلات لفرق الإحصاء',
        },
        text: {
          en: 'Modern data pipelines and Python services around existing statistical models.',
          de: 'Moderne Datenpipelines und Python-Services rund um bestehende statistische Modelle.',
          ar: 'مسارات بيانات حديثة وخدمات Python تُبنى حول النماذج الإحصائية القائمة.',
        },
      },
    ],
    nearby: ['charlotte', 'south-carolina', 'virginia', 'tennessee'],
    description: {
      en: 'Electronic batch records, furniture B2B ordering and analytics platforms for North Carolina biomanufacturers and companies in the Research Triangle.',
      de: 'Elektronische Chargenprotokolle, B2B-Bestellsysteme für Möbel und Analyseplattformen für Bioproduzenten in North Carolina und Unternehmen im Research Triangle.',
      ar: 'سجلات دفعات إلكترونية وأنظمة طلبات B2B للأثاث ومنصات تحليلات لمصنّعي المنتجات الحيوية في كارولاينا الشمالية وللشركات في منطقة «ريسيرش ترايانغل».',
    },
  },
  {
    slug: 'michigan',
    kind: 'state',
    name: { en: 'Michigan', de: 'Michigan', ar: 'ميشيغان' },
    timeZone: 'America/Detroit',
    leadingIndustries: [
      { en: 'Automotive', de: 'Automobilindustrie', ar: 'صناعة السيارات' },
      { en: 'Medical devices', de: 'Medizinprodukte', ar: 'الأجهزة الطبية' },
      { en: 'Office furniture', de: 'Büromöbel', ar: 'الأثاث المكتبي' },
      { en: 'Agriculture', de: 'Landwirtschaft', ar: 'الزراعة' },
      {
        en: 'Higher education and research',
        de: 'Hochschulbildung und Forschung',
        ar: 'التعليم العالي والبحث العلمي',
      },
    ],
    intro: {
      en: 'Outside Detroit, Michigan has strong manufacturing clusters of its own: Stryker in Kalamazoo makes medical devices, Steelcase and MillerKnoll make West Michigan a center of office furniture design, and Grand Rapids has built a medical corridor on the Medical Mile. Ann Arbor’s University of Michigan drives research and startups, and the orchards near Traverse City produce most of the nation’s tart cherries.',
      de: 'Auch außerhalb von Detroit hat Michigan starke eigene Industriecluster: Stryker in Kalamazoo stellt Medizinprodukte her, Steelcase und MillerKnoll machen West Michigan zu einem Zentrum für Büromöbeldesign, und Grand Rapids hat mit der Medical Mile einen Medizinkorridor aufgebaut. Die University of Michigan in Ann Arbor treibt Forschung und Start-ups voran, und die Obstplantagen bei Traverse City liefern den Großteil der Sauerkirschen des Landes.',
      ar: 'خارج ديترويت، تمتلك ميشيغان تجمّعات صناعية قوية خاصة بها: تصنع Stryker في كالامازو الأجهزة الطبية، وتجعل Steelcase وMillerKnoll غرب ميشيغان مركزًا لتصميم الأثاث المكتبي، وبنت غراند رابيدز ممرًا طبيًا على امتداد «الميل الطبي». وتدفع University of Michigan في آن آربر عجلة البحث العلمي والشركات الناشئة، فيما تنتج البساتين القريبة من ترافيرس سيتي معظم الكرز الحامض في البلاد.',
    },
    collaboration: {
      en: 'Many West Michigan manufacturers run tight build-to-order lines, so we plan visits around production schedules and never ask for a line stop. We fly into Grand Rapids or Detroit depending on the client, and our Austin day starts an hour after yours.',
      de: 'Viele Hersteller in West Michigan fahren eng getaktete Build-to-Order-Linien, daher planen wir Besuche um die Produktionspläne herum und bitten nie um einen Linienstopp. Je nach Kunde fliegen wir nach Grand Rapids oder Detroit, und unser Arbeitstag in Austin beginnt eine Stunde nach Ihrem.',
      ar: 'تدير كثير من شركات التصنيع في غرب ميشيغان خطوط إنتاج حسب الطلب بجداول محكمة، لذا نخطط زياراتنا وفق جداول الإنتاج ولا نطلب أبدًا إيقاف الخط. ونسافر جوًا إلى غراند رابيدز أو ديترويت بحسب العميل، ويبدأ يوم عملنا في أوستن بعد يومك بساعة.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Product configurators for furniture makers',
          de: 'Produktkonfiguratoren für Möbelhersteller',
          ar: 'أدوات تهيئة المنتجات لمصنّعي الأثاث',
        },
        text: {
          en: 'Configure-price-quote tools that turn dealer selections into valid bills of materials and quotes.',
          de: 'Configure-Price-Quote-Tools, die die Auswahl der Händler in gültige Stücklisten und Angebote umwandeln.',
          ar: 'أدوات للتهيئة والتسعير وإعداد العروض (CPQ) تحوّل اختيارات الوكلاء إلى قوائم مواد صحيحة وعروض أسعار.',
        },
      },
      {
        title: {
          en: 'Case support apps for device reps',
          de: 'OP-Support-Apps für Medizinprodukteberater',
          ar: 'تطبيقات دعم العمليات الجراحية لمندوبي الأجهزة الطبية',
        },
        text: {
          en: 'Surgical case scheduling, loaner kit tracking and usage capture for medical-device field teams.',
          de: 'OP-Terminplanung, Nachverfolgung von Leihsets und Verbrauchserfassung für Außendienstteams von Medizinprodukteherstellern.',
          ar: 'جدولة الحالات الجراحية وتتبع الأطقم المُعارة وتسجيل الاستخدام للفرق الميدانية لشركات الأجهزة الطبية.',
        },
      },
      {
        title: {
          en: 'Grower portals for fruit cooperatives',
          de: 'Erzeugerportale für Obstgenossenschaften',
          ar: 'بوابات المزارعين لتعاونيات الفاكهة',
        },
        text: {
          en: 'Delivery records, quality grades and payments for growers selling to processors.',
          de: 'Lieferprotokolle, Qualitätsklassen und Zahlungen für Erzeuger, die an Verarbeitungsbetriebe verkaufen.',
          ar: 'سجلات التوريد ودرجات الجودة والمدفوعات للمزارعين الذين يبيعون لمنشآت المعالجة.',
        },
      },
    ],
    nearby: ['detroit', 'ohio', 'indiana', 'wisconsin'],
    description: {
      en: 'Furniture configurators, device-rep apps and grower portals for Michigan manufacturers and cooperatives from Kalamazoo to Traverse City.',
      de: 'Möbelkonfiguratoren, Apps für Medizinprodukteberater und Erzeugerportale für Hersteller und Genossenschaften in Michigan, von Kalamazoo bis Traverse City.',
      ar: 'أدوات تهيئة الأثاث وتطبيقات مندوبي الأجهزة الطبية وبوابات المزارعين لشركات التصنيع والتعاونيات في ميشيغان، من كالامازو إلى ترافيرس سيتي.',
    },
  },
  {
    slug: 'new-jersey',
    kind: 'state',
    name: { en: 'New Jersey', de: 'New Jersey', ar: 'نيوجيرسي' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Pharmaceuticals', de: 'Pharmaindustrie', ar: 'الصناعات الدوائية' },
      {
        en: 'Telecommunications research',
        de: 'Telekommunikationsforschung',
        ar: 'أبحاث الاتصالات',
      },
      { en: 'Ports and warehousing', de: 'Häfen und Lagerhaltung', ar: 'الموانئ والتخزين' },
      { en: 'Financial services', de: 'Finanzdienstleistungen', ar: 'الخدمات المالية' },
      { en: 'Insurance', de: 'Versicherungen', ar: 'التأمين' },
    ],
    intro: {
      en: 'New Jersey has long been called the nation’s medicine chest, with Johnson & Johnson in New Brunswick, Merck in Rahway and Bristol Myers Squibb in Princeton. Nokia Bell Labs carries on a long research tradition, the Port Newark–Elizabeth terminals and the Turnpike warehouses handle goods for the whole Northeast, and Jersey City’s waterfront hosts trading and back-office operations for major banks.',
      de: 'New Jersey gilt seit Langem als „Hausapotheke der Nation“, mit Johnson & Johnson in New Brunswick, Merck in Rahway und Bristol Myers Squibb in Princeton. Nokia Bell Labs führt eine lange Forschungstradition fort, die Terminals von Port Newark–Elizabeth und die Lagerhallen entlang des Turnpike schlagen Waren für den gesamten Nordosten um, und am Ufer von Jersey City sitzen Handels- und Backoffice-Abteilungen großer Banken.',
      ar: 'لطالما لُقّبت نيوجيرسي بـ«صيدلية الأمة»، إذ تضم Johnson & Johnson في نيو برونزويك وMerck في راوي وBristol Myers Squibb في برينستون. وتواصل Nokia Bell Labs تقاليد بحثية عريقة، وتتولى محطات ميناء نيوارك–إليزابيث ومستودعات طريق «تيرنبايك» مناولة البضائع للشمال الشرقي بأكمله، فيما تستضيف الواجهة المائية لمدينة جيرسي سيتي عمليات التداول والمكاتب الخلفية لكبرى البنوك.',
    },
    collaboration: {
      en: 'Pharma clients usually bring quality and regulatory teams in early, so we plan validation documentation alongside the product backlog. Newark Liberty puts most of the state within an hour of an on-site session, and our engineers shift their mornings earlier to meet the Eastern-time day.',
      de: 'Pharmakunden binden Qualitäts- und Zulassungsteams meist früh ein, daher planen wir die Validierungsdokumentation parallel zum Backlog. Vom Flughafen Newark Liberty aus ist der Großteil des Bundesstaats binnen einer Stunde für einen Termin vor Ort erreichbar, und unsere Entwicklerinnen und Entwickler beginnen ihren Tag früher, um sich dem Arbeitstag nach Eastern Time anzupassen.',
      ar: 'يُشرك عملاء قطاع الأدوية فرق الجودة والشؤون التنظيمية مبكرًا عادةً، لذا نخطط وثائق التحقق بالتوازي مع قائمة مهام المنتج (backlog). ويضع مطار نيوارك ليبرتي معظم الولاية على بُعد ساعة من أي جلسة عمل حضورية، ويقدّم مهندسونا بداية صباحهم ليتوافقوا مع يوم العمل بالتوقيت الشرقي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Regulatory submission tracking',
          de: 'Nachverfolgung von Zulassungseinreichungen',
          ar: 'تتبع الملفات التنظيمية المقدَّمة',
        },
        text: {
          en: 'Dossier planning, document status and health-authority correspondence tracked across products and markets.',
          de: 'Dossierplanung, Dokumentstatus und Korrespondenz mit Gesundheitsbehörden, nachverfolgt über Produkte und Märkte hinweg.',
          ar: 'تخطيط الملفات وحالة الوثائق والمراسلات مع الجهات الصحية، مع تتبعها عبر المنتجات والأسواق.',
        },
      },
      {
        title: {
          en: 'Yard and dock management for warehouses',
          de: 'Yard- und Dock-Management für Lager',
          ar: 'إدارة الساحات وأرصفة التحميل للمستودعات',
        },
        text: {
          en: 'Trailer check-in, door assignments and dwell-time alerts for busy distribution centers.',
          de: 'Trailer-Check-in, Torzuweisungen und Standzeitwarnungen für stark ausgelastete Distributionszentren.',
          ar: 'تسجيل وصول المقطورات وتخصيص الأبواب وتنبيهات مدة الانتظار لمراكز التوزيع المزدحمة.',
        },
      },
      {
        title: {
          en: 'Trade operations dashboards',
          de: 'Dashboards für die Handelsabwicklung',
          ar: 'لوحات معلومات لعمليات التداول',
        },
        text: {
          en: 'Settlement breaks, reconciliations and exception queues for bank operations teams.',
          de: 'Abwicklungsdifferenzen, Abstimmungen und Ausnahmewarteschlangen für Betriebsteams von Banken.',
          ar: 'فروقات التسوية والمطابقات وقوائم الاستثناءات لفرق العمليات في البنوك.',
        },
      },
    ],
    nearby: ['new-york-city', 'philadelphia', 'new-york', 'pennsylvania'],
    description: {
      en: 'Fernhill builds regulated pharma, warehouse and bank operations software for New Jersey companies, with validation planned alongside the backlog.',
      de: 'Fernhill entwickelt Software für regulierte Pharmaprozesse, Lager und Bankbetrieb für Unternehmen in New Jersey, mit Validierung parallel zum Backlog.',
      ar: 'تبني Fernhill برمجيات خاضعة للتنظيم لقطاع الأدوية والمستودعات والعمليات المصرفية لشركات نيوجيرسي، مع تخطيط التحقق بالتوازي مع قائمة المهام.',
    },
  },
  {
    slug: 'virginia',
    kind: 'state',
    name: { en: 'Virginia', de: 'Virginia', ar: 'فرجينيا' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Government contracting and defense',
        de: 'Staatsaufträge und Verteidigung',
        ar: 'التعاقدات الحكومية والدفاع',
      },
      { en: 'Data centers', de: 'Rechenzentren', ar: 'مراكز البيانات' },
      {
        en: 'Shipbuilding and naval operations',
        de: 'Schiffbau und Marine',
        ar: 'بناء السفن والعمليات البحرية',
      },
      { en: 'Financial services', de: 'Finanzdienstleistungen', ar: 'الخدمات المالية' },
      { en: 'Agriculture', de: 'Landwirtschaft', ar: 'الزراعة' },
    ],
    intro: {
      en: 'Loudoun County’s Data Center Alley around Ashburn holds the largest concentration of data centers in the world, and Northern Virginia from Tysons to Reston is full of federal contractors. Hampton Roads is home to Naval Station Norfolk and the shipyard at Newport News, Richmond hosts Capital One’s large campus and the Richmond Fed, and Virginia Tech’s Innovation Campus in Alexandria trains graduate engineers next to National Landing.',
      de: 'Die Data Center Alley im Loudoun County rund um Ashburn weist die weltweit größte Konzentration von Rechenzentren auf, und Northern Virginia ist von Tysons bis Reston voller Auftragnehmer des Bundes. In Hampton Roads liegen die Naval Station Norfolk und die Werft von Newport News, Richmond beherbergt den großen Campus von Capital One und die Richmond Fed, und der Innovation Campus der Virginia Tech in Alexandria bildet direkt neben National Landing Ingenieure in Graduiertenprogrammen aus.',
      ar: 'يضم «زقاق مراكز البيانات» في مقاطعة لاودون حول آشبورن أكبر تجمّع لمراكز البيانات في العالم، وتعجّ شمال فرجينيا، من تايسونز إلى ريستون، بالمتعاقدين مع الحكومة الفيدرالية. وتحتضن منطقة هامبتون رودز محطة نورفولك البحرية وحوض بناء السفن في نيوبورت نيوز، وتستضيف ريتشموند الحرم الكبير لشركة Capital One وبنك الاحتياطي الفيدرالي في ريتشموند، فيما يدرّب «حرم الابتكار» التابع لجامعة فرجينيا التقنية في ألكسندريا مهندسي الدراسات العليا بجوار ناشيونال لاندينغ.',
    },
    collaboration: {
      en: 'For contractor work we set up development environments that match your security requirements before any code is written, and we staff contracts that require it with US-based engineers only. We fly into Dulles for Northern Virginia and Norfolk for Hampton Roads.',
      de: 'Für Projekte von Auftragnehmern des Bundes richten wir Entwicklungsumgebungen ein, die Ihren Sicherheitsanforderungen entsprechen, bevor auch nur eine Zeile Code geschrieben wird, und Aufträge, die es verlangen, besetzen wir ausschließlich mit Entwicklerinnen und Entwicklern, die in den USA ansässig sind. Für Northern Virginia fliegen wir nach Dulles, für Hampton Roads nach Norfolk.',
      ar: 'في أعمال المتعاقدين الحكوميين نجهّز بيئات تطوير تطابق متطلباتك الأمنية قبل كتابة أي سطر من الشيفرة، ونعتمد حصريًا على مهندسين مقيمين في الولايات المتحدة في العقود التي تشترط ذلك. ونسافر جوًا إلى مطار واشنطن دالاس للعمل في شمال فرجينيا، وإلى نورفولك للعمل في هامبتون رودز.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Capacity and power monitoring for data centers',
          de: 'Kapazitäts- und Energiemonitoring für Rechenzentren',
          ar: 'مراقبة السعة والطاقة لمراكز البيانات',
        },
        text: {
          en: 'Rack, power and cooling dashboards that help operators plan capacity and spot problems early.',
          de: 'Dashboards für Racks, Stromversorgung und Kühlung, mit denen Betreiber Kapazitäten planen und Probleme früh erkennen.',
          ar: 'لوحات معلومات للخزائن والطاقة والتبريد تساعد المشغّلين على تخطيط السعة واكتشاف المشكلات مبكرًا.',
        },
      },
      {
        title: {
          en: 'Work-package tools for shipyards',
          de: 'Arbeitspaket-Tools für Werften',
          ar: 'أدوات حزم العمل لأحواض بناء السفن',
        },
        text: {
          en: 'Digital work instructions, material status and inspection sign-off for ship maintenance and construction.',
          de: 'Digitale Arbeitsanweisungen, Materialstatus und Prüfabnahmen für Schiffswartung und Schiffbau.',
          ar: 'تعليمات عمل رقمية وحالة المواد واعتماد عمليات الفحص لصيانة السفن وبنائها.',
        },
      },
      {
        title: {
          en: 'Cloud migration for federal contractors',
          de: 'Cloud-Migration für Auftragnehmer des Bundes',
          ar: 'الترحيل إلى السحابة للمتعاقدين مع الحكومة الفيدرالية',
        },
        text: {
          en: 'Moving legacy applications to government cloud regions with infrastructure as code and automated compliance evidence.',
          de: 'Migration von Altanwendungen in Government-Cloud-Regionen, mit Infrastructure as Code und automatisierten Compliance-Nachweisen.',
          ar: 'نقل التطبيقات القديمة إلى مناطق السحابة الحكومية باستخدام البنية التحتية كشيفرة وأدلة امتثال مؤتمتة.',
        },
      },
    ],
    nearby: ['washington-dc', 'maryland', 'north-carolina'],
    description: {
      en: 'Data center monitoring, shipyard work packages and cloud migrations for Virginia operators and federal contractors from Ashburn to Hampton Roads.',
      de: 'Rechenzentrums-Monitoring, Arbeitspakete für Werften und Cloud-Migrationen für Betreiber und Auftragnehmer des Bundes in Virginia, von Ashburn bis Hampton Roads.',
      ar: 'مراقبة مراكز البيانات وحزم عمل أحواض السفن والترحيل إلى السحابة للمشغّلين والمتعاقدين الفيدراليين في فرجينيا، من آشبورن إلى هامبتون رودز.',
    },
  },
  {
    slug: 'washington',
    kind: 'state',
    name: { en: 'Washington', de: 'Washington', ar: 'واشنطن' },
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
      { en: 'Cloud software', de: 'Cloud-Software', ar: 'البرمجيات السحابية' },
      {
        en: 'Tree fruit and agriculture',
        de: 'Baumobst und Landwirtschaft',
        ar: 'الفاكهة الشجرية والزراعة',
      },
      { en: 'Ports and maritime', de: 'Häfen und Seeverkehr', ar: 'الموانئ والنقل البحري' },
      {
        en: 'Hydropower and energy research',
        de: 'Wasserkraft und Energieforschung',
        ar: 'الطاقة الكهرومائية وأبحاث الطاقة',
      },
    ],
    intro: {
      en: 'East of the Cascades, Washington is one of the largest apple-producing regions in the world, with packing houses across the Yakima and Wenatchee valleys, and the Columbia River dams supply much of the state’s electricity. Pacific Northwest National Laboratory in Richland leads energy and grid research, Spokane serves as the eastern hub, and the aerospace supply chain stretches from Everett to small machine shops statewide.',
      de: 'Östlich der Kaskadenkette ist Washington eine der größten Apfelanbauregionen der Welt, mit Packbetrieben im Yakima und im Wenatchee Valley, und die Staudämme am Columbia River liefern einen Großteil des Stroms im Bundesstaat. Das Pacific Northwest National Laboratory in Richland ist führend in der Energie- und Netzforschung, Spokane ist das Zentrum des Ostens, und die Lieferkette der Luft- und Raumfahrt reicht von Everett bis zu kleinen Zerspanungsbetrieben im ganzen Bundesstaat.',
      ar: 'شرق سلسلة جبال كاسكيد، تُعد واشنطن من أكبر مناطق إنتاج التفاح في العالم، إذ تنتشر محطات التعبئة في واديي ياكيما وويناتشي، وتوفّر سدود نهر كولومبيا جزءًا كبيرًا من كهرباء الولاية. ويقود مختبر شمال غرب المحيط الهادئ الوطني في ريتشلاند أبحاث الطاقة وشبكات الكهرباء، وتؤدي سبوكان دور المركز الرئيسي في الشرق، فيما تمتد سلسلة توريد صناعة الطيران والفضاء من إيفرت إلى ورش التشغيل الآلي الصغيرة في أنحاء الولاية.',
    },
    collaboration: {
      en: 'East of the mountains we fly into Spokane, Yakima or Pasco and plan around harvest and packing seasons, when no one has time for workshops. Pacific time means our Austin team reaches you two hours into its own day, which leaves early mornings for focused build work.',
      de: 'Östlich der Berge fliegen wir nach Spokane, Yakima oder Pasco und planen um die Ernte- und Packsaison herum, in der niemand Zeit für Workshops hat. Durch die Pacific Time erreicht unser Team in Austin Sie erst zwei Stunden nach seinem eigenen Arbeitsbeginn, sodass die frühen Morgenstunden für konzentrierte Entwicklungsarbeit bleiben.',
      ar: 'شرق الجبال نسافر جوًا إلى سبوكان أو ياكيما أو باسكو، ونخطط عملنا بعيدًا عن موسمي الحصاد والتعبئة، حين لا يجد أحد وقتًا لورش العمل. ويعني توقيت المحيط الهادئ أن فريقنا في أوستن يبدأ العمل معك بعد ساعتين من بداية يومه، ما يترك الصباح الباكر للعمل المركّز على التطوير.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Packing-house operations software',
          de: 'Betriebssoftware für Obstpackbetriebe',
          ar: 'برمجيات تشغيل محطات التعبئة',
        },
        text: {
          en: 'Bin receiving, grading, storage and order fulfillment for tree-fruit packers.',
          de: 'Annahme von Großkisten, Sortierung, Lagerung und Auftragsabwicklung für Packbetriebe von Baumobst.',
          ar: 'استلام الصناديق والفرز والتخزين وتنفيذ الطلبات لمحطات تعبئة الفاكهة الشجرية.',
        },
      },
      {
        title: {
          en: 'Supplier portals for aerospace manufacturing',
          de: 'Lieferantenportale für die Luft- und Raumfahrtfertigung',
          ar: 'بوابات الموردين لتصنيع الطيران والفضاء',
        },
        text: {
          en: 'Purchase orders, first-article inspection and certification tracking between primes and machine shops.',
          de: 'Bestellungen, Erstmusterprüfung und Nachverfolgung von Zertifizierungen zwischen Hauptauftragnehmern und Zerspanungsbetrieben.',
          ar: 'أوامر الشراء وفحص القطعة الأولى وتتبع الشهادات بين المتعاقدين الرئيسيين وورش التشغيل الآلي.',
        },
      },
      {
        title: {
          en: 'Grid and generation data tools',
          de: 'Datentools für Stromnetz und Erzeugung',
          ar: 'أدوات بيانات الشبكة وتوليد الكهرباء',
        },
        text: {
          en: 'Dashboards and forecasting pipelines for utilities and research programs working with hydropower data.',
          de: 'Dashboards und Prognose-Pipelines für Versorger und Forschungsprogramme, die mit Wasserkraftdaten arbeiten.',
          ar: 'لوحات معلومات ومسارات تنبؤ لشركات المرافق والبرامج البحثية التي تعمل على بيانات الطاقة الكهرومائية.',
        },
      },
    ],
    nearby: ['seattle', 'portland', 'oregon'],
    description: {
      en: 'Packing-house software, aerospace supplier portals and grid data tools for Washington State companies, planned around harvest and built on Pacific time.',
      de: 'Software für Packbetriebe, Zulieferportale für die Luft- und Raumfahrt und Netzdaten-Tools für Firmen im Bundesstaat Washington – um die Ernte geplant, nach Pacific Time.',
      ar: 'برمجيات محطات التعبئة وبوابات موردي الطيران والفضاء وأدوات بيانات الشبكة لشركات ولاية واشنطن، نخططها حول موسم الحصاد ونبنيها بتوقيت المحيط الهادئ.',
    },
  },
  {
    slug: 'arizona',
    kind: 'state',
    name: { en: 'Arizona', de: 'Arizona', ar: 'أريزونا' },
    timeZone: 'America/Phoenix',
    leadingIndustries: [
      { en: 'Semiconductors', de: 'Halbleiter', ar: 'أشباه الموصلات' },
      { en: 'Copper mining', de: 'Kupferbergbau', ar: 'تعدين النحاس' },
      {
        en: 'Aerospace and defense',
        de: 'Luft- und Raumfahrt sowie Verteidigung',
        ar: 'الطيران والفضاء والدفاع',
      },
      { en: 'Tourism', de: 'Tourismus', ar: 'السياحة' },
      { en: 'Winter vegetable farming', de: 'Wintergemüseanbau', ar: 'زراعة الخضراوات الشتوية' },
    ],
    intro: {
      en: 'Arizona produces most of the copper mined in the United States, from open pits near Morenci and in the Globe-Miami district. Tucson is home to a large missile-systems plant and the University of Arizona’s space science programs, Yuma grows most of the country’s leafy greens in winter, and Flagstaff and the Grand Canyon draw millions of visitors a year.',
      de: 'Arizona fördert den Großteil des in den USA abgebauten Kupfers, aus Tagebauen bei Morenci und im Bezirk Globe-Miami. In Tucson stehen ein großes Werk für Raketensysteme und die Weltraumforschungsprogramme der University of Arizona, Yuma baut im Winter den Großteil des Blattgemüses des Landes an, und Flagstaff und der Grand Canyon ziehen jedes Jahr Millionen Besucher an.',
      ar: 'تنتج أريزونا معظم النحاس المستخرج في الولايات المتحدة، من مناجم مكشوفة قرب مورينسي وفي منطقة غلوب-ميامي. وتضم توسان مصنعًا كبيرًا لأنظمة الصواريخ وبرامج علوم الفضاء في جامعة أريزونا، وتزرع يوما معظم الخضراوات الورقية في البلاد خلال الشتاء، فيما تجذب فلاغستاف وغراند كانيون ملايين الزوار سنويًا.',
    },
    collaboration: {
      en: 'Most Arizona work outside the Valley happens at a site, whether a mine near Morenci, a packing shed in Yuma or a test range near Tucson, so we fly into Tucson or Phoenix and drive. The state’s fixed clock matches Pacific time in summer and Mountain time in winter, and our Mexico City hub stays one hour ahead of it all year.',
      de: 'Die meisten Projekte in Arizona außerhalb des Großraums Phoenix finden an einem Standort statt, ob in einer Mine bei Morenci, einer Packhalle in Yuma oder auf einem Testgelände bei Tucson. Deshalb fliegen wir nach Tucson oder Phoenix und fahren weiter. Da Arizona die Uhren nicht umstellt, entspricht seine Uhrzeit im Sommer der Pacific Time und im Winter der Mountain Time, und unser Standort in Mexiko-Stadt ist ihr das ganze Jahr über eine Stunde voraus.',
      ar: 'يجري معظم العمل في أريزونا خارج منطقة فينيكس الكبرى في موقع ميداني، سواء كان منجمًا قرب مورينسي أو سقيفة تعبئة في يوما أو ميدان اختبار قرب توسان، لذا نسافر جوًا إلى توسان أو فينيكس ثم نكمل بالسيارة. ولأن الولاية لا تغيّر توقيتها، فإنه يوافق توقيت المحيط الهادئ صيفًا والتوقيت الجبلي شتاءً، ويبقى مركزنا في مكسيكو سيتي متقدمًا عليه بساعة طوال العام.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Equipment telematics for mining fleets',
          de: 'Maschinentelematik für Bergbauflotten',
          ar: 'القياس عن بُعد لمعدات أساطيل التعدين',
        },
        text: {
          en: 'Haul truck and shovel data turned into utilization, maintenance and fuel reports for operations staff.',
          de: 'Daten von Muldenkippern und Baggern, aufbereitet zu Auslastungs-, Wartungs- und Kraftstoffberichten für das Betriebspersonal.',
          ar: 'بيانات شاحنات النقل والحفارات تتحول إلى تقارير عن الاستخدام والصيانة والوقود لفرق التشغيل.',
        },
      },
      {
        title: {
          en: 'Harvest and cooling logistics for growers',
          de: 'Ernte- und Kühllogistik für Erzeuger',
          ar: 'لوجستيات الحصاد والتبريد للمزارعين',
        },
        text: {
          en: 'Field crew tracking, cooler intake and shipping schedules for perishable produce.',
          de: 'Erfassung von Erntekolonnen, Kühlhausannahme und Versandpläne für verderbliche Frischware.',
          ar: 'تتبع فرق العمل في الحقول واستلام المحاصيل في غرف التبريد وجداول الشحن للمنتجات الطازجة سريعة التلف.',
        },
      },
      {
        title: {
          en: 'Requirements and test tracking for defense programs',
          de: 'Anforderungs- und Testverfolgung für Verteidigungsprogramme',
          ar: 'تتبع المتطلبات والاختبارات لبرامج الدفاع',
        },
        text: {
          en: 'Traceability from requirement to test result, with access controls for controlled technical data.',
          de: 'Rückverfolgbarkeit von der Anforderung bis zum Testergebnis, mit Zugriffskontrollen für kontrollierte technische Daten.',
          ar: 'تتبع من المتطلب حتى نتيجة الاختبار، مع ضوابط وصول للبيانات التقنية الخاضعة للرقابة.',
        },
      },
    ],
    nearby: ['phoenix', 'las-vegas', 'utah'],
    description: {
      en: 'Mining telematics, produce logistics and defense test tracking for Arizona companies in Tucson, Yuma and beyond, with a nearshore team one hour ahead.',
      de: 'Bergbautelematik, Frischelogistik und Testverfolgung für Rüstungsprojekte in Tucson, Yuma und ganz Arizona – mit einem Nearshore-Team, das eine Stunde voraus ist.',
      ar: 'القياس عن بُعد للتعدين ولوجستيات المنتجات الطازجة وتتبع اختبارات الدفاع لشركات أريزونا في توسان ويوما وغيرهما، مع فريق قريب جغرافيًا (nearshore) يسبقك بساعة.',
    },
  },
  {
    slug: 'massachusetts',
    kind: 'state',
    name: { en: 'Massachusetts', de: 'Massachusetts', ar: 'ماساتشوستس' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Life sciences and biomanufacturing',
        de: 'Life Sciences und Bioproduktion',
        ar: 'علوم الحياة والتصنيع الحيوي',
      },
      { en: 'Higher education', de: 'Hochschulbildung', ar: 'التعليم العالي' },
      {
        en: 'Defense electronics and research',
        de: 'Verteidigungselektronik und -forschung',
        ar: 'الإلكترونيات والأبحاث الدفاعية',
      },
      { en: 'Insurance', de: 'Versicherungen', ar: 'التأمين' },
      { en: 'Advanced manufacturing', de: 'Hightech-Fertigung', ar: 'التصنيع المتقدم' },
    ],
    intro: {
      en: 'Beyond Boston, the Route 128 corridor hosts defense research at MIT Lincoln Laboratory in Lexington and MITRE in Bedford, alongside robotics and electronics firms. Worcester has grown a biomanufacturing cluster near UMass Chan Medical School and WPI, Springfield is home to MassMutual, and the Pioneer Valley’s colleges make higher education an anchor employer in the west.',
      de: 'Jenseits von Boston beherbergt der Route-128-Korridor Verteidigungsforschung am MIT Lincoln Laboratory in Lexington und bei MITRE in Bedford, dazu Robotik- und Elektronikunternehmen. In Worcester ist rund um die UMass Chan Medical School und das WPI ein Bioproduktionscluster gewachsen, Springfield ist Sitz von MassMutual, und die Colleges im Pioneer Valley machen die Hochschulen im Westen zu einem tragenden Arbeitgeber.',
      ar: 'بعيدًا عن بوسطن، يحتضن ممر الطريق 128 أبحاثًا دفاعية في مختبر MIT Lincoln Laboratory في ليكسينغتون وفي MITRE في بيدفورد، إلى جانب شركات الروبوتات والإلكترونيات. ونما في ورسستر تجمّع للتصنيع الحيوي قرب كلية UMass Chan للطب ومعهد WPI، وتحتضن سبرينغفيلد شركة MassMutual، فيما تجعل كليات وادي بايونير التعليمَ العالي ركيزةً للتوظيف في غرب الولاية.',
    },
    collaboration: {
      en: 'University clients plan around the academic calendar, so we avoid move-in and finals weeks for launches. We fly into Logan, drive out along the Mass Pike when the work is in Worcester or Springfield, and run standups to the Eastern clock, an hour ahead of our own.',
      de: 'Hochschulkunden planen nach dem akademischen Kalender, daher vermeiden wir für Launches die Einzugs- und Prüfungswochen. Wir fliegen nach Logan, fahren über den Mass Pike weiter, wenn die Arbeit in Worcester oder Springfield liegt, und halten Standups nach Eastern Time ab, die unserer Zeit eine Stunde voraus ist.',
      ar: 'يخطط عملاؤنا من الجامعات وفق التقويم الأكاديمي، لذا نتجنب الإطلاق في أسابيع انتقال الطلاب إلى السكن الجامعي وأسابيع الامتحانات النهائية. ونسافر جوًا إلى مطار لوغان، ونقود السيارة على طريق «ماس بايك» حين يكون العمل في ورسستر أو سبرينغفيلد، ونعقد الاجتماعات اليومية وفق التوقيت الشرقي الذي يسبق توقيتنا بساعة.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Biomanufacturing operations dashboards',
          de: 'Betriebs-Dashboards für die Bioproduktion',
          ar: 'لوحات معلومات لعمليات التصنيع الحيوي',
        },
        text: {
          en: 'Bioreactor runs, batch status and equipment calendars shown in one place for manufacturing and quality teams.',
          de: 'Bioreaktorläufe, Chargenstatus und Anlagenkalender an einem Ort für Produktions- und Qualitätsteams.',
          ar: 'دورات المفاعلات الحيوية وحالة الدفعات وتقاويم المعدات في مكان واحد لفرق التصنيع والجودة.',
        },
      },
      {
        title: {
          en: 'Student and faculty apps for colleges',
          de: 'Apps für Studierende und Lehrende an Hochschulen',
          ar: 'تطبيقات للطلاب وأعضاء هيئة التدريس في الكليات',
        },
        text: {
          en: 'Advising, course planning and campus services integrated with the student information system.',
          de: 'Studienberatung, Kursplanung und Campus-Services, integriert in das Campus-Management-System.',
          ar: 'الإرشاد الأكاديمي وتخطيط المقررات وخدمات الحرم الجامعي، مدمجة مع نظام معلومات الطلاب.',
        },
      },
      {
        title: {
          en: 'Policyholder service for mutual insurers',
          de: 'Versichertenservice für Versicherungsvereine auf Gegenseitigkeit',
          ar: 'خدمة حاملي الوثائق لشركات التأمين التعاوني',
        },
        text: {
          en: 'Self-service for policy changes, beneficiaries and payments, with clear handoffs to service agents.',
          de: 'Self-Service für Vertragsänderungen, Begünstigte und Zahlungen, mit klarer Übergabe an Servicemitarbeiter.',
          ar: 'خدمة ذاتية لتعديل الوثائق والمستفيدين والمدفوعات، مع تحويل واضح إلى موظفي الخدمة.',
        },
      },
    ],
    nearby: ['boston', 'new-york'],
    description: {
      en: 'Biomanufacturing dashboards, campus apps and policyholder service software for Massachusetts organizations along Route 128 and in Worcester.',
      de: 'Bioproduktions-Dashboards, Campus-Apps und Software für den Versichertenservice für Organisationen in Massachusetts entlang der Route 128 und in Worcester.',
      ar: 'لوحات معلومات للتصنيع الحيوي وتطبيقات جامعية وبرمجيات لخدمة حاملي الوثائق للمؤسسات في ماساتشوستس على امتداد الطريق 128 وفي ورسستر.',
    },
  },
  {
    slug: 'tennessee',
    kind: 'state',
    name: { en: 'Tennessee', de: 'Tennessee', ar: 'تينيسي' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      {
        en: 'Automotive and EV manufacturing',
        de: 'Automobil- und Elektrofahrzeugproduktion',
        ar: 'تصنيع السيارات والمركبات الكهربائية',
      },
      { en: 'Logistics', de: 'Logistik', ar: 'الخدمات اللوجستية' },
      { en: 'Music', de: 'Musik', ar: 'الموسيقى' },
      { en: 'Energy research', de: 'Energieforschung', ar: 'أبحاث الطاقة' },
    ],
    intro: {
      en: 'Memphis is a global logistics hub built around the FedEx World Hub, and Ford’s BlueOval City is taking shape to the northeast. Volkswagen builds cars in Chattanooga, where the city-owned utility EPB built one of the first citywide gigabit fiber networks, and Oak Ridge National Laboratory near Knoxville hosts some of the world’s fastest supercomputers.',
      de: 'Memphis ist rund um den FedEx World Hub zu einem globalen Logistikzentrum gewachsen, und nordöstlich davon entsteht Fords BlueOval City. Volkswagen baut Autos in Chattanooga, wo der städtische Versorger EPB eines der ersten stadtweiten Gigabit-Glasfasernetze aufgebaut hat, und das Oak Ridge National Laboratory bei Knoxville betreibt einige der schnellsten Supercomputer der Welt.',
      ar: 'ممفيس مركز لوجستي عالمي نشأ حول مركز FedEx World Hub، وإلى الشمال الشرقي منها يتشكّل مشروع BlueOval City التابع لشركة Ford. وتصنع Volkswagen السيارات في تشاتانوغا، حيث أنشأت شركة المرافق البلدية EPB واحدة من أوائل شبكات الألياف الضوئية بسرعة غيغابت على مستوى مدينة كاملة، ويستضيف مختبر أوك ريدج الوطني قرب نوكسفيل بعضًا من أسرع الحواسيب الفائقة في العالم.',
    },
    collaboration: {
      en: 'Middle and West Tennessee share Central time with Austin, while Knoxville and Chattanooga are on Eastern, so we schedule across both. We fly into Memphis, Nashville or Knoxville, and automotive plant projects include time on the line during discovery.',
      de: 'Mittel- und West-Tennessee liegen wie Austin in der Central Time, Knoxville und Chattanooga dagegen in der Eastern Time, daher planen wir Termine über beide hinweg. Wir fliegen nach Memphis, Nashville oder Knoxville, und bei Projekten in Automobilwerken verbringen wir in der Discovery-Phase Zeit direkt an der Linie.',
      ar: 'يشترك وسط تينيسي وغربها مع أوستن في التوقيت المركزي، بينما تعمل نوكسفيل وتشاتانوغا بالتوقيت الشرقي، لذا ننسّق المواعيد بين التوقيتين. ونسافر جوًا إلى ممفيس أو ناشفيل أو نوكسفيل، وتتضمن مشاريع مصانع السيارات وقتًا على خط الإنتاج خلال مرحلة الاستكشاف.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Air cargo operations tools',
          de: 'Tools für den Luftfrachtbetrieb',
          ar: 'أدوات عمليات الشحن الجوي',
        },
        text: {
          en: 'Sort planning, exception handling and shipper notifications for time-critical freight.',
          de: 'Sortierplanung, Ausnahmebehandlung und Versenderbenachrichtigungen für zeitkritische Fracht.',
          ar: 'تخطيط الفرز ومعالجة الاستثناءات وإشعارات الشاحنين للشحنات الحساسة للوقت.',
        },
      },
      {
        title: {
          en: 'Quality tracking for EV and battery plants',
          de: 'Qualitätsverfolgung für Elektrofahrzeug- und Batteriewerke',
          ar: 'تتبع الجودة لمصانع المركبات الكهربائية والبطاريات',
        },
        text: {
          en: 'Inspection data, defect tracking and traceability from cell to pack to vehicle.',
          de: 'Prüfdaten, Fehlerverfolgung und Rückverfolgbarkeit von der Zelle über das Batteriepack bis zum Fahrzeug.',
          ar: 'بيانات الفحص وتتبع العيوب والتتبع الكامل من الخلية إلى حزمة البطارية إلى المركبة.',
        },
      },
      {
        title: {
          en: 'Customer portals for municipal utilities',
          de: 'Kundenportale für Stadtwerke',
          ar: 'بوابات العملاء لشركات المرافق البلدية',
        },
        text: {
          en: 'Billing, outage reporting and broadband sign-up for public power companies.',
          de: 'Abrechnung, Störungsmeldungen und Breitband-Anmeldung für öffentliche Energieversorger.',
          ar: 'الفوترة والإبلاغ عن الانقطاعات والاشتراك في الإنترنت عريض النطاق لشركات الكهرباء العامة.',
        },
      },
    ],
    nearby: ['nashville', 'kentucky', 'alabama', 'georgia'],
    description: {
      en: 'Custom software for Tennessee logistics, automotive, utility and research organizations in Memphis, Chattanooga and Knoxville, built by Fernhill.',
      de: 'Individuelle Software für Logistik, Automobilbau, Versorger und Forschung in Memphis, Chattanooga und Knoxville, Tennessee – entwickelt von Fernhill.',
      ar: 'برمجيات مخصصة لمؤسسات الخدمات اللوجستية والسيارات والمرافق والأبحاث في تينيسي، في ممفيس وتشاتانوغا ونوكسفيل، تبنيها Fernhill.',
    },
  },
  {
    slug: 'indiana',
    kind: 'state',
    name: { en: 'Indiana', de: 'Indiana', ar: 'إنديانا' },
    timeZone: 'America/Indianapolis',
    leadingIndustries: [
      { en: 'Recreational vehicles', de: 'Wohnmobile', ar: 'المركبات الترفيهية' },
      { en: 'Orthopedic devices', de: 'Orthopädische Medizinprodukte', ar: 'أجهزة جراحة العظام' },
      { en: 'Steel', de: 'Stahl', ar: 'الصلب' },
      {
        en: 'Engines and heavy manufacturing',
        de: 'Motoren und Schwerindustrie',
        ar: 'المحركات والصناعات الثقيلة',
      },
      { en: 'Agriculture', de: 'Landwirtschaft', ar: 'الزراعة' },
    ],
    intro: {
      en: 'Elkhart County builds most of the recreational vehicles sold in North America, and Warsaw is known as the orthopedic capital of the world, home to Zimmer Biomet and other implant makers. Cummins is headquartered in Columbus, Indiana, Northwest Indiana’s mills along Lake Michigan make the state a leading steel producer, and Purdue in West Lafayette is a major engineering school.',
      de: 'Im Elkhart County wird der Großteil der in Nordamerika verkauften Wohnmobile gebaut, und Warsaw gilt als Welthauptstadt der Orthopädie, Sitz von Zimmer Biomet und weiteren Implantatherstellern. Cummins hat seinen Hauptsitz in Columbus, Indiana, die Stahlwerke im Nordwesten Indianas am Lake Michigan machen den Bundesstaat zu einem führenden Stahlproduzenten, und Purdue in West Lafayette ist eine bedeutende Ingenieurhochschule.',
      ar: 'تصنع مقاطعة إلكهارت معظم المركبات الترفيهية المبيعة في أمريكا الشمالية، وتُعرف وارسو بأنها عاصمة جراحة العظام في العالم، إذ تضم Zimmer Biomet وغيرها من مصنّعي الغرسات. ويقع المقر الرئيسي لشركة Cummins في كولومبوس بولاية إنديانا، وتجعل مصانع الصلب في شمال غرب إنديانا على ضفاف بحيرة ميشيغان الولايةَ منتِجًا رائدًا للصلب، فيما تُعد جامعة Purdue في ويست لافاييت من أبرز كليات الهندسة.',
    },
    collaboration: {
      en: 'Most of Indiana is on Eastern time, one hour ahead of Austin, though the northwest and southwest corners follow Central. We fly into Indianapolis or South Bend and drive to plants; RV and steel projects often start with a walk through the production line.',
      de: 'Der größte Teil Indianas liegt in der Eastern Time, eine Stunde vor Austin, der Nordwesten und der Südwesten folgen dagegen der Central Time. Wir fliegen nach Indianapolis oder South Bend und fahren zu den Werken; Projekte für Wohnmobil- und Stahlhersteller beginnen oft mit einem Rundgang entlang der Produktionslinie.',
      ar: 'تعمل معظم إنديانا بالتوقيت الشرقي، متقدمةً ساعة على أوستن، بينما تتبع زاويتاها الشمالية الغربية والجنوبية الغربية التوقيت المركزي. ونسافر جوًا إلى إنديانابوليس أو ساوث بيند ثم نقود السيارة إلى المصانع، وكثيرًا ما تبدأ مشاريع المركبات الترفيهية والصلب بجولة على طول خط الإنتاج.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Warranty claims for RV manufacturers',
          de: 'Garantieabwicklung für Wohnmobilhersteller',
          ar: 'مطالبات الضمان لمصنّعي المركبات الترفيهية',
        },
        text: {
          en: 'Dealer claim submission, parts returns and supplier chargebacks in one portal.',
          de: 'Garantieanträge der Händler, Teilerücksendungen und Rückbelastungen an Lieferanten in einem Portal.',
          ar: 'تقديم الوكلاء للمطالبات وإرجاع القطع وتحميل التكاليف على الموردين في بوابة واحدة.',
        },
      },
      {
        title: {
          en: 'Implant and instrument set tracking',
          de: 'Tracking von Implantat- und Instrumentensets',
          ar: 'تتبع أطقم الغرسات والأدوات الجراحية',
        },
        text: {
          en: 'Tracking for orthopedic sets as they move between warehouses, hospitals and reprocessing.',
          de: 'Nachverfolgung orthopädischer Sets auf ihrem Weg zwischen Lagern, Kliniken und Aufbereitung.',
          ar: 'تتبع أطقم جراحة العظام أثناء تنقلها بين المستودعات والمستشفيات ومراكز إعادة التعقيم.',
        },
      },
      {
        title: {
          en: 'Engine and equipment telematics',
          de: 'Telematik für Motoren und Maschinen',
          ar: 'القياس عن بُعد للمحركات والمعدات',
        },
        text: {
          en: 'Fault codes and duty-cycle data turned into service alerts for fleet customers.',
          de: 'Fehlercodes und Lastzyklusdaten, aufbereitet zu Servicewarnungen für Flottenkunden.',
          ar: 'رموز الأعطال وبيانات دورات التشغيل تتحول إلى تنبيهات صيانة لعملاء الأساطيل.',
        },
      },
    ],
    nearby: ['indianapolis', 'chicago', 'ohio', 'kentucky'],
    description: {
      en: 'Warranty portals for RV builders, implant set tracking and engine telematics for Indiana manufacturers from Elkhart and Warsaw to Columbus.',
      de: 'Garantieportale für Wohnmobilbauer, Tracking von Implantatsets und Motortelematik für Hersteller in Indiana, von Elkhart und Warsaw bis Columbus.',
      ar: 'بوابات الضمان لمصنّعي المركبات الترفيهية وتتبع أطقم الغرسات والقياس عن بُعد للمحركات لمصنّعي إنديانا، من إلكهارت ووارسو إلى كولومبوس.',
    },
  },
  {
    slug: 'maryland',
    kind: 'state',
    name: { en: 'Maryland', de: 'Maryland', ar: 'ماريلاند' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      {
        en: 'Federal health research and biotech',
        de: 'Gesundheitsforschung des Bundes und Biotechnologie',
        ar: 'أبحاث الصحة الفيدرالية والتقنية الحيوية',
      },
      { en: 'Cybersecurity', de: 'Cybersicherheit', ar: 'الأمن السيبراني' },
      { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
      { en: 'Port and logistics', de: 'Hafen und Logistik', ar: 'الميناء والخدمات اللوجستية' },
    ],
    intro: {
      en: 'The I-270 corridor from Bethesda to Frederick links the National Institutes of Health with a dense cluster of biotech and contract research firms, and the FDA’s headquarters sits nearby in White Oak. Fort Meade, home to the NSA and US Cyber Command, has made Maryland a cybersecurity center, Johns Hopkins anchors Baltimore’s medical economy, and NASA Goddard in Greenbelt runs major space science missions.',
      de: 'Der I-270-Korridor von Bethesda bis Frederick verbindet die National Institutes of Health mit einem dichten Cluster aus Biotech-Firmen und Auftragsforschungsinstituten, und der Hauptsitz der FDA liegt ganz in der Nähe in White Oak. Fort Meade, Sitz der NSA und des US Cyber Command, hat Maryland zu einem Zentrum der Cybersicherheit gemacht, Johns Hopkins ist der Anker der Medizinwirtschaft Baltimores, und NASA Goddard in Greenbelt leitet große Weltraumforschungsmissionen.',
      ar: 'يربط ممر الطريق السريع I-270 من بيثيسدا إلى فريدريك المعاهد الوطنية للصحة بتجمّع كثيف من شركات التقنية الحيوية والأبحاث التعاقدية، ويقع مقر إدارة الغذاء والدواء (FDA) على مقربة منه في وايت أوك. وقد جعلت فورت ميد، مقر وكالة الأمن القومي (NSA) والقيادة السيبرانية الأمريكية، ولاية ماريلاند مركزًا للأمن السيبراني، وتشكّل جونز هوبكنز ركيزة الاقتصاد الطبي في بالتيمور، فيما يدير مركز Goddard التابع لـNASA في غرينبيلت مهمات كبرى في علوم الفضاء.',
    },
    collaboration: {
      en: 'Federal-adjacent clients have security requirements we meet before onboarding engineers, including background checks where a contract calls for them. We fly into BWI for Baltimore and Fort Meade and into Reagan National for the I-270 corridor, and schedule meetings early in our day to match Eastern hours.',
      de: 'Kunden im Umfeld der Bundesbehörden haben Sicherheitsanforderungen, die wir erfüllen, bevor Entwicklerinnen und Entwickler ins Projekt kommen, einschließlich Sicherheitsüberprüfungen, wo ein Vertrag sie vorschreibt. Für Baltimore und Fort Meade fliegen wir nach BWI, für den I-270-Korridor nach Reagan National, und wir legen Meetings an den Anfang unseres Tages, passend zu den Arbeitszeiten nach Eastern Time.',
      ar: 'لدى العملاء المرتبطين بالجهات الفيدرالية متطلبات أمنية نستوفيها قبل ضم المهندسين إلى المشروع، بما في ذلك التحقق من الخلفيات الأمنية حين يشترط العقد ذلك. ونسافر جوًا إلى مطار BWI للعمل في بالتيمور وفورت ميد، وإلى مطار ريغان الوطني للعمل في ممر I-270، ونحدد الاجتماعات في وقت مبكر من يومنا لتتوافق مع ساعات العمل بالتوقيت الشرقي.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Clinical research data capture',
          de: 'Datenerfassung für die klinische Forschung',
          ar: 'جمع بيانات الأبحاث السريرية',
        },
        text: {
          en: 'Electronic case report forms, site monitoring and data cleaning workflows for contract research organizations.',
          de: 'Elektronische Prüfbögen, Monitoring der Prüfzentren und Workflows zur Datenbereinigung für Auftragsforschungsinstitute.',
          ar: 'نماذج تقارير الحالات الإلكترونية ومراقبة المواقع البحثية ومسارات عمل لتنقية البيانات لمؤسسات الأبحاث التعاقدية.',
        },
      },
      {
        title: {
          en: 'Security operations tooling',
          de: 'Tools für Security Operations',
          ar: 'أدوات عمليات الأمن السيبراني',
        },
        text: {
          en: 'Alert triage, case management and reporting tools for managed security providers.',
          de: 'Alert-Triage, Fallmanagement und Reporting-Tools für Managed-Security-Anbieter.',
          ar: 'أدوات فرز التنبيهات وإدارة الحالات وإعداد التقارير لمزودي الخدمات الأمنية المُدارة.',
        },
      },
      {
        title: {
          en: 'Scientific data portals',
          de: 'Portale für Forschungsdaten',
          ar: 'بوابات البيانات العلمية',
        },
        text: {
          en: 'Search and download portals that make large research datasets usable for outside scientists.',
          de: 'Such- und Downloadportale, die große Forschungsdatensätze für externe Wissenschaftler nutzbar machen.',
          ar: 'بوابات بحث وتنزيل تجعل مجموعات البيانات البحثية الضخمة في متناول العلماء من خارج المؤسسة.',
        },
      },
    ],
    nearby: ['washington-dc', 'virginia', 'pennsylvania', 'philadelphia'],
    description: {
      en: 'Clinical data capture, security operations tools and research data portals for Maryland organizations along I-270, in Baltimore and near Fort Meade.',
      de: 'Klinische Datenerfassung, Security-Operations-Tools und Forschungsdatenportale für Organisationen in Maryland – am I-270, in Baltimore und bei Fort Meade.',
      ar: 'جمع البيانات السريرية وأدوات عمليات الأمن السيبراني وبوابات البيانات البحثية للمؤسسات في ماريلاند على امتداد I-270 وفي بالتيمور وقرب فورت ميد.',
    },
  },
  {
    slug: 'missouri',
    kind: 'state',
    name: { en: 'Missouri', de: 'Missouri', ar: 'ميزوري' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      { en: 'Agricultural science', de: 'Agrarwissenschaft', ar: 'العلوم الزراعية' },
      { en: 'Healthcare IT', de: 'Gesundheits-IT', ar: 'تقنية المعلومات الصحية' },
      { en: 'Financial services', de: 'Finanzdienstleistungen', ar: 'الخدمات المالية' },
      {
        en: 'Aerospace and defense',
        de: 'Luft- und Raumfahrt sowie Verteidigung',
        ar: 'الطيران والفضاء والدفاع',
      },
      {
        en: 'Rail and logistics',
        de: 'Schienenverkehr und Logistik',
        ar: 'السكك الحديدية والخدمات اللوجستية',
      },
    ],
    intro: {
      en: 'St. Louis is a plant-science center, with the Donald Danforth Plant Science Center and Bayer’s crop science operations, and a startup scene in the Cortex Innovation District near Washington University. Edward Jones and Stifel keep financial services strong there, Boeing builds military aircraft near the airport, and Kansas City has a deep healthcare IT workforce rooted in Cerner, now Oracle Health.',
      de: 'St. Louis ist ein Zentrum der Pflanzenforschung, mit dem Donald Danforth Plant Science Center, dem Crop-Science-Geschäft von Bayer und einer Start-up-Szene im Cortex Innovation District nahe der Washington University. Edward Jones und Stifel sorgen dort für eine starke Finanzbranche, Boeing baut in der Nähe des Flughafens Militärflugzeuge, und Kansas City verfügt über viele erfahrene Fachkräfte für Gesundheits-IT, deren Wurzeln bei Cerner liegen, dem heutigen Oracle Health.',
      ar: 'سانت لويس مركز لعلوم النبات، إذ تضم مركز دونالد دانفورث لعلوم النبات وعمليات Bayer في علوم المحاصيل، ومشهدًا للشركات الناشئة في حي Cortex للابتكار قرب جامعة واشنطن. وتحافظ Edward Jones وStifel على قوة الخدمات المالية فيها، وتصنع Boeing طائرات عسكرية قرب المطار، فيما تمتلك كانساس سيتي قوة عاملة واسعة الخبرة في تقنية المعلومات الصحية تعود جذورها إلى Cerner، التي أصبحت اليوم Oracle Health.',
    },
    collaboration: {
      en: 'Many Missouri projects connect to electronic health records or large enterprise systems, so we plan integration testing environments early. St. Louis and Kansas City are both nonstop flights from Austin, and there is no time difference to work around.',
      de: 'Viele Projekte in Missouri sind an elektronische Patientenakten oder große Unternehmenssysteme angebunden, daher planen wir Umgebungen für Integrationstests frühzeitig ein. St. Louis und Kansas City sind von Austin aus per Direktflug erreichbar, und es gibt keinen Zeitunterschied, den wir berücksichtigen müssten.',
      ar: 'ترتبط مشاريع كثيرة في ميزوري بالسجلات الصحية الإلكترونية أو بأنظمة مؤسسية كبيرة، لذا نخطط بيئات اختبار التكامل مبكرًا. وتربط أوستن رحلاتٌ مباشرة بكل من سانت لويس وكانساس سيتي، ولا يوجد فارق توقيت يستدعي الترتيب حوله.',
    },
    typicalProjects: [
      {
        title: {
          en: 'EHR integrations',
          de: 'EHR-Integrationen',
          ar: 'تكاملات السجلات الصحية الإلكترونية',
        },
        text: {
          en: 'FHIR and HL7 interfaces that connect digital health products to hospital records without manual re-entry.',
          de: 'FHIR- und HL7-Schnittstellen, die digitale Gesundheitsprodukte ohne manuelle Doppelerfassung mit den Patientenakten der Kliniken verbinden.',
          ar: 'واجهات FHIR وHL7 تربط منتجات الصحة الرقمية بسجلات المستشفيات دون إعادة إدخال يدوي للبيانات.',
        },
      },
      {
        title: {
          en: 'Tools for financial advisors',
          de: 'Tools für Finanzberater',
          ar: 'أدوات للمستشارين الماليين',
        },
        text: {
          en: 'Client meeting prep, household summaries and compliance-ready note-taking for branch advisors.',
          de: 'Vorbereitung von Kundengesprächen, Haushaltsübersichten und compliancekonforme Gesprächsnotizen für Berater in den Filialen.',
          ar: 'التحضير لاجتماعات العملاء وملخصات الأسر وتدوين ملاحظات متوافق مع متطلبات الامتثال لمستشاري الفروع.',
        },
      },
      {
        title: {
          en: 'Field trial data management',
          de: 'Datenmanagement für Feldversuche',
          ar: 'إدارة بيانات التجارب الحقلية',
        },
        text: {
          en: 'Plot layouts, observations and results for crop research trials across many locations.',
          de: 'Parzellenpläne, Bonituren und Ergebnisse für Pflanzenbauversuche an vielen Standorten.',
          ar: 'مخططات القطع التجريبية والملاحظات والنتائج لتجارب أبحاث المحاصيل في مواقع عديدة.',
        },
      },
    ],
    nearby: ['illinois', 'oklahoma', 'kentucky', 'tennessee'],
    description: {
      en: 'EHR integrations, advisor tools and crop trial software for Missouri companies in St. Louis and Kansas City, delivered by Fernhill on Central time.',
      de: 'EHR-Integrationen, Beratertools und Software für Feldversuche für Unternehmen in St. Louis und Kansas City, Missouri, von Fernhill nach Central Time.',
      ar: 'تكاملات السجلات الصحية الإلكترونية وأدوات المستشارين وبرمجيات تجارب المحاصيل لشركات ميزوري في سانت لويس وكانساس سيتي، تنفّذها Fernhill بالتوقيت المركزي.',
    },
  },
  {
    slug: 'wisconsin',
    kind: 'state',
    name: { en: 'Wisconsin', de: 'Wisconsin', ar: 'ويسكونسن' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Dairy and food processing',
        de: 'Milch- und Lebensmittelverarbeitung',
        ar: 'الألبان وتصنيع الأغذية',
      },
      { en: 'Industrial manufacturing', de: 'Industrielle Fertigung', ar: 'الصناعات التحويلية' },
      { en: 'Healthcare IT', de: 'Gesundheits-IT', ar: 'تقنية المعلومات الصحية' },
      { en: 'Insurance', de: 'Versicherungen', ar: 'التأمين' },
      { en: 'Paper and packaging', de: 'Papier und Verpackung', ar: 'الورق والتغليف' },
    ],
    intro: {
      en: 'Wisconsin makes more cheese than any other state, and Milwaukee’s industrial base includes Rockwell Automation and Harley-Davidson. Epic Systems in Verona has made the Madison area a center of healthcare software, Northwestern Mutual and American Family Insurance are major employers, and the Fox Valley’s paper mills have evolved into a packaging industry.',
      de: 'Wisconsin produziert mehr Käse als jeder andere Bundesstaat, und zur industriellen Basis von Milwaukee gehören Rockwell Automation und Harley-Davidson. Epic Systems in Verona hat die Region Madison zu einem Zentrum für Gesundheitssoftware gemacht, Northwestern Mutual und American Family Insurance sind große Arbeitgeber, und aus den Papierfabriken im Fox Valley ist eine Verpackungsindustrie hervorgegangen.',
      ar: 'تنتج ويسكونسن من الجبن أكثر من أي ولاية أخرى، وتضم القاعدة الصناعية في ميلووكي شركتي Rockwell Automation وHarley-Davidson. وجعلت Epic Systems في فيرونا منطقة ماديسون مركزًا لبرمجيات الرعاية الصحية، وتُعد Northwestern Mutual وAmerican Family Insurance من كبرى جهات التوظيف، فيما تطورت مصانع الورق في وادي فوكس إلى صناعة للتغليف.',
    },
    collaboration: {
      en: 'For healthcare clients we bring engineers who have built against Epic’s APIs, which shortens integration work considerably. Milwaukee and Madison keep the same Central clock as Austin, and we travel up for kickoffs and for user sessions in clinics, plants and insurance offices.',
      de: 'Für Kunden im Gesundheitswesen setzen wir Entwicklerinnen und Entwickler ein, die bereits mit den APIs von Epic gearbeitet haben, was die Integrationsarbeit deutlich verkürzt. Milwaukee und Madison liegen wie Austin in der Central Time, und wir reisen für Kick-offs und Nutzer-Sessions in Kliniken, Werken und Versicherungsbüros an.',
      ar: 'لعملاء الرعاية الصحية نستعين بمهندسين سبق لهم البناء على واجهات Epic البرمجية، ما يختصر أعمال التكامل كثيرًا. وتعمل ميلووكي وماديسون بالتوقيت المركزي نفسه الذي تعمل به أوستن، ونسافر شمالًا لحضور اجتماعات الانطلاق وجلسات المستخدمين في العيادات والمصانع ومكاتب التأمين.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Epic-integrated patient apps',
          de: 'Patienten-Apps mit Epic-Integration',
          ar: 'تطبيقات للمرضى متكاملة مع Epic',
        },
        text: {
          en: 'Scheduling, results and messaging features that connect to Epic through its APIs and FHIR endpoints.',
          de: 'Funktionen für Terminbuchung, Befunde und Nachrichten, die über die APIs und FHIR-Endpunkte von Epic angebunden sind.',
          ar: 'ميزات لحجز المواعيد والاطلاع على النتائج والمراسلة، متصلة بنظام Epic عبر واجهاته البرمجية ونقاط FHIR الطرفية.',
        },
      },
      {
        title: {
          en: 'Cheese plant traceability',
          de: 'Rückverfolgbarkeit für Käsereien',
          ar: 'التتبع في مصانع الجبن',
        },
        text: {
          en: 'Milk intake, vat records, aging inventory and lot tracing for dairy processors.',
          de: 'Milchannahme, Kesselprotokolle, Reifelagerbestand und Chargenrückverfolgung für Molkereien.',
          ar: 'استلام الحليب وسجلات أحواض التجبين ومخزون التعتيق وتتبع الدفعات لمصانع الألبان.',
        },
      },
      {
        title: {
          en: 'Industrial equipment dashboards',
          de: 'Dashboards für Industrieanlagen',
          ar: 'لوحات معلومات للمعدات الصناعية',
        },
        text: {
          en: 'Machine data from the plant floor surfaced for maintenance and production planning.',
          de: 'Maschinendaten aus der Fertigung, aufbereitet für Instandhaltung und Produktionsplanung.',
          ar: 'بيانات الآلات من أرضية المصنع معروضة لأغراض الصيانة وتخطيط الإنتاج.',
        },
      },
    ],
    nearby: ['chicago', 'minneapolis', 'minnesota', 'illinois'],
    description: {
      en: 'Epic-integrated patient apps, cheese plant traceability and factory dashboards for Wisconsin healthcare organizations, dairies and manufacturers.',
      de: 'Patienten-Apps mit Epic-Integration, Rückverfolgbarkeit für Käsereien und Fabrik-Dashboards für Gesundheitsorganisationen, Molkereien und Hersteller in Wisconsin.',
      ar: 'تطبيقات للمرضى متكاملة مع Epic وتتبع لمصانع الجبن ولوحات معلومات للمصانع لمؤسسات الرعاية الصحية ومصانع الألبان وشركات التصنيع في ويسكونسن.',
    },
  },
  {
    slug: 'colorado',
    kind: 'state',
    name: { en: 'Colorado', de: 'Colorado', ar: 'كولورادو' },
    timeZone: 'America/Denver',
    leadingIndustries: [
      { en: 'Aerospace and space', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
      {
        en: 'Tourism and ski resorts',
        de: 'Tourismus und Skigebiete',
        ar: 'السياحة ومنتجعات التزلج',
      },
      { en: 'Energy', de: 'Energie', ar: 'الطاقة' },
      {
        en: 'Agriculture and ranching',
        de: 'Landwirtschaft und Viehzucht',
        ar: 'الزراعة وتربية المواشي',
      },
      { en: 'Bioscience', de: 'Biowissenschaften', ar: 'العلوم الحيوية' },
    ],
    intro: {
      en: 'Colorado Springs is a military space center, with Peterson and Schriever Space Force bases and the Space Foundation. Ski towns from Vail to Telluride run year-round tourism businesses, Weld County is both a top oil producer and a leading agricultural county, and the Anschutz Medical Campus in Aurora and Colorado State in Fort Collins support a strong bioscience sector.',
      de: 'Colorado Springs ist ein Zentrum der militärischen Raumfahrt, mit den Stützpunkten Peterson und Schriever der Space Force und der Space Foundation. Skiorte von Vail bis Telluride betreiben ganzjährige Tourismusunternehmen, das Weld County ist zugleich einer der größten Ölproduzenten und eines der führenden Agrar-Countys, und der Anschutz Medical Campus in Aurora sowie Colorado State in Fort Collins tragen einen starken Biowissenschaftssektor.',
      ar: 'كولورادو سبرينغز مركز للفضاء العسكري، إذ تضم قاعدتي بيترسون وشرايفر التابعتين لقوة الفضاء الأمريكية ومؤسسة الفضاء (Space Foundation). وتدير بلدات التزلج من فيل إلى تيلورايد أعمالًا سياحية على مدار العام، وتُعد مقاطعة ويلد من كبرى المقاطعات المنتجة للنفط ومن أبرز المقاطعات الزراعية في آن واحد، فيما يدعم حرم أنشوتز الطبي في أورورا وجامعة ولاية كولورادو في فورت كولينز قطاعًا قويًا للعلوم الحيوية.',
    },
    collaboration: {
      en: 'Resort projects are timed so nothing launches in peak ski season, and space and energy clients set the pace for on-site reviews. We fly into Denver or Colorado Springs and drive to the mountains or the Eastern Plains when needed; with only an hour between us, almost the whole day is shared.',
      de: 'Projekte für Skiresorts terminieren wir so, dass in der Hochsaison nichts live geht, und Kunden aus Raumfahrt und Energie geben den Takt für Reviews vor Ort vor. Wir fliegen nach Denver oder Colorado Springs und fahren bei Bedarf in die Berge oder in die Eastern Plains; bei nur einer Stunde Zeitunterschied teilen wir fast den ganzen Tag.',
      ar: 'نوقّت مشاريع المنتجعات بحيث لا يُطلق شيء في ذروة موسم التزلج، ويحدد عملاء الفضاء والطاقة وتيرة المراجعات الحضورية. ونسافر جوًا إلى دنفر أو كولورادو سبرينغز ونقود السيارة إلى الجبال أو السهول الشرقية عند الحاجة، ومع فارق ساعة واحدة فقط بيننا، نتشارك اليوم كله تقريبًا.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Guest platforms for ski resorts',
          de: 'Gästeplattformen für Skiresorts',
          ar: 'منصات الضيوف لمنتجعات التزلج',
        },
        text: {
          en: 'Lift tickets, lessons, rentals and lodging in one booking flow, with capacity controls for busy days.',
          de: 'Liftpässe, Skikurse, Verleih und Unterkünfte in einem Buchungsablauf, mit Kapazitätssteuerung für besonders volle Tage.',
          ar: 'تذاكر المصاعد والدروس والتأجير والإقامة في مسار حجز واحد، مع ضوابط للطاقة الاستيعابية في أيام الذروة.',
        },
      },
      {
        title: {
          en: 'Mission software for space contractors',
          de: 'Missionssoftware für Raumfahrtunternehmen',
          ar: 'برمجيات المهمات لمتعاقدي الفضاء',
        },
        text: {
          en: 'Scheduling, telemetry and reporting tools built with defense security requirements in mind.',
          de: 'Tools für Planung, Telemetrie und Reporting, entwickelt mit Blick auf die Sicherheitsanforderungen im Verteidigungsbereich.',
          ar: 'أدوات للجدولة والقياس عن بُعد وإعداد التقارير، مبنية مع مراعاة المتطلبات الأمنية في قطاع الدفاع.',
        },
      },
      {
        title: {
          en: 'Water and ranch management tools',
          de: 'Tools für Wasser- und Ranchmanagement',
          ar: 'أدوات إدارة المياه والمزارع',
        },
        text: {
          en: 'Water rights, irrigation schedules and herd records for ranches and ditch companies.',
          de: 'Wasserrechte, Bewässerungspläne und Herdenbücher für Ranches und Bewässerungsgenossenschaften.',
          ar: 'حقوق المياه وجداول الري وسجلات القطعان للمزارع وشركات قنوات الري.',
        },
      },
    ],
    nearby: ['denver', 'utah', 'salt-lake-city'],
    description: {
      en: 'Ski resort booking, space mission tools and ranch water management software for Colorado organizations from Colorado Springs to Weld County.',
      de: 'Skiresort-Buchungen, Tools für Raumfahrtmissionen und Wassermanagement für Ranches – für Organisationen in Colorado, von Colorado Springs bis ins Weld County.',
      ar: 'أنظمة حجز لمنتجعات التزلج وأدوات لمهمات الفضاء وبرمجيات لإدارة مياه المزارع للمؤسسات في كولورادو، من كولورادو سبرينغز إلى مقاطعة ويلد.',
    },
  },
  {
    slug: 'minnesota',
    kind: 'state',
    name: { en: 'Minnesota', de: 'Minnesota', ar: 'مينيسوتا' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Healthcare and medical research',
        de: 'Gesundheitswesen und medizinische Forschung',
        ar: 'الرعاية الصحية والأبحاث الطبية',
      },
      { en: 'Medical technology', de: 'Medizintechnik', ar: 'التقنيات الطبية' },
      { en: 'Food and agriculture', de: 'Lebensmittel und Landwirtschaft', ar: 'الأغذية والزراعة' },
      { en: 'Mining', de: 'Bergbau', ar: 'التعدين' },
      { en: 'Retail', de: 'Einzelhandel', ar: 'تجارة التجزئة' },
    ],
    intro: {
      en: 'Rochester is home to Mayo Clinic, whose Destination Medical Center initiative has attracted research partners and health startups to the city. Hormel Foods is headquartered in Austin, Minnesota, Land O’Lakes runs its farmer-owned cooperative from Arden Hills, the Iron Range still mines most of the nation’s iron ore, and Duluth is the westernmost port on the Great Lakes.',
      de: 'Rochester ist Sitz der Mayo Clinic, deren Initiative Destination Medical Center Forschungspartner und Gesundheits-Start-ups in die Stadt geholt hat. Hormel Foods hat seinen Hauptsitz in Austin, Minnesota, Land O’Lakes führt seine Genossenschaft im Besitz von Landwirten von Arden Hills aus, in der Iron Range wird noch immer der Großteil des Eisenerzes der USA abgebaut, und Duluth ist der westlichste Hafen an den Großen Seen.',
      ar: 'تحتضن روتشستر Mayo Clinic، التي استقطبت مبادرتها «Destination Medical Center» شركاء بحثيين وشركات صحية ناشئة إلى المدينة. ويقع المقر الرئيسي لشركة Hormel Foods في أوستن بولاية مينيسوتا، وتدير Land O’Lakes تعاونيتها المملوكة للمزارعين من آردن هيلز، ولا تزال منطقة «آيرون رينج» تستخرج معظم خام الحديد في البلاد، فيما تُعد دولوث أقصى الموانئ غربًا على البحيرات العظمى.',
    },
    collaboration: {
      en: 'Rural clients on the Iron Range or in farm country often prefer a working session at their site over a trip to the Cities, so we come to them, flying into MSP or Rochester. Minnesota and our Austin, Texas, headquarters keep the same Central clock, so there are no offset meetings.',
      de: 'Kunden auf dem Land, ob in der Iron Range oder in Agrarregionen, ziehen einen Workshop bei sich vor Ort oft einer Reise in die Twin Cities vor – also kommen wir zu ihnen und fliegen dafür nach MSP oder Rochester. Minnesota und unser Hauptsitz in Austin, Texas, liegen in derselben Central Time, sodass es keine zeitversetzten Meetings gibt.',
      ar: 'يفضّل العملاء في المناطق الريفية، في «آيرون رينج» أو في المناطق الزراعية، جلسة عمل في موقعهم على رحلة إلى المدينتين التوأمين، لذا نأتي إليهم جوًا عبر مطار MSP أو روتشستر. وتعمل مينيسوتا ومقرنا الرئيسي في أوستن بولاية تكساس بالتوقيت المركزي نفسه، فلا اجتماعات في أوقات متباينة.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Research study management',
          de: 'Management von Forschungsstudien',
          ar: 'إدارة الدراسات البحثية',
        },
        text: {
          en: 'Participant recruitment, consent and visit tracking for clinical research programs.',
          de: 'Rekrutierung von Studienteilnehmern, Einwilligungen und Nachverfolgung der Visiten für klinische Forschungsprogramme.',
          ar: 'استقطاب المشاركين وإدارة الموافقات وتتبع الزيارات لبرامج الأبحاث السريرية.',
        },
      },
      {
        title: {
          en: 'Cooperative member portals',
          de: 'Mitgliederportale für Genossenschaften',
          ar: 'بوابات الأعضاء للتعاونيات',
        },
        text: {
          en: 'Patronage statements, orders and agronomy services for farmer-owned cooperatives.',
          de: 'Rückvergütungsabrechnungen, Bestellungen und agronomische Services für Genossenschaften im Besitz von Landwirten.',
          ar: 'كشوف العوائد التعاونية والطلبات والخدمات الزراعية للتعاونيات المملوكة للمزارعين.',
        },
      },
      {
        title: {
          en: 'Mine maintenance planning',
          de: 'Instandhaltungsplanung für Minen',
          ar: 'تخطيط صيانة المناجم',
        },
        text: {
          en: 'Equipment work orders, parts and shutdown planning for taconite operations.',
          de: 'Arbeitsaufträge für Anlagen, Ersatzteile und Stillstandsplanung für den Takonitabbau.',
          ar: 'أوامر عمل المعدات وقطع الغيار وتخطيط فترات التوقف لعمليات استخراج التاكونيت.',
        },
      },
    ],
    nearby: ['minneapolis', 'wisconsin'],
    description: {
      en: 'Research study tools, cooperative portals and mine maintenance software for Minnesota organizations from Rochester to the Iron Range.',
      de: 'Tools für Forschungsstudien, Genossenschaftsportale und Minen-Instandhaltung für Organisationen in Minnesota, von Rochester bis zur Iron Range.',
      ar: 'أدوات الدراسات البحثية وبوابات التعاونيات وبرمجيات صيانة المناجم للمؤسسات في مينيسوتا، من روتشستر إلى «آيرون رينج».',
    },
  },
  {
    slug: 'south-carolina',
    kind: 'state',
    name: { en: 'South Carolina', de: 'South Carolina', ar: 'كارولاينا الجنوبية' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Automotive manufacturing', de: 'Automobilproduktion', ar: 'تصنيع السيارات' },
      { en: 'Aerospace', de: 'Luft- und Raumfahrt', ar: 'الطيران والفضاء' },
      { en: 'Tires and rubber', de: 'Reifen und Gummi', ar: 'الإطارات والمطاط' },
      { en: 'Ports and logistics', de: 'Häfen und Logistik', ar: 'الموانئ والخدمات اللوجستية' },
      { en: 'Tourism', de: 'Tourismus', ar: 'السياحة' },
    ],
    intro: {
      en: 'BMW’s Spartanburg plant is the company’s largest in the world, and the I-85 corridor between Greenville and Spartanburg is also home to Michelin North America and Clemson’s automotive research campus, CU-ICAR. Boeing builds 787s in North Charleston, the Port of Charleston is a major container gateway, and the Charleston Digital Corridor supports a growing software community.',
      de: 'Das BMW-Werk in Spartanburg ist das größte des Unternehmens weltweit, und im I-85-Korridor zwischen Greenville und Spartanburg sitzen außerdem Michelin North America und CU-ICAR, der Automobilforschungscampus der Clemson University. Boeing baut die 787 in North Charleston, der Hafen von Charleston ist ein wichtiges Tor für Container, und der Charleston Digital Corridor fördert eine wachsende Softwareszene.',
      ar: 'مصنع BMW في سبارتانبرغ هو الأكبر للشركة في العالم، ويضم ممر الطريق السريع I-85 بين غرينفيل وسبارتانبرغ أيضًا Michelin North America وحرم أبحاث السيارات التابع لجامعة كليمسون، CU-ICAR. وتصنع Boeing طائرات 787 في نورث تشارلستون، ويُعد ميناء تشارلستون بوابة رئيسية للحاويات، فيما يدعم «ممر تشارلستون الرقمي» مجتمعًا متناميًا من العاملين في البرمجيات.',
    },
    collaboration: {
      en: 'Manufacturing clients usually want our engineers to understand their just-in-time supply rhythm before we propose changes, so discovery starts on the plant floor. We fly into Greenville-Spartanburg or Charleston and work to the Eastern clock, an hour ahead of ours.',
      de: 'Fertigungskunden möchten meist, dass unser Entwicklungsteam ihren Just-in-Time-Liefertakt versteht, bevor wir Änderungen vorschlagen, deshalb beginnt die Discovery-Phase in der Werkshalle. Wir fliegen nach Greenville-Spartanburg oder Charleston und arbeiten nach Eastern Time, die unserer Zeit eine Stunde voraus ist.',
      ar: 'يرغب عملاء التصنيع عادةً في أن يفهم مهندسونا إيقاع التوريد الفوري (just-in-time) لديهم قبل أن نقترح أي تغييرات، لذا تبدأ مرحلة الاستكشاف في أرضية المصنع. ونسافر جوًا إلى غرينفيل-سبارتانبرغ أو تشارلستون ونعمل وفق التوقيت الشرقي الذي يسبق توقيتنا بساعة.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Just-in-sequence supplier tools',
          de: 'Just-in-Sequence-Tools für Zulieferer',
          ar: 'أدوات التوريد المتسلسل للموردين',
        },
        text: {
          en: 'Sequence broadcasts, ship notices and line-side delivery tracking for automotive suppliers.',
          de: 'Sequenzabrufe, Lieferavise und Nachverfolgung der Anlieferung ans Band für Automobilzulieferer.',
          ar: 'إشعارات التسلسل وإخطارات الشحن وتتبع التسليم إلى جانب خط الإنتاج لموردي قطاع السيارات.',
        },
      },
      {
        title: {
          en: 'Container release and pickup tools',
          de: 'Tools für Containerfreigabe und -abholung',
          ar: 'أدوات الإفراج عن الحاويات واستلامها',
        },
        text: {
          en: 'Customs holds, release status and pickup scheduling for importers and truckers.',
          de: 'Zollsperren, Freigabestatus und Abholplanung für Importeure und Lkw-Fahrer.',
          ar: 'الحجوزات الجمركية وحالة الإفراج وجدولة الاستلام للمستوردين وسائقي الشاحنات.',
        },
      },
      {
        title: {
          en: 'Booking systems for coastal rentals',
          de: 'Buchungssysteme für Ferienunterkünfte an der Küste',
          ar: 'أنظمة حجز لبيوت العطلات الساحلية',
        },
        text: {
          en: 'Vacation rental reservations, owner statements and housekeeping schedules for beach towns.',
          de: 'Reservierungen von Ferienunterkünften, Abrechnungen für Eigentümer und Reinigungspläne für Badeorte.',
          ar: 'حجوزات بيوت العطلات وكشوف حسابات الملّاك وجداول التنظيف للبلدات الشاطئية.',
        },
      },
    ],
    nearby: ['charlotte', 'north-carolina', 'georgia'],
    description: {
      en: 'Just-in-sequence supplier tools, port release apps and rental booking systems for South Carolina companies on the I-85 corridor and the coast.',
      de: 'Just-in-Sequence-Tools, Apps für Hafenfreigaben und Buchungssysteme für Ferienunterkünfte – für Unternehmen in South Carolina am I-85-Korridor und an der Küste.',
      ar: 'أدوات التوريد المتسلسل للموردين وتطبيقات الإفراج في الموانئ وأنظمة حجز بيوت العطلات لشركات كارولاينا الجنوبية على ممر I-85 وعلى الساحل.',
    },
  },
  {
    slug: 'alabama',
    kind: 'state',
    name: { en: 'Alabama', de: 'Alabama', ar: 'ألاباما' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Aerospace and defense',
        de: 'Luft- und Raumfahrt sowie Verteidigung',
        ar: 'الطيران والفضاء والدفاع',
      },
      { en: 'Automotive manufacturing', de: 'Automobilproduktion', ar: 'تصنيع السيارات' },
      {
        en: 'Healthcare and research',
        de: 'Gesundheitswesen und Forschung',
        ar: 'الرعاية الصحية والبحث العلمي',
      },
      { en: 'Shipbuilding', de: 'Schiffbau', ar: 'بناء السفن' },
      { en: 'Steel', de: 'Stahl', ar: 'الصلب' },
    ],
    intro: {
      en: 'Huntsville is a rocket and defense city, with NASA’s Marshall Space Flight Center and the Army at Redstone Arsenal surrounded by contractors in Cummings Research Park. Mercedes-Benz, Hyundai, Honda and a Mazda Toyota joint venture all build vehicles in the state, UAB makes Birmingham a medical and research center, and Mobile hosts an Airbus final assembly line and shipbuilding on the bay.',
      de: 'Huntsville ist eine Stadt der Raketen und der Verteidigung: Das Marshall Space Flight Center der NASA und die US-Armee im Redstone Arsenal sind von Auftragnehmern im Cummings Research Park umgeben. Mercedes-Benz, Hyundai, Honda und ein Joint Venture von Mazda und Toyota bauen im Bundesstaat Fahrzeuge, die UAB macht Birmingham zu einem Zentrum für Medizin und Forschung, und in Mobile gibt es eine Airbus-Endmontagelinie und Schiffbau an der Bucht.',
      ar: 'هانتسفيل مدينة الصواريخ والدفاع، إذ يحيط المتعاقدون في مجمّع كامينغز للأبحاث بمركز Marshall Space Flight Center التابع لـNASA وبالجيش الأمريكي في ترسانة ريدستون. وتصنع Mercedes-Benz وHyundai وHonda ومشروع مشترك بين Mazda وToyota سياراتها في الولاية، وتجعل جامعة ألاباما في برمنغهام (UAB) المدينة مركزًا طبيًا وبحثيًا، فيما تستضيف موبايل خط تجميع نهائي لشركة Airbus وأحواضًا لبناء السفن على خليجها.',
    },
    collaboration: {
      en: 'For defense work we scope data handling and facility requirements early so our staffing plan fits your program’s rules. Huntsville, Birmingham and Mobile all run on Austin’s Central time, and we fly into whichever is closest to the program office or plant.',
      de: 'Bei Verteidigungsprojekten klären wir Anforderungen an Datenverarbeitung und Räumlichkeiten früh, damit unsere Personalplanung zu den Regeln Ihres Programms passt. Huntsville, Birmingham und Mobile liegen alle wie Austin in der Central Time, und wir fliegen jeweils dorthin, wo das Programmbüro oder das Werk am nächsten liegt.',
      ar: 'في الأعمال الدفاعية نحدد متطلبات التعامل مع البيانات والمنشآت مبكرًا، لتتوافق خطة التوظيف لدينا مع قواعد برنامجك. وتعمل هانتسفيل وبرمنغهام وموبايل جميعها بالتوقيت المركزي الذي تعمل به أوستن، ونسافر جوًا إلى أقربها إلى مكتب البرنامج أو المصنع.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Program management tools for defense contractors',
          de: 'Programmmanagement-Tools für Rüstungsunternehmen',
          ar: 'أدوات إدارة البرامج لمتعاقدي الدفاع',
        },
        text: {
          en: 'Schedules, deliverables and contract data requirements tracked across programs.',
          de: 'Zeitpläne, Liefergegenstände und vertragliche Datenanforderungen, programmübergreifend nachverfolgt.',
          ar: 'الجداول الزمنية والمخرجات ومتطلبات بيانات العقود، مع تتبعها عبر البرامج كافة.',
        },
      },
      {
        title: {
          en: 'Supplier dashboards for auto plants',
          de: 'Lieferanten-Dashboards für Autowerke',
          ar: 'لوحات معلومات الموردين لمصانع السيارات',
        },
        text: {
          en: 'Inbound parts status and quality alerts for tier-one suppliers.',
          de: 'Status eingehender Teile und Qualitätswarnungen für Tier-1-Zulieferer.',
          ar: 'حالة القطع الواردة وتنبيهات الجودة لموردي المستوى الأول.',
        },
      },
      {
        title: {
          en: 'Research enrollment apps for academic medical centers',
          de: 'Apps zur Studienrekrutierung für Universitätskliniken',
          ar: 'تطبيقات تسجيل المشاركين في الأبحاث للمراكز الطبية الأكاديمية',
        },
        text: {
          en: 'Study matching and enrollment tools for clinicians and research coordinators.',
          de: 'Tools für Studien-Matching und Einschreibung für Ärzte und Studienkoordinatoren.',
          ar: 'أدوات لمطابقة المرضى مع الدراسات وتسجيلهم فيها للأطباء ومنسقي الأبحاث.',
        },
      },
    ],
    nearby: ['atlanta', 'georgia', 'tennessee', 'nashville'],
    description: {
      en: 'Defense program tools, auto supplier dashboards and research apps for Alabama organizations in Huntsville, Birmingham and Mobile, built by Fernhill.',
      de: 'Tools für Rüstungsprogramme, Zulieferer-Dashboards und Forschungs-Apps für Organisationen in Huntsville, Birmingham und Mobile, Alabama – entwickelt von Fernhill.',
      ar: 'أدوات البرامج الدفاعية ولوحات معلومات موردي السيارات وتطبيقات الأبحاث للمؤسسات في ألاباما، في هانتسفيل وبرمنغهام وموبايل، تبنيها Fernhill.',
    },
  },
  {
    slug: 'louisiana',
    kind: 'state',
    name: { en: 'Louisiana', de: 'Louisiana', ar: 'لويزيانا' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      {
        en: 'Petrochemicals and refining',
        de: 'Petrochemie und Raffinerien',
        ar: 'البتروكيماويات والتكرير',
      },
      { en: 'LNG export', de: 'LNG-Export', ar: 'تصدير الغاز الطبيعي المسال' },
      {
        en: 'Ports and river shipping',
        de: 'Häfen und Binnenschifffahrt',
        ar: 'الموانئ والنقل النهري',
      },
      { en: 'Tourism and hospitality', de: 'Tourismus und Gastgewerbe', ar: 'السياحة والضيافة' },
      { en: 'Seafood', de: 'Meeresfrüchte', ar: 'المأكولات البحرية' },
    ],
    intro: {
      en: 'Refineries and chemical plants line the Mississippi between Baton Rouge and New Orleans, and LNG export terminals at Sabine Pass and Cameron ship natural gas worldwide. The river ports of South Louisiana move a large share of the country’s grain exports, Lafayette is an oilfield services hub, and New Orleans pairs a tourism economy with Tulane and the BioDistrict.',
      de: 'Raffinerien und Chemiewerke säumen den Mississippi zwischen Baton Rouge und New Orleans, und LNG-Exportterminals in Sabine Pass und Cameron verschiffen Erdgas in alle Welt. Die Flusshäfen im Süden Louisianas wickeln einen großen Teil der Getreideexporte des Landes ab, Lafayette ist ein Zentrum für Ölfelddienstleistungen, und New Orleans verbindet eine Tourismuswirtschaft mit Tulane und dem BioDistrict.',
      ar: 'تصطف مصافي النفط ومصانع الكيماويات على ضفاف المسيسيبي بين باتون روج ونيو أورلينز، وتشحن محطات تصدير الغاز الطبيعي المسال في سابين باس وكاميرون الغاز الطبيعي إلى أنحاء العالم. وتنقل الموانئ النهرية في جنوب لويزيانا حصة كبيرة من صادرات الحبوب في البلاد، وتُعد لافاييت مركزًا لخدمات حقول النفط، فيما تجمع نيو أورلينز بين اقتصاد سياحي وجامعة تولين و«الحي الحيوي» (BioDistrict).',
    },
    collaboration: {
      en: 'Lake Charles is about four hours from our office by road, so plant clients in the southwest of the state often see us by car, and everyone works on the same Central clock. For plant and marine clients we plan site visits around turnarounds and high-water season.',
      de: 'Lake Charles ist von unserem Büro aus in rund vier Stunden mit dem Auto erreichbar, deshalb besuchen wir Werkskunden im Südwesten des Bundesstaats oft mit dem Auto, und alle arbeiten in derselben Central Time. Bei Kunden aus Industrie und Schifffahrt planen wir Besuche vor Ort um Turnarounds und die Hochwassersaison herum.',
      ar: 'تبعد ليك تشارلز نحو أربع ساعات عن مكتبنا بالسيارة، لذا كثيرًا ما نصل إلى عملائنا من المصانع في جنوب غرب الولاية برًا، والجميع يعمل بالتوقيت المركزي نفسه. ولعملاء المصانع والقطاع البحري نخطط الزيارات الميدانية حول فترات الصيانة الشاملة وموسم ارتفاع منسوب المياه.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Barge fleet tracking',
          de: 'Flottentracking für Schubleichter',
          ar: 'تتبع أساطيل الصنادل النهرية',
        },
        text: {
          en: 'Location, cargo and draft data for barges and towboats, shared with shippers and terminals.',
          de: 'Standort-, Ladungs- und Tiefgangsdaten für Schubleichter und Schubboote, geteilt mit Verladern und Terminals.',
          ar: 'بيانات الموقع والحمولة والغاطس للصنادل وزوارق الدفع، يتشاركها الشاحنون والمحطات.',
        },
      },
      {
        title: {
          en: 'Turnaround planning tools',
          de: 'Tools für die Turnaround-Planung',
          ar: 'أدوات تخطيط فترات الصيانة الشاملة',
        },
        text: {
          en: 'Work package tracking, contractor check-in and progress reporting for refinery maintenance shutdowns.',
          de: 'Nachverfolgung von Arbeitspaketen, Check-in für Fremdfirmen und Fortschrittsberichte für Wartungsstillstände in Raffinerien.',
          ar: 'تتبع حزم العمل وتسجيل دخول المقاولين وتقارير التقدم لفترات توقف المصافي للصيانة.',
        },
      },
      {
        title: {
          en: 'Hospitality and event booking',
          de: 'Buchungen für Hotellerie und Veranstaltungen',
          ar: 'حجوزات الضيافة والفعاليات',
        },
        text: {
          en: 'Group sales, event spaces and guest communications for hotels and venues.',
          de: 'Gruppenverkauf, Veranstaltungsräume und Gästekommunikation für Hotels und Eventlocations.',
          ar: 'مبيعات المجموعات وقاعات الفعاليات والتواصل مع الضيوف للفنادق وأماكن الفعاليات.',
        },
      },
    ],
    nearby: ['houston', 'texas'],
    description: {
      en: 'Barge tracking, refinery turnaround planning and hospitality software for Louisiana companies, built by Fernhill within driving distance in Austin.',
      de: 'Schubleichter-Tracking, Turnaround-Planung für Raffinerien und Hotelsoftware für Unternehmen in Louisiana – von Fernhill aus Austin, nur eine Autofahrt entfernt.',
      ar: 'تتبع الصنادل وتخطيط الصيانة الشاملة للمصافي وبرمجيات الضيافة لشركات لويزيانا، تبنيها Fernhill في أوستن، على مسافة يمكن قطعها بالسيارة.',
    },
  },
  {
    slug: 'kentucky',
    kind: 'state',
    name: { en: 'Kentucky', de: 'Kentucky', ar: 'كنتاكي' },
    timeZone: 'America/New_York',
    leadingIndustries: [
      { en: 'Automotive manufacturing', de: 'Automobilproduktion', ar: 'تصنيع السيارات' },
      {
        en: 'Air cargo and logistics',
        de: 'Luftfracht und Logistik',
        ar: 'الشحن الجوي والخدمات اللوجستية',
      },
      { en: 'Bourbon distilling', de: 'Bourbon-Destillation', ar: 'تقطير البوربون' },
      { en: 'Health insurance', de: 'Krankenversicherung', ar: 'التأمين الصحي' },
      { en: 'Thoroughbred horses', de: 'Vollblutpferde', ar: 'الخيول الأصيلة' },
    ],
    intro: {
      en: 'Toyota’s plant in Georgetown is its largest anywhere, and Ford builds trucks and SUVs in Louisville, where the UPS Worldport is the company’s global air hub. Distilleries along the Bourbon Trail produce nearly all the world’s bourbon, Humana is headquartered in Louisville, and the horse farms around Lexington supply the thoroughbred industry.',
      de: 'Das Toyota-Werk in Georgetown ist das größte des Konzerns weltweit, und Ford baut Pick-ups und SUVs in Louisville, wo der UPS Worldport als globales Luftfrachtdrehkreuz des Unternehmens dient. Destillerien entlang des Bourbon Trail produzieren nahezu den gesamten Bourbon der Welt, Humana hat seinen Hauptsitz in Louisville, und die Pferdefarmen rund um Lexington beliefern die Vollblutbranche.',
      ar: 'مصنع Toyota في جورجتاون هو أكبر مصانع الشركة في العالم، وتصنع Ford الشاحنات الخفيفة وسيارات الدفع الرباعي في لويفيل، حيث يُعد UPS Worldport المركز الجوي العالمي للشركة. وتنتج معامل التقطير على امتداد «درب البوربون» كل بوربون العالم تقريبًا، ويقع المقر الرئيسي لشركة Humana في لويفيل، فيما تزوّد مزارع الخيول حول ليكسينغتون صناعة الخيول الأصيلة.',
    },
    collaboration: {
      en: 'Louisville and Lexington are on Eastern time, one hour ahead of Austin, while western Kentucky follows Central. We fly into Louisville or Lexington, and distillery and plant projects start with a tour so we see how barrels and parts actually move.',
      de: 'Louisville und Lexington liegen in der Eastern Time, eine Stunde vor Austin, der Westen Kentuckys folgt dagegen der Central Time. Wir fliegen nach Louisville oder Lexington, und Projekte in Destillerien und Werken beginnen mit einem Rundgang, damit wir sehen, wie sich Fässer und Teile tatsächlich bewegen.',
      ar: 'تعمل لويفيل وليكسينغتون بالتوقيت الشرقي، متقدمتين ساعة على أوستن، بينما يتبع غرب كنتاكي التوقيت المركزي. ونسافر جوًا إلى لويفيل أو ليكسينغتون، وتبدأ مشاريع معامل التقطير والمصانع بجولة ميدانية لنرى كيف تتحرك البراميل والقطع فعليًا.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Barrel inventory for distilleries',
          de: 'Fassbestandsführung für Destillerien',
          ar: 'جرد البراميل لمعامل التقطير',
        },
        text: {
          en: 'Barrel tracking across rickhouses, with fill dates, proof readings and excise tax reporting.',
          de: 'Nachverfolgung von Fässern über alle Lagerhäuser hinweg, mit Abfülldaten, Messwerten zum Alkoholgehalt und Meldungen zur Verbrauchsteuer.',
          ar: 'تتبع البراميل عبر مستودعات التعتيق، مع تواريخ التعبئة وقراءات نسبة الكحول وتقارير ضريبة الاستهلاك.',
        },
      },
      {
        title: {
          en: 'Shipment visibility for air cargo',
          de: 'Sendungstransparenz für Luftfracht',
          ar: 'رؤية شاملة لشحنات الشحن الجوي',
        },
        text: {
          en: 'Tracking, customs status and delivery exceptions for shippers using overnight air.',
          de: 'Sendungsverfolgung, Zollstatus und Zustellausnahmen für Versender, die Overnight-Luftfracht nutzen.',
          ar: 'تتبع الشحنات وحالتها الجمركية واستثناءات التسليم للشاحنين الذين يعتمدون على الشحن الجوي الليلي.',
        },
      },
      {
        title: {
          en: 'Bloodstock and breeding records',
          de: 'Zucht- und Bestandsregister für Vollblüter',
          ar: 'سجلات الخيول الأصيلة وتربيتها',
        },
        text: {
          en: 'Pedigrees, breeding and sale records for thoroughbred farms and consignors.',
          de: 'Stammbäume, Zucht- und Verkaufsunterlagen für Vollblutgestüte und Verkaufsagenturen.',
          ar: 'شجرات الأنساب وسجلات التربية والبيع لمزارع الخيول الأصيلة ووكلاء بيعها.',
        },
      },
    ],
    nearby: ['indianapolis', 'tennessee', 'ohio', 'nashville'],
    description: {
      en: 'Barrel inventory for distilleries, air cargo visibility and thoroughbred records: custom software for Kentucky companies in Louisville and Lexington.',
      de: 'Fassbestände für Destillerien, Transparenz in der Luftfracht und Vollblutregister: individuelle Software für Unternehmen in Louisville und Lexington, Kentucky.',
      ar: 'جرد البراميل لمعامل التقطير ورؤية شاملة لشحنات الشحن الجوي وسجلات الخيول الأصيلة: برمجيات مخصصة لشركات كنتاكي في لويفيل وليكسينغتون.',
    },
  },
  {
    slug: 'oregon',
    kind: 'state',
    name: { en: 'Oregon', de: 'Oregon', ar: 'أوريغون' },
    timeZone: 'America/Los_Angeles',
    leadingIndustries: [
      { en: 'Semiconductors', de: 'Halbleiter', ar: 'أشباه الموصلات' },
      { en: 'Athletic apparel', de: 'Sportbekleidung', ar: 'الملابس الرياضية' },
      { en: 'Forest products', de: 'Forst- und Holzprodukte', ar: 'منتجات الغابات' },
      {
        en: 'Wine and specialty agriculture',
        de: 'Wein und Sonderkulturen',
        ar: 'النبيذ والمحاصيل المتخصصة',
      },
      { en: 'Data centers', de: 'Rechenzentren', ar: 'مراكز البيانات' },
    ],
    intro: {
      en: 'Outside Portland, Oregon’s economy rests on timber and wood products, Willamette Valley vineyards known for Pinot Noir, and nursery crops. Large data centers operate in The Dalles, Hillsboro and Prineville, Bend has attracted remote workers and small tech companies, and Oregon State in Corvallis and the University of Oregon in Eugene supply research and graduates.',
      de: 'Außerhalb von Portland stützt sich Oregons Wirtschaft auf Holz und Holzprodukte, die für ihren Pinot Noir bekannten Weinberge des Willamette Valley und Baumschulkulturen. In The Dalles, Hillsboro und Prineville arbeiten große Rechenzentren, Bend hat Remote-Beschäftigte und kleine Tech-Firmen angezogen, und Oregon State in Corvallis sowie die University of Oregon in Eugene liefern Forschung und Absolventen.',
      ar: 'خارج بورتلاند، يقوم اقتصاد أوريغون على الأخشاب ومنتجاتها، وكروم وادي ويلاميت المعروفة بنبيذ «بينو نوار»، ومحاصيل المشاتل. وتعمل مراكز بيانات كبيرة في ذا دالز وهيلزبورو وبرينفيل، واستقطبت بيند العاملين عن بُعد وشركات التقنية الصغيرة، فيما تزوّد جامعة ولاية أوريغون في كورفاليس وجامعة أوريغون في يوجين المنطقة بالأبحاث والخريجين.',
    },
    collaboration: {
      en: 'Wine and agriculture clients usually ask us to avoid harvest for launches and training, and we plan the calendar accordingly. We fly into Portland, Eugene or Redmond for Bend, and because Austin is two hours ahead, overnight fixes are often ready before you open.',
      de: 'Kunden aus Weinbau und Landwirtschaft bitten uns meist, Launches und Schulungen nicht in die Erntezeit zu legen, und wir planen den Kalender entsprechend. Wir fliegen nach Portland, Eugene oder – für Bend – nach Redmond, und weil Austin zwei Stunden voraus ist, sind über Nacht erstellte Fehlerbehebungen oft fertig, bevor Ihr Arbeitstag beginnt.',
      ar: 'يطلب منا عملاء النبيذ والزراعة عادةً تجنب موسم الحصاد في عمليات الإطلاق والتدريب، فنخطط التقويم على هذا الأساس. ونسافر جوًا إلى بورتلاند أو يوجين، أو إلى ريدموند للوصول إلى بيند، ولأن أوستن تسبقك بساعتين، كثيرًا ما تكون الإصلاحات الليلية جاهزة قبل أن يبدأ يوم عملك.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Wine club and direct-to-consumer sales',
          de: 'Weinclub und Direktvertrieb',
          ar: 'نادي النبيذ والبيع المباشر للمستهلك',
        },
        text: {
          en: 'Club memberships, shipping compliance checks and tasting-room sales in one system.',
          de: 'Clubmitgliedschaften, Compliance-Prüfungen für den Versand und Verkäufe im Verkostungsraum in einem System.',
          ar: 'عضويات النادي وفحوص امتثال الشحن ومبيعات صالة التذوق في نظام واحد.',
        },
      },
      {
        title: {
          en: 'Log and lumber inventory',
          de: 'Bestandsführung für Rund- und Schnittholz',
          ar: 'جرد جذوع الأشجار والأخشاب المنشورة',
        },
        text: {
          en: 'Tracking logs, lumber grades and mill output for forest products companies.',
          de: 'Nachverfolgung von Rundholz, Schnittholzsortierungen und Sägewerksausstoß für Unternehmen der Holzwirtschaft.',
          ar: 'تتبع جذوع الأشجار ودرجات الأخشاب المنشورة وإنتاج المناشر لشركات منتجات الغابات.',
        },
      },
      {
        title: {
          en: 'Facility monitoring for data centers',
          de: 'Anlagenmonitoring für Rechenzentren',
          ar: 'مراقبة المرافق لمراكز البيانات',
        },
        text: {
          en: 'Dashboards for power, cooling and maintenance across sites.',
          de: 'Dashboards für Stromversorgung, Kühlung und Wartung über alle Standorte hinweg.',
          ar: 'لوحات معلومات للطاقة والتبريد والصيانة عبر جميع المواقع.',
        },
      },
    ],
    nearby: ['portland', 'washington', 'seattle'],
    description: {
      en: 'Wine club platforms, lumber inventory and data center monitoring for Oregon companies from the Willamette Valley to Bend, built on Pacific time.',
      de: 'Weinclub-Plattformen, Holzbestandsführung und Rechenzentrums-Monitoring für Unternehmen in Oregon, vom Willamette Valley bis Bend – nach Pacific Time.',
      ar: 'منصات نوادي النبيذ وجرد الأخشاب ومراقبة مراكز البيانات لشركات أوريغون من وادي ويلاميت إلى بيند، نبنيها بتوقيت المحيط الهادئ.',
    },
  },
  {
    slug: 'oklahoma',
    kind: 'state',
    name: { en: 'Oklahoma', de: 'Oklahoma', ar: 'أوكلاهوما' },
    timeZone: 'America/Chicago',
    leadingIndustries: [
      { en: 'Oil and natural gas', de: 'Öl und Erdgas', ar: 'النفط والغاز الطبيعي' },
      { en: 'Aerospace maintenance', de: 'Flugzeuginstandhaltung', ar: 'صيانة الطائرات' },
      {
        en: 'Agriculture and cattle',
        de: 'Landwirtschaft und Rinderzucht',
        ar: 'الزراعة وتربية الماشية',
      },
      { en: 'Wind energy', de: 'Windenergie', ar: 'طاقة الرياح' },
      {
        en: 'Tribal enterprises',
        de: 'Unternehmen der Stammesnationen',
        ar: 'مؤسسات أمم السكان الأصليين',
      },
    ],
    intro: {
      en: 'Oklahoma City and Tulsa are energy headquarters towns, home to Devon Energy, ONEOK and Williams. Tinker Air Force Base runs a major aircraft maintenance depot, American Airlines’ Tulsa base is one of the largest airline maintenance facilities in the world, and the state’s tribal nations operate large enterprises in gaming, healthcare and construction.',
      de: 'Oklahoma City und Tulsa sind Sitz der Zentralen großer Energieunternehmen wie Devon Energy, ONEOK und Williams. Die Tinker Air Force Base betreibt ein großes Instandhaltungsdepot für Flugzeuge, die Basis von American Airlines in Tulsa ist eine der größten Wartungseinrichtungen einer Fluggesellschaft weltweit, und die Stammesnationen des Bundesstaats betreiben große Unternehmen in den Bereichen Glücksspiel, Gesundheitswesen und Bau.',
      ar: 'أوكلاهوما سيتي وتولسا مدينتان تحتضنان مقرات شركات الطاقة، ومنها Devon Energy وONEOK وWilliams. وتدير قاعدة تينكر الجوية مستودعًا كبيرًا لصيانة الطائرات، وتُعد قاعدة American Airlines في تولسا من أكبر منشآت صيانة الطائرات التابعة لشركات الطيران في العالم، فيما تدير أمم السكان الأصليين في الولاية مؤسسات كبيرة في مجالات الكازينوهات والرعاية الصحية والبناء.',
    },
    collaboration: {
      en: 'Oklahoma City is a short flight from Austin, and with no time difference we can treat your team as an extension of ours. Tribal and energy clients often have specific data sovereignty or operational security needs, so we agree on hosting, access and ownership terms at the start.',
      de: 'Oklahoma City ist von Austin aus nur einen kurzen Flug entfernt, und ohne Zeitunterschied können wir Ihr Team wie eine Erweiterung unseres eigenen behandeln. Kunden aus Stammesnationen und der Energiebranche haben oft besondere Anforderungen an Datensouveränität oder operative Sicherheit, daher vereinbaren wir Hosting, Zugriffsrechte und Eigentumsverhältnisse gleich zu Beginn.',
      ar: 'لا تفصل أوكلاهوما سيتي عن أوستن سوى رحلة جوية قصيرة، ومع عدم وجود فارق توقيت نستطيع التعامل مع فريقك كامتداد لفريقنا. وكثيرًا ما تكون لعملائنا من أمم السكان الأصليين وقطاع الطاقة احتياجات خاصة تتعلق بسيادة البيانات أو أمن العمليات، لذا نتفق على شروط الاستضافة والوصول والملكية منذ البداية.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Aircraft maintenance planning',
          de: 'Planung der Flugzeuginstandhaltung',
          ar: 'تخطيط صيانة الطائرات',
        },
        text: {
          en: 'Inspection schedules, parts availability and hangar capacity planning for MRO operations.',
          de: 'Inspektionspläne, Teileverfügbarkeit und Planung der Hangarkapazität für MRO-Betriebe.',
          ar: 'جداول الفحص وتوفر القطع وتخطيط سعة حظائر الطائرات لعمليات الصيانة والإصلاح والعَمرة (MRO).',
        },
      },
      {
        title: {
          en: 'Services platforms for tribal nations',
          de: 'Serviceplattformen für Stammesnationen',
          ar: 'منصات خدمات لأمم السكان الأصليين',
        },
        text: {
          en: 'Citizen services, benefits and program enrollment portals built with tribal data ownership in mind.',
          de: 'Portale für Bürgerservices, Leistungen und Programmanmeldungen, entwickelt mit Blick auf die Datenhoheit der Stammesnationen.',
          ar: 'بوابات لخدمات المواطنين والمزايا والتسجيل في البرامج، مبنية مع مراعاة ملكية أمم السكان الأصليين لبياناتها.',
        },
      },
      {
        title: {
          en: 'Midstream operations dashboards',
          de: 'Dashboards für den Midstream-Betrieb',
          ar: 'لوحات معلومات لعمليات القطاع الأوسط (midstream)',
        },
        text: {
          en: 'Pipeline throughput, nominations and measurement data for gathering and processing operators.',
          de: 'Pipeline-Durchsatz, Nominierungen und Messdaten für Betreiber von Sammel- und Aufbereitungsanlagen.',
          ar: 'معدلات التدفق في خطوط الأنابيب وطلبات حجز السعة وبيانات القياس لمشغّلي منشآت التجميع والمعالجة.',
        },
      },
    ],
    nearby: ['texas', 'dallas', 'fort-worth', 'missouri'],
    description: {
      en: 'Aircraft maintenance planning, tribal services platforms and midstream dashboards for Oklahoma organizations, delivered by Fernhill on Central time.',
      de: 'Instandhaltungsplanung für Flugzeuge, Serviceplattformen für Stammesnationen und Midstream-Dashboards für Organisationen in Oklahoma, von Fernhill nach Central Time.',
      ar: 'تخطيط صيانة الطائرات ومنصات خدمات أمم السكان الأصليين ولوحات معلومات القطاع الأوسط للمؤسسات في أوكلاهوما، تنفّذها Fernhill بالتوقيت المركزي.',
    },
  },
  {
    slug: 'utah',
    kind: 'state',
    name: { en: 'Utah', de: 'Utah', ar: 'يوتا' },
    timeZone: 'America/Denver',
    leadingIndustries: [
      { en: 'Software and SaaS', de: 'Software und SaaS', ar: 'البرمجيات وSaaS' },
      {
        en: 'Aerospace and defense',
        de: 'Luft- und Raumfahrt sowie Verteidigung',
        ar: 'الطيران والفضاء والدفاع',
      },
      {
        en: 'Natural products and supplements',
        de: 'Naturprodukte und Nahrungsergänzungsmittel',
        ar: 'المنتجات الطبيعية والمكملات الغذائية',
      },
      {
        en: 'Outdoor recreation and tourism',
        de: 'Outdoor- und Freizeitbranche sowie Tourismus',
        ar: 'الترفيه في الهواء الطلق والسياحة',
      },
      { en: 'Financial services', de: 'Finanzdienstleistungen', ar: 'الخدمات المالية' },
    ],
    intro: {
      en: 'Utah Valley’s Silicon Slopes companies share the state with Hill Air Force Base near Ogden and a large Northrop Grumman presence in northern Utah. Utah is also a center of the natural products and supplement industry, its five national parks drive tourism in the south, and Utah State in Logan and BYU in Provo graduate many of the state’s engineers.',
      de: 'Die Unternehmen der Silicon Slopes im Utah Valley teilen sich den Bundesstaat mit der Hill Air Force Base bei Ogden und einer großen Präsenz von Northrop Grumman im Norden Utahs. Utah ist außerdem ein Zentrum der Branche für Naturprodukte und Nahrungsergänzungsmittel, seine fünf Nationalparks treiben den Tourismus im Süden an, und Utah State in Logan sowie die BYU in Provo bilden viele Ingenieure des Bundesstaats aus.',
      ar: 'تتقاسم شركات «سيليكون سلوبس» في وادي يوتا الولايةَ مع قاعدة هيل الجوية قرب أوغدن ومع حضور كبير لشركة Northrop Grumman في شمال يوتا. كما تُعد يوتا مركزًا لصناعة المنتجات الطبيعية والمكملات الغذائية، وتنشّط حدائقها الوطنية الخمس السياحة في الجنوب، فيما تخرّج جامعة ولاية يوتا في لوغان وجامعة بريغهام يونغ (BYU) في بروفو كثيرًا من مهندسي الولاية.',
    },
    collaboration: {
      en: 'Many Utah clients are direct-to-consumer brands that want releases timed around promotion calendars, so we plan code freezes around those dates. We fly into Salt Lake City and drive to Provo, Ogden or Logan, and Mountain time is only an hour behind our Austin office.',
      de: 'Viele Kunden in Utah sind Direct-to-Consumer-Marken, die ihre Releases auf Aktionskalender abstimmen wollen, daher planen wir Code Freezes um diese Termine herum. Wir fliegen nach Salt Lake City und fahren nach Provo, Ogden oder Logan, und die Mountain Time liegt nur eine Stunde hinter unserem Büro in Austin.',
      ar: 'كثير من عملائنا في يوتا علامات تجارية تبيع مباشرة للمستهلك وتريد توقيت إصداراتها وفق تقاويم العروض الترويجية، لذا نخطط فترات تجميد الشيفرة حول تلك المواعيد. ونسافر جوًا إلى سولت ليك سيتي ونقود السيارة إلى بروفو أو أوغدن أو لوغان، والتوقيت الجبلي متأخر ساعة واحدة فقط عن مكتبنا في أوستن.',
    },
    typicalProjects: [
      {
        title: {
          en: 'Subscription commerce for supplement brands',
          de: 'Abo-Commerce für Marken von Nahrungsergänzungsmitteln',
          ar: 'التجارة بالاشتراك لعلامات المكملات الغذائية',
        },
        text: {
          en: 'Subscriptions, bundles and label compliance content for direct-to-consumer health brands.',
          de: 'Abonnements, Bundles und regelkonforme Etiketteninhalte für Direct-to-Consumer-Gesundheitsmarken.',
          ar: 'الاشتراكات والباقات ومحتوى الملصقات المتوافق مع اللوائح لعلامات الصحة التي تبيع مباشرة للمستهلك.',
        },
      },
      {
        title: {
          en: 'Engineering data tools for defense programs',
          de: 'Datentools für Entwicklung und Test in Verteidigungsprogrammen',
          ar: 'أدوات البيانات الهندسية لبرامج الدفاع',
        },
        text: {
          en: 'Test data management and reporting for aerospace and missile programs.',
          de: 'Testdatenmanagement und Reporting für Luft- und Raumfahrt- sowie Raketenprogramme.',
          ar: 'إدارة بيانات الاختبار وإعداد التقارير لبرامج الطيران والفضاء والصواريخ.',
        },
      },
      {
        title: {
          en: 'Tour and lodging booking near national parks',
          de: 'Buchung von Touren und Unterkünften nahe Nationalparks',
          ar: 'حجز الجولات والإقامة قرب الحدائق الوطنية',
        },
        text: {
          en: 'Reservations and guide scheduling for outfitters and lodging near Zion, Arches and Bryce Canyon.',
          de: 'Reservierungen und Guide-Einsatzplanung für Outdoor-Anbieter und Unterkünfte nahe Zion, Arches und Bryce Canyon.',
          ar: 'الحجوزات وجدولة المرشدين لمنظمي الرحلات وأماكن الإقامة قرب زايون وآرتشز وبرايس كانيون.',
        },
      },
    ],
    nearby: ['salt-lake-city', 'colorado', 'arizona', 'las-vegas'],
    description: {
      en: 'Fernhill builds subscription commerce, defense data and tourism booking software for Utah companies from Ogden to St. George, one time zone from Austin.',
      de: 'Fernhill entwickelt Abo-Commerce-, Verteidigungsdaten- und Tourismus-Software für Unternehmen in Utah, von Ogden bis St. George – eine Zeitzone von Austin entfernt.',
      ar: 'تبني Fernhill برمجيات للتجارة بالاشتراك وبيانات الدفاع وحجوزات السياحة لشركات يوتا من أوغدن إلى سانت جورج، على بُعد منطقة زمنية واحدة من أوستن.',
    },
  },
] satisfies LocationInput[];
