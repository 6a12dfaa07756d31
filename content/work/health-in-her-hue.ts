import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'health-in-her-hue',
  title: {
    en: 'Health in Her Hue: culturally competent care, one search away',
    de: 'Health in Her Hue: kultursensible Versorgung, nur eine Suche entfernt',
    ar: 'Health in Her Hue: رعاية صحية واعية ثقافيًا على بُعد بحث واحد',
  },
  description:
    'Fernhill built Health in Her Hue’s HIPAA-ready apps that connect women of color with culturally competent clinicians, health content and community.',
  summary: {
    en: 'A HIPAA-ready React Native app and clinician directory that helps women of color find providers who understand their lived experience.',
    de: 'Eine HIPAA-konforme React-Native-App mit Behandelndenverzeichnis, über die Women of Color Fachleute finden, die ihre Lebensrealität verstehen.',
    ar: 'تطبيق React Native متوافق مع HIPAA ودليل لمقدّمي الرعاية يساعد النساء من ذوات البشرة الملوّنة على إيجاد أطباء يفهمون تجاربهن الحياتية.',
  },
  accent: '#a4286a',
  tags: ['Healthcare', 'HIPAA', 'React Native', 'Mobile'],
  blocks: [
    {
      type: 'hero',
      client: 'Health in Her Hue',
      heading: {
        en: 'Finding a clinician who listens, without the guesswork',
        de: 'Behandelnde finden, die zuhören – ohne Rätselraten',
        ar: 'العثور على طبيب يُصغي إليكِ، دون تخمين',
      },
      lead: {
        en: 'Health in Her Hue connects Black women and other women of color with culturally competent clinicians and evidence-based health content. Fernhill designed and built the mobile apps, a searchable provider directory and a HIPAA-ready backend, taking the product from a waitlist to a national launch in seven months.',
        de: 'Health in Her Hue bringt Schwarze Frauen und andere Women of Color mit kultursensiblen Behandelnden und evidenzbasierten Gesundheitsinhalten zusammen. Fernhill hat die mobilen Apps, ein durchsuchbares Verzeichnis und ein HIPAA-konformes Backend gestaltet und entwickelt – von der Warteliste bis zum landesweiten Start in sieben Monaten.',
        ar: 'تربط Health in Her Hue النساء السوداوات وغيرهن من ذوات البشرة الملوّنة بأطباء يتمتعون بالكفاءة الثقافية وبمحتوى صحي قائم على الأدلة. صمّمت Fernhill وطوّرت التطبيقات المحمولة ودليلًا قابلًا للبحث لمقدّمي الرعاية ونظامًا خلفيًا متوافقًا مع HIPAA، لتنقل المنتج من قائمة الانتظار إلى إطلاق على مستوى البلاد خلال سبعة أشهر.',
      },
      industry: 'Healthcare',
      year: 2021,
      platforms: ['iOS', 'Android', 'Web'],
      image: {
        src: 'work/health-in-her-hue-hero.svg',
        alt: 'Health in Her Hue app showing clinician profile cards with match scores beside a saved health article',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'The founders had a 22,000-person waitlist, a spreadsheet of 600 vetted clinicians and a content library on a blogging platform. Nothing connected a member’s health concerns to a provider, and saving appointment intent meant handling protected health information.',
      goal: 'Launch iOS and Android apps with a directory searchable by specialty, insurance, location and cultural competency training, plus personalized content, on infrastructure that would pass a HIPAA risk assessment and scale to national demand.',
      outcomes: [
        { value: '7 months', label: 'from kickoff to national launch' },
        { value: '3,100', label: 'vetted clinicians in the directory after year one' },
        { value: '58%', label: 'of members book or save a provider within 30 days' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'User research and testing', path: '/services/user-research-and-testing' },
        { name: 'React Native development', path: '/services/react-native-development' },
        { name: 'HIPAA-compliant software', path: '/services/hipaa-compliant-software-development' },
        { name: 'Healthcare software', path: '/services/healthcare-software-development' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Clinician directory and matching',
          platform: 'iOS & Android',
          text: 'Search across specialty, accepted insurance, telehealth availability and cultural competency training, ranked by a scoring model that weighs the preferences members share during onboarding. Provider data lives in PostgreSQL with PostGIS for distance queries.',
        },
        {
          title: 'Personalized health library',
          platform: 'iOS, Android & Web',
          text: 'A headless CMS feeding articles, videos and condition guides reviewed by a physician advisory board. Members see content tagged to the conditions they follow, including fibroids, hypertension and maternal health.',
        },
        {
          title: 'HIPAA-ready platform',
          platform: 'AWS',
          text: 'Node.js services on AWS under a business associate agreement, with field-level encryption for health data, audit logging, role-based access for clinician accounts and infrastructure managed in Terraform.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/health-in-her-hue-screens.svg',
        alt: 'Three Health in Her Hue phone screens: onboarding preferences, clinician search results and the health library',
        width: 1200,
        height: 700,
      },
      caption: 'Onboarding, clinician search and the health library, refined with members over three rounds of moderated testing.',
    },
    {
      type: 'testimonial',
      quote:
        'Fernhill ran research sessions with our members before writing a line of code. The app feels like it was built by people who understand who we serve, because it was tested with them at every step.',
      author: 'Alicia Monroe-Bennett',
      role: 'Co-founder and CEO, Health in Her Hue',
    },
  ],
} satisfies CaseStudyInput;
