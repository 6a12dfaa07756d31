import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { precompressFolder } from '../../generator/write/precompress-folder.ts';
import { compressVariantsSync } from '../../generator/write/precompress.ts';

let folder: string;
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A page of about 6 KB: compressible, above the size that gets variants. */
const page = (title: string) =>
  `<!doctype html><title>${title}</title>${'<p>Software, built to last.</p>'.repeat(200)}`;

/** Writes `text` to `file` of the test's folder, making its folders. */
async function put(file: string, text: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
  await writeFile(path.join(folder, file), text);
}

describe('precompressFolder', () => {
  it('writes variants beside the text files that have none and leaves the others as they are', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await put('index.html', page('Home'));
    await put('de/about/index.html', page('Über uns'));
    // A page the render threads already compressed: its variants stay as they are.
    await put('de/contact/index.html', page('Kontakt'));
    await put('de/contact/index.html.br', 'stamped br');
    await put('de/contact/index.html.gz', 'stamped gz');
    await put('robots.txt', 'User-agent: *\nAllow: /\n');
    await put('media/photo.png', Buffer.alloc(4096, 7));
    await put('drafts/skip.html', page('Draft'));

    const summary = await precompressFolder(folder, { ignore: ['drafts/**'] });

    for (const file of ['index.html', 'de/about/index.html']) {
      const text = await readFile(path.join(folder, file));
      expect(brotliDecompressSync(await readFile(path.join(folder, `${file}.br`)))).toEqual(text);
      expect(gunzipSync(await readFile(path.join(folder, `${file}.gz`)))).toEqual(text);
    }
    expect(await readFile(path.join(folder, 'de/contact/index.html.br'), 'utf8')).toBe(
      'stamped br',
    );
    expect(await readFile(path.join(folder, 'de/contact/index.html.gz'), 'utf8')).toBe(
      'stamped gz',
    );
    // Too small to gain, not text, or ignored: no variants.
    expect((await readdir(folder)).sort()).toEqual([
      'de',
      'drafts',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'media',
      'robots.txt',
    ]);
    expect(await readdir(path.join(folder, 'media'))).toEqual(['photo.png']);
    expect(await readdir(path.join(folder, 'drafts'))).toEqual(['skip.html']);
    expect(summary).toMatchObject({ sources: 2, files: 4 });
  });

  it('given the files to compress, compresses those and does not list the folder', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await put('sitemap.xml', page('Sitemap'));
    await put('_assets/site.css', page('Stylesheet'));
    await put('media/photo.png', Buffer.alloc(4096, 7));
    // A page the stamp compressed (it is not among the files the build names): left unlisted.
    await put('de/contact/index.html', page('Kontakt'));

    const summary = await precompressFolder(folder, {
      files: ['sitemap.xml', '_assets/site.css', 'media/photo.png'],
    });

    for (const file of ['sitemap.xml', '_assets/site.css']) {
      const text = await readFile(path.join(folder, file));
      expect(brotliDecompressSync(await readFile(path.join(folder, `${file}.br`)))).toEqual(text);
      expect(gunzipSync(await readFile(path.join(folder, `${file}.gz`)))).toEqual(text);
    }
    expect(await readdir(path.join(folder, 'media'))).toEqual(['photo.png']);
    expect(await readdir(path.join(folder, 'de/contact'))).toEqual(['index.html']);
    expect(summary).toMatchObject({ sources: 2, files: 4 });
  });

  it('streams a large file into variants that are the bytes compressVariantsSync gives, and leaves none that is not smaller', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    // A sitemap of some 2 MB: many stream chunks, each compressed as it comes.
    const urls = Array.from(
      { length: 12_000 },
      (_, index) => `<url><loc>https://www.fernhill.dev/de/leistungen/ort-${index}/</loc></url>`,
    );
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset>${urls.join('')}</urlset>`;
    await put('sitemap-1.xml', sitemap);
    // Text by its name, but noise: neither variant would be smaller.
    await put('noise.txt', randomBytes(64 * 1024));

    const summary = await precompressFolder(folder);

    const expected = compressVariantsSync('sitemap-1.xml', Buffer.from(sitemap));
    expect((await readFile(path.join(folder, 'sitemap-1.xml.br'))).equals(expected.br)).toBe(true);
    expect((await readFile(path.join(folder, 'sitemap-1.xml.gz'))).equals(expected.gz)).toBe(true);
    expect((await readdir(folder)).sort()).toEqual([
      'noise.txt',
      'sitemap-1.xml',
      'sitemap-1.xml.br',
      'sitemap-1.xml.gz',
    ]);
    expect(summary).toMatchObject({
      sources: 1,
      files: 2,
      bytes: expected.br.byteLength + expected.gz.byteLength,
    });
  });
});
