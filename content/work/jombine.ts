import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'jombine',
  title: {
    en: 'Jombine: a local marketplace for trades jobs',
    de: 'Jombine: ein lokaler Marktplatz für Handwerksaufträge',
    ar: 'Jombine: سوق محلية لأعمال الحِرف والصيانة',
  },
  description: {
    en: 'How Fernhill built Jombine, a two-sided marketplace that matches homeowners with vetted local electricians, plumbers and carpenters in under a day.',
    de: 'Wie Fernhill Jombine baute: einen zweiseitigen Marktplatz, der Hausbesitzer binnen eines Tages mit geprüften Elektrikern, Installateuren und Tischlern vor Ort verbindet.',
    ar: 'كيف بنت Fernhill منصة Jombine، السوق ثنائية الجانب التي تربط أصحاب المنازل بكهربائيين وسبّاكين ونجّارين محليين موثوقين في أقل من يوم.',
  },
  summary: {
    en: 'A Ruby on Rails marketplace and React Native pro app that match homeowners with vetted local tradespeople and handle quotes, scheduling and payment.',
    de: 'Ein Ruby-on-Rails-Marktplatz und eine React-Native-App für Profis, die Hausbesitzer mit geprüften Handwerkern vor Ort verbinden – samt Angebot, Termin und Zahlung.',
    ar: 'سوق مبنية على Ruby on Rails وتطبيق React Native للمحترفين يربطان أصحاب المنازل بحرفيين محليين موثوقين، ويتوليان عروض الأسعار والمواعيد والدفع.',
  },
  accent: '#ca8a04',
  tags: [
    { en: 'Marketplace', de: 'Marktplatz', ar: 'الأسواق الإلكترونية' },
    { en: 'Ruby on Rails', de: 'Ruby on Rails', ar: 'Ruby on Rails' },
    { en: 'React Native', de: 'React Native', ar: 'React Native' },
    { en: 'Home services', de: 'Haushaltsdienstleistungen', ar: 'الخدمات المنزلية' },
  ],
  blocks: [
    {
      type: 'hero',
      client: 'Jombine',
      heading: {
        en: 'Getting a trusted electrician on site by tomorrow morning',
        de: 'Ein verlässlicher Elektriker – schon morgen früh vor Ort',
        ar: 'كهربائي موثوق في موقعك صباح الغد',
      },
      lead: {
        en: 'Jombine lets homeowners post a repair or renovation job and receive quotes from licensed local trades within hours. Fernhill grew the product from an MVP in three cities into a marketplace covering 14 metro areas, with license verification, escrowed payments and a mobile app tradespeople use between jobs.',
        de: 'Bei Jombine stellen Hausbesitzer einen Reparatur- oder Renovierungsauftrag ein und erhalten innerhalb weniger Stunden Angebote von lizenzierten Handwerksbetrieben aus der Umgebung. Fernhill hat das Produkt vom MVP in drei Städten zu einem Marktplatz für 14 Großräume ausgebaut – mit Lizenzprüfung, Treuhandzahlungen und einer mobilen App, die Handwerker zwischen zwei Einsätzen nutzen.',
        ar: 'تتيح Jombine لأصحاب المنازل نشر أعمال الإصلاح أو التجديد وتلقّي عروض أسعار من حرفيين محليين مرخّصين خلال ساعات. طوّرت Fernhill المنتج من منتج أولي (MVP) في ثلاث مدن إلى سوق تغطي 14 منطقة حضرية، مع التحقق من التراخيص، ومدفوعات محفوظة لدى طرف ثالث، وتطبيق محمول يستخدمه الحرفيون بين مهمة وأخرى.',
      },
      industry: { en: 'Home services', de: 'Haushaltsdienstleistungen', ar: 'الخدمات المنزلية' },
      year: 2018,
      platforms: [
        { en: 'Web', de: 'Web', ar: 'الويب' },
        { en: 'iOS', de: 'iOS', ar: 'iOS' },
        { en: 'Android', de: 'Android', ar: 'Android' },
      ],
      image: {
        src: 'work/jombine-hero.svg',
        alt: {
          en: 'Jombine web app with a map of nearby tradespeople and a list of incoming quotes for a kitchen rewiring job',
          de: 'Die Web-App von Jombine mit einer Karte von Handwerkern in der Nähe und einer Liste eingehender Angebote für die Neuverkabelung einer Küche',
          ar: 'تطبيق الويب من Jombine يعرض خريطة للحرفيين القريبين وقائمة بعروض الأسعار الواردة لمهمة إعادة تمديد الأسلاك الكهربائية في مطبخ',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'Jombine’s first version was a web form that emailed leads to a list of contractors. Half of the leads were never answered, homeowners could not compare quotes, and unlicensed workers slipped through because every check was done by hand.',
        de: 'Die erste Version von Jombine war ein Webformular, das Anfragen per E-Mail an eine Liste von Handwerksbetrieben schickte. Die Hälfte der Anfragen blieb unbeantwortet, Hausbesitzer konnten keine Angebote vergleichen, und Handwerker ohne Lizenz rutschten durchs Raster, weil jede Prüfung von Hand erfolgte.',
        ar: 'كانت النسخة الأولى من Jombine نموذج ويب يرسل الطلبات بالبريد الإلكتروني إلى قائمة من المقاولين. فبقي نصف الطلبات دون رد، ولم يتمكن أصحاب المنازل من المقارنة بين العروض، وتسلّل عمال غير مرخّصين لأن كل عمليات التحقق كانت تتم يدويًا.',
      },
      goal: {
        en: 'Turn lead forwarding into a real two-sided marketplace: structured job posts, verified pros, side-by-side quotes, scheduling and escrowed payments, with a pro app fast enough to send a quote from a truck cab between jobs.',
        de: 'Aus der Weiterleitung von Anfragen einen echten zweiseitigen Marktplatz machen: strukturierte Auftragsbeschreibungen, verifizierte Profis, direkt vergleichbare Angebote, Terminplanung und Treuhandzahlungen – mit einer Profi-App, die schnell genug ist, um zwischen zwei Einsätzen aus dem Fahrerhaus ein Angebot zu schicken.',
        ar: 'تحويل إعادة توجيه الطلبات إلى سوق حقيقية ثنائية الجانب: إعلانات مهام منظَّمة، ومحترفون موثَّقون، وعروض أسعار متجاورة للمقارنة، وجدولة للمواعيد، ومدفوعات محفوظة لدى طرف ثالث، مع تطبيق للمحترفين سريع بما يكفي لإرسال عرض سعر من مقصورة الشاحنة بين مهمة وأخرى.',
      },
      outcomes: [
        {
          value: { en: '6.5 h', de: '6,5 Std.', ar: '6.5 ساعة' },
          label: {
            en: 'median time to first quote',
            de: 'Median bis zum ersten Angebot',
            ar: 'الزمن الوسيط حتى أول عرض سعر',
          },
        },
        {
          value: { en: '3.2', de: '3,2', ar: '3.2' },
          label: {
            en: 'quotes per job, up from 0.9',
            de: 'Angebote pro Auftrag, zuvor 0,9',
            ar: 'عرض سعر لكل مهمة، ارتفاعًا من 0.9',
          },
        },
        {
          value: { en: '72%', de: '72\u00a0%', ar: '72%' },
          label: {
            en: 'of posted jobs booked through the platform',
            de: 'der eingestellten Aufträge werden über die Plattform gebucht',
            ar: 'من المهام المنشورة تُحجز عبر المنصة',
          },
        },
      ],
    },
    {
      type: 'services',
      heading: { en: 'What we did', de: 'Unsere Leistungen', ar: 'ما قدّمناه' },
      items: [
        {
          name: { en: 'MVP development', de: 'MVP-Entwicklung', ar: 'تطوير المنتج الأولي' },
          path: '/services/mvp-development',
        },
        {
          name: {
            en: 'Marketplace development',
            de: 'Marktplatz-Entwicklung',
            ar: 'تطوير الأسواق الإلكترونية',
          },
          path: '/services/marketplace-development',
        },
        {
          name: {
            en: 'Ruby on Rails development',
            de: 'Ruby-on-Rails-Entwicklung',
            ar: 'تطوير Ruby on Rails',
          },
          path: '/services/ruby-on-rails-development',
        },
        {
          name: {
            en: 'React Native development',
            de: 'React-Native-Entwicklung',
            ar: 'تطوير React Native',
          },
          path: '/services/react-native-development',
        },
      ],
    },
    {
      type: 'projects',
      heading: { en: 'What we built', de: 'Was wir gebaut haben', ar: 'ما بنيناه' },
      items: [
        {
          title: {
            en: 'Structured job posting',
            de: 'Strukturierte Auftragserfassung',
            ar: 'نشر منظَّم للمهام',
          },
          platform: { en: 'Web & iOS', de: 'Web & iOS', ar: 'الويب وiOS' },
          text: {
            en: 'A guided flow with photo upload and trade-specific questions (amperage, fixture count, square footage) that turns vague requests into jobs a pro can price without a site visit, cutting back-and-forth messages by 60%.',
            de: 'Ein geführter Ablauf mit Foto-Upload und gewerkspezifischen Fragen (Stromstärke, Anzahl der Anschlussstellen, Fläche), der vage Anfragen in Aufträge verwandelt, die ein Profi ohne Besichtigung kalkulieren kann – und Rückfragen um 60\u00a0% reduziert.',
            ar: 'مسار موجَّه مع رفع للصور وأسئلة خاصة بكل حرفة (شدة التيار، وعدد التركيبات، والمساحة) يحوّل الطلبات المبهمة إلى مهام يستطيع المحترف تسعيرها دون زيارة الموقع، ما قلّل الرسائل المتبادلة بنسبة 60%.',
          },
        },
        {
          title: {
            en: 'Pro verification pipeline',
            de: 'Verifizierungsprozess für Profis',
            ar: 'مسار التحقق من المحترفين',
          },
          platform: { en: 'Back office', de: 'Back Office', ar: 'الإدارة الخلفية' },
          text: {
            en: 'Automated checks against state licensing board data and a background-check provider, with a Rails admin queue for the exceptions. Verification time for new pros dropped from five days to under 24 hours.',
            de: 'Automatisierte Abgleiche mit den Daten der Lizenzbehörden der Bundesstaaten und eines Anbieters für Hintergrundprüfungen, mit einer Rails-Admin-Warteschlange für Ausnahmen. Die Verifizierung neuer Profis dauert jetzt weniger als 24 Stunden statt fünf Tage.',
            ar: 'عمليات تحقق آلية مقابل بيانات مجالس الترخيص في الولايات ومزوّد لخدمة التحقق من الخلفية، مع قائمة انتظار إدارية مبنية على Rails للحالات الاستثنائية. وانخفض زمن التحقق من المحترفين الجدد من خمسة أيام إلى أقل من 24 ساعة.',
          },
        },
        {
          title: {
            en: 'Quotes and escrow payments',
            de: 'Angebote und Treuhandzahlungen',
            ar: 'عروض الأسعار والمدفوعات المحفوظة لدى طرف ثالث',
          },
          platform: { en: 'iOS & Android', de: 'iOS & Android', ar: 'iOS وAndroid' },
          text: {
            en: 'Pros send itemized quotes from the React Native app; homeowners accept and pay a deposit held through Stripe Connect, released when the job is marked complete with photo sign-off from both sides.',
            de: 'Profis schicken aus der React-Native-App aufgeschlüsselte Angebote; Hausbesitzer nehmen sie an und leisten eine Anzahlung, die über Stripe Connect verwahrt und freigegeben wird, sobald der Auftrag als erledigt markiert und von beiden Seiten per Foto bestätigt ist.',
            ar: 'يرسل المحترفون عروض أسعار مفصّلة من تطبيق React Native، فيقبلها أصحاب المنازل ويدفعون عربونًا يُحتجز عبر Stripe Connect، ثم يُفرج عنه عند وضع علامة اكتمال المهمة مع تأكيد مصوَّر من الطرفين.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/jombine-screens.svg',
        alt: {
          en: 'Jombine quote comparison page on desktop beside the pro app job inbox on a phone',
          de: 'Die Seite zum Angebotsvergleich von Jombine auf dem Desktop neben dem Auftragseingang der Profi-App auf einem Smartphone',
          ar: 'صفحة مقارنة عروض الأسعار في Jombine على شاشة حاسوب إلى جانب صندوق المهام الواردة في تطبيق المحترفين على هاتف',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'The homeowner quote comparison view on the web and the pro app’s job inbox.',
        de: 'Der Angebotsvergleich für Hausbesitzer im Web und der Auftragseingang der Profi-App.',
        ar: 'واجهة مقارنة عروض الأسعار لأصحاب المنازل على الويب، وصندوق المهام الواردة في تطبيق المحترفين.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'We went from forwarding emails to running a marketplace that tradespeople open every morning. Fernhill’s team knew where two-sided products break and designed around it from the first sprint.',
        de: 'Wir sind vom Weiterleiten von E-Mails zu einem Marktplatz gekommen, den Handwerker jeden Morgen öffnen. Das Team von Fernhill wusste, wo zweiseitige Produkte scheitern, und hat das vom ersten Sprint an im Design berücksichtigt.',
        ar: 'انتقلنا من إعادة توجيه رسائل البريد الإلكتروني إلى إدارة سوق يفتحها الحرفيون كل صباح. كان فريق Fernhill يعرف أين تتعثر المنتجات ثنائية الجانب، فصمّم لتفادي ذلك منذ السبرنت الأول.',
      },
      author: 'Marcus Delgado',
      role: { en: 'Founder, Jombine', de: 'Gründer, Jombine', ar: 'المؤسس، Jombine' },
    },
  ],
} satisfies CaseStudyInput;
