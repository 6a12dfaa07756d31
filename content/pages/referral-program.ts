import type { PageInput } from '../schema/index.ts';

export default {
  id: 'referral-program',
  pageType: 'referral',
  path: '/referral-program',
  title: { en: 'Referral Program', de: 'Empfehlungsprogramm', ar: 'برنامج الإحالة' },
  description:
    'Introduce a company to Fernhill and earn 10% of its first year’s fees once it becomes a client. No cap on earnings, paid within 30 days of each client payment.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Referral program',
      heading: 'Earn 10% of the first year for a single introduction',
      lead: 'Most of our clients come to us through people who have worked with us. If you know a company that needs a software partner, introduce us. When the introduction becomes a client, you receive 10% of everything they pay Fernhill in their first twelve months.',
      primaryAction: { label: 'Make an introduction', href: '/contact-us' },
      secondaryAction: { label: 'How payouts work', href: '/referral-program#how-it-works' },
    },
    {
      type: 'stats',
      items: [
        { value: '10%', label: 'of the client’s fees in their first 12 months' },
        { value: 'No cap', label: 'on what a single referral can earn' },
        { value: '30 days', label: 'from each client payment to your payout' },
        { value: '6 months', label: 'for an introduction to turn into a signed contract' },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: 'How it works',
      items: [
        {
          title: 'Tell us who you have in mind',
          text: 'Send us the company, the contact and a sentence on what they need. We check within two business days that they are not already talking to us, and confirm the referral in writing.',
        },
        {
          title: 'Make a warm introduction',
          text: 'A short email copying both sides is enough. From there, a senior member of our team takes over, and you are never asked to sell on our behalf.',
        },
        {
          title: 'We do the work',
          text: 'We scope the project, send a proposal and, if it is a fit, sign a contract. We keep you informed at each stage without sharing anything the client has asked us to keep confidential.',
        },
        {
          title: 'You get paid as they pay',
          text: 'For twelve months from the client’s first invoice, we pay you 10% of every invoice they settle, within 30 days of their payment, by ACH or international wire.',
        },
      ],
    },
    {
      type: 'features',
      id: 'worked-example',
      heading: 'What a referral is worth',
      intro: 'Typical first-year engagements, and what each would pay the person who made the introduction.',
      items: [
        {
          title: 'A two-week discovery sprint',
          text: 'A [Fuse](/fuse) sprint at $18,000 that stops there pays **$1,800**. Many sprints turn into builds, and those fees count too if they fall in the first twelve months.',
        },
        {
          title: 'An MVP build',
          text: 'A four-month [MVP](/services/mvp-development) for a funded startup, around $220,000 in the first year, pays **$22,000**.',
        },
        {
          title: 'A dedicated team',
          text: 'A team of five for an established company, around $900,000 in the first year, pays **$90,000**, spread across twelve monthly payouts.',
        },
      ],
    },
    {
      type: 'features',
      id: 'who-can-refer',
      heading: 'Who can refer',
      items: [
        {
          title: 'Clients and former clients',
          text: 'You know how we work better than any sales deck does. Referral fees can also be credited against your own invoices if you prefer.',
        },
        {
          title: 'Consultants and freelancers',
          text: 'Fractional CTOs, product consultants and designers often meet clients who need a build team. Refer the work you do not want to take on yourself.',
        },
        {
          title: 'Agencies and technology partners',
          text: 'Marketing, branding and data agencies can refer the engineering work that sits next to theirs. For ongoing co-delivery, write to partners@fernhill.dev instead.',
        },
        {
          title: 'Former Fernhill team members',
          text: 'Alumni are eligible on the same terms as everyone else, from the day they leave.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Program details',
      items: [
        {
          question: 'What counts as a successful referral?',
          answer: 'A company we were not already in contact with in the previous 12 months that signs a paid contract with Fernhill within six months of your introduction.',
        },
        {
          question: 'Do I have to be a Fernhill client to take part?',
          answer: 'No. Anyone over 18 can refer, except current Fernhill employees and people whose employer or public role prohibits receiving referral fees.',
        },
        {
          question: 'What if two people refer the same company?',
          answer: 'The first referral we confirm in writing is the one that counts. We tell the second person right away so nobody is left waiting.',
        },
        {
          question: 'How are payouts made and taxed?',
          answer: 'By ACH in the US or by international wire elsewhere. US referrers provide a W-9 and receive a 1099 for the year; referrers outside the US provide a W-8BEN. You are responsible for taxes in your country.',
        },
        {
          question: 'Can I refer a company I work for?',
          answer: 'Only if your employer knows about and approves the fee in writing. We will ask for that confirmation before the first payout.',
        },
      ],
    },
    { type: 'leadForm', id: 'introduce', form: 'referral' },
    {
      type: 'callToAction',
      heading: 'Know someone who needs a software partner?',
      text: 'Use the [introduction form](/referral-program#introduce) above, or talk to us first about how the program works. We confirm every referral within two business days.',
    },
  ],
} satisfies PageInput;
