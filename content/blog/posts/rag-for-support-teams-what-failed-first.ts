import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'rag-for-support-teams-what-failed-first',
  title: 'Retrieval-augmented generation for support teams: what failed first',
  excerpt: 'We have built RAG assistants for four support organizations. The model was never the first thing to fail. Stale articles, bad chunking and missing filters were, in that order. Here is what we changed.',
  date: '2025-10-14',
  author: 'owen-whitaker',
  category: 'ai',
  tags: ['rag', 'llm', 'customer-support', 'pgvector', 'search'],
  body: [
    {
      type: 'p',
      text: 'Retrieval-augmented generation sounds like an ideal fit for customer support: take the help center, the internal runbooks and a few thousand resolved tickets, put them behind a search index, and let a model draft answers grounded in what the company already knows. We have built these assistants for four support organizations over the past two years: one in SaaS, one in real estate and two in healthcare. All four eventually worked. None worked the way the first architecture diagram said it would, and in every case the language model was the last thing we had to fix.',
    },
    { type: 'h2', id: 'the-knowledge-base-was-wrong', text: 'Failure one: the knowledge base was wrong' },
    {
      type: 'p',
      text: 'The first failure was always content. Help centers accumulate articles that describe a settings page that moved two releases ago, a pricing tier that no longer exists, or a workaround for a bug that has since been fixed. Experienced agents know which articles to ignore. A retriever doesn’t. In the first week of one pilot, 31% of the answers agents flagged as wrong were faithful summaries of outdated articles.',
    },
    {
      type: 'p',
      text: 'What fixed it was not better prompting. We added last-reviewed dates and product-version metadata to every document, filtered retrieval on them, and gave the support team a weekly report of the articles the assistant cited most, sorted by age. In effect, the assistant funded a help-center cleanup the team had been postponing for years.',
    },
    { type: 'h2', id: 'chunking-cut-answers-in-half', text: 'Failure two: chunking that cut answers in half' },
    {
      type: 'p',
      text: 'Most RAG tutorials split documents into fixed windows of a few hundred tokens. Support content has structure: a troubleshooting article is a symptom, then a list of steps, then the exceptions. Fixed windows regularly separated step four from step five, or cut “this does not apply to enterprise plans” away from the steps it qualified, and the model confidently answered with half a procedure.',
    },
    {
      type: 'p',
      text: 'We now chunk on document structure, one section per heading, keep the article title and heading path in every chunk, and cap chunk size instead of fixing it. For resolved tickets, we index a cleaned summary of the problem and its resolution rather than the raw thread, which is mostly greetings, signatures and quoted replies.',
    },
    { type: 'h2', id: 'retrieval-ignored-who-was-asking', text: 'Failure three: retrieval that ignored who was asking' },
    {
      type: 'p',
      text: 'Similarity search will happily return the right answer for the wrong product, plan or region. A customer on a legacy plan was told about a feature that only exists on the new one; a European customer was quoted US data-retention terms. The fix is to filter on metadata before ranking by similarity. With Postgres and pgvector, the schema and query look like this:',
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
      text: 'One detail to watch: with an approximate index such as HNSW, a selective filter can return fewer rows than the limit, because the filter is applied to the candidates the index produces. On pgvector 0.8 and later, turning on iterative index scans with hnsw.iterative_scan largely solves this; on older versions, raise hnsw.ef_search or partition the table by product.',
    },
    { type: 'h2', id: 'what-we-measure-now', text: 'What we measure now' },
    {
      type: 'ul',
      items: [
        '**Retrieval hit rate:** for a labeled set of 200 real questions, did the correct article appear in the top eight chunks? We work on retrieval until this is above 90% before we tune prompts at all.',
        '**Grounded answer rate:** the share of answers in which every claim is supported by a retrieved chunk, checked by a grader model calibrated against agent reviews.',
        '**Agent edit distance:** how much agents change a draft before sending it. It is the most honest measure of usefulness we have found.',
        '**Deflection, last.** Teams want to measure tickets avoided from day one. We measure it only after quality is stable, because a wrong answer that deflects a ticket is a cost, not a saving.',
      ],
    },
    {
      type: 'p',
      text: 'If there is one lesson across all four projects, it is that RAG is a search problem first and a generation problem second, and teams that treat it that way ship sooner. Our [AI development](/services/ai-development) team starts every assistant with a retrieval evaluation, and when the knowledge lives in scattered systems, our [data warehousing](/services/data-warehousing) engineers do the unglamorous work of getting it into one clean, current index.',
    },
  ],
} satisfies PostInput;
