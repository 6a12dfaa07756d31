import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'llm-feature-cost-per-resolved-task',
  title: {
    en: 'Pricing an LLM feature: measure cost per resolved task, not cost per token',
    de: 'LLM-Funktionen kalkulieren: Kosten pro gelöster Aufgabe messen, nicht pro Token',
    ar: 'تسعير ميزة قائمة على LLM: قِس التكلفة لكل مهمة منجزة لا لكل رمز',
  },
  metaTitle: {
    en: 'Pricing an LLM feature: cost per resolved task, not per token',
    de: 'LLM-Funktion kalkulieren: Kosten pro gelöster Aufgabe, nicht pro Token',
    ar: 'تسعير ميزات LLM: التكلفة لكل مهمة منجزة لا لكل رمز',
  },
  excerpt: {
    en: 'Token prices keep falling, yet LLM features still overrun their budgets. The number that matters is what it costs to get one task actually done, including retries, long contexts and the person who checks the output.',
    de: 'Die Token-Preise sinken weiter, und doch sprengen LLM-Funktionen ihr Budget. Entscheidend ist, was es kostet, eine Aufgabe wirklich zu erledigen – inklusive Wiederholungen, langer Kontexte und der Person, die das Ergebnis prüft.',
    ar: 'تواصل أسعار الرموز (Tokens) انخفاضها، ومع ذلك لا تزال ميزات LLM تتجاوز ميزانياتها. فالرقم المهم هو تكلفة إنجاز مهمة واحدة فعليًا، بما في ذلك إعادة المحاولات والسياقات الطويلة والشخص الذي يراجع المخرجات.',
  },
  date: '2026-08-18',
  author: 'nadia-haddad',
  category: 'ai',
  tags: [
    { en: 'llm', de: 'LLM', ar: 'النماذج اللغوية الكبيرة' },
    { en: 'cost', de: 'Kosten', ar: 'التكلفة' },
    { en: 'unit-economics', de: 'Unit Economics', ar: 'اقتصاديات الوحدة' },
    { en: 'observability', de: 'Observability', ar: 'قابلية المراقبة' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'Almost every LLM budget conversation we have with clients starts with a provider’s price sheet: so many dollars per million input tokens, so many per million output tokens. Multiply by expected volume, add a margin, done. Then the first invoice arrives at three to five times the estimate. Per-token prices have fallen sharply over the past two years, but the cost of the features built on them hasn’t fallen at the same rate, because the number of tokens per task keeps rising.',
        de: 'Fast jedes Gespräch über LLM-Budgets, das wir mit Kunden führen, beginnt mit der Preisliste eines Anbieters: so viele Dollar pro Million Input-Tokens, so viele pro Million Output-Tokens. Mit dem erwarteten Volumen multiplizieren, eine Marge aufschlagen, fertig. Dann kommt die erste Rechnung – und liegt beim Drei- bis Fünffachen der Schätzung. Die Preise pro Token sind in den vergangenen zwei Jahren stark gefallen, die Kosten der darauf aufbauenden Funktionen aber nicht im gleichen Maß, denn die Zahl der Tokens pro Aufgabe steigt immer weiter.',
        ar: 'تبدأ كل محادثة تقريبًا نجريها مع عملائنا حول ميزانية النماذج اللغوية الكبيرة (LLM) بقائمة أسعار أحد المزوّدين: كذا دولارًا لكل مليون رمز إدخال، وكذا لكل مليون رمز إخراج. اضرب ذلك في الحجم المتوقع، وأضف هامشًا، وانتهى الأمر. ثم تصل الفاتورة الأولى بثلاثة إلى خمسة أضعاف التقدير. لقد انخفضت أسعار الرموز انخفاضًا حادًا خلال العامين الماضيين، لكن تكلفة الميزات المبنية عليها لم تنخفض بالوتيرة نفسها، لأن عدد الرموز اللازمة لكل مهمة في ازدياد مستمر.',
      },
    },
    {
      type: 'h2',
      id: 'where-the-tokens-go',
      text: {
        en: 'Where the tokens actually go',
        de: 'Wohin die Tokens tatsächlich fließen',
        ar: 'أين تذهب الرموز فعلًا',
      },
    },
    {
      type: 'p',
      text: {
        en: 'When we instrument a feature in production, the prompt the team carefully designed is rarely the largest cost. The usual suspects are elsewhere:',
        de: 'Wenn wir eine Funktion im Produktivbetrieb instrumentieren, ist der sorgfältig gestaltete Prompt des Teams selten der größte Kostenfaktor. Die üblichen Verdächtigen sitzen woanders:',
        ar: 'عندما نُضيف أدوات القياس إلى ميزة تعمل في بيئة الإنتاج، نادرًا ما تكون التعليمات (Prompt) التي صمّمها الفريق بعناية هي مصدر التكلفة الأكبر. فالمتهمون المعتادون في مكان آخر:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**Context stuffing.** Retrieval that returns 20 chunks when 5 would do, or a full conversation history resent on every turn. In one document-review feature, 82% of input tokens were context the model never cited.',
          de: '**Überladener Kontext.** Retrieval, das 20 Chunks liefert, wo 5 genügen würden, oder ein kompletter Gesprächsverlauf, der bei jeder Runde erneut gesendet wird. Bei einer Funktion zur Dokumentenprüfung waren 82\u00a0% der Input-Tokens Kontext, den das Modell nie zitierte.',
          ar: '**حشو السياق.** استرجاع يُعيد 20 مقطعًا حين تكفي 5، أو سجل محادثة كامل يُعاد إرساله في كل دورة. وفي إحدى ميزات مراجعة المستندات، كان 82% من رموز الإدخال سياقًا لم يستشهد به النموذج قط.',
        },
        {
          en: '**Retries and validation loops.** A structured-output call that fails schema validation and retries, sometimes three times, resending the full context each time.',
          de: '**Wiederholungen und Validierungsschleifen.** Ein Aufruf mit strukturierter Ausgabe, der an der Schema-Validierung scheitert und es erneut versucht, manchmal dreimal, und dabei jedes Mal den vollständigen Kontext neu sendet.',
          ar: '**إعادة المحاولات وحلقات التحقق.** استدعاء بمخرجات منظَّمة يفشل في اجتياز التحقق من المخطط (Schema) فيُعاد، أحيانًا ثلاث مرات، مع إعادة إرسال السياق كاملًا في كل مرة.',
        },
        {
          en: '**Agent loops.** Tool-using agents that take 12 steps where 4 would do, each step carrying a growing transcript.',
          de: '**Agentenschleifen.** Agenten mit Tool-Zugriff, die 12 Schritte brauchen, wo 4 genügen würden, wobei jeder Schritt ein wachsendes Protokoll mitschleppt.',
          ar: '**حلقات الوكلاء.** وكلاء يستخدمون الأدوات وينفّذون 12 خطوة حيث تكفي 4، وتحمل كل خطوة سجلًا يتضخم باستمرار.',
        },
        {
          en: '**Reasoning tokens.** Models that think before answering bill for that thinking as output tokens, which are the expensive ones.',
          de: '**Reasoning-Tokens.** Modelle, die vor der Antwort nachdenken, berechnen dieses Nachdenken als Output-Tokens – und die sind die teuren.',
          ar: '**رموز الاستدلال.** النماذج التي تفكّر قبل أن تجيب تحتسب هذا التفكير رموزَ إخراج، وهي الرموز الأغلى ثمنًا.',
        },
        {
          en: '**Human review.** The line item nobody puts in the model budget: the minutes a person spends checking or correcting the output.',
          de: '**Menschliche Prüfung.** Der Posten, den niemand ins Modellbudget aufnimmt: die Minuten, die eine Person mit dem Prüfen oder Korrigieren der Ausgabe verbringt.',
          ar: '**المراجعة البشرية.** البند الذي لا يُدرجه أحد في ميزانية النموذج: الدقائق التي يقضيها شخص في مراجعة المخرجات أو تصحيحها.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'the-metric-we-use',
      text: {
        en: 'The metric we use',
        de: 'Die Kennzahl, mit der wir arbeiten',
        ar: 'المقياس الذي نعتمده',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We track one number per feature: fully loaded cost per resolved task. Resolved means the task was completed without the user abandoning it or escalating to a person who redid the work. Fully loaded means model cost plus review time. The calculation is simple enough to run from request logs:',
        de: 'Wir verfolgen eine einzige Zahl pro Funktion: die Vollkosten pro gelöster Aufgabe. Gelöst heißt, dass die Aufgabe erledigt wurde, ohne dass der Nutzer abgebrochen oder an eine Person eskaliert hat, die die Arbeit neu machen musste. Vollkosten heißt Modellkosten plus Prüfzeit. Die Berechnung ist so einfach, dass sie sich direkt aus den Request-Logs ausführen lässt:',
        ar: 'نتتبّع رقمًا واحدًا لكل ميزة: التكلفة الكاملة لكل مهمة منجزة. ونعني بالمنجزة أن المهمة اكتملت دون أن يتخلى عنها المستخدم أو يُصعّدها إلى شخص أعاد إنجاز العمل. ونعني بالتكلفة الكاملة تكلفة النموذج مضافًا إليها وقت المراجعة. والحساب بسيط بما يكفي لإجرائه انطلاقًا من سجلات الطلبات:',
      },
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
      text: {
        en: 'The results are often surprising. On a claims-intake assistant for a fintech client, model cost was about $0.04 per request, which everyone was pleased with. But a reviewer spent six minutes correcting the 30% of cases that needed it, and 12% of requests ended in escalation. Fully loaded, each resolved task cost $1.58. The manual process it replaced cost about $9 per claim, so the feature was clearly worth it, but it was review time, not tokens, that deserved the optimization effort.',
        de: 'Die Ergebnisse überraschen oft. Bei einem Assistenten zur Aufnahme von Schadensmeldungen für einen Fintech-Kunden lagen die Modellkosten bei etwa 0,04\u00a0$ pro Anfrage, womit alle zufrieden waren. Doch ein Prüfer brauchte sechs Minuten, um die 30\u00a0% der Fälle zu korrigieren, bei denen das nötig war, und 12\u00a0% der Anfragen endeten in einer Eskalation. Mit Vollkosten gerechnet kostete jede gelöste Aufgabe 1,58\u00a0$. Der manuelle Prozess, den die Funktion ersetzte, kostete rund 9\u00a0$ pro Schadensfall – die Funktion hat sich also eindeutig gelohnt, doch Optimierungsaufwand lohnte sich bei der Prüfzeit, nicht bei den Tokens.',
        ar: 'وكثيرًا ما تكون النتائج مفاجئة. ففي مساعد لاستقبال المطالبات لدى أحد عملائنا في قطاع التقنية المالية، بلغت تكلفة النموذج نحو $0.04 لكل طلب، وهو ما أرضى الجميع. لكن أحد المراجعين كان يقضي ست دقائق في تصحيح الـ30% من الحالات التي احتاجت إلى تصحيح، وانتهى 12% من الطلبات بالتصعيد. وبحساب التكلفة الكاملة، بلغت تكلفة كل مهمة منجزة $1.58. وكانت العملية اليدوية التي حلّت الميزة محلها تكلّف نحو $9 لكل مطالبة، فكانت الميزة مجدية بوضوح، لكن وقت المراجعة، لا الرموز، هو ما كان يستحق جهود التحسين.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Two practical notes on the inputs. Take token counts from the usage fields the provider returns with each response, not from your own tokenizer estimates, which drift from billed usage as soon as tools, images or cached prompts are involved. And take review minutes from timestamps in the review tool itself, because people consistently underestimate how long they spend correcting output.',
        de: 'Zwei praktische Hinweise zu den Eingangsdaten. Nehmen Sie die Token-Zahlen aus den Usage-Feldern, die der Anbieter mit jeder Antwort zurückgibt, nicht aus eigenen Tokenizer-Schätzungen – die weichen von der abgerechneten Nutzung ab, sobald Tools, Bilder oder gecachte Prompts im Spiel sind. Und nehmen Sie die Prüfminuten aus den Zeitstempeln im Prüfwerkzeug selbst, denn Menschen unterschätzen durchweg, wie lange sie mit dem Korrigieren von Ausgaben verbringen.',
        ar: 'ثمة ملاحظتان عمليتان حول المدخلات. خذ أعداد الرموز من حقول الاستخدام التي يُعيدها المزوّد مع كل استجابة، لا من تقديرات أداة التقطيع (Tokenizer) الخاصة بك، إذ تبتعد هذه التقديرات عن الاستخدام المُفوتَر بمجرد دخول الأدوات أو الصور أو التعليمات المخزّنة مؤقتًا في الحسبان. وخذ دقائق المراجعة من الطوابع الزمنية في أداة المراجعة نفسها، لأن الناس يقلّلون دائمًا من تقدير الوقت الذي يقضونه في تصحيح المخرجات.',
      },
    },
    {
      type: 'h2',
      id: 'levers-that-move-it',
      text: {
        en: 'Levers that actually move the number',
        de: 'Hebel, die die Zahl wirklich bewegen',
        ar: 'روافع تُحرّك الرقم فعلًا',
      },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**Fix retrieval before buying a bigger model.** Fewer, better chunks cut input tokens and usually improve accuracy at the same time.',
          de: '**Reparieren Sie das Retrieval, bevor Sie ein größeres Modell kaufen.** Weniger, dafür bessere Chunks senken die Input-Tokens und verbessern meist zugleich die Genauigkeit.',
          ar: '**أصلِح الاسترجاع قبل شراء نموذج أكبر.** فالمقاطع الأقل عددًا والأفضل جودة تخفّض رموز الإدخال، وعادةً ما تحسّن الدقة في الوقت نفسه.',
        },
        {
          en: '**Route by difficulty.** A small, fast model handles the easy majority of requests, and only the rest go to a frontier model. Our eval suite decides where the line sits.',
          de: '**Nach Schwierigkeit verteilen.** Ein kleines, schnelles Modell übernimmt die einfache Mehrheit der Anfragen, nur der Rest geht an ein Frontier-Modell. Wo die Grenze liegt, entscheidet unsere Eval-Suite.',
          ar: '**وجّه الطلبات حسب صعوبتها.** يتولى نموذج صغير وسريع الأغلبية السهلة من الطلبات، ولا يُحال إلى نموذج من الطراز الأكثر تقدمًا إلا ما تبقى. وتحدد مجموعة التقييمات لدينا أين يقع الحد الفاصل.',
        },
        {
          en: '**Use prompt caching** for long, stable system prompts and shared reference documents. The major providers now discount cached input tokens heavily.',
          de: '**Nutzen Sie Prompt-Caching** für lange, stabile System-Prompts und gemeinsam genutzte Referenzdokumente. Die großen Anbieter gewähren auf gecachte Input-Tokens inzwischen hohe Rabatte.',
          ar: '**استخدم التخزين المؤقت للتعليمات (Prompt Caching)** مع تعليمات النظام الطويلة والثابتة والمستندات المرجعية المشتركة. إذ يقدّم كبار المزوّدين الآن خصومات كبيرة على رموز الإدخال المخزّنة مؤقتًا.',
        },
        {
          en: '**Cap agent steps and retries**, and log every time a cap is hit. A capped failure is cheaper and easier to debug than an uncapped success.',
          de: '**Begrenzen Sie Agentenschritte und Wiederholungen** und protokollieren Sie jedes Erreichen einer Grenze. Ein begrenzter Fehlschlag ist billiger und leichter zu debuggen als ein unbegrenzter Erfolg.',
          ar: '**ضع حدًا أقصى لخطوات الوكيل وإعادة المحاولات**، وسجّل كل مرة يُبلَغ فيها هذا الحد. فالفشل المحدود أرخص وأسهل في تتبّع أخطائه من النجاح غير المحدود.',
        },
        {
          en: '**Design the review step.** Showing reviewers which fields the model was least sure about cut review time by more than half on the claims project.',
          de: '**Gestalten Sie den Prüfschritt.** Als wir den Prüfern anzeigten, bei welchen Feldern sich das Modell am wenigsten sicher war, sank die Prüfzeit im Schadensprojekt um mehr als die Hälfte.',
          ar: '**صمّم خطوة المراجعة.** في مشروع المطالبات، أدى إظهار الحقول التي كان النموذج أقل ثقة بها للمراجعين إلى خفض وقت المراجعة بأكثر من النصف.',
        },
      ],
    },
    {
      type: 'quote',
      text: {
        en: 'Nobody buys tokens. They buy tasks that get done. Budget for that.',
        de: 'Niemand kauft Tokens. Gekauft werden erledigte Aufgaben. Planen Sie Ihr Budget danach.',
        ar: 'لا أحد يشتري الرموز، بل يشتري الناس مهامّ تُنجَز. فخطّط ميزانيتك على هذا الأساس.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Cost per resolved task also keeps the business case honest. It can be compared directly with the cost of the manual process, and it moves when quality moves, which cost per token never will. When our [AI development](/services/ai-development) team scopes a new feature, we estimate this number before we write a prompt, and our [app maintenance](/services/app-maintenance) team reports it every month after launch, next to uptime and error rates.',
        de: 'Die Kosten pro gelöster Aufgabe halten zudem den Business Case ehrlich. Sie lassen sich direkt mit den Kosten des manuellen Prozesses vergleichen und bewegen sich, wenn sich die Qualität bewegt – was die Kosten pro Token nie tun werden. Wenn unser Team für [KI-Entwicklung](/services/ai-development) eine neue Funktion plant, schätzen wir diese Zahl, bevor wir einen Prompt schreiben, und unser Team für [App-Wartung](/services/app-maintenance) meldet sie nach dem Launch jeden Monat, neben Uptime und Fehlerraten.',
        ar: 'كما أن التكلفة لكل مهمة منجزة تُبقي دراسة الجدوى صادقة. فهي قابلة للمقارنة مباشرة مع تكلفة العملية اليدوية، وتتغير حين تتغير الجودة، وهو ما لن تفعله التكلفة لكل رمز أبدًا. وعندما يحدد فريق [تطوير الذكاء الاصطناعي](/services/ai-development) لدينا نطاق ميزة جديدة، نقدّر هذا الرقم قبل أن نكتب أي تعليمات، ويرفعه فريق [صيانة التطبيقات](/services/app-maintenance) في تقرير شهري بعد الإطلاق، إلى جانب مدة التشغيل ومعدلات الأخطاء.',
      },
    },
  ],
} satisfies PostInput;
