import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'nearshore-vs-offshore-time-zone-math',
  title: 'Nearshore vs offshore: what the time-zone math really costs',
  excerpt: 'Hourly rates are the easy part of the comparison. The expensive part is the day lost every time a question waits overnight. Here is how we model the cost of time-zone distance, with numbers from our own projects.',
  date: '2025-06-17',
  author: 'sam-adeyemi',
  category: 'business',
  tags: ['nearshore', 'offshore', 'engagement-models', 'distributed-teams'],
  body: [
    {
      type: 'p',
      text: 'When a client compares a nearshore team with an offshore one, the conversation usually starts with the rate card. An offshore engineer at $30 an hour looks like a bargain next to a nearshore engineer at $55 or a US-based one at $110 and up. The rate card is real. It is also the least interesting number in the comparison, because it ignores what happens to work that has to wait for someone else to wake up.',
    },
    { type: 'h2', id: 'the-cost-of-a-blocked-question', text: 'The cost of a blocked question' },
    {
      type: 'p',
      text: 'Software projects run on small questions. Is this field required? Should the export include archived records? Why is staging returning a 403? On a typical product team, each engineer raises several questions a week that only someone outside the team can answer: a product owner, a designer, a client stakeholder, a vendor.',
    },
    {
      type: 'p',
      text: 'With four or more hours of overlap, most of those questions are answered within the hour. With an hour of overlap or less, a question asked at 3 p.m. in Bengaluru is read at 9 a.m. in Austin, answered by 10 and seen by the engineer the next morning. Each blocked question costs roughly a business day of calendar time. Engineers are good at switching to other work while they wait, but the switch is rarely free, and the other work is rarely the most important work.',
    },
    { type: 'h2', id: 'a-model-you-can-run-yourself', text: 'A model you can run yourself' },
    {
      type: 'p',
      text: 'We use a back-of-the-envelope model with clients who are choosing between engagement models. It has four inputs:',
    },
    {
      type: 'ol',
      items: [
        '**Blocking questions per engineer per week** that need someone outside the team. We typically see 4 to 8 on a new product and 2 to 4 on a mature one.',
        '**Hours of working overlap** with the people who answer those questions, not with the vendor’s account manager.',
        '**Delay per blocked question:** about an hour with four or more hours of overlap, half a day with two, and a full business day with less than one.',
        '**The share of waiting that parallel work can’t absorb.** On our own project data, and on the offshore projects we have taken over, it is around 15%.',
      ],
    },
    {
      type: 'p',
      text: 'Run it for a six-person team building a new product, with six blocking questions per engineer per week and a full day of delay on each. That is 36 question-days of waiting every week. If 15% of it is not absorbed, the team loses more than five engineer-days a week: close to one full engineer’s worth of capacity, paid for and not delivered. Add the rework that happens when engineers guess instead of waiting, and the offshore builds we have rescued ran six to nine weeks longer over six months than comparable nearshore builds.',
    },
    {
      type: 'p',
      text: 'Now put dollars on it. Six offshore engineers at $30 an hour cost about $187,000 over 26 weeks; six nearshore engineers at $55 cost about $343,000. But an offshore team on a new product usually needs a US-side lead writing specifications and unblocking work for at least half their time. At $110 an hour that adds about $57,000, and the gap narrows from nearly two to one to roughly 1.4 to one before you count the lost engineer or the later launch. The remaining question is what six to nine weeks of time to market are worth to your business. For a funded startup racing a competitor, that is often more than the entire difference.',
    },
    { type: 'h2', id: 'when-offshore-is-the-right-call', text: 'When offshore is the right call' },
    {
      type: 'p',
      text: 'We are a nearshore firm, with hubs in Mexico City and Medellín, so weigh our view accordingly. There are still projects where we tell clients offshore is a reasonable choice:',
    },
    {
      type: 'ul',
      items: [
        'Well-specified work with stable requirements, such as porting a known feature set to a new framework or building against a complete API contract.',
        'Follow-the-sun operations, where overnight coverage is the point: monitoring, second-line support, regression test runs.',
        'Teams that already have a strong product owner in the offshore time zone, so questions never have to cross an ocean.',
      ],
    },
    {
      type: 'quote',
      text: 'We stopped comparing hourly rates and started counting how many days a decision took. That was when the spreadsheet changed.',
      cite: 'VP of Engineering at one of our transportation clients',
    },
    {
      type: 'p',
      text: 'Where offshore goes wrong is new products, where requirements are discovered week by week and the most valuable person on the project is the client’s product owner. That is exactly the work where a day of waiting is most expensive. If you want to run the model with your own numbers, our [nearshore software development](/services/nearshore-software-development) team will share the spreadsheet, and if you only need a few engineers inside your existing team, [staff augmentation](/services/staff-augmentation) gets you the overlap without a full project structure.',
    },
  ],
} satisfies PostInput;
