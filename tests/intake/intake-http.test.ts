import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntakeService, type IntakeService } from '../../server/intake/intake-service.ts';
import { securityHeaders } from '../../generator/deploy/security-headers.ts';
import { createStaticServer, listen } from '../../server/static-server.ts';
import {
  startStore,
  STORES,
  type StoreFixture,
  type StoreLocation,
} from '../support/intake-stores.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

// The same assertions for both storages: SQLite (the default) and PostgreSQL (SITE_DATABASE_URL).
describe.each(STORES)('the intake storing in %s', (kind) => {
  let store: StoreFixture;
  let location: StoreLocation;
  let intake: IntakeService;
  let server: http.Server;
  let baseUrl: string;
  let dataDir: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fernhill-intake-'));
    store = await startStore(kind);
    location = await store.fresh('intake');
    intake = await startIntakeService({
      root: PROJECT_ROOT,
      ...location,
      allowedOrigins: ['https://www.fernhill.dev'],
      cors: true,
      rateLimitPerMinute: 0,
      minFillMs: 1000,
      maxBodyBytes: 16 * 1024,
    });
    server = createStaticServer({
      distDir: path.join(dataDir, 'no-dist'),
      intake: intake.handler,
      apiOnly: true,
      fallbackHeaders: securityHeaders({
        contactEndpoint: '/api/contact',
        newsletterEndpoint: '/api/newsletter',
      }),
    });
    baseUrl = (await listen(server, 0)).url.replace(/\/$/, '');
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server?.close(resolve));
    await intake?.close();
    await store?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
  }

  function post(
    endpoint: string,
    body: string | Buffer,
    headers: Record<string, string> = { 'Content-Type': 'application/json' },
    method = 'POST',
    via = agent,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${baseUrl}${endpoint}`,
        { method, headers, agent: via },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  const count = (table: string, where?: string) => store.count(location, table, where);
  const valid = {
    topic: 'project',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'A patient portal.',
    consent: true,
    budget: { id: 5, label: 'Not sure yet', value: 'not-sure' },
  };

  describe('intake endpoints', () => {
    it.each([
      ['wrong method', 405, () => post('/api/contact', '', {}, 'GET')],
      [
        'wrong content type',
        415,
        () => post('/api/contact', 'hello', { 'Content-Type': 'text/plain' }),
      ],
      [
        'body over 16 KB',
        413,
        () => post('/api/contact', JSON.stringify({ ...valid, message: 'x'.repeat(17_000) })),
      ],
      ['broken JSON', 400, () => post('/api/newsletter', '{"email":')],
      ['a JSON array', 400, () => post('/api/newsletter', '[1,2]')],
      [
        'cross-site browser post',
        403,
        () =>
          post('/api/newsletter', '{}', {
            'Content-Type': 'application/json',
            Origin: 'https://evil.example',
          }),
      ],
    ] as const)('answers %s with %i', async (_, status, send) => {
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    });

    it('stores a valid enquiry and answers 201 with its id, only after commit', async () => {
      const before = await count('contact_requests');
      const answer = await post(
        '/api/contact',
        JSON.stringify({
          ...valid,
          meta: {
            locale: 'de',
            sourcePath: '/de/contact-us',
            entryPoint: '/de/',
            campaign: { source: 'google', medium: 'cpc' },
            elapsedMs: 9000,
          },
        }),
      );
      expect(answer.status).toBe(201);
      const { id } = JSON.parse(answer.body) as { id: string };
      const [row] = (await store.rows(
        location,
        'SELECT * FROM contact_requests WHERE id = ?',
        id,
      )) as Array<Record<string, string>>;
      expect(row).toMatchObject({
        topic: 'project',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        budget: 'not-sure',
        locale: 'de',
        source_path: '/de/contact-us',
        entry_point: '/de/',
      });
      expect(JSON.parse(row!.campaign!)).toEqual({ source: 'google', medium: 'cpc' });
      expect(await count('contact_requests')).toBe(before + 1);
    });

    it('answers field errors in the visitor’s language, with the browser’s messages', async () => {
      const answer = await post(
        '/api/contact',
        JSON.stringify({
          topic: 'project',
          name: 'Al',
          email: 'al@@x.com',
          message: '',
          consent: false,
          meta: { locale: 'de' },
        }),
      );
      expect(answer.status).toBe(400);
      expect((JSON.parse(answer.body) as { errors: Record<string, string> }).errors).toEqual({
        name: 'Zu kurz! Mindestens 4 Zeichen sind erforderlich.',
        email: 'Ungültige E-Mail-Adresse',
        message: 'Dies ist ein Pflichtfeld.',
        consent: 'Bitte bestätigen Sie, damit wir Ihnen antworten können.',
        budget: 'Bitte wählen Sie eine Option.',
      });
    });

    it('subscribes once per address: a repeat is a success without a second row', async () => {
      const first = await post(
        '/api/newsletter',
        JSON.stringify({ email: 'Reader@Example.com', source: 'footer' }),
      );
      const again = await post(
        '/api/newsletter',
        JSON.stringify({ email: 'reader@example.com', source: 'blog_post' }),
      );
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      const { id } = JSON.parse(first.body) as { id: string };
      expect(JSON.parse(again.body)).toEqual({ id, duplicate: true });
      expect(
        await count('newsletter_subscriptions', "WHERE lower(email) = 'reader@example.com'"),
      ).toBe(1);
    });

    it('returns the original answer for a retried submit with the same Idempotency-Key', async () => {
      const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': 'retry-42' };
      const before = await count('contact_requests');
      const first = await post('/api/contact', JSON.stringify(valid), headers);
      const retry = await post('/api/contact', JSON.stringify(valid), headers);
      expect(retry.status).toBe(first.status);
      expect(retry.body).toBe(first.body);
      expect(await count('contact_requests')).toBe(before + 1);
    });

    it('answers bots like people but stores nothing: honeypot and too-fast submits are counted as spam', async () => {
      const before = await count('contact_requests');
      const spamBefore = await count('spam_events');
      expect(
        (await post('/api/contact', JSON.stringify({ ...valid, website: 'http://spam.example' })))
          .status,
      ).toBe(201);
      expect(
        (await post('/api/contact', JSON.stringify({ ...valid, meta: { elapsedMs: 120 } }))).status,
      ).toBe(201);
      expect(await count('contact_requests')).toBe(before);
      expect(await count('spam_events')).toBe(spamBefore + 2);
    });

    it('limits each client with 429 and Retry-After', async () => {
      const limited = await startIntakeService({
        root: PROJECT_ROOT,
        ...(await store.fresh('limited')),
        allowedOrigins: [],
        cors: false,
        rateLimitPerMinute: 6,
        minFillMs: 0,
        maxBodyBytes: 16384,
      });
      const limitedServer = createStaticServer({
        distDir: dataDir,
        intake: limited.handler,
        apiOnly: true,
      });
      const { url } = await listen(limitedServer, 0);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let index = 0; index < 8; index += 1) {
        const response = await fetch(`${url}api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `r${index}@example.com`, source: 'footer' }),
        });
        statuses.push(response.status);
        retryAfter ??= response.headers.get('retry-after');
      }
      await new Promise((resolve) => limitedServer.close(resolve));
      await limited.close();
      expect(statuses.slice(0, 5).every((status) => status === 201)).toBe(true);
      expect(statuses).toContain(429);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    });

    it('answers CORS preflights only for the configured site origin', async () => {
      const allowed = await post(
        '/api/contact',
        '',
        { Origin: 'https://www.fernhill.dev', 'Access-Control-Request-Method': 'POST' },
        'OPTIONS',
      );
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://www.fernhill.dev');
      const other = await post(
        '/api/contact',
        '',
        { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
        'OPTIONS',
      );
      expect(other.status).toBe(403);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('every required field of every form (issue 19 item 1)', () => {
    const option = { id: 1, label: 'Product design', value: 'product-design' };
    const forms = {
      project: {
        endpoint: '/api/contact',
        body: valid,
        required: {
          name: 'required',
          email: 'emailRequired',
          message: 'required',
          consent: 'consentRequired',
          budget: 'selectOption',
        },
      },
      referral: {
        endpoint: '/api/contact',
        body: {
          topic: 'referral',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'Meet Grace.',
          consent: true,
          referredCompany: 'Hopper Labs',
          referredEmail: 'grace@example.com',
        },
        required: {
          name: 'required',
          email: 'emailRequired',
          message: 'required',
          consent: 'consentRequired',
          referredCompany: 'required',
          referredEmail: 'emailRequired',
        },
      },
      'fund application': {
        endpoint: '/api/contact',
        body: {
          topic: 'fund-application',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'A seed-stage idea.',
          consent: true,
          interests: [option],
        },
        required: {
          name: 'required',
          email: 'emailRequired',
          message: 'required',
          consent: 'consentRequired',
          interests: 'selectAtLeastOne',
        },
      },
      newsletter: {
        endpoint: '/api/newsletter',
        body: { email: 'required-fields@example.com', source: 'footer' },
        required: { email: 'emailRequired' },
      },
    } as const;
    // German messages: the answer speaks the visitor's language (meta.locale).
    const german = {
      required: 'Dies ist ein Pflichtfeld.',
      emailRequired: 'E-Mail-Adresse ist erforderlich',
      emailInvalid: 'Ungültige E-Mail-Adresse',
      consentRequired: 'Bitte bestätigen Sie, damit wir Ihnen antworten können.',
      selectOption: 'Bitte wählen Sie eine Option.',
      selectAtLeastOne: 'Bitte wählen Sie mindestens eine Option.',
    } as const;
    const table = (name: string) =>
      name === 'newsletter' ? 'newsletter_subscriptions' : 'contact_requests';

    for (const [name, form] of Object.entries(forms)) {
      it(`${name}: a missing, empty, null or wrongly typed required field answers 400 with its German message and stores nothing`, async () => {
        const before = await count(table(name));
        for (const [field, message] of Object.entries(form.required)) {
          const variants: Array<[string, Record<string, unknown>]> = [
            [
              'missing',
              Object.fromEntries(Object.entries(form.body).filter(([key]) => key !== field)),
            ],
            ['empty', { ...form.body, [field]: '' }],
            ['null', { ...form.body, [field]: null }],
            ['wrong type', { ...form.body, [field]: 42 }],
          ];
          for (const [variant, body] of variants) {
            const answer = await post(
              form.endpoint,
              JSON.stringify({ ...body, meta: { locale: 'de', elapsedMs: 9000 } }),
            );
            expect(answer.status, `${field} ${variant}`).toBe(400);
            const expected =
              variant === 'wrong type' && message === 'emailRequired'
                ? german.emailInvalid
                : german[message as keyof typeof german];
            expect(
              (JSON.parse(answer.body) as { errors: Record<string, string> }).errors[field],
              `${field} ${variant}`,
            ).toBe(expected);
          }
        }
        expect(await count(table(name))).toBe(before);
        // The same form, complete, is stored: the variants failed for the field alone.
        const complete = await post(
          form.endpoint,
          JSON.stringify({ ...form.body, meta: { locale: 'de', elapsedMs: 9000 } }),
        );
        expect(complete.status, complete.body).toBe(201);
      });
    }

    it('a form post without JavaScript that leaves out name, email or message is not thanked', async () => {
      const before = await count('contact_requests');
      for (const field of ['name', 'email', 'message']) {
        const fields = new URLSearchParams({
          topic: 'project',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'A patient portal.',
          consent: 'on',
          budget: 'not-sure',
          locale: 'de',
          return_to: '/de/contact-us',
        });
        fields.delete(field);
        const answer = await post('/api/contact', fields.toString(), {
          'Content-Type': 'application/x-www-form-urlencoded',
        });
        expect(answer.status, field).toBe(400);
        expect(answer.headers.location, field).toBeUndefined();
      }
      expect(await count('contact_requests')).toBe(before);
    });
  });

  describe('bad input never gets a 5xx or a stored row', () => {
    const hostileString = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom(
        "'; DROP TABLE contact_requests; --",
        '" OR 1=1 --',
        '<script>alert(1)</script>',
        '__proto__',
        'constructor',
        '\u0000\u202e',
        'a@b@c.com',
        'x@y..com',
        'ä@ü.de',
      ),
      fc.string({ minLength: 5000, maxLength: 9000 }),
    );
    const anyValue = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        hostileString,
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(
          fc.oneof(
            fc.string({ maxLength: 8 }),
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'value', 'id'),
          ),
          tie('value'),
          { maxKeys: 4 },
        ),
      ),
    })).value;
    const fields = [
      'topic',
      'name',
      'email',
      'company',
      'budget',
      'message',
      'consent',
      'referredCompany',
      'referredEmail',
      'interests',
      'source',
      'meta',
      'website',
      '__proto__',
    ];
    const payload = fc.dictionary(
      fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })),
      anyValue,
      { maxKeys: 10 },
    );

    it('for 10,000 generated payloads (wrong types, missing fields, huge strings, unicode, nesting, __proto__, SQL-ish)', async () => {
      const before = {
        contact: await count('contact_requests'),
        newsletter: await count('newsletter_subscriptions'),
      };
      let invalidSeen = 0;
      let storedValid = 0;
      const samples = fc.sample(
        fc.tuple(fc.constantFrom('/api/contact', '/api/newsletter'), payload, fc.boolean()),
        { numRuns: 10_000, seed: 20261122 },
      );
      // Generating takes seconds: a fresh agent, so no socket the server already closed as idle is reused.
      const fuzzAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const batches: Array<typeof samples> = [];
      for (let index = 0; index < samples.length; index += 32)
        batches.push(samples.slice(index, index + 32));
      for (const batch of batches) {
        const answers = await Promise.all(
          batch.map(async ([endpoint, body, asProto]) => {
            // JSON.parse keeps "__proto__" as an own key: send some payloads with it written out literally.
            const text = asProto
              ? JSON.stringify(body).replace(/^\{/, '{"__proto__":{"polluted":true},')
              : JSON.stringify(body);
            return { endpoint, answer: await post(endpoint, text, undefined, 'POST', fuzzAgent) };
          }),
        );
        for (const { answer } of answers) {
          expect(answer.status, answer.body).toBeLessThan(500);
          if (answer.status === 400) {
            invalidSeen += 1;
            const parsed = JSON.parse(answer.body) as { errors?: Record<string, string> };
            expect(Object.keys(parsed.errors ?? {}).length).toBeGreaterThan(0);
          } else if (answer.status === 201 || answer.status === 200) {
            storedValid += 1;
          } else {
            expect([413]).toContain(answer.status);
          }
        }
      }
      fuzzAgent.destroy();
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
      expect(invalidSeen).toBeGreaterThan(9_000);
      // Whatever was stored passed the same rules: every stored row is valid.
      const stored = (await store.rows(
        location,
        'SELECT email, name, message, topic FROM contact_requests',
      )) as Array<{ email: string; name: string; message: string; topic: string }>;
      for (const row of stored) {
        expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/);
        expect(row.name.trim().length).toBeGreaterThanOrEqual(4);
        expect(['project', 'referral', 'fund-application']).toContain(row.topic);
      }
      expect(
        (await count('contact_requests')) +
          (await count('newsletter_subscriptions')) -
          before.contact -
          before.newsletter,
      ).toBeLessThanOrEqual(storedValid);
    }, 180_000);

    it('for 2,000 generated form posts (the no-JavaScript path)', async () => {
      const field = fc.constantFrom(
        'topic',
        'name',
        'email',
        'budget',
        'message',
        'consent',
        'interests',
        'source',
        'footer_email',
        'locale',
        'return_to',
        'website',
        '__proto__',
      );
      const samples = fc.sample(
        fc.array(fc.tuple(field, fc.string({ maxLength: 300 })), { maxLength: 12 }),
        { numRuns: 2000, seed: 7 },
      );
      const formAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      for (let index = 0; index < samples.length; index += 32) {
        const answers = await Promise.all(
          samples
            .slice(index, index + 32)
            .map((pairs, offset) =>
              post(
                offset % 2 ? '/api/contact' : '/api/newsletter',
                new URLSearchParams(pairs).toString(),
                { 'Content-Type': 'application/x-www-form-urlencoded' },
                'POST',
                formAgent,
              ),
            ),
        );
        for (const answer of answers) expect([303, 400]).toContain(answer.status);
      }
      formAgent.destroy();
    });
  });
});
