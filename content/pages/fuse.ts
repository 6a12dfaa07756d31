import type { PageInput } from '../schema/index.ts';

export default {
  id: 'fuse',
  pageType: 'fuse',
  path: '/fuse',
  title: { en: 'Fuse: Product Discovery Sprint', de: 'Fuse: Produkt-Discovery-Sprint', ar: 'Fuse: مرحلة استكشاف المنتج' },
  description:
    'Fuse is Fernhill’s two-week product discovery kit and software. It turns an idea into a validated, estimated backlog and a clickable prototype you can test.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fuse by Fernhill',
      heading: 'From idea to an estimated backlog in two weeks',
      lead: 'Fuse is our product discovery sprint, packaged as a kit and the software that runs it. In ten working days you get a clickable prototype tested with real users, a prioritized backlog with acceptance criteria, and an estimate you can take to your board, your investors or any development team.',
      primaryAction: { label: 'Book a Fuse sprint', href: '/contact-us' },
      secondaryAction: { label: 'See what you get', href: '/fuse#deliverables' },
    },
    {
      type: 'stats',
      items: [
        { value: '10 days', label: 'from kickoff to final presentation' },
        { value: '$18,000', label: 'fixed price, with no change orders' },
        { value: '±15%', label: 'median gap between Fuse estimate and actual build cost' },
        { value: '5–8', label: 'target users who test the prototype' },
      ],
    },
    {
      type: 'features',
      id: 'deliverables',
      heading: 'What you leave with',
      intro: 'Everything is yours to keep, whether you build with Fernhill, with another vendor or with your own team.',
      items: [
        {
          title: 'A clickable prototype',
          text: 'A Figma prototype of the core journeys, detailed enough to test with users and to show investors, with the feedback from every test session attached.',
        },
        {
          title: 'A validated backlog',
          text: 'User stories with acceptance criteria, grouped into releases and ranked by value and risk. Stories your test users did not care about are marked as such, not quietly dropped.',
        },
        {
          title: 'Estimates with honest ranges',
          text: 'A three-point estimate for every story, rolled up into a cost and timeline range for the first release. Each range comes with the assumptions behind it.',
        },
        {
          title: 'An architecture outline',
          text: 'A recommended stack, hosting plan, third-party integrations and compliance considerations such as [HIPAA](/services/hipaa-compliant-software-development) or PCI DSS, written for a technical reviewer.',
        },
        {
          title: 'A risk register',
          text: 'The ten or so things most likely to sink the project, from unproven user demand to a fragile vendor API, each with an owner and a way to test it early.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'the-sprint',
      heading: 'The sprint, day by day',
      intro: 'A product manager, a product designer and a senior engineer work with you full time. You commit about two hours a day.',
      items: [
        {
          title: 'Days 1–2: Frame',
          text: 'Stakeholder interviews, business goals and the metrics that define success. We agree on who the first users are and what the first release has to prove.',
        },
        {
          title: 'Days 3–4: Map',
          text: 'User journeys and a story map built in the Fuse workspace, with every step tied to a goal. This is where most scope is cut, deliberately and with you in the room.',
        },
        {
          title: 'Days 5–7: Prototype',
          text: 'The designer builds the prototype while the engineer checks feasibility, integrations and data flows, so nothing in the prototype is impossible to build on budget.',
        },
        {
          title: 'Days 8–9: Test',
          text: 'Five to eight moderated sessions with people from your target audience. Findings go straight back into the backlog and the prototype.',
        },
        {
          title: 'Day 10: Estimate and decide',
          text: 'We present the backlog, the estimate and the risks, and recommend whether to build, narrow the scope or stop. Stopping is a legitimate outcome, and a cheap one.',
        },
      ],
    },
    {
      type: 'features',
      id: 'software',
      heading: 'The software behind the sprint',
      intro: 'Fuse is more than a workshop format. The workspace keeps every artifact connected, so decisions stay traceable long after the sprint ends.',
      items: [
        {
          title: 'Story mapping canvas',
          text: 'Journeys, steps and stories on one board, with releases drawn as horizontal slices. Changes made in a workshop are visible to everyone immediately.',
        },
        {
          title: 'Estimation engine',
          text: 'Stories are compared with actuals from more than 320 products we have shipped, which flags estimates that look optimistic before they reach a budget.',
        },
        {
          title: 'Linked prototype screens',
          text: 'Every prototype screen links to the stories it covers and every test finding links to the screen it concerns, so you can trace why a feature exists.',
        },
        {
          title: 'One-click export',
          text: 'Export the backlog to Jira, Linear, GitHub Issues or CSV, and the estimate to a spreadsheet your finance team can work with.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Do I need a technical cofounder to run a Fuse sprint?',
          answer: 'No. The senior engineer on the sprint covers technical decisions and explains the tradeoffs in plain language. Many Fuse clients are non-technical founders or business owners inside larger companies.',
        },
        {
          question: 'Can I take the results to another development team?',
          answer: 'Yes. The prototype, backlog, estimate and architecture outline are yours, with no exclusivity. About one in five Fuse clients builds with someone else or with an in-house team.',
        },
        {
          question: 'What if the sprint shows the idea does not work?',
          answer: 'Then you found out for $18,000 instead of $300,000. We will tell you what the tests showed and what, if anything, would be worth testing next.',
        },
        {
          question: 'Can our product team use the Fuse software on its own?',
          answer: 'Teams that have completed a sprint with us keep access to their workspace for a year and can license it for further discovery work afterwards.',
        },
        {
          question: 'How does Fuse relate to the Fernhill Fund?',
          answer: 'Every [Fernhill Fund](/fund) investment starts with a Fuse sprint, included in the investment. It gives founders and our partners the same facts before anyone signs a SAFE.',
        },
      ],
    },
    {
      type: 'callToAction',
      heading: 'Start with two weeks, not two quarters',
      text: 'Sprints start every Monday, usually within three weeks of booking. Tell us about the idea and we will confirm a start date within two business days.',
      action: { label: 'Book a Fuse sprint', href: '/contact-us' },
    },
  ],
} satisfies PageInput;
