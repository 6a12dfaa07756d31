import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'postgres-row-level-security-multi-tenant-saas',
  title: {
    en: 'Postgres row-level security for multi-tenant SaaS: what held up in production',
    de: 'Postgres Row-Level Security für mandantenfähige SaaS: Was sich im Produktivbetrieb bewährt hat',
    ar: 'أمان مستوى الصفوف في Postgres لتطبيقات SaaS متعددة المستأجرين: ما صمد في بيئة الإنتاج',
  },
  metaTitle: {
    en: 'Postgres row-level security for multi-tenant SaaS in production',
    de: 'Postgres Row-Level Security für mandantenfähige SaaS im Betrieb',
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
  tags: ['postgres', 'multi-tenancy', 'saas', 'security'],
  body: [
    {
      type: 'p',
      text: 'Most multi-tenant SaaS products isolate tenants the same way: every query includes a tenant_id filter, and everyone promises to remember it. That works until a new engineer writes a reporting endpoint on a Friday afternoon, or a raw SQL query bypasses the ORM scope. We have cleaned up after that incident for two clients. Since 2022, every new [SaaS platform](/services/saas-development) we build on Postgres enforces tenant isolation with row-level security (RLS), so a forgotten filter returns zero rows instead of another customer’s data.',
    },
    { type: 'h2', id: 'the-baseline-setup', text: 'The baseline setup' },
    {
      type: 'p',
      text: 'The pattern is small. Each tenant-scoped table carries a tenant_id column, the application sets the current tenant at the start of each transaction, and a policy compares the two. The details that matter are in the comments:',
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
        '**FORCE ROW LEVEL SECURITY** matters because table owners bypass policies by default. If your app connects as the owner, which many Rails and Django setups do out of the box, ENABLE alone does nothing.',
        '**current_setting with missing_ok set to true** returns NULL instead of raising an error when no tenant is set, so an unscoped query returns nothing. The NULLIF is there because once a custom setting has been used in a session, it reverts to an empty string rather than NULL when the transaction ends, and casting an empty string to uuid raises an error.',
        '**WITH CHECK** stops inserts and updates from writing rows into another tenant. USING on its own only filters what you can read.',
      ],
    },
    { type: 'h2', id: 'the-connection-pooling-trap', text: 'The connection-pooling trap' },
    {
      type: 'p',
      text: 'The first production problem almost everyone hits is connection reuse. If you set the tenant with a plain session-level SET and your app runs behind PgBouncer in transaction mode, the next transaction on that server connection may belong to a different request, and it inherits the previous tenant. That is exactly the leak RLS was supposed to prevent.',
    },
    {
      type: 'p',
      text: 'The fix is to scope the setting to the transaction: SET LOCAL, or set_config with its third argument set to true, as above. In application code we do it in exactly one place, a Rails around_action or a Node.js middleware that opens the transaction, sets the tenant and yields. We also keep a test that interleaves two tenants’ requests on a single pooled connection and asserts that neither sees the other’s rows. That test has caught two regressions during framework upgrades.',
    },
    { type: 'h2', id: 'keeping-queries-fast', text: 'Keeping queries fast' },
    {
      type: 'p',
      text: 'RLS adds the policy predicate to every query, so indexing has to assume tenant_id is always present. Our rules:',
    },
    {
      type: 'ul',
      items: [
        'Lead composite indexes with tenant_id, for example (tenant_id, created_at) rather than (created_at) alone. The planner combines the policy predicate with your own WHERE clause.',
        'Keep policy expressions simple. Postgres will not evaluate a non-leakproof function from a user query before the policy filter, which can rule out an otherwise good index plan.',
        'Avoid subqueries in policies on hot paths, such as membership lookups in another table. If you need user-level rules on top of tenant rules, resolve them once per request into a setting.',
        'Run EXPLAIN (ANALYZE, BUFFERS) as app_user, not as a superuser. Superusers bypass RLS, so the plan you see as postgres is not the plan production runs.',
      ],
    },
    {
      type: 'p',
      text: 'On one fintech client’s ledger, about 40 million rows across 600 tenants, enabling RLS with correctly ordered indexes moved p95 latency on the ten busiest endpoints by less than 3%.',
    },
    { type: 'h2', id: 'where-rls-stops', text: 'Where RLS stops' },
    {
      type: 'p',
      text: 'RLS is a backstop, not an authorization system. It knows which tenant a row belongs to; it doesn’t know whether a given user may approve an invoice. We still enforce roles in the application, and we run migrations, background maintenance and cross-tenant reporting under separate roles with explicit, audited BYPASSRLS grants. Analytics belongs in a separate store: our [data warehousing](/services/data-warehousing) team replicates tenant data out with tenant_id preserved instead of querying production across tenants.',
    },
    {
      type: 'p',
      text: 'If you are retrofitting RLS onto an existing product, start with the tables that hold the most sensitive data, run them with FORCE enabled in staging for a week with query logging on, and only then move to production. It is one of the rare security improvements that also makes the codebase simpler.',
    },
  ],
} satisfies PostInput;
