import type { PageInput } from '../schema/index.ts';

export default {
  id: 'application',
  pageType: 'application',
  path: '/application',
  title: { en: 'Apply to the Fernhill Fund', de: 'Bewerbung beim Fernhill Fund', ar: 'التقدم إلى صندوق Fernhill' },
  description:
    'Apply to the Fernhill Fund for up to $250k of design and engineering work for equity: who should apply, what to prepare, how we select and the timeline.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fernhill Fund application',
      heading: 'Apply to the Fernhill Fund',
      lead: 'We review applications every month and invest in six to eight startups a year. Read what we look for and what to prepare; a complete application takes about 30 minutes, and every founder gets an answer.',
      primaryAction: { label: 'What to prepare', href: '/application#what-to-prepare' },
      secondaryAction: { label: 'About the Fund', href: '/fund' },
    },
    {
      type: 'features',
      id: 'who-should-apply',
      heading: 'Who should apply',
      intro: 'The Fund is built for a specific kind of company. If most of these describe you, apply.',
      items: [
        {
          title: 'Pre-seed or seed stage',
          text: 'You have raised less than $3 million in total, or nothing yet, and the next milestone depends on getting a real product in front of users.',
        },
        {
          title: 'Software is the product',
          text: 'The value reaches customers through a web or mobile application: B2B SaaS, marketplaces, healthcare, fintech, legal tech, real estate or logistics.',
        },
        {
          title: 'A problem you know firsthand',
          text: 'You have worked in the industry you are building for, or lived the problem yourself. We back founders who already understand their users.',
        },
        {
          title: 'A founder who can own the product',
          text: 'At least one founder works on the company full time and can spend around five hours a week as product owner with our team.',
        },
        {
          title: 'Not a fit',
          text: 'Agencies and service businesses, token launches, hardware-only products, and companies that need cash rather than product work.',
        },
      ],
    },
    {
      type: 'features',
      id: 'what-to-prepare',
      heading: 'What to prepare',
      intro: 'Have these ready before you start. Links are better than attachments, and a clear draft beats a polished one.',
      items: [
        {
          title: 'A one-paragraph summary',
          text: 'Who the customer is, the problem they pay to solve today, and what your product will do differently. Plain words, no slogans.',
        },
        {
          title: 'Your deck',
          text: 'Ten to fifteen slides, shared as a link. If you do not have a deck yet, a two-page memo works just as well.',
        },
        {
          title: 'Evidence of demand',
          text: 'Customer interviews, letters of intent, a waitlist, pilot results or revenue. Tell us what you have and how you got it.',
        },
        {
          title: 'Cap table and funding history',
          text: 'Current ownership, any SAFEs or convertible notes outstanding, and what you plan to raise in the next 12 months.',
        },
        {
          title: 'A three-minute founder video',
          text: 'An unedited video of the founding team explaining why you are the people to build this. Phone quality is fine.',
        },
        {
          title: 'Anything already built',
          text: 'Prototypes, no-code versions, designs or a repository. Nothing is too early to show, and none of it is required.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'selection',
      heading: 'How selection works',
      intro: 'Two Fund partners read every application against four questions: Is the problem real and urgent? Do the founders have an edge? Is there evidence of demand? Can up to $250,000 of product work materially change the company’s trajectory?',
      items: [
        {
          title: 'Screening',
          text: 'Both partners review your application independently. Roughly one application in eight moves on to an interview.',
        },
        {
          title: 'Founder interview',
          text: 'A 45-minute video call with a Fund partner and a principal engineer. Expect questions about your users, your market and what the first version must prove.',
        },
        {
          title: 'Deep dive',
          text: 'A half-day working session on the product, plus two or three reference calls with customers or former colleagues you suggest.',
        },
        {
          title: 'Investment committee',
          text: 'The committee meets monthly and decides within five business days of the deep dive. If we decline, we tell you why in writing.',
        },
        {
          title: 'Discovery sprint and SAFE',
          text: 'Accepted founders start a two-week [Fuse](/fuse) discovery sprint with our team. The SAFE is signed at the end, once both sides have seen the plan.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'timeline',
      heading: 'Timeline',
      intro: 'Applications are open all year. Those received by the last day of a month enter that month’s review.',
      items: [
        { title: 'Week 0: Apply', text: 'Submit your application. We confirm receipt within two business days.' },
        { title: 'Weeks 1–2: Screening', text: 'Every applicant hears from us by the 15th of the following month, with an interview invitation or a short note on our decision.' },
        { title: 'Week 3: Interview', text: 'Founder interviews are scheduled within a week of the invitation, at a time that works for you.' },
        { title: 'Week 4: Deep dive and decision', text: 'The working session, reference calls and investment committee happen in the same week.' },
        { title: 'Weeks 5–6: Discovery sprint', text: 'Two weeks with a product manager, a designer and a senior engineer, followed by signing.' },
        { title: 'Week 7 onward: Build', text: 'Your dedicated team starts building within two weeks of signing.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Application questions',
      items: [
        {
          question: 'Is my application confidential?',
          answer: 'Yes. Only the Fund partners and the engineers involved in your review see it. We do not share applications with other investors without your permission, and we never use your ideas for other clients.',
        },
        {
          question: 'Can I apply if I am already working with a development agency?',
          answer: 'Yes. Tell us what has been built and by whom. We will look at the existing code during the deep dive and factor it into the plan.',
        },
        {
          question: 'We were declined before. Can we apply again?',
          answer: 'Yes, after six months. Tell us what has changed since the last application, such as new customers, a new cofounder or a sharper focus.',
        },
        {
          question: 'Do I need to be based in the United States?',
          answer: 'The company needs to be a Delaware C corporation, or become one before signing. Founders can live anywhere within five hours of US Central time.',
        },
      ],
    },
    { type: 'leadForm', id: 'apply', form: 'fund-application' },
    {
      type: 'callToAction',
      heading: 'Questions before you apply?',
      text: 'Use the [application form](/application#apply) above when you are ready. If you would rather talk first, a partner will answer questions about terms, timing and fit.',
    },
  ],
} satisfies PageInput;
