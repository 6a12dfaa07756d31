import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { formatBuildError } from './errors/build-error.ts';
import { settingsFromEnvironment } from './settings.ts';
import type { InputSnapshot } from './graph/input-snapshot.ts';
import { colorsFor } from './terminal/colors.ts';
import { renderProgress } from './terminal/progress.ts';

/**
 * The `fernhill` command (bin/fernhill.mjs): the one place that wires the
 * pipeline, the server and the tools together. Conventions of Vite, Astro and
 * Eleventy: `--version`, `--help` per command, usage errors (an unknown
 * command or option, a bad value) print the usage and exit 2, failures are
 * labelled by what failed and exit 1, colour only on a terminal.
 */
export const DEFAULT_PORT = 4173;

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const out = colorsFor(process.stdout);
const err = colorsFor(process.stderr);

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | Array<string | boolean> | undefined>;

interface Invocation {
  values: Values;
  positionals: string[];
  root: string;
  outDir: string;
}

interface Command {
  /** The usage line after `fernhill `. */
  usage: string;
  /** What it does, for the overview and its own --help. */
  summary: string;
  options: Options;
  /** Its option lines for --help. */
  help: string;
  run(invocation: Invocation): Promise<number>;
}

/** A mistake in how the command was called: the usage is printed and the exit code is 2. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

const COMMON_OPTIONS: Options = {
  root: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

const PORT_OPTION: Options = { port: { type: 'string' } };
const OUT_OPTION: Options = { out: { type: 'string' } };

const PORT_HELP = `  --port <n>    port (default: $PORT, else ${DEFAULT_PORT}; 0 picks a free one)`;
const OUT_HELP = '  --out <dir>   the site folder (default: dist)';

const ENVIRONMENT_HELP = `Environment (serve, dev): SITE_DATA_DIR (default ./data), SITE_DATABASE_URL
(postgres://…: PostgreSQL instead of SQLite, for several intake instances), SITE_ORIGIN,
SITE_FORMS_WEBHOOK, SITE_FORMS_RATE_LIMIT (per minute per client, default 20),
SITE_FORMS_MIN_FILL_MS (default 1500), SITE_PUBLIC_URL (the site, for an intake on its own host),
SITE_TRUST_PROXY (hop count or proxy addresses), SITE_LOG_FORMAT (text or json: a line per request
and per stored submission), SITE_SHUTDOWN_GRACE_MS (time to finish requests on SIGTERM, default 10000).
Health: GET /api/health (process up), GET /api/ready (database reachable).
Colour: NO_COLOR, FORCE_COLOR.`;

function portOf(values: Values, command: string): number {
  const given = (values.port as string | undefined) ?? process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(given);
  if (given.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`Invalid port "${given}": use a number from 0 to 65535.`, command);
  return port;
}

/** A stop on SIGINT/SIGTERM for the long-running commands. */
/**
 * Runs until SIGINT or SIGTERM, then resolves with what `stop` resolves (the exit code). A second
 * signal while stopping ends the process at once.
 */
function onStopSignal(
  stop: () => Promise<number>,
  signals: ReadonlyArray<'SIGINT' | 'SIGTERM'> = ['SIGINT', 'SIGTERM'],
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const onSignal = () => {
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      stop().then(resolve, reject);
    };
    for (const signal of signals) process.once(signal, onSignal);
  });
}

/** SITE_SHUTDOWN_GRACE_MS: how long a stopping server waits for requests in flight (default 10 s). */
function shutdownGraceMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.SITE_SHUTDOWN_GRACE_MS ?? 10_000);
  return Number.isFinite(value) && value >= 0 ? value : 10_000;
}

