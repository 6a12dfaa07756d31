import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagContrast } from 'culori';
import { runDev } from '../../generator/dev/watch.ts';
import { launchChromium } from '../support/chromium.ts';
import { copyProject } from '../support/project-copy.ts';

let project: { root: string; remove: () => Promise<void> };
let dev: Awaited<ReturnType<typeof runDev>>;

beforeAll(async () => {
  project = await copyProject();
  dev = await runDev({ root: project.root, port: 0, outDir: path.join(project.root, 'dist'), log: () => {}, logError: () => {} });
});
afterAll(async () => {
  await dev?.close();
  await project?.remove();
});

/** Opens the live-reload stream and resolves with the first event of the given name. */
async function nextEvent(name: string, timeoutMs = 60_000): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const response = await fetch(new URL('/_dev/events', dev.url), { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream closed');
      buffer += decoder.decode(value, { stream: true });
      const match = new RegExp(`event: ${name}\\n((?:data: .*\\n)+)\\n`).exec(buffer);
      if (match) return match[1]!.replace(/^data: /gm, '').trim();
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** The ratio as the token page prints it: rounded down to two decimals. */
function ratioOnWhite(colour: string): string {
  return `${(Math.floor(wcagContrast(colour, '#ffffff') * 100) / 100).toFixed(2)}:1`;
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const absolute = path.join(project.root, file);
  await writeFile(absolute, change(await readFile(absolute, 'utf8')));
}

describe('dev (watch mode)', () => {
  it('serves the site with the live-reload client', async () => {
    const html = await (await fetch(dev.url)).text();
    expect(html).toContain('<script type="module" src="/_dev/live-reload.js"></script>');
    expect(await (await fetch(new URL('/_dev/live-reload.js', dev.url))).text()).toContain("new EventSource('/_dev/events')");
  });

  it('rebuilds on a content change and tells the browser to reload', async () => {
    const event = nextEvent('reload');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('content/pages/about-us.ts', (text) => text.replace(/title: \{\n?\s*en: '([^']+)'/, "title: {\n    en: 'Our story, rewritten'"));
    await event;
    const html = await (await fetch(new URL('/about-us', dev.url))).text();
    expect(html).toContain('<title>Our story, rewritten | Fernhill</title>');
  });

  it('swaps the stylesheet without a reload when only tokens change', async () => {
    const event = nextEvent('css');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#f2b544"', '"#ffb000"'));
    const stylesheet = await event;
    expect(stylesheet).toMatch(/^\/_assets\/site\.[a-z0-9]+\.css$/);
    const css = await (await fetch(new URL(stylesheet, dev.url))).text();
    expect(css).toContain('--color-brand-accent: #ffb000');
  });

  it('rebuilds the token reference page with the new value and contrast ratio when a colour token changes', async () => {
    const before = await (await fetch(new URL('/design-tokens/', dev.url))).text();
    expect(before).toContain('<html lang="en" dir="ltr" data-live-reload="page">');
    expect(before).toContain(`<td class="dt-ratio">${ratioOnWhite('#136f4f')}</td>`);
    const event = nextEvent('css');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#136f4f"', '"#2f8f6a"'));
    await event;
    const after = await (await fetch(new URL('/design-tokens/', dev.url))).text();
    const primary = after.slice(after.indexOf('<code>color.brand.primary</code>'), after.indexOf('<code>color.brand.primary-strong</code>'));
    expect(primary).toContain('<dd>#2f8f6a</dd>');
    expect(primary).toContain(`<td class="dt-ratio">${ratioOnWhite('#2f8f6a')}</td>`);
    expect(after).not.toContain('#136f4f');
  }, 120_000);

  it('reloads the token page in the browser on a token change, while other pages only swap the stylesheet', async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const tokenPage = await context.newPage();
      const home = await context.newPage();
      await tokenPage.goto(new URL('/design-tokens/', dev.url).href);
      await home.goto(dev.url);
      await home.evaluate(() => Object.assign(window, { sameDocument: true }));
      const stylesheet = await home.locator('link[rel="stylesheet"]').first().getAttribute('href');
      // Time for both pages' live-reload clients to open their EventSource before the edit.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await edit('tokens/color.json', (text) => text.replace('"#2f8f6a"', '"#1d6b50"'));
      await tokenPage.waitForFunction(() => document.body.textContent?.includes('#1d6b50'), undefined, { timeout: 60_000 });
      await home.waitForFunction((old) => document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') !== old, stylesheet, { timeout: 60_000 });
      expect(await home.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('stops on a malformed token and names its file, position, token and the reason in the browser event', async () => {
    const failed = nextEvent('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#1d6b50"', '"#12345"'));
    const report = await failed;
    expect(report).toMatch(/tokens\/color\.json:\d+:\d+ › color\.brand\.primary: "#12345" is not a colour \(use #rrggbb, #rgb, or rgb\(\)\/hsl\(\)\)/);
    expect((await fetch(new URL('/design-tokens/', dev.url))).status).toBe(200);
    const repaired = nextEvent('css');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#12345"', '"#136f4f"'));
    await repaired;
  }, 120_000);

  it('keeps serving the last good build and reports a broken one', async () => {
    const event = nextEvent('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('content/work/jombine.ts', (text) => text.replace("slug: 'jombine'", "slug: 'Jombine!'"));
    expect(await event).toMatch(/content\/work\/jombine\.ts:\d+:\d+ › case study/);
    expect((await fetch(new URL('/work/jombine', dev.url))).status).toBe(200);
  });
});
