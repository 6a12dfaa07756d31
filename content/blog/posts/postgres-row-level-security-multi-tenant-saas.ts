import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'postgres-row-level-security-multi-tenant-saas',
  title: {
    en: 'Postgres row-level security for multi-tenant SaaS: what held up in production',
    de: 'Postgres Row-Level Security für mandantenfähiges SaaS: Was sich im Produktivbetrieb bewährt hat',
    ar: 'أمان مستوى الصفوف في Postgres لتطبيقات SaaS متعددة المستأجرين: ما صمد في بيئة الإنتاج',
  },
  metaTitle: {
    en: 'Postgres row-level security for multi-tenant SaaS in production',
    de: 'Postgres Row-Level Security für mandantenfähiges SaaS im Betrieb',
    ar: 'أمان مستوى الصفوف في Postgres لتطبيقات SaaS متعددة المستأجرين',
  },
  excerpt: {
    en: 'Row-level security turns tenant isolation from a coding convention into a database guarantee. Here is the setup we use, the connection-pooling trap that catches almost everyone, and how we keep query plans fast.',
    de: 'Row-Level Security macht die Mandantentrennung von einer Programmierkonvention zu einer Garantie der Datenbank. Hier sind unser Setup, die Falle beim Connection-Pooling, in die fast jeder tappt, und unser Rezept für schnelle Abfragepläne.',
    ar: 'يحوّل أمان مستوى الصفوف عزلَ المستأجرين من مجرد عُرف برمجي إلى ضمان تفرضه قاعدة البيانات نفسها. نعرض هنا الإعداد الذي نستخدمه، وفخّ تجميع الاتصالات الذي يقع فيه الجميع تقريبًا، وكيف نحافظ على سرعة خطط الاستعلام.',
  },
  date: '2025-02-18',
  author: 'owen-whitaker',
  category: 'engineering',
  tags: [
    { en: 'postgres', de: 'Postgres', ar: 'Postgres' },
    { en: 'multi-tenancy', de: 'Mandantenfähigkeit', ar: 'تعدد المستأجرين' },
    { en: 'saas', de: 'SaaS', ar: 'SaaS' },
    { en: 'security', de: 'Sicherheit', ar: 'الأمان' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'Most multi-tenant SaaS products isolate tenants the same way: every query includes a tenant_id filter, and everyone promises to remember it. That works until a new engineer writes a reporting endpoint on a Friday afternoon, or a raw SQL query bypasses the ORM scope. We have cleaned up after that incident for two clients. Since 2022, every new [SaaS platform](/services/saas-development) we build on Postgres enforces tenant isolation with row-level security (RLS), so a forgotten filter returns zero rows instead of another customer’s data.',
        de: 'Die meisten mandantenfähigen SaaS-Produkte trennen Mandanten auf dieselbe Weise: Jede Abfrage enthält einen tenant_id-Filter, und alle versprechen, daran zu denken. Das funktioniert, bis jemand Neues im Team an einem Freitagnachmittag einen Reporting-Endpunkt schreibt oder eine direkte SQL-Abfrage den ORM-Scope umgeht. Für zwei Kunden haben wir nach genau diesem Vorfall aufgeräumt. Seit 2022 erzwingt jede neue [SaaS-Plattform](/services/saas-development), die wir auf Postgres bauen, die Mandantentrennung mit Row-Level Security (RLS), sodass ein vergessener Filter null Zeilen liefert statt der Daten eines anderen Kunden.',
        ar: 'تعزل معظم منتجات SaaS متعددة المستأجرين بيانات المستأجرين بالطريقة نفسها: يتضمن كل استعلام عامل تصفية على tenant_id، ويتعهد الجميع بألّا ينسوه. وينجح ذلك إلى أن يكتب مهندس جديد نقطة نهاية للتقارير بعد ظهر يوم جمعة، أو يتجاوز استعلام SQL خام النطاق الذي يفرضه ORM. وقد تولّينا معالجة تبعات حادث كهذا لدى عميلين. ومنذ عام 2022، تفرض كل [منصة SaaS](/services/saas-development) جديدة نبنيها على Postgres عزلَ المستأجرين باستخدام أمان مستوى الصفوف (RLS)، بحيث لا يُعيد الاستعلام الذي نُسي فيه عامل التصفية أي صفوف، بدلًا من أن يُعيد بيانات عميل آخر.',
      },
    },
    {
      type: 'h2',
      id: 'the-baseline-setup',
      text: { en: 'The baseline setup', de: 'Das Grund-Setup', ar: 'الإعداد الأساسي' },
    },
    {
      type: 'p',
      text: {
        en: 'The pattern is small. Each tenant-scoped table carries a tenant_id column, the application sets the current tenant at the start of each transaction, and a policy compares the two. The details that matter are in the comments:',
        de: 'Das Muster ist überschaubar. Jede mandantenbezogene Tabelle hat eine tenant_id-Spalte, die Anwendung setzt zu Beginn jeder Transaktion den aktuellen Mandanten, und eine Policy vergleicht beides. Die entscheidenden Details stehen in den Kommentaren:',
        ar: 'النمط بسيط. يحمل كل جدول مرتبط بالمستأجرين عمود tenant_id، ويضبط التطبيق المستأجر الحالي في بداية كل معاملة، وتقارن سياسةٌ (Policy) بين القيمتين. أما التفاصيل المهمة ففي التعليقات:',
      },
    },
    {
      type: 'code',
      language: 'sql',
      code: `-- Run as the schema owner (the migrations role), not as the app role.
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
ALTER TABLE invoices FORCE ROW LEVEL SECURITY;

CREATE POLICY tenant_isolation ON invoices
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

-- The app connects as a role that does not own the table and cannot bypass RLS.
CREATE ROLE app_user LOGIN NOSUPERUSER NOBYPASSRLS;
GRANT SELECT, INSERT, UPDATE, DELETE ON invoices TO app_user;

-- Per request, always inside a transaction:
BEGIN;
SELECT set_config('app.tenant_id', '6f1c2e0a-8d1b-4a63-9a55-2f7b0c9e4d11', true);
SELECT id, total_cents FROM invoices WHERE status = 'open';
COMMIT;`,
    },
    {
      type: 'ul',
      items: [
        {
          en: '**FORCE ROW LEVEL SECURITY** matters because table owners bypass policies by default. If your app connects as the owner, which many Rails and Django setups do out of the box, ENABLE alone does nothing.',
          de: '**FORCE ROW LEVEL SECURITY** ist wichtig, weil Tabelleneigentümer Policies standardmäßig umgehen. Wenn sich Ihre App als Eigentümer verbindet – wie es viele Rails- und Django-Setups ab Werk tun –, bewirkt ENABLE allein nichts.',
          ar: '**FORCE ROW LEVEL SECURITY** ضروري لأن مالكي الجداول يتجاوزون السياسات افتراضيًا. فإذا كان تطبيقك يتصل بصفته المالك، كما تفعل كثير من إعدادات Rails وDjango تلقائيًا، فإن ENABLE وحده لا يفعل شيئًا.',
        },
        {
          en: '**current_setting with missing_ok set to true** returns NULL instead of raising an error when no tenant is set, so an unscoped query returns nothing. The NULLIF is there because once a custom setting has been used in a session, it reverts to an empty string rather than NULL when the transaction ends, and casting an empty string to uuid raises an error.',
          de: '**current_setting mit missing_ok auf true** gibt NULL zurück, statt einen Fehler auszulösen, wenn kein Mandant gesetzt ist – eine Abfrage ohne Mandantenbezug liefert also nichts. Das NULLIF steht dort, weil eine benutzerdefinierte Einstellung, die in einer Session einmal verwendet wurde, am Ende der Transaktion auf einen leeren String statt auf NULL zurückfällt, und die Umwandlung eines leeren Strings in uuid einen Fehler auslöst.',
          ar: '**current_setting مع ضبط missing_ok على true** تُعيد NULL بدلًا من إطلاق خطأ عند عدم تعيين أي مستأجر، فلا يُعيد الاستعلام غير المقيّد بمستأجر أي شيء. أما NULLIF فموجودة لأن الإعداد المخصص، بمجرد استخدامه في جلسة ما، يعود إلى سلسلة فارغة لا إلى NULL عند انتهاء المعاملة، وتحويل سلسلة فارغة إلى uuid يُطلق خطأ.',
        },
        {
          en: '**WITH CHECK** stops inserts and updates from writing rows into another tenant. USING on its own only filters what you can read.',
          de: '**WITH CHECK** verhindert, dass Inserts und Updates Zeilen in einen anderen Mandanten schreiben. USING allein filtert nur, was Sie lesen können.',
          ar: '**WITH CHECK** يمنع عمليات الإدراج والتحديث من كتابة صفوف لدى مستأجر آخر. أما USING وحده فلا يصفّي إلا ما يمكنك قراءته.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'the-connection-pooling-trap',
      text: {
        en: 'The connection-pooling trap',
        de: 'Die Falle beim Connection-Pooling',
        ar: 'فخّ تجميع الاتصالات',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The first production problem almost everyone hits is connection reuse. If you set the tenant with a plain session-level SET and your app runs behind PgBouncer in transaction mode, the next transaction on that server connection may belong to a different request, and it inherits the previous tenant. That is exactly the leak RLS was supposed to prevent.',
        de: 'Das erste Produktionsproblem, auf das fast jeder stößt, ist die Wiederverwendung von Verbindungen. Wenn Sie den Mandanten mit einem einfachen SET auf Session-Ebene setzen und Ihre App hinter PgBouncer im Transaktionsmodus läuft, kann die nächste Transaktion auf dieser Serververbindung zu einer anderen Anfrage gehören – und sie erbt den vorherigen Mandanten. Genau das Datenleck also, das RLS verhindern sollte.',
        ar: 'أول مشكلة يصطدم بها الجميع تقريبًا في بيئة الإنتاج هي إعادة استخدام الاتصالات. فإذا ضبطت المستأجر بأمر SET عادي على مستوى الجلسة، وكان تطبيقك يعمل خلف PgBouncer في وضع المعاملات، فقد تنتمي المعاملة التالية على اتصال الخادم ذاك إلى طلب مختلف، فترث المستأجر السابق. وهذا بالضبط هو التسرّب الذي كان يُفترض بـRLS أن يمنعه.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The fix is to scope the setting to the transaction: SET LOCAL, or set_config with its third argument set to true, as above. In application code we do it in exactly one place, a Rails around_action or a Node.js middleware that opens the transaction, sets the tenant and yields. We also keep a test that interleaves two tenants’ requests on a single pooled connection and asserts that neither sees the other’s rows. That test has caught two regressions during framework upgrades.',
        de: 'Die Lösung besteht darin, die Einstellung auf die Transaktion zu begrenzen: SET LOCAL oder set_config mit true als drittem Argument, wie oben. Im Anwendungscode tun wir das an genau einer Stelle, in einer Rails-around_action oder einer Node.js-Middleware, die die Transaktion öffnet, den Mandanten setzt und dann an die Anfrage übergibt. Außerdem pflegen wir einen Test, der die Anfragen zweier Mandanten auf einer einzigen gepoolten Verbindung verschränkt und prüft, dass keiner die Zeilen des anderen sieht. Dieser Test hat bei Framework-Upgrades bereits zwei Regressionen aufgedeckt.',
        ar: 'والحل هو حصر الإعداد في نطاق المعاملة: باستخدام SET LOCAL، أو set_config مع ضبط وسيطها الثالث على true، كما في المثال أعلاه. وفي شيفرة التطبيق نفعل ذلك في موضع واحد فقط: around_action في Rails أو وسيط (Middleware) في Node.js يفتح المعاملة ويضبط المستأجر ثم يُسلّم التنفيذ. ونحتفظ أيضًا باختبار يُداخل طلبات مستأجرَين على اتصال واحد من مجمّع الاتصالات، ويتحقق من أن أيًّا منهما لا يرى صفوف الآخر. وقد كشف هذا الاختبار حالتَي تراجع (Regression) أثناء ترقيات أطر العمل.',
      },
    },
    {
      type: 'h2',
      id: 'keeping-queries-fast',
      text: {
        en: 'Keeping queries fast',
        de: 'Damit Abfragen schnell bleiben',
        ar: 'الحفاظ على سرعة الاستعلامات',
      },
    },
    {
      type: 'p',
      text: {
        en: 'RLS adds the policy predicate to every query, so indexing has to assume tenant_id is always present. Our rules:',
        de: 'RLS fügt jeder Abfrage das Policy-Prädikat hinzu, die Indexierung muss also davon ausgehen, dass tenant_id immer vorhanden ist. Unsere Regeln:',
        ar: 'يُضيف RLS شرط السياسة إلى كل استعلام، لذا يجب أن تفترض الفهرسة أن tenant_id حاضر دائمًا. وهذه قواعدنا:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: 'Lead composite indexes with tenant_id, for example (tenant_id, created_at) rather than (created_at) alone. The planner combines the policy predicate with your own WHERE clause.',
          de: 'Beginnen Sie zusammengesetzte Indizes mit tenant_id, zum Beispiel (tenant_id, created_at) statt (created_at) allein. Der Planner kombiniert das Policy-Prädikat mit Ihrer eigenen WHERE-Klausel.',
          ar: 'اجعل tenant_id أول عمود في الفهارس المركّبة، مثل (tenant_id, created_at) بدلًا من (created_at) وحده. إذ يجمع مخطِّط الاستعلامات بين شرط السياسة وعبارة WHERE الخاصة بك.',
        },
        {
          en: 'Keep policy expressions simple. Postgres will not evaluate a non-leakproof function from a user query before the policy filter, which can rule out an otherwise good index plan.',
          de: 'Halten Sie Policy-Ausdrücke einfach. Postgres wertet eine nicht als leakproof markierte Funktion aus einer Benutzerabfrage nicht vor dem Policy-Filter aus, was einen ansonsten guten Indexplan ausschließen kann.',
          ar: 'حافظ على بساطة تعبيرات السياسات. فلن يقيّم Postgres دالةً غير مصنّفة leakproof واردة في استعلام المستخدم قبل عامل تصفية السياسة، وهو ما قد يستبعد خطة فهرسة كانت لتكون جيدة.',
        },
        {
          en: 'Avoid subqueries in policies on hot paths, such as membership lookups in another table. If you need user-level rules on top of tenant rules, resolve them once per request into a setting.',
          de: 'Vermeiden Sie Unterabfragen in Policies auf Hot Paths, etwa Mitgliedschaftsabfragen in einer anderen Tabelle. Wenn Sie zusätzlich zu den Mandantenregeln Regeln auf Benutzerebene brauchen, lösen Sie diese einmal pro Anfrage in eine Einstellung auf.',
          ar: 'تجنّب الاستعلامات الفرعية في السياسات على المسارات كثيفة الاستخدام، مثل البحث عن العضوية في جدول آخر. وإذا احتجت إلى قواعد على مستوى المستخدم فوق قواعد المستأجر، فاحسمها مرة واحدة لكل طلب واحفظ نتيجتها في إعداد.',
        },
        {
          en: 'Run EXPLAIN (ANALYZE, BUFFERS) as app_user, not as a superuser. Superusers bypass RLS, so the plan you see as postgres is not the plan production runs.',
          de: 'Führen Sie EXPLAIN (ANALYZE, BUFFERS) als app_user aus, nicht als Superuser. Superuser umgehen RLS, daher ist der Plan, den Sie als postgres sehen, nicht der Plan, der in Produktion läuft.',
          ar: 'شغّل EXPLAIN (ANALYZE, BUFFERS) بصفة app_user لا بصفة مستخدم فائق (Superuser). فالمستخدمون الفائقون يتجاوزون RLS، ولذلك فإن الخطة التي تراها بصفة postgres ليست الخطة التي تُنفَّذ في بيئة الإنتاج.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'On one fintech client’s ledger, about 40 million rows across 600 tenants, enabling RLS with correctly ordered indexes moved p95 latency on the ten busiest endpoints by less than 3%.',
        de: 'Im Hauptbuch eines Fintech-Kunden mit rund 40 Millionen Zeilen über 600 Mandanten veränderte die Aktivierung von RLS mit korrekt sortierten Indizes die p95-Latenz der zehn meistgenutzten Endpunkte um weniger als 3\u00a0%.',
        ar: 'في دفتر الأستاذ لدى أحد عملائنا في قطاع التقنية المالية، والذي يضم نحو 40 مليون صف موزعة على 600 مستأجر، لم يغيّر تفعيل RLS مع فهارس مرتبة ترتيبًا صحيحًا زمنَ الاستجابة p95 لأكثر عشر نقاط نهاية ازدحامًا إلا بأقل من 3%.',
      },
    },
    {
      type: 'h2',
      id: 'where-rls-stops',
      text: {
        en: 'Where RLS stops',
        de: 'Wo RLS an seine Grenzen stößt',
        ar: 'أين تنتهي حدود RLS',
      },
    },
    {
      type: 'p',
      text: {
        en: 'RLS is a backstop, not an authorization system. It knows which tenant a row belongs to; it doesn’t know whether a given user may approve an invoice. We still enforce roles in the application, and we run migrations, background maintenance and cross-tenant reporting under separate roles with explicit, audited BYPASSRLS grants. Analytics belongs in a separate store: our [data warehousing](/services/data-warehousing) team replicates tenant data out with tenant_id preserved instead of querying production across tenants.',
        de: 'RLS ist ein Sicherheitsnetz, kein Autorisierungssystem. Es weiß, zu welchem Mandanten eine Zeile gehört; es weiß nicht, ob ein bestimmter Nutzer eine Rechnung freigeben darf. Rollen setzen wir weiterhin in der Anwendung durch, und Migrationen, Wartungsjobs im Hintergrund sowie mandantenübergreifendes Reporting laufen unter separaten Rollen mit expliziten, auditierten BYPASSRLS-Berechtigungen. Analytics gehört in einen separaten Datenspeicher: Unser Team für [Data Warehousing](/services/data-warehousing) repliziert Mandantendaten unter Beibehaltung der tenant_id dorthin, statt die Produktionsdatenbank mandantenübergreifend abzufragen.',
        ar: 'إن RLS خط دفاع احتياطي، لا نظام تفويض. فهو يعرف إلى أي مستأجر ينتمي الصف، لكنه لا يعرف ما إذا كان مستخدم معيّن مخوّلًا باعتماد فاتورة. لذلك ما زلنا نفرض الأدوار داخل التطبيق، ونشغّل عمليات الترحيل والصيانة في الخلفية والتقارير الشاملة لعدة مستأجرين بأدوار منفصلة تحمل صلاحيات BYPASSRLS صريحة وخاضعة للتدقيق. أما التحليلات فمكانها مخزن منفصل: إذ ينسخ فريق [مستودعات البيانات](/services/data-warehousing) لدينا بيانات المستأجرين إليه مع الحفاظ على tenant_id، بدلًا من الاستعلام في قاعدة الإنتاج عبر المستأجرين.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'If you are retrofitting RLS onto an existing product, start with the tables that hold the most sensitive data, run them with FORCE enabled in staging for a week with query logging on, and only then move to production. It is one of the rare security improvements that also makes the codebase simpler.',
        de: 'Wenn Sie RLS in ein bestehendes Produkt nachrüsten, beginnen Sie mit den Tabellen, die die sensibelsten Daten enthalten, betreiben Sie diese eine Woche lang im Staging mit aktiviertem FORCE und eingeschaltetem Query-Logging und gehen Sie erst dann in Produktion. Es ist eine der seltenen Sicherheitsverbesserungen, die zugleich die Codebasis vereinfachen.',
        ar: 'إذا كنت تضيف RLS إلى منتج قائم، فابدأ بالجداول التي تحتوي على أكثر البيانات حساسية، وشغّلها مع تفعيل FORCE في بيئة Staging لمدة أسبوع مع تشغيل تسجيل الاستعلامات، ثم انتقل بعد ذلك فقط إلى بيئة الإنتاج. فهذا من التحسينات الأمنية النادرة التي تجعل قاعدة الشيفرة أبسط أيضًا.',
      },
    },
  ],
} satisfies PostInput;