const commands: Record<string, Command> = {
  build: {
    usage:
      'build [--out dir] [--workers n] [--token-reference] [--precompress] [--no-cache] [--cache-dir dir] [--shard i/n | --merge dir…]',
    summary: `Validate content, render every route in every locale and write dist/
(a failed build leaves the previous dist/ untouched).`,
    options: {
      ...OUT_OPTION,
      workers: { type: 'string' },
      'token-reference': { type: 'boolean' },
      precompress: { type: 'boolean' },
      // The default since precompression became opt-in; kept so that scripts saying it still run.
      'no-precompress': { type: 'boolean' },
      'no-cache': { type: 'boolean' },
      'cache-dir': { type: 'string' },
      shard: { type: 'string' },
      merge: { type: 'boolean' },
    },
    help: `${OUT_HELP}
  --workers <n> threads that render pages (default: one per core; 1 = serial)
  --token-reference
                also write the designers' token page (dist/design-tokens/; always in dev)
  --precompress
                also write a .br and .gz beside each text file, for servers that send
                them as they are (nginx's gzip_static, serve); static hosts and CDNs
                compress responses themselves and need none (--no-precompress, the default)
  --no-cache    render every page instead of taking unchanged ones from the build cache
                (node_modules/.cache/fernhill/build/, kept by every build; cache it in CI);
                without it, a build after no change to any source leaves dist/ as it is
  --cache-dir <dir>
                keep the build cache there instead
  --shard <i/n> render only shard i of n (its pages and a manifest) into --out, for CI fan-out
  --merge <dir…>
                write the site from the shards' folders: every check once, dist/ atomically`,
    async run({ values, positionals, root, outDir }) {
      const workers = values.workers === undefined ? undefined : Number(values.workers);
      if (workers !== undefined && (!Number.isInteger(workers) || workers < 1))
        throw new UsageError(
          `Invalid --workers "${String(values.workers)}": use a whole number from 1.`,
          'build',
        );
      const shardText = values.shard as string | undefined;
      const shard =
        shardText === undefined
          ? undefined
          : (await import('./render/shards.ts')).parseShard(shardText);
      if (typeof shard === 'string') throw new UsageError(`Invalid --shard ${shard}.`, 'build');
      const mergeFrom = values.merge
        ? positionals.slice(1).map((dir) => path.resolve(process.cwd(), dir))
        : undefined;
      if (shard && mergeFrom)
        throw new UsageError('--shard and --merge go in separate builds.', 'build');
      if (mergeFrom?.length === 0)
        throw new UsageError('--merge needs the shards’ folders: --merge shards/*', 'build');
      if (!mergeFrom && positionals.length > 1)
        throw new UsageError(`Unexpected argument "${positionals[1]}".`, 'build');
      const started = Date.now();
      console.log(
        `Building ${path.relative(process.cwd(), root) || '.'} → ${path.relative(process.cwd(), outDir)}`,
      );
      const cache = values['no-cache'] ? 'fresh' : 'use';
      const cacheDir = values['cache-dir']
        ? path.resolve(process.cwd(), values['cache-dir'] as string)
        : undefined;
      const tokenReference = Boolean(values['token-reference']);
      if (values.precompress && values['no-precompress'])
        throw new UsageError('Give --precompress or --no-precompress, not both.', 'build');
      const precompress = Boolean(values.precompress);
      // The inputs as the check found them: the build starts from that snapshot.
      let inputs: InputSnapshot | undefined;
      if (cache === 'use' && !shard && !mergeFrom) {
        // Before the build's modules load (about 1.2 s): after no change, that is most of the time.
        const { checkUpToDate, takeInputSnapshot } = await import('./graph/input-snapshot.ts');
        const { profileOf } = await import('./graph/profile.ts');
        const { BUILD_CACHE_DIR } = await import('./graph/cache-location.ts');
        inputs = await takeInputSnapshot(root, profileOf({ tokenReference, precompress }, true));
        const upToDate = await checkUpToDate({
          root,
          outDir,
          cacheDir: cacheDir ?? path.join(root, BUILD_CACHE_DIR),
          inputs,
        });
        if (upToDate.upToDate) {
          console.log(
            out.green(
              `✓ up to date in ${((Date.now() - started) / 1000).toFixed(2)} s: no source changed since the build at ${upToDate.builtAt.replace('T', ' ').slice(0, 19)} UTC (${upToDate.routes} routes), ${path.relative(process.cwd(), outDir)} left as it is (build --no-cache writes it again)`,
            ),
          );
          return 0;
        }
        // Started while the build's modules load, when the build will bundle (a source moved that is
        // not only a locale's strings): its first bundling does not wait for the process to answer.
        const { bundlesAfter, startEsbuildService } = await import('./assets/esbuild-service.ts');
        if (bundlesAfter(root, upToDate.changed)) startEsbuildService();
      }
      // Loaded per command: `serve`, `leads` and --help start without the generator's build modules (about 1.2 s to load).
      const { build, buildShard } = await import('./build.ts');
      const common = {
        root,
        outDir,
        tokenReference,
        precompress,
        log: (line: string) => console.log(line),
        onRenderProgress: renderProgress(process.stderr),
        ...(workers ? { workers } : {}),
      };
      if (shard) {
        await buildShard({ ...common, shard });
        console.log(
          out.green(
            `✓ shard ${shard.index}/${shard.count} built in ${((Date.now() - started) / 1000).toFixed(2)} s → ${outDir} (merge with build --merge)`,
          ),
        );
        return 0;
      }
      await build({
        ...common,
        sink: 'disk',
        writeTranslationLock: true,
        cache,
        ...(cacheDir ? { cacheDir } : {}),
        ...(inputs ? { inputs } : {}),
        ...(mergeFrom ? { mergeFrom } : {}),
      });
      console.log(
        out.green(`✓ built in ${((Date.now() - started) / 1000).toFixed(2)} s → ${outDir}`),
      );
      return 0;
    },
  },
  dev: {
    usage: 'dev [--port n] [--out dir]',
    summary: `Build, serve with live reload, and rebuild on changes in tokens/, content/,
components/, locales/ and runtime/.`,
    options: { ...PORT_OPTION, ...OUT_OPTION },
    help: `${PORT_HELP}\n${OUT_HELP}`,
    async run({ values, root, outDir }) {
      const supervisor = await import('../server/dev/dev-supervisor.ts');
      // The dev server runs in a child, started again when its own code changes (dev-supervisor.ts).
      if (!supervisor.isDevChild()) {
        portOf(values, 'dev'); // a bad --port is refused once, here
        return supervisor.superviseDev();
      }
      const port = supervisor.inheritedDevPort() ?? portOf(values, 'dev');
      const { runDev } = await import('../server/dev/watch.ts');
      const { startIntakeService, intakeOptionsFromEnvironment } =
        await import('../server/intake/intake-service.ts');
      const dev = await runDev({
        root,
        port,
        outDir,
        intake: await startIntakeService({
          ...intakeOptionsFromEnvironment(process.env, root),
          distDir: outDir,
          cors: false,
        }),
        restart: () => void dev.close().then(() => process.exit(supervisor.DEV_RESTART_EXIT)),
      });
      supervisor.reportDevUrl(dev.url);
      // Ctrl-C reaches the supervisor too, which sends one SIGTERM.
      process.on('SIGINT', () => {});
      // A supervisor that is gone (killed) leaves no dev server behind.
      process.once('disconnect', () => void dev.close().then(() => process.exit(0)));
      return onStopSignal(() => dev.close().then(() => 0), ['SIGTERM']);
    },
  },
  serve: {
    usage: 'serve [--port n] [--host addr] [--out dir] [--api-only]',
    summary: `Serve a built dist/ as the static hosts do (its _headers and _redirects, the .br/.gz
the build wrote, ETag and Range), with the form intake (POST /api/contact, /api/newsletter).
--api-only serves the intake alone.`,
    options: {
      ...PORT_OPTION,
      ...OUT_OPTION,
      host: { type: 'string' },
      'api-only': { type: 'boolean' },
    },
    help: `${PORT_HELP}
  --host <addr> address to listen on (default: 127.0.0.1; 0.0.0.0 in a container)
${OUT_HELP}
  --api-only    the intake only, with CORS for SITE_ORIGIN; with the build at --out it renders
                form pages with errors for posts made without JavaScript (SITE_PUBLIC_URL: the site)`,
    async run({ values, root, outDir }) {
      const port = portOf(values, 'serve');
      const host = (values.host as string | undefined) ?? '127.0.0.1';
      if (host.trim() === '')
        throw new UsageError('Invalid --host "": give an address, e.g. 0.0.0.0.', 'serve');
      const apiOnly = Boolean(values['api-only']);
      if (!apiOnly && !existsSync(path.join(outDir, 'index.html')))
        throw Object.assign(
          new Error(
            `no built site in ${outDir} (no index.html there).\n  Build it first: npm run build (or fernhill build --out <dir>), or point --out at a built site.`,
          ),
          { code: 'ENODIST' },
        );
      // Loaded per command, as the build's modules are: the intake and its drivers take about 0.5 s,
      // the static server (send, its MIME tables) loads at no other command.
      const { startIntakeService, intakeOptionsFromEnvironment } =
        await import('../server/intake/intake-service.ts');
      const { createStaticServer, listen } = await import('../server/static-server.ts');
      const { gracefulShutdown } = await import('../server/operations/graceful-shutdown.ts');
      const { createHealthHandler } = await import('../server/operations/health.ts');
      const { createServerLog, logRequests, parseLogFormat } =
        await import('../server/operations/log.ts');
      const { securityHeaders } = await import('./deploy/security-headers.ts');
      const { variantsOf } = await import('./write/precompress.ts');
      const intakeSettings = intakeOptionsFromEnvironment(process.env, root);
      // On a host of its own the intake still renders a form page with errors from the site's
      // pages when the build is there (it serves no pages), with links to the public site.
      const pagesAtHand = !apiOnly || existsSync(path.join(outDir, 'index.html'));
      if (apiOnly && !intakeSettings.publicUrl)
        console.warn(
          err.yellow(
            '⚠ serve --api-only without SITE_PUBLIC_URL: a form posted without JavaScript is sent to /thank-you on this host. Set SITE_PUBLIC_URL to the site (e.g. https://www.example.com).',
          ),
        );
      const log = createServerLog(parseLogFormat(process.env.SITE_LOG_FORMAT));
      const intake = await startIntakeService({
        ...intakeSettings,
        distDir: pagesAtHand ? outDir : undefined,
        cors: apiOnly,
        log: (line) => log.warn(line),
        onStored: (stored) => log.submission(stored),
        onError: (message, error) => log.error(message, error),
      });
      const health = createHealthHandler({
        ready: intake.ready,
        onNotReady: (error) =>
          log.error('✖ readiness check failed: the database did not answer.', error),
      });
      const server = createStaticServer({
        distDir: outDir,
        intake: async (request, response) =>
          (await health(request, response)) || intake.handler(request, response),
        apiOnly,
        fallbackHeaders: securityHeaders(settingsFromEnvironment(process.env, { dev: false })),
      });
      const shutdown = gracefulShutdown(server);
      logRequests(server, log);
      const { url } = await listen(server, port, host).catch(async (error: unknown) => {
        await intake.close();
        throw error;
      });
      log.info(
        apiOnly
          ? `Form intake at ${out.cyan(`${url}api/…`)} (data: ${intake.storage.location})`
          : `Serving ${outDir} at ${out.cyan(url)} (form data: ${intake.storage.location})`,
      );
      // A build writes no .br/.gz unless asked; without them every file goes out uncompressed.
      if (!apiOnly && !variantsOf('index.html').some((file) => existsSync(path.join(outDir, file))))
        log.info(
          'Files are sent uncompressed: the build wrote no .br/.gz. Build with --precompress (npm start does) to send them compressed.',
        );
      return onStopSignal(async () => {
        // SIGTERM: no new connections; requests in flight are answered and stored, then the
        // database is closed. What is still running after the grace period is cut off.
        const graceMs = shutdownGraceMs(process.env);
        const { cutOff } = await shutdown(graceMs);
        await intake.close();
        log.info(
          cutOff
            ? `Stopped: ${cutOff} request(s) cut off after ${graceMs} ms.`
            : 'Stopped: every request answered, the database closed.',
        );
        return 0;
      });
    },
  },
  leads: {
    usage: 'leads export [--format csv|json] [--since DATE] | leads stats',
    summary: `export: print the stored contact requests and newsletter subscriptions.
stats: counts by kind, topic, source and locale; spam caught; webhook backlog.`,
    options: { format: { type: 'string' }, since: { type: 'string' } },
    help: `  --format <f>  export: csv (default) or json
  --since <d>   export: only leads from this date (e.g. 2026-11-01)`,
    async run({ values, positionals, root }) {
      const action = positionals[1];
      if (action !== 'export' && action !== 'stats')
        throw new UsageError(
          action ? `Unknown leads action "${action}".` : 'Say what to do with the leads.',
          'leads',
        );
      const format = (values.format as string | undefined) ?? 'csv';
      if (format !== 'csv' && format !== 'json')
        throw new UsageError(`--format must be csv or json, not "${format}".`, 'leads');
      const since = values.since as string | undefined;
      if (since && Number.isNaN(Date.parse(since)))
        throw new UsageError(`--since must be a date such as 2026-11-01, not "${since}".`, 'leads');
      const { intakeOptionsFromEnvironment } = await import('../server/intake/intake-service.ts');
      const { openStorage } = await import('../server/intake/storage/open-storage.ts');
      const { exportLeads, leadStats } = await import('../server/intake/leads-cli.ts');
      const settings = intakeOptionsFromEnvironment(process.env, root);
      const storage = await openStorage({
        dataDir: settings.dataDir,
        ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
      });
      try {
        if (action === 'export')
          process.stdout.write(await exportLeads(storage, { format, ...(since ? { since } : {}) }));
        else console.log(await leadStats(storage));
      } finally {
        await storage.close();
      }
      return 0;
    },
  },
  translations: {
    usage: 'translations status|export|import|review|accept …',
    summary: `status [--locale de] [--module content/….ts]: per locale and module, translated,
  missing and stale fields, then each missing or stale one as file:line:col › entry › field.
export --locale de [--only missing|stale|all] --out de.xliff: XLIFF 2.0 for translators.
import <file.xliff>: writes the translations into the content modules; refuses units whose
  English changed since the export.
review [--locale de] [--module …]: links, bold, numbers and title lengths that differ from the
  English, informal German, English job titles in German, Latin punctuation in Arabic.
accept [--locale de] [--module …]: records stale translations as reviewed against today's English.`,
    options: {
      ...OUT_OPTION,
      locale: { type: 'string', multiple: true },
      module: { type: 'string', multiple: true },
      only: { type: 'string' },
    },
    help: `  --locale <l>  de or ar (repeatable)
  --module <m>  a content module (repeatable)
  --only <o>    export: missing, stale or all
  --out <file>  export: the XLIFF file to write`,
    async run({ values, positionals, root }) {
      // Loaded here: the translation tools are not part of a build.
      const { runTranslationsCommand } = await import('./i18n/translations-command.ts');
      return runTranslationsCommand(root, positionals.slice(1), {
        locale: values.locale as string[] | undefined,
        module: values.module as string[] | undefined,
        only: values.only as string | undefined,
        out: values.out as string | undefined,
      });
    },
  },
  check: {
    usage: 'check --a11y [--out dir]',
    summary: `Run axe-core (WCAG 2.0/2.1 A and AA, best practices) in Chromium over every page of
an existing dist/ at 375 and 1280 px; exits 1 on any violation. Build first.`,
    options: { ...OUT_OPTION, a11y: { type: 'boolean' } },
    help: `${OUT_HELP}\n  --a11y        the accessibility check`,
    async run({ values, outDir }) {
      if (!values.a11y)
        throw new UsageError(
          'Say what to check: `check --a11y` runs axe-core over every page of dist/ (build it first with `npm run build`).',
          'check',
        );
      // Loaded here: playwright-core and axe are development tools, only this command needs them.
      const audit = await import('../tools/audit/accessibility.ts').catch((error: unknown) => {
        throw new Error(
          'check --a11y needs the development dependencies (playwright-core, axe-core): run `npm install` without --omit=dev.',
          { cause: error },
        );
      });
      const report = await audit.checkAccessibility({
        distDir: outDir,
        log: (line) => console.log(line),
      });
      console.log(`\n${audit.formatAccessibilityReport(report)}`);
      return report.violations.length ? 1 : 0;
    },
  },
};

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

