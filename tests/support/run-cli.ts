import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from './project-copy.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the generator CLI exactly as `npm run build` does, in another project root. */
export function runCli(args: string[], cwd: string): Promise<CliResult> {
  const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(cwd, 'generator', 'cli.ts'), ...args], {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
