import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { SiteSettings } from '../../components/i18n/site-context.tsx';
import { build, type BuildResult } from '../../generator/build.ts';
import { createStaticServer, listen } from '../../generator/serve/static-server.ts';
import { PROJECT_ROOT } from './project-copy.ts';

export interface BuiltSite {
  baseUrl: string;
  result: BuildResult;
  close: () => Promise<void>;
}

/** Builds the real project into a temporary dist/ and serves it with the project's own server on 127.0.0.1. */
export async function startBuiltSite(options: { settings?: SiteSettings } = {}): Promise<BuiltSite> {
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fernhill-dist-')), 'dist');
  const result = await build({ root: PROJECT_ROOT, sink: 'disk', outDir, ...options });
  const server: http.Server = createStaticServer({ distDir: outDir });
  const { url } = await listen(server, 0);
  return {
    baseUrl: url.replace(/\/$/, ''),
    result,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(path.dirname(outDir), { recursive: true, force: true });
    },
  };
}
