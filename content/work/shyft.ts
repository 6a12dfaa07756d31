import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'shyft',
  title: {
    en: 'Shyft: shift swapping for hourly retail and restaurant teams',
    de: 'Shyft: Schichttausch für Stundenkräfte in Handel und Gastronomie',
    ar: 'Shyft: تبادل المناوبات لفرق التجزئة والمطاعم العاملة بالساعة',
  },
  description: {
    en: 'How Fernhill rebuilt Shyft’s iOS and Android apps in React Native and cut manager approval time for shift swaps from 19 hours to 47 minutes.',
    de: 'Wie Fernhill die iOS- und Android-Apps von Shyft in React Native neu baute und die Freigabezeit für Schichttausche von 19 Stunden auf 47 Minuten senkte.',
    ar: 'كيف أعادت Fernhill بناء تطبيقَي Shyft على iOS وAndroid بـReact Native، وخفّضت زمن موافقة المديرين على تبادل المناوبات من 19 ساعة إلى 47 دقيقة.',
  },
  summary: {
    en: 'A React Native rebuild and a rules-aware swap marketplace that let hourly workers trade shifts in minutes without breaking labor rules.',
    de: 'Ein Neubau in React Native und ein regelbasierter Tauschmarktplatz: Stundenkräfte tauschen Schichten in Minuten, ohne Arbeitszeitregeln zu verletzen.',
    ar: 'إعادة بناء بتقنية React Native وسوق لتبادل المناوبات يراعي قواعد العمل، يتيحان للعاملين بالساعة تبادل مناوباتهم خلال دقائق دون مخالفة أنظمة العمل.',
  },
  accent: '#ea580c',
  tags: [
    { en: 'Mobile', de: 'Mobile', ar: 'تطبيقات الجوال' },
    { en: 'React Native', de: 'React Native', ar: 'React Native' },
    { en: 'Node.js', de: 'Node.js', ar: 'Node.js' },
    { en: 'Workforce management', de: 'Personaleinsatzplanung', ar: 'إدارة القوى العاملة' },
  ],
  blocks: [
    {
      type: 'hero',
      client: 'Shyft',
      heading: {
        en: 'Trading a shift should take minutes, not a group chat',
        de: 'Eine Schicht zu tauschen sollte Minuten dauern – nicht einen ganzen Gruppenchat',
        ar: 'تبادل المناوبة يجب أن يستغرق دقائق، لا محادثة جماعية طويلة',
      },
      lead: {
        en: 'Shyft helps hourly workers at retail and restaurant chains pick up, drop and swap shifts. Fernhill rebuilt the mobile apps, designed a swap marketplace that checks overtime and minor-labor rules before an offer goes live, and gave store managers a console that approves most swaps by policy.',
        de: 'Shyft hilft Stundenkräften in Handels- und Restaurantketten, Schichten zu übernehmen, abzugeben und zu tauschen. Fernhill hat die mobilen Apps neu gebaut, einen Tauschmarktplatz entworfen, der Überstunden- und Jugendarbeitsschutzregeln prüft, bevor ein Angebot sichtbar wird, und Filialleitungen eine Konsole gegeben, die die meisten Tauschanfragen nach festen Regeln freigibt.',
        ar: 'تساعد Shyft العاملين بالساعة في سلاسل التجزئة والمطاعم على تولّي المناوبات والتخلّي عنها وتبادلها. أعادت Fernhill بناء التطبيقات المحمولة، وصمّمت سوقًا لتبادل المناوبات يتحقّق من قواعد العمل الإضافي وتشغيل القاصرين قبل نشر أي عرض، ومنحت مديري المتاجر لوحة تحكم توافق على معظم طلبات التبادل وفق سياسات محددة مسبقًا.',
      },
      industry: {
        en: 'Workforce management',
        de: 'Personaleinsatzplanung',
        ar: 'إدارة القوى العاملة',
      },
      year: 2019,
      platforms: [
        { en: 'iOS', de: 'iOS', ar: 'iOS' },
        { en: 'Android', de: 'Android', ar: 'Android' },
        { en: 'Web', de: 'Web', ar: 'الويب' },
      ],
      image: {
        src: 'work/shyft-hero.svg',
        alt: {
          en: 'Shyft mobile app showing a weekly shift calendar with an open swap offer between two coworkers',
          de: 'Shyft-App mit einem Wochenkalender der Schichten und einem offenen Tauschangebot zwischen zwei Kollegen',
          ar: 'تطبيق Shyft للجوال يعرض تقويم المناوبات الأسبوعي مع عرض تبادل مفتوح بين زميلين',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'Shyft had grown to 1,400 store locations on two separate native codebases maintained by small teams. Swaps were approved by hand, managers ignored notifications, and 30% of posted shifts were still open when they started.',
        de: 'Shyft war auf 1.400 Filialen gewachsen – mit zwei getrennten nativen Codebasen, die kleine Teams pflegten. Tauschanfragen wurden von Hand freigegeben, Filialleitungen ignorierten Benachrichtigungen, und 30\u00a0% der ausgeschriebenen Schichten waren bei Schichtbeginn noch unbesetzt.',
        ar: 'توسّعت Shyft لتشمل 1,400 متجر اعتمادًا على قاعدتَي شيفرة أصليتين منفصلتين تتولّى صيانتهما فرق صغيرة. كانت طلبات التبادل تُعتمد يدويًا، وكان المديرون يتجاهلون الإشعارات، وظلّت 30% من المناوبات المعروضة شاغرة عند حلول موعدها.',
      },
      goal: {
        en: 'Ship one React Native codebase for iOS and Android within six months, validate every swap against scheduling and labor rules in real time, and let managers approve in bulk or automatically by store policy.',
        de: 'Innerhalb von sechs Monaten eine gemeinsame React-Native-Codebasis für iOS und Android ausliefern, jeden Tausch in Echtzeit gegen Dienstplan- und Arbeitszeitregeln prüfen und Filialleitungen Sammelfreigaben oder automatische Freigaben nach Filialrichtlinie ermöglichen.',
        ar: 'إطلاق قاعدة شيفرة واحدة بـReact Native لنظامَي iOS وAndroid خلال ستة أشهر، والتحقّق من كل عملية تبادل آنيًا وفق قواعد الجدولة وأنظمة العمل، وتمكين المديرين من الموافقة دفعةً واحدة أو تلقائيًا وفق سياسة كل متجر.',
      },
      outcomes: [
        {
          value: { en: '47 min', de: '47 Min.', ar: '47 دقيقة' },
          label: {
            en: 'median swap approval, down from 19 hours',
            de: 'bis zur Freigabe eines Tauschs (Median), zuvor 19 Stunden',
            ar: 'الزمن الوسيط لاعتماد التبادل، بعد أن كان 19 ساعة',
          },
        },
        {
          value: { en: '91%', de: '91\u00a0%', ar: '91%' },
          label: {
            en: 'of posted shifts filled before they start',
            de: 'der ausgeschriebenen Schichten vor Beginn besetzt',
            ar: 'من المناوبات المعروضة تُشغَل قبل بدئها',
          },
        },
        {
          value: { en: '4.8', de: '4,8', ar: '4.8' },
          label: {
            en: 'App Store rating after the relaunch',
            de: 'App-Store-Bewertung nach dem Relaunch',
            ar: 'تقييم التطبيق في App Store بعد إعادة الإطلاق',
          },
        },
      ],
    },
    {
      type: 'services',
      heading: { en: 'What we did', de: 'Unsere Leistungen', ar: 'ما قدّمناه' },
      items: [
        {
          name: {
            en: 'React Native development',
            de: 'React-Native-Entwicklung',
            ar: 'تطوير React Native',
          },
          path: '/services/react-native-development',
        },
        {
          name: { en: 'Node.js development', de: 'Node.js-Entwicklung', ar: 'تطوير Node.js' },
          path: '/services/node-js-development',
        },
        {
          name: { en: 'Mobile design', de: 'Mobile Design', ar: 'تصميم تطبيقات الجوال' },
          path: '/services/mobile-design',
        },
        {
          name: { en: 'QA testing', de: 'QA und Testing', ar: 'ضمان الجودة والاختبار' },
          path: '/services/qa-testing',
        },
      ],
    },
    {
      type: 'projects',
      heading: { en: 'What we built', de: 'Was wir gebaut haben', ar: 'ما بنيناه' },
      items: [
        {
          title: { en: 'Swap marketplace', de: 'Tauschmarktplatz', ar: 'سوق تبادل المناوبات' },
          platform: { en: 'iOS & Android', de: 'iOS und Android', ar: 'iOS وAndroid' },
          text: {
            en: 'A feed of open shifts filtered by role, store and certification. Every offer runs through a Node.js rules service that checks overtime thresholds, rest periods and minor-labor limits before a coworker can accept it.',
            de: 'Ein Feed offener Schichten, gefiltert nach Rolle, Filiale und Qualifikation. Jedes Angebot durchläuft einen Regeldienst in Node.js, der Überstundengrenzen, Ruhezeiten und Vorgaben des Jugendarbeitsschutzes prüft, bevor Kolleginnen oder Kollegen es annehmen können.',
            ar: 'موجز بالمناوبات المتاحة يمكن تصفيته حسب الدور والمتجر والشهادة المهنية. ويمرّ كل عرض عبر خدمة قواعد مبنية بـNode.js تتحقّق من حدود العمل الإضافي وفترات الراحة وقيود تشغيل القاصرين قبل أن يتمكّن أي زميل من قبوله.',
          },
        },
        {
          title: {
            en: 'Manager approval console',
            de: 'Freigabekonsole für Filialleitungen',
            ar: 'لوحة موافقات المديرين',
          },
          platform: { en: 'Web', de: 'Web', ar: 'الويب' },
          text: {
            en: 'A React console where district managers set auto-approval policies per store, review flagged swaps in bulk and see coverage gaps for the next 14 days, so only the exceptions need a human decision.',
            de: 'Eine React-Konsole, in der Bezirksleitungen pro Filiale Regeln für automatische Freigaben festlegen, markierte Tauschanfragen gesammelt prüfen und Besetzungslücken der nächsten 14 Tage sehen – so müssen Menschen nur noch über Ausnahmen entscheiden.',
            ar: 'لوحة تحكم مبنية بـReact يضبط فيها مديرو المناطق سياسات الموافقة التلقائية لكل متجر، ويراجعون طلبات التبادل المُعلَّمة دفعةً واحدة، ويطّلعون على فجوات التغطية للأيام الـ14 المقبلة، فلا يحتاج إلى قرار بشري سوى الحالات الاستثنائية.',
          },
        },
        {
          title: {
            en: 'Scheduling integrations',
            de: 'Integrationen mit Dienstplansystemen',
            ar: 'تكاملات أنظمة الجدولة',
          },
          platform: { en: 'API', de: 'API', ar: 'API' },
          text: {
            en: 'Two-way sync with Kronos, HotSchedules and 7shifts through a queue-backed integration layer, so an approved swap appears in the employer’s system of record within 60 seconds and payroll stays correct.',
            de: 'Bidirektionale Synchronisierung mit Kronos, HotSchedules und 7shifts über eine warteschlangenbasierte Integrationsschicht: Ein freigegebener Tausch erscheint innerhalb von 60 Sekunden im führenden System des Arbeitgebers, und die Lohnabrechnung bleibt korrekt.',
            ar: 'مزامنة ثنائية الاتجاه مع Kronos وHotSchedules و7shifts عبر طبقة تكامل قائمة على طوابير الرسائل، بحيث يظهر التبادل المعتمد في نظام السجلات الرئيسي لدى صاحب العمل خلال 60 ثانية وتبقى كشوف الرواتب صحيحة.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/shyft-screens.svg',
        alt: {
          en: 'Shyft manager console with a two-week coverage timeline next to the mobile swap screen',
          de: 'Shyft-Konsole für Filialleitungen mit einer Zeitleiste der Schichtbesetzung über zwei Wochen neben dem mobilen Tauschbildschirm',
          ar: 'لوحة تحكم المديرين في Shyft مع مخطط زمني لتغطية المناوبات على مدى أسبوعين بجوار شاشة التبادل على الجوال',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'The manager console and the mobile swap flow share one design system and one rules engine.',
        de: 'Die Konsole für Filialleitungen und der mobile Tauschprozess teilen sich ein Designsystem und eine Regel-Engine.',
        ar: 'تتشارك لوحة تحكم المديرين ومسار التبادل على الجوال نظام تصميم واحدًا ومحرّك قواعد واحدًا.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'Fernhill treated labor compliance as a product feature, not an afterthought. Our enterprise retailers signed because their managers finally trusted the approvals the app was making for them.',
        de: 'Fernhill hat die Einhaltung des Arbeitsrechts als Produktfunktion behandelt, nicht als Nebensache. Unsere großen Handelskunden haben unterschrieben, weil ihre Filialleitungen den Freigaben, die die App für sie erteilte, endlich vertrauten.',
        ar: 'تعاملت Fernhill مع الامتثال لأنظمة العمل بوصفه ميزة في صميم المنتج، لا أمرًا يُستدرك لاحقًا. وقد وقّع معنا كبار تجّار التجزئة لأن مديريهم وثقوا أخيرًا بالموافقات التي كان التطبيق يصدرها نيابةً عنهم.',
      },
      author: 'Danielle Okafor',
      role: { en: 'CTO, Shyft', de: 'CTO, Shyft', ar: 'المديرة التقنية، Shyft' },
    },
  ],
} satisfies CaseStudyInput;
