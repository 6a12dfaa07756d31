/**
 * JSON for an inline <script type="application/json">, safe against breaking
 * out of the script element: `<`, `>` and `&` become \u escapes (so neither
 * `</script>` nor `<!--` can appear), as do the two line separators that JSON
 * allows but JavaScript once did not. JSON.parse reads them back unchanged.
 */
export function serializeProps(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
