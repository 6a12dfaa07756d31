import type { PageInput } from '../schema/index.ts';

export default {
  id: 'fund',
  pageType: 'fund',
  path: '/fund',
  title: { en: 'Fernhill Fund', de: 'Fernhill Fund', ar: 'صندوق Fernhill' },
  description:
    'The Fernhill Fund invests up to $250,000 of design and engineering work in early-stage startups in exchange for equity. See the terms and how to apply.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fernhill Fund',
      heading: 'Up to $250k of product work, invested for equity',
      lead: 'The Fernhill Fund backs pre-seed and seed founders with what they usually cannot buy before a priced round: a senior team that designs, builds and ships the first real version of their product. We invest our hours instead of cash and take a minority stake alongside you.',
      primaryAction: { label: 'Apply to the Fund', href: '/application' },
      secondaryAction: { label: 'How it works', href: '/fund#how-it-works' },
    },
    {
      type: 'stats',
      heading: 'The Fund in numbers',
      items: [
        { value: '$250k', label: 'maximum investment in design and engineering work' },
        { value: '4–8%', label: 'typical equity stake, via a post-money SAFE' },
        { value: '6–8', label: 'startups backed each year' },
        { value: '16 weeks', label: 'median time from signed SAFE to launch' },
      ],
    },
    {
      type: 'features',
      id: 'what-you-get',
      heading: 'What the Fund puts to work for you',
      intro:
        'You get the same team and process our paying clients get. The only difference is how it is paid for.',
      items: [
        {
          title: 'A dedicated product team',
          text: 'A product manager, a product designer, two or three engineers and QA, working with you for four to six months. The team is fixed for the whole investment period, not pulled in between client projects.',
        },
        {
          title: 'Discovery before code',
          text: 'Every investment starts with a two-week [Fuse](/fuse) discovery sprint. You leave with a tested prototype, a prioritized backlog and an estimate that tells you exactly how far the investment will take you.',
        },
        {
          title: 'Foundations that survive due diligence',
          text: 'Code in your own repository, automated tests, CI/CD, monitoring and security practices from our SOC 2 Type II audited process. When a seed investor asks for a technical review, there is nothing to hide.',
        },
        {
          title: 'Fundraising support',
          text: 'A product that demos well, real usage metrics, and help answering technical diligence questions. Where there is a fit, we introduce you to seed investors we have worked with before.',
        },
        {
          title: 'A path to your own team',
          text: 'We help you write job descriptions, interview your first engineers and hand over the codebase with documentation and paired onboarding, so the product does not depend on us.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: 'How it works',
      intro: 'Most companies go from application to a signed SAFE in five to seven weeks.',
      items: [
        {
          title: 'Apply',
          text: 'Tell us about the problem, your team and the evidence you have so far. The [application](/application) takes about 30 minutes and we review submissions every month.',
        },
        {
          title: 'Meet the partners',
          text: 'Shortlisted founders meet a Fund partner and a principal engineer for 45 minutes. We talk about your market, your users and what the first version must prove.',
        },
        {
          title: 'Run a discovery sprint',
          text: 'If both sides want to continue, we run a two-week discovery sprint together. It is part of the investment, and it tells both of us whether the plan holds before anyone signs.',
        },
        {
          title: 'Sign a SAFE',
          text: 'We invest through a standard post-money SAFE. The investment amount is the value of the agreed work at our standard rates, capped at $250,000, and the valuation cap is negotiated like any other seed check.',
        },
        {
          title: 'Build and launch',
          text: 'Your team ships in two-week sprints with a demo at the end of each. Most Fund companies launch in 12 to 20 weeks and keep iterating with the remaining budget.',
        },
        {
          title: 'Keep going, or take it in-house',
          text: 'When the investment is used up, you can continue with Fernhill as a paying client at a 15% founder discount for the first year, or transition to your own team with our help.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Questions founders ask',
      items: [
        {
          question: 'Do you invest cash as well?',
          answer: 'No. The Fund invests design and engineering work only. Many Fund companies combine it with a cash round from angels or a pre-seed fund, and the two fit together well because our SAFE converts on the same terms.',
        },
        {
          question: 'Who owns the code and the designs?',
          answer: 'You do, from the first commit. Everything we produce is assigned to your company under the investment agreement, and it lives in repositories and design files your company controls.',
        },
        {
          question: 'What stage and sectors do you invest in?',
          answer: 'Pre-seed and seed companies that have raised less than $3 million, where software is the core of the product. We know [healthcare](/services/healthcare-software-development), [fintech](/services/fintech-software-development), legal tech, real estate, marketplaces and B2B SaaS best. We do not invest in token launches or hardware-only products.',
        },
        {
          question: 'Do you take a board seat?',
          answer: 'No. We take no board seat and no special control rights. We ask for standard information rights and a monthly update while the build is running.',
        },
        {
          question: 'Can we combine the Fund with paid work?',
          answer: 'Yes. If your roadmap needs more than $250,000 of work, the remainder is billed at our standard rates less the 15% founder discount.',
        },
        {
          question: 'Do you invest outside the United States?',
          answer: 'We invest in Delaware C corporations, or in companies willing to become one before signing. Founders can be based anywhere within five hours of US Central time.',
        },
      ],
    },
    {
      type: 'callToAction',
      heading: 'Applications are reviewed every month',
      text: 'If you are building something you understand better than anyone, and software is how it reaches people, we would like to hear from you.',
      action: { label: 'Apply to the Fund', href: '/application' },
    },
  ],
} satisfies PageInput;