function overview(): string {
  const list = Object.entries(commands)
    .map(
      ([name, command]) =>
        `  ${out.bold(name.padEnd(13))}${command.usage.slice(name.length + 1)}\n${indent(command.summary, '      ')}`,
    )
    .join('\n');
  return `Fernhill site generator ${VERSION}

Usage: fernhill <command> [options]    (npm scripts: npm run build | dev | serve)

Commands:
${list}

Options for every command:
  --root <dir>  the project root (default: the current folder)
  -h, --help    this help, or a command's (fernhill build --help)
  -v, --version the version

${ENVIRONMENT_HELP}`;
}

function commandHelp(name: string): string {
  const command = commands[name]!;
  return `Usage: fernhill ${command.usage}

${command.summary}

Options:
${command.help}
  --root <dir>  the project root (default: the current folder)
  -h, --help    this help`;
}

/** The command named in `argv`: its first positional, options and their values aside. */
function commandName(argv: string[]): string | undefined {
  const { positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: Object.assign(
      {},
      COMMON_OPTIONS,
      ...Object.values(commands).map((command) => command.options),
    ) as Options,
  });
  return positionals[0];
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-v') {
    console.log(VERSION);
    return 0;
  }
  const name = commandName(argv);
  if (!name) {
    if (argv.includes('--help') || argv.includes('-h')) {
      console.log(overview());
      return 0;
    }
    throw new UsageError(
      argv.length ? `Unknown option "${argv[0]}".` : 'Say which command to run.',
    );
  }
  if (!Object.hasOwn(commands, name)) throw new UsageError(`Unknown command "${name}".`);
  const command = commands[name]!;
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ...COMMON_OPTIONS, ...command.options },
    });
  } catch (error) {
    // parseArgs names the unknown option or the missing value: the message is the usage error.
    throw new UsageError(error instanceof Error ? error.message : String(error), name);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(commandHelp(name));
    return 0;
  }
  const root = path.resolve((values.root as string | undefined) ?? process.cwd());
  const outDir = path.resolve(root, (values.out as string | undefined) ?? 'dist');
  return command.run({ values, positionals, root, outDir });
}

