import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'nicolette',
  title: {
    en: 'Nicolette: an AI stylist built around the clothes you already own',
    de: 'Nicolette: eine KI-Stylistin für die Kleidung, die Sie schon besitzen',
    ar: 'Nicolette: منسّقة أزياء بالذكاء الاصطناعي تنطلق من ملابسك الموجودة',
  },
  description: {
    en: 'Fernhill built Nicolette’s iOS styling app, using computer vision to catalog a wardrobe and an AI stylist that suggests outfits from real garments.',
    de: 'Fernhill hat die iOS-Styling-App von Nicolette entwickelt: Computer Vision erfasst den Kleiderschrank, eine KI-Stylistin kombiniert Outfits aus echten Teilen.',
    ar: 'طوّرت Fernhill تطبيق Nicolette لتنسيق الأزياء على iOS، إذ تفهرس الرؤية الحاسوبية خزانة الملابس وتقترح منسّقة ذكية إطلالات من قطع حقيقية.',
  },
  summary: {
    en: 'An iOS app that digitizes a wardrobe from photos and uses AI to suggest outfits, plan packing lists and recommend the few pieces worth buying.',
    de: 'Eine iOS-App, die den Kleiderschrank per Foto digitalisiert und mit KI Outfits vorschlägt, Packlisten plant und die wenigen lohnenden Neukäufe empfiehlt.',
    ar: 'تطبيق iOS يرقمن خزانة الملابس من الصور، ويستخدم الذكاء الاصطناعي لاقتراح الإطلالات وتخطيط حقائب السفر والتوصية بالقطع القليلة التي تستحق الشراء.',
  },
  accent: '#1d4ed8',
  tags: [
    { en: 'AI', de: 'KI', ar: 'الذكاء الاصطناعي' },
    { en: 'Computer vision', de: 'Computer Vision', ar: 'الرؤية الحاسوبية' },
    { en: 'iOS', de: 'iOS', ar: 'iOS' },
    { en: 'Fashion', de: 'Mode', ar: 'الأزياء' },
  ],
  blocks: [
    {
      type: 'hero',
      client: 'Nicolette',
      heading: {
        en: 'Styling advice that starts in your closet',
        de: 'Stilberatung, die im eigenen Kleiderschrank beginnt',
        ar: 'نصائح أناقة تبدأ من خزانتك',
      },
      lead: {
        en: 'Nicolette is a personal styling app: members photograph their clothes, and an AI stylist builds outfits for the weather, the calendar and the occasion. Fernhill built the iOS app, the garment recognition pipeline and the stylist service, and shipped a paid beta to 8,000 members in five months.',
        de: 'Nicolette ist eine App für persönliches Styling: Mitglieder fotografieren ihre Kleidung, und eine KI-Stylistin stellt Outfits passend zu Wetter, Kalender und Anlass zusammen. Fernhill hat die iOS-App, die Pipeline zur Kleidungserkennung und den Styling-Service entwickelt und in fünf Monaten eine kostenpflichtige Beta für 8.000 Mitglieder veröffentlicht.',
        ar: 'Nicolette تطبيق لتنسيق الأزياء الشخصي: يلتقط المشتركون صورًا لملابسهم، فتنسّق منسّقة أزياء تعمل بالذكاء الاصطناعي إطلالات تناسب الطقس والمواعيد والمناسبة. طوّرت Fernhill تطبيق iOS ومسار التعرّف على قطع الملابس وخدمة التنسيق، وأطلقت نسخة تجريبية مدفوعة لـ8,000 مشترك خلال خمسة أشهر.',
      },
      industry: {
        en: 'Fashion and retail',
        de: 'Mode und Einzelhandel',
        ar: 'الأزياء وتجارة التجزئة',
      },
      year: 2024,
      platforms: [
        { en: 'iOS', de: 'iOS', ar: 'iOS' },
        { en: 'Web', de: 'Web', ar: 'الويب' },
      ],
      image: {
        src: 'work/nicolette-hero.svg',
        alt: {
          en: 'Nicolette app suggesting an outfit of a shirt, skirt and shoes from the user’s closet, with color swatches and style chips',
          de: 'Nicolette-App schlägt ein Outfit aus Oberteil, Rock und Schuhen aus dem eigenen Kleiderschrank vor, mit Farbfeldern und Stil-Chips',
          ar: 'تطبيق Nicolette يقترح إطلالة من قميص وتنورة وحذاء من خزانة المستخدم، مع عيّنات ألوان وشارات للأنماط',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'Earlier styling apps asked users to tag every garment by hand, and most people gave up after ten items. The founders also needed suggestions that respect fit, dress codes and personal taste, without a generic model inventing clothes the member does not own.',
        de: 'Frühere Styling-Apps verlangten, jedes Kleidungsstück von Hand zu verschlagworten, und die meisten gaben nach zehn Teilen auf. Zudem brauchte das Gründungsteam Vorschläge, die Passform, Dresscodes und persönlichen Geschmack berücksichtigen – ohne dass ein generisches Modell Kleidung erfindet, die das Mitglied gar nicht besitzt.',
        ar: 'كانت تطبيقات تنسيق الأزياء السابقة تطلب من المستخدمين وسم كل قطعة ملابس يدويًا، فتوقّف معظمهم بعد عشر قطع. واحتاج المؤسسون كذلك إلى اقتراحات تراعي المقاس وقواعد اللباس والذوق الشخصي، دون أن يختلق نموذج عام ملابس لا يملكها المشترك.',
      },
      goal: {
        en: 'Catalog a garment from a single photo in under five seconds, generate outfits only from items in the member’s closet, explain each suggestion in plain language, and keep inference costs below $0.40 per active member per month.',
        de: 'Ein Kleidungsstück anhand eines einzigen Fotos in unter fünf Sekunden erfassen, Outfits ausschließlich aus Teilen im Kleiderschrank des Mitglieds zusammenstellen, jeden Vorschlag verständlich begründen und die Inferenzkosten unter 0,40\u00a0$ pro aktivem Mitglied und Monat halten.',
        ar: 'فهرسة قطعة الملابس من صورة واحدة في أقل من خمس ثوانٍ، وتنسيق الإطلالات من القطع الموجودة في خزانة المشترك فقط، وشرح كل اقتراح بلغة واضحة، مع إبقاء تكلفة الاستدلال دون $0.40 لكل مشترك نشط شهريًا.',
      },
      outcomes: [
        {
          value: { en: '4.1 s', de: '4,1\u00a0s', ar: '4.1 ثانية' },
          label: {
            en: 'median time to catalog a garment',
            de: 'Zeit bis zur Erfassung eines Kleidungsstücks (Median)',
            ar: 'الزمن الوسيط لفهرسة قطعة ملابس',
          },
        },
        {
          value: { en: '64', de: '64', ar: '64' },
          label: {
            en: 'median items cataloged in a member’s first week',
            de: 'erfasste Teile in der ersten Woche eines Mitglieds (Median)',
            ar: 'العدد الوسيط للقطع المفهرسة في الأسبوع الأول للمشترك',
          },
        },
        {
          value: { en: '$0.23', de: '0,23\u00a0$', ar: '$0.23' },
          label: {
            en: 'inference cost per active member per month',
            de: 'Inferenzkosten pro aktivem Mitglied und Monat',
            ar: 'تكلفة الاستدلال لكل مشترك نشط شهريًا',
          },
        },
        {
          value: { en: '61%', de: '61\u00a0%', ar: '61%' },
          label: {
            en: 'of beta members on a paid plan after 60 days',
            de: 'der Beta-Mitglieder nach 60 Tagen in einem kostenpflichtigen Tarif',
            ar: 'من مشتركي النسخة التجريبية انتقلوا إلى خطة مدفوعة بعد 60 يومًا',
          },
        },
      ],
    },
    {
      type: 'services',
      heading: { en: 'What we did', de: 'Unsere Leistungen', ar: 'ما قدّمناه' },
      items: [
        {
          name: { en: 'AI development', de: 'KI-Entwicklung', ar: 'تطوير الذكاء الاصطناعي' },
          path: '/services/ai-development',
        },
        {
          name: {
            en: 'Python software development',
            de: 'Python-Softwareentwicklung',
            ar: 'تطوير البرمجيات بلغة Python',
          },
          path: '/services/python-software-development',
        },
        {
          name: {
            en: 'Mobile app development',
            de: 'Mobile-App-Entwicklung',
            ar: 'تطوير تطبيقات الجوال',
          },
          path: '/services/mobile-app-development',
        },
        {
          name: { en: 'UI/UX design', de: 'UI/UX-Design', ar: 'تصميم واجهات وتجربة المستخدم' },
          path: '/services/ui-ux-design',
        },
      ],
    },
    {
      type: 'projects',
      heading: { en: 'What we built', de: 'Was wir gebaut haben', ar: 'ما بنيناه' },
      items: [
        {
          title: {
            en: 'Garment recognition pipeline',
            de: 'Pipeline zur Kleidungserkennung',
            ar: 'مسار التعرّف على قطع الملابس',
          },
          platform: { en: 'Python on AWS', de: 'Python auf AWS', ar: 'Python على AWS' },
          text: {
            en: 'Background removal, category and color classification and attribute extraction (sleeve, neckline, fabric weight) with fine-tuned vision models on GPU workers. Members confirm or correct tags, and corrections feed the next training run.',
            de: 'Hintergrundentfernung, Klassifizierung nach Kategorie und Farbe sowie Merkmalsextraktion (Ärmel, Ausschnitt, Stoffgewicht) mit feinabgestimmten Vision-Modellen auf GPU-Workern. Mitglieder bestätigen oder korrigieren die Tags, und die Korrekturen fließen in den nächsten Trainingslauf ein.',
            ar: 'إزالة الخلفية، وتصنيف الفئة واللون، واستخراج السمات (الأكمام وفتحة العنق ووزن القماش) باستخدام نماذج رؤية مضبوطة بدقة تعمل على خوادم GPU. يؤكّد المشتركون الوسوم أو يصحّحونها، وتُغذّي هذه التصحيحات جولة التدريب التالية.',
          },
        },
        {
          title: {
            en: 'Closet-grounded stylist',
            de: 'Stylistin mit Bezug zum eigenen Kleiderschrank',
            ar: 'منسّقة أزياء تنطلق من خزانتك',
          },
          platform: { en: 'iOS', de: 'iOS', ar: 'iOS' },
          text: {
            en: 'A SwiftUI chat and outfit canvas backed by a language model that can only reference garments retrieved from the member’s closet through vector search, with weather and calendar context. Every suggestion comes with a one-line reason.',
            de: 'Ein Chat und eine Outfit-Arbeitsfläche in SwiftUI auf Basis eines Sprachmodells, das nur Kleidungsstücke heranziehen kann, die per Vektorsuche aus dem Kleiderschrank des Mitglieds abgerufen werden – ergänzt um Wetter- und Kalenderkontext. Jeder Vorschlag kommt mit einer einzeiligen Begründung.',
            ar: 'محادثة ولوحة لتنسيق الإطلالات مبنيّتان بـSwiftUI، يدعمهما نموذج لغوي لا يستطيع الإشارة إلا إلى القطع المسترجعة من خزانة المشترك عبر البحث المتجهي، مع مراعاة الطقس والمواعيد. ويأتي كل اقتراح مصحوبًا بسبب في سطر واحد.',
          },
        },
        {
          title: {
            en: 'Gap-aware shopping',
            de: 'Einkaufen, das Lücken erkennt',
            ar: 'تسوّق يراعي النواقص',
          },
          platform: { en: 'iOS & Web', de: 'iOS und Web', ar: 'iOS والويب' },
          text: {
            en: 'When a wardrobe cannot cover a planned occasion, Nicolette suggests at most three items from partner retailers, ranked by how many new outfits each piece unlocks.',
            de: 'Reicht die Garderobe für einen geplanten Anlass nicht aus, schlägt Nicolette höchstens drei Teile von Partnerhändlern vor – sortiert danach, wie viele neue Outfits jedes Teil ermöglicht.',
            ar: 'عندما لا تكفي خزانة الملابس لمناسبة مخطط لها، تقترح Nicolette ثلاث قطع على الأكثر من متاجر شريكة، مرتّبة بحسب عدد الإطلالات الجديدة التي تتيحها كل قطعة.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/nicolette-screens.svg',
        alt: {
          en: 'Nicolette closet grid, outfit builder and stylist chat screens on phones',
          de: 'Nicolette-Bildschirme mit Kleiderschrank-Raster, Outfit-Builder und Stylisten-Chat auf Smartphones',
          ar: 'شاشات Nicolette لشبكة الخزانة وأداة تنسيق الإطلالات ومحادثة المنسّقة على الهواتف',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'Closet view, outfit builder and the stylist chat, with a reason for every suggestion.',
        de: 'Kleiderschrankansicht, Outfit-Builder und Stylisten-Chat – mit einer Begründung für jeden Vorschlag.',
        ar: 'عرض الخزانة وأداة تنسيق الإطلالات ومحادثة المنسّقة، مع سبب لكل اقتراح.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'Every AI styling demo we had seen invented clothes. Fernhill built a stylist that only works with what is in your closet, and that is exactly why our members trust it.',
        de: 'Jede KI-Styling-Demo, die wir bis dahin gesehen hatten, erfand Kleidung. Fernhill hat eine Stylistin gebaut, die nur mit dem arbeitet, was in Ihrem Kleiderschrank hängt – und genau deshalb vertrauen ihr unsere Mitglieder.',
        ar: 'كل عرض تجريبي لتنسيق الأزياء بالذكاء الاصطناعي رأيناه كان يختلق ملابس. أمّا Fernhill فبنت منسّقة لا تعمل إلا بما في خزانتك، وهذا تحديدًا سبب ثقة مشتركينا بها.',
      },
      author: 'Camille Fontaine',
      role: {
        en: 'Founder and CEO, Nicolette',
        de: 'Gründerin und CEO, Nicolette',
        ar: 'المؤسِّسة والرئيسة التنفيذية، Nicolette',
      },
    },
  ],
} satisfies CaseStudyInput;
