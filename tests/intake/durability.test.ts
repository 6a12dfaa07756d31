import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/intake/database.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

/**
 * Starts `site serve --api-only` as its own process and resolves with its base URL.
 * Node itself with tsx's loader, not the tsx command: that one runs the server in a
 * child of its own, which a SIGKILL of the command would leave running.
 */
function startIntakeProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
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
        SITE_DATA_DIR: dataDir,
        SITE_FORMS_RATE_LIMIT: '0',
        SITE_FORMS_MIN_FILL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Form intake at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.on('exit', (code) => reject(new Error(`intake exited early (${code}): ${output}`)));
  });
}

describe('durability', () => {
  it('keeps every acknowledged submission when the server is killed with SIGKILL mid-traffic', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fernhill-kill-'));
    const { child, url } = await startIntakeProcess(dataDir);
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const worker = async (lane: number) => {
      for (let index = 0; !killed; index += 1) {
        sent += 1;
        const isContact = index % 2 === 0;
        const body = isContact
          ? {
              topic: 'project',
              name: `Lead ${lane}-${index}`,
              email: `lead${lane}x${index}@example.com`,
              message: 'Durability check.',
              consent: true,
              budget: { id: 5, label: 'Not sure', value: 'not-sure' },
            }
          : { email: `reader${lane}x${index}@example.com`, source: 'footer' };
        try {
          const response = await fetch(`${url}api/${isContact ? 'contact' : 'newsletter'}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (response.status === 201)
            acknowledged.push(
              `${isContact ? 'contact' : 'newsletter'}:${((await response.json()) as { id: string }).id}`,
            );
        } catch {
          return; // the server is gone: an unacknowledged request may or may not be stored
        }
      }
    };
    const lanes = Array.from({ length: 16 }, (_, lane) => worker(lane));
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(lanes);
    // The server itself is gone, not just a wrapper around it.
    await expect(
      fetch(`${url}api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    ).rejects.toThrow();
    expect(sent).toBeGreaterThanOrEqual(acknowledged.length);

    const database = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    const contact = new Set(
      (database.prepare('SELECT id FROM contact_requests').all() as Array<{ id: string }>).map(
        (row) => `contact:${row.id}`,
      ),
    );
    const newsletter = new Set(
      (
        database.prepare('SELECT id FROM newsletter_subscriptions').all() as Array<{ id: string }>
      ).map((row) => `newsletter:${row.id}`),
    );
    database.close();
    const missing = acknowledged.filter((id) => !contact.has(id) && !newsletter.has(id));
    expect(missing).toEqual([]);

    // And the service starts again on the same data.
    const restarted = await startIntakeProcess(dataDir);
    const after = await fetch(`${restarted.url}api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'after-restart@example.com', source: 'footer' }),
    });
    expect(after.status).toBe(201);
    restarted.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });
});
