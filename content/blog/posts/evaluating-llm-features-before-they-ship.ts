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
    de: 'In Demos wirkt jede LLM-Funktion fertig. Releases geben wir erst nach einem versionierten Satz echter Fälle, deterministischen Prüfungen und etwas Modellbewertung frei. So funktioniert unsere Evaluierungsumgebung – und das hat sie aufgedeckt.',
    ar: 'تبدو كل ميزة قائمة على نموذج لغوي مكتملةً في العروض التوضيحية. لذا نربط الإصدارات بمجموعة حالات حقيقية ذات إصدارات مُتتبَّعة، وبفحوص حتمية، وبقليل من التقييم بالنماذج. نشرح هنا كيف تعمل منظومتنا وما الذي كشفته.',
  },
  date: '2025-04-22',
  author: 'nadia-haddad',
  category: 'ai',
  tags: [
    { en: 'llm', de: 'LLM', ar: 'النماذج اللغوية الكبيرة' },
    { en: 'evals', de: 'Evals', ar: 'التقييمات' },
    { en: 'testing', de: 'Testing', ar: 'الاختبار' },
    { en: 'ci', de: 'CI', ar: 'التكامل المستمر (CI)' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'Every LLM feature we have built looked finished in its first demo. A model that summarizes a clinical note or drafts a reply to a tenant’s maintenance request does something impressive on the five examples the team picked. The problems show up on example 212, in a language nobody tested, or after the provider updates the model behind the same name. Since 2023 our [AI development](/services/ai-development) team has refused to ship an LLM feature without an eval suite that runs in CI, for the same reason we wouldn’t ship a payment flow without tests.',
        de: 'Jede LLM-Funktion, die wir gebaut haben, wirkte in ihrer ersten Demo fertig. Ein Modell, das eine klinische Notiz zusammenfasst oder eine Antwort auf die Reparaturanfrage eines Mieters entwirft, leistet Beeindruckendes bei den fünf Beispielen, die das Team ausgewählt hat. Die Probleme zeigen sich bei Beispiel 212, in einer Sprache, die niemand getestet hat, oder nachdem der Anbieter das Modell hinter demselben Namen aktualisiert hat. Seit 2023 weigert sich unser Team für [KI-Entwicklung](/services/ai-development), eine LLM-Funktion ohne eine Eval-Suite auszuliefern, die in der CI läuft – aus demselben Grund, aus dem wir keinen Bezahlprozess ohne Tests ausliefern würden.',
        ar: 'بدت كل ميزة بنيناها على نموذج لغوي كبير مكتملةً في عرضها التوضيحي الأول. فالنموذج الذي يلخّص ملاحظة سريرية أو يصوغ ردًا على طلب صيانة من أحد المستأجرين يؤدي أداءً مبهرًا على الأمثلة الخمسة التي اختارها الفريق. أما المشكلات فتظهر في المثال رقم 212، أو بلغة لم يختبرها أحد، أو بعد أن يحدّث المزود النموذج الذي يحمل الاسم نفسه. ومنذ عام 2023 يرفض فريق [تطوير الذكاء الاصطناعي](/services/ai-development) لدينا إطلاق أي ميزة قائمة على نموذج لغوي كبير دون مجموعة تقييمات تعمل ضمن CI، للسبب نفسه الذي يمنعنا من إطلاق مسار دفع دون اختبارات.',
      },
    },
    {
      type: 'h2',
      id: 'start-with-real-cases',
      text: {
        en: 'Start with real cases, not invented ones',
        de: 'Mit echten Fällen beginnen, nicht mit erfundenen',
        ar: 'ابدأ بحالات حقيقية لا مختلَقة',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The eval set is the product requirement. We build it before we touch prompts, from real inputs: anonymized support tickets, historical documents, conversations the client’s team has already handled. For a first release we aim for 150 to 300 cases, tagged by category, so we can see that the feature is strong on billing questions and weak on cancellations rather than reading a single average.',
        de: 'Das Eval-Set ist die Produktanforderung. Wir bauen es auf, bevor wir Prompts anfassen, und zwar aus echten Eingaben: anonymisierten Support-Tickets, historischen Dokumenten, Gesprächen, die das Team des Kunden bereits bearbeitet hat. Für ein erstes Release streben wir 150 bis 300 Fälle an, nach Kategorie getaggt, damit wir sehen, dass die Funktion bei Abrechnungsfragen stark und bei Kündigungen schwach ist, statt nur einen einzigen Durchschnittswert abzulesen.',
        ar: 'مجموعة التقييم هي متطلبات المنتج. ونبنيها قبل أن نلمس أي موجّه (prompt)، انطلاقًا من مدخلات حقيقية: تذاكر دعم مجهولة الهوية، ووثائق سابقة، ومحادثات سبق أن تعامل معها فريق العميل. وفي الإصدار الأول نستهدف ما بين 150 و300 حالة مصنّفة بوسوم حسب الفئة، لنرى أن الميزة قوية في أسئلة الفوترة وضعيفة في طلبات الإلغاء، بدلًا من الاكتفاء بقراءة متوسط واحد.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Each case records the input, what a good answer must contain, what it must never contain and, where there is a single right answer, that answer. Subject-matter experts on the client side review the expectations. An hour of their review is worth more than a week of prompt tuning.',
        de: 'Jeder Fall hält die Eingabe fest, was eine gute Antwort enthalten muss, was sie niemals enthalten darf und – wo es genau eine richtige Antwort gibt – diese Antwort. Fachexperten auf Kundenseite prüfen die Erwartungen. Eine Stunde ihrer Prüfung ist mehr wert als eine Woche Prompt-Tuning.',
        ar: 'تسجّل كل حالة المُدخل، وما يجب أن تتضمنه الإجابة الجيدة، وما يجب ألا تتضمنه أبدًا، والإجابة الصحيحة نفسها حيثما وُجدت إجابة صحيحة واحدة. ويراجع خبراء المجال لدى العميل هذه التوقعات. وساعة واحدة من مراجعتهم تساوي أكثر من أسبوع من ضبط الموجّهات.',
      },
    },
    {
      type: 'h2',
      id: 'deterministic-checks-first',
      text: {
        en: 'Deterministic checks first, model grading second',
        de: 'Zuerst deterministische Prüfungen, dann Bewertung durch ein Modell',
        ar: 'الفحوص الحتمية أولًا، ثم التقييم بالنموذج',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We lean on cheap, deterministic assertions wherever we can: required facts, forbidden phrases, valid JSON against a schema, citations that point to documents that were actually retrieved, latency budgets. They are fast, free and never disagree with themselves. Stripped of reporting, the core of our harness is not much more than this:',
        de: 'Wo immer möglich, setzen wir auf günstige, deterministische Assertions: Pflichtfakten, verbotene Formulierungen, valides JSON gemäß einem Schema, Quellenangaben, die auf tatsächlich abgerufene Dokumente verweisen, Latenzbudgets. Sie sind schnell, kostenlos und widersprechen sich nie selbst. Ohne das Reporting besteht der Kern unserer Evaluierungsumgebung aus kaum mehr als diesem Code:',
        ar: 'نعتمد حيثما أمكن على تحققات حتمية رخيصة: حقائق مطلوبة، وعبارات محظورة، وJSON صالح وفق مخطط محدد، واستشهادات تشير إلى وثائق جرى استرجاعها فعلًا، وحدود للتأخير الزمني. وهي سريعة ومجانية ولا تناقض نفسها أبدًا. وإذا جرّدنا منظومة التقييم لدينا من التقارير، فلن يزيد جوهرها كثيرًا على هذا:',
      },
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
      text: {
        en: 'For qualities that can’t be string-matched, such as tone or whether a summary left out something important, we use a second model as a grader with a narrow rubric and one yes-or-no question per criterion. We calibrate the grader against 50 human-labeled cases before trusting it, and re-check agreement whenever we change grader models. A grader that agrees with our reviewers less than 85% of the time is not allowed to gate anything.',
        de: 'Für Eigenschaften, die sich nicht per Zeichenkettenabgleich prüfen lassen – etwa der Tonfall oder ob eine Zusammenfassung etwas Wichtiges ausgelassen hat –, setzen wir ein zweites Modell als Bewerter ein, mit einem eng gefassten Bewertungsschema und einer Ja-Nein-Frage pro Kriterium. Wir kalibrieren den Bewerter an 50 von Menschen gelabelten Fällen, bevor wir ihm vertrauen, und prüfen die Übereinstimmung erneut, sobald wir das Bewertermodell wechseln. Ein Bewerter, der in weniger als 85\u00a0% der Fälle mit unseren Reviewern übereinstimmt, darf nichts freigeben oder blockieren.',
        ar: 'أما الخصائص التي لا يمكن التحقق منها بمطابقة النصوص، مثل النبرة أو ما إذا كان الملخص قد أغفل أمرًا مهمًا، فنستخدم لها نموذجًا ثانيًا مقيّمًا وفق معايير تقييم ضيقة وسؤال واحد بنعم أو لا لكل معيار. ونعايِر المقيّم على 50 حالة صنّفها بشر قبل أن نثق به، ونعيد فحص مدى التوافق كلما غيّرنا نموذج المقيّم. والمقيّم الذي يتفق مع مراجعينا في أقل من 85% من الحالات لا يُسمح له بأن يقرر قبول أي تغيير أو رفضه.',
      },
    },
    {
      type: 'h3',
      text: { en: 'What goes into CI', de: 'Was in die CI gehört', ar: 'ما الذي يدخل في CI' },
    },
    {
      type: 'ul',
      items: [
        {
          en: 'The full suite runs on every pull request that touches prompts, retrieval settings, model versions or tool definitions.',
          de: 'Die vollständige Suite läuft bei jedem Pull Request, der Prompts, Retrieval-Einstellungen, Modellversionen oder Tool-Definitionen berührt.',
          ar: 'تعمل المجموعة الكاملة عند كل طلب دمج (pull request) يمس الموجّهات أو إعدادات الاسترجاع أو إصدارات النماذج أو تعريفات الأدوات.',
        },
        {
          en: 'Results are stored per case, so a reviewer can see which cases flipped, not just that the score moved.',
          de: 'Die Ergebnisse werden pro Fall gespeichert, sodass ein Reviewer sieht, welche Fälle gekippt sind – nicht nur, dass sich der Score bewegt hat.',
          ar: 'تُحفظ النتائج لكل حالة على حدة، ليرى المراجع أي الحالات انقلبت نتيجتها، لا أن الدرجة تغيّرت فحسب.',
        },
        {
          en: 'The gate compares against the last accepted baseline with a small tolerance, because sampling means identical code can score a point or two differently.',
          de: 'Die Freigabeprüfung vergleicht mit dem zuletzt akzeptierten Referenzstand und lässt eine kleine Toleranz zu, denn durch das Sampling kann identischer Code ein oder zwei Punkte anders abschneiden.',
          ar: 'تقارن البوابة النتيجة بآخر خط أساس معتمد مع هامش تسامح صغير، لأن العشوائية في توليد المخرجات تعني أن الشيفرة نفسها قد تحصل على درجة تختلف بنقطة أو نقطتين.',
        },
        {
          en: 'Every production incident becomes a new case before it is fixed.',
          de: 'Jeder Vorfall in Produktion wird zu einem neuen Fall, bevor er behoben wird.',
          ar: 'كل حادثة في بيئة الإنتاج تتحول إلى حالة جديدة قبل إصلاحها.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'The eval set lives in the repository next to the prompts, as JSON files reviewed like any other code. When the client’s experts change an expectation, the diff shows exactly which cases moved and why, and six months later nobody has to guess why the feature behaves the way it does.',
        de: 'Das Eval-Set liegt im Repository neben den Prompts, als JSON-Dateien, die wie jeder andere Code geprüft werden. Wenn die Experten des Kunden eine Erwartung ändern, zeigt der Diff genau, welche Fälle sich verschoben haben und warum – und sechs Monate später muss niemand rätseln, warum sich die Funktion so verhält, wie sie es tut.',
        ar: 'تُحفظ مجموعة التقييم في المستودع بجوار الموجّهات، على هيئة ملفات JSON تُراجع كأي شيفرة أخرى. وحين يغيّر خبراء العميل أحد التوقعات، يُظهر الفرق بدقة أي الحالات تغيّرت ولماذا، وبعد ستة أشهر لا يضطر أحد إلى التخمين لمعرفة سبب تصرف الميزة على النحو الذي تتصرف به.',
      },
    },
    {
      type: 'h2',
      id: 'what-it-has-caught',
      text: {
        en: 'What it has caught',
        de: 'Was sie bisher aufgedeckt hat',
        ar: 'ما الذي كشفته حتى الآن',
      },
    },
    {
      type: 'p',
      text: {
        en: 'In the past year the harness has blocked, among other things, a model upgrade that improved average quality but started inventing discharge dates in clinical summaries; a retrieval change that doubled latency for long documents; and a prompt tweak that made responses friendlier and also dropped a legally required disclaimer in 9% of cases. None of those would have been visible in a demo.',
        de: 'Im vergangenen Jahr hat die Evaluierungsumgebung unter anderem Folgendes blockiert: ein Modell-Upgrade, das die durchschnittliche Qualität verbesserte, aber begann, in klinischen Zusammenfassungen Entlassungsdaten zu erfinden; eine Retrieval-Änderung, die die Latenz bei langen Dokumenten verdoppelte; und eine Prompt-Anpassung, die Antworten freundlicher machte und zugleich in 9\u00a0% der Fälle einen gesetzlich vorgeschriebenen Hinweis wegließ. Nichts davon wäre in einer Demo sichtbar gewesen.',
        ar: 'خلال العام الماضي منعت منظومة التقييم، من بين أمور أخرى، ترقيةً لنموذج حسّنت متوسط الجودة لكنها بدأت تختلق تواريخ خروج المرضى في الملخصات السريرية؛ وتغييرًا في الاسترجاع ضاعف زمن الاستجابة للوثائق الطويلة؛ وتعديلًا في أحد الموجّهات جعل الردود أكثر ودًّا لكنه أسقط أيضًا إخلاء مسؤولية يشترطه القانون في 9% من الحالات. ولم يكن أي من ذلك ليظهر في عرض توضيحي.',
      },
    },
    {
      type: 'quote',
      text: {
        en: 'If you can’t say how a feature is measured, you are not ready to say that it works.',
        de: 'Wenn Sie nicht sagen können, wie eine Funktion gemessen wird, sind Sie noch nicht so weit, zu behaupten, dass sie funktioniert.',
        ar: 'إذا لم تستطع أن تقول كيف تُقاس الميزة، فأنت لست مستعدًا للقول إنها تعمل.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'An eval harness is neither glamorous nor expensive. Ours takes about a week to set up on a new project, and it is the single biggest reason we are comfortable putting LLM features in front of patients, tenants and customers. If you are planning one for a regulated product, our [HIPAA-compliant software](/services/hipaa-compliant-software-development) practice applies the same discipline to where those cases, outputs and logs are stored.',
        de: 'Eine Evaluierungsumgebung ist weder glamourös noch teuer. Unsere lässt sich in einem neuen Projekt in etwa einer Woche aufsetzen, und sie ist der wichtigste Grund, warum wir LLM-Funktionen guten Gewissens Patienten, Mietern und Kunden bereitstellen. Wenn Sie eine solche Umgebung für ein reguliertes Produkt planen, wendet unser Bereich für [HIPAA-konforme Software](/services/hipaa-compliant-software-development) dieselbe Disziplin darauf an, wo diese Fälle, Ausgaben und Logs gespeichert werden.',
        ar: 'منظومة التقييم ليست براقة ولا مكلفة. فإعداد منظومتنا يستغرق نحو أسبوع في أي مشروع جديد، وهي السبب الأكبر لاطمئناننا إلى وضع ميزات النماذج اللغوية الكبيرة بين أيدي المرضى والمستأجرين والعملاء. وإذا كنت تخطط لمنظومة مماثلة لمنتج خاضع للتنظيم، فإن فريق [البرمجيات المتوافقة مع HIPAA](/services/hipaa-compliant-software-development) لدينا يطبّق الانضباط نفسه على أماكن تخزين هذه الحالات والمخرجات والسجلات.',
      },
    },
  ],
} satisfies PostInput;
