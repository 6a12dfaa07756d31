/**
 * Compares two built sites file by file, hashed asset names aside:
 *   npx tsx tools/dist-diff.ts <before-dist> <after-dist>
 * A refactor proves itself with it (build before, build after, no difference).
 *
 * What may differ: the names of hashed assets and the build hash (both are
 * replaced by "[hash]" in every path and text), and the content of the script
 * bundles (`_assets/js/`), which change with any edit to the code that ships
 * to the browser (esbuild may split shared code into another chunk): their
 * count and sizes are printed. What a page loads is compared with the page.
 * Everything else (pages, page data, stylesheet, feeds, sitemap, fonts,
 * media, headers, the service worker) must be byte-identical. The build's
 * precompressed `.br`/`.gz` siblings are compared by what they decompress to
 * (their bytes change with every hashed name inside); those of script bundles
 * are left out with the bundles.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fg from 'fast-glob';

const HASHED_NAME = /\.([A-Za-z0-9]{8,16})\.[a-z0-9]+$/;
const SCRIPT_BUNDLE = /^_assets\/js\//;

interface Tree {
  root: string;
  /** Normalized path → original path. */
  files: Map<string, string>;
  scripts: Array<{ file: string; bytes: number }>;
  normalize: (text: string) => string;
}

async function readTree(root: string): Promise<Tree> {
  const all = (await fg('**/*', { cwd: root, dot: true })).sort();
  const tokens = new Set<string>();
  const appData = await readFile(path.join(root, 'app-data.json'), 'utf8').catch(() => '{}');
  const buildHash = (JSON.parse(appData) as { buildHash?: string }).buildHash;
  if (buildHash) tokens.add(buildHash).add(buildHash.slice(0, 10));
  for (const file of all) {
    const hash = file.startsWith('_assets/') ? HASHED_NAME.exec(file)?.[1] : undefined;
    if (hash) tokens.add(hash);
  }
  // Longest first, so a build hash is replaced before its 10-character prefix.
  const pattern = tokens.size
    ? new RegExp([...tokens].sort((a, b) => b.length - a.length).join('|'), 'g')
    : undefined;
  const normalize = (text: string) =>
    (pattern ? text.replace(pattern, '[hash]') : text)
      // The service worker's precache revisions are digests of files compared on their own (with their hashed names in them).
      .replace(/"revision":"[0-9a-f]{32}"/g, '"revision":"[hash]"');
  const files = new Map<string, string>();
  const scripts: Tree['scripts'] = [];
  for (const file of all) {
    if (SCRIPT_BUNDLE.test(file)) {
      if (PRECOMPRESSED.test(file)) continue;
      scripts.push({ file, bytes: (await readFile(path.join(root, file))).byteLength });
      continue;
    }
    files.set(normalize(file), file);
  }
  return { root, files, scripts, normalize };
}

const BINARY = /\.(woff2?|png|jpe?g|webp|avif|gif|ico)$/;
const PRECOMPRESSED = /\.(br|gz)$/;

const decompressed = (name: string, bytes: Buffer) =>
  name.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes);

async function sameFile(before: Tree, after: Tree, name: string): Promise<string | undefined> {
  let [a, b] = await Promise.all([
    readFile(path.join(before.root, before.files.get(name)!)),
    readFile(path.join(after.root, after.files.get(name)!)),
  ]);
  if (PRECOMPRESSED.test(name)) [a, b] = [decompressed(name, a), decompressed(name, b)];
  if (BINARY.test(name))
    return a.equals(b)
      ? undefined
      : `binary content differs (${a.byteLength} → ${b.byteLength} bytes)`;
  const left = before.normalize(a.toString('utf8'));
  const right = after.normalize(b.toString('utf8'));
  if (left === right) return undefined;
  let at = 0;
  while (at < left.length && left[at] === right[at]) at += 1;
  const excerpt = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 80));
  return `differs at character ${at}:\n      before ${excerpt(left)}\n      after  ${excerpt(right)}`;
}

async function main(): Promise<number> {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error('usage: tsx tools/dist-diff.ts <before-dist> <after-dist>');
    return 2;
  }
  const [before, after] = await Promise.all([readTree(beforeDir), readTree(afterDir)]);
  const problems: string[] = [];
  for (const name of before.files.keys())
    if (!after.files.has(name)) problems.push(`only before: ${name}`);
  for (const name of after.files.keys())
    if (!before.files.has(name)) problems.push(`only after:  ${name}`);
  let compared = 0;
  for (const name of before.files.keys()) {
    if (!after.files.has(name)) continue;
    compared += 1;
    const difference = await sameFile(before, after, name);
    if (difference) problems.push(`${name}: ${difference}`);
  }
  const total = (scripts: Tree['scripts']) =>
    scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `${compared} files compared byte for byte (hashed names aside); script bundles: ${before.scripts.length} → ${after.scripts.length} files, ${total(before.scripts)} → ${total(after.scripts)} bytes`,
  );
  if (problems.length === 0) {
    console.log('✓ identical');
    return 0;
  }
  for (const problem of problems.slice(0, 40)) console.log(`✖ ${problem}`);
  if (problems.length > 40) console.log(`… and ${problems.length - 40} more`);
  return 1;
}

process.exitCode = await main();
