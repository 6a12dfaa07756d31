import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MagicString from 'magic-string';
import type * as Syntax from '@babel/types';
import xliff from 'xliff';
import { LOCALES } from '../../../content/schema/primitives.ts';
import {
  contentModuleFiles,
  readContentModule,
  type ModuleExport,
} from '../../content/load-content.ts';
import { nodeAt, parseContentModule, propertyName } from '../../content/source-location.ts';
import { formatFieldPath, validateEntry } from '../../content/validate-entry.ts';
import { readLock, recordTranslations, writeLock } from '../translation-lock.ts';
import { NON_DEFAULT_LOCALES } from '../translation-report.ts';
import { englishOf, translatableFields, translationOf } from '../translatable-fields.ts';
import { fileIdOf, parseUnitId } from './unit-ids.ts';

export interface ImportResult {
  locale: string;
  written: string[];
  unchanged: number;
  /** Units whose English changed since the export: nothing was written for them. */
  refused: string[];
  /** Units that name no field, are not literals, or would make a module invalid. */
  invalid: string[];
  summary: string;
}

interface PendingEdit {
  unitName: string;
  /** The field's id in the lock (`module › entry › field`). */
  fieldId: string;
  english: string;
  node: Syntax.Node;
  translation: string;
}

/**
 * `translations import`: writes each unit's target into its content module as
 * a source edit of that one value (the rest of the file keeps its bytes). A
 * unit whose <source> is no longer the field's English is refused; a module
 * that would not load or validate after the edits is left as it was.
 */
export async function importXliff(root: string, xml: string): Promise<ImportResult> {
  const document = await xliff.xliff2js(xml);
  const locale = document.targetLanguage;
  if (!(NON_DEFAULT_LOCALES as readonly string[]).includes(locale)) {
    throw new Error(
      `The file translates into "${locale}"; this site translates into ${NON_DEFAULT_LOCALES.join(', ')}`,
    );
  }
  const modulesById = new Map(
    (await contentModuleFiles(root)).map((file) => [fileIdOf(file), file]),
  );
  const result: ImportResult = {
    locale,
    written: [],
    unchanged: 0,
    refused: [],
    invalid: [],
    summary: '',
  };
  const written: Array<{ id: string; locale: string; english: string; translation: string }> = [];

  for (const [fileId, units] of Object.entries(document.resources)) {
    const file = modulesById.get(fileId);
    if (!file) {
      result.invalid.push(
        ...Object.keys(units).map((unitId) => `${fileId} › ${unitId}: no content module ${fileId}`),
      );
      continue;
    }
    const module = await readContentModule(root, file);
    if (module.error) {
      result.invalid.push(`${file}: ${module.error}`);
      continue;
    }
    const sourceText = await readFile(path.join(root, file), 'utf8');
    const sourceFile = parseContentModule(sourceText, file);
    if (!sourceFile) {
      result.invalid.push(`${file}: does not parse as TypeScript`);
      continue;
    }
    const edits: PendingEdit[] = [];
    for (const [unitId, unit] of Object.entries(units)) {
      const unitName = `${file} › ${unitId}`;
      const target = unit.target;
      if (typeof target !== 'string' || target.trim() === '') continue;
      const located = locateUnit(module, unitId);
      if (typeof located === 'string') {
        result.invalid.push(`${unitName}: ${located}`);
        continue;
      }
      const english = englishOf(located.value);
      if (english !== unit.source) {
        result.refused.push(
          `${file} › ${located.label}: the English changed since the export (now "${String(english)}")`,
        );
        continue;
      }
      if (translationOf(located.value, locale) === target) {
        result.unchanged += 1;
        continue;
      }
      const { node, exact } = nodeAt(sourceFile, located.modulePath);
      if (!node || !exact) {
        result.invalid.push(`${unitName}: not found in the source`);
        continue;
      }
      edits.push({
        unitName: `${file} › ${located.label}`,
        fieldId: located.id,
        english: String(english),
        node,
        translation: target,
      });
    }
    if (edits.length === 0) continue;

    const edited = new MagicString(sourceText);
    const failed = edits.filter((edit) => !applyEdit(edited, sourceText, edit, locale));
    for (const edit of failed)
      result.invalid.push(
        `${edit.unitName}: the value is not a string or { en, … } literal; edit it by hand`,
      );
    const applied = edits.filter((edit) => !failed.includes(edit));
    if (applied.length === 0) continue;
    const absolute = path.join(root, file);
    await writeFile(absolute, edited.toString());
    const problems = await moduleProblems(root, file);
    if (problems.length > 0) {
      await writeFile(absolute, sourceText);
      result.invalid.push(...problems.map((problem) => `${problem} (nothing written to ${file})`));
      continue;
    }
    result.written.push(...applied.map((edit) => edit.unitName));
    written.push(
      ...applied.map((edit) => ({
        id: edit.fieldId,
        locale,
        english: edit.english,
        translation: edit.translation,
      })),
    );
  }

  // Imported translations are recorded against the English they were made from.
  if (written.length > 0) await writeLock(root, recordTranslations(await readLock(root), written));
  result.summary = summarize(result);
  return result;
}

