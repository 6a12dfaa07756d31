import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from './project-copy.ts';

export interface IntakeProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** What it printed so far. */
  output: () => string;
  /** SIGKILL, as a crash would; resolves when it is gone. */
  kill: () => Promise<void>;
  /** SIGTERM, as a service manager stops it; resolves with its exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts `site serve --api-only` as its own process on a free port, with `env` added,
 * and resolves with its base URL. Node itself with tsx's loader, not the tsx command:
 * that one runs the server in a child of its own, which a SIGKILL of the command would
 * leave running.
 */
export function startIntakeProcess(env: Record<string, string>): Promise<IntakeProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(PROJECT_ROOT, 'generator', 'cli.ts'),
      'serve',
      '--api-only',
      '--port',
      '0',
    ],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        SITE_FORMS_RATE_LIMIT: '0',
        SITE_FORMS_MIN_FILL_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    return child.exitCode;
  };
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Form intake at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output, kill, stop });
    });
    void exited.then(() =>
      reject(new Error(`intake exited before listening (${child.exitCode}): ${output}`)),
    );
  });
}
