import { ContentDuplicateId } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import type { Collection } from '../../content/schema/collections.ts';
import type { Sourced } from '../../shared/model/content-graph.ts';
import { moduleLocator } from './source-location.ts';

/**
 * Entries are found by their slug or id (routes, links, references): two
 * entries of one collection with the same one would leave one of them
 * unreachable. Every such pair is reported with both places.
 */
export async function findDuplicateIds(
  root: string,
  collection: Collection,
  entries: ReadonlyArray<Sourced<unknown>>,
): Promise<Problem[]> {
  const seen = new Map<string, { file: string; index: number }>();
  const positionInFile = new Map<string, number>();
  const problems: Problem[] = [];
  const locate = moduleLocator(root);
  const where = (file: string, index: number, key: string) =>
    locate(file, collection.many ? [index, key] : [key]);
  for (const entry of entries) {
    const index = positionInFile.get(entry.file) ?? 0;
    positionInFile.set(entry.file, index + 1);
    const record = entry.data as Record<string, unknown>;
    const id = collection.idOf(record);
    if (id === undefined) continue;
    const first = seen.get(id);
    if (!first) {
      seen.set(id, { file: entry.file, index });
      continue;
    }
    const key = 'slug' in record ? 'slug' : 'id';
    problems.push(
      problem(ContentDuplicateId, {
        kind: collection.label,
        id,
        first: await where(first.file, first.index, key),
        second: await where(entry.file, index, key),
      }),
    );
  }
  return problems;
}

/** Whether an id (null: none) comes twice: the check without the entries, which only reporting needs. */
export function repeatsAnId(ids: ReadonlyArray<string | null>): boolean {
  const seen = new Set<string>();
  for (const id of ids) {
    if (id === null) continue;
    if (seen.has(id)) return true;
    seen.add(id);
  }
  return false;
}
