import type { CategoryInput } from '../schema/index.ts';

export default [
  {
    id: 'engineering',
    name: { en: 'Engineering', de: 'Softwareentwicklung', ar: 'الهندسة' },
    description: 'Architecture, databases, infrastructure and compliance: the practical decisions behind shipping and maintaining production software.',
  },
  {
    id: 'ai',
    name: { en: 'AI', de: 'KI', ar: 'الذكاء الاصطناعي' },
    description: 'How we build, evaluate and operate LLM features: retrieval, evals, cost control and the failure modes we have hit in production.',
  },
  {
    id: 'design',
    name: { en: 'Design', de: 'Design', ar: 'التصميم' },
    description: 'Product design, design systems, user research and accessibility, written by the designers who run them on client projects every week.',
  },
  {
    id: 'business',
    name: { en: 'Business', de: 'Business', ar: 'الأعمال' },
    description: 'Estimating, contracts, engagement models and the commercial side of building software with an agency, without the sales gloss.',
  },
] satisfies CategoryInput[];
