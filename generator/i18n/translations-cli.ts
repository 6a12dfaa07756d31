import { contentModuleFiles, readContentModule } from '../content/load-content.ts';
import { sourceLocator } from '../content/source-location.ts';
import { formatFieldPath, validateEntry } from '../content/validate-entry.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readLock } from './translation-lock.ts';
import {
  describeField,
  languageName,
  NON_DEFAULT_LOCALES,
  tallyByModule,
  translationReport,
  type ReportEntry,
} from './translation-report.ts';

export interface ReadModules {
  entries: ReportEntry[];
  /** Modules that do not load or do not match their schema, located like build errors. */
  problems: string[];
}

/** Reads the given modules (all content modules when none are given), each on its own, so one broken module does not hide the others. */
export async function readModules(root: string, only?: readonly string[]): Promise<ReadModules> {
  const files = only && only.length > 0 ? only : await contentModuleFiles(root);
  const entries: ReportEntry[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const module = await readContentModule(root, file);
    if (module.error) {
      problems.push(`${module.file}: ${module.error}`);
      continue;
    }
    let locate: ReturnType<typeof sourceLocator> | undefined;
    for (const entry of module.entries) {
      entries.push({
        file: module.file,
        collection: module.collection,
        value: entry.value,
        index: entry.index,
        label: entry.label,
      });
      for (const violation of validateEntry(module.collection.schema, entry.value).violations) {
        locate ??= sourceLocator(await readFile(path.join(root, module.file), 'utf8'), module.file);
        const { line, column } = locate(
          entry.index === undefined ? violation.path : [entry.index, ...violation.path],
        );
        problems.push(
          `${module.file}:${line}:${column} › ${entry.label} › ${formatFieldPath(violation.path, entry.value)}: ${violation.rule}`,
        );
      }
    }
  }
  return { entries, problems };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '100.0' : ((part / whole) * 100).toFixed(1);

/** `translations status`: counts per locale and module, then every missing or stale field with its location. */
export async function translationStatus(
  root: string,
  options: { locales?: readonly string[]; modules?: readonly string[] },
): Promise<{ text: string; complete: boolean }> {
  const locales = options.locales?.length ? options.locales : NON_DEFAULT_LOCALES;
  const { entries, problems } = await readModules(root, options.modules);
  const fields = await translationReport(root, entries, await readLock(root), locales);
  const lines: string[] = [];
  if (problems.length > 0) {
    lines.push(
      `✖ ${problems.length} content problem${problems.length === 1 ? '' : 's'} (fix these too):`,
      ...problems.map((line) => `  ${line}`),
      '',
    );
  }
  for (const locale of locales) {
    const tallies = tallyByModule(fields.filter((field) => field.locale === locale));
    const total = tallies.reduce(
      (sum, tally) => ({
        translated: sum.translated + tally.translated,
        missing: sum.missing + tally.missing,
        stale: sum.stale + tally.stale,
      }),
      { translated: 0, missing: 0, stale: 0 },
    );
    const all = total.translated + total.missing + total.stale;
    lines.push(
      `${locale} (${languageName(locale)}): ${total.translated + total.stale}/${all} fields translated (${percent(total.translated + total.stale, all)}%), ${total.missing} missing, ${total.stale} stale`,
    );
    const width = Math.max(0, ...tallies.map((tally) => tally.file.length));
    for (const tally of tallies) {
      const count = tally.translated + tally.missing + tally.stale;
      lines.push(
        `  ${tally.file.padEnd(width)}  ${String(tally.translated + tally.stale).padStart(5)}/${String(count).padEnd(5)} missing ${String(tally.missing).padStart(4)} · stale ${String(tally.stale).padStart(4)}`,
      );
    }
  }
  const open = locales.flatMap((locale) =>
    fields.filter((field) => field.locale === locale && field.state !== 'translated'),
  );
  if (open.length > 0)
    lines.push(
      '',
      `Missing or stale (${open.length}):`,
      ...open.map((field) => `  ${describeField(field)}`),
    );
  else lines.push('', `✓ complete for ${locales.join(', ')}${problems.length ? '' : ' and valid'}`);
  return { text: lines.join('\n'), complete: open.length === 0 && problems.length === 0 };
}
