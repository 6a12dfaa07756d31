import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import { ContentModuleFailed, ContentSchemaViolation } from '../errors/catalogue.ts';
import { BuildError, problem, type Problem } from '../errors/build-error.ts';
import { collections, type Collection } from './collections.ts';
import type { Content, Sourced } from './content-graph.ts';
import { checkReferences } from './references.ts';
import { locateInSource } from './source-location.ts';
import { formatFieldPath, validateEntry } from './validate-entry.ts';

/**
 * content/**.ts → a validated Content graph, or a BuildError listing every
 * violation as `file:line:col › entry › field: rule`.
 * Modules are bundled with esbuild into a fresh folder each time, so watch mode
 * always sees the current files (Node's module cache never serves a stale one).
 */
export async function loadContent(root: string): Promise<Content> {
  const contentDir = path.join(root, 'content');
  const filesByCollection = await Promise.all(
    collections.map(async (collection) => ({
      collection,
      files: (await fg(collection.pattern, { cwd: contentDir, onlyFiles: true })).sort(),
    })),
  );
  const modules = await importModules(root, filesByCollection.flatMap(({ files }) => files.map((file) => path.join(contentDir, file))));

  const problems: Problem[] = [];
  const graph: Record<string, Array<Sourced<unknown>>> = {};
  for (const { collection, files } of filesByCollection) {
    const entries: Array<Sourced<unknown>> = [];
    for (const file of files) {
      const absolute = path.join(contentDir, file);
      const relative = path.relative(root, absolute).replaceAll('\\', '/');
      const exported = modules.get(absolute);
      const values = collection.many ? (Array.isArray(exported) ? exported : [exported]) : [exported];
      const sourceText = await readFile(absolute, 'utf8');
      values.forEach((value, index) => {
        const prefix = collection.many ? [index] : [];
        const { data, violations } = validateEntry(collection.schema, value);
        for (const violation of violations) {
          const where = locateInSource(sourceText, absolute, [...prefix, ...violation.path]);
          problems.push(
            problem(ContentSchemaViolation, {
              where: `${relative}:${where.line}:${where.column}`,
              entry: entryLabel(collection, value, index),
              field: formatFieldPath(violation.path, value),
              rule: violation.rule,
            }),
          );
        }
        if (data !== undefined) entries.push({ data, file: relative });
      });
    }
    graph[collection.key] = entries;
  }
  if (problems.length > 0) throw new BuildError('Content validation', problems);

  const content = { ...graph, site: graph.site?.[0] } as unknown as Content;
  if (!content.site) throw new BuildError('Content validation', [problem(ContentModuleFailed, { file: 'content/site.ts', cause: 'not found' })]);
  const referenceProblems = await checkReferences(content, root);
  if (referenceProblems.length > 0) throw new BuildError('Content references', referenceProblems);
  return content;
}

export function entryLabel(collection: Collection, value: unknown, index: number): string {
  const id = value !== null && typeof value === 'object' ? collection.idOf(value as Record<string, unknown>) : undefined;
  return id ? `${collection.label} "${id}"` : `${collection.label} #${index + 1}`;
}

async function importModules(root: string, files: string[]): Promise<Map<string, unknown>> {
  const outdir = path.join(root, '.cache', 'content', `${process.pid}-${Date.now()}`);
  const modules = new Map<string, unknown>();
  try {
    const result = await esbuild.build({
      entryPoints: files,
      outdir,
      outbase: root,
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      write: true,
      logLevel: 'silent',
      metafile: true,
      absWorkingDir: root,
    });
    for (const [output, meta] of Object.entries(result.metafile.outputs)) {
      if (!meta.entryPoint) continue;
      const module = (await import(pathToFileURL(path.resolve(root, output)).href)) as { default?: unknown };
      modules.set(path.resolve(root, meta.entryPoint), module.default);
    }
  } catch (error) {
    const failures = (error as esbuild.BuildFailure).errors ?? [];
    const problems = failures.length
      ? failures.map((failure) =>
          problem(ContentModuleFailed, {
            file: failure.location ? `${failure.location.file}:${failure.location.line}:${failure.location.column + 1}` : 'content/',
            cause: failure.text,
          }),
        )
      : [problem(ContentModuleFailed, { file: 'content/', cause: String((error as Error).message ?? error) })];
    throw new BuildError('Content loading', problems, { cause: error });
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
  return modules;
}
