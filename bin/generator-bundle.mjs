// The generator as one esbuild bundle (with a chunk per lazily loaded command), built once per
// change of its sources and kept in node_modules/.cache/fernhill/cli/: Node then loads a few
// files instead of tsx transpiling and resolving some 200 TypeScript modules on every start
// (about 1 s of every `fernhill build`). Packages stay external but a few (BUNDLED_PACKAGES); a source's own
// import.meta.dirname/url keep naming the source, so files it reads beside itself are found.
// Where no bundle can be made (no esbuild, a read-only folder), tsx runs the sources as they are.
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '..', '..');
/**
 * The modules a caller may ask for, by name: the bundle's entry points. `npm run bench` runs its
 * builds in a child (tools/bench/bench-child.ts) loaded from here too: as `fernhill build` runs.
 */
const ENTRIES = {
  cli: 'generator/cli.ts',
  'bench-child': 'tools/bench/bench-child.ts',
};
/**
 * Packages bundled with the generator, with the packages they depend on: some 340 small files
 * between them, which Node would resolve, read and compile one by one on every start (zod and
 * culori about 0.2 s of every build; fast-glob, whose 79 CommonJS files every build and
 * up-to-date check loads first, some 45 ms; feed and its XML writer, 20 ms). Each is one copy
 * here: the generator uses it structurally (zod schemas are walked by their definitions, never
 * compared by class), so a copy that content modules load does not clash.
 */
const BUNDLED_PACKAGES = ['zod', 'culori', 'fast-glob', 'feed'];
/**
 * What a bundled CommonJS package's `require` of Node's own modules calls: esbuild's ES module
 * output has none of its own.
 */
const REQUIRE_IN_MODULES =
  "import { createRequire as __bundleRequire } from 'node:module';\n" +
  'const require = __bundleRequire(import.meta.url);';
/** Bundles older than the newest are kept this long: a running process may still load their chunks. */
const KEEP_OLD_MS = 60 * 60 * 1000;

const cacheRoot = path.join(ROOT, 'node_modules', '.cache', 'fernhill', 'cli');
// One bundle per checkout: copies of the project that share node_modules keep theirs apart.
const rootKey = createHash('sha256').update(ROOT).digest('hex').slice(0, 16);
const pointerFile = path.join(cacheRoot, `${rootKey}.json`);

/** The generator module `name` (a key of ENTRIES), from the bundle, built first when stale. */
export async function importGenerator(name) {
  const bundle = freshBundle() ?? (await buildBundle().catch(() => undefined));
  if (bundle) return import(pathToFileURL(path.join(bundle, `${name}.mjs`)).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, ENTRIES[name])).href);
}

/** The folder of the last bundle while none of the files it was made from changed. */
function freshBundle() {
  let pointer;
  try {
    pointer = JSON.parse(readFileSync(pointerFile, 'utf8'));
  } catch {
    return undefined;
  }
  const dir = path.join(cacheRoot, pointer.dir);
  if (!existsSync(dir)) return undefined;
  for (const [file, [size, mtimeMs]] of Object.entries(pointer.inputs)) {
    let info;
    try {
      info = statSync(path.join(ROOT, file));
    } catch {
      return undefined;
    }
    if (info.size !== size || info.mtimeMs !== mtimeMs) return undefined;
  }
  return dir;
}

