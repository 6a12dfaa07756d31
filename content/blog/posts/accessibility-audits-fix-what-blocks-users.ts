import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'accessibility-audits-fix-what-blocks-users',
  title: 'Accessibility audits: fixing the 20% that blocks 80% of users',
  excerpt: 'A full WCAG audit can list hundreds of issues, and teams stall trying to fix them in order. We triage by whether an issue stops someone from completing a task. These are the fixes that matter first, and how we find them in a day.',
  date: '2026-04-07',
  author: 'lucia-mendoza',
  category: 'design',
  tags: ['accessibility', 'wcag', 'audits', 'design-systems'],
  body: [
    {
      type: 'p',
      text: 'The first accessibility audit of a client’s product often produces a spreadsheet with 300 to 600 rows. Automated scanners are thorough and indiscriminate: a missing text alternative on a decorative divider sits next to a checkout button that a screen reader announces only as “button.” Teams that work through that list from top to bottom usually fix 80 cosmetic issues, run out of sprint capacity and leave the real blockers in place. We triage differently.',
    },
    { type: 'h2', id: 'triage-by-task', text: 'Triage by task, not by success criterion' },
    {
      type: 'p',
      text: 'We start with the three to five tasks that define the product: sign up, search, pay, book an appointment, upload a document. Then we try to complete each one with a keyboard only, with VoiceOver on iOS and macOS, with NVDA on Windows, and with the browser zoomed to 200%. An issue that stops a task is a blocker, whatever WCAG level it maps to. An issue that makes a task slower or confusing is serious. Everything else goes into the backlog with its success criterion attached.',
    },
    {
      type: 'p',
      text: 'For a typical web app this takes a designer and an engineer about a day, and it almost always surfaces the same small set of problems.',
    },
    { type: 'h2', id: 'the-usual-blockers', text: 'The usual blockers' },
    {
      type: 'ol',
      items: [
        '**Unlabeled form fields and icon buttons.** Placeholder text is not a label, and an icon-only button without an accessible name gives a screen reader user nothing to act on. This is the most common blocker we find, and the cheapest to fix.',
        '**Keyboard traps and invisible focus.** Custom dropdowns, date pickers and menus that can’t be reached, operated or escaped with a keyboard. Focus outlines removed for aesthetic reasons belong in this category too.',
        '**Errors shown only in color.** A red border with no text, or an error message that appears on screen without being announced to assistive technology.',
        '**Low contrast on critical text.** Gray helper text on white, primary buttons that look disabled, and text over photographs. WCAG AA asks for 4.5:1 for body text.',
        '**Dialogs and dynamic content that ignore focus.** A modal opens but focus stays on the page behind it, or a cart total updates without any announcement.',
        '**Time limits and puzzle CAPTCHAs.** Session timeouts without a warning, and CAPTCHAs without an accessible alternative, stop people entirely.',
      ],
    },
    {
      type: 'p',
      text: 'In our audits over the past two years, these six categories accounted for roughly 85% of the issues that blocked a task, while making up less than a quarter of the rows in the scanner report. That is the 20% worth fixing first.',
    },
    { type: 'h2', id: 'make-the-fixes-stick', text: 'Make the fixes stick' },
    {
      type: 'p',
      text: 'Fixing blockers once is easy. Keeping them fixed while the team ships new features is the real work. Before we hand a product back, we put four things in place:',
    },
    {
      type: 'ul',
      items: [
        '**Fix it in the component, not the page.** If the date picker traps focus, fix the design system’s date picker and every screen inherits the fix. Most blockers trace back to fewer than ten shared components.',
        '**Automated checks in CI:** axe-core on every pull request, plus a Playwright test that completes each critical task using only the keyboard. Scanners find many issues by volume but miss most focus and announcement problems; the keyboard tests cover much of that gap.',
        '**Accessibility acceptance criteria** in every ticket that adds interface: focus order, accessible names and how errors are announced.',
        '**A quarterly manual pass** through the critical tasks with a screen reader, ideally by someone who uses one every day.',
      ],
    },
    {
      type: 'quote',
      text: 'An accessibility program that produces a report is a compliance exercise. One that changes the component library is a product improvement.',
    },
    {
      type: 'p',
      text: 'None of this replaces a full WCAG 2.2 AA audit when you need one for a procurement questionnaire or a legal review. What it does is get the people who are currently locked out of your product back in first, usually within a sprint or two. If you would like us to run the task-based triage on your product, our [UI/UX design](/services/ui-ux-design) and [QA testing](/services/qa-testing) teams do it together, and the fixes usually land in your [design system](/services/design-systems) rather than in one-off patches.',
    },
  ],
} satisfies PostInput;
