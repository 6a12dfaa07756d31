import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './build.ts';
import { runDev } from './dev/watch.ts';
import { formatBuildError } from './errors/build-error.ts';
import { createStaticServer, listen } from './serve/static-server.ts';

export const DEFAULT_PORT = 4173;

const HELP = `Fernhill site generator

Usage: tsx generator/cli.ts <command> [options]

Commands:
  build   Validate content, render every route in every locale and write dist/
          (atomically: a failed build leaves the previous dist/ untouched).
  dev     Build, serve with live reload, and rebuild on changes in
          tokens/, content/, components/, locales/ and runtime/.
  serve   Serve an existing dist/ on 127.0.0.1.

Options:
  --port <n>   Port for dev/serve (default: $PORT, else ${DEFAULT_PORT}; 0 picks a free one)
  --out <dir>  Output folder (default: dist)
  --root <dir> Project root (default: current folder)
  -h, --help   Show this help
`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      out: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(HELP);
    return command || values.help ? 0 : 1;
  }
  const root = path.resolve(values.root ?? process.cwd());
  const outDir = path.resolve(root, values.out ?? 'dist');
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`✖ Invalid port "${values.port ?? process.env.PORT}": use a number from 0 to 65535.`);
    return 1;
  }

  switch (command) {
    case 'build': {
      const started = Date.now();
      console.log(`Building ${path.relative(process.cwd(), root) || '.'} → ${path.relative(process.cwd(), outDir)}`);
      await build({ root, sink: 'disk', outDir, log: (line) => console.log(line) });
      console.log(`✓ built in ${((Date.now() - started) / 1000).toFixed(2)} s → ${outDir}`);
      return 0;
    }
    case 'dev': {
      const dev = await runDev({ root, port, outDir });
      const stop = () => void dev.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return new Promise<number>(() => {});
    }
    case 'serve': {
      const server = createStaticServer({ distDir: outDir });
      const { url } = await listen(server, port);
      console.log(`Serving ${outDir} at ${url}`);
      const stop = () => server.close(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return new Promise<number>(() => {});
    }
    default:
      console.error(`✖ Unknown command "${command}".\n\n${HELP}`);
      return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(formatBuildError(error));
    process.exit(1);
  },
);
