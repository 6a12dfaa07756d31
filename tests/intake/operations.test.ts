import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/intake/storage/sqlite-storage.ts';
import { createHealthHandler } from '../../server/operations/health.ts';
import { serveCli, type ServingCli } from '../support/serve-cli.ts';

/**
 * What an operator relies on: health and readiness endpoints, a JSON log with a line per
 * request and per stored submission and nothing personal in it, and a SIGTERM that lets the
 * submission in flight be stored and answered before the process exits 0.
 */
let temp: string;
let intake: ServingCli;
let baseUrl: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'fernhill-operations-'));
  intake = await serveCli(['--api-only', '--out', path.join(temp, 'no-dist')], {
    SITE_DATA_DIR: path.join(temp, 'data'),
    SITE_FORMS_RATE_LIMIT: '0',
    SITE_FORMS_MIN_FILL_MS: '0',
    SITE_PUBLIC_URL: 'https://www.example.com',
    SITE_LOG_FORMAT: 'json',
  });
  baseUrl = `http://127.0.0.1:${intake.port}`;
}, 60_000);

afterAll(async () => {
  await intake?.stop();
  if (temp) await rm(temp, { recursive: true, force: true });
});

const ENQUIRY = {
  topic: 'project',
  name: 'Grace Hopper-Operations',
  email: 'grace.operations@example.com',
  message: 'A compiler for the logistics team, please.',
  consent: true,
  budget: { id: 5, label: 'Not sure yet', value: 'not-sure' },
  meta: { locale: 'de', sourcePath: '/de/contact-us', elapsedMs: 9000 },
};

/** The JSON lines the process printed after its start-up line. */
function logLines(): Array<Record<string, unknown>> {
  return intake
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what} in the log:\n${intake.output()}`);
}

describe('health and readiness', () => {
  it('answers /api/health and /api/ready with 200 while the database answers', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect((await fetch(`${baseUrl}/api/health`, { method: 'POST' })).status).toBe(405);
  });

  it('answers /api/ready with 503 and no reason when the readiness check fails or hangs', async () => {
    const reasons: unknown[] = [];
    const checks = [
      () => Promise.reject(new Error('connect ECONNREFUSED postgres://user:secret@db:5432')),
      () => new Promise<void>(() => {}),
    ];
    for (const ready of checks) {
      const handler = createHealthHandler({
        ready,
        readyTimeoutMs: 200,
        onNotReady: (error) => reasons.push(error),
      });
      const server = http.createServer((request, response) => void handler(request, response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/ready`);
      const body = await answer.text();
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(body)).toEqual({ status: 'unavailable' });
      expect(body).not.toContain('secret');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      await new Promise((resolve) => server.close(resolve));
    }
    expect(reasons).toHaveLength(2);
  });
});

describe('the JSON log', () => {
  it('has a line per request and per stored submission, and nothing the visitor typed', async () => {
    const answer = await fetch(`${baseUrl}/api/contact?utm_source=secret-campaign`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ENQUIRY),
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };

    const submission = await waitFor(
      () => logLines().find((line) => line.event === 'submission' && line.id === id),
      'submission line',
    );
    expect(submission).toMatchObject({
      level: 'info',
      kind: 'contact',
      status: 201,
      duplicate: false,
      locale: 'de',
    });
    expect(Number.isNaN(Date.parse(String(submission.time)))).toBe(false);
    const request = await waitFor(
      () =>
        logLines().find(
          (line) => line.event === 'request' && line.path === '/api/contact' && line.status === 201,
        ),
      'request line',
    );
    expect(request).toMatchObject({ level: 'info', method: 'POST' });
    expect(typeof request.ms).toBe('number');

    const output = intake.output();
    for (const personal of [ENQUIRY.name, ENQUIRY.email, ENQUIRY.message, 'secret-campaign'])
      expect(output).not.toContain(personal);
    expect(output).not.toContain('127.0.0.1"');
  });
});

describe('SIGTERM', () => {
  it('stops accepting, stores and answers the submission in flight, closes and exits 0', async () => {
    const body = JSON.stringify({ ...ENQUIRY, name: 'In Flight' });
    const half = Math.floor(body.length / 2);
    let answered!: (value: { status: number; connection: string; text: string }) => void;
    const answer = new Promise<{ status: number; connection: string; text: string }>(
      (resolve) => (answered = resolve),
    );
    const request = http.request(
      `${baseUrl}/api/contact`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          answered({
            status: response.statusCode ?? 0,
            connection: String(response.headers.connection),
            text,
          }),
        );
      },
    );
    request.write(body.slice(0, half));
    // The request is in flight (headers and half the body sent) when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(intake.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // No new connection is accepted while it finishes.
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
    expect(
      await Promise.race([intake.exited.then(() => 'exited'), Promise.resolve('running')]),
    ).toBe('running');

    request.end(body.slice(half));
    const { status, connection, text } = await answer;
    expect(status).toBe(201);
    expect(connection).toBe('close');
    const { id } = JSON.parse(text) as { id: string };

    expect(await intake.exited).toBe(0);
    expect(intake.output()).toContain('every request answered, the database closed');
    const database = new Database(path.join(temp, 'data', DATABASE_FILE), { readonly: true });
    try {
      const row = database.prepare('SELECT name FROM contact_requests WHERE id = ?').get(id) as
        { name: string } | undefined;
      expect(row?.name).toBe('In Flight');
    } finally {
      database.close();
    }
  });
});
