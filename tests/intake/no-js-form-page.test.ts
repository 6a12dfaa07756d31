import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { startIntakeService, type IntakeService } from '../../server/intake/intake-service.ts';
import { islandsIn } from '../../server/intake/page-islands.ts';
import { renderIsland } from '../../server/intake/render-island.tsx';
import { createStaticServer, listen } from '../../server/static-server.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

/**
 * A form posted without JavaScript that fails validation comes back as its
 * page, the form rendered again by React with what the visitor sent: every
 * value exactly as typed (never as markup), the errors in the visitor's
 * language under their fields, the first invalid field focused.
 */
let outDir: string;
let intake: IntakeService;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fernhill-nojs-')), 'dist');
  await build({ root: PROJECT_ROOT, sink: 'disk', outDir });
  intake = await startIntakeService({
    root: PROJECT_ROOT,
    dataDir: path.join(path.dirname(outDir), 'data'),
    distDir: outDir,
    allowedOrigins: [],
    cors: false,
    rateLimitPerMinute: 0,
    minFillMs: 0,
    maxBodyBytes: 16 * 1024,
  });
  server = createStaticServer({ distDir: outDir, intake: intake.handler });
  baseUrl = (await listen(server, 0)).url.replace(/\/$/, '');
}, 240_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await intake?.close();
  if (outDir) await rm(path.dirname(outDir), { recursive: true, force: true });
});

const locale = async (name: string) => {
  const text = await readFile(path.join(PROJECT_ROOT, 'locales', name, 'translation.json'), 'utf8');
  return (JSON.parse(text) as { validation: Record<string, string> }).validation;
};

async function postForm(
  endpoint: string,
  fields: Record<string, string>,
): Promise<{ status: number; type: string; html: string }> {
  const response = await fetch(`${baseUrl}${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    html: await response.text(),
  };
}

/** The island's props as the runtime will read them to hydrate. */
function islandProps(page: HTMLElement, name: string, index = 0): Record<string, unknown> {
  const script = page.querySelectorAll(`script[data-island-props="${name}"]`)[index]!;
  return JSON.parse(script.text) as Record<string, unknown>;
}

const HOSTILE = {
  name: String.raw`Ada \ "Lovelace" O'Brien`,
  company: '</script><b>x</b>',
  message: String.raw`مرحبا، نريد تطبيقًا \n لمرضانا </textarea><b>y</b> & "شكرا"`,
};

describe('a failed form post without JavaScript', () => {
  it('comes back with every value exactly, the errors in Arabic, aria-invalid and the focus on the first invalid field', async () => {
    const ar = await locale('ar');
    const answer = await postForm('/api/contact', {
      topic: 'referral',
      locale: 'ar',
      return_to: '/ar/referral-program',
      website: '',
      name: HOSTILE.name,
      email: 'ada@@example.com',
      company: HOSTILE.company,
      referredCompany: 'Analytical Engines',
      referredEmail: 'charles@example.com',
      message: HOSTILE.message,
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('text/html');
    const page = parse(answer.html);
    const form = page.querySelector('form[data-form="referral"]')!;

    // Values as attribute values and text, never markup: no element the visitor wrote appears.
    expect(form.querySelector('#referral-name')!.getAttribute('value')).toBe(HOSTILE.name);
    expect(form.querySelector('#referral-company')!.getAttribute('value')).toBe(HOSTILE.company);
    expect(form.querySelector('#referral-message')!.text).toBe(HOSTILE.message);
    expect(form.querySelectorAll('b')).toHaveLength(0);
    expect(answer.html).not.toContain('<b>');
    expect(page.querySelectorAll('script').length).toBe(
      parse(
        await readFile(path.join(outDir, 'ar/referral-program/index.html'), 'utf8'),
      ).querySelectorAll('script').length,
    );

    // Errors under their fields, in the visitor's language, and marked for assistive technology.
    expect(form.querySelector('#referral-email-error')!.text).toBe(ar.emailInvalid);
    expect(form.querySelector('#referral-consent-error')!.text).toBe(ar.consentRequired);
    expect(form.querySelector('#referral-name-error')!.text).toBe('');
    expect(form.querySelector('#referral-email')!.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('#referral-email')!.getAttribute('aria-describedby')).toBe(
      'referral-email-error',
    );
    expect(form.querySelector('#referral-consent')!.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('#referral-name')!.hasAttribute('aria-invalid')).toBe(false);

    // The first invalid field in the form's order, and only it, takes the focus.
    expect(form.querySelectorAll('[autofocus]').map((control) => control.id)).toEqual([
      'referral-email',
    ]);

    // The props the runtime hydrates with carry the same post, so hydration renders what is shown.
    expect(islandProps(page, 'contact-form').submission).toEqual({
      values: {
        name: HOSTILE.name,
        email: 'ada@@example.com',
        company: HOSTILE.company,
        referredCompany: 'Analytical Engines',
        referredEmail: 'charles@example.com',
        message: HOSTILE.message,
      },
      errors: { email: ar.emailInvalid, consent: ar.consentRequired },
    });
  });

  it('keeps the newsletter address exactly and shows its error in German on the form that sent it', async () => {
    const de = await locale('de');
    const email = String.raw`le\ser"<script>@example`;
    const answer = await postForm('/api/newsletter', {
      source: 'footer',
      locale: 'de',
      return_to: '/de/about-us',
      website: '',
      footer_email: email,
    });
    expect(answer.status).toBe(400);
    const page = parse(answer.html);
    const input = page.querySelector('#footer-newsletter-email')!;
    expect(input.getAttribute('value')).toBe(email);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('autofocus')).toBe(true);
    expect(page.querySelector('#footer-newsletter-email-error')!.text).toBe(de.emailInvalid);
    expect(answer.html).not.toContain('"<script>@example');
  });

  it('renders an island without a post exactly as the build did, so only the post changes the page', async () => {
    const html = await readFile(path.join(outDir, 'contact-us/index.html'), 'utf8');
    const islands = islandsIn(html);
    expect(islands.map((island) => island.name).sort()).toEqual(['contact-form', 'newsletter']);
    for (const island of islands) {
      expect(await renderIsland(island.name, island.strategy, island.props as never)).toBe(
        html.slice(island.start, island.end),
      );
    }
  });
});
