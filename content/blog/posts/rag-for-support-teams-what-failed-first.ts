import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'rag-for-support-teams-what-failed-first',
  title: {
    en: 'Retrieval-augmented generation for support teams: what failed first',
    de: 'Retrieval-Augmented Generation für Supportteams: Was zuerst scheiterte',
    ar: 'التوليد المعزّز بالاسترجاع لفرق الدعم: ما الذي أخفق أولًا',
  },
  excerpt: {
    en: 'We have built RAG assistants for four support organizations. The model was never the first thing to fail. Stale articles, bad chunking and missing filters were, in that order. Here is what we changed.',
    de: 'Wir haben RAG-Assistenten für vier Supportorganisationen gebaut. Das Modell versagte nie als Erstes, sondern veraltete Artikel, schlechtes Chunking und fehlende Filter – in dieser Reihenfolge. Das haben wir geändert.',
    ar: 'بنينا مساعدات RAG لأربع مؤسسات دعم، ولم يكن النموذج قط أول ما أخفق، بل المقالات القديمة، ثم التقطيع السيئ، ثم غياب عوامل التصفية، بهذا الترتيب. وإليك ما غيّرناه.',
  },
  date: '2025-10-14',
  author: 'owen-whitaker',
  category: 'ai',
  tags: [
    { en: 'rag', de: 'RAG', ar: 'RAG' },
    { en: 'llm', de: 'LLM', ar: 'النماذج اللغوية الكبيرة' },
    { en: 'customer-support', de: 'Kundensupport', ar: 'دعم العملاء' },
    { en: 'pgvector', de: 'pgvector', ar: 'pgvector' },
    { en: 'search', de: 'Suche', ar: 'البحث' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'Retrieval-augmented generation sounds like an ideal fit for customer support: take the help center, the internal runbooks and a few thousand resolved tickets, put them behind a search index, and let a model draft answers grounded in what the company already knows. We have built these assistants for four support organizations over the past two years: one in SaaS, one in real estate and two in healthcare. All four eventually worked. None worked the way the first architecture diagram said it would, and in every case the language model was the last thing we had to fix.',
        de: 'Retrieval-Augmented Generation klingt wie gemacht für den Kundensupport: Man nimmt das Help Center, die internen Runbooks und einige tausend gelöste Tickets, legt einen Suchindex darüber und lässt ein Modell Antworten entwerfen, die auf dem Wissen beruhen, über das das Unternehmen bereits verfügt. In den vergangenen zwei Jahren haben wir solche Assistenten für vier Supportorganisationen gebaut: eine im SaaS-Bereich, eine in der Immobilienbranche und zwei im Gesundheitswesen. Alle vier funktionierten am Ende. Keiner funktionierte so, wie es das erste Architekturdiagramm vorsah, und in jedem Fall war das Sprachmodell das Letzte, was wir reparieren mussten.',
        ar: 'يبدو التوليد المعزّز بالاسترجاع (RAG) مناسبًا تمامًا لدعم العملاء: خذ مركز المساعدة، وأدلة التشغيل الداخلية، وبضعة آلاف من التذاكر المحلولة، وضعها خلف فهرس بحث، ودع نموذجًا يصوغ إجابات مستندة إلى ما تعرفه الشركة أصلًا. وقد بنينا هذه المساعدات لأربع مؤسسات دعم خلال العامين الماضيين: واحدة في قطاع SaaS، وواحدة في قطاع العقارات، واثنتان في الرعاية الصحية. ونجحت الأربع جميعها في النهاية، لكن أيًّا منها لم يعمل كما رسمه مخطط البنية الأول، وفي كل حالة كان النموذج اللغوي آخر ما احتجنا إلى إصلاحه.',
      },
    },
    {
      type: 'h2',
      id: 'the-knowledge-base-was-wrong',
      text: {
        en: 'Failure one: the knowledge base was wrong',
        de: 'Fehler eins: Die Wissensdatenbank stimmte nicht',
        ar: 'الإخفاق الأول: قاعدة المعرفة كانت خاطئة',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The first failure was always content. Help centers accumulate articles that describe a settings page that moved two releases ago, a pricing tier that no longer exists, or a workaround for a bug that has since been fixed. Experienced agents know which articles to ignore. A retriever doesn’t. In the first week of one pilot, 31% of the answers agents flagged as wrong were faithful summaries of outdated articles.',
        de: 'Der erste Fehler lag immer im Inhalt. In Help Centern sammeln sich Artikel an, die eine Einstellungsseite beschreiben, die vor zwei Releases umgezogen ist, einen Preisplan, den es nicht mehr gibt, oder einen Workaround für einen Bug, der längst behoben ist. Erfahrene Supportmitarbeitende wissen, welche Artikel sie ignorieren können. Ein Retriever weiß das nicht. In der ersten Woche eines Pilotprojekts waren 31\u00a0% der Antworten, die das Supportteam als falsch markierte, getreue Zusammenfassungen veralteter Artikel.',
        ar: 'كان الإخفاق الأول دائمًا في المحتوى. فمراكز المساعدة تتراكم فيها مقالات تصف صفحة إعدادات نُقلت قبل إصدارين، أو فئة تسعير لم تعد موجودة، أو حلًا مؤقتًا لخلل أُصلح منذ ذلك الحين. ويعرف موظفو الدعم المتمرسون أي المقالات ينبغي تجاهلها، أما أداة الاسترجاع فلا تعرف. وفي الأسبوع الأول من أحد المشاريع التجريبية، كانت 31% من الإجابات التي وسمها موظفو الدعم بأنها خاطئة ملخصاتٍ أمينة لمقالات قديمة.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'What fixed it was not better prompting. We added last-reviewed dates and product-version metadata to every document, filtered retrieval on them, and gave the support team a weekly report of the articles the assistant cited most, sorted by age. In effect, the assistant funded a help-center cleanup the team had been postponing for years.',
        de: 'Was half, war kein besseres Prompting. Wir versahen jedes Dokument mit dem Datum der letzten Prüfung und Metadaten zur Produktversion, filterten das Retrieval danach und gaben dem Supportteam einen wöchentlichen Bericht über die Artikel, die der Assistent am häufigsten zitierte, nach Alter sortiert. Im Grunde finanzierte der Assistent so das Aufräumen des Help Centers, das das Team seit Jahren vor sich hergeschoben hatte.',
        ar: 'ولم يكن الحل في تحسين صياغة التعليمات، بل أضفنا إلى كل مستند تاريخ آخر مراجعة وبيانات وصفية عن إصدار المنتج، وصفّينا الاسترجاع بناءً عليها، وزوّدنا فريق الدعم بتقرير أسبوعي عن المقالات التي يستشهد بها المساعد أكثر من غيرها، مرتبةً حسب قِدمها. وفي الواقع، موّل المساعد عملية تنظيف لمركز المساعدة كان الفريق يؤجلها منذ سنوات.',
      },
    },
    {
      type: 'h2',
      id: 'chunking-cut-answers-in-half',
      text: {
        en: 'Failure two: chunking that cut answers in half',
        de: 'Fehler zwei: Chunking, das Antworten halbierte',
        ar: 'الإخفاق الثاني: تقطيع يشطر الإجابات نصفين',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Most RAG tutorials split documents into fixed windows of a few hundred tokens. Support content has structure: a troubleshooting article is a symptom, then a list of steps, then the exceptions. Fixed windows regularly separated step four from step five, or cut “this does not apply to enterprise plans” away from the steps it qualified, and the model confidently answered with half a procedure.',
        de: 'Die meisten RAG-Tutorials teilen Dokumente in feste Fenster von einigen hundert Tokens. Supportinhalte haben aber eine Struktur: Ein Artikel zur Fehlerbehebung besteht aus einem Symptom, dann einer Liste von Schritten, dann den Ausnahmen. Feste Fenster trennten regelmäßig Schritt vier von Schritt fünf oder schnitten „Dies gilt nicht für Enterprise-Tarife“ von den Schritten ab, die dieser Satz einschränkte – und das Modell antwortete selbstbewusst mit einer halben Anleitung.',
        ar: 'تقسّم معظم الدروس التعليمية حول RAG المستندات إلى نوافذ ثابتة من بضع مئات من الرموز. لكن محتوى الدعم له بنية: فمقالة استكشاف الأخطاء وإصلاحها تبدأ بعَرَض، ثم قائمة خطوات، ثم الاستثناءات. وكثيرًا ما فصلت النوافذ الثابتة الخطوة الرابعة عن الخامسة، أو عزلت عبارة «لا ينطبق هذا على خطط المؤسسات» عن الخطوات التي تقيّدها، فأجاب النموذج بثقة بنصف إجراء.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We now chunk on document structure, one section per heading, keep the article title and heading path in every chunk, and cap chunk size instead of fixing it. For resolved tickets, we index a cleaned summary of the problem and its resolution rather than the raw thread, which is mostly greetings, signatures and quoted replies.',
        de: 'Heute chunken wir entlang der Dokumentstruktur, ein Abschnitt pro Überschrift, behalten Artikeltitel und Überschriftenpfad in jedem Chunk und begrenzen die Chunk-Größe, statt sie festzulegen. Bei gelösten Tickets indexieren wir eine bereinigte Zusammenfassung des Problems und seiner Lösung statt des rohen Threads, der größtenteils aus Begrüßungen, Signaturen und zitierten Antworten besteht.',
        ar: 'أصبحنا الآن نقطّع وفق بنية المستند، بمقطع لكل عنوان، ونُبقي عنوان المقالة ومسار العناوين في كل مقطع، ونضع حدًا أقصى لحجم المقطع بدلًا من تثبيته. أما التذاكر المحلولة، فنفهرس ملخصًا منقّحًا للمشكلة وحلها بدلًا من سلسلة الرسائل الخام، التي تتكون في معظمها من التحيات والتواقيع والردود المقتبسة.',
      },
    },
    {
      type: 'h2',
      id: 'retrieval-ignored-who-was-asking',
      text: {
        en: 'Failure three: retrieval that ignored who was asking',
        de: 'Fehler drei: Retrieval, das ignorierte, wer fragte',
        ar: 'الإخفاق الثالث: استرجاع يتجاهل هوية السائل',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Similarity search will happily return the right answer for the wrong product, plan or region. A customer on a legacy plan was told about a feature that only exists on the new one; a European customer was quoted US data-retention terms. The fix is to filter on metadata before ranking by similarity. With Postgres and pgvector, the schema and query look like this:',
        de: 'Die Ähnlichkeitssuche liefert bereitwillig die richtige Antwort für das falsche Produkt, den falschen Tarif oder die falsche Region. Einem Kunden mit einem Alttarif wurde eine Funktion erklärt, die es nur im neuen gibt; einem europäischen Kunden wurden die US-Aufbewahrungsfristen für Daten genannt. Die Lösung: vor dem Ranking nach Ähnlichkeit nach Metadaten filtern. Mit Postgres und pgvector sehen Schema und Abfrage so aus:',
        ar: 'يُعيد البحث بالتشابه عن طيب خاطر الإجابة الصحيحة للمنتج أو الخطة أو المنطقة الخاطئة. فقد أُخبر عميل على خطة قديمة بميزة لا توجد إلا في الخطة الجديدة، وعُرضت على عميل أوروبي شروط الاحتفاظ بالبيانات المعمول بها في الولايات المتحدة. والحل هو التصفية وفق البيانات الوصفية قبل الترتيب حسب التشابه. ومع Postgres وpgvector، يبدو المخطط والاستعلام على النحو التالي:',
      },
    },
    {
      type: 'code',
      language: 'sql',
      code: `CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE kb_chunks (
  id          bigserial PRIMARY KEY,
  article_id  bigint NOT NULL,
  product     text NOT NULL,
  region      text NOT NULL,
  reviewed_at timestamptz NOT NULL,
  content     text NOT NULL,
  embedding   vector(1536) NOT NULL
);

CREATE INDEX ON kb_chunks USING hnsw (embedding vector_cosine_ops);
CREATE INDEX ON kb_chunks (product, region);

-- $1: query embedding, $2: customer's product, $3: customer's region
SELECT article_id, content, 1 - (embedding <=> $1) AS similarity
FROM kb_chunks
WHERE product = $2
  AND region IN ($3, 'global')
  AND reviewed_at > now() - interval '18 months'
ORDER BY embedding <=> $1
LIMIT 8;`,
    },
    {
      type: 'p',
      text: {
        en: 'One detail to watch: with an approximate index such as HNSW, a selective filter can return fewer rows than the limit, because the filter is applied to the candidates the index produces. On pgvector 0.8 and later, turning on iterative index scans with hnsw.iterative_scan largely solves this; on older versions, raise hnsw.ef_search or partition the table by product.',
        de: 'Ein Detail, auf das Sie achten sollten: Bei einem approximativen Index wie HNSW kann ein selektiver Filter weniger Zeilen als das Limit zurückgeben, weil der Filter auf die Kandidaten angewendet wird, die der Index liefert. Ab pgvector 0.8 löst das Aktivieren iterativer Index-Scans mit hnsw.iterative_scan dieses Problem weitgehend; bei älteren Versionen erhöhen Sie hnsw.ef_search oder partitionieren die Tabelle nach Produkt.',
        ar: 'ثمة تفصيل ينبغي الانتباه إليه: مع فهرس تقريبي مثل HNSW، قد يُعيد عامل التصفية الانتقائي صفوفًا أقل من الحد المطلوب، لأن التصفية تُطبَّق على المرشحين الذين يُنتجهم الفهرس. وفي pgvector 0.8 وما بعده، يحلّ تفعيل عمليات المسح التكراري للفهرس عبر hnsw.iterative_scan هذه المشكلة إلى حد كبير؛ أما في الإصدارات الأقدم، فارفع قيمة hnsw.ef_search أو قسّم الجدول حسب المنتج.',
      },
    },
    {
      type: 'h2',
      id: 'what-we-measure-now',
      text: { en: 'What we measure now', de: 'Was wir heute messen', ar: 'ما نقيسه الآن' },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**Retrieval hit rate:** for a labeled set of 200 real questions, did the correct article appear in the top eight chunks? We work on retrieval until this is above 90% before we tune prompts at all.',
          de: '**Retrieval-Trefferquote:** Erschien bei einem gelabelten Satz von 200 echten Fragen der richtige Artikel unter den ersten acht Chunks? Wir arbeiten so lange am Retrieval, bis dieser Wert über 90\u00a0% liegt, bevor wir überhaupt Prompts optimieren.',
          ar: '**معدل إصابة الاسترجاع:** في مجموعة مصنّفة من 200 سؤال حقيقي، هل ظهرت المقالة الصحيحة ضمن أعلى ثمانية مقاطع؟ ونواصل العمل على الاسترجاع حتى يتجاوز هذا المعدل 90% قبل أن نبدأ أصلًا في ضبط التعليمات.',
        },
        {
          en: '**Grounded answer rate:** the share of answers in which every claim is supported by a retrieved chunk, checked by a grader model calibrated against agent reviews.',
          de: '**Quote belegter Antworten:** der Anteil der Antworten, bei denen jede Aussage durch einen abgerufenen Chunk gestützt wird, geprüft von einem Bewertungsmodell, das anhand von Bewertungen des Supportteams kalibriert ist.',
          ar: '**معدل الإجابات المستندة إلى مصادر:** نسبة الإجابات التي يدعم فيها مقطعٌ مسترجَع كلَّ ادعاء، ويتحقق منها نموذج تقييم معايَر وفق مراجعات موظفي الدعم.',
        },
        {
          en: '**Agent edit distance:** how much agents change a draft before sending it. It is the most honest measure of usefulness we have found.',
          de: '**Bearbeitungsdistanz im Support:** wie stark Supportmitarbeitende einen Entwurf vor dem Versand ändern. Es ist das ehrlichste Maß für Nützlichkeit, das wir gefunden haben.',
          ar: '**مسافة التعديل لدى موظفي الدعم:** مقدار ما يغيّره موظفو الدعم في المسودة قبل إرسالها. وهو أصدق مقياس للفائدة وجدناه حتى الآن.',
        },
        {
          en: '**Deflection, last.** Teams want to measure tickets avoided from day one. We measure it only after quality is stable, because a wrong answer that deflects a ticket is a cost, not a saving.',
          de: '**Ticketvermeidung – ganz zuletzt.** Teams wollen vom ersten Tag an messen, wie viele Tickets vermieden werden. Wir messen das erst, wenn die Qualität stabil ist, denn eine falsche Antwort, die ein Ticket abwendet, ist ein Kostenfaktor, keine Ersparnis.',
          ar: '**تفادي التذاكر، في النهاية.** تريد الفرق قياس التذاكر التي أمكن تفاديها منذ اليوم الأول، أما نحن فلا نقيس ذلك إلا بعد استقرار الجودة، لأن الإجابة الخاطئة التي تمنع فتح تذكرة تكلفةٌ لا توفير.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'If there is one lesson across all four projects, it is that RAG is a search problem first and a generation problem second, and teams that treat it that way ship sooner. Our [AI development](/services/ai-development) team starts every assistant with a retrieval evaluation, and when the knowledge lives in scattered systems, our [data warehousing](/services/data-warehousing) engineers do the unglamorous work of getting it into one clean, current index.',
        de: 'Wenn es eine Lehre aus allen vier Projekten gibt, dann diese: RAG ist zuerst ein Suchproblem und erst dann ein Generierungsproblem, und Teams, die es so behandeln, liefern früher aus. Unser Team für [KI-Entwicklung](/services/ai-development) beginnt jeden Assistenten mit einer Retrieval-Evaluation, und wenn das Wissen über verschiedene Systeme verstreut ist, erledigen unsere Fachleute für [Data Warehousing](/services/data-warehousing) die unspektakuläre Arbeit, es in einen sauberen, aktuellen Index zu bringen.',
        ar: 'إن كان ثمة درس واحد يجمع المشاريع الأربعة، فهو أن RAG مشكلة بحث أولًا ومشكلة توليد ثانيًا، وأن الفرق التي تتعامل معه على هذا الأساس تُطلق منتجاتها أسرع. ويبدأ فريق [تطوير الذكاء الاصطناعي](/services/ai-development) لدينا كل مساعد بتقييم للاسترجاع، وعندما تكون المعرفة موزعة على أنظمة متفرقة، يتولى مهندسو [مستودعات البيانات](/services/data-warehousing) لدينا العمل الشاق البعيد عن الأضواء المتمثل في جمعها في فهرس واحد نظيف ومحدَّث.',
      },
    },
  ],
} satisfies PostInput;
