import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What a build reads: the project without dist/, caches or tests. */
const PROJECT_PARTS = [
  'package.json',
  'tsconfig.json',
  'tokens',
  'content',
  'shared',
  'components',
  'generator',
  'runtime',
  'server',
  'tools',
  'locales',
  // The project's record of its published translations, as a checkout has it (`fernhill build`
  // adds the synthetic entries' fields to it, as it would a real project's new entries).
  'translations.lock.json',
];

const STATES = [
  ['TX', 'America/Chicago'],
  ['CA', 'America/Los_Angeles'],
  ['NY', 'America/New_York'],
  ['CO', 'America/Denver'],
  ['FL', 'America/New_York'],
  ['WA', 'America/Los_Angeles'],
] as const;

/** Each industry in the site's three languages: synthetic pages are translated like real ones (the build's policy requires it). */
const INDUSTRIES = [
  { en: 'Logistics and freight', de: 'Logistik und Fracht', ar: 'الخدمات اللوجستية والشحن' },
  { en: 'Healthcare networks', de: 'Gesundheitsnetzwerke', ar: 'شبكات الرعاية الصحية' },
  { en: 'Regional banking', de: 'Regionalbanken', ar: 'المصارف الإقليمية' },
  { en: 'Manufacturing', de: 'Fertigung', ar: 'التصنيع' },
  { en: 'Higher education', de: 'Hochschulbildung', ar: 'التعليم العالي' },
  { en: 'Energy and utilities', de: 'Energie und Versorgung', ar: 'الطاقة والمرافق' },
  { en: 'Retail chains', de: 'Einzelhandelsketten', ar: 'سلاسل البيع بالتجزئة' },
];

/**
 * A service area the way an agency would add one, with generated but
 * schema-valid copy in every language: the real location template renders it.
 */
export function syntheticLocation(index: number) {
  const number = String(index + 1).padStart(5, '0');
  const [stateCode, timeZone] = STATES[index % STATES.length]!;
  const name = `Cedar Falls ${number}`;
  // Place names are localized like the real ones (Arabic writes them in Arabic script).
  const arabicName = `سيدار فولز ${number}`;
  const [first, second, third] = [0, 1, 2].map(
    (offset) => INDUSTRIES[(index + offset) % INDUSTRIES.length]!,
  ) as [(typeof INDUSTRIES)[number], (typeof INDUSTRIES)[number], (typeof INDUSTRIES)[number]];
  return {
    slug: `cedar-falls-${number}`,
    kind: 'city',
    name: { en: name, de: name, ar: arabicName },
    stateCode,
    timeZone,
    leadingIndustries: [first, second, third],
    intro: {
      en: `${name} grew around ${first.en.toLowerCase()} and ${second.en.toLowerCase()}, and its companies now run more of their operations on software they commission rather than buy. Local colleges supply junior engineers; senior product and platform experience is harder to hire, which is where we come in.`,
      de: `${name} ist mit den Branchen ${first.de} und ${second.de} gewachsen, und die Unternehmen vor Ort betreiben immer mehr ihrer Abläufe mit Software, die sie beauftragen statt kaufen. Die Hochschulen der Region bilden Nachwuchskräfte für die Softwareentwicklung aus; erfahrene Produkt- und Plattformleute sind schwerer zu finden – hier kommen wir ins Spiel.`,
      ar: `نمت ${arabicName} حول قطاعَي ${first.ar} و${second.ar}، وباتت شركاتها تدير جزءًا أكبر من عملياتها ببرمجيات تطلب تطويرها بدلًا من شرائها جاهزة. تخرّج الكليات المحلية مهندسين مبتدئين، أما الخبرة المتقدمة في المنتجات والمنصات فيصعب توظيفها، وهنا يأتي دورنا.`,
    },
    collaboration: {
      en: `Teams in ${name} share most of our working day, so standups, reviews and release calls happen live. We visit for discovery workshops and before major releases.`,
      de: `Teams in ${name} teilen den größten Teil unseres Arbeitstags – Stand-ups, Reviews und Release-Calls finden live statt. Zu Discovery-Workshops und vor großen Releases kommen wir vor Ort.`,
      ar: `تتشارك الفرق في ${arabicName} معنا معظم يوم العمل، فتُعقد الاجتماعات اليومية والمراجعات ومكالمات الإطلاق مباشرةً. ونزوركم لورش مرحلة الاستكشاف وقبل الإصدارات الكبرى.`,
    },
    typicalProjects: [
      {
        title: {
          en: 'Operations dashboards',
          de: 'Betriebs-Dashboards',
          ar: 'لوحات متابعة العمليات',
        },
        text: {
          en: `Live views of orders, crews and exceptions for ${first.en.toLowerCase()} teams that outgrew spreadsheets.`,
          de: `Live-Ansichten von Aufträgen, Teams und Ausnahmen für Teams aus dem Bereich ${first.de}, denen Tabellen nicht mehr reichen.`,
          ar: `عرض مباشر للطلبات والفرق الميدانية والحالات الاستثنائية لفرق ${first.ar} التي تجاوزت جداول البيانات.`,
        },
      },
      {
        title: { en: 'Customer portals', de: 'Kundenportale', ar: 'بوابات العملاء' },
        text: {
          en: 'Self-service accounts, documents and payments with single sign-on and an audit trail that compliance accepts.',
          de: 'Self-Service für Konten, Dokumente und Zahlungen – mit Single Sign-on und einem Audit-Trail, den die Compliance akzeptiert.',
          ar: 'حسابات ومستندات ومدفوعات بالخدمة الذاتية، مع تسجيل دخول موحّد وسجل تدقيق يقبله فريق الامتثال.',
        },
      },
    ],
    nearby: ['austin', 'texas'],
    description: {
      en: `Custom software for ${name} companies in ${first.en.toLowerCase()} and ${second.en.toLowerCase()}, designed and built by Fernhill with same-day overlap.`,
      de: `Individuelle Software für Unternehmen in ${name} aus den Bereichen ${first.de} und ${second.de}, entworfen und entwickelt von Fernhill in Ihrer Arbeitszeit.`,
      ar: `برمجيات مخصصة لشركات ${arabicName} في قطاعَي ${first.ar} و${second.ar}، تصممها Fernhill وتطورها خلال ساعات عملكم نفسها.`,
    },
  };
}

/**
 * A throwaway copy of the project (node_modules linked) plus `pages` synthetic
 * service areas in content/locations/synthetic.ts, for benchmarks at scale.
 */
export async function createSyntheticSite(
  sourceRoot: string,
  pages: number,
): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fernhill-bench-'));
  for (const part of PROJECT_PARTS) {
    await cp(path.join(sourceRoot, part), path.join(root, part), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}.cache`),
    });
  }
  await symlink(path.join(sourceRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (pages > 0) {
    const entries = Array.from({ length: pages }, (_, index) => syntheticLocation(index));
    await writeFile(
      path.join(root, 'content', 'locations', 'synthetic.ts'),
      `// Generated by tools/bench/synthetic-site.ts for benchmarks.\nexport default ${JSON.stringify(entries, null, 1)};\n`,
    );
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
