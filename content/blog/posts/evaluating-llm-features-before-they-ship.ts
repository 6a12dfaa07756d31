import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'evaluating-llm-features-before-they-ship',
  title: {
    en: 'Evaluating LLM features before they ship: our eval harness',
    de: 'LLM-Funktionen vor dem Release bewerten: unsere Evaluierungsumgebung',
    ar: 'تقييم ميزات النماذج اللغوية الكبيرة قبل إطلاقها: منظومة التقييم لدينا',
  },
  excerpt: {
    en: 'Demos make every LLM feature look finished. We gate releases on a versioned set of real cases, deterministic checks and a small amount of model grading. Here is how the harness works and what it has caught.',
    de: 'In Demos wirkt jede LLM-Funktion fertig. Wir knüpfen jedes Release an einen versionierten Satz echter Testfälle, deterministische Prüfungen und eine begrenzte Bewertung durch ein zweites Modell. So funktioniert unsere Evaluierungsumgebung – und das hat sie bisher aufgedeckt.',
    ar: 'تبدو كل ميزة مبنية على نموذج لغوي مكتملةً في العروض التوضيحية. لذلك نربط كل إصدار بمجموعة حالات حقيقية ذات إصدارات مُتتبَّعة، وبفحوصات حتمية، وبقدر محدود من التقييم بواسطة نموذج آخر. نشرح هنا كيف تعمل منظومة التقييم لدينا وما الذي كشفته حتى الآن.',
  },
  date: '2025-04-22',
  author: 'nadia-haddad',
  category: 'ai',
  tags: ['llm', 'evals', 'testing', 'ci'],
  body: [
    {
      type: 'p',
      text: 'Every LLM feature we have built looked finished in its first demo. A model that summarizes a clinical note or drafts a reply to a tenant’s maintenance request does something impressive on the five examples the team picked. The problems show up on example 212, in a language nobody tested, or after the provider updates the model behind the same name. Since 2023 our [AI development](/services/ai-development) team has refused to ship an LLM feature without an eval suite that runs in CI, for the same reason we wouldn’t ship a payment flow without tests.',
    },
    { type: 'h2', id: 'start-with-real-cases', text: 'Start with real cases, not invented ones' },
    {
      type: 'p',
      text: 'The eval set is the product requirement. We build it before we touch prompts, from real inputs: anonymized support tickets, historical documents, conversations the client’s team has already handled. For a first release we aim for 150 to 300 cases, tagged by category, so we can see that the feature is strong on billing questions and weak on cancellations rather than reading a single average.',
    },
    {
      type: 'p',
      text: 'Each case records the input, what a good answer must contain, what it must never contain and, where there is a single right answer, that answer. Subject-matter experts on the client side review the expectations. An hour of their review is worth more than a week of prompt tuning.',
    },
    { type: 'h2', id: 'deterministic-checks-first', text: 'Deterministic checks first, model grading second' },
    {
      type: 'p',
      text: 'We lean on cheap, deterministic assertions wherever we can: required facts, forbidden phrases, valid JSON against a schema, citations that point to documents that were actually retrieved, latency budgets. They are fast, free and never disagree with themselves. Stripped of reporting, the core of our harness is not much more than this:',
    },
    {
      type: 'code',
      language: 'ts',
      code: `export type EvalCase = {
  id: string;
  input: string;
  mustInclude?: string[];
  mustNotInclude?: string[];
  maxLatencyMs?: number;
};

export type CaseResult = { id: string; passed: boolean; failures: string[]; latencyMs: number };

export async function runEvals(
  cases: EvalCase[],
  generate: (input: string) => Promise<string>,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const started = performance.now();
    const output = (await generate(c.input)).toLowerCase();
    const latencyMs = Math.round(performance.now() - started);
    const failures: string[] = [];
    for (const phrase of c.mustInclude ?? []) {
      if (!output.includes(phrase.toLowerCase())) failures.push(\`missing "\${phrase}"\`);
    }
    for (const phrase of c.mustNotInclude ?? []) {
      if (output.includes(phrase.toLowerCase())) failures.push(\`forbidden "\${phrase}"\`);
    }
    if (c.maxLatencyMs !== undefined && latencyMs > c.maxLatencyMs) {
      failures.push(\`latency \${latencyMs}ms > \${c.maxLatencyMs}ms\`);
    }
    results.push({ id: c.id, passed: failures.length === 0, failures, latencyMs });
  }
  return results;
}

// In CI: fail the job if the pass rate drops below the last accepted baseline.
export function gate(results: CaseResult[], baseline: number, tolerance = 0.02): void {
  const passRate = results.filter((r) => r.passed).length / results.length;
  console.log(\`pass rate \${(passRate * 100).toFixed(1)}% (baseline \${(baseline * 100).toFixed(1)}%)\`);
  if (passRate < baseline - tolerance) process.exit(1);
}`,
    },
    {
      type: 'p',
      text: 'For qualities that can’t be string-matched, such as tone or whether a summary left out something important, we use a second model as a grader with a narrow rubric and one yes-or-no question per criterion. We calibrate the grader against 50 human-labeled cases before trusting it, and re-check agreement whenever we change grader models. A grader that agrees with our reviewers less than 85% of the time is not allowed to gate anything.',
    },
    { type: 'h3', text: 'What goes into CI' },
    {
      type: 'ul',
      items: [
        'The full suite runs on every pull request that touches prompts, retrieval settings, model versions or tool definitions.',
        'Results are stored per case, so a reviewer can see which cases flipped, not just that the score moved.',
        'The gate compares against the last accepted baseline with a small tolerance, because sampling means identical code can score a point or two differently.',
        'Every production incident becomes a new case before it is fixed.',
      ],
    },
    {
      type: 'p',
      text: 'The eval set lives in the repository next to the prompts, as JSON files reviewed like any other code. When the client’s experts change an expectation, the diff shows exactly which cases moved and why, and six months later nobody has to guess why the feature behaves the way it does.',
    },
    { type: 'h2', id: 'what-it-has-caught', text: 'What it has caught' },
    {
      type: 'p',
      text: 'In the past year the harness has blocked, among other things, a model upgrade that improved average quality but started inventing discharge dates in clinical summaries; a retrieval change that doubled latency for long documents; and a prompt tweak that made responses friendlier and also dropped a legally required disclaimer in 9% of cases. None of those would have been visible in a demo.',
    },
    {
      type: 'quote',
      text: 'If you can’t say how a feature is measured, you are not ready to say that it works.',
    },
    {
      type: 'p',
      text: 'An eval harness is neither glamorous nor expensive. Ours takes about a week to set up on a new project, and it is the single biggest reason we are comfortable putting LLM features in front of patients, tenants and customers. If you are planning one for a regulated product, our [HIPAA-compliant software](/services/hipaa-compliant-software-development) practice applies the same discipline to where those cases, outputs and logs are stored.',
    },
  ],
} satisfies PostInput;
