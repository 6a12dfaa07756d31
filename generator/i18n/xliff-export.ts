export type ExportSelection = 'missing' | 'stale' | 'all';
export async function exportXliff(_root: string, _options: { locale: string; only: ExportSelection; modules: readonly string[] }): Promise<{ xml: string; units: number }> {
  throw new Error('translations export: not written yet');
}
