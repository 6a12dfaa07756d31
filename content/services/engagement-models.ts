import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'software-outsourcing',
    group: 'engagement',
    path: '/services/software-outsourcing',
    name: { en: 'Software outsourcing', de: 'Software-Outsourcing', ar: 'التعهيد البرمجي' },
    title: 'Software development outsourcing',
    description:
      'Outsource software development to Fernhill: a complete product team that owns delivery end to end, with weekly demos, full transparency and code you own.',
    summary: {
      en: 'A complete Fernhill product team that owns delivery of your project, from discovery to launch and beyond.',
      de: 'Ein vollständiges Produktteam von Fernhill, das die Umsetzung Ihres Projekts verantwortet, von der Discovery bis zum Launch und darüber hinaus.',
      ar: 'فريق منتج متكامل من Fernhill يتولى مسؤولية تنفيذ مشروعك بالكامل، من مرحلة الاستكشاف حتى الإطلاق وما بعده.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Engagement models',
        heading: 'Hand us the outcome, keep full visibility',
        lead: 'With software outsourcing, a cross-functional Fernhill team of product management, design, engineering and QA takes responsibility for delivering your product, while you keep direct access to the people, the code and the plan.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What you get',
        items: [
          {
            title: 'A complete, stable team',
            text: 'A product manager, designers, engineers and QA who work together as a unit and stay with your project for its duration.',
          },
          {
            title: 'Ownership of delivery',
            text: 'We plan sprints, manage risks, make technical decisions with you and are accountable for shipping what we committed to.',
          },
          {
            title: 'Weekly demos and reporting',
            text: 'Working software every week, a written status update and a burn-up chart against the agreed scope and budget.',
          },
          {
            title: 'Full transparency',
            text: 'Access to the repository, board, Slack channels and every engineer, from the first day rather than at milestones.',
          },
          {
            title: 'Flexible commercial models',
            text: 'Time and materials with a budget cap, fixed-price phases for well-defined scope, or a monthly team retainer.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we make outsourcing work',
        paragraphs: [
          'Outsourcing goes wrong when requirements are thrown over a wall and the vendor disappears until a deadline. We do the opposite. Every engagement starts with discovery, often a two-week [Fuse](/fuse) sprint, so both sides agree on users, scope and risks before the build. After that, you see progress weekly in working software, and scope changes are discussed openly with their effect on timeline and budget.',
          'You should never depend on us more than you choose to. Code lives in your repositories and runs in your cloud accounts, intellectual property is assigned to you in the contract, and documentation is written as we build: architecture decisions, runbooks and onboarding guides. If you later build an in-house team, we help hire and onboard them and step back gradually.',
          'Teams are staffed from Austin and across US time zones, and from our [nearshore hubs](/services/nearshore-software-development) in Mexico City and Medellín when that suits your budget. If you prefer to lead the work yourself and simply need more engineers, [staff augmentation](/services/staff-augmentation) is the better model.',
        ],
      },
      {
        type: 'stats',
        items: [
          { value: '320+', label: 'products shipped since 2014' },
          { value: '4.9/5', label: 'average client rating' },
          { value: '~140', label: 'engineers, designers, QA and product managers' },
        ],
      },
      {
        type: 'steps',
        heading: 'How an outsourced project runs',
        items: [
          {
            title: 'Discovery',
            text: 'Goals, users, scope and technical risks, ending with a prototype, an estimate and a release plan.',
          },
          {
            title: 'Team setup',
            text: 'A team shaped to the plan, with kickoff, tooling, environments and communication rhythms agreed in the first week.',
          },
          {
            title: 'Build and demo',
            text: 'Two-week sprints with weekly demos, a shared backlog and regular budget reviews.',
          },
          {
            title: 'Launch',
            text: 'Release preparation, QA sign-off, rollout and monitoring, with the team on hand for the first weeks in production.',
          },
          {
            title: 'Evolve or hand over',
            text: 'Continued development, a maintenance plan or a structured handover to your own team.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Outsourcing questions',
        items: [
          {
            question: 'Fixed price or time and materials?',
            answer: 'Fixed price works for well-understood scope such as a discovery phase or a defined integration. For evolving products, time and materials with a budget cap and weekly reporting gives you flexibility without open-ended risk.',
          },
          {
            question: 'How involved do we need to be?',
            answer: 'Plan for a product owner who can spend a few hours a week on demos, priorities and decisions. The more accessible your domain experts are, the better the product we deliver.',
          },
          {
            question: 'What if we want to change direction mid-project?',
            answer: 'That is normal. We re-plan at the next sprint boundary, show the effect on scope and budget, and continue. Nothing built so far is lost, because it is all in your repository.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Looking for a team to own your project?',
        text: 'Tell us about the product, the timeline and the budget range. We will suggest a team shape and a first phase.',
        action: { label: 'Discuss your project', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['kindred-box', 'jombine', 'health-in-her-hue'],
    keywords: ['software outsourcing', 'software development outsourcing', 'outsourced product development', 'dedicated development team', 'project outsourcing', 'fixed price development'],
  },
  {
    slug: 'staff-augmentation',
    group: 'engagement',
    path: '/services/staff-augmentation',
    name: { en: 'Staff augmentation', de: 'Team-Verstärkung', ar: 'تعزيز الفرق' },
    title: 'IT staff augmentation services',
    description:
      'Staff augmentation from Fernhill: senior engineers, designers and QA who join your team in one to two weeks, work in your process and scale as you need.',
    summary: {
      en: 'Senior engineers, designers and QA who join your team within weeks and work inside your tools and processes.',
      de: 'Erfahrene Entwickler, Designer und QA-Fachleute, die Ihr Team innerhalb weniger Wochen verstärken und in Ihren Tools und Prozessen arbeiten.',
      ar: 'مهندسون ومصممون ومختصو ضمان جودة من ذوي الخبرة ينضمون إلى فريقك خلال أسابيع ويعملون ضمن أدواتك وعملياتك.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Engagement models',
        heading: 'Senior people in your stand-up in two weeks',
        lead: 'When your roadmap outgrows your team, we add experienced engineers, designers and QA who work inside your processes and report to your leads, without a months-long hiring cycle or a long-term commitment.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'Roles we provide',
        items: [
          {
            title: 'Frontend and full-stack engineers',
            text: 'React, Next.js, Node.js, Rails and Python engineers comfortable owning features from database to interface.',
          },
          {
            title: 'Mobile engineers',
            text: 'Swift, Kotlin, React Native and Flutter specialists for new apps, upgrades or a release crunch.',
          },
          {
            title: 'DevOps and data engineers',
            text: 'Cloud, CI/CD, Terraform and data pipeline expertise for projects your core team has no time to staff.',
          },
          {
            title: 'Product designers',
            text: 'UI/UX and design system designers who fit into your existing design team and tools.',
          },
          {
            title: 'QA engineers',
            text: 'Manual and automation testers who bring structure to your release process.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we make augmentation work',
        paragraphs: [
          'Augmented engineers should be indistinguishable from your best hires in the first month. We propose people whose experience matches your stack and domain, you interview them if you want to, and they start on your tools, rituals and coding standards. Most are productive within their first sprint because they have joined many codebases before.',
          'Unlike a freelance marketplace, you are not on your own if something goes wrong. Every augmented engineer has a Fernhill engineering manager who checks in with you monthly, handles performance and time off, and arranges a replacement if the fit is not right, with an overlap period so knowledge is not lost. Our engineers also share knowledge across Fernhill, so your team benefits from patterns we have seen on dozens of similar products.',
          'Augmentation suits teams with strong technical leadership who need more capacity. If you would rather hand over a whole project, [software outsourcing](/services/software-outsourcing) is the better fit, and for cost-sensitive roles we staff from our [nearshore hubs](/services/nearshore-software-development) in Mexico City and Medellín.',
        ],
      },
      {
        type: 'steps',
        heading: 'How augmentation works',
        items: [
          {
            title: 'Define the role',
            text: 'A call to understand the skills, seniority, time zone and team culture you need.',
          },
          {
            title: 'Meet candidates',
            text: 'Profiles within a few days and interviews on your schedule; most roles are filled within one to two weeks.',
          },
          {
            title: 'Onboard',
            text: 'Access, equipment and introductions handled together, with a first task planned for week one.',
          },
          {
            title: 'Scale as needed',
            text: 'Add people, change roles or wind down with 30 days’ notice, as your roadmap changes.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Staff augmentation questions',
        items: [
          {
            question: 'How quickly can someone start?',
            answer: 'Usually within one to two weeks of the first call for common stacks. Niche skills or very senior roles can take a little longer, and we will tell you up front.',
          },
          {
            question: 'What if an engineer is not a good fit?',
            answer: 'Tell your Fernhill engineering manager. We propose a replacement and arrange a handover overlap at no extra cost to you.',
          },
          {
            question: 'Can augmented engineers convert to full-time employees?',
            answer: 'Yes. After an agreed period, typically 12 months, you can hire an engineer directly for a one-time conversion fee set in the contract.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Need more hands on your roadmap?',
        text: 'Tell us which roles you need and when. We will share matching profiles within a few days.',
        action: { label: 'Request engineers', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'osmosis'],
    keywords: ['staff augmentation', 'IT staff augmentation', 'dedicated developers', 'hire developers', 'team extension', 'contract engineers'],
  },
] satisfies ServiceInput[];