/** What failed, in the words of the command, with a hint where one is known. */
function describeFailure(command: string | undefined, error: unknown): string {
  if (error instanceof UsageError) {
    const usage = error.command ? commandHelp(error.command) : overview();
    return `${err.red(`✖ ${error.message}`)}\n\n${usage}`;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (command === 'serve' || command === 'dev') {
    if (code === 'ENODIST') return err.red(`✖ ${command} failed: ${(error as Error).message}`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      return err.red(
        `✖ ${command} failed: cannot listen on that address (${(error as Error).message}).\n  Use an address of this machine: 127.0.0.1 (default), 0.0.0.0 (every interface, e.g. in a container).`,
      );
    if (code === 'EADDRINUSE')
      return err.red(
        `✖ ${command} failed: the port is in use (${(error as Error).message}).\n  Stop what uses it, or pick another: --port <n> (0 picks a free one) or PORT=<n>.`,
      );
    if (code === 'EACCES')
      return err.red(
        `✖ ${command} failed: no permission to listen (${(error as Error).message}).\n  Ports below 1024 need privileges: use a port from 1024, e.g. --port ${DEFAULT_PORT}.`,
      );
  }
  const label = command === 'build' || !command ? 'Build' : command;
  return err.red(formatBuildError(error, label));
}

const argv = process.argv.slice(2);
main(argv).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describeFailure(commandName(argv), error));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
