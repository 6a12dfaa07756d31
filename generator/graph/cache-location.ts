import path from 'node:path';

/**
 * Where `build` keeps its cache (generator/graph/build-cache.ts), the content
 * modules and bundles it keeps (content/module-cache.ts, step-store.ts) and
 * the snapshot of its inputs (input-snapshot.ts): under node_modules/.cache/,
 * which CI systems cache between runs. `build --cache-dir` moves it.
 */
export const BUILD_CACHE_DIR = path.join('node_modules', '.cache', 'fernhill', 'build');
