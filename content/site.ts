import type { SiteInput } from './schema/index.ts';
import { awards, partners } from './logos/badges.ts';
import cities from './locations/cities.ts';
import states from './locations/states.ts';
import design from './services/design.ts';
import development from './services/development.ts';
import engagementModels from './services/engagement-models.ts';
import industries from './services/industries.ts';
import technologies from './services/technologies.ts';

/** Footer link names come from the entries themselves, so a rename happens in one place. */
const linksTo = (
  entries: Array<{
    name: SiteInput['footerLinkGroups'][number]['paths'][number]['name'];
    path: string;
  }>,
) => entries.map(({ name, path }) => ({ name, path }));
const areaLinks = (
  entries: Array<{
    name: SiteInput['footerLinkGroups'][number]['paths'][number]['name'];
    slug: string;
  }>,
) =>
  entries.map(({ name, slug }) => ({ name, path: `/services/custom-software-company-${slug}/` }));

export default {
  name: 'Fernhill',
  legalName: 'Fernhill Software LLC',
  /** Every German and Arabic page is published fully translated: a field without its translation stops the build. */
  translations: { de: 'complete', ar: 'complete' },
  tagline: {
    en: 'Custom software, designed and engineered end to end.',
    de: 'Individuelle Software, durchgängig gestaltet und entwickelt.',
    ar: 'برمجيات مخصّصة، نصمّمها ونطوّرها من البداية إلى النهاية.',
  },
  baseUrl: 'https://www.fernhill.dev',
  email: 'hello@fernhill.dev',
  phone: '+1 512 555 0148',
  address: {
    street: '1100 Rio Grande St',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'United States',
  },
  social: [
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/fernhill-software',
    },
    { network: 'x', label: 'X', url: 'https://x.com/fernhilldev' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/fernhill.dev' },
  ],
  navigation: [
    { label: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' }, path: '/technologies' },
    { label: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' }, path: '/industries' },
    { label: { en: 'Our work', de: 'Projekte', ar: 'أعمالنا' }, path: '/work' },
    { label: { en: 'About us', de: 'Über uns', ar: 'من نحن' }, path: '/about-us' },
    { label: { en: 'Blog', de: 'Blog', ar: 'المدونة' }, path: '/blog' },
  ],
  partners,
  awards,
  hipaa: {
    title: {
      en: 'We are HIPAA-compliant',
      de: 'Wir sind HIPAA-konform',
      ar: 'نحن ملتزمون بمعايير HIPAA',
    },
    text: {
      en: 'We build enterprise-grade web and mobile applications.',
      de: 'Wir entwickeln Web- und Mobilanwendungen auf Enterprise-Niveau.',
      ar: 'نبني تطبيقات ويب وجوال بمستوى المؤسسات.',
    },
  },
  // SPEC §2: footer link groups, in this order; the states group comes last.
  footerLinkGroups: [
    {
      id: 'technologies',
      title: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
      url: '/technologies',
      paths: linksTo(technologies),
    },
    {
      id: 'industries',
      title: { en: 'Industries', de: 'Branchen', ar: 'القطاعات' },
      url: '/industries',
      paths: linksTo(industries),
    },
    {
      id: 'design',
      title: { en: 'Design services', de: 'Design-Leistungen', ar: 'خدمات التصميم' },
      paths: linksTo(design),
    },
    {
      id: 'development',
      title: { en: 'Development services', de: 'Entwicklungsleistungen', ar: 'خدمات التطوير' },
      paths: linksTo(development),
    },
    {
      id: 'engagement',
      title: { en: 'Engagement models', de: 'Zusammenarbeitsmodelle', ar: 'نماذج التعاون' },
      paths: linksTo(engagementModels),
    },
    {
      id: 'cities',
      title: {
        en: 'Service areas: cities',
        de: 'Einsatzgebiete: Städte',
        ar: 'مناطق الخدمة: المدن',
      },
      url: '/service-areas/cities',
      paths: areaLinks(cities),
    },
    {
      id: 'states',
      title: {
        en: 'Service areas: states',
        de: 'Einsatzgebiete: Bundesstaaten',
        ar: 'مناطق الخدمة: الولايات',
      },
      url: '/service-areas/states',
      paths: areaLinks(states),
    },
  ],
  legalLinks: [
    {
      label: { en: 'Privacy policy', de: 'Datenschutzerklärung', ar: 'سياسة الخصوصية' },
      path: '/privacy-policy',
    },
    {
      label: { en: 'Terms of use', de: 'Nutzungsbedingungen', ar: 'شروط الاستخدام' },
      path: '/terms',
    },
  ],
} satisfies SiteInput;
