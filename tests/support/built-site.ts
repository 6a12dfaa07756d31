import { mkdtemp, rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { SiteSettings } from '../../shared/model/site-settings.ts';
import { build, type BuildResult } from '../../generator/build.ts';
import {
  startIntakeService,
  type IntakeService,
  type IntakeServiceOptions,
} from '../../server/intake/intake-service.ts';
import { createStaticServer, listen } from '../../server/static-server.ts';
import { launchChromium } from './chromium.ts';
import { PROJECT_ROOT } from './project-copy.ts';

export interface BuiltSite {
  baseUrl: string;
  result: BuildResult;
  intake: IntakeService;
  dataDir: string;
  close: () => Promise<void>;
}

/** Builds the real project into a temporary dist/ and serves it with the project's own server on 127.0.0.1. */
export async function startBuiltSite(
  options: {
    settings?: SiteSettings;
    intake?: Partial<IntakeServiceOptions>;
    tokenReference?: boolean;
  } = {},
): Promise<BuiltSite> {
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fernhill-dist-')), 'dist');
  const dataDir = path.join(path.dirname(outDir), 'data');
  const result = await build({
    root: PROJECT_ROOT,
    sink: 'disk',
    outDir,
    // Served as `npm start` serves it: with the .br/.gz that `build --precompress` writes.
    precompress: true,
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.tokenReference ? { tokenReference: true } : {}),
  });
  // Tests fill forms in milliseconds and from one address: no fill-time or rate limit unless asked for.
  const intake = await startIntakeService({
    root: PROJECT_ROOT,
    dataDir,
    distDir: outDir,
    allowedOrigins: [],
    cors: false,
    rateLimitPerMinute: 0,
    minFillMs: 0,
    maxBodyBytes: 16 * 1024,
    ...options.intake,
  });
  const server: http.Server = createStaticServer({ distDir: outDir, intake: intake.handler });
  const { url } = await listen(server, 0);
  return {
    baseUrl: url.replace(/\/$/, ''),
    result,
    intake,
    dataDir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await intake.close();
      await rm(path.dirname(outDir), { recursive: true, force: true });
    },
  };
}

/**
 * The built site and a Chromium for one browser test file: built and launched
 * before its tests, closed after them. Read `site` and `browser` inside tests and hooks.
 */
export function builtSiteInChromium(options: Parameters<typeof startBuiltSite>[0] = {}): {
  readonly site: BuiltSite;
  readonly browser: Browser;
} {
  const handle = {} as { site: BuiltSite; browser: Browser };
  beforeAll(async () => {
    handle.site = await startBuiltSite(options);
    handle.browser = await launchChromium();
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.site?.close();
  });
  return handle;
}
