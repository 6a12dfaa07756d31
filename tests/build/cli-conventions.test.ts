import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project-copy.ts';

/** The `fernhill` bin as a user runs it, with the environment under test (no inherited colour settings). */
function fernhill(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['NO_COLOR', 'FORCE_COLOR', 'CI'].includes(name),
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(PROJECT_ROOT, 'bin', 'fernhill.mjs'), ...args],
      {
        cwd: PROJECT_ROOT,
        env: { ...inherited, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const ESCAPE = '\x1b[';

describe('the fernhill command', () => {
  it('prints its version', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8'),
    ) as { version: string; bin: Record<string, string> };
    expect(manifest.bin.fernhill).toBe('bin/fernhill.mjs');
    const run = await fernhill(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(manifest.version);
  });

  it('explains one command with --help', async () => {
    const run = await fernhill(['serve', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: fernhill serve');
    expect(run.stdout).toContain('--api-only');
    expect(run.stdout).not.toContain('--workers');
  });

  it('answers an unknown command or option with the usage and exit code 2', async () => {
    const command = await fernhill(['biuld']);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('Unknown command "biuld"');
    expect(command.stderr).toContain('Usage: fernhill <command>');

    const option = await fernhill(['build', '--wrokers', '2']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("'--wrokers'");
    expect(option.stderr).toContain('Usage: fernhill build');

    const value = await fernhill(['serve', '--port', 'http']);
    expect(value.code).toBe(2);
    expect(value.stderr).toContain('Invalid port "http"');
  });

  it('labels a failure by what failed, with a hint: a busy port is not a failed build', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as net.AddressInfo;
    try {
      const run = await fernhill(['serve', '--api-only', '--port', String(port)], {
        SITE_DATA_DIR: path.join(PROJECT_ROOT, 'node_modules', '.cache', 'cli-conventions-data'),
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('serve failed: the port is in use');
      expect(run.stderr).toContain('--port');
      expect(run.stderr).not.toContain('Build failed');
    } finally {
      busy.close();
    }
  });

  it('colours its messages only where asked: never with NO_COLOR or in CI, always with FORCE_COLOR', async () => {
    const plain = await fernhill(['biuld'], { NO_COLOR: '1' });
    expect(plain.stderr).not.toContain(ESCAPE);
    const ci = await fernhill(['biuld'], { CI: 'true' });
    expect(ci.stderr).not.toContain(ESCAPE);
    const forced = await fernhill(['biuld'], { FORCE_COLOR: '1' });
    expect(forced.stderr).toContain(`${ESCAPE}31m✖ Unknown command`);
  });
});
