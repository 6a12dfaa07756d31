import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { acceptFields, readLock, writeLock, LOCK_FILE } from './translation-lock.ts';
import { NON_DEFAULT_LOCALES, translationReport } from './translation-report.ts';
import { readModules, translationStatus } from './translations-cli.ts';
import { reviewTranslation } from './translation-review.ts';
import { exportXliff, type ExportSelection } from './xliff/export-xliff.ts';
import { importXliff } from './xliff/import-xliff.ts';

export interface TranslationsOptions {
  locale?: string[] | undefined;
  module?: string[] | undefined;
  only?: string | undefined;
  out?: string | undefined;
}

/** `translations status|export|import|accept`: the translator's workflow. Returns the exit code. */
export async function runTranslationsCommand(
  root: string,
  args: string[],
  options: TranslationsOptions,
): Promise<number> {
  const [action, ...rest] = args;
  const locales = options.locale ?? [];
  for (const locale of locales) {
    if (!(NON_DEFAULT_LOCALES as readonly string[]).includes(locale)) {
      console.error(`✖ Unknown locale "${locale}": use one of ${NON_DEFAULT_LOCALES.join(', ')}.`);
      return 1;
    }
  }
  switch (action) {
    case 'status': {
      const { text } = await translationStatus(root, { locales, modules: options.module ?? [] });
      console.log(text);
      return 0;
    }
    case 'export': {
      if (locales.length !== 1 || !options.out) {
        console.error(
          '✖ Use `translations export --locale de [--only missing|stale|all] --out de.xliff`.',
        );
        return 1;
      }
      const only = (options.only ?? 'missing') as ExportSelection;
      if (!['missing', 'stale', 'all'].includes(only)) {
        console.error(`✖ --only must be missing, stale or all, not "${options.only}".`);
        return 1;
      }
      const { xml, units } = await exportXliff(root, {
        locale: locales[0]!,
        only,
        modules: options.module ?? [],
      });
      const out = path.resolve(process.cwd(), options.out);
      await writeFile(out, xml);
      console.log(
        `✓ ${units} unit${units === 1 ? '' : 's'} (${only}, ${locales[0]}) → ${path.relative(process.cwd(), out)}`,
      );
      return 0;
    }
    case 'import': {
      const file = rest[0];
      if (!file) {
        console.error('✖ Use `translations import <file.xliff>`.');
        return 1;
      }
      const result = await importXliff(
        root,
        await readFile(path.resolve(process.cwd(), file), 'utf8'),
      );
      console.log(result.summary);
      return result.refused.length > 0 || result.invalid.length > 0 ? 1 : 0;
    }
    case 'review': {
      const { entries, problems } = await readModules(root, options.module ?? []);
      const fields = await translationReport(
        root,
        entries,
        await readLock(root),
        locales.length ? locales : NON_DEFAULT_LOCALES,
      );
      const findings = fields.flatMap(reviewTranslation);
      for (const line of problems) console.log(`✖ ${line}`);
      for (const { field, problem } of findings)
        console.log(`${field.id} (${field.locale}): ${problem}`);
      console.log(
        `${findings.length} finding${findings.length === 1 ? '' : 's'} in ${fields.filter((field) => field.translation !== undefined).length} translations`,
      );
      return 0;
    }
    case 'accept': {
      const { entries, problems } = await readModules(root);
      if (problems.length > 0) {
        console.error(
          `✖ Fix the content first:\n${problems.map((line) => `  ${line}`).join('\n')}`,
        );
        return 1;
      }
      const lock = await readLock(root);
      const fields = await translationReport(root, entries, lock);
      const chosen = (field: (typeof fields)[number]) =>
        (locales.length === 0 || locales.includes(field.locale)) &&
        (!options.module?.length ||
          options.module.some(
            (module) => path.resolve(root, module) === path.resolve(root, field.file),
          ));
      const accepted = fields.filter((field) => field.state === 'stale' && chosen(field));
      await writeLock(root, acceptFields(lock, fields, chosen));
      console.log(
        `✓ ${accepted.length} stale translation${accepted.length === 1 ? '' : 's'} accepted against today's English (${LOCK_FILE})`,
      );
      return 0;
    }
    default:
      console.error(
        '✖ Use `translations status`, `translations export`, `translations import`, `translations review` or `translations accept` (see --help).',
      );
      return 1;
  }
}
