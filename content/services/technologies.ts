import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'flutter-app-development',
    group: 'technologies',
    path: '/services/flutter-app-development',
    name: { en: 'Flutter', de: 'Flutter', ar: 'فلاتر' },
    title: 'Flutter app development company',
    description:
      'Fernhill builds Flutter apps for iOS, Android and web from one Dart codebase, with typed platform channels, golden tests and release pipelines.',
    summary: {
      en: 'One Dart codebase for iOS, Android and web, with native integrations and pixel-accurate golden tests.',
      de: 'Eine Dart-Codebasis für iOS, Android und Web, mit nativen Integrationen und pixelgenauen Golden-Tests.',
      ar: 'قاعدة شيفرة واحدة بلغة Dart لأنظمة iOS وAndroid والويب، مع تكاملات أصلية واختبارات Golden دقيقة حتى مستوى البكسل.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Technologies',
        heading: 'Flutter apps that hold 60 frames per second on a three-year-old Android phone',
        lead: 'We build Flutter apps for teams that want one codebase without the usual compromises: native integrations where they matter, predictable performance and weekly releases.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build with Flutter',
        items: [
          {
            title: 'Consumer apps for iOS and Android',
            text: 'Subscription, community and commerce apps with custom motion, deep links and in-app purchases via StoreKit 2 and Play Billing.',
          },
          {
            title: 'Native integrations through platform channels',
            text: 'Type-safe Pigeon bridges for HealthKit, Health Connect, Bluetooth LE, NFC and vendor SDKs that only ship in Swift or Kotlin.',
          },
          {
            title: 'Offline-first field apps',
            text: 'Drift or Isar storage, background sync and conflict handling for crews and clinicians who work where the signal drops.',
          },
          {
            title: 'Add-to-app migrations',
            text: 'Flutter modules embedded in an existing native app, so you migrate screen by screen instead of betting on a rewrite.',
          },
          {
            title: 'Companion web and desktop builds',
            text: 'Admin consoles and kiosk apps compiled from the same widgets, where sharing code with mobile genuinely saves effort.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach Flutter',
        paragraphs: [
          'We pick state management per team: Riverpod for most product apps, Bloc when your team already knows it. Every screen gets a golden test on fixed device sizes, so a padding regression fails a pixel diff in CI instead of becoming a support ticket. Integration tests run on real hardware in Firebase Test Lab, in the same pipeline our [QA team](/services/qa-testing) uses for release sign-off.',
          'Impeller, now the default renderer on iOS and modern Android, removed most first-run shader jank, but we still profile with Flutter DevTools on low-end devices and keep frames under the 16 ms budget. Images are sized at decode time and heavy JSON parsing moves to background isolates.',
          'The pitfall we see most in inherited Flutter code is plugin sprawl: dozens of pub.dev packages, several unmaintained. We audit each one, wrap the risky ones behind our own interfaces and write platform code ourselves when a plugin is the weakest link. Our [mobile designers](/services/mobile-design) work from the same ThemeExtension-based design system, so what ships matches what was approved.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a Flutter engagement runs',
        items: [
          {
            title: 'Platform risk spike',
            text: 'In week one we prototype the riskiest integrations, such as Bluetooth pairing or background location, on both platforms.',
          },
          {
            title: 'Design system in widgets',
            text: 'Tokens, typography and core components are built and golden-tested first.',
          },
          {
            title: 'Two-week feature sprints',
            text: 'Each sprint ends with TestFlight and Play internal-track builds, produced by Codemagic or GitHub Actions with Fastlane.',
          },
          {
            title: 'Store readiness',
            text: 'Privacy manifests, data safety forms and review notes are prepared in parallel, so submission is a formality.',
          },
          {
            title: 'Staged rollout and monitoring',
            text: 'We release to a share of users, watch Crashlytics, and widen the rollout once crash-free sessions stay above 99.8%.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Flutter questions we hear often',
        items: [
          {
            question: 'Should we choose Flutter or React Native?',
            answer: 'Flutter is stronger when the interface is highly custom, pixel consistency across platforms matters, or animation performance is critical. React Native wins when you already have a React web team and want to share logic with it. We build both and will recommend one after seeing your roadmap and hiring plans.',
          },
          {
            question: 'Can Flutter access every native feature we need?',
            answer: 'Yes. Anything Swift or Kotlin can do, Flutter can reach through platform channels. We generate those bridges with Pigeon so the contract is typed on both sides.',
          },
          {
            question: 'How large will the app be?',
            answer: 'Flutter adds roughly 4–6 MB compared with a minimal native app. We keep the rest in check with tree-shaken icon fonts, compressed assets and deferred components, and report app size on every build.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Planning a Flutter app or inheriting one?',
        text: 'Send us your repository or your idea. A senior Flutter engineer will come back with risks, options and a realistic estimate within a week.',
        action: { label: 'Book a Flutter review', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['joyne'],
    keywords: ['Flutter development', 'Flutter app development company', 'Dart', 'cross-platform mobile apps', 'Impeller', 'platform channels', 'golden tests'],
  },
  {
    slug: 'node-js-development',
    group: 'technologies',
    path: '/services/node-js-development',
    name: { en: 'Node.js', de: 'Node.js', ar: 'نود جي إس' },
    title: 'Node.js development company',
    description:
      'Node.js and TypeScript backends from Fernhill: APIs, real-time services and job workers with tracing, strict validation and a clean upgrade path.',
    summary: {
      en: 'TypeScript APIs, real-time services and background workers on Node.js, built to be observable and easy to upgrade.',
      de: 'TypeScript-APIs, Echtzeitdienste und Hintergrund-Worker auf Node.js, beobachtbar gebaut und leicht zu aktualisieren.',
      ar: 'واجهات برمجة بلغة TypeScript وخدمات فورية ومعالِجات مهام خلفية على Node.js، مصممة لتكون قابلة للمراقبة وسهلة التحديث.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Technologies',
        heading: 'Node.js backends that stay fast after the launch traffic arrives',
        lead: 'We build TypeScript services on Node.js for product teams that need APIs, real-time features and integrations delivered quickly, without the fragile callback-era code that gives Node a bad name.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build with Node.js',
        items: [
          {
            title: 'REST and GraphQL APIs',
            text: 'NestJS or Fastify services with OpenAPI contracts, generated clients and versioning rules your mobile apps can rely on.',
          },
          {
            title: 'Real-time features',
            text: 'Chat, live dashboards, presence and collaborative editing over WebSockets, with Redis pub/sub so they scale past a single instance.',
          },
          {
            title: 'Background jobs and queues',
            text: 'BullMQ or SQS workers for emails, exports, webhooks and billing runs, with retries, idempotency keys and dead-letter handling.',
          },
          {
            title: 'Backends for frontends',
            text: 'A thin aggregation layer that shapes data for React and mobile clients and keeps legacy systems out of the browser.',
          },
          {
            title: 'Third-party integrations',
            text: 'Stripe, Twilio, Salesforce, HubSpot and ERP connectors with signed webhooks, rate-limit handling and replayable event logs.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach Node.js',
        paragraphs: [
          'Every service we write is TypeScript in strict mode, and every boundary validates its input: request bodies, queue messages and environment variables pass through zod schemas before business code sees them. Data access goes through Prisma or Drizzle with reviewed migrations, and the same types flow into the [React frontends](/services/react-development) we often build alongside.',
          'Node is excellent at I/O and poor at long CPU work on the main thread. We watch event-loop lag as a first-class metric, move image processing and PDF generation to worker threads or separate services, and cap promise concurrency so one bulk import cannot starve every other request. OpenTelemetry traces follow a request from the load balancer through queues to the database.',
          'Dependency sprawl is the other classic risk. Lockfiles are committed, Renovate opens small weekly update PRs, and we track the Node LTS calendar so an end-of-life runtime never becomes an emergency. Our [DevOps engineers](/services/devops) package services as containers with health checks and graceful shutdown so deploys do not drop connections.',
        ],
      },
      {
        type: 'steps',
        heading: 'From first endpoint to production',
        items: [
          {
            title: 'Contract first',
            text: 'We agree the API shape with your client teams as an OpenAPI or GraphQL schema and generate mocks so frontend work starts on day one.',
          },
          {
            title: 'Walking skeleton',
            text: 'One endpoint deployed end to end, with CI, migrations, secrets, logging and tracing, before we multiply features.',
          },
          {
            title: 'Feature increments',
            text: 'Each increment ships behind a feature flag with unit tests, contract tests and a load profile for the endpoints it touches.',
          },
          {
            title: 'Load and failure testing',
            text: 'k6 scenarios at two to three times expected peak, plus deliberate failures of Redis and third-party APIs, to confirm the service degrades gracefully.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Node.js questions',
        items: [
          {
            question: 'Express, NestJS or Fastify?',
            answer: 'For new services with several engineers we usually choose NestJS, because its module structure keeps large codebases navigable. For small, latency-sensitive services Fastify is leaner. We maintain plenty of Express apps too and only migrate when there is a concrete reason.',
          },
          {
            question: 'Is Node.js a good fit for heavy computation?',
            answer: 'Not on its own. For analytics, machine learning or large numeric work we pair Node APIs with Python services or worker pools, and keep the Node layer focused on requests, orchestration and real-time traffic.',
          },
          {
            question: 'Can you take over an existing Node.js codebase?',
            answer: 'Yes. We start with a two-week audit covering dependencies, test coverage, error handling and hot paths, then propose a stabilization plan. Most teams see fewer production incidents within the first month.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Need a backend your frontend teams can trust?',
        text: 'Tell us about the product, the expected traffic and the systems it must talk to. We will outline an architecture and a first milestone.',
        action: { label: 'Discuss your backend', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'kindred-box'],
    keywords: ['Node.js development', 'Node.js development company', 'TypeScript backend', 'NestJS', 'Fastify', 'real-time APIs', 'BullMQ'],
  },
  {
    slug: 'react-development',
    group: 'technologies',
    path: '/services/react-development',
    name: { en: 'React', de: 'React', ar: 'رياكت' },
    title: 'React development company',
    description:
      'React and Next.js applications from Fernhill: fast, accessible interfaces with clear state management, Core Web Vitals budgets and tested components.',
    summary: {
      en: 'React and Next.js interfaces that load quickly, stay accessible and remain easy to change as the product grows.',
      de: 'React- und Next.js-Oberflächen, die schnell laden, barrierefrei bleiben und sich mit dem Produkt leicht weiterentwickeln lassen.',
      ar: 'واجهات مبنية بـ React وNext.js تُحمَّل بسرعة وتبقى سهلة الوصول ويسهل تعديلها مع نمو المنتج.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Technologies',
        heading: 'React applications your next five engineers can understand',
        lead: 'We build React and Next.js frontends for SaaS products, dashboards and customer portals, with the structure, performance budgets and tests that keep a growing codebase from slowing your team down.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build with React',
        items: [
          {
            title: 'Product dashboards and SaaS apps',
            text: 'Data-dense interfaces with TanStack Query and Table, virtualized lists, keyboard shortcuts and permission-aware views.',
          },
          {
            title: 'Next.js sites and storefronts',
            text: 'Server rendering, static generation and React Server Components where they improve load time and search visibility.',
          },
          {
            title: 'Component libraries',
            text: 'Typed, documented components in Storybook with visual regression tests, shared across every app in your organization.',
          },
          {
            title: 'Migrations and upgrades',
            text: 'Create React App to Vite, class components to hooks, Pages Router to App Router, done incrementally while features keep shipping.',
          },
          {
            title: 'Accessibility remediation',
            text: 'Audits against WCAG 2.2 AA and fixes for focus management, semantics and screen reader announcements in complex widgets.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach React',
        paragraphs: [
          'Most slow, fragile React apps share one cause: server data and interface state tangled in a global store. We keep server state in TanStack Query or server components, keep local state local, and reach for Zustand or Redux Toolkit only for genuinely shared client state. Forms use React Hook Form with zod schemas shared with the API, so validation rules live in one place.',
          'Performance is measured, not assumed. Lighthouse CI runs on every pull request with budgets for Largest Contentful Paint under 2.5 s and Interaction to Next Paint under 200 ms, and bundle size diffs are posted as comments. We fix re-render storms with the React Profiler rather than sprinkling memo everywhere.',
          'Components are tested the way users use them, with Vitest and Testing Library, and critical journeys run end to end in Playwright. When a product spans several apps we extract a shared library and pair it with a [design system](/services/design-systems), and for public sites we work with our [web development](/services/web-development) team on rendering strategy and SEO.',
        ],
      },
      {
        type: 'steps',
        heading: 'How we deliver React projects',
        items: [
          {
            title: 'Codebase or concept review',
            text: 'We assess the current app or the product brief, choose rendering strategy and state boundaries, and write them down as short decision records.',
          },
          {
            title: 'Foundations',
            text: 'Routing, data fetching, auth, error boundaries, linting and CI with performance budgets, in place before the first feature.',
          },
          {
            title: 'Feature delivery',
            text: 'Vertical slices built with design in Storybook first, then wired to real APIs and demoed every two weeks.',
          },
          {
            title: 'Hardening',
            text: 'Accessibility audit, cross-browser pass, error monitoring with Sentry and a load test of the slowest pages before launch.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'React questions',
        items: [
          {
            question: 'Do we need Next.js, or is a plain React app enough?',
            answer: 'If pages must rank in search or load fast for first-time visitors, Next.js pays for itself. For an authenticated dashboard behind a login, a Vite single-page app is simpler to host and reason about. Many clients end up with both: a Next.js marketing site and a Vite product app sharing components.',
          },
          {
            question: 'Can you speed up our existing React app?',
            answer: 'Usually, yes. We profile real sessions, then address the largest wins first: code splitting, oversized dependencies, waterfall requests and unnecessary re-renders. A two-to-four-week performance engagement typically cuts interaction latency noticeably on mid-range devices.',
          },
          {
            question: 'Which state management library do you use?',
            answer: 'As little as possible. TanStack Query covers most needs, and we add Zustand or Redux Toolkit only when several distant components share complex client state. We will work within your existing choice unless it is actively causing bugs.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Let’s look at your React roadmap',
        text: 'Whether you are starting fresh or untangling a large codebase, a senior React engineer can review your situation and propose a first step.',
        action: { label: 'Start a conversation', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['kindred-box', 'osmosis', 'tattle'],
    keywords: ['React development', 'React development company', 'Next.js', 'React Server Components', 'TypeScript frontend', 'WCAG', 'Core Web Vitals'],
  },
  {
    slug: 'react-native-development',
    group: 'technologies',
    path: '/services/react-native-development',
    name: { en: 'React Native', de: 'React Native', ar: 'رياكت نيتف' },
    title: 'React Native development company',
    description:
      'Fernhill builds React Native apps with Expo, EAS and the New Architecture: shared TypeScript, native modules in Swift and Kotlin, and safe OTA updates.',
    summary: {
      en: 'React Native apps with Expo and the New Architecture, sharing TypeScript with your web team and shipping updates safely.',
      de: 'React-Native-Apps mit Expo und der New Architecture, die TypeScript mit Ihrem Web-Team teilen und Updates sicher ausliefern.',
      ar: 'تطبيقات React Native مع Expo والبنية الجديدة، تتشارك شيفرة TypeScript مع فريق الويب لديك وتنشر التحديثات بأمان.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Technologies',
        heading: 'React Native apps that earn four-plus stars on both stores',
        lead: 'We build iOS and Android apps in React Native for teams that want to share TypeScript and talent with their web product, while still writing native code wherever the experience demands it.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build with React Native',
        items: [
          {
            title: 'Cross-platform product apps',
            text: 'Consumer and B2B apps on Expo with EAS Build, deep linking, push notifications and analytics wired in from the first sprint.',
          },
          {
            title: 'Custom native modules',
            text: 'Swift and Kotlin modules through the Expo Modules API or Turbo Modules for camera pipelines, wearables, payments and SDKs without JavaScript bindings.',
          },
          {
            title: 'New Architecture migrations',
            text: 'Moving older apps to Fabric, JSI and bridgeless mode, including replacing libraries that never made the jump.',
          },
          {
            title: 'Web and mobile monorepos',
            text: 'Shared business logic, API clients and validation between a React web app and a React Native app, with separate UI layers where platforms differ.',
          },
          {
            title: 'Offline and sync',
            text: 'SQLite or WatermelonDB storage with background sync for apps used in clinics, warehouses and on the road.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach React Native',
        paragraphs: [
          'We start on Expo unless there is a specific reason not to: continuous native generation, EAS Build and config plugins remove most of the Xcode and Gradle drift that used to make React Native painful. Hermes is on by default, animations run on the UI thread with Reanimated, and long lists use FlashList.',
          'Over-the-air updates with EAS Update are powerful and easy to misuse. We ship only JavaScript and asset changes over the air, tie each update to a runtime version so it cannot reach an incompatible binary, and roll out gradually with instant rollback. Significant functional changes go through store review, as Apple’s guidelines require.',
          'The most common failure we inherit is an app pinned to a React Native version two or three years old because one library blocks the upgrade. We schedule upgrades quarterly as part of [app maintenance](/services/app-maintenance), keep Maestro end-to-end flows green on every build, and coordinate native work with our broader [mobile app development](/services/mobile-app-development) practice.',
        ],
      },
      {
        type: 'steps',
        heading: 'Our React Native process',
        items: [
          {
            title: 'Architecture and library audit',
            text: 'Navigation, storage and native dependencies are chosen for New Architecture support and maintenance history.',
          },
          {
            title: 'Shared foundations',
            text: 'Design tokens, API client, auth and error reporting are set up once and reused by web and mobile where it makes sense.',
          },
          {
            title: 'Sprint builds on real devices',
            text: 'Every merge produces an internal EAS build, and Maestro flows run on both platforms before QA picks it up.',
          },
          {
            title: 'Launch and update policy',
            text: 'We agree what can ship over the air, set up staged store rollouts and connect crash and performance monitoring.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'React Native questions',
        items: [
          {
            question: 'Expo or bare React Native?',
            answer: 'Expo, in nearly every case today. The old limitation of not being able to add native code is gone: config plugins and development builds let you include any native library. We go bare only for unusual build requirements, such as embedding React Native inside a large existing native app.',
          },
          {
            question: 'Our app is on an old version. Can you upgrade it?',
            answer: 'Yes. We upgrade in steps, replacing abandoned libraries along the way, and keep the app releasable throughout. A jump of several versions to the New Architecture typically takes four to eight weeks.',
          },
          {
            question: 'How much code is really shared between iOS and Android?',
            answer: 'In most of our projects 85–95% of the code is shared. The remainder is platform-specific UI polish, permissions flows and native modules, which is where users notice whether an app feels native.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Building or rescuing a React Native app?',
        text: 'Share your repository or product plan, and we will come back with an honest view of effort, risks and the fastest path to a stable release.',
        action: { label: 'Get a React Native assessment', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue', 'shyft', 'jombine'],
    keywords: ['React Native development', 'React Native development company', 'Expo', 'EAS Update', 'New Architecture', 'cross-platform apps', 'Turbo Modules'],
  },
  {
    slug: 'ruby-on-rails-development',
    group: 'technologies',
    path: '/services/ruby-on-rails-development',
    name: { en: 'Ruby on Rails', de: 'Ruby on Rails', ar: 'روبي أون ريلز' },
    title: 'Ruby on Rails development company',
    description:
      'Ruby on Rails development and upgrades by Fernhill: Hotwire apps, JSON APIs, Sidekiq jobs and zero-downtime migrations for long-lived products.',
    summary: {
      en: 'New Rails products, APIs and careful version upgrades for codebases that have years of business logic inside.',
      de: 'Neue Rails-Produkte, APIs und sorgfältige Versions-Upgrades für Codebasen mit jahrelang gewachsener Geschäftslogik.',
      ar: 'منتجات وواجهات برمجة جديدة بـ Rails، وترقيات مدروسة للإصدارات في قواعد شيفرة تحمل سنوات من منطق الأعمال.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Technologies',
        heading: 'Rails for teams that want to ship weekly for the next ten years',
        lead: 'We build new Rails applications and look after established ones: upgrades, performance work and steady feature delivery on codebases that run real businesses.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we do with Rails',
        items: [
          {
            title: 'New Rails 7 and 8 applications',
            text: 'Server-rendered products with Hotwire, Turbo and Stimulus that feel fast without a separate single-page app to maintain.',
          },
          {
            title: 'JSON APIs for mobile and React clients',
            text: 'Versioned APIs with serializers, token auth and OpenAPI documentation generated from request specs.',
          },
          {
            title: 'Version upgrades',
            text: 'Rails 4, 5 or 6 and Ruby 2.x brought up to current releases in incremental, releasable steps.',
          },
          {
            title: 'Performance and scaling',
            text: 'N+1 queries removed, caching introduced, slow endpoints moved to Sidekiq or Solid Queue jobs, and Postgres indexes tuned.',
          },
          {
            title: 'Modularizing a large monolith',
            text: 'Packwerk boundaries or Rails engines that let several teams work in one app without stepping on each other.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach Rails',
        paragraphs: [
          'We like the majestic monolith and we know where it strains. Fat models and chains of callbacks are the usual source of surprising behavior, so we move business processes into plain service and form objects with explicit inputs, and keep callbacks for data integrity only. RSpec with FactoryBot covers the domain, and Capybara system tests cover the flows that make money.',
          'Upgrades follow a dual-boot approach using the next_rails gem: the app runs on both the current and target version in CI, deprecations are fixed on the main branch, and the switch happens when both suites are green. Schema changes go through strong_migrations, so a migration that would lock a busy table is caught in review, not in production. Brakeman and bundler-audit run on every pull request.',
          'Rails remains one of the fastest ways to validate a product, which is why we often use it for [MVP development](/services/mvp-development). For multi-tenant products we combine it with our [SaaS development](/services/saas-development) patterns: tenant scoping enforced at the query layer, Stripe Billing, and audit trails from the start.',
        ],
      },
      {
        type: 'steps',
        heading: 'How we take on a Rails codebase',
        items: [
          {
            title: 'Health check',
            text: 'Two weeks reviewing test coverage, gem versions, slow queries, error rates and deployment, summarized as a prioritized list with effort estimates.',
          },
          {
            title: 'Safety net',
            text: 'Missing tests added around critical paths, CI made reliable, and error monitoring and APM configured so changes can be judged.',
          },
          {
            title: 'Incremental upgrade',
            text: 'One minor version at a time under dual boot, with feature work continuing on the same branch.',
          },
          {
            title: 'Steady delivery',
            text: 'Regular feature releases with a fixed share of each sprint reserved for technical debt, so the codebase improves as the product grows.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Rails questions',
        items: [
          {
            question: 'Is Rails still a sensible choice for a new product?',
            answer: 'For most web products with a relational data model, yes. Rails 8 ships with authentication generators, Solid Queue and Solid Cache, and Kamal for deployment, so a small team can run a serious product with few moving parts. We choose something else when the core of the product is real-time, machine learning or heavy computation.',
          },
          {
            question: 'Can we keep shipping features during an upgrade?',
            answer: 'Yes, that is the point of dual booting. Feature work and upgrade work share one main branch, and the version switch is a small, reversible deploy rather than a long-lived branch.',
          },
          {
            question: 'Hotwire or a React frontend?',
            answer: 'Hotwire suits forms, back offices and most CRUD-heavy products, and it halves the amount of code to maintain. We add React for highly interactive surfaces like editors or drag-and-drop planners, often as islands inside a Hotwire app.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Is your Rails app a few versions behind?',
        text: 'Tell us the Rails and Ruby versions you run and what worries you most. We will suggest an upgrade path and what it would take.',
        action: { label: 'Plan a Rails upgrade', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['jombine', 'osmosis'],
    keywords: ['Ruby on Rails development', 'Rails development company', 'Rails upgrade', 'Hotwire', 'Sidekiq', 'Rails API', 'Ruby'],
  },
  {
    slug: 'python-software-development',
    group: 'technologies',
    path: '/services/python-software-development',
    name: { en: 'Python', de: 'Python', ar: 'بايثون' },
    title: 'Python software development company',
    description:
      'Python development by Fernhill: Django and FastAPI backends, data pipelines and ML services, typed, tested and packaged for reliable production use.',
    summary: {
      en: 'Django and FastAPI backends, data pipelines and machine learning services written as tested, typed production code.',
      de: 'Django- und FastAPI-Backends, Datenpipelines und Machine-Learning-Dienste als getesteter, typisierter Produktionscode.',
      ar: 'خوادم خلفية بـ Django وFastAPI، وخطوط معالجة بيانات، وخدمات تعلّم آلي مكتوبة كشيفرة إنتاجية مختبَرة ومحددة الأنواع.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Technologies',
        heading: 'Python that leaves the notebook and runs in production',
        lead: 'We write Python backends, data pipelines and machine learning services for teams whose most valuable logic lives in Python, and we make that code as dependable as the rest of the stack.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build with Python',
        items: [
          {
            title: 'Django products and back offices',
            text: 'Data-heavy web apps with the Django ORM, Django REST Framework and a customized admin your operations team will actually use.',
          },
          {
            title: 'FastAPI services',
            text: 'Async APIs with Pydantic models and generated OpenAPI docs, suited to model serving and integration-heavy workloads.',
          },
          {
            title: 'Data pipelines',
            text: 'Ingestion and transformation jobs orchestrated with Dagster or Airflow, using Polars or pandas, with tests on the data as well as the code.',
          },
          {
            title: 'Machine learning in production',
            text: 'scikit-learn, PyTorch and LLM services packaged with versioned models, monitoring for drift and a clear retraining path.',
          },
          {
            title: 'Automation and integrations',
            text: 'The scripts that quietly run your business, turned into scheduled, logged and alerting services with proper credentials handling.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach Python',
        paragraphs: [
          'Python’s flexibility is what makes it easy to write code that breaks quietly. We counter it with tooling: dependencies locked with uv or Poetry, ruff for linting and formatting, type hints checked by mypy or pyright in CI, and pytest suites that include property-based tests with Hypothesis for the parsing and calculation code where edge cases hide.',
          'Much of our Python work starts as someone else’s notebook. We keep the analyst’s logic but move it into a package with functions, tests and configuration, then wrap it in a job or API. Long CPU-bound work goes to multiprocessing, vectorized Polars expressions or a task queue with Celery, because the GIL still makes threads the wrong tool for it. I/O-bound services use asyncio with care, never mixed with blocking database drivers.',
          'Python is the common thread in our [AI development](/services/ai-development) and [data warehousing](/services/data-warehousing) work, so the same engineers who build your API can own the pipeline that feeds it and the model it serves.',
        ],
      },
      {
        type: 'steps',
        heading: 'How we deliver Python projects',
        items: [
          {
            title: 'Discovery and data review',
            text: 'We look at the existing scripts, notebooks and data sources, and identify which logic is core and which is incidental.',
          },
          {
            title: 'Project skeleton',
            text: 'Package layout, locked dependencies, typing, linting, CI and container builds, agreed before feature work starts.',
          },
          {
            title: 'Build and test',
            text: 'Features delivered in small increments with unit, integration and data-quality tests, demoed on real data every sprint.',
          },
          {
            title: 'Operate',
            text: 'Structured logging, metrics, alerts and runbooks, so your team knows when a nightly job fails and what to do about it.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Python questions',
        items: [
          {
            question: 'Django or FastAPI?',
            answer: 'Django when you need a full product: users, permissions, admin, forms and a relational model with many tables. FastAPI when the service is narrow and API-first, such as serving a model or aggregating other services. Several clients run both, with Django as the system of record and FastAPI for ML endpoints.',
          },
          {
            question: 'Can you productionize our data scientists’ work?',
            answer: 'Yes, and we do it with them rather than around them. We pair with your data scientists to refactor notebooks into tested modules, agree on model versioning and set up monitoring, so they can keep iterating without handing work over a wall.',
          },
          {
            question: 'Is Python fast enough?',
            answer: 'For web APIs and pipelines, almost always: the database and network dominate. Where Python itself is the bottleneck, vectorized libraries, Cython or a focused Rust extension usually solve it without rewriting the system.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Have Python code the business depends on?',
        text: 'Tell us what it does today and where it hurts. We will suggest how to make it reliable and what a first engagement could deliver.',
        action: { label: 'Talk to a Python engineer', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['tattle', 'nicolette'],
    keywords: ['Python development', 'Python software development company', 'Django', 'FastAPI', 'data pipelines', 'machine learning', 'Dagster'],
  },
] satisfies ServiceInput[];
