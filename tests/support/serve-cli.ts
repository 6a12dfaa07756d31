import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from './project-copy.ts';

export interface ServingCli {
  port: number;
  pid: number;
  /** The address it said it listens on (127.0.0.1 unless --host says otherwise). */
  host: string;
  /** What the process printed so far (for failure messages). */
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>;
  /** Stops the process by its pid (SIGTERM, as a service manager would) and waits for it. */
  stop: () => Promise<void>;
}

/**
 * Runs `serve` as `npm run serve -- <args>` does (node bin/fernhill.mjs), on a free port, with `env`
 * added to this process's environment; resolves once it says where it listens.
 */
export function serveCli(args: string[], env: Record<string, string>): Promise<ServingCli> {
  const cli = path.join(PROJECT_ROOT, 'bin', 'fernhill.mjs');
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(child.pid, 'SIGTERM');
      await exited;
    }
  };
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/([\d.]+|\[[\da-f:]+\]):(\d+)\//.exec(output);
      if (address)
        resolve({
          host: address[1]!,
          port: Number(address[2]),
          pid: child.pid!,
          output: () => output,
          exited,
          stop,
        });
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    void exited.then(() => reject(new Error(`serve exited before listening:\n${output}`)));
  });
}
