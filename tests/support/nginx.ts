import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export function nginxPath(): string {
  const found = [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found)
    throw new Error(
      "No nginx: set NGINX_PATH, or install Debian's nginx (`node tests/setup/ensure-nginx.mjs` does it as root).",
    );
  return found;
}

/** A port free on 127.0.0.1 right now (nginx cannot be told to pick one itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  port: number;
  /** Stops this nginx by its pid and waits for it to exit. */
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground with `config`, in `prefix`, and waits until it accepts connections. */
export async function startNginx(
  config: string,
  prefix: string,
  port: number,
): Promise<RunningNginx> {
  await mkdir(prefix, { recursive: true });
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  let log = '';
  const child: ChildProcess = spawn(
    nginxPath(),
    ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(child.pid, 'SIGTERM');
      await exited;
    }
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    if (await accepts(port)) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  const errors = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
  throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${log}${errors}`);
}
