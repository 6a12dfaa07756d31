import { startIntakeService } from '../../server/intake/intake-service.ts';
import { createStaticServer, listen } from '../../server/static-server.ts';
import path from 'node:path';
import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { launchChromium } from '../browser/chromium.ts';

/**
 * `npm run bench:navigation`: time from a click on an internal link to the swapped
 * <main> (client-side navigation on page data), against the project's server on
 * 127.0.0.1 with the built dist/. Prints the median and p90 over the runs.
 */
const root = process.cwd();
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fernhill-nav-'));
const intake = await startIntakeService({
  root,
  dataDir,
  allowedOrigins: [],
  cors: false,
  rateLimitPerMinute: 0,
  minFillMs: 0,
  maxBodyBytes: 16384,
});
const server = createStaticServer({ distDir: path.join(root, 'dist'), intake: intake.handler });
const { url } = await listen(server, 0);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const targets = [
  '/services/react-development',
  '/work/shyft',
  '/blog',
  '/about-us',
  '/services/custom-software-company-austin/',
  '/technologies',
];
const timings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  await page.goto(`${url}work`, { waitUntil: 'load' });
  const target = targets[run % targets.length]!;
  // A string, not a function: tsx would wrap inner functions in a helper the page does not have.
  const elapsed = await page.evaluate<number>(`(async () => {
    const link = document.createElement('a');
    link.href = ${JSON.stringify(target)};
    link.textContent = 'bench';
    document.querySelector('main').append(link);
    const before = document.querySelector('main');
    const started = performance.now();
    link.click();
    await new Promise((resolve) => {
      const check = () => (document.querySelector('main') !== before ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - started;
  })()`);
  timings.push(elapsed);
}
await browser.close();
await new Promise((resolve) => server.close(resolve));
await intake.close();
await rm(dataDir, { recursive: true, force: true });
const sorted = [...timings].sort((a, b) => a - b);
const at = (q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
console.log(
  `\nClient-side navigation, click → swapped <main>: ${RUNS} runs on 127.0.0.1 (page data not prefetched)`,
);
console.log(
  `median ${at(0.5)} ms · p90 ${at(0.9)} ms · min ${sorted[0]!.toFixed(1)} ms · max ${sorted.at(-1)!.toFixed(1)} ms`,
);
