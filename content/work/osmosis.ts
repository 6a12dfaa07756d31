import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'osmosis',
  title: {
    en: 'Osmosis: video-first learning for medical and nursing students',
    de: 'Osmosis: videobasiertes Lernen für Medizin- und Pflegestudierende',
    ar: 'Osmosis: تعلّم قائم على الفيديو لطلاب الطب والتمريض',
  },
  description:
    'How Fernhill rebuilt Osmosis’s learning platform with spaced-repetition quizzes, offline video and cohort analytics for medical and nursing schools.',
  summary: {
    en: 'A rebuilt video learning platform with adaptive quizzes, offline downloads and cohort analytics for medical and nursing schools.',
    de: 'Eine neu aufgebaute Video-Lernplattform mit adaptiven Quizfragen, Offline-Downloads und Kohortenanalysen für Medizin- und Pflegeschulen.',
    ar: 'منصة تعلّم بالفيديو أُعيد بناؤها، مع اختبارات تكيّفية وتنزيلات للمشاهدة دون اتصال وتحليلات للدفعات الدراسية في كليات الطب والتمريض.',
  },
  accent: '#16a34a',
  tags: ['Edtech', 'Healthcare', 'Ruby on Rails', 'Data'],
  blocks: [
    {
      type: 'hero',
      client: 'Osmosis',
      heading: {
        en: 'Helping students remember what they watch',
        de: 'Damit Studierende behalten, was sie sehen',
        ar: 'لمساعدة الطلاب على تذكّر ما يشاهدونه',
      },
      lead: {
        en: 'Osmosis publishes short animated videos that explain physiology, pathology and pharmacology to medical and nursing students. Fernhill rebuilt the learning platform around retention: spaced-repetition questions linked to every video, offline viewing for clinical rotations and a faculty dashboard used by 140 partner schools.',
        de: 'Osmosis veröffentlicht kurze Animationsvideos, die Medizin- und Pflegestudierenden Physiologie, Pathologie und Pharmakologie erklären. Fernhill hat die Lernplattform konsequent auf das Behalten ausgerichtet: Wiederholungsfragen nach dem Spaced-Repetition-Prinzip zu jedem Video, Offline-Wiedergabe für klinische Praktika und ein Dashboard für Lehrende an 140 Partnerhochschulen.',
        ar: 'تنشر Osmosis مقاطع فيديو متحركة قصيرة تشرح علم وظائف الأعضاء وعلم الأمراض وعلم الأدوية لطلاب الطب والتمريض. أعادت Fernhill بناء منصة التعلّم حول ترسيخ المعلومات: أسئلة مراجعة متباعدة مرتبطة بكل فيديو، ومشاهدة دون اتصال خلال التدريب السريري، ولوحة متابعة لأعضاء هيئة التدريس تستخدمها 140 كلية شريكة.',
      },
      industry: 'Medical education',
      year: 2023,
      platforms: ['Web', 'iOS', 'Android'],
      image: {
        src: 'work/osmosis-hero.svg',
        alt: 'Osmosis lesson on a laptop with a video player, chapter list and a linked review question card',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'Osmosis had 2,000 videos on a monolithic PHP site where quizzes lived on a separate page. The mobile apps were web wrappers that failed on hospital Wi-Fi, and schools licensing the library could not see whether assigned content was watched or understood.',
      goal: 'Move to a Rails API and a React front end without a content freeze, tie every video to adaptive question sets, ship real offline playback on iOS and Android, and give faculty cohort analytics they can sync to their LMS.',
      outcomes: [
        { value: '2.3×', label: 'more questions answered per active student' },
        { value: '140', label: 'schools using the faculty dashboard' },
        { value: '99.95%', label: 'uptime through board exam season' },
        { value: '0 days', label: 'of content freeze during the migration' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'Ruby on Rails development', path: '/services/ruby-on-rails-development' },
        { name: 'React development', path: '/services/react-development' },
        { name: 'React Native development', path: '/services/react-native-development' },
        { name: 'Data warehousing', path: '/services/data-warehousing' },
        { name: 'Healthcare software', path: '/services/healthcare-software-development' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Adaptive question engine',
          platform: 'Web & mobile',
          text: 'A spaced-repetition scheduler in Rails that links 18,000 board-style questions to video timestamps, so a missed question sends the student back to the exact 40 seconds of animation that explain the concept.',
        },
        {
          title: 'Offline video for rotations',
          platform: 'iOS & Android',
          text: 'React Native apps with encrypted HLS downloads, background sync of quiz answers and license checks that tolerate two weeks without a connection, built for students on night shifts in basement wards.',
        },
        {
          title: 'Faculty analytics',
          platform: 'Web',
          text: 'Viewing and quiz events land in Snowflake via Segment; dbt models power a React dashboard with cohort heat maps and LTI 1.3 grade passback to Canvas, Blackboard and Moodle.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/osmosis-screens.svg',
        alt: 'Osmosis faculty dashboard with a cohort heat map and topic mastery bars next to a mobile quiz screen',
        width: 1200,
        height: 700,
      },
      caption: 'The faculty cohort dashboard alongside the mobile review queue students use between shifts.',
    },
    {
      type: 'testimonial',
      quote:
        'We migrated 2,000 videos and a decade of learner data while students were studying for boards, and none of them noticed. Then our retention numbers started to move.',
      author: 'Elena Vasquez-Hart',
      role: 'VP of Engineering, Osmosis',
    },
  ],
} satisfies CaseStudyInput;
