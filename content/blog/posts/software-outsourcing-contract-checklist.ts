import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'software-outsourcing-contract-checklist',
  title: 'What a good software outsourcing contract includes',
  excerpt: 'Most outsourcing disputes trace back to a contract that was silent on something obvious. These are the clauses we put in our own agreements, and the ones we tell clients to look for when they compare vendors, including us.',
  date: '2026-10-06',
  author: 'sam-adeyemi',
  category: 'business',
  tags: ['contracts', 'software-outsourcing', 'vendor-selection', 'risk'],
  body: [
    {
      type: 'p',
      text: 'We have taken over more than 30 projects from other vendors, and in most of the difficult ones the code was not the biggest problem. The contract was. It didn’t say who owned the cloud account, or what “done” meant, or what happened to the repository if the relationship ended. By the time anyone read it closely, both sides were already frustrated. This is the checklist we use for our own agreements, and the one we would give a friend hiring any [software outsourcing](/services/software-outsourcing) partner, including a competitor.',
    },
    { type: 'h2', id: 'ownership-and-access', text: 'Ownership and access' },
    {
      type: 'ul',
      items: [
        '**IP assignment as you pay.** Code, designs and documentation created for you are assigned to you no later than when each invoice is paid. Be wary of clauses that assign nothing until the final payment of the whole project.',
        '**Pre-existing and open-source components** are listed with their licenses. The vendor keeps its own reusable tooling but grants you a perpetual, royalty-free license to whatever is embedded in your product.',
        '**You own the accounts.** Source control, cloud provider, app store listings, domains and third-party services are in your organization’s name from day one, with the vendor invited as a user. This is the single most important item on the list.',
        '**Secrets live in a vault you control**, and the contract requires the vendor to hand over or rotate every credential when the engagement ends.',
      ],
    },
    { type: 'h2', id: 'scope-change-and-acceptance', text: 'Scope, change and acceptance' },
    {
      type: 'p',
      text: 'Whatever the pricing model, the contract should say how work is defined, how it changes and how it is accepted. Vague answers here are the source of most invoice disputes we see.',
    },
    {
      type: 'ul',
      items: [
        '**A statement of work** with named deliverables or, for time-and-materials work, a named team and a rate card by role.',
        '**An assumptions log** attached to any fixed-scope statement of work, so a broken assumption becomes a routine change rather than an argument. We explain how we build ours in [how we estimate fixed-scope MVPs](/blog/estimating-fixed-scope-mvps).',
        '**A change process** with a turnaround time for estimates, usually two to three business days, and a rule that no change is billed without written approval.',
        '**Acceptance criteria and a fixed acceptance window**, for example ten business days, after which a deliverable is deemed accepted. Without a window, invoices stall, and so does the work.',
        '**A definition of done** that includes automated tests, code review, documentation and deployment to a staging environment you can access.',
      ],
    },
    { type: 'h2', id: 'people-quality-and-exit', text: 'People, quality and exit' },
    {
      type: 'p',
      text: 'The clauses people skim are the ones that matter most when something goes wrong:',
    },
    {
      type: 'ol',
      items: [
        '**Key personnel.** The tech lead and product manager named in the proposal can’t be replaced without notice and a handover period; two weeks of overlap is reasonable.',
        '**Warranty.** Defects reported within 60 to 90 days of a release are fixed at no charge. Be wary of warranties that exclude everything found after acceptance.',
        '**Security and compliance.** Data-handling obligations, breach notification timelines, background checks, and a BAA or data processing agreement wherever health or personal data is involved.',
        '**Termination for convenience** on 30 days’ notice, for both sides, with payment for work completed. Long lock-ins protect the vendor, not the project.',
        '**Transition assistance.** On termination, the vendor provides a handover: documentation, an architecture walkthrough and a set number of support hours at the standard rate.',
      ],
    },
    {
      type: 'quote',
      text: 'The best contract is the one neither side ever has to open. The second best is the one that answers the question when they do.',
    },
    {
      type: 'p',
      text: 'A caveat: this is a practitioner’s checklist, not legal advice, and your counsel should review any agreement before you sign it. But if a vendor resists more than one or two of these points, ask why, because the answer tells you a lot about how the relationship will go. If you would like to compare our standard master services agreement against this list, [contact us](/contact-us) and we will send it over, along with the way we adapt it for [staff augmentation](/services/staff-augmentation) engagements.',
    },
  ],
} satisfies PostInput;
