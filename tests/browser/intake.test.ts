import { describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../server/intake/storage/sqlite-storage.ts';
import { builtSiteInChromium } from '../support/built-site.ts';

// The webhook points at a port nobody listens on: forwarding fails, visitors must not notice.
const served = builtSiteInChromium({ intake: { webhookUrl: 'http://127.0.0.1:9/unreachable' } });

// The built site's intake stores in SQLite (the default): its rows are read from the open file.
const rows = (sql: string, ...parameters: unknown[]) => {
  const { storage } = served.site.intake;
  if (!(storage instanceof SqliteStorage)) throw new Error('The built site stores in SQLite.');
  return storage.database.prepare(sql).all(...parameters) as Array<Record<string, unknown>>;
};

describe('forms store real rows', () => {
  it('the contact dialog submits to the intake: 201, a row, and a webhook delivery queued for retry', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto(
      `${served.site.baseUrl}/de/services/react-development?utm_source=partner`,
      { waitUntil: 'load' },
    );
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('#workTogetherCTA').click();
    await page.locator('#contact-dialog-name').waitFor();
    await page.fill('#contact-dialog-name', 'Katherine Johnson');
    await page.fill('#contact-dialog-email', 'katherine@example.com');
    await page.selectOption('#contact-dialog-budget', '50k-150k');
    await page.fill(
      '#contact-dialog-message',
      'Trajectory planning software for a launch provider.',
    );
    await page.check('#contact-dialog-consent');
    const answer = page.waitForResponse((candidate) => candidate.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    expect((await answer).status()).toBe(201);
    const [row] = rows('SELECT * FROM contact_requests WHERE email = ?', 'katherine@example.com');
    expect(row).toMatchObject({
      topic: 'project',
      name: 'Katherine Johnson',
      budget: '50k-150k',
      locale: 'de',
      source_path: '/de/services/react-development',
    });
    expect(JSON.parse(String(row!.campaign))).toEqual({ source: 'partner' });
    await expect
      .poll(
        () =>
          rows(
            'SELECT attempts, last_error, delivered_at FROM webhook_outbox WHERE submission_id = ?',
            row!.id,
          )[0]?.attempts,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1);
    const [outbox] = rows(
      'SELECT attempts, last_error, delivered_at FROM webhook_outbox WHERE submission_id = ?',
      row!.id,
    );
    expect(outbox!.delivered_at).toBeNull();
    expect(String(outbox!.last_error)).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the footer newsletter subscribes for real', async () => {
    const context = await served.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${served.site.baseUrl}/work`, { waitUntil: 'load' });
    const email = page.locator('#footer-newsletter-email');
    await email.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    await email.fill('real-reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing to our newsletter!').waitFor();
    expect(
      rows(
        'SELECT source, locale, entry_point FROM newsletter_subscriptions WHERE email = ?',
        'real-reader@example.com',
      ),
    ).toEqual([{ source: 'footer', locale: 'en', entry_point: '/work' }]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('subscribes from the footer and lands on the thank-you page in the visitor’s language', async () => {
    const context = await served.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${served.site.baseUrl}/ar/about-us`);
    await page.fill('#footer-newsletter-email', 'nojs-reader@example.com');
    await Promise.all([
      page.waitForURL(/\/ar\/thank-you$/),
      page.locator('#footer-newsletter-email').press('Enter'),
    ]);
    expect(await page.locator('h1').textContent()).toBe('شكرًا لك، وصلنا طلبك');
    expect(
      rows(
        'SELECT source, locale FROM newsletter_subscriptions WHERE email = ?',
        'nojs-reader@example.com',
      ),
    ).toEqual([{ source: 'footer', locale: 'ar' }]);
    await context.close();
  });

  it('sends a contact request from the contact page; invalid input comes back with errors and the values kept', async () => {
    const context = await served.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${served.site.baseUrl}/contact-us`);
    await page.fill('#project-name', 'Dorothy Vaughan');
    await page.fill('#project-email', 'dorothy@@example.com');
    await page.fill('#project-message', 'Migrating <Fortran> to the cloud & keeping the math.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('#project-email-error').textContent()).toBe('Invalid email');
    expect(await page.locator('#project-budget-error').textContent()).toBe(
      'Please select an option.',
    );
    expect(await page.inputValue('#project-name')).toBe('Dorothy Vaughan');
    expect(await page.inputValue('#project-message')).toBe(
      'Migrating <Fortran> to the cloud & keeping the math.',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('project-email');
    expect(rows('SELECT * FROM contact_requests WHERE name = ?', 'Dorothy Vaughan')).toEqual([]);

    await page.fill('#project-email', 'dorothy@example.com');
    await page.selectOption('#project-budget', 'over-500k');
    await page.check('#project-consent');
    await Promise.all([
      page.waitForURL(/\/thank-you$/),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    const stored = rows(
      'SELECT topic, email, budget, message, locale, source_path FROM contact_requests WHERE name = ?',
      'Dorothy Vaughan',
    );
    expect(stored).toEqual([
      {
        topic: 'project',
        email: 'dorothy@example.com',
        budget: 'over-500k',
        message: 'Migrating <Fortran> to the cloud & keeping the math.',
        locale: 'en',
        source_path: '/contact-us',
      },
    ]);
    await context.close();
  });
});
