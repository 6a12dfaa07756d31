import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'design-systems',
    group: 'design',
    path: '/services/design-systems',
    name: { en: 'Design systems', de: 'Designsysteme', ar: 'أنظمة التصميم' },
    title: 'Design system design and development',
    description:
      'Fernhill builds design systems end to end: design tokens, Figma libraries and coded components with documentation, governance and visual tests.',
    summary: {
      en: 'Tokens, Figma libraries and coded components that keep every product team shipping consistent, accessible interfaces.',
      de: 'Tokens, Figma-Bibliotheken und programmierte Komponenten, mit denen jedes Produktteam konsistente, barrierefreie Oberflächen ausliefert.',
      ar: 'رموز تصميم ومكتبات Figma ومكونات برمجية تساعد كل فريق منتج على إطلاق واجهات متسقة وسهلة الوصول.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Design',
        heading: 'A design system your designers and engineers both use',
        lead: 'We create and rescue design systems for companies with several products or teams: one source of truth for tokens, components and patterns, shipped as a Figma library and a versioned code package that stay in sync.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What a Fernhill design system includes',
        items: [
          {
            title: 'Design tokens',
            text: 'Color, type, spacing, radius and motion defined once in the W3C design tokens format and exported to CSS, iOS, Android and Flutter with Style Dictionary.',
          },
          {
            title: 'Figma library',
            text: 'Components built with variables, variants and auto layout, matching the coded props one to one so handoff needs no translation.',
          },
          {
            title: 'Coded component package',
            text: 'Accessible React or React Native components, typed and versioned, with Storybook documentation and usage examples.',
          },
          {
            title: 'Multi-brand theming',
            text: 'Light, dark and white-label themes driven by semantic tokens, so a new brand is a configuration change, not a fork.',
          },
          {
            title: 'Governance model',
            text: 'Contribution guidelines, review roles, release notes and a deprecation policy that keeps the system alive after launch.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach design systems',
        paragraphs: [
          'Most failed design systems are Figma files nobody codes against, or component libraries designers never see. We build both sides together: each component is designed, built and documented in the same sprint, and its Figma properties mirror its code props. Token changes flow from a single repository into Figma variables and into code, so a brand color update is one pull request.',
          'Accessibility is built into the components, not left to each team. Focus rings, keyboard interaction, ARIA patterns and contrast ratios meet WCAG 2.2 AA, and axe checks run in Storybook. Chromatic visual regression tests catch unintended changes before a release reaches the products that depend on it.',
          'We start from an inventory of the interfaces you already have, usually a few hundred screenshots, and build the components that occur most often first. The system then supports our [UI/UX design](/services/ui-ux-design) work and the [React teams](/services/react-development) who consume it, and we measure adoption by counting imports across your repositories.',
        ],
      },
      {
        type: 'steps',
        heading: 'How we build a design system',
        items: [
          {
            title: 'Interface inventory',
            text: 'We audit existing products, count variations of buttons, inputs and colors, and agree the scope of version one.',
          },
          {
            title: 'Token foundation',
            text: 'Primitive and semantic tokens are defined, reviewed for contrast and wired into Figma and code.',
          },
          {
            title: 'Core components',
            text: 'Around 25 to 40 components, from buttons to data tables, designed, coded, tested and documented in pairs.',
          },
          {
            title: 'Pilot adoption',
            text: 'One product team migrates a real feature, and we fix the friction they report before wider rollout.',
          },
          {
            title: 'Handover and governance',
            text: 'Contribution process, release cadence and ownership are agreed, and your team runs the next release with us in support.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Design system questions',
        items: [
          {
            question: 'When does a company need a design system?',
            answer: 'Usually once you have two or more product teams, more than one platform, or a design backlog full of inconsistency fixes. A single small product can often get by with a well-organized Figma library and a handful of shared components.',
          },
          {
            question: 'Should we build on an existing library like MUI or Radix?',
            answer: 'Often, yes. Unstyled primitives such as Radix or React Aria give you accessible behavior for free, and we layer your tokens and visual language on top. Heavily styled libraries are quicker at first but harder to make look like your brand.',
          },
          {
            question: 'How long does a first version take?',
            answer: 'Typically 10 to 14 weeks for tokens, 25 to 40 components, documentation and one pilot migration, with a team of two designers and two engineers.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Tired of five versions of the same button?',
        text: 'Share a few screens from your products. We will show you where a design system would save the most time and what a first version would include.',
        action: { label: 'Request a design system audit', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'kindred-box'],
    keywords: ['design system', 'design system agency', 'design tokens', 'Figma component library', 'Storybook', 'component library', 'UI consistency'],
  },
  {
    slug: 'mobile-design',
    group: 'design',
    path: '/services/mobile-design',
    name: { en: 'Mobile design', de: 'Mobile Design', ar: 'تصميم تطبيقات الجوال' },
    title: 'Mobile app design services',
    description:
      'Mobile app design by Fernhill: iOS and Android interfaces that follow platform conventions, with onboarding, accessibility and prototypes tested on devices.',
    summary: {
      en: 'iOS and Android interfaces that respect platform conventions, guide new users and work one-handed on a real phone.',
      de: 'iOS- und Android-Oberflächen, die Plattformkonventionen respektieren, neue Nutzer führen und sich einhändig auf einem echten Smartphone bedienen lassen.',
      ar: 'واجهات لنظامي iOS وAndroid تحترم أعراف كل منصة، وترشد المستخدمين الجدد، ويسهل استخدامها بيد واحدة على هاتف حقيقي.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Design',
        heading: 'Mobile design that starts on the phone, not on a desktop artboard',
        lead: 'We design iOS and Android apps that feel at home on each platform, get new users to value in their first session and hold up on small screens, large text sizes and bad connections.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we design',
        items: [
          {
            title: 'Onboarding and activation',
            text: 'First-run flows that ask for permissions in context, defer account creation where possible and reach the core action in under a minute.',
          },
          {
            title: 'Platform-native interfaces',
            text: 'Navigation, controls and gestures that follow Apple’s Human Interface Guidelines and Material 3, with deliberate exceptions where the brand needs them.',
          },
          {
            title: 'Interactive prototypes',
            text: 'Figma and ProtoPie prototypes with real transitions and haptics cues, tested on devices rather than in a browser window.',
          },
          {
            title: 'Widgets, notifications and watch surfaces',
            text: 'Home screen widgets, Live Activities, actionable notifications and companion watch screens that bring users back without opening the app.',
          },
          {
            title: 'App Store presence',
            text: 'Screenshots, preview videos and icon variants designed for conversion and tested with store listing experiments.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach mobile design',
        paragraphs: [
          'We design for the conditions apps are really used in: one hand, a moving bus, half attention. Primary actions sit in the thumb zone, touch targets are at least 44 points on iOS and 48 dp on Android, and every screen is checked at the largest Dynamic Type and font scale settings. Empty, loading, offline and error states are designed up front, not discovered during QA.',
          'Users expect an iOS app to behave like iOS and an Android app like Android. Back navigation, sharing, date pickers and permission prompts follow each platform, while brand expression lives in color, typography, illustration and motion. Permission requests are primed with a short explanation first, which consistently improves opt-in for notifications and location.',
          'Our designers work inside the same component library the engineers build, whether the app is native or built with [Flutter](/services/flutter-app-development) or React Native, and they stay with the project through build to review every screen on a device. Flows are validated with five to eight target users through our [user research and testing](/services/user-research-and-testing) practice before development starts.',
        ],
      },
      {
        type: 'steps',
        heading: 'Our mobile design process',
        items: [
          {
            title: 'Jobs and journeys',
            text: 'We define the few jobs users hire the app for and map the shortest path to each one.',
          },
          {
            title: 'Flows and wireframes',
            text: 'Low-fidelity flows for both platforms, reviewed with engineers for feasibility and with stakeholders for scope.',
          },
          {
            title: 'Prototype and test',
            text: 'A clickable prototype on real phones with target users; we iterate until the core tasks succeed without help.',
          },
          {
            title: 'Visual design and specs',
            text: 'High-fidelity screens, motion specs and components delivered in Figma Dev Mode, organized by feature.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Mobile design questions',
        items: [
          {
            question: 'Do iOS and Android need separate designs?',
            answer: 'They need a shared design language with platform-specific details. We design one system and adapt navigation, controls and system interactions per platform, which usually adds 15 to 25% to design effort rather than doubling it.',
          },
          {
            question: 'Can you redesign an existing app without disrupting users?',
            answer: 'Yes. We identify the changes with the highest impact, ship them incrementally behind feature flags and watch retention and task completion, rather than replacing everything in one release.',
          },
          {
            question: 'Do you design for tablets and foldables?',
            answer: 'When your users are on them, yes. We define adaptive layouts with breakpoints for compact, medium and expanded widths, so the same app works on a phone, an iPad and an unfolded Android device.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Have an app that users open once and forget?',
        text: 'Send us the app or the idea. Our mobile designers will review the first-run experience and suggest the changes most likely to improve activation.',
        action: { label: 'Get a mobile design review', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['joyne', 'shyft'],
    keywords: ['mobile app design', 'mobile design agency', 'iOS app design', 'Android app design', 'Human Interface Guidelines', 'Material 3', 'app onboarding'],
  },
  {
    slug: 'ui-ux-design',
    group: 'design',
    path: '/services/ui-ux-design',
    name: { en: 'UI/UX design', de: 'UI/UX-Design', ar: 'تصميم واجهات وتجربة المستخدم' },
    title: 'UI/UX design agency',
    description:
      'UI/UX design by Fernhill: product discovery, information architecture, prototypes and accessible interfaces that engineers can build as designed.',
    summary: {
      en: 'Product discovery, flows, prototypes and polished interfaces, designed alongside the engineers who will build them.',
      de: 'Produkt-Discovery, Nutzerflüsse, Prototypen und ausgefeilte Oberflächen, gestaltet gemeinsam mit den Entwicklern, die sie umsetzen.',
      ar: 'استكشاف المنتج ومسارات المستخدم والنماذج الأولية وواجهات مصقولة، تُصمَّم جنبًا إلى جنب مع المهندسين الذين سيبنونها.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Design',
        heading: 'UI/UX design grounded in how your users actually work',
        lead: 'We design web and mobile products from the first sketch to pixel-level detail, with research to guide decisions and engineers in the room so that what gets approved is what gets built.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What our UI/UX team delivers',
        items: [
          {
            title: 'Product discovery',
            text: 'Stakeholder interviews, competitor reviews and problem framing that turn an idea into a prioritized set of user outcomes.',
          },
          {
            title: 'Information architecture',
            text: 'Navigation, content hierarchy and naming validated with card sorting and tree testing before anything is drawn in detail.',
          },
          {
            title: 'User flows and wireframes',
            text: 'End-to-end flows including edge cases, permissions and errors, reviewed with engineering for feasibility.',
          },
          {
            title: 'Interface design',
            text: 'High-fidelity screens built from reusable components, with states, responsive behavior and motion specified.',
          },
          {
            title: 'Accessibility by default',
            text: 'Contrast, focus order, target sizes and screen reader labels designed to WCAG 2.2 AA and annotated for developers.',
          },
          {
            title: 'UX audits',
            text: 'Heuristic review of an existing product, backed by analytics and session recordings, with a ranked list of fixes.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach UI/UX design',
        paragraphs: [
          'Design decisions get cheaper the earlier they are tested. We prototype the riskiest flow in the first two weeks, put it in front of real users and change course while changing course is still a Figma edit. For new products this work often runs as a [Fuse](/fuse) sprint, which ends with a clickable prototype and an estimated backlog.',
          'A senior engineer reviews every flow before it reaches high fidelity. That catches the designs that look simple but hide expensive work, such as real-time sync or complex permission rules, and keeps the interface aligned with the data the backend can actually provide. Handoff happens in Figma Dev Mode with components mapped to code, and designers review builds in staging before release.',
          'We avoid decoration that slows people down. Clear labels beat clever ones, defaults should be right for most users, and dense professional tools get keyboard shortcuts and bulk actions. When a product outgrows ad hoc components, we formalize them into a [design system](/services/design-systems).',
        ],
      },
      {
        type: 'steps',
        heading: 'Our UI/UX process',
        items: [
          {
            title: 'Understand',
            text: 'Interviews, analytics and a review of the current product establish who the users are and where they struggle.',
          },
          {
            title: 'Structure',
            text: 'Information architecture and core flows are sketched and tested with card sorting or quick prototype sessions.',
          },
          {
            title: 'Design',
            text: 'Wireframes become high-fidelity screens, reviewed weekly with your team and an engineer.',
          },
          {
            title: 'Validate',
            text: 'Usability tests with five to eight participants per round confirm that key tasks succeed before build.',
          },
          {
            title: 'Support the build',
            text: 'Designers stay through development to answer questions, review implementations and adjust details.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'UI/UX design questions',
        items: [
          {
            question: 'Can you design without doing development?',
            answer: 'Yes. Many clients have their own engineering team. We still include engineering reviews during design, and we deliver specs, components and annotations that make the handoff straightforward.',
          },
          {
            question: 'How long does a UI/UX engagement take?',
            answer: 'A UX audit takes two to three weeks. Designing a new product’s first release typically takes six to ten weeks, depending on the number of user roles and platforms.',
          },
          {
            question: 'Do you redesign products incrementally?',
            answer: 'We prefer to. We identify the flows that cost you the most, such as signup, checkout or a core workflow, redesign those first and measure the impact before moving on.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Want a second opinion on your product’s UX?',
        text: 'Send us a link or a prototype. A senior product designer will walk through it and share the three changes we would make first.',
        action: { label: 'Request a UX review', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['nicolette', 'health-in-her-hue'],
    keywords: ['UI/UX design', 'UI UX design agency', 'product design', 'user experience design', 'information architecture', 'prototyping', 'WCAG'],
  },
  {
    slug: 'user-research-and-testing',
    group: 'design',
    path: '/services/user-research-and-testing',
    name: { en: 'User research and testing', de: 'Nutzerforschung und Tests', ar: 'أبحاث المستخدمين واختبارهم' },
    title: 'User research and usability testing services',
    description:
      'User research and usability testing by Fernhill: interviews, moderated tests, surveys and analytics reviews that turn evidence into product decisions.',
    summary: {
      en: 'Interviews, usability tests and surveys that replace opinion with evidence before you commit engineering time.',
      de: 'Interviews, Usability-Tests und Umfragen, die Meinungen durch Belege ersetzen, bevor Entwicklungszeit investiert wird.',
      ar: 'مقابلات واختبارات قابلية الاستخدام واستطلاعات تستبدل الآراء بالأدلة قبل الالتزام بوقت التطوير.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Design',
        heading: 'Find out what users need before you build it',
        lead: 'Our researchers plan and run studies that answer specific product questions, from whether a market problem is real to why users abandon step three of onboarding, and deliver findings your team can act on the same week.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'Research methods we run',
        items: [
          {
            title: 'Discovery interviews',
            text: 'One-on-one conversations using jobs-to-be-done techniques to uncover motivations, workarounds and willingness to switch.',
          },
          {
            title: 'Moderated usability testing',
            text: 'Task-based sessions on prototypes or live products, remote or in person, with recordings and highlight reels.',
          },
          {
            title: 'Unmoderated tests at scale',
            text: 'First-click, preference and task tests on Maze or UserTesting when you need numbers from 50 or more participants quickly.',
          },
          {
            title: 'Card sorting and tree testing',
            text: 'Evidence for navigation and naming decisions before an information architecture is built.',
          },
          {
            title: 'Accessibility testing with assistive tech users',
            text: 'Sessions with people who use screen readers, switch controls or magnification, beyond what automated checks can find.',
          },
          {
            title: 'Analytics and funnel reviews',
            text: 'Product analytics and session recordings analyzed to locate drop-off, paired with qualitative sessions to explain it.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach research',
        paragraphs: [
          'Every study starts with a decision it should inform. We write the research questions with your product lead, choose the lightest method that answers them and agree the recruiting criteria. Five participants per segment uncover most usability problems in a flow; questions about how many people prefer one option over another need larger unmoderated samples and we size them accordingly.',
          'Recruiting the right people matters more than the script. We screen participants through panels and your own customer lists, and for specialized audiences such as clinicians, attorneys or warehouse supervisors we budget for incentives that respect their time. Sessions with patients or other sensitive groups follow consent and data handling rules consistent with our [HIPAA-compliant](/services/hipaa-compliant-software-development) processes.',
          'Findings arrive as a short readout, not a hundred-page deck: the problems ranked by severity and frequency, video clips as evidence and concrete recommendations. Researchers then join design reviews with our [UI/UX design](/services/ui-ux-design) team so the insights shape the next iteration.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a research study runs',
        items: [
          {
            title: 'Frame the decision',
            text: 'We agree the questions, the method and what result would change the plan.',
          },
          {
            title: 'Recruit and prepare',
            text: 'Screeners, consent forms, a discussion guide and a pilot session to tune the tasks.',
          },
          {
            title: 'Run sessions',
            text: 'Usually within one week, with your team invited to observe live through a private channel.',
          },
          {
            title: 'Synthesize and share',
            text: 'Affinity mapping, severity ratings and a readout with clips within three to five days of the last session.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Research questions',
        items: [
          {
            question: 'How much research do we need before building an MVP?',
            answer: 'Enough to be confident the problem is real and the core flow makes sense: typically 8 to 12 discovery interviews and one round of prototype testing, which fits in two to three weeks and costs far less than building the wrong feature.',
          },
          {
            question: 'Can you test with our existing customers?',
            answer: 'Yes, and it is often the best source of insight. We handle outreach, scheduling and incentives, and keep sessions separate from sales conversations so customers speak freely.',
          },
          {
            question: 'Do you run research on products built by other agencies?',
            answer: 'Yes. Usability audits of existing products are a common starting point, and the findings belong to you regardless of who builds the fixes.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Have a product question that keeps causing debate?',
        text: 'Tell us what your team is trying to decide. We will propose a study, the participants to recruit and a timeline, usually within two days.',
        action: { label: 'Plan a research study', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue'],
    keywords: ['user research', 'usability testing', 'UX research agency', 'user interviews', 'card sorting', 'accessibility testing', 'jobs to be done'],
  },
  {
    slug: 'web-design',
    group: 'design',
    path: '/services/web-design',
    name: { en: 'Web design', de: 'Webdesign', ar: 'تصميم المواقع' },
    title: 'Web design agency',
    description:
      'Web design by Fernhill: marketing sites and landing pages with clear messaging, fast pages, strong SEO structure and a CMS your team can run itself.',
    summary: {
      en: 'Marketing sites and landing pages that explain your product clearly, load fast and are easy for your team to update.',
      de: 'Marketing-Websites und Landingpages, die Ihr Produkt klar erklären, schnell laden und von Ihrem Team leicht gepflegt werden können.',
      ar: 'مواقع تسويقية وصفحات هبوط تشرح منتجك بوضوح، وتُحمَّل بسرعة، ويسهل على فريقك تحديثها.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Design',
        heading: 'Websites that turn visitors into conversations',
        lead: 'We design marketing sites, product pages and landing pages for software companies and service businesses, pairing clear messaging and a distinct visual identity with pages that load in under two seconds.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we design for the web',
        items: [
          {
            title: 'Marketing websites',
            text: 'Home, product, pricing and about pages structured around the questions buyers ask, in the order they ask them.',
          },
          {
            title: 'Landing pages for campaigns',
            text: 'Modular templates your marketers can assemble and A/B test without waiting for a developer.',
          },
          {
            title: 'Content and SEO structure',
            text: 'Page hierarchy, internal linking, headings and structured data planned with search intent in mind.',
          },
          {
            title: 'CMS design',
            text: 'Content models in Sanity, Contentful or Webflow that match how your team writes, with previews and guardrails.',
          },
          {
            title: 'Responsive and motion design',
            text: 'Layouts designed for 360-pixel phones through wide desktop screens, with motion that guides attention and respects reduced-motion settings.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach web design',
        paragraphs: [
          'A website is a sales conversation written in advance. We start with messaging before visuals: who the buyer is, what they compare you with and what proof they need. Copy and wireframes are reviewed together, so headlines, calls to action and case study placement are decided on purpose rather than filled into a template at the end.',
          'Visual design serves speed and clarity. We set a performance budget before the first mockup, prefer SVG illustration and well-compressed imagery over autoplaying video, and design with system-friendly font loading. Pages are checked against Core Web Vitals on mid-range phones, and contrast, heading order and keyboard navigation meet WCAG 2.2 AA.',
          'Design and build are handled by one team. Our [web development](/services/web-development) engineers implement the designs on a static or hybrid framework with a headless CMS, and for products that need consistent marketing and app interfaces we connect the site to a shared [design system](/services/design-systems).',
        ],
      },
      {
        type: 'steps',
        heading: 'Our web design process',
        items: [
          {
            title: 'Positioning workshop',
            text: 'A half-day session to agree audience, differentiators and the actions each page should drive.',
          },
          {
            title: 'Sitemap and wireframes',
            text: 'Page structure and content drafts for key templates, reviewed for message and SEO before styling.',
          },
          {
            title: 'Visual direction',
            text: 'Two contrasting directions applied to the home page, then refined across templates once one is chosen.',
          },
          {
            title: 'Build, launch and measure',
            text: 'Implementation with redirects and analytics in place, followed by a review of conversion data after 30 days.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Web design questions',
        items: [
          {
            question: 'Which CMS do you recommend?',
            answer: 'Webflow suits small marketing teams that want visual control. Sanity or Contentful suit teams with many content types, multiple languages or a site built into a larger application. We recommend one after seeing who will edit the site and how often.',
          },
          {
            question: 'Will a redesign hurt our search rankings?',
            answer: 'Not if the migration is planned. We map every existing URL to its new home with 301 redirects, preserve high-performing content and monitor Search Console closely for the weeks after launch.',
          },
          {
            question: 'Can you write the copy?',
            answer: 'We draft copy with you during the wireframe stage, based on interviews with your team and customers. Many clients edit our drafts; some hand us the whole job.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Is your website selling the product you have today?',
        text: 'Share your current site and your goals. We will come back with observations and a proposal for a redesign or a focused set of improvements.',
        action: { label: 'Get a website review', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['kindred-box'],
    keywords: ['web design', 'web design agency', 'marketing website design', 'landing page design', 'headless CMS', 'SEO', 'responsive design'],
  },
] satisfies ServiceInput[];
