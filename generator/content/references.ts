import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentReferenceMissing, MediaFileMissing } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import type { Content, Sourced } from '../../shared/model/content-graph.ts';
import { locateInSource } from './source-location.ts';
import { formatFieldPath } from './validate-entry.ts';

export interface MissingReference {
  entry: Sourced<unknown>;
  label: string;
  kind: 'case study' | 'service area' | 'author' | 'category';
  id: string;
  fieldPath: PropertyKey[];
}

/**
 * The service areas' `nearby` slugs that name no area, by collection array
 * (kept by the content loader that gives the arrays): they refer to their own
 * collection, so a collection the loader gives again unchanged (watch mode,
 * after an edit elsewhere) is not walked again (10,000 service areas: some
 * 20,000 references on every content edit).
 */
export type CheckedNearby = WeakMap<readonly Sourced<unknown>[], MissingReference[]>;

function nearbyMissing(areas: Content['locations'], checked?: CheckedNearby): MissingReference[] {
  let missing = checked?.get(areas);
  if (!missing) {
    missing = [];
    const slugs = new Set(areas.map((entry) => entry.data.slug));
    for (const entry of areas)
      for (const [index, slug] of entry.data.nearby.entries())
        if (!slugs.has(slug))
          missing.push({
            entry,
            label: `service area "${entry.data.slug}"`,
            kind: 'service area',
            id: slug,
            fieldPath: ['nearby', index],
          });
    checked?.set(areas, missing);
  }
  return missing;
}

/**
 * Cross-entry checks the schemas cannot express: ids that must name another
 * entry (case studies, nearby areas, authors, categories) and media files.
 */
export async function checkReferences(
  content: Content,
  root: string,
  {
    checkedNearby,
    nearbyResolve = false,
  }: {
    checkedNearby?: CheckedNearby;
    /**
     * Every `nearby` slug is known to name an area (the loader checked the
     * modules' summaries): the areas, which may not be decoded yet, are not read.
     */
    nearbyResolve?: boolean;
  } = {},
): Promise<Problem[]> {
  const ids = {
    'case study': new Set<string>(content.caseStudies.map((entry) => entry.data.slug)),
    author: new Set(content.authors.map((entry) => entry.data.id)),
    category: new Set(content.categories.map((entry) => entry.data.id)),
  };
  type Kind = keyof typeof ids;
  const problems: Problem[] = [];
  const sources = new Map<string, string>();

  async function report(
    entry: Sourced<unknown>,
    fieldPath: PropertyKey[],
    make: (where: string, field: string) => Problem,
  ) {
    const text = sources.get(entry.file) ?? (await readFile(path.join(root, entry.file), 'utf8'));
    sources.set(entry.file, text);
    const modulePath = modulePathOf(entry, content, fieldPath);
    const { line, column } = locateInSource(text, entry.file, modulePath);
    problems.push(make(`${entry.file}:${line}:${column}`, formatFieldPath(fieldPath, entry.data)));
  }

  // Checked without an await per reference (each cost a turn of the microtask queue); those that
  // name nothing are reported after, in the order they were found.
  const missing: MissingReference[] = [];
  function expect(
    entry: Sourced<unknown>,
    label: string,
    kind: Kind,
    id: string,
    fieldPath: PropertyKey[],
  ) {
    if (!ids[kind].has(id)) missing.push({ entry, label, kind, id, fieldPath });
  }

  for (const entry of content.services) {
    const label = `service "${entry.data.slug}"`;
    for (const [index, slug] of entry.data.relatedCaseStudies.entries())
      expect(entry, label, 'case study', slug, ['relatedCaseStudies', index]);
  }
  if (!nearbyResolve) missing.push(...nearbyMissing(content.locations, checkedNearby));
  for (const entry of content.posts) {
    const label = `blog post "${entry.data.slug}"`;
    expect(entry, label, 'author', entry.data.author, ['author']);
    expect(entry, label, 'category', entry.data.category, ['category']);
  }
  const withSections: Array<{
    entry: Sourced<{ sections: Array<{ type: string; slugs?: string[] }> }>;
    label: string;
  }> = [
    ...content.services.map((entry) => ({ entry, label: `service "${entry.data.slug}"` })),
    ...content.pages.map((entry) => ({ entry, label: `page "${entry.data.id}"` })),
  ];
  for (const { entry, label } of withSections) {
    for (const [sectionIndex, section] of entry.data.sections.entries()) {
      if (section.type !== 'caseStudies') continue;
      for (const [index, slug] of (section.slugs ?? []).entries()) {
        expect(entry, label, 'case study', slug, ['sections', sectionIndex, 'slugs', index]);
      }
    }
  }

  for (const { entry, label, kind, id, fieldPath } of missing)
    await report(entry, fieldPath, (where, field) =>
      problem(ContentReferenceMissing, { where, entry: label, field, kind, id }),
    );

  const all: Array<{ entry: Sourced<unknown>; label: string }> = [
    ...withSections,
    ...content.caseStudies.map((entry) => ({ entry, label: `case study "${entry.data.slug}"` })),
  ];
  const images = all.flatMap(({ entry, label }) =>
    imagesIn(entry.data).map((image) => ({ entry, label, ...image })),
  );
  // Asked all at once: one after the other, the file system's answers took some 10 ms of every load.
  const found = await Promise.all(
    images.map(({ src }) =>
      access(path.join(root, 'content', 'media', src)).then(
        () => true,
        () => false,
      ),
    ),
  );
  for (const [index, { entry, label, src, fieldPath }] of images.entries())
    if (!found[index])
      await report(entry, fieldPath, (where, field) =>
        problem(MediaFileMissing, { where, entry: label, field, src }),
      );
  return problems;
}

/**
 * The images in `value` (objects with a string `src` and a numeric `width`), each with its field
 * path, in the order a depth-first walk meets them. One path is kept as the walk goes and copied
 * only for an image: a path copied for every value it passes (and a generator for each) was some
 * 11 MB of garbage on every load at +10,000 pages.
 */
function imagesIn(value: unknown): Array<{ src: string; fieldPath: PropertyKey[] }> {
  const images: Array<{ src: string; fieldPath: PropertyKey[] }> = [];
  const at: PropertyKey[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        at.push(index);
        walk(node[index]);
        at.pop();
      }
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.src === 'string' && typeof record.width === 'number')
        images.push({ src: record.src, fieldPath: [...at, 'src'] });
      for (const key of Object.keys(record)) {
        at.push(key);
        walk(record[key]);
        at.pop();
      }
    }
  };
  walk(value);
  return images;
}

/** Entries of array modules sit at an index inside their module's default export. */
function modulePathOf(
  entry: Sourced<unknown>,
  content: Content,
  fieldPath: PropertyKey[],
): PropertyKey[] {
  const siblings = [
    ...content.services,
    ...content.locations,
    ...content.authors,
    ...content.categories,
  ].filter((other) => other.file === entry.file);
  const index = siblings.indexOf(entry as never);
  return index >= 0 ? [index, ...fieldPath] : fieldPath;
}
