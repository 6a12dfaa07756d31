import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'estimating-fixed-scope-mvps',
  title: {
    en: 'How we estimate fixed-scope MVPs without lying to ourselves',
    de: 'Wie wir MVPs zum Festpreis schätzen, ohne uns selbst zu belügen',
    ar: 'كيف نقدّر تكلفة المنتجات الأولية ذات النطاق الثابت دون أن نخدع أنفسنا',
  },
  excerpt: {
    en: 'Fixed-scope estimates fail for predictable reasons: unstated assumptions, single-point numbers and integrations nobody has opened yet. Here is the method we use on every MVP proposal, and the buffer math behind it.',
    de: 'Festpreisschätzungen scheitern aus vorhersehbaren Gründen: unausgesprochene Annahmen, einzelne Punktwerte und Schnittstellen, die noch niemand geöffnet hat. So schätzen wir jedes MVP-Angebot – und so berechnen wir den Puffer.',
    ar: 'تفشل تقديرات النطاق الثابت لأسباب متوقعة: افتراضات غير معلنة، وأرقام أحادية، وتكاملات لم يطّلع عليها أحد بعد. إليكم الطريقة التي نعتمدها في كل عرض لمنتج أولي، والحساب الذي يقف وراء هامش الاحتياط.',
  },
  date: '2025-01-28',
  author: 'sam-adeyemi',
  category: 'business',
  tags: ['estimation', 'mvp', 'fixed-price', 'project-management'],
  body: [
    {
      type: 'p',
      text: 'Every agency has a story about the fixed-price MVP that ran 60% over. Ours is from 2017: a marketplace estimated at 14 weeks that shipped in 23, because the payment provider’s “simple” payout API required a manual compliance review nobody had asked about. We absorbed the cost, and we rebuilt how we estimate. The method below is what our delivery leads use today on every [MVP proposal](/services/mvp-development). It is not clever. It is mostly about refusing to hide uncertainty inside a single number.',
    },
    { type: 'h2', id: 'estimate-ranges-not-points', text: 'Estimate in ranges, then price the range' },
    {
      type: 'p',
      text: 'We never ask an engineer “how long will this take?” We ask for three numbers per feature: the likely case, the case where everything goes right, and the case where the thing we are worried about turns out to be true. Then we ask them to write down what that worry is. A feature estimated at 3, 5 and 12 days with the note “unknown whether the EHR vendor’s sandbox supports webhooks” is far more useful than a feature estimated at 5 days. Those ranges roll up with a simple PERT weighting per feature: best case plus four times the likely case plus worst case, divided by six. We don’t pretend this is statistically rigorous. What matters is that the wide ranges stay visible all the way into the proposal, so the client can see where the risk actually sits instead of receiving a total that looks more certain than it is.',
    },
    { type: 'h3', text: 'The assumptions log' },
    {
      type: 'p',
      text: 'Every estimate ships with an assumptions log: numbered, written in plain language and attached to the statement of work. Typical entries look like this:',
    },
    {
      type: 'ul',
      items: [
        'A1. The client provides final copy and brand assets by the end of week two.',
        'A2. Authentication uses email magic links and Google sign-in; no SAML or SCIM in this phase.',
        'A3. The standard Stripe Connect Express onboarding flow is acceptable; no custom KYC screens.',
        'A4. One admin role; permissions beyond that are out of scope.',
        'A5. iOS 16+ and Android 10+ phones; no tablet-specific layouts.',
      ],
    },
    {
      type: 'p',
      text: 'When an assumption breaks, and at least two will on any project, we don’t argue about whether it counts as a change. We point at the number, re-estimate the affected features with the same three-point method, and the client decides whether to trade scope or extend the budget. The log turns the most uncomfortable conversation in fixed-scope work into a routine one.',
    },
    { type: 'h2', id: 'spike-the-scary-parts', text: 'Spike the scary parts before you sign' },
    {
      type: 'p',
      text: 'Ranges tell you where the risk is; they don’t remove it. For any feature where the worst case is more than three times the likely case, we run a paid spike before the fixed price is final. Spikes are time-boxed, usually two to five days, and produce a working throwaway proof: a call against the real sandbox, a prototype of the offline sync, a parse of the messy CSV export the client’s operations team actually uses.',
    },
    {
      type: 'p',
      text: 'Clients occasionally push back on paying for a spike. Our answer is that they will pay for the uncertainty either way: as a spike now, as a padded estimate from us, or as a change order in month three. The spike is the cheapest of the three. On the last 20 MVPs we estimated this way, spikes narrowed the worst case of the flagged features by more than half on average. When a project needs a fuller discovery phase, we run [Fuse](/fuse), our two-week discovery sprint, which ends with an estimated backlog and a clickable prototype instead of a slide deck.',
    },
    { type: 'h2', id: 'a-buffer-you-can-defend', text: 'A buffer you can defend line by line' },
    {
      type: 'p',
      text: 'The final price is the sum of the PERT estimates plus a buffer, and the buffer is never a flat 20%. It is built from three parts, each shown to the client:',
    },
    {
      type: 'ol',
      items: [
        '**Integration risk:** 25–40% on top of any feature that touches a third-party API we have not shipped against before, scaled by what the spike told us.',
        '**Coordination overhead:** 12% of build time for ceremonies, reviews, QA cycles and release management. Teams that leave this out are the ones that “finish” development and then spend three weeks releasing.',
        '**Decision latency:** one week per month of engagement if the client has a single decision-maker, two if decisions go through a committee. We ask who signs off on designs before we finish the estimate.',
      ],
    },
    {
      type: 'p',
      text: 'Then we compare the total against our own history. We track actuals against estimates on every project, and if a proposal lands more than 15% below comparable past work, someone on the leadership team has to explain why before it goes out. Usually the answer is that we forgot something.',
    },
    {
      type: 'quote',
      text: 'A fixed price is a promise about scope, not a prediction about the future. The assumptions log is what keeps the two from being confused.',
      cite: 'Fernhill delivery playbook',
    },
    {
      type: 'p',
      text: 'None of this makes fixed-scope work risk-free. It makes the risk visible, priced and shared, which is the most honest thing an estimate can do. If you are weighing a fixed-scope build against a time-and-materials engagement, the trade-offs are covered on our [software outsourcing](/services/software-outsourcing) page, and we are happy to walk you through a real assumptions log from a past project.',
    },
  ],
} satisfies PostInput;