async function buildBundle() {
  const esbuild = await import('esbuild');
  mkdirSync(cacheRoot, { recursive: true });
  await writeMissingTokens(esbuild);
  const name = `${rootKey}-${Date.now()}-${randomUUID().slice(0, 8)}`;
  const dir = path.join(cacheRoot, name);
  // Each source's size and time as it was read: an edit during the bundling makes it stale.
  const inputs = {};
  const result = await esbuild.build({
    ...bundleOptions(esbuild, inputs, dir),
    entryPoints: ENTRIES,
    splitting: true,
    sourcemap: true,
    // Stack traces need the mappings only: Node reads every chunk's map as it loads it, and the
    // sources' text in them doubled what it read (2 of 3 MB; about 70 ms of every build's start).
    sourcesContent: false,
    metafile: true,
  });
  // A bundled package's files stand for themselves by its package.json (its version); this file
  // makes the bundle too.
  const made = Object.keys(result.metafile.inputs).map((file) =>
    file.includes('node_modules/') ? packageJsonOf(file) : file,
  );
  for (const file of new Set([...made, 'bin/generator-bundle.mjs'])) {
    if (file in inputs) continue;
    const info = statSync(path.join(ROOT, file));
    inputs[file] = [info.size, info.mtimeMs];
  }
  const temporary = `${pointerFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ root: ROOT, dir: name, inputs }));
  renameSync(temporary, pointerFile);
  removeOldBundles(name);
  return dir;
}

/**
 * The intake's form components, which the bundle holds, import the theme the
 * tokens step writes (tokens/generated/theme.ts). A fresh checkout has none
 * until its first build, and without it no bundle could be made: it is written
 * first, from the token sources, by the tokens step's own module (bundled
 * alone for this). Tokens that do not build leave it missing: tsx then runs
 * the sources, and the build reports them.
 */
async function writeMissingTokens(esbuild) {
  if (existsSync(path.join(ROOT, 'tokens', 'generated', 'theme.ts'))) return;
  const dir = path.join(cacheRoot, `${rootKey}-tokens-${process.pid}-${randomUUID().slice(0, 8)}`);
  try {
    await esbuild.build({
      ...bundleOptions(esbuild, {}, dir),
      entryPoints: { tokens: 'generator/tokens/write-token-artifacts.ts' },
    });
    const { writeTokenArtifacts } = await import(pathToFileURL(path.join(dir, 'tokens.mjs')).href);
    await writeTokenArtifacts(ROOT);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What every bundle of the generator is made with: ES modules for Node into `outdir`; `inputs` as sourceLocations takes it. */
const bundleOptions = (esbuild, inputs, outdir) => ({
  absWorkingDir: ROOT,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir,
  outExtension: { '.js': '.mjs' },
  banner: { js: REQUIRE_IN_MODULES },
  logLevel: 'silent',
  plugins: [externalPackages, zodInEnglish, sourceLocations(esbuild, inputs)],
});

/**
 * Zod's messages in English alone: its index re-exports some 40 locales as
 * `z.locales` (370 KB of the bundle, 56% of Zod's chunk, compiled at every
 * build's start), which nothing here reads; Zod sets English up itself.
 */
const zodInEnglish = {
  name: 'zod-in-english',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

/** "node_modules/@scope/name/dist/x.js" → "node_modules/@scope/name/package.json". */
function packageJsonOf(file) {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules') + 1;
  const length = parts[at].startsWith('@') ? 2 : 1;
  return [...parts.slice(0, at + length), 'package.json'].join('/');
}

/**
 * Every package import stays an import, but those of BUNDLED_PACKAGES and of the packages they
 * import (esbuild reads no other package's files), and Node's own modules.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (/[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      return BUNDLED_PACKAGES.includes(name) ? undefined : { external: true };
    });
  },
};

/**
 * import.meta.dirname/filename/url of each source as the source's own, not
 * the bundle's (esbuild's define: expressions only, not text in strings);
 * `inputs` records each source's size and time as it is read.
 */
const sourceLocations = (esbuild, inputs) => ({
  name: 'source-locations',
  setup(build) {
    const tsconfigRaw = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
    build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      const info = statSync(args.path);
      inputs[path.relative(ROOT, args.path)] = [info.size, info.mtimeMs];
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const { code } = await esbuild.transform(text, {
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        sourcefile: args.path,
        sourcemap: 'inline',
        tsconfigRaw,
        define: {
          'import.meta.dirname': JSON.stringify(path.dirname(args.path)),
          'import.meta.filename': JSON.stringify(args.path),
          'import.meta.url': JSON.stringify(pathToFileURL(args.path).href),
        },
      });
      return { contents: code, loader: 'js' };
    });
  },
});

/**
 * This checkout's older bundles past KEEP_OLD_MS, and those of checkouts that
 * are gone (the tests' copies of the project share its node_modules).
 */
function removeOldBundles(current) {
  const now = Date.now();
  const gone = new Set();
  for (const entry of readdirSync(cacheRoot)) {
    if (!entry.endsWith('.json')) continue;
    try {
      const { root } = JSON.parse(readFileSync(path.join(cacheRoot, entry), 'utf8'));
      if (typeof root === 'string' && !existsSync(root)) gone.add(entry.slice(0, -'.json'.length));
    } catch {
      // Being written by another process.
    }
  }
  for (const entry of readdirSync(cacheRoot)) {
    const key = entry.split(/[-.]/)[0];
    const old = key === rootKey && entry !== current && !entry.endsWith('.json');
    try {
      if (
        gone.has(key) ||
        (old && now - statSync(path.join(cacheRoot, entry)).mtimeMs > KEEP_OLD_MS)
      )
        rmSync(path.join(cacheRoot, entry), { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
