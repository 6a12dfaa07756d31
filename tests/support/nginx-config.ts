import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from './project-copy.ts';

/** The README's nginx example, word for word: the ```nginx block of the deployment section. */
export async function readmeNginxExample(): Promise<string> {
  const readme = await readFile(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block: the nginx test runs that example.');
  return block;
}

/**
 * The settings of the README's intake beside nginx: the `NAME=value` words before
 * `fernhill serve --api-only` in the first ```bash block after the nginx example.
 */
export async function readmeNginxIntakeEnvironment(): Promise<Record<string, string>> {
  const readme = await readFile(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
  const afterExample = readme.slice(readme.indexOf('```nginx\n'));
  const command = /```bash\n([^\n]*serve --api-only[^\n]*)\n/.exec(afterExample)?.[1];
  if (!command)
    throw new Error(
      'README.md has no intake command after its nginx example: the nginx test runs it.',
    );
  return Object.fromEntries(
    [...command.matchAll(/(?:^|\s)(SITE_[A-Z_]+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]),
  );
}

/** Replaces one line of the example, failing loudly when the README no longer has it. */
function replaceLine(config: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(config))
    throw new Error(`The README's nginx example has no line matching ${pattern}: update the test.`);
  return config.replace(pattern, replacement);
}

/**
 * The README's server block on a local port: only where it listens (no TLS), where
 * dist/ is and where the intake runs change. Around it, what Debian's nginx.conf
 * gives an included site (MIME types), with every path nginx writes in `prefix`.
 */
export function localNginxConfig(
  example: string,
  {
    port,
    distDir,
    intakePort,
    prefix,
  }: Record<'distDir' | 'prefix', string> & Record<'port' | 'intakePort', number>,
): string {
  let server = replaceLine(example, /^\s*listen 443 ssl http2;$/m, `  listen 127.0.0.1:${port};`);
  server = replaceLine(server, /^\s*root \/srv\/fernhill\/dist;$/m, `  root ${distDir};`);
  server = replaceLine(
    server,
    /proxy_pass http:\/\/127\.0\.0\.1:4173;/,
    `proxy_pass http://127.0.0.1:${intakePort};`,
  );
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
    ),
    server,
    '}',
    '',
  ].join('\n');
}
