/** Every content schema, for content modules (`satisfies XInput`) and the loader. */
export * from './primitives.ts';
export * from './sections.ts';
export * from './page.ts';
export * from './service.ts';
export * from './location.ts';
export * from './case-study.ts';
export * from './post.ts';
export * from './site.ts';
