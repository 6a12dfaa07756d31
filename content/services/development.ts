import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'app-maintenance',
    group: 'development',
    path: '/services/app-maintenance',
    name: { en: 'App maintenance', de: 'App-Wartung', ar: 'صيانة التطبيقات' },
    title: 'App maintenance and support services',
    description:
      'App maintenance by Fernhill: monitoring, dependency and OS upgrades, security patches and incident response under clear SLAs for web and mobile apps.',
    summary: {
      en: 'Monitoring, upgrades, security patches and incident response that keep web and mobile apps healthy after launch.',
      de: 'Monitoring, Upgrades, Sicherheitspatches und Incident-Response, die Web- und Mobile-Apps nach dem Launch gesund halten.',
      ar: 'مراقبة وترقيات وتصحيحات أمنية واستجابة للحوادث تحافظ على سلامة تطبيقات الويب والجوال بعد الإطلاق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Keep your app healthy long after launch day',
        lead: 'We maintain web and mobile applications, including ones we did not build: monitoring, upgrades, security fixes and small improvements under a predictable monthly plan with agreed response times.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What our maintenance plans cover',
        items: [
          {
            title: 'Monitoring and alerting',
            text: 'Uptime checks, error tracking with Sentry, performance metrics and alerts routed to an on-call engineer who knows your system.',
          },
          {
            title: 'Dependency and framework upgrades',
            text: 'Monthly library updates and planned major upgrades, so you never face a two-year jump under deadline pressure.',
          },
          {
            title: 'Yearly OS readiness',
            text: 'Each summer we test against iOS and Android betas and ship updates for new SDK requirements before store deadlines.',
          },
          {
            title: 'Security patching',
            text: 'Vulnerability scanning, CVE triage and patches for critical issues within days, with a record for your auditors.',
          },
          {
            title: 'Small enhancements',
            text: 'A monthly allowance for copy changes, bug fixes and minor features, scheduled without starting a new project.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach maintenance',
        paragraphs: [
          'Taking over an app starts with a two-week onboarding audit. We get the project building from a clean machine, document the deployment process, inventory third-party services and credentials, and review error logs and crash reports. You receive a risk list ranked by likelihood and impact, such as expiring certificates, abandoned libraries or a database without tested backups.',
          'Maintenance works best as steady, small changes. Automated dependency updates arrive in weekly pull requests with tests run against them, and a fixed share of each month goes to paying down the debt that causes repeat incidents. Every incident gets a short written review that ends in a concrete fix, not just a restart.',
          'When a maintained product needs bigger changes, the same engineers scale up into feature work, and our [QA testing](/services/qa-testing) team runs regression suites before each release. Infrastructure is covered too: our [DevOps](/services/devops) engineers handle cloud upgrades, cost reviews and backup restore drills.',
        ],
      },
      {
        type: 'stats',
        items: [
          { value: '15 min', label: 'target response to critical incidents on premium plans' },
          { value: '2 weeks', label: 'typical onboarding audit for an inherited app' },
          { value: 'Monthly', label: 'dependency updates and health report' },
        ],
      },
      {
        type: 'steps',
        heading: 'How we take over maintenance',
        items: [
          {
            title: 'Access and handover',
            text: 'We collect repositories, cloud accounts, store access and documentation, and meet the previous team where possible.',
          },
          {
            title: 'Audit and stabilize',
            text: 'The onboarding audit, followed by fixes for the highest risks, such as backups, alerting and expiring credentials.',
          },
          {
            title: 'Agree the plan',
            text: 'Response times, monthly hours and the reporting format are set according to how critical the app is.',
          },
          {
            title: 'Run and report',
            text: 'Monthly reports cover uptime, incidents, updates applied and recommendations for the quarter ahead.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Maintenance questions',
        items: [
          {
            question: 'Will you maintain an app built by another agency?',
            answer: 'Yes, it is a large part of our maintenance work. The onboarding audit tells us and you exactly what we are inheriting, and we only commit to response times once the app can be built and deployed reliably.',
          },
          {
            question: 'What happens outside US business hours?',
            answer: 'Plans with on-call coverage route critical alerts to an engineer at any hour. Standard plans cover business hours across US time zones, with critical issues picked up first thing the next morning.',
          },
          {
            question: 'Do unused hours roll over?',
            answer: 'Unused enhancement hours roll over for one month. Most clients use the buffer for a larger upgrade or a small feature every few months.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Worried about an app nobody is looking after?',
        text: 'Tell us what it runs on and what has gone wrong recently. We will propose an onboarding audit and a maintenance plan that fits how critical it is.',
        action: { label: 'Ask about maintenance', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'osmosis'],
    keywords: ['app maintenance', 'app maintenance services', 'application support', 'software maintenance', 'dependency upgrades', 'incident response', 'SLA'],
  },
  {
    slug: 'ai-development',
    group: 'development',
    path: '/services/ai-development',
    name: { en: 'AI development', de: 'KI-Entwicklung', ar: 'تطوير الذكاء الاصطناعي' },
    title: 'AI development company',
    description:
      'AI development by Fernhill: LLM features, retrieval-augmented generation, agents and ML models, shipped with evaluations, guardrails and cost controls.',
    summary: {
      en: 'LLM features, retrieval, agents and machine learning models that are measured against evaluations before users see them.',
      de: 'LLM-Funktionen, Retrieval, Agenten und Machine-Learning-Modelle, die anhand von Evaluierungen gemessen werden, bevor Nutzer sie sehen.',
      ar: 'ميزات مبنية على النماذج اللغوية الكبيرة وأنظمة استرجاع ووكلاء ذكيون ونماذج تعلّم آلي تُقاس بالتقييمات قبل أن يراها المستخدمون.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'AI features that are measured, not just demoed',
        lead: 'We build language model features, retrieval systems, agents and classic machine learning into real products, with evaluation suites, guardrails and cost budgets that make them safe to ship and cheap to run.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build with AI',
        items: [
          {
            title: 'Retrieval-augmented assistants',
            text: 'Question answering over your documents and data, with hybrid search in pgvector or a vector database and citations for every answer.',
          },
          {
            title: 'Document extraction',
            text: 'Structured data pulled from invoices, forms, contracts and medical records, validated against schemas and routed to review when uncertain.',
          },
          {
            title: 'Agents and workflow automation',
            text: 'Tool-using agents that file tickets, update CRMs or draft replies, with explicit permissions and a human approval step where actions matter.',
          },
          {
            title: 'Classification and summarization',
            text: 'Routing support tickets, tagging feedback and summarizing calls or reviews at volume, with accuracy tracked per category.',
          },
          {
            title: 'Predictive models',
            text: 'Forecasting, churn and scoring models with scikit-learn or gradient boosting, where a classic model beats a language model on cost and reliability.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach AI development',
        paragraphs: [
          'Every AI feature starts with an evaluation set: real inputs with expected outputs, labeled by people who know the domain. We measure accuracy, refusal behavior, latency and cost per request against it on every prompt or model change, the same way unit tests guard ordinary code. Without that, teams end up tuning prompts by feel and shipping regressions they cannot see.',
          'We are model-agnostic. Depending on the task we use hosted models from OpenAI, Anthropic or Google, or open-weight models served with vLLM when data must stay in your cloud. Personal data is redacted before prompts where possible, providers run under zero-retention terms, and outputs that feed other systems are validated against schemas. Caching, smaller models for easy cases and batch processing typically cut running costs substantially without hurting quality.',
          'AI features depend on clean data and sound backends. Our [Python engineers](/services/python-software-development) build the pipelines and services around the models, and our [data warehousing](/services/data-warehousing) team makes sure the data the models retrieve is current and trustworthy.',
        ],
      },
      {
        type: 'steps',
        heading: 'How an AI project runs',
        items: [
          {
            title: 'Use-case assessment',
            text: 'We rank candidate use cases by value, data availability and risk, and pick one with a measurable success criterion.',
          },
          {
            title: 'Evaluation set and baseline',
            text: 'A labeled set of 100 to 500 examples and a simple baseline show what good looks like before any tuning.',
          },
          {
            title: 'Prototype',
            text: 'Two to four weeks of iteration on prompts, retrieval and models, scored against the evaluation set at each step.',
          },
          {
            title: 'Production hardening',
            text: 'Guardrails, fallbacks, monitoring of quality and cost, and a feedback loop from users into the evaluation set.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'AI development questions',
        items: [
          {
            question: 'Will our data be used to train someone else’s model?',
            answer: 'No. We use enterprise API terms that exclude training on your data and limit retention, or we deploy open-weight models inside your own cloud account when contracts or regulations require it.',
          },
          {
            question: 'Do we need to fine-tune a model?',
            answer: 'Rarely at first. Better retrieval, clearer instructions and a few well-chosen examples solve most problems. Fine-tuning becomes worthwhile when you need a smaller, cheaper model to match a larger one on a narrow, high-volume task.',
          },
          {
            question: 'How do you handle wrong answers?',
            answer: 'By designing for them. Answers cite sources, low-confidence outputs go to human review, and actions with consequences require confirmation. We track error rates in production and feed failures back into the evaluation set.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Have an AI idea you want to test properly?',
        text: 'Bring a use case and some sample data. In a short workshop we will assess feasibility, risks and what an evaluated prototype would take.',
        action: { label: 'Book an AI workshop', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['tattle', 'nicolette'],
    keywords: ['AI development', 'AI development company', 'LLM integration', 'retrieval-augmented generation', 'AI agents', 'machine learning', 'LLM evaluation'],
  },
  {
    slug: 'custom-software-development',
    group: 'development',
    path: '/services/custom-software-development',
    name: { en: 'Custom software', de: 'Individualsoftware', ar: 'البرمجيات المخصصة' },
    title: 'Custom software development company',
    description:
      'Custom software development by Fernhill: internal tools, customer portals, workflow automation and legacy modernization, with code and IP you own.',
    summary: {
      en: 'Software built around how your business actually works, from internal tools to customer portals, with code you own outright.',
      de: 'Software, die sich nach der tatsächlichen Arbeitsweise Ihres Unternehmens richtet, von internen Tools bis zu Kundenportalen, mit Code in Ihrem vollen Eigentum.',
      ar: 'برمجيات مبنية حول طريقة عمل شركتك الفعلية، من الأدوات الداخلية إلى بوابات العملاء، مع ملكية كاملة للشيفرة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Custom software for the work off-the-shelf tools do badly',
        lead: 'When spreadsheets, generic SaaS and manual handoffs start costing more than they save, we design and build software around your processes, and hand you a system your own team can understand and extend.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build',
        items: [
          {
            title: 'Internal operations tools',
            text: 'Scheduling, inventory, quoting and approval systems that replace spreadsheets and email threads with one reliable workflow.',
          },
          {
            title: 'Customer and partner portals',
            text: 'Self-service portals for orders, documents, support and billing, connected to the systems behind them.',
          },
          {
            title: 'Workflow automation and integrations',
            text: 'Connections between your CRM, ERP, accounting and SaaS tools that remove re-keying and catch errors automatically.',
          },
          {
            title: 'Legacy modernization',
            text: 'Aging desktop, Access or on-premise applications rebuilt as web apps in stages, without a risky big-bang cutover.',
          },
          {
            title: 'Reporting and dashboards',
            text: 'Operational dashboards that pull from several systems, so managers stop assembling reports by hand every Monday.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach custom software',
        paragraphs: [
          'Custom software should exist only where it creates an advantage. In discovery we map your process, separate what is genuinely specific to your business from what is commodity, and recommend buying or configuring tools for the commodity parts. New products often begin with a two-week [Fuse](/fuse) sprint that produces a clickable prototype and an estimated backlog before any build commitment.',
          'We choose well-supported, mainstream technology, typically TypeScript or Python backends, Postgres and React, because you will own this software for years and will need to hire for it. Everything is documented as we go: architecture decision records, a runbook and an onboarding guide. You own the code and intellectual property from the first commit, in your own repository and cloud account.',
          'Modernization projects follow the strangler pattern: new modules take over one workflow at a time while the old system keeps running, and data is synchronized until the last piece moves. Larger organizations with SSO, audit and integration requirements benefit from our [enterprise software](/services/enterprise-software-development) practice, and once live, systems can move into [app maintenance](/services/app-maintenance).',
        ],
      },
      {
        type: 'steps',
        heading: 'How we deliver custom software',
        items: [
          {
            title: 'Discovery',
            text: 'Interviews, process mapping and a review of existing systems, resulting in scope options with estimates.',
          },
          {
            title: 'Prototype and plan',
            text: 'A clickable prototype validated with the people who will use it, and a release plan with milestones.',
          },
          {
            title: 'Iterative build',
            text: 'Two-week sprints with working software demoed each time, and early releases to a pilot group.',
          },
          {
            title: 'Rollout and training',
            text: 'Data migration, training sessions and a supported go-live, with the old process kept as a fallback until confidence is high.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Custom software questions',
        items: [
          {
            question: 'How much does custom software cost?',
            answer: 'Focused internal tools often start around $60,000 to $120,000 for a first release; larger platforms with many integrations cost more. Discovery gives you a range per scope option, so you can choose what to build first based on return.',
          },
          {
            question: 'Who owns the code?',
            answer: 'You do, fully, from day one. Code lives in your repositories and runs in your cloud accounts, and our contracts assign all intellectual property to you.',
          },
          {
            question: 'What if our team wants to take it over later?',
            answer: 'We plan for that. Documentation, tests and conventional architecture make handover straightforward, and we can pair with your hires for a transition period.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Is a spreadsheet running a critical part of your business?',
        text: 'Walk us through the process. We will tell you honestly whether custom software, an existing product or a simple integration is the better answer.',
        action: { label: 'Describe your process', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'tattle', 'jombine'],
    keywords: ['custom software development', 'custom software development company', 'internal tools', 'legacy modernization', 'workflow automation', 'customer portal', 'bespoke software'],
  },
  {
    slug: 'data-warehousing',
    group: 'development',
    path: '/services/data-warehousing',
    name: { en: 'Data warehousing', de: 'Data Warehousing', ar: 'مستودعات البيانات' },
    title: 'Data warehousing and analytics engineering services',
    description:
      'Data warehousing by Fernhill: Snowflake or BigQuery, CDC ingestion, dbt models with tests and a semantic layer, so teams report from one set of numbers.',
    summary: {
      en: 'Modern data warehouses with CDC ingestion, tested dbt models and dashboards that everyone in the company agrees on.',
      de: 'Moderne Data Warehouses mit CDC-Ingestion, getesteten dbt-Modellen und Dashboards, auf die sich das ganze Unternehmen verlassen kann.',
      ar: 'مستودعات بيانات حديثة مع استيعاب قائم على التقاط التغييرات ونماذج dbt مختبَرة ولوحات معلومات يتفق عليها الجميع في الشركة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'One warehouse, one set of numbers',
        lead: 'We design and build data warehouses that bring product, finance and operations data together, model it with tested transformations and make it available to analysts, dashboards and AI features without touching production databases.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build',
        items: [
          {
            title: 'Warehouse platforms',
            text: 'Snowflake, BigQuery or Redshift set up with environments, role-based access, cost controls and infrastructure as code.',
          },
          {
            title: 'Ingestion and CDC',
            text: 'Change data capture from Postgres and MySQL with Debezium or Fivetran, plus SaaS connectors for Stripe, Salesforce and HubSpot.',
          },
          {
            title: 'dbt transformation layer',
            text: 'Staging, intermediate and mart models with tests, documentation and lineage, reviewed in pull requests like application code.',
          },
          {
            title: 'Semantic layer and BI',
            text: 'Shared metric definitions exposed to Looker, Metabase or Power BI, so revenue means the same thing on every dashboard.',
          },
          {
            title: 'Reverse ETL and data products',
            text: 'Modeled data synced back into CRMs and support tools, or served to customer-facing analytics inside your product.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach data warehousing',
        paragraphs: [
          'We start from the questions the business needs answered and work backward to sources. Raw data lands untouched, and dbt models build clean, documented layers on top: staging models that rename and type, intermediate models that join, and dimensional marts organized around facts like orders or sessions. Every model has tests for uniqueness, nulls, accepted values and freshness, and failures block deployment.',
          'Ingestion uses change data capture instead of nightly full dumps, which keeps warehouse data minutes fresh and takes load off production databases. We track schema changes at the source so a renamed column raises an alert instead of silently breaking a dashboard, and we use incremental models and clustering to keep query costs predictable. Warehouse spend is monitored per team with budgets and alerts.',
          'Good warehouses enable more than reporting. The same models feed product analytics, finance close and the retrieval pipelines our [AI development](/services/ai-development) team builds. Our [DevOps](/services/devops) engineers manage the pipelines with Terraform and CI, so the data platform is reproducible and reviewed.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a data warehouse project runs',
        items: [
          {
            title: 'Metrics and sources inventory',
            text: 'We list the decisions and metrics that matter, the systems that hold the data and the current reporting pain.',
          },
          {
            title: 'Platform and ingestion',
            text: 'Warehouse, access model and CDC or connector ingestion for the first sources, with monitoring.',
          },
          {
            title: 'First marts and dashboards',
            text: 'One business domain modeled end to end and replacing an existing manual report, usually within six to eight weeks.',
          },
          {
            title: 'Expand and hand over',
            text: 'Further domains added by priority, with documentation and training so your analysts can extend the models.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Data warehousing questions',
        items: [
          {
            question: 'Snowflake, BigQuery or Redshift?',
            answer: 'If you run on Google Cloud, BigQuery is usually simplest. Snowflake suits multi-cloud teams and workloads that benefit from separate compute per team. Redshift makes sense for AWS-heavy organizations with steady workloads. Cost profiles differ more than features, so we model your expected usage first.',
          },
          {
            question: 'We already have dashboards. Why do we need a warehouse?',
            answer: 'If those dashboards query production directly or disagree with each other, a warehouse fixes both problems: it protects application performance and gives every dashboard one tested definition of each metric.',
          },
          {
            question: 'Can you work with data containing PHI or PII?',
            answer: 'Yes. We apply column-level masking, row access policies and separate restricted schemas, and keep the whole pipeline within HIPAA or SOC 2 controls where required.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Do your teams argue about whose numbers are right?',
        text: 'Tell us about your sources and the reports you rely on. We will outline a warehouse architecture and a first domain to deliver.',
        action: { label: 'Plan your data platform', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['tattle', 'osmosis'],
    keywords: ['data warehousing', 'data warehouse consulting', 'dbt', 'Snowflake', 'BigQuery', 'change data capture', 'analytics engineering'],
  },
  {
    slug: 'devops',
    group: 'development',
    path: '/services/devops',
    name: { en: 'DevOps', de: 'DevOps', ar: 'ديف أوبس' },
    title: 'DevOps consulting and services',
    description:
      'DevOps by Fernhill: Terraform infrastructure, CI/CD pipelines, Kubernetes or ECS, observability with SLOs and cloud cost optimization on AWS and GCP.',
    summary: {
      en: 'Infrastructure as code, fast CI/CD, observability and cloud cost control, so teams deploy daily without fear.',
      de: 'Infrastruktur als Code, schnelle CI/CD, Observability und Kostenkontrolle in der Cloud, damit Teams täglich ohne Sorge deployen.',
      ar: 'بنية تحتية مُعرّفة كشيفرة، وتكامل ونشر مستمران وسريعان، ومراقبة شاملة، وضبط لتكاليف السحابة، لتنشر الفرق يوميًا دون قلق.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Deploy on a Tuesday afternoon and go home on time',
        lead: 'We build the infrastructure, pipelines and observability that let product teams ship small changes many times a day, recover quickly when something breaks and pay only for the cloud they actually use.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we set up and run',
        items: [
          {
            title: 'Infrastructure as code',
            text: 'AWS, Google Cloud or Azure environments defined in Terraform or OpenTofu, reviewed in pull requests and reproducible from scratch.',
          },
          {
            title: 'CI/CD pipelines',
            text: 'GitHub Actions or GitLab CI pipelines with caching, parallel tests, preview environments and one-click rollbacks.',
          },
          {
            title: 'Container platforms',
            text: 'ECS, Cloud Run or Kubernetes, chosen by team size and workload, with autoscaling and zero-downtime deploys.',
          },
          {
            title: 'Observability and SLOs',
            text: 'OpenTelemetry traces, structured logs and metrics in Grafana or Datadog, with service level objectives and alerts that matter.',
          },
          {
            title: 'Cloud cost optimization',
            text: 'Rightsizing, savings plans, storage lifecycle rules and per-team cost reporting, often reducing monthly bills by a fifth or more.',
          },
          {
            title: 'Security and compliance controls',
            text: 'Least-privilege IAM, secrets management, audit trails and automated evidence collection for SOC 2 and HIPAA.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach DevOps',
        paragraphs: [
          'We measure before we change. The four DORA metrics, deployment frequency, lead time, change failure rate and time to restore, give a baseline, and we pick improvements that move them. Usually the first wins are unglamorous: a flaky test suite fixed, a ten-minute build cached down to three, a manual deploy checklist replaced by a pipeline.',
          'We resist complexity a team cannot operate. Kubernetes is a fine tool for organizations with several services and a platform team; a product with two services and four engineers is often better served by ECS or Cloud Run. Every environment is defined in code, secrets live in a managed vault, and disaster recovery is rehearsed by actually restoring backups into a clean account twice a year.',
          'Alerts page people only when users are affected, measured against SLOs, and every page links to a runbook. Our DevOps engineers support the product teams in our [SaaS development](/services/saas-development) and [HIPAA-compliant software](/services/hipaa-compliant-software-development) practices, where infrastructure controls are part of what customers and auditors review.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a DevOps engagement runs',
        items: [
          {
            title: 'Assessment',
            text: 'A one-to-two-week review of infrastructure, pipelines, costs, security and incidents, with a prioritized roadmap.',
          },
          {
            title: 'Codify',
            text: 'Existing infrastructure imported into Terraform, so every later change is reviewed and reversible.',
          },
          {
            title: 'Accelerate delivery',
            text: 'Pipeline improvements, preview environments and progressive delivery with feature flags and canary releases.',
          },
          {
            title: 'Operate and hand over',
            text: 'Observability, on-call runbooks and cost reports, with training so your team owns the platform or we run it for you.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'DevOps questions',
        items: [
          {
            question: 'Do we need Kubernetes?',
            answer: 'Probably not yet if you run fewer than about ten services without a dedicated platform team. Managed container services give you autoscaling and zero-downtime deploys with far less to operate. We migrate to Kubernetes when the workload genuinely needs it.',
          },
          {
            question: 'Can you help us pass a SOC 2 audit?',
            answer: 'Yes, on the infrastructure and engineering side. We implement the technical controls, connect compliance platforms like Vanta or Drata to your cloud accounts and document change management, drawing on our own SOC 2 Type II experience.',
          },
          {
            question: 'Can you cut our cloud bill?',
            answer: 'Usually. A cost review finds idle resources, oversized databases and missing commitments within a week or two, and we implement the changes safely with monitoring in place.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Are deploys still a ceremony?',
        text: 'Tell us how your team ships today and what keeps breaking. We will suggest the first three improvements and what they would take.',
        action: { label: 'Request a DevOps assessment', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['kindred-box'],
    keywords: ['DevOps services', 'DevOps consulting', 'Terraform', 'CI/CD', 'Kubernetes', 'observability', 'cloud cost optimization'],
  },
  {
    slug: 'ecommerce-development',
    group: 'development',
    path: '/services/ecommerce-development',
    name: { en: 'Ecommerce', de: 'E-Commerce', ar: 'التجارة الإلكترونية' },
    title: 'Ecommerce development company',
    description:
      'Ecommerce development by Fernhill: Shopify Plus and headless storefronts, subscriptions, fast checkout and ERP, OMS and 3PL integrations that scale.',
    summary: {
      en: 'Shopify Plus and headless storefronts, subscriptions and back-office integrations built for conversion and peak traffic.',
      de: 'Shopify-Plus- und Headless-Shops, Abonnements und Back-Office-Integrationen, gebaut für Conversion und Lastspitzen.',
      ar: 'متاجر Shopify Plus ومتاجر بواجهات منفصلة، واشتراكات، وتكاملات مع الأنظمة الخلفية، مصممة لرفع التحويل وتحمّل ذروات الزيارات.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Storefronts that stay fast on Black Friday',
        lead: 'We build and extend ecommerce for direct-to-consumer brands and B2B sellers: Shopify Plus and headless storefronts, subscription programs, and integrations that keep inventory, orders and fulfillment in sync.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for commerce',
        items: [
          {
            title: 'Shopify Plus builds',
            text: 'Custom themes, checkout extensions, Shopify Functions for discounts and shipping rules, and private apps for unusual workflows.',
          },
          {
            title: 'Headless storefronts',
            text: 'Hydrogen or Next.js storefronts on Shopify, commercetools or Medusa, when content, performance or multi-region needs outgrow themes.',
          },
          {
            title: 'Subscriptions and memberships',
            text: 'Subscribe-and-save, curated boxes and memberships on Recharge, Stripe Billing or Shopify’s native subscriptions, with self-service management.',
          },
          {
            title: 'Back-office integrations',
            text: 'ERP, order management, 3PL and accounting connections with NetSuite, ShipBob and similar systems, including retry and reconciliation.',
          },
          {
            title: 'Search and merchandising',
            text: 'Algolia or Shopify Search & Discovery with synonyms, facets and merchandising rules your team can manage.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach ecommerce',
        paragraphs: [
          'We choose the simplest platform that meets the business case. Most brands under a few hundred million in revenue are best served by Shopify Plus with a well-built theme and a small set of apps; headless architecture earns its extra cost when you need rich editorial content, several storefronts from one catalog or performance a theme cannot reach. We say so in discovery rather than after the invoice.',
          'Conversion work is evidence-based. We instrument the funnel from product page to order confirmation, fix performance issues that hurt mobile conversion first, and run A/B tests on changes large enough to measure. Checkout customizations stay within Shopify’s extensibility model so upgrades do not break them, and every app added to a store is reviewed for its effect on page weight.',
          'Peak readiness is planned months ahead: load tests on the storefront and integrations, queue-based order sync that survives a slow ERP, and a code freeze calendar. Our [DevOps](/services/devops) team monitors integrations through the peak, and our [web design](/services/web-design) team shapes campaign pages that load fast on launch day.',
        ],
      },
      {
        type: 'steps',
        heading: 'How an ecommerce project runs',
        items: [
          {
            title: 'Commerce discovery',
            text: 'Catalog, pricing, fulfillment and integration requirements, analytics review and platform recommendation.',
          },
          {
            title: 'Design and architecture',
            text: 'Storefront design, app selection, data flows between systems and a migration plan for products, customers and orders.',
          },
          {
            title: 'Build and migrate',
            text: 'Sprints on the storefront and integrations, with test orders flowing through to fulfillment before launch.',
          },
          {
            title: 'Launch and optimize',
            text: 'Redirects, SEO checks and a controlled cutover, followed by a conversion optimization roadmap.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Ecommerce questions',
        items: [
          {
            question: 'Should we go headless?',
            answer: 'Only if a theme is genuinely limiting you. Headless adds a second application to host and maintain. It pays off for content-rich brands, complex multi-market setups and sites where sub-second performance is a competitive edge.',
          },
          {
            question: 'Can you migrate us from Magento or WooCommerce?',
            answer: 'Yes. We migrate products, customers, order history and URLs, set up redirects and recreate essential custom logic with Shopify Functions or apps, usually in 10 to 16 weeks.',
          },
          {
            question: 'How do you handle subscription billing edge cases?',
            answer: 'We design for failed payments, skipped shipments, address changes and plan swaps explicitly, with dunning emails and retry schedules tuned to reduce involuntary churn.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Planning a replatform or a peak season?',
        text: 'Tell us your platform, your revenue goals and what slows your team down. We will suggest a plan that fits your calendar.',
        action: { label: 'Talk about your store', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['kindred-box'],
    keywords: ['ecommerce development', 'ecommerce development company', 'Shopify Plus', 'headless commerce', 'Hydrogen', 'subscription ecommerce', 'ERP integration'],
  },
  {
    slug: 'enterprise-software-development',
    group: 'development',
    path: '/services/enterprise-software-development',
    name: { en: 'Enterprise software', de: 'Unternehmenssoftware', ar: 'برمجيات المؤسسات' },
    title: 'Enterprise software development company',
    description:
      'Enterprise software by Fernhill: SSO, role-based access, audit trails and SAP or Salesforce integrations, with staged modernization of legacy systems.',
    summary: {
      en: 'Secure, integrated enterprise applications with SSO, audit trails and staged modernization of legacy systems.',
      de: 'Sichere, integrierte Unternehmensanwendungen mit SSO, Audit-Trails und schrittweiser Modernisierung von Altsystemen.',
      ar: 'تطبيقات مؤسسية آمنة ومتكاملة مع تسجيل دخول موحد وسجلات تدقيق وتحديث تدريجي للأنظمة القديمة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Enterprise software that passes security review and still gets used',
        lead: 'We build and modernize applications for large organizations: systems that plug into your identity provider, respect your data policies, integrate with the platforms you already run and are pleasant enough that people stop working around them.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we deliver for enterprises',
        items: [
          {
            title: 'Line-of-business applications',
            text: 'Field operations, procurement, claims and compliance tools designed around your processes and approval chains.',
          },
          {
            title: 'Identity and access',
            text: 'SSO through SAML or OpenID Connect with Okta or Microsoft Entra ID, SCIM provisioning and fine-grained role-based access.',
          },
          {
            title: 'System integration',
            text: 'APIs and event-driven integrations with SAP, Salesforce, ServiceNow, Workday and in-house systems, with monitoring and replay.',
          },
          {
            title: 'Legacy modernization',
            text: 'Mainframe-era and monolithic applications moved to cloud services incrementally, one capability at a time.',
          },
          {
            title: 'Audit and compliance',
            text: 'Immutable audit trails, retention policies, data residency and reporting aligned with SOX, HIPAA or internal controls.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach enterprise software',
        paragraphs: [
          'Enterprise projects are won or lost in the first month, before much code is written. We identify every stakeholder group that can block a launch, including security, architecture review, procurement and works councils where relevant, and bring them into the plan early. Security questionnaires, threat models and data-flow diagrams are prepared alongside the design, not after it.',
          'For modernization we use the strangler fig pattern: an integration layer sits in front of the legacy system, new services take over capabilities one at a time, and traffic shifts gradually with the old path available until the new one is proven. Data is synchronized both ways during the transition, and each step is small enough to roll back. This avoids the multi-year rewrite that never quite replaces the original.',
          'Usability still matters at scale: a workflow that saves two minutes across five thousand employees is worth real money. We run [user research](/services/user-research-and-testing) with actual staff, and for teams that need more hands quickly we combine delivery with [staff augmentation](/services/staff-augmentation) so your engineers stay in the lead.',
        ],
      },
      {
        type: 'steps',
        heading: 'How an enterprise engagement runs',
        items: [
          {
            title: 'Landscape and constraints',
            text: 'Systems, integrations, policies and stakeholders are mapped, and approval paths for security and architecture are agreed.',
          },
          {
            title: 'Target architecture',
            text: 'A documented architecture and migration sequence, reviewed with your architecture board.',
          },
          {
            title: 'Incremental delivery',
            text: 'Capabilities delivered in releases every few weeks, each integrated, tested and accepted by business owners.',
          },
          {
            title: 'Adoption and transition',
            text: 'Training, support during rollout and knowledge transfer to internal teams who will own the system.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Enterprise questions',
        items: [
          {
            question: 'Can you work within our procurement and security requirements?',
            answer: 'Yes. We are SOC 2 Type II audited, carry appropriate insurance and routinely complete vendor security assessments. Engineers can work on your devices, in your VPN and under your access policies.',
          },
          {
            question: 'Do you work with our internal IT teams?',
            answer: 'Always. We agree ownership boundaries up front, follow your change management process and pair with internal engineers so knowledge stays in the organization.',
          },
          {
            question: 'How do you avoid a failed big-bang migration?',
            answer: 'By not doing one. Each capability moves separately, runs in parallel where needed and is verified with production data before the legacy path is retired.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Modernizing a system the business cannot afford to pause?',
        text: 'Tell us about the system, its integrations and the constraints you work under. We will propose a staged plan with clear checkpoints.',
        action: { label: 'Discuss your modernization', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'tattle'],
    keywords: ['enterprise software development', 'enterprise application development', 'legacy modernization', 'SSO integration', 'SAP integration', 'Salesforce integration', 'strangler fig'],
  },
  {
    slug: 'hipaa-compliant-software-development',
    group: 'development',
    path: '/services/hipaa-compliant-software-development',
    name: { en: 'HIPAA-compliant software', de: 'HIPAA-konforme Software', ar: 'برمجيات متوافقة مع HIPAA' },
    title: 'HIPAA-compliant software development',
    description:
      'HIPAA-compliant software by Fernhill: PHI data mapping, BAAs, encryption, audit logging and access controls, built by a SOC 2 Type II audited team.',
    summary: {
      en: 'Software that handles protected health information safely, with the safeguards, documentation and BAAs HIPAA requires.',
      de: 'Software, die geschützte Gesundheitsdaten sicher verarbeitet, mit den Schutzmaßnahmen, Dokumentationen und BAAs, die HIPAA verlangt.',
      ar: 'برمجيات تتعامل مع المعلومات الصحية المحمية بأمان، مع الضمانات والتوثيق واتفاقيات شركاء الأعمال التي يشترطها قانون HIPAA.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'HIPAA compliance built into the architecture, not bolted on',
        lead: 'We build applications that store, process or transmit protected health information, with the technical safeguards, vendor agreements and documentation that let you answer a hospital’s security review with confidence.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'Safeguards we implement',
        items: [
          {
            title: 'PHI data-flow mapping',
            text: 'A living diagram of where PHI enters, is stored, is processed and leaves, which drives every other control.',
          },
          {
            title: 'Encryption everywhere',
            text: 'TLS 1.2+ in transit, AES-256 at rest with keys in AWS KMS or Cloud KMS, and field-level encryption for the most sensitive data.',
          },
          {
            title: 'Access control and audit logs',
            text: 'Role-based access on the minimum necessary principle, MFA, session timeouts and tamper-evident logs of every PHI access.',
          },
          {
            title: 'Vendor and BAA management',
            text: 'HIPAA-eligible services configured correctly, BAAs in place and PHI kept out of tools that cannot sign one.',
          },
          {
            title: 'Backup, recovery and incident response',
            text: 'Encrypted backups with tested restores, and breach response procedures aligned with the notification rule.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach HIPAA compliance',
        paragraphs: [
          'There is no HIPAA certification for software, so compliance comes down to the safeguards you implement and can demonstrate. We start each project with a security risk assessment and a PHI data-flow map, then choose architecture accordingly: HIPAA-eligible cloud services under a signed BAA, private networking for databases, and separate environments so developers never need production PHI. Test data is synthetic or de-identified under the Safe Harbor method.',
          'The leaks we see most often in inherited systems are not dramatic breaches but quiet ones: patient names in error-tracking payloads, PHI in push notification text, analytics SDKs capturing form fields, email providers without a BAA. We scrub logs and telemetry at the source, send notifications that say "You have a new message" instead of the message, and review every third-party script.',
          'Fernhill signs BAAs with clients and our own processes are covered by an annual SOC 2 Type II audit. We hand over policies, the risk assessment and evidence your compliance team needs, and work with our [healthcare software](/services/healthcare-software-development) specialists on EHR integrations and our [DevOps](/services/devops) team on infrastructure controls.',
        ],
      },
      {
        type: 'steps',
        heading: 'How we deliver HIPAA-compliant software',
        items: [
          {
            title: 'Risk assessment',
            text: 'Threats and vulnerabilities to PHI are identified and rated, and safeguards are planned for each.',
          },
          {
            title: 'Compliant foundation',
            text: 'Cloud accounts, networking, encryption, logging and access control set up and documented before features.',
          },
          {
            title: 'Secure build',
            text: 'Every feature reviewed against a PHI checklist, with static analysis, dependency scanning and code review.',
          },
          {
            title: 'Verification',
            text: 'Penetration testing, an access review and a walkthrough of evidence with your compliance officer.',
          },
          {
            title: 'Ongoing compliance',
            text: 'Quarterly access reviews, patching and annual risk assessment updates as the product changes.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'HIPAA questions',
        items: [
          {
            question: 'Does using AWS or Google Cloud make us HIPAA compliant?',
            answer: 'No. Both offer a BAA and HIPAA-eligible services, but compliance depends on how you configure and use them. Responsibility is shared, and most gaps we find are in application code, logging and third-party tools rather than in the cloud provider.',
          },
          {
            question: 'Can we use AI models with PHI?',
            answer: 'Yes, if the model provider signs a BAA and the service is covered by it, or if the model runs inside your own HIPAA-eligible environment. We also minimize PHI in prompts and keep outputs within the same safeguards.',
          },
          {
            question: 'Can you audit an existing application?',
            answer: 'Yes. A HIPAA technical assessment takes two to four weeks and covers architecture, data flows, access control, logging and vendors, with a remediation plan ranked by risk.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Handling PHI and unsure where the gaps are?',
        text: 'Tell us what your product does with health data. We will suggest an assessment or a compliant architecture for what you are about to build.',
        action: { label: 'Talk to our HIPAA team', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue'],
    keywords: ['HIPAA compliant software development', 'HIPAA compliant app development', 'PHI', 'business associate agreement', 'healthcare security', 'SOC 2', 'audit logging'],
  },
  {
    slug: 'iot-development',
    group: 'development',
    path: '/services/iot-development',
    name: { en: 'IoT development', de: 'IoT-Entwicklung', ar: 'تطوير إنترنت الأشياء' },
    title: 'IoT development company',
    description:
      'IoT development by Fernhill: device connectivity over MQTT, secure provisioning, OTA firmware updates, BLE companion apps and fleet dashboards.',
    summary: {
      en: 'Connected devices, cloud platforms and companion apps, from secure provisioning to over-the-air firmware updates.',
      de: 'Vernetzte Geräte, Cloud-Plattformen und Begleit-Apps, von sicherer Provisionierung bis zu Firmware-Updates over the air.',
      ar: 'أجهزة متصلة ومنصات سحابية وتطبيقات مرافقة، من التهيئة الآمنة للأجهزة إلى تحديثات البرامج الثابتة عبر الهواء.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'IoT products that keep working after ten thousand devices ship',
        lead: 'We connect hardware to the cloud and to people: device messaging, provisioning, over-the-air updates, time-series data and the mobile and web apps that make devices useful, built for fleets that grow and networks that drop.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for connected products',
        items: [
          {
            title: 'Device connectivity',
            text: 'MQTT over TLS through AWS IoT Core, Azure IoT Hub or EMQX, with device shadows, retained state and offline message queues.',
          },
          {
            title: 'Secure provisioning',
            text: 'Per-device X.509 certificates, factory or just-in-time provisioning and certificate rotation, with no shared secrets in firmware.',
          },
          {
            title: 'OTA firmware updates',
            text: 'Signed images, A/B partitions with automatic rollback and staged rollouts by cohort, hardware revision or region.',
          },
          {
            title: 'BLE companion apps',
            text: 'iOS and Android apps for pairing, Wi-Fi onboarding, configuration and local control when the cloud is unreachable.',
          },
          {
            title: 'Telemetry and fleet dashboards',
            text: 'Time-series storage in TimescaleDB or InfluxDB, alerting on device health and dashboards for operations and support teams.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach IoT',
        paragraphs: [
          'An IoT product is only as good as its worst day in the field. We assume devices will lose power mid-update, sit offline for weeks and run firmware three versions old. Updates use A/B partitions so a failed boot rolls back automatically, images are signed and verified by the bootloader, and rollouts start with internal devices, then 1%, then wider, with crash and reconnect rates watched at each stage.',
          'Messaging is designed around constrained networks: compact payloads with CBOR or Protocol Buffers, QoS levels chosen per message type, and a topic structure that scopes every device to its own permissions. On the device side we work with firmware teams on ESP32, nRF52 and STM32 platforms running FreeRTOS or Zephyr, or write the connectivity layer ourselves.',
          'The apps people touch matter as much as the device. Our [mobile app development](/services/mobile-app-development) team builds Bluetooth onboarding that succeeds on the first try, and telemetry flows into a [data warehouse](/services/data-warehousing) where product and support teams can see how devices behave in the real world.',
        ],
      },
      {
        type: 'steps',
        heading: 'How an IoT project runs',
        items: [
          {
            title: 'System architecture',
            text: 'Device capabilities, connectivity, security model and data volumes are defined together with your hardware team.',
          },
          {
            title: 'Connected prototype',
            text: 'A development board connected end to end, from sensor to cloud to app, within the first few weeks.',
          },
          {
            title: 'Fleet infrastructure',
            text: 'Provisioning, OTA pipeline, monitoring and device management built and tested against a simulated fleet of thousands.',
          },
          {
            title: 'Pilot and manufacturing support',
            text: 'Field pilot with real devices, then factory provisioning tooling and support through the first production runs.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'IoT questions',
        items: [
          {
            question: 'Do you design hardware?',
            answer: 'We focus on firmware connectivity, cloud and apps, and partner with electrical engineering firms for board design and certification. Many clients bring their own hardware team, and we integrate with them from the first sprint.',
          },
          {
            question: 'Which cloud IoT platform should we use?',
            answer: 'AWS IoT Core is the most common choice and integrates well with the rest of AWS. A self-hosted broker like EMQX suits large fleets where per-message pricing becomes expensive or where you need to run on-premise.',
          },
          {
            question: 'How do you keep devices secure over their lifetime?',
            answer: 'Unique device identities, signed firmware, least-privilege topic permissions, certificate rotation and a regular update cadence. We also plan how to revoke compromised devices without affecting the rest of the fleet.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Connecting a product to the internet?',
        text: 'Tell us about the device, the expected fleet size and where it will be used. We will outline an architecture and the risks to test first.',
        action: { label: 'Discuss your IoT product', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['nicolette'],
    keywords: ['IoT development', 'IoT development company', 'MQTT', 'OTA firmware updates', 'AWS IoT Core', 'BLE app development', 'device provisioning'],
  },
  {
    slug: 'marketplace-development',
    group: 'development',
    path: '/services/marketplace-development',
    name: { en: 'Marketplace development', de: 'Marktplatz-Entwicklung', ar: 'تطوير الأسواق الإلكترونية' },
    title: 'Marketplace development company',
    description:
      'Marketplace development by Fernhill: two-sided platforms with search and matching, Stripe Connect payouts, seller onboarding, reviews and trust and safety.',
    summary: {
      en: 'Two-sided platforms with matching, payments, payouts and trust features designed to reach liquidity quickly.',
      de: 'Zweiseitige Plattformen mit Matching, Zahlungen, Auszahlungen und Vertrauensfunktionen, die schnell Liquidität erreichen.',
      ar: 'منصات ثنائية الجانب تضم المطابقة والمدفوعات وصرف المستحقات وميزات بناء الثقة، مصممة للوصول إلى السيولة بسرعة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Marketplaces built for the hard part: liquidity',
        lead: 'We build two-sided platforms for services, rentals, goods and labor, with the matching, payments and trust features that turn first transactions into repeat ones, and an MVP lean enough to launch in one city or niche first.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for marketplaces',
        items: [
          {
            title: 'Supply onboarding',
            text: 'Provider or seller signup with identity verification, background checks where needed, listing tools and availability calendars.',
          },
          {
            title: 'Search and matching',
            text: 'Geo and faceted search, ranking that balances relevance with supply health, and instant-book or request-to-book flows.',
          },
          {
            title: 'Payments and payouts',
            text: 'Stripe Connect with split payments, held funds, fees, refunds and payouts, plus 1099-K reporting handled by the platform.',
          },
          {
            title: 'Messaging and scheduling',
            text: 'In-app chat, booking changes and reminders that keep transactions on the platform and reduce no-shows.',
          },
          {
            title: 'Trust and safety',
            text: 'Two-way reviews, dispute handling, fraud signals and moderation tools for the operations team.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach marketplaces',
        paragraphs: [
          'Marketplaces fail from lack of liquidity far more often than from lack of features. We help you pick a constrained starting market, one category in one metro for instance, and build the minimum that makes a transaction succeed there. Early on, operations can be manual behind the scenes: hand-matched requests and concierge onboarding teach you what to automate. This is the same discipline we apply in [MVP development](/services/mvp-development).',
          'Payments get careful design from day one. With Stripe Connect the platform decides account types, who bears chargebacks, when funds are released and how fees appear on receipts, and those choices are hard to change later. We model each booking as a state machine covering authorization, capture, cancellation windows, partial refunds and payouts, and reconcile payouts with Stripe’s reports daily.',
          'Trust is a product feature. Verified profiles, transparent reviews and fast dispute resolution reduce disintermediation, and metrics like search-to-book rate, fill rate and time to first transaction are tracked per market. Many of our marketplaces launch as mobile-first products built by our [React Native](/services/react-native-development) team.',
        ],
      },
      {
        type: 'steps',
        heading: 'How we build a marketplace',
        items: [
          {
            title: 'Market design',
            text: 'We define both sides, the transaction, the take rate and the launch market, and decide what stays manual at first.',
          },
          {
            title: 'Core transaction loop',
            text: 'Listing, discovery, booking, payment and review built end to end before anything else.',
          },
          {
            title: 'Launch in one market',
            text: 'Operations tooling, analytics and support workflows go live with the first cohort of supply and demand.',
          },
          {
            title: 'Scale what works',
            text: 'Automated matching, new categories or cities and growth features, guided by per-market metrics.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Marketplace questions',
        items: [
          {
            question: 'Should we use a marketplace platform like Sharetribe instead?',
            answer: 'For validating demand, a hosted platform can be the right first step. Custom development makes sense once your matching, pricing or workflow is the differentiator, or when platform fees and limits start to constrain growth.',
          },
          {
            question: 'How do you prevent users from taking transactions off the platform?',
            answer: 'By making staying worthwhile: payment protection, scheduling tools, reviews and dispute support. Light measures like masking contact details until booking help, but value matters more than restrictions.',
          },
          {
            question: 'Who handles tax forms for sellers?',
            answer: 'Stripe Connect can file 1099-K forms for your US sellers. We configure it, collect the required tax information during onboarding and build reports for your finance team.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Launching a marketplace?',
        text: 'Tell us about both sides of your market and where you plan to start. We will help you define a first version that can reach liquidity.',
        action: { label: 'Plan your marketplace', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['jombine', 'shyft', 'joyne'],
    keywords: ['marketplace development', 'marketplace development company', 'two-sided marketplace', 'Stripe Connect', 'platform payments', 'trust and safety', 'marketplace MVP'],
  },
  {
    slug: 'mobile-app-development',
    group: 'development',
    path: '/services/mobile-app-development',
    name: { en: 'Mobile app development', de: 'Mobile-App-Entwicklung', ar: 'تطوير تطبيقات الجوال' },
    title: 'Mobile app development company',
    description:
      'Mobile app development by Fernhill: native Swift and Kotlin or cross-platform apps, backends, push, analytics and release management for iOS and Android.',
    summary: {
      en: 'iOS and Android apps, native or cross-platform, with the backend, analytics and release process to keep them improving.',
      de: 'iOS- und Android-Apps, nativ oder plattformübergreifend, mit Backend, Analytics und Release-Prozess für kontinuierliche Verbesserung.',
      ar: 'تطبيقات iOS وAndroid، أصلية أو متعددة المنصات، مع الخادم الخلفي والتحليلات وعملية الإصدار اللازمة لتحسينها باستمرار.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Mobile apps people keep on their home screen',
        lead: 'We design, build and run iOS and Android apps for startups and established companies, choosing native or cross-platform technology based on your product, not our habits, and staying on to improve retention after launch.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build',
        items: [
          {
            title: 'Native iOS and Android apps',
            text: 'Swift with SwiftUI and Kotlin with Jetpack Compose for apps that depend on platform features, performance or deep OS integration.',
          },
          {
            title: 'Cross-platform apps',
            text: 'React Native or Flutter when one team and one codebase serve both platforms well, with native modules where needed.',
          },
          {
            title: 'Mobile backends',
            text: 'APIs, auth, push notification services and sync engines designed for intermittent connections and older app versions.',
          },
          {
            title: 'Health, wearable and device features',
            text: 'HealthKit, Health Connect, Apple Watch and Wear OS, Bluetooth devices, camera and location features done right.',
          },
          {
            title: 'Growth and monetization',
            text: 'In-app purchases, subscriptions, referral flows, deep links and product analytics wired to retention goals.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach mobile development',
        paragraphs: [
          'The first decision is technology, and we make it on evidence. Native wins for apps centered on the camera, audio, widgets or heavy platform integration; [Flutter](/services/flutter-app-development) and [React Native](/services/react-native-development) win when speed to both stores and a shared team matter most. We write the reasoning down so the choice can be revisited as the product changes.',
          'Mobile apps cannot be redeployed instantly, so we design for old versions in the wild. APIs stay backward compatible, a remote-config kill switch can disable a broken feature, and a minimum-version gate forces updates only when truly necessary. Releases go through staged rollouts on both stores with crash-free session targets, and every build is tested on a device matrix that includes older, smaller phones.',
          'Launch is the start, not the finish. We instrument activation and retention events from the first release, run experiments on onboarding and notifications, and keep a release train going every one or two weeks so improvements reach users continuously.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a mobile project runs',
        items: [
          {
            title: 'Product and platform decision',
            text: 'Goals, audience, core features and the native versus cross-platform decision, documented with trade-offs.',
          },
          {
            title: 'Design and prototype',
            text: 'Platform-aware flows and a device prototype tested with target users.',
          },
          {
            title: 'Build in sprints',
            text: 'Internal builds every sprint through TestFlight and Play testing tracks, with automated UI tests on key flows.',
          },
          {
            title: 'Launch',
            text: 'Store listings, review submission, staged rollout and monitoring with Crashlytics or Sentry.',
          },
          {
            title: 'Grow',
            text: 'A steady release train with experiments and analytics reviews focused on retention.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Mobile app questions',
        items: [
          {
            question: 'How long does it take to build a mobile app?',
            answer: 'A focused first release usually takes three to five months including design, backend and store launch. Apps with complex integrations, offline sync or regulated data take longer, and we will show you what can be cut to launch sooner.',
          },
          {
            question: 'Do we need both iOS and Android at launch?',
            answer: 'It depends on your audience. US consumer apps often skew toward iOS, while field-worker and international audiences lean Android. Cross-platform technology often makes launching both only marginally more expensive.',
          },
          {
            question: 'How do you handle App Store rejections?',
            answer: 'Mostly by avoiding them: we review guidelines for payments, account deletion, privacy and permissions during design. When a rejection does happen, we resolve it with the review team, typically within a few days.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Have an app to build or improve?',
        text: 'Tell us about the users and the problem. We will recommend a platform approach and a realistic first release.',
        action: { label: 'Discuss your app', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['nicolette', 'health-in-her-hue', 'joyne'],
    keywords: ['mobile app development', 'mobile app development company', 'iOS app development', 'Android app development', 'Swift', 'Kotlin', 'cross-platform apps'],
  },
  {
    slug: 'mvp-development',
    group: 'development',
    path: '/services/mvp-development',
    name: { en: 'MVP development', de: 'MVP-Entwicklung', ar: 'تطوير المنتج الأولي' },
    title: 'MVP development company',
    description:
      'MVP development by Fernhill: a validated scope, a launch in 8 to 12 weeks and analytics from day one, on a codebase that can grow with traction.',
    summary: {
      en: 'A focused first version in 8 to 12 weeks, scoped to test your riskiest assumption and built on code that can scale.',
      de: 'Eine fokussierte erste Version in 8 bis 12 Wochen, zugeschnitten auf Ihre riskanteste Annahme und auf skalierbarem Code gebaut.',
      ar: 'إصدار أول مركّز خلال 8 إلى 12 أسبوعًا، محدد النطاق لاختبار أكثر افتراضاتك خطورة، ومبني على شيفرة قابلة للتوسع.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Launch the smallest product that proves the idea',
        lead: 'We help founders and corporate innovation teams turn an idea into a working product in weeks: scoped around the assumption that matters most, instrumented to learn from the first users and built so it does not need to be thrown away.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What an MVP engagement includes',
        items: [
          {
            title: 'Discovery and scope',
            text: 'A two-week sprint that turns the idea into user flows, a clickable prototype and a prioritized, estimated backlog.',
          },
          {
            title: 'Product design',
            text: 'Clean, usable interfaces built from a small component set, so design effort goes into the core experience.',
          },
          {
            title: 'Full-stack build',
            text: 'Web or mobile app, backend, admin tools and integrations delivered by a small senior team.',
          },
          {
            title: 'Analytics and feedback loops',
            text: 'Event tracking, funnels and in-app feedback configured before launch, so the first users generate answers.',
          },
          {
            title: 'Launch support',
            text: 'App store submission, onboarding of pilot customers and a post-launch iteration plan.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach MVPs',
        paragraphs: [
          'Most MVPs are too big. We ask which single assumption would kill the business if it were wrong, whether people will pay, whether supply will show up or whether the workflow really saves time, and cut everything that does not help test it. Admin panels start as off-the-shelf tools, payments start with Stripe Checkout, and some processes stay manual until volume justifies automating them. Our [Fuse](/fuse) discovery kit structures that first sprint.',
          'Minimal scope does not mean throwaway code. We use mainstream frameworks such as Rails, Next.js or Node with TypeScript, write tests for the parts that handle money and data, and set up CI and error monitoring from the first week. When the product finds traction, the same codebase grows into the real thing instead of being rewritten during the most critical months.',
          'For early-stage startups, the [Fernhill Fund](/fund) can invest up to $250k of design and engineering work in exchange for equity. Products that find their market usually move on to our [SaaS development](/services/saas-development) or marketplace practices as they scale.',
        ],
      },
      {
        type: 'steps',
        heading: 'From idea to launch',
        items: [
          {
            title: 'Weeks 1–2: discovery',
            text: 'Assumptions ranked, flows mapped, prototype tested with five or more target users and scope agreed.',
          },
          {
            title: 'Weeks 3–4: foundations',
            text: 'Architecture, design system basics, auth, CI and the first end-to-end flow in a staging environment.',
          },
          {
            title: 'Weeks 5–10: core build',
            text: 'Weekly demos of working software, with scope adjusted as we learn what is harder or easier than expected.',
          },
          {
            title: 'Weeks 10–12: launch',
            text: 'Beta with real users, fixes, store submission or public launch, and a plan for the next iterations.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'MVP questions',
        items: [
          {
            question: 'How much does an MVP cost?',
            answer: 'Most of our MVPs cost between $80,000 and $200,000, depending on platforms, integrations and compliance needs. The discovery sprint produces an estimate by scope option, so you can choose how much to build before you commit.',
          },
          {
            question: 'Should we use no-code tools instead?',
            answer: 'Sometimes, yes, and we will say so. No-code is great for testing demand with a landing page or a concierge service. Custom development is the better choice when the product itself, its data model or its performance is what you are testing.',
          },
          {
            question: 'What happens after launch?',
            answer: 'We review analytics and user feedback together, then plan the next cycle. Some clients continue with us, others hire an in-house team and we help them onboard onto the codebase.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Have an idea you want in front of users this quarter?',
        text: 'Tell us what you want to prove and by when. We will suggest a scope, a team and a timeline, or a cheaper way to learn the same thing.',
        action: { label: 'Start your MVP', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['jombine', 'joyne'],
    keywords: ['MVP development', 'MVP development company', 'startup app development', 'minimum viable product', 'product discovery', 'prototype', 'startup software'],
  },
  {
    slug: 'nearshore-software-development',
    group: 'development',
    path: '/services/nearshore-software-development',
    name: { en: 'Nearshore development', de: 'Nearshore-Entwicklung', ar: 'التطوير في الدول المجاورة' },
    title: 'Nearshore software development company',
    description:
      'Nearshore software development from Fernhill’s Mexico City and Medellín hubs: senior engineers in US time zones, managed and contracted from Austin.',
    summary: {
      en: 'Senior engineers in Mexico City and Medellín who work your hours, under a US contract, US management and SOC 2 controls.',
      de: 'Erfahrene Entwickler in Mexiko-Stadt und Medellín, die zu Ihren Zeiten arbeiten, mit US-Vertrag, US-Management und SOC-2-Kontrollen.',
      ar: 'مهندسون خبراء في مكسيكو سيتي وميديين يعملون في ساعات عملك، بموجب عقد أمريكي وإدارة أمريكية وضوابط SOC 2.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Nearshore engineering without the time-zone tax',
        lead: 'Our hubs in Mexico City and Medellín give you senior engineers who join your stand-ups, answer Slack in real time and fly to your office in a few hours, contracted and managed by Fernhill from Austin.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What nearshore with Fernhill means',
        items: [
          {
            title: 'Real-time collaboration',
            text: 'Mexico City and Medellín are at most three hours from any continental US time zone, so your working day overlaps almost completely.',
          },
          {
            title: 'Senior, English-fluent engineers',
            text: 'Engineers with five or more years of experience on average, interviewed for communication as carefully as for code.',
          },
          {
            title: 'One US contract',
            text: 'You contract with Fernhill Software LLC in Texas, with US law, IP assignment and invoicing in dollars.',
          },
          {
            title: 'Same standards as our US teams',
            text: 'Shared engineering practices, code review, security training and SOC 2 controls across every office.',
          },
          {
            title: 'Blended teams',
            text: 'Nearshore engineers working alongside US-based leads, designers and product managers where the project calls for it.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we run nearshore teams',
        paragraphs: [
          'Nearshore works when it does not feel like outsourcing. Our engineers in Mexico City and Medellín are Fernhill employees, not subcontractors, and they follow the same practices as colleagues in Austin: small pull requests, reviewed code, written design decisions and demos every sprint. Most teams have a US-based engagement lead who owns delivery and the relationship with you.',
          'Security and IP protections do not change with location. Laptops are company-managed with disk encryption and endpoint monitoring, access follows least privilege and is revoked the day someone rotates off, and our SOC 2 Type II controls cover every office. For clients with regulated data we keep PHI and production access restricted by role regardless of where an engineer sits.',
          'Teams travel when it helps: kickoffs, planning sessions and launches are often in person, and a flight from Mexico City to most US hubs takes three to five hours. Nearshore engineers can join as a complete delivery team through [software outsourcing](/services/software-outsourcing) or individually through [staff augmentation](/services/staff-augmentation).',
        ],
      },
      {
        type: 'stats',
        items: [
          { value: '2', label: 'nearshore hubs: Mexico City and Medellín' },
          { value: '0–3 h', label: 'time difference to continental US time zones' },
          { value: '4.9/5', label: 'average client rating' },
        ],
      },
      {
        type: 'steps',
        heading: 'How we set up a nearshore team',
        items: [
          {
            title: 'Define the team',
            text: 'Skills, seniority, overlap hours and how the team fits into your organization are agreed in one working session.',
          },
          {
            title: 'Match engineers',
            text: 'We propose engineers from our bench within one to two weeks, and you interview them if you wish.',
          },
          {
            title: 'Onboard',
            text: 'Access, tools and a first small task in week one, often with an in-person kickoff.',
          },
          {
            title: 'Deliver and review',
            text: 'Sprint demos plus a monthly review of velocity, quality and team fit with your engagement lead.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Nearshore questions',
        items: [
          {
            question: 'How does nearshore cost compare with US-based teams?',
            answer: 'Nearshore rates are typically 30 to 45 percent lower than equivalent US-based senior engineers, while keeping real-time collaboration that offshore teams cannot offer.',
          },
          {
            question: 'Who owns the intellectual property?',
            answer: 'You do. Our engineers are bound by employment agreements that assign IP to Fernhill, and our client contract assigns it to you, all under US law.',
          },
          {
            question: 'Can nearshore engineers work with our existing team?',
            answer: 'Yes. Many work inside client teams, using your tools and rituals. Others form a self-managed Fernhill team that delivers a defined part of your product.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Need engineers who share your working day?',
        text: 'Tell us the skills you need and how soon. We will propose a team from Mexico City and Medellín and a start date.',
        action: { label: 'Build a nearshore team', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['shyft', 'kindred-box'],
    keywords: ['nearshore software development', 'nearshore development company', 'Mexico City developers', 'Medellín developers', 'Latin America engineering', 'nearshore outsourcing', 'US time zones'],
  },
  {
    slug: 'qa-testing',
    group: 'development',
    path: '/services/qa-testing',
    name: { en: 'QA testing', de: 'QA und Testing', ar: 'ضمان الجودة والاختبار' },
    title: 'QA testing services',
    description:
      'QA testing by Fernhill: test strategy, Playwright and Maestro automation, API and load testing with k6, accessibility audits and exploratory testing.',
    summary: {
      en: 'Test strategy, automation and exploratory testing that let teams release frequently without surprising their users.',
      de: 'Teststrategie, Automatisierung und exploratives Testen, damit Teams häufig releasen, ohne ihre Nutzer zu überraschen.',
      ar: 'استراتيجية اختبار وأتمتة واختبار استكشافي تتيح للفرق إصدار التحديثات بشكل متكرر دون مفاجأة مستخدميها.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Release every week with confidence',
        lead: 'Our QA engineers design test strategies, build automation that developers trust and explore products the way real users do, so bugs are found in staging rather than in reviews and support tickets.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What our QA team covers',
        items: [
          {
            title: 'Test strategy',
            text: 'A risk-based plan that decides what to test at unit, API and end-to-end level, so effort goes where failures would hurt most.',
          },
          {
            title: 'Web test automation',
            text: 'Playwright suites running in parallel on every pull request, with stable selectors, traces and video for failed runs.',
          },
          {
            title: 'Mobile test automation',
            text: 'Maestro, Detox or Appium flows on real devices through BrowserStack or Firebase Test Lab, covering older OS versions and small screens.',
          },
          {
            title: 'API and contract testing',
            text: 'Schema and contract tests that catch breaking changes between backend and clients before they merge.',
          },
          {
            title: 'Performance testing',
            text: 'k6 load and soak tests against realistic traffic profiles, with findings tied to specific queries and endpoints.',
          },
          {
            title: 'Accessibility audits',
            text: 'Automated axe checks plus manual testing with VoiceOver, TalkBack and NVDA against WCAG 2.2 AA.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach QA',
        paragraphs: [
          'Automation is only useful if people trust it. We keep end-to-end suites small and focused on critical journeys, such as signup, checkout or submitting a claim, and push everything else down to faster API and unit tests. Flaky tests are quarantined and fixed within the week, because a suite that fails randomly teaches developers to ignore it.',
          'Automated checks confirm what we expected; exploratory testing finds what we did not. Before each release our QA engineers spend structured sessions on new features with charters such as "interrupt the payment flow at every step" or "use the app with the largest font size and no network". Findings are logged with steps, environment and severity so they can be fixed quickly.',
          'QA starts at the ticket, not at the end of the sprint. Our testers review acceptance criteria during refinement, which prevents a surprising number of bugs from being written at all. Suites run in the pipelines our [DevOps](/services/devops) team maintains, and for products we support long term they become the regression safety net of [app maintenance](/services/app-maintenance).',
        ],
      },
      {
        type: 'steps',
        heading: 'How a QA engagement runs',
        items: [
          {
            title: 'Quality assessment',
            text: 'We review existing tests, defect history, release process and user complaints to find the biggest gaps.',
          },
          {
            title: 'Strategy and tooling',
            text: 'A test plan by risk, tool choices and CI integration agreed with your engineering leads.',
          },
          {
            title: 'Automation and coverage',
            text: 'Critical journeys automated first, with coverage reported per feature rather than as one vanity number.',
          },
          {
            title: 'Release QA',
            text: 'Exploratory sessions, regression runs and a clear go or no-go summary before each release.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'QA questions',
        items: [
          {
            question: 'Can you test a product built by another team?',
            answer: 'Yes. Independent QA is a common engagement. We integrate with your tracker and CI, and our engineers attend your planning so testing keeps pace with development.',
          },
          {
            question: 'How much should be automated?',
            answer: 'Whatever runs on every release and is stable enough to script: typically regression of critical journeys, APIs and visual checks. New features and usability issues still need human testers, so we never aim for 100% automation.',
          },
          {
            question: 'Which devices do you test on?',
            answer: 'A matrix based on your analytics, usually covering the top devices that represent most of your users plus older and low-end models, through a mix of physical devices and cloud device labs.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Are bugs reaching your users first?',
        text: 'Tell us how you release today and where issues slip through. We will suggest a test strategy and the first automation to build.',
        action: { label: 'Improve your QA', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['joyne', 'shyft'],
    keywords: ['QA testing services', 'software testing company', 'test automation', 'Playwright', 'mobile app testing', 'load testing', 'accessibility testing'],
  },
  {
    slug: 'saas-development',
    group: 'development',
    path: '/services/saas-development',
    name: { en: 'SaaS development', de: 'SaaS-Entwicklung', ar: 'تطوير البرمجيات كخدمة' },
    title: 'SaaS development company',
    description:
      'SaaS development by Fernhill: multi-tenant architecture, Stripe billing, onboarding, enterprise SSO and audit logs, built for growth from the first customer.',
    summary: {
      en: 'Multi-tenant SaaS products with billing, onboarding and enterprise features that let you sell upmarket without a rebuild.',
      de: 'Mandantenfähige SaaS-Produkte mit Abrechnung, Onboarding und Enterprise-Funktionen, die den Schritt zu Großkunden ohne Neubau ermöglichen.',
      ar: 'منتجات برمجيات كخدمة متعددة المستأجرين مع الفوترة والتهيئة الأولى وميزات المؤسسات، تتيح لك البيع لعملاء أكبر دون إعادة البناء.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'SaaS products ready for your first customer and your hundredth',
        lead: 'We build software-as-a-service products with the foundations that are expensive to retrofit: tenant isolation, billing, permissions, enterprise sign-on and audit trails, while keeping the first release lean enough to sell quickly.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build into SaaS products',
        items: [
          {
            title: 'Multi-tenant architecture',
            text: 'Pooled tenancy with Postgres row-level security for most products, and dedicated databases for customers who require isolation.',
          },
          {
            title: 'Subscription and usage billing',
            text: 'Stripe Billing with plans, seats, metered usage, trials and proration, plus entitlements that gate features by plan.',
          },
          {
            title: 'Onboarding and activation',
            text: 'Self-serve signup, workspace setup, sample data and guided first steps that shorten time to value.',
          },
          {
            title: 'Enterprise readiness',
            text: 'SAML and OIDC single sign-on, SCIM provisioning, custom roles, audit logs and data export that large buyers ask for.',
          },
          {
            title: 'Integrations and public API',
            text: 'Webhooks, OAuth apps and a documented REST API, so customers can connect your product to their stack.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach SaaS',
        paragraphs: [
          'The tenancy model is the decision that is hardest to reverse, so we make it deliberately. Most products start pooled, with a tenant identifier on every row and Postgres row-level security enforcing isolation even if application code forgets a filter. We add automated tests that try to read across tenants and fail the build if any succeed. Noisy-neighbor protection comes from per-tenant rate limits and background job queues.',
          'Billing is product logic, not just payments. We separate plans from entitlements, so sales can create a custom deal without a deploy, and we handle the untidy cases: upgrades mid-cycle, failed renewals, seat true-ups and usage reported late. Product analytics track activation and expansion per account, so you can see which features drive retention.',
          'Enterprise features pay for themselves once you sell to companies with security teams. We build SSO, audit logs and role management in a way that does not complicate the product for small customers, and our [DevOps](/services/devops) team prepares the infrastructure controls behind a SOC 2 report. For a first version we follow the scoping discipline of our [MVP development](/services/mvp-development) practice.',
        ],
      },
      {
        type: 'steps',
        heading: 'How we build SaaS products',
        items: [
          {
            title: 'Product and pricing model',
            text: 'Target customers, plans, pricing metric and the features that differ by tier are defined together.',
          },
          {
            title: 'Platform foundations',
            text: 'Tenancy, auth, billing, permissions and observability built first, as a reusable base for features.',
          },
          {
            title: 'Core product',
            text: 'Features in two-week sprints, released to design partners early for feedback.',
          },
          {
            title: 'Scale-up readiness',
            text: 'Enterprise features, performance work and compliance controls as your sales pipeline demands them.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'SaaS questions',
        items: [
          {
            question: 'Shared database or one database per customer?',
            answer: 'Shared, with row-level security, for most products: it is cheaper and simpler to operate. We design so that a large customer can be moved to a dedicated database later without code changes.',
          },
          {
            question: 'When do we need SOC 2?',
            answer: 'Usually when mid-market or enterprise buyers start sending security questionnaires. We build the technical controls early, since they are cheap at the start, and help you prepare for a Type I report followed by Type II.',
          },
          {
            question: 'Can you add usage-based pricing to our existing product?',
            answer: 'Yes. We add event metering, aggregate usage reliably, sync it to Stripe and show customers their consumption in the product, so invoices never come as a surprise.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Building or scaling a SaaS product?',
        text: 'Tell us about your customers and pricing model. We will outline an architecture and a first release that leaves room to grow.',
        action: { label: 'Talk about your SaaS', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['tattle', 'osmosis'],
    keywords: ['SaaS development', 'SaaS development company', 'multi-tenant architecture', 'Stripe Billing', 'enterprise SSO', 'SOC 2', 'usage-based pricing'],
  },
  {
    slug: 'web-development',
    group: 'development',
    path: '/services/web-development',
    name: { en: 'Web development', de: 'Webentwicklung', ar: 'تطوير الويب' },
    title: 'Web development company',
    description:
      'Web development by Fernhill: fast, accessible web applications and sites with React, Next.js, Rails or Node, headless CMS setups and measured performance.',
    summary: {
      en: 'Web applications and content sites that are fast, accessible and straightforward for your team to extend.',
      de: 'Webanwendungen und Content-Websites, die schnell und barrierefrei sind und sich von Ihrem Team einfach erweitern lassen.',
      ar: 'تطبيقات ويب ومواقع محتوى سريعة وسهلة الوصول، ويستطيع فريقك توسيعها بسهولة.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: 'Development',
        heading: 'Web development with performance and accessibility in the definition of done',
        lead: 'We build web applications, customer portals and content-heavy sites, choosing the rendering approach and stack for each project, and measuring speed and accessibility on every change instead of auditing them once before launch.',
        primaryAction: { label: 'Talk to an engineer', href: '/contact-us' },
      },
      {
        type: 'features',
        heading: 'What we build for the web',
        items: [
          {
            title: 'Web applications',
            text: 'Dashboards, portals and workflow tools with React front ends and Node, Rails or Python backends.',
          },
          {
            title: 'Content and marketing sites',
            text: 'Static and hybrid sites on Next.js or Astro with a headless CMS, previews and multi-language support.',
          },
          {
            title: 'Progressive web apps',
            text: 'Installable apps with offline support, service workers and web push, when an app store release is not worth it.',
          },
          {
            title: 'APIs and integrations',
            text: 'Backends, third-party integrations and authentication that serve web, mobile and partner clients.',
          },
          {
            title: 'Performance and accessibility remediation',
            text: 'Core Web Vitals improvements and WCAG 2.2 AA fixes for existing sites, prioritized by user impact.',
          },
        ],
      },
      {
        type: 'richText',
        heading: 'How we approach web development',
        paragraphs: [
          'We choose rendering per page, not per project. Marketing pages are generated statically and served from a CDN, logged-in application views render on the client or server depending on data freshness, and anything in between uses incremental regeneration. Sending less JavaScript is the most reliable performance win, so interactive islands replace full-page hydration where content is mostly static.',
          'Quality gates run on every pull request: type checks, unit and end-to-end tests, Lighthouse budgets and automated accessibility checks. Forms are tested with keyboard and screen readers, because automated tools catch only part of the problems. Releases go to preview environments first, so product owners review real builds rather than screenshots.',
          'Our engineers work closely with our [web design](/services/web-design) team for marketing sites and with our [React](/services/react-development) specialists on complex application interfaces. For sites that need content editing, we model the CMS around how your team writes, with validation that keeps pages from breaking.',
        ],
      },
      {
        type: 'steps',
        heading: 'How a web project runs',
        items: [
          {
            title: 'Technical discovery',
            text: 'Requirements, integrations, content model, hosting and performance targets, summarized as a short architecture plan.',
          },
          {
            title: 'Foundations',
            text: 'Repository, CI with quality gates, preview deployments and the design system components needed first.',
          },
          {
            title: 'Build in increments',
            text: 'Features or page templates delivered every sprint and reviewed in preview environments.',
          },
          {
            title: 'Launch and monitor',
            text: 'Redirects, analytics, uptime and real-user performance monitoring in place on day one.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Web development questions',
        items: [
          {
            question: 'Which framework do you use?',
            answer: 'It depends on the project. Next.js or Astro for content-heavy sites, React with a Node, Rails or Python backend for applications. We also work within existing stacks rather than forcing a rewrite.',
          },
          {
            question: 'Can you improve our Core Web Vitals?',
            answer: 'Yes. We analyze real-user data, fix the largest issues first, typically oversized images, render-blocking scripts, third-party tags and layout shifts, and keep the gains with budgets in CI.',
          },
          {
            question: 'Do you provide hosting?',
            answer: 'We set up hosting in your own accounts, on Vercel, Netlify, AWS or Google Cloud, so you own the infrastructure. We can operate it for you under a maintenance plan.',
          },
        ],
      },
      {
        type: 'callToAction',
        heading: 'Planning a new web app or a rebuild?',
        text: 'Share what you have today and what you need it to do. We will suggest a stack and a first milestone.',
        action: { label: 'Discuss your web project', href: '/contact-us' },
      },
    ],
    relatedCaseStudies: ['osmosis', 'kindred-box'],
    keywords: ['web development', 'web development company', 'web application development', 'Next.js', 'progressive web apps', 'Core Web Vitals', 'headless CMS'],
  },
] satisfies ServiceInput[];
