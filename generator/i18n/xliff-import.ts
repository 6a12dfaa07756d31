export async function importXliff(_root: string, _xml: string): Promise<{ summary: string; refused: string[]; invalid: string[] }> {
  throw new Error('translations import: not written yet');
}
