import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBuildError } from './errors/build-error.ts';
import { openIntakeDatabase } from '../server/intake/database.ts';
import {
  intakeOptionsFromEnvironment,
  startIntakeService,
} from '../server/intake/intake-service.ts';
import { exportLeads, leadStats } from '../server/intake/leads-cli.ts';
import { securityHeaders } from './deploy/security-headers.ts';
import { createStaticServer, listen } from '../server/static-server.ts';
import { settingsFromEnvironment } from './settings.ts';

export const DEFAULT_PORT = 4173;

const HELP = `Fernhill site generator

Usage: tsx generator/cli.ts <command> [options]

Commands:
  build   Validate content, render every route in every locale and write dist/
          (atomically: a failed build leaves the previous dist/ untouched).
  dev     Build, serve with live reload, and rebuild on changes in
          tokens/, content/, components/, locales/ and runtime/.
  serve   Serve an existing dist/ on 127.0.0.1, with the form intake
          (POST /api/contact, /api/newsletter). --api-only serves the intake alone.
  leads export --format csv|json [--since DATE]
          Print the stored contact requests and newsletter subscriptions.
  leads stats
          Counts by kind, topic, source and locale; spam caught; webhook backlog.
  translations status [--locale de] [--module content/….ts]
          Per locale and module: translated, missing and stale content fields,
          then every missing or stale field as file:line:col › entry › field.
  translations export --locale de [--only missing|stale|all] --out de.xliff
          XLIFF 2.0 for translators: one unit per field (id: module › entry ›
          field), the English source, any translation, the page and length limit.
  translations import <file.xliff>
          Writes the translations into the content modules (only the edited
          values change); refuses units whose English changed since the export.
  translations review [--locale de] [--module content/….ts]
          Mechanical proofreading: links, bold, numbers and title lengths that
          differ from the English, informal German, Latin punctuation in Arabic.
  translations accept [--locale de] [--module content/….ts]
          Records stale translations as reviewed against today's English.
  check --a11y
          Run axe-core (WCAG 2.0/2.1 A and AA, best practices) in Chromium over
          every page of an existing dist/ at 375 and 1280 px; exits 1 on any
          violation. Build first (npm run build).

Options:
  --port <n>   Port for dev/serve (default: $PORT, else ${DEFAULT_PORT}; 0 picks a free one)
  --out <dir>  Output folder (default: dist)
  --root <dir> Project root (default: current folder)
  --workers <n> build: threads that render pages (default: one per core; 1 = serial)
  --token-reference  build: also write the designers' token page (dist/design-tokens/;
               always there in dev)
  --api-only   serve: the intake only, with CORS for SITE_ORIGIN
  --format <f> leads export: csv (default) or json
  --since <d>  leads export: only leads from this date (e.g. 2026-11-01)
  --a11y       check: the accessibility check

Environment: SITE_DATA_DIR (default ./data), SITE_FORMS_WEBHOOK, SITE_ORIGIN,
SITE_FORMS_RATE_LIMIT (per minute per IP, default 20), SITE_FORMS_MIN_FILL_MS (1500).
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
      'api-only': { type: 'boolean' },
      format: { type: 'string' },
      since: { type: 'string' },
      workers: { type: 'string' },
      a11y: { type: 'boolean' },
      'token-reference': { type: 'boolean' },
      locale: { type: 'string', multiple: true },
      module: { type: 'string', multiple: true },
      only: { type: 'string' },
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
    console.error(
      `✖ Invalid port "${values.port ?? process.env.PORT}": use a number from 0 to 65535.`,
    );
    return 1;
  }

  switch (command) {
    case 'build': {
      const started = Date.now();
      console.log(
        `Building ${path.relative(process.cwd(), root) || '.'} → ${path.relative(process.cwd(), outDir)}`,
      );
      const workers = values.workers === undefined ? undefined : Number(values.workers);
      if (workers !== undefined && (!Number.isInteger(workers) || workers < 1)) {
        console.error(`✖ Invalid --workers "${values.workers}": use a whole number from 1.`);
        return 1;
      }
      // Loaded per command: `serve`, `leads` and --help start without the generator's build modules (about 1.2 s to load).
      const { build } = await import('./build.ts');
      await build({
        root,
        sink: 'disk',
        outDir,
        writeTranslationLock: true,
        tokenReference: Boolean(values['token-reference']),
        log: (line) => console.log(line),
        ...(workers ? { workers } : {}),
      });
      console.log(`✓ built in ${((Date.now() - started) / 1000).toFixed(2)} s → ${outDir}`);
      return 0;
    }
    case 'dev': {
      const { runDev } = await import('../server/dev/watch.ts');
      const dev = await runDev({
        root,
        port,
        outDir,
        intake: startIntakeService({
          ...intakeOptionsFromEnvironment(process.env, root),
          distDir: outDir,
          cors: false,
        }),
      });
      const stop = () => void dev.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return new Promise<number>(() => {});
    }
    case 'serve': {
      const apiOnly = Boolean(values['api-only']);
      const intakeSettings = intakeOptionsFromEnvironment(process.env, root);
      const intake = startIntakeService({
        ...intakeSettings,
        distDir: apiOnly ? undefined : outDir,
        cors: apiOnly,
        log: (line) => console.warn(line),
      });
      const server = createStaticServer({
        distDir: outDir,
        intake: intake.handler,
        apiOnly,
        fallbackHeaders: securityHeaders(settingsFromEnvironment(process.env, { dev: false })),
      });
      const { url } = await listen(server, port);
      console.log(
        apiOnly
          ? `Form intake at ${url}api/… (data: ${intakeSettings.dataDir})`
          : `Serving ${outDir} at ${url} (form data: ${intakeSettings.dataDir})`,
      );
      const stop = () =>
        server.close(() => {
          intake.close();
          process.exit(0);
        });
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return new Promise<number>(() => {});
    }
    case 'leads': {
      const database = openIntakeDatabase(intakeOptionsFromEnvironment(process.env, root).dataDir);
      try {
        if (positionals[1] === 'export') {
          const format = values.format ?? 'csv';
          if (format !== 'csv' && format !== 'json')
            throw new Error(`--format must be csv or json, not "${format}"`);
          if (values.since && Number.isNaN(Date.parse(values.since)))
            throw new Error(`--since must be a date such as 2026-11-01, not "${values.since}"`);
          process.stdout.write(
            exportLeads(database, { format, ...(values.since ? { since: values.since } : {}) }),
          );
        } else if (positionals[1] === 'stats') {
          console.log(leadStats(database));
        } else {
          console.error('✖ Use `leads export --format csv|json [--since DATE]` or `leads stats`.');
          return 1;
        }
      } finally {
        database.close();
      }
      return 0;
    }
    case 'check': {
      if (!values.a11y) {
        console.error(
          '✖ Say what to check: `check --a11y` runs axe-core over every page of dist/ (build it first with `npm run build`).',
        );
        return 1;
      }
      // Loaded here: playwright-core and axe are only needed by this command.
      const { checkAccessibility, formatAccessibilityReport } =
        await import('../tools/audit/accessibility.ts');
      const report = await checkAccessibility({
        distDir: outDir,
        log: (line) => console.log(line),
      });
      console.log(`\n${formatAccessibilityReport(report)}`);
      return report.violations.length ? 1 : 0;
    }
    case 'translations': {
      // Loaded here: the translation tools are not part of a build.
      const { runTranslationsCommand } = await import('./i18n/translations-command.ts');
      return runTranslationsCommand(root, positionals.slice(1), {
        locale: values.locale,
        module: values.module,
        only: values.only,
        out: values.out,
      });
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
