import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'nicolette',
  title: {
    en: 'Nicolette: an AI stylist built around the clothes you already own',
    de: 'Nicolette: eine KI-Stylistin für die Kleidung, die Sie schon besitzen',
    ar: 'Nicolette: منسّقة أزياء بالذكاء الاصطناعي تنطلق من ملابسك الموجودة',
  },
  description:
    'Fernhill built Nicolette’s iOS styling app, using computer vision to catalog a wardrobe and an AI stylist that suggests outfits from real garments.',
  summary: {
    en: 'An iOS app that digitizes a wardrobe from photos and uses AI to suggest outfits, plan packing lists and recommend the few pieces worth buying.',
    de: 'Eine iOS-App, die den Kleiderschrank anhand von Fotos digitalisiert und mit KI Outfits vorschlägt, Packlisten plant und die wenigen Teile empfiehlt, die sich wirklich lohnen.',
    ar: 'تطبيق iOS يحوّل خزانة الملابس إلى نسخة رقمية من الصور، ويستخدم الذكاء الاصطناعي لاقتراح الإطلالات وتخطيط قوائم حقائب السفر والتوصية بالقطع القليلة التي تستحق الشراء.',
  },
  accent: '#1d4ed8',
  tags: ['AI', 'Computer vision', 'iOS', 'Fashion'],
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
        ar: 'Nicolette تطبيق لتنسيق الأزياء الشخصي: يلتقط المشتركون صورًا لملابسهم، فتنسّق منسّقة أزياء تعمل بالذكاء الاصطناعي إطلالات تناسب الطقس والمواعيد والمناسبة. طوّرت Fernhill تطبيق iOS ومسار التعرّف على قطع الملابس وخدمة التنسيق، وأطلقت نسخة تجريبية مدفوعة لـ 8,000 مشترك خلال خمسة أشهر.',
      },
      industry: 'Fashion and retail',
      year: 2024,
      platforms: ['iOS', 'Web'],
      image: {
        src: 'work/nicolette-hero.svg',
        alt: 'Nicolette app suggesting an outfit of a shirt, skirt and shoes from the user’s closet, with color swatches and style chips',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'Earlier styling apps asked users to tag every garment by hand, and most people gave up after ten items. The founders also needed suggestions that respect fit, dress codes and personal taste, without a generic model inventing clothes the member does not own.',
      goal: 'Catalog a garment from a single photo in under five seconds, generate outfits only from items in the member’s closet, explain each suggestion in plain language, and keep inference costs below $0.40 per active member per month.',
      outcomes: [
        { value: '4.1 s', label: 'median time to catalog a garment' },
        { value: '64', label: 'median items cataloged in a member’s first week' },
        { value: '$0.23', label: 'inference cost per active member per month' },
        { value: '61%', label: 'of beta members on a paid plan after 60 days' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'AI development', path: '/services/ai-development' },
        { name: 'Python software development', path: '/services/python-software-development' },
        { name: 'Mobile app development', path: '/services/mobile-app-development' },
        { name: 'UI/UX design', path: '/services/ui-ux-design' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Garment recognition pipeline',
          platform: 'Python on AWS',
          text: 'Background removal, category and color classification and attribute extraction (sleeve, neckline, fabric weight) with fine-tuned vision models on GPU workers. Members confirm or correct tags, and corrections feed the next training run.',
        },
        {
          title: 'Closet-grounded stylist',
          platform: 'iOS',
          text: 'A SwiftUI chat and outfit canvas backed by a language model that can only reference garments retrieved from the member’s closet through vector search, with weather and calendar context. Every suggestion comes with a one-line reason.',
        },
        {
          title: 'Gap-aware shopping',
          platform: 'iOS & Web',
          text: 'When a wardrobe cannot cover a planned occasion, Nicolette suggests at most three items from partner retailers, ranked by how many new outfits each piece unlocks.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/nicolette-screens.svg',
        alt: 'Nicolette closet grid, outfit builder and stylist chat screens on phones',
        width: 1200,
        height: 700,
      },
      caption: 'Closet view, outfit builder and the stylist chat, with a reason for every suggestion.',
    },
    {
      type: 'testimonial',
      quote:
        'Every AI styling demo we had seen invented clothes. Fernhill built a stylist that only works with what is in your closet, and that is exactly why our members trust it.',
      author: 'Camille Fontaine',
      role: 'Founder and CEO, Nicolette',
    },
  ],
} satisfies CaseStudyInput;