/** The field a unit names, as written in the module. */
function locateUnit(
  module: ModuleExport,
  unitId: string,
): { value: unknown; modulePath: PropertyKey[]; label: string; id: string } | string {
  const { entryId, fieldPath } = parseUnitId(unitId);
  const entry = module.entries.find(
    (candidate, position) =>
      (module.collection.idOf((candidate.value ?? {}) as Record<string, unknown>) ??
        `#${position + 1}`) === entryId,
  );
  if (!entry) return `no entry "${entryId}"`;
  const wanted = fieldPath.map(String).join('.');
  const field = translatableFields(module.collection.schema, entry.value).find(
    (candidate) => candidate.path.map(String).join('.') === wanted,
  );
  if (!field) return `no translatable field ${fieldPath.map(String).join('.')} in ${entry.label}`;
  return {
    value: field.value,
    modulePath: entry.index === undefined ? field.path : [entry.index, ...field.path],
    label: `${entry.label} › ${formatFieldPath(field.path, entry.value)}`,
    id: `${module.file} › ${entryId} › ${formatFieldPath(field.path, entry.value)}`,
  };
}

/**
 * Rewrites one localised value as `{ en, de, ar }` in locale order: a plain
 * string becomes an object with its English as written; an object keeps the
 * source text of every other locale. Returns false for any other expression.
 */
function applyEdit(
  edited: MagicString,
  sourceText: string,
  edit: PendingEdit,
  locale: string,
): boolean {
  const node = edit.node;
  const textOf = (written: Syntax.Node) => sourceText.slice(written.start!, written.end!);
  const texts = new Map<string, string>();
  if (
    node.type === 'StringLiteral' ||
    (node.type === 'TemplateLiteral' && node.expressions.length === 0)
  ) {
    texts.set('en', textOf(node));
  } else if (node.type === 'ObjectExpression') {
    for (const property of node.properties) {
      if (
        property.type !== 'ObjectProperty' ||
        property.computed ||
        property.shorthand ||
        (property.key.type !== 'Identifier' && property.key.type !== 'StringLiteral')
      )
        return false;
      texts.set(propertyName(property.key)!, textOf(property.value));
    }
    if (!texts.has('en')) return false;
  } else {
    return false;
  }
  texts.set(locale, quote(edit.translation));
  const start = node.start!;
  const lineStart = sourceText.lastIndexOf('\n', start - 1) + 1;
  const indent = /^[ \t]*/.exec(sourceText.slice(lineStart, start))?.[0] ?? '';
  const inner = `${indent}  `;
  const ordered = LOCALES.filter((key) => texts.has(key)).map(
    (key) => `${inner}${key}: ${texts.get(key)},`,
  );
  edited.overwrite(start, node.end!, `{\n${ordered.join('\n')}\n${indent}}`);
  return true;
}

/** A single-quoted TypeScript string literal, as the content modules write them. */
export function quote(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

/** What is wrong with a module after an edit: it does not load, or an entry fails its schema. */
async function moduleProblems(root: string, file: string): Promise<string[]> {
  const module = await readContentModule(root, file);
  if (module.error) return [`${file}: ${module.error}`];
  return module.entries.flatMap((entry) =>
    validateEntry(module.collection.schema, entry.value).violations.map(
      (violation) =>
        `${file} › ${entry.label} › ${formatFieldPath(violation.path, entry.value)}: ${violation.rule}`,
    ),
  );
}

function summarize(result: ImportResult): string {
  const lines = [
    `${result.written.length ? '✓' : '·'} ${result.written.length} translation${result.written.length === 1 ? '' : 's'} written (${result.locale}), ${result.unchanged} unchanged`,
  ];
  if (result.refused.length > 0)
    lines.push(
      `✖ ${result.refused.length} refused, nothing written for them:`,
      ...result.refused.map((line) => `  ${line}`),
    );
  if (result.invalid.length > 0)
    lines.push(
      `✖ ${result.invalid.length} not imported:`,
      ...result.invalid.map((line) => `  ${line}`),
    );
  return lines.join('\n');
}
