import { spawn } from 'node:child_process';

/**
 * `fernhill dev` runs the dev server in a child process and starts a new one
 * when the old one asks: a change to the code the dev process runs itself
 * (own-code.ts: the page kinds' routes, the URL scheme, the schemas) takes a
 * new process, while component, content, token and locale edits update in
 * place as before. The new process listens on the port the first one had.
 */

/** The exit code of a dev process that asks for a new one. */
export const DEV_RESTART_EXIT = 75;

const ROLE = 'FERNHILL_DEV_PROCESS';
const PORT = 'FERNHILL_DEV_PORT';

/** Whether this process is the supervised dev server (else it is the one that supervises). */
export function isDevChild(): boolean {
  return process.env[ROLE] === 'child';
}

/** The port a restarted dev process listens on: the first one's (it may have picked a free one). */
export function inheritedDevPort(): number | undefined {
  const port = Number(process.env[PORT]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/** Tells the supervisor where the dev server listens. */
export function reportDevUrl(url: string): void {
  process.send?.({ devUrl: url });
}

/**
 * Runs this command again as a child, and again whenever it exits with
 * DEV_RESTART_EXIT; resolves with the exit code of the last. Ctrl-C and
 * SIGTERM reach the child as one SIGTERM (it ignores SIGINT), so it stops
 * gracefully once; a second one ends it at once.
 */
export async function superviseDev(): Promise<number> {
  let port: string | undefined;
  let child: ReturnType<typeof spawn> | undefined;
  const stop = () => child?.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    for (;;) {
      child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        env: { ...process.env, [ROLE]: 'child', ...(port ? { [PORT]: port } : {}) },
      });
      child.on('message', (message: { devUrl?: string }) => {
        if (message.devUrl) port = new URL(message.devUrl).port;
      });
      const code = await new Promise<number>((resolve) =>
        child!.once('exit', (exitCode, signal) =>
          resolve(exitCode ?? (signal === 'SIGINT' ? 130 : 143)),
        ),
      );
      if (code !== DEV_RESTART_EXIT) return code;
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}
