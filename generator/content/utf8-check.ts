import { readFile } from 'node:fs/promises';

/**
 * Where a file stops being UTF-8, as line and column, or undefined when it is
 * valid. esbuild (like Node) reads invalid bytes as U+FFFD, so a module saved
 * in another encoding would publish "���" in place of its accented letters.
 */
export function invalidUtf8At(
  bytes: Uint8Array,
): { line: number; column: number; byte: number } | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (!text.includes('\ufffd')) return undefined;
  // Re-encoding the decoded text gives back the file's bytes up to the first invalid sequence.
  const roundTrip = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length && roundTrip[offset] === bytes[offset]) offset += 1;
  if (offset === bytes.length) return undefined;
  const lineStart = bytes.lastIndexOf(0x0a, offset - 1) + 1;
  const line = bytes.subarray(0, lineStart).filter((byte) => byte === 0x0a).length + 1;
  const column = Buffer.from(bytes.subarray(lineStart, offset)).toString('utf8').length + 1;
  return { line, column, byte: bytes[offset]! };
}

/** The files among `files` that are not valid UTF-8, as `file:line:col` and the offending byte. */
export async function findInvalidUtf8(
  files: readonly string[],
): Promise<Array<{ file: string; line: number; column: number; byte: number }>> {
  const found: Array<{ file: string; line: number; column: number; byte: number }> = [];
  for (const file of files) {
    const at = invalidUtf8At(await readFile(file));
    if (at) found.push({ file, ...at });
  }
  return found;
}
