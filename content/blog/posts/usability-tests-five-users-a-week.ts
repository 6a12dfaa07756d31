import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'usability-tests-five-users-a-week',
  title: 'Running usability tests with five users a week',
  excerpt: 'Research doesn’t need a quarterly study and a 60-page report. We run five moderated sessions every week on active projects. Here is the cadence, the recruiting pipeline and the one-page readout that keeps it sustainable.',
  date: '2025-09-16',
  author: 'lucia-mendoza',
  category: 'design',
  tags: ['user-research', 'usability-testing', 'product-design', 'process'],
  body: [
    {
      type: 'p',
      text: 'Many product teams know the quarterly usability study well: six weeks to plan and recruit, a week of sessions, two weeks to write the report, and findings that arrive after the sprint they were meant to inform. We used to run research that way. Since 2022, every Fernhill product team with active design work runs five moderated sessions a week instead, and changes that come out of research now ship in days rather than quarters.',
    },
    { type: 'h2', id: 'why-five-and-why-weekly', text: 'Why five, and why weekly' },
    {
      type: 'p',
      text: 'Five participants is not a magic number. Jakob Nielsen’s often-quoted argument is that five users uncover most of the usability problems in a focused test, and that returns diminish quickly after that. The less-quoted half of the argument is the important one: it is better to test five users, fix what you learn and test five more than to test fifteen at once. A weekly cadence is simply that argument applied to the calendar.',
    },
    {
      type: 'p',
      text: 'Weekly testing also changes how the team behaves. When there is always a session on Thursday, designers put rough work in front of users instead of waiting until it is polished, engineers ask for a flow to be tested before they build it, and the client’s product owner stops debating preferences in review meetings because the answer is three days away.',
    },
    { type: 'h2', id: 'the-weekly-rhythm', text: 'The weekly rhythm' },
    {
      type: 'ol',
      items: [
        '**Monday:** the designer and product owner agree on two or three questions for the week, written as decisions. “Do first-time users find the invoice export without help?” rather than “test the dashboard.”',
        '**Tuesday:** the designer builds or updates the prototype, usually in Figma and sometimes on a staging build, and writes a 30-minute script made of tasks, not leading questions.',
        '**Wednesday:** a dry run with someone from the team who hasn’t seen the work.',
        '**Thursday:** five 30-minute sessions with 15-minute gaps, each with one moderator and up to two silent observers from the team or the client.',
        '**Friday:** an hour of synthesis with everyone who observed, then a one-page readout by the end of the day.',
      ],
    },
    { type: 'h3', text: 'Recruiting without a research department' },
    {
      type: 'p',
      text: 'Recruiting is what kills weekly research, so we treat it as infrastructure. Before the first session we build a panel of 40 to 80 people: existing customers who opted in through an in-app banner, a client’s waitlist, or paid participants from a recruiting service for products that don’t have users yet. We pay $50 to $100 for 30 minutes depending on how specialized the audience is; clinicians and attorneys cost more and need more notice. A shared booking link and a five-question screener keep scheduling to a few minutes a week.',
    },
    { type: 'h2', id: 'the-one-page-readout', text: 'The one-page readout' },
    {
      type: 'p',
      text: 'Nobody reads 60-page research reports, including the people who commissioned them. Our readout fits on one page and has four parts:',
    },
    {
      type: 'ul',
      items: [
        '**The questions** set on Monday, each with a plain answer: yes, no or mixed.',
        '**What we saw**, as counts and short quotes: “4 of 5 participants looked for export under Settings, not Reports.”',
        '**What we are changing**, linked to the tickets in the backlog.',
        '**What we are testing next week**, which is usually whether this week’s change worked.',
      ],
    },
    {
      type: 'quote',
      text: 'We don’t ask users what they want. We watch what they do and count how often they do it.',
    },
    {
      type: 'p',
      text: 'Severity is judged with counts, not adjectives. A problem that stopped three of five people is a priority; a problem one person mentioned is a note to watch next week. Over a quarter, a team on this cadence talks to roughly 60 users, more than most annual studies, and every finding arrives while it can still change the product.',
    },
    {
      type: 'p',
      text: 'If your team wants help starting the habit, our [user research and testing](/services/user-research-and-testing) practice sets up the panel, runs the first month of sessions alongside your designers and then hands over the whole rhythm. For early-stage products we usually build it into a [UI/UX design](/services/ui-ux-design) engagement from the first week, so the first prototype is tested before the first sprint of development starts.',
    },
  ],
} satisfies PostInput;
