import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntakeProcess, type IntakeProcess } from '../support/intake-process.ts';
import { startStore, type StoreFixture, type StoreLocation } from '../support/intake-stores.ts';

/**
 * Two `serve --api-only` processes on one PostgreSQL database, as behind a load balancer:
 * posts spread over both at the same moment, including the same Idempotency-Key and the
 * same e-mail to both. Nothing is stored twice, nothing acknowledged is missing, one rate
 * limit covers both, and each stored submission reaches the webhook once.
 */
let store: StoreFixture;
let location: StoreLocation;
let instances: IntakeProcess[] = [];
let receiver: http.Server;
const delivered = new Map<string, number>();

beforeAll(async () => {
  store = await startStore('postgres');
  location = await store.fresh('shared');
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { id } = JSON.parse(body) as { id: string };
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as { port: number };
  const env = {
    ...store.env(location),
    // 6 per minute, burst 5; the visitor's address comes from X-Forwarded-For (the test is the proxy).
    SITE_FORMS_RATE_LIMIT: '6',
    SITE_TRUST_PROXY: '127.0.0.1',
    SITE_FORMS_WEBHOOK: `http://127.0.0.1:${port}/hook`,
  };
  instances = await Promise.all([startIntakeProcess(env), startIntakeProcess(env)]);
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()));
  await new Promise((resolve) => receiver?.close(resolve));
  await store?.stop();
});

let addresses = 0;
/** A visitor address of its own per request, unless one is given: the rate limit stays out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

interface Answer {
  status: number;
  body: { id?: string; duplicate?: true; error?: string };
  retryAfter: string | null;
}

async function post(
  instance: number,
  endpoint: 'contact' | 'newsletter',
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${instances[instance]!.url}api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress(), ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    retryAfter: response.headers.get('retry-after'),
  };
}

const lead = (name: string) => ({
  topic: 'project',
  name,
  email: 'ada@example.com',
  message: 'Two instances.',
  consent: true,
  budget: { id: 5, label: 'Not sure', value: 'not-sure' },
});

describe('two intake instances on one PostgreSQL database', () => {
  /** Every id answered 201, by kind. */
  const acknowledged = { contact: new Set<string>(), newsletter: new Set<string>() };

  it('stores every post spread over both instances, and answers only what is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 160 }, (_, index) =>
        index % 2
          ? post(index % 2, 'contact', lead(`Spread ${index}`))
          : post(index % 2, 'newsletter', {
              email: `spread${index}@example.com`,
              source: 'footer',
            }),
      ).map((answer, index) => answer.then((value) => ({ index, ...value }))),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      acknowledged[answer.index % 2 ? 'contact' : 'newsletter'].add(answer.body.id!);
    }
    expect(acknowledged.contact.size + acknowledged.newsletter.size).toBe(160);
  });

  it('the same Idempotency-Key sent to both at the same moment: one row, the same answer everywhere', async () => {
    for (let round = 0; round < 8; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          post(index % 2, 'contact', lead(`Keyed ${round}`), {
            'Idempotency-Key': `both-${round}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      acknowledged.contact.add(answers[0]!.body.id!);
      expect(await store.count(location, 'contact_requests', `WHERE name = 'Keyed ${round}'`)).toBe(
        1,
      );
    }
  });

  it('the same e-mail subscribed on both at the same moment: one row; one 201, the rest 200 with its id', async () => {
    for (let round = 0; round < 8; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          post(index % 2, 'newsletter', {
            email: index % 3 ? `both${round}@example.com` : `Both${round}@EXAMPLE.com`,
            source: 'footer',
          }),
        ),
      );
      const created = answers.filter((answer) => answer.status === 201);
      expect(created).toHaveLength(1);
      const { id } = created[0]!.body;
      for (const answer of answers.filter((other) => other !== created[0])) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ id, duplicate: true });
      }
      acknowledged.newsletter.add(id!);
      expect(
        await store.count(
          location,
          'newsletter_subscriptions',
          `WHERE lower(email) = 'both${round}@example.com'`,
        ),
      ).toBe(1);
    }
  });

  it('nothing acknowledged is missing and nothing is stored twice', async () => {
    const ids = async (table: string) =>
      new Set((await store.rows(location, `SELECT id FROM ${table}`)).map((row) => String(row.id)));
    expect(await ids('contact_requests')).toEqual(acknowledged.contact);
    expect(await ids('newsletter_subscriptions')).toEqual(acknowledged.newsletter);
  });

  it('one rate limit for both: a visitor posting to both instances gets the burst once, not twice', async () => {
    const visitor = { 'X-Forwarded-For': '203.0.113.9' };
    const answers: Array<Answer & { instance: number }> = [];
    for (let index = 0; index < 14; index += 1) {
      const instance = index % 2;
      answers.push({
        instance,
        ...(await post(
          instance,
          'newsletter',
          { email: `limited${index}@example.com`, source: 'footer' },
          visitor,
        )),
      });
    }
    // Burst 5 in all (two separate buckets would have let 10 through).
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((answer) => answer.instance))).toEqual(new Set([0, 1]));
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((each) => each.status === 201))
      acknowledged.newsletter.add(answer.body.id!);
  });

  it('each stored submission reaches the webhook once, though both instances forward', async () => {
    const stored = acknowledged.contact.size + acknowledged.newsletter.size;
    // An instance marks a row delivered after the webhook's answer reaches it, so the last
    // rows may still be open just after the receiver counted them: wait for both.
    const pending = () => store.count(location, 'webhook_outbox', 'WHERE delivered_at IS NULL');
    for (
      let waited = 0;
      (delivered.size < stored || (await pending()) > 0) && waited < 30_000;
      waited += 100
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered.size).toBe(stored);
    expect([...delivered.values()].filter((times) => times > 1)).toEqual([]);
    expect(await pending()).toBe(0);
    expect(await store.count(location, 'webhook_outbox')).toBe(stored);
  });

  it('both stop cleanly on SIGTERM (the database is closed after the last answer)', async () => {
    expect(await Promise.all(instances.map((instance) => instance.stop()))).toEqual([0, 0]);
  });
});
