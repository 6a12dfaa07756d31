import xliff, { type XliffUnit } from 'xliff';
import { readLock } from '../translation-lock.ts';
import { translationReport, type FieldTranslation } from '../translation-report.ts';
import { readModules } from '../translations-cli.ts';
import { fileIdOf, unitIdOf } from './unit-ids.ts';

export type ExportSelection = 'missing' | 'stale' | 'all';

/**
 * `translations export`: XLIFF 2.0 with one <file> per content module and one
 * <unit> per field: the English source, the current translation as target
 * (for stale and `all`), a note naming the page and the field, and the title
 * limit as an XLIFF size restriction.
 */
export async function exportXliff(
  root: string,
  options: { locale: string; only: ExportSelection; modules?: readonly string[] },
): Promise<{ xml: string; units: number }> {
  const { entries, problems } = await readModules(root, options.modules);
  if (problems.length > 0)
    throw new Error(
      `Fix the content before exporting:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  const fields = await translationReport(root, entries, await readLock(root), [options.locale]);
  const chosen = fields.filter((field) => options.only === 'all' || field.state === options.only);
  const resources: Record<string, Record<string, XliffUnit>> = {};
  for (const field of chosen) {
    (resources[fileIdOf(field.file)] ??= {})[unitIdOf(field.entryId, field.fieldPath)] =
      unitOf(field);
  }
  const xml = await xliff.js2xliff({
    sourceLanguage: 'en',
    targetLanguage: options.locale,
    resources,
  });
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`, units: chosen.length };
}

function unitOf(field: FieldTranslation): XliffUnit {
  const notes = [
    `Field: ${field.id}`,
    `Shown on: ${field.page}`,
    field.maxLength
      ? `At most ${field.maxLength} characters (search results cut longer titles)`
      : undefined,
    field.state === 'stale'
      ? 'The English changed after this translation was written: review it'
      : undefined,
    'Keep [label](/path) links (translate the label only) and **bold** markers.',
  ].filter(Boolean);
  return {
    source: field.english,
    ...(field.translation !== undefined ? { target: field.translation } : {}),
    note: notes.join('\n'),
    additionalAttributes: {
      name: field.id,
      ...(field.maxLength ? { sizeRestriction: field.maxLength } : {}),
    },
  };
}
