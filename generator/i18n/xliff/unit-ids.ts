/**
 * XLIFF 2.0 ids are NMTOKENs (no spaces, no "/"), so a unit is named twice:
 * its `id` is `{entry}.{field path}` (e.g. `ui-design.sections.0.heading`)
 * inside a `<file>` whose id is the module path with dots
 * (`content.services.design.ts`), and its `name` is the readable field id
 * the status command and the lock use (`content/services/design.ts › ui-design › sections[0:hero].heading`).
 */
export function fileIdOf(modulePath: string): string {
  return modulePath.replaceAll('/', '.');
}

/** `ui-design` + ['sections', 0, 'heading'] → `ui-design.sections.0.heading` */
export function unitIdOf(entryId: string, fieldPath: readonly PropertyKey[]): string {
  return [entryId, ...fieldPath.map(String)].join('.');
}

/** `ui-design.sections.0.heading` → { entryId: 'ui-design', fieldPath: ['sections', 0, 'heading'] } */
export function parseUnitId(unitId: string): { entryId: string; fieldPath: PropertyKey[] } {
  const [entryId = '', ...keys] = unitId.split('.');
  return { entryId, fieldPath: keys.map((key) => (/^\d+$/.test(key) ? Number(key) : key)) };
}
