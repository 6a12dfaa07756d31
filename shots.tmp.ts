import { createStaticServer, listen } from './generator/serve/static-server.ts';
import { launchChromium } from './generator/browser/chromium.ts';
const server = createStaticServer({ distDir: '/work/main/dist' });
const { url } = await listen(server, 0);
const browser = await launchChromium();
const pages = (process.argv[2] ?? '').split(',');
const widths = [375, 768, 1280];
for (const path of pages) for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const response = await page.goto(new URL(path, url).href);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const name = `${path.replace(/\//g, '_')}-${width}.png`;
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: process.argv[3] === 'full' });
  console.log(name, response?.status(), 'overflow', overflow);
  await page.close();
}
await browser.close();
server.close();
