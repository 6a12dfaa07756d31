import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'tattle',
  title: {
    en: 'Tattle: guest feedback restaurant operators act on',
    de: 'Tattle: Gästefeedback, auf das Restaurantbetreiber reagieren',
    ar: 'Tattle: آراء الضيوف التي يتحرّك بناءً عليها مشغّلو المطاعم',
  },
  description:
    'Fernhill rebuilt Tattle’s analytics platform, tying guest feedback to POS checks so restaurant chains can find and fix issues location by location.',
  summary: {
    en: 'A data platform and operator dashboard that link guest surveys to POS transactions, so restaurant chains see which locations, shifts and dishes need attention.',
    de: 'Eine Datenplattform mit Dashboard, die Gästeumfragen mit Kassendaten verknüpft, damit Restaurantketten sehen, welche Standorte, Schichten und Gerichte Aufmerksamkeit brauchen.',
    ar: 'منصة بيانات ولوحة تحكم للمشغّلين تربطان استبيانات الضيوف بمعاملات نقاط البيع، لتعرف سلاسل المطاعم أي الفروع والمناوبات والأطباق تحتاج إلى اهتمام.',
  },
  accent: '#dc2626',
  tags: ['SaaS', 'Data', 'Analytics', 'Restaurants'],
  blocks: [
    {
      type: 'hero',
      client: 'Tattle',
      heading: {
        en: 'From a cold-fries complaint to a fix by Friday',
        de: 'Von der Beschwerde über kalte Pommes zur Lösung bis Freitag',
        ar: 'من شكوى بطاطس باردة إلى حلّ قبل يوم الجمعة',
      },
      lead: {
        en: 'Tattle collects short guest surveys after every order and connects each response to the check, the location and the shift behind it. Fernhill rebuilt the data pipeline and the operator dashboard for chains with 50 to 2,000 locations, and added alerts that route issues to the right general manager.',
        de: 'Tattle erfasst nach jeder Bestellung kurze Gästeumfragen und verknüpft jede Antwort mit dem Bon, dem Standort und der Schicht, aus der sie stammt. Fernhill hat die Datenpipeline und das Dashboard für Ketten mit 50 bis 2.000 Standorten neu entwickelt und Benachrichtigungen ergänzt, die Probleme direkt an die zuständige Filialleitung weiterleiten.',
        ar: 'تجمع Tattle استبيانات قصيرة من الضيوف بعد كل طلب، وتربط كل إجابة بالفاتورة والفرع والمناوبة التي صدرت عنها. أعادت Fernhill بناء مسار البيانات ولوحة تحكم المشغّلين لسلاسل يتراوح عدد فروعها بين 50 و2,000 فرع، وأضافت تنبيهات توجّه كل مشكلة إلى مدير الفرع المسؤول.',
      },
      industry: 'Restaurant technology',
      year: 2023,
      platforms: ['Web', 'iOS', 'Android'],
      image: {
        src: 'work/tattle-hero.svg',
        alt: 'Tattle operator dashboard with a satisfaction trend line, a score donut, star ratings and a bar chart by daypart',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'Tattle’s nightly batch jobs took up to 14 hours for the largest chains, so operators saw yesterday’s problems the day after tomorrow. Every POS integration was custom code, and dashboards timed out on queries across more than 300 locations.',
      goal: 'Deliver feedback to operators within 15 minutes of a visit, put every POS integration behind one ingestion layer, and keep dashboard queries under two seconds for chains with 2,000 locations and five years of history.',
      outcomes: [
        { value: '9 min', label: 'from guest response to dashboard, down from 14 hours' },
        { value: '1.2 s', label: 'p95 dashboard query time at 2,000 locations' },
        { value: '3 weeks', label: 'to add a new POS integration, down from 11' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'Data warehousing', path: '/services/data-warehousing' },
        { name: 'Python software development', path: '/services/python-software-development' },
        { name: 'SaaS development', path: '/services/saas-development' },
        { name: 'React development', path: '/services/react-development' },
        { name: 'AI development', path: '/services/ai-development' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Streaming ingestion layer',
          platform: 'AWS',
          text: 'Python connectors for Toast, Square, Oracle MICROS and NCR Aloha publish normalized checks to Kafka, where survey responses join their checks in near real time. A new POS connector now follows a documented template.',
        },
        {
          title: 'Operator dashboard',
          platform: 'Web',
          text: 'A React dashboard over ClickHouse with location leaderboards, daypart heat maps and a comment explorer that groups free-text feedback into themes such as wait time, food temperature and order accuracy.',
        },
        {
          title: 'Manager alerts app',
          platform: 'iOS & Android',
          text: 'General managers get a push when a threshold is crossed, such as three accuracy complaints in one lunch shift, and can reply to the guest or log a fix from their phone before the shift ends.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/tattle-screens.svg',
        alt: 'Tattle location leaderboard and daypart heat map next to a manager alert on a phone',
        width: 1200,
        height: 700,
      },
      caption: 'The location leaderboard and daypart heat map, next to a manager alert.',
    },
    {
      type: 'testimonial',
      quote:
        'Our operators used to read last week’s feedback in a spreadsheet. Now a general manager hears about a problem before the lunch rush is over, and our renewal conversations start from there.',
      author: 'Jonah Whitfield',
      role: 'CEO, Tattle',
    },
  ],
} satisfies CaseStudyInput;
