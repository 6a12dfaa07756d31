import type { AuthorInput } from '../schema/index.ts';

export default [
  {
    id: 'nadia-haddad',
    name: 'Nadia Haddad',
    role: { en: 'Chief Technology Officer', de: 'Technische Direktorin (CTO)', ar: 'المديرة التقنية' },
    bio: 'Nadia joined Fernhill in 2016 as a Rails engineer and has led its technology practice since 2021. She owns the firm’s architecture reviews, its AI practice and its SOC 2 program, and still reviews pull requests most weeks.',
  },
  {
    id: 'owen-whitaker',
    name: 'Owen Whitaker',
    role: { en: 'Principal Engineer', de: 'Principal Engineer', ar: 'كبير المهندسين' },
    bio: 'Owen has spent fifteen years building multi-tenant SaaS and healthcare platforms on Postgres, Rails and Node.js. At Fernhill he leads platform architecture, database reviews and the on-call rotation for the app maintenance practice.',
  },
  {
    id: 'lucia-mendoza',
    name: 'Lucía Mendoza',
    role: { en: 'Head of Design', de: 'Leiterin Design', ar: 'رئيسة قسم التصميم' },
    bio: 'Lucía leads Fernhill’s product design team from the Mexico City hub. She has built design systems for fintech and healthcare clients, runs the weekly research program, and audits every release for accessibility before it ships.',
  },
  {
    id: 'sam-adeyemi',
    name: 'Sam Adeyemi',
    role: { en: 'Delivery Lead', de: 'Delivery Lead', ar: 'مسؤول تسليم المشاريع' },
    bio: 'Sam has run more than 60 client engagements at Fernhill, from two-person MVPs to 30-person enterprise programs. He writes the firm’s estimates and statements of work, and the playbook every new project manager reads in their first week.',
  },
] satisfies AuthorInput[];
