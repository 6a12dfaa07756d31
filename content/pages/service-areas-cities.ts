import type { PageInput } from '../schema/index.ts';

export default {
  id: 'service-areas-cities',
  pageType: 'serviceAreas',
  path: '/service-areas/cities',
  title: { en: 'Service Areas: Cities', de: 'Einsatzgebiete: Städte', ar: 'مناطق الخدمة: المدن' },
  description: {
    en: 'Fernhill builds custom software for companies in 29 US cities, with teams on your time zone and in-person workshops when the work calls for a whiteboard.',
    de: 'Fernhill entwickelt Individualsoftware für Unternehmen in 29 US-Städten – mit Teams in Ihrer Zeitzone und Workshops vor Ort, wenn die Arbeit ein Whiteboard verlangt.',
    ar: 'تبني Fernhill برمجيات مخصصة لشركات في 29 مدينة أمريكية، بفرق تعمل وفق منطقتك الزمنية وورش عمل حضورية حين يتطلّب العمل سبّورة بيضاء.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Service areas', de: 'Einsatzgebiete', ar: 'مناطق الخدمة' },
      heading: {
        en: 'Custom software teams for 29 US cities',
        de: 'Teams für Individualsoftware in 29 US-Städten',
        ar: 'فرق برمجيات مخصصة في 29 مدينة أمريكية',
      },
      lead: {
        en: 'We are headquartered in Austin, but most of our clients are not. From our hubs and remote teams across the US, we work with companies in 29 metro areas on their local hours, and we fly out for the moments that are better in person.',
        de: 'Unser Hauptsitz ist in Austin, die meisten unserer Kunden sitzen woanders. Von unseren Standorten und Remote-Teams in den gesamten USA aus arbeiten wir mit Unternehmen in 29 Metropolregionen zu deren Ortszeit – und reisen an, wenn etwas persönlich besser gelingt.',
        ar: 'يقع مقرّنا الرئيسي في أوستن، لكن معظم عملائنا ليسوا هناك. ومن مراكزنا وفرقنا العاملة عن بُعد في أنحاء الولايات المتحدة، نعمل مع شركات في 29 منطقة حضرية وفق ساعات عملها المحلية، ونسافر إليها في اللحظات التي يكون فيها اللقاء الشخصي أجدى.',
      },
      primaryAction: {
        label: { en: 'Talk to our team', de: 'Mit unserem Team sprechen', ar: 'تحدّث إلى فريقنا' },
        href: '/contact-us',
      },
      secondaryAction: {
        label: { en: 'Browse by state', de: 'Nach Bundesstaaten suchen', ar: 'تصفّح حسب الولاية' },
        href: '/service-areas/states',
      },
    },
    {
      type: 'locationList',
      heading: {
        en: 'Cities we serve',
        de: 'Städte, in denen wir tätig sind',
        ar: 'المدن التي نخدمها',
      },
      kind: 'city',
    },
    {
      type: 'features',
      id: 'working-with-local-teams',
      heading: {
        en: 'What working with us looks like in your city',
        de: 'So sieht die Zusammenarbeit in Ihrer Stadt aus',
        ar: 'كيف يبدو العمل معنا في مدينتك',
      },
      intro: {
        en: 'A distributed team does not have to feel remote. This is what every city engagement includes.',
        de: 'Ein verteiltes Team muss sich nicht fern anfühlen. Das gehört in jeder Stadt zur Zusammenarbeit dazu.',
        ar: 'لا يلزم أن يبدو الفريق الموزّع بعيدًا عنك. هذا ما يتضمّنه كل تعاون معنا في أي مدينة.',
      },
      items: [
        {
          title: { en: 'In-person kickoff', de: 'Kickoff vor Ort', ar: 'اجتماع انطلاق حضوري' },
          text: {
            en: 'Your product manager and tech lead travel to you for the kickoff workshop and for quarterly planning, at no extra charge on engagements of six months or more.',
            de: 'Ihr Produktmanager und Ihre technische Leitung reisen zum Kickoff-Workshop und zur Quartalsplanung zu Ihnen – ohne Aufpreis bei Projekten ab sechs Monaten Laufzeit.',
            ar: 'يسافر إليك مدير المنتج والقائد التقني لحضور ورشة الانطلاق والتخطيط الفصلي، دون أي تكلفة إضافية في التعاقدات التي تمتد ستة أشهر أو أكثر.',
          },
        },
        {
          title: { en: 'Your working hours', de: 'Ihre Arbeitszeiten', ar: 'ساعات عملك' },
          text: {
            en: 'Engineers in our Mexico City and Medellín hubs work on Central and Eastern time, and US-based team members cover Mountain and Pacific, so your standup happens in your morning.',
            de: 'Die Entwicklerinnen und Entwickler an unseren Standorten in Mexiko-Stadt und Medellín arbeiten nach Central und Eastern Time, Teammitglieder in den USA decken Mountain und Pacific Time ab – so findet Ihr Stand-up an Ihrem Vormittag statt.',
            ar: 'يعمل المهندسون في مركزَينا في مكسيكو سيتي وميديلين وفق التوقيتين المركزي والشرقي، ويغطّي أعضاء الفريق المقيمون في الولايات المتحدة التوقيت الجبلي وتوقيت المحيط الهادئ، فيُعقد اجتماعك اليومي في صباحك.',
          },
        },
        {
          title: {
            en: 'Local market context',
            de: 'Kenntnis des lokalen Marktes',
            ar: 'فهم السوق المحلية',
          },
          text: {
            en: 'We have shipped products for companies in each of these metros and know their talent markets, which matters when we help you hire the in-house team that will take over.',
            de: 'Wir haben Produkte für Unternehmen in jeder dieser Metropolregionen ausgeliefert und kennen die dortigen Arbeitsmärkte – wichtig, wenn wir Ihnen helfen, das interne Team einzustellen, das später übernimmt.',
            ar: 'أطلقنا منتجات لشركات في كل منطقة من هذه المناطق الحضرية ونعرف أسواق الكفاءات فيها، وهذا مهم حين نساعدك على توظيف الفريق الداخلي الذي سيتسلّم العمل.',
          },
        },
        {
          title: {
            en: 'One contract, one team',
            de: 'Ein Vertrag, ein Team',
            ar: 'عقد واحد وفريق واحد',
          },
          text: {
            en: 'Whether you are in one city or five, you work with a single dedicated team under one master services agreement, with the code in your repositories from day one.',
            de: 'Ob Sie in einer Stadt vertreten sind oder in fünf: Sie arbeiten mit einem einzigen festen Team unter einem Rahmenvertrag, und der Code liegt vom ersten Tag an in Ihren Repositorys.',
            ar: 'سواء كنت في مدينة واحدة أو في خمس مدن، تعمل مع فريق واحد مخصّص بموجب اتفاقية خدمات رئيسية واحدة، وتكون الشيفرة في مستودعاتك منذ اليوم الأول.',
          },
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Don’t see your city?',
        de: 'Ihre Stadt ist nicht dabei?',
        ar: 'لم تجد مدينتك؟',
      },
      text: {
        en: 'We work with companies anywhere in the US. Tell us where you are and what you are building, and we will set up an introductory call within three business days.',
        de: 'Wir arbeiten mit Unternehmen überall in den USA. Sagen Sie uns, wo Sie sind und was Sie entwickeln, und wir vereinbaren innerhalb von drei Werktagen ein Kennenlerngespräch.',
        ar: 'نعمل مع شركات في أي مكان في الولايات المتحدة. أخبرنا أين أنت وما الذي تبنيه، وسنرتّب مكالمة تعارف خلال ثلاثة أيام عمل.',
      },
      action: {
        label: { en: 'Get in touch', de: 'Kontakt aufnehmen', ar: 'تواصل معنا' },
        href: '/contact-us',
      },
    },
  ],
} satisfies PageInput;
