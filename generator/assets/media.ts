import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { hashedName } from './hash.ts';

/** content/media/** → dist/_assets/media with hashed names, and the src → URL map components use. */
export async function collectMedia(
  root: string,
): Promise<{ files: Map<string, Uint8Array>; urls: Record<string, string> }> {
  const mediaDir = path.join(root, 'content', 'media');
  const sources = await fg('**/*.{svg,png,jpg,webp}', { cwd: mediaDir, onlyFiles: true });
  const files = new Map<string, Uint8Array>();
  const urls: Record<string, string> = {};
  for (const src of sources.sort()) {
    const bytes = new Uint8Array(await readFile(path.join(mediaDir, src)));
    const name = `_assets/media/${hashedName(src, bytes)}`;
    files.set(name, bytes);
    urls[src] = `/${name}`;
  }
  return { files, urls };
}
