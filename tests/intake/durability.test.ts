import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntakeProcess, type IntakeProcess } from '../support/intake-process.ts';
import { startStore, STORES, type StoreFixture } from '../support/intake-stores.ts';

const processes: IntakeProcess[] = [];
afterAll(() => Promise.all(processes.map((intake) => intake.kill())));

// The same crash for both storages: SQLite (the default) and PostgreSQL (SITE_DATABASE_URL).
describe.each(STORES)('durability, storing in %s', (kind) => {
  let store: StoreFixture;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(() => store?.stop());

  it('keeps every acknowledged submission when the server is killed with SIGKILL mid-traffic', async () => {
    const location = await store.fresh('killed');
    const intake = await startIntakeProcess(store.env(location));
    processes.push(intake);
    const { url } = intake;
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
    void intake.kill();
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

    const contact = new Set(
      (await store.rows(location, 'SELECT id FROM contact_requests')).map(
        (row) => `contact:${String(row.id)}`,
      ),
    );
    const newsletter = new Set(
      (await store.rows(location, 'SELECT id FROM newsletter_subscriptions')).map(
        (row) => `newsletter:${String(row.id)}`,
      ),
    );
    const missing = acknowledged.filter((id) => !contact.has(id) && !newsletter.has(id));
    expect(missing).toEqual([]);

    // And the service starts again on the same data.
    const restarted = await startIntakeProcess(store.env(location));
    processes.push(restarted);
    const after = await fetch(`${restarted.url}api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'after-restart@example.com', source: 'footer' }),
    });
    expect(after.status).toBe(201);
    await restarted.kill();
  });
});

describe('durability, PostgreSQL crashing under the intake', () => {
  let store: StoreFixture;
  beforeAll(async () => {
    store = await startStore('postgres');
  });
  afterAll(() => store?.stop());

  // An immediate shutdown, not a power cut: it shows that every row COMMIT acknowledged comes
  // back from the WAL and that the intake rides out the outage (503, then stores again). The
  // flush to disk itself is PostgreSQL's part (fsync on, synchronous_commit on).
  it('keeps every acknowledged submission when PostgreSQL stops abruptly mid-traffic, answers 503 meanwhile (and is not ready), and stores again once it is back', async () => {
    const location = await store.fresh('crashed');
    const intake = await startIntakeProcess(store.env(location));
    processes.push(intake);
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stopped = false;
    const worker = async (lane: number) => {
      for (let index = 0; !stopped; index += 1) {
        const response = await fetch(`${intake.url}api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `crash${lane}x${index}@example.com`, source: 'footer' }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const body = (await response.json()) as { id?: string };
        if (response.status === 201) acknowledged.push(body.id!);
        // While the database is away, do not spin: a visitor would wait too.
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const lanes = Array.from({ length: 12 }, (_, lane) => worker(lane));
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done() && waited < 30_000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
    };
    // What a load balancer asks: the process is up throughout; it is ready while the database answers.
    const probe = async () =>
      Promise.all(
        ['health', 'ready'].map(async (name) => (await fetch(`${intake.url}api/${name}`)).status),
      );
    await until(() => acknowledged.length >= 200);
    const beforeCrash = await probe();
    await store.postgres!.crash();
    const atCrash = acknowledged.length;
    await until(() => (statuses.get(503) ?? 0) >= 10);
    const duringOutage = await probe();
    await store.postgres!.restart();
    await until(() => acknowledged.length >= atCrash + 200);
    const afterRestart = await probe();
    stopped = true;
    await Promise.all(lanes);

    expect(statuses.get(503)).toBeGreaterThanOrEqual(10);
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect({ beforeCrash, duringOutage, afterRestart }).toEqual({
      beforeCrash: [200, 200],
      duringOutage: [200, 503],
      afterRestart: [200, 200],
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(atCrash + 200);
    const stored = new Set(
      (await store.rows(location, 'SELECT id FROM newsletter_subscriptions')).map((row) =>
        String(row.id),
      ),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(intake.output()).not.toMatch(/crash\d+x\d+@example\.com/);
    await intake.kill();
  });
});
