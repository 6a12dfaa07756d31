import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'llm-feature-cost-per-resolved-task',
  title: 'Pricing an LLM feature: measure cost per resolved task, not cost per token',
  metaTitle: 'Pricing an LLM feature: cost per resolved task, not per token',
  excerpt: 'Token prices keep falling, yet LLM features still overrun their budgets. The number that matters is what it costs to get one task actually done, including retries, long contexts and the person who checks the output.',
  date: '2026-08-18',
  author: 'nadia-haddad',
  category: 'ai',
  tags: ['llm', 'cost', 'unit-economics', 'observability'],
  body: [
    {
      type: 'p',
      text: 'Almost every LLM budget conversation we have with clients starts with a provider’s price sheet: so many dollars per million input tokens, so many per million output tokens. Multiply by expected volume, add a margin, done. Then the first invoice arrives at three to five times the estimate. Per-token prices have fallen sharply over the past two years, but the cost of the features built on them hasn’t fallen at the same rate, because the number of tokens per task keeps rising.',
    },
    { type: 'h2', id: 'where-the-tokens-go', text: 'Where the tokens actually go' },
    {
      type: 'p',
      text: 'When we instrument a feature in production, the prompt the team carefully designed is rarely the largest cost. The usual suspects are elsewhere:',
    },
    {
      type: 'ul',
      items: [
        '**Context stuffing.** Retrieval that returns 20 chunks when 5 would do, or a full conversation history resent on every turn. In one document-review feature, 82% of input tokens were context the model never cited.',
        '**Retries and validation loops.** A structured-output call that fails schema validation and retries, sometimes three times, resending the full context each time.',
        '**Agent loops.** Tool-using agents that take 12 steps where 4 would do, each step carrying a growing transcript.',
        '**Reasoning tokens.** Models that think before answering bill for that thinking as output tokens, which are the expensive ones.',
        '**Human review.** The line item nobody puts in the model budget: the minutes a person spends checking or correcting the output.',
      ],
    },
    { type: 'h2', id: 'the-metric-we-use', text: 'The metric we use' },
    {
      type: 'p',
      text: 'We track one number per feature: fully loaded cost per resolved task. Resolved means the task was completed without the user abandoning it or escalating to a person who redid the work. Fully loaded means model cost plus review time. The calculation is simple enough to run from request logs:',
    },
    {
      type: 'code',
      language: 'ts',
      code: `type TaskLog = {
  inputTokens: number;
  outputTokens: number; // includes reasoning tokens, which are billed as output
  outcome: 'resolved' | 'escalated' | 'abandoned';
  reviewMinutes: number;
};

// USD per million tokens. Copy these from your provider's current price sheet.
const PRICE_PER_MILLION = { input: 3, output: 15 };
// Fully loaded cost of one minute of reviewer time, in USD.
const REVIEW_COST_PER_MINUTE = 0.75;

export function costPerResolvedTask(logs: TaskLog[]): number {
  let total = 0;
  for (const log of logs) {
    total += (log.inputTokens / 1_000_000) * PRICE_PER_MILLION.input;
    total += (log.outputTokens / 1_000_000) * PRICE_PER_MILLION.output;
    total += log.reviewMinutes * REVIEW_COST_PER_MINUTE;
  }
  const resolved = logs.filter((log) => log.outcome === 'resolved').length;
  return resolved === 0 ? Number.POSITIVE_INFINITY : total / resolved;
}`,
    },
    {
      type: 'p',
      text: 'The results are often surprising. On a claims-intake assistant for a fintech client, model cost was about $0.04 per request, which everyone was pleased with. But a reviewer spent six minutes correcting the 30% of cases that needed it, and 12% of requests ended in escalation. Fully loaded, each resolved task cost $1.58. The manual process it replaced cost about $9 per claim, so the feature was clearly worth it, but it was review time, not tokens, that deserved the optimization effort.',
    },
    {
      type: 'p',
      text: 'Two practical notes on the inputs. Take token counts from the usage fields the provider returns with each response, not from your own tokenizer estimates, which drift from billed usage as soon as tools, images or cached prompts are involved. And take review minutes from timestamps in the review tool itself, because people consistently underestimate how long they spend correcting output.',
    },
    { type: 'h2', id: 'levers-that-move-it', text: 'Levers that actually move the number' },
    {
      type: 'ol',
      items: [
        '**Fix retrieval before buying a bigger model.** Fewer, better chunks cut input tokens and usually improve accuracy at the same time.',
        '**Route by difficulty.** A small, fast model handles the easy majority of requests, and only the rest go to a frontier model. Our eval suite decides where the line sits.',
        '**Use prompt caching** for long, stable system prompts and shared reference documents. The major providers now discount cached input tokens heavily.',
        '**Cap agent steps and retries**, and log every time a cap is hit. A capped failure is cheaper and easier to debug than an uncapped success.',
        '**Design the review step.** Showing reviewers which fields the model was least sure about cut review time by more than half on the claims project.',
      ],
    },
    {
      type: 'quote',
      text: 'Nobody buys tokens. They buy tasks that get done. Budget for that.',
    },
    {
      type: 'p',
      text: 'Cost per resolved task also keeps the business case honest. It can be compared directly with the cost of the manual process, and it moves when quality moves, which cost per token never will. When our [AI development](/services/ai-development) team scopes a new feature, we estimate this number before we write a prompt, and our [app maintenance](/services/app-maintenance) team reports it every month after launch, next to uptime and error rates.',
    },
  ],
} satisfies PostInput;
