import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { securityHeaders } from '../../generator/deploy/security-headers.ts';
import { localizePath } from '../../shared/model/url-scheme.ts';
import { rerenderFormPage } from './form-page.ts';
import { describePeer, TRUST_NOTHING, type TrustProxy } from './client-address.ts';
import { isCrossSite } from './origin-check.ts';
import {
  fromFormFields,
  parseSubmission,
  type IntakeKind,
  type ParseOptions,
} from './parse-submission.ts';
import { BodyTooLarge, readBody } from './read-body.ts';
import type { IntakeStorage, RateLimit, RateVerdict } from './storage/storage.ts';

export interface IntakeOptions {
  store: Pick<IntakeStorage, 'storeContact' | 'storeSubscription' | 'countSpam'>;
  parse: ParseOptions;
  /** dist/: pages to re-render with field errors for posts made without JavaScript. */
  distDir?: string;
  /**
   * The site's public URL (SITE_PUBLIC_URL), when the intake runs on a host of its own: a post
   * made without JavaScript is sent on to the thank-you page there, and a form page with errors
   * loads its stylesheet, scripts and links from there.
   */
  publicUrl?: string;
  /** Origins allowed to post cross-site (the site, when the intake runs on its own host). */
  allowedOrigins: string[];
  /** Which peers are proxies whose X-Forwarded-* headers count (SITE_TRUST_PROXY); default: none. */
  trustProxy?: TrustProxy;
  /** `serve --api-only`: answer CORS preflights for the allowed origins. */
  cors: boolean;
  maxBodyBytes: number;
  rateLimiter?: RateLimit;
  /** Faster than this from form to submit is a bot (JSON posts carry the elapsed time). */
  minFillMs: number;
  /** Called after a submission is stored (wakes the webhook forwarder, logs it). */
  onStored?: (stored: StoredSubmission) => void;
  /** Where failures go (the server's log); default: standard error. */
  onError?: (message: string, error: unknown) => void;
}

/** A stored submission as the log may tell it: nothing the visitor typed. */
export interface StoredSubmission {
  kind: IntakeKind;
  id: string;
  status: number;
  duplicate: boolean;
  locale: string;
}

const ENDPOINTS: Record<string, IntakeKind> = {
  '/api/contact': 'contact',
  '/api/newsletter': 'newsletter',
};
export const THANK_YOU_PATH = '/thank-you';

function json(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** The site's Content-Security-Policy for a page served from the intake's host, its files on `publicUrl`. */
function pagePolicy(publicUrl: string): Record<string, string> {
  const { 'Content-Security-Policy': policy } = securityHeaders(
    { contactEndpoint: '/api/contact', newsletterEndpoint: '/api/newsletter' },
    new URL(publicUrl).origin,
  );
  return policy ? { 'Content-Security-Policy': policy } : {};
}

/**
 * A storage error for the log: its message and code only. A database error's other fields
 * (PostgreSQL's `detail`, the failing row) may quote what the visitor sent.
 */
function storageFailure(error: unknown): string {
  const { message, code } = error as { message?: string; code?: string };
  return `${message ?? String(error)}${code ? ` (${code})` : ''}`;
}

function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  response.end();
}

/**
 * POST /api/contact and /api/newsletter. JSON from the islands; form posts from
 * the server-rendered forms when JavaScript is off. Every bad input gets a 4xx:
 * 400 field errors, 405, 413, 415, 429 (with Retry-After), 403 for cross-site posts.
 */
export function createIntakeHandler(options: IntakeOptions) {
  const reportError =
    options.onError ?? ((message: string, error: unknown) => console.error(message, error));
  return async (request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
    const kind = ENDPOINTS[pathname];
    if (!kind) return false;

    // Answers given before the body is read still drain it, so a keep-alive connection stays usable.
    const refuse = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      request.resume();
      json(response, status, body, headers);
      return true;
    };

    const origin = request.headers.origin;
    const corsHeaders: Record<string, string> =
      options.cors && origin && options.allowedOrigins.includes(origin)
        ? {
            'Access-Control-Allow-Origin': origin,
            Vary: 'Origin',
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
            'Access-Control-Max-Age': '600',
          }
        : {};
    for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value);

    if (request.method === 'OPTIONS' && options.cors) {
      request.resume();
      response.writeHead(corsHeaders['Access-Control-Allow-Origin'] ? 204 : 403, {
        'Content-Length': 0,
      });
      response.end();
      return true;
    }
    if (request.method !== 'POST')
      return refuse(
        405,
        { error: 'method_not_allowed' },
        { Allow: options.cors ? 'POST, OPTIONS' : 'POST' },
      );
    const peer = describePeer(request, options.trustProxy ?? TRUST_NOTHING);
    if (isCrossSite(request, options.allowedOrigins, peer))
      return refuse(403, { error: 'cross_site_request' });
    if (options.rateLimiter) {
      let verdict: RateVerdict;
      try {
        verdict = await options.rateLimiter.take(peer.client);
      } catch (error) {
        // The shared rate limit lives in the database: when that is away, so is storing.
        reportError('✖ intake: could not check the rate limit:', storageFailure(error));
        return refuse(503, { error: 'temporarily_unavailable' }, { 'Retry-After': '5' });
      }
      if (!verdict.allowed)
        return refuse(
          429,
          { error: 'too_many_requests' },
          { 'Retry-After': String(verdict.retryAfterSeconds) },
        );
    }
    const contentType = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const isForm = contentType === 'application/x-www-form-urlencoded';
    if (contentType !== 'application/json' && !isForm) {
      return refuse(415, {
        error: 'unsupported_media_type',
        accepted: ['application/json', 'application/x-www-form-urlencoded'],
      });
    }

    let raw: string;
    try {
      raw = await readBody(request, options.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        // The rest of the body is drained, not cut off: the client gets this answer instead of a reset.
        json(response, 413, { error: 'payload_too_large', limitBytes: options.maxBodyBytes });
        return true;
      }
      throw error;
    }

    let body: unknown;
    if (isForm) {
      body = fromFormFields(new URLSearchParams(raw), options.parse);
    } else {
      try {
        body = JSON.parse(raw);
      } catch {
        json(response, 400, {
          error: 'invalid_json',
          errors: { _: 'The request body is not valid JSON.' },
        });
        return true;
      }
    }

    const parsed = parseSubmission(kind, body, options.parse);
    const thankYouPath = localizePath(THANK_YOU_PATH, parsed.meta.locale as never);
    const thankYou = options.publicUrl
      ? new URL(thankYouPath, options.publicUrl).href
      : thankYouPath;
    if (!parsed.ok) {
      if (isForm && options.distDir) {
        const page = await rerenderFormPage(
          options.distDir,
          parsed.meta.sourcePath,
          kind,
          parsed.errors,
          parsed.values,
          options.publicUrl,
        ).catch((error: unknown) => {
          reportError('✖ intake: could not re-render the form page:', error);
          return undefined;
        });
        if (page) {
          response.writeHead(400, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            // The page's own files come from the public site: its policy names that origin.
            ...(options.publicUrl ? pagePolicy(options.publicUrl) : {}),
          });
          response.end(page);
          return true;
        }
      }
      json(response, 400, { error: 'invalid_fields', errors: parsed.errors });
      return true;
    }

    // Spam gets the answer a person would get, so bots learn nothing; it is counted, not stored.
    const spamReason =
      parsed.meta.honeypot.trim() !== ''
        ? 'honeypot'
        : parsed.meta.elapsedMs !== undefined && parsed.meta.elapsedMs < options.minFillMs
          ? 'too_fast'
          : undefined;
    if (spamReason) {
      await options.store.countSpam(pathname, spamReason).catch((error: unknown) => {
        reportError('✖ intake: could not count spam:', storageFailure(error));
      });
      if (isForm) redirect(response, thankYou);
      else json(response, 201, { id: randomUUID() });
      return true;
    }

    const idempotencyKey =
      String(request.headers['idempotency-key'] ?? '').slice(0, 200) || undefined;
    try {
      const answer =
        parsed.kind === 'contact'
          ? await options.store.storeContact(parsed.record, idempotencyKey)
          : await options.store.storeSubscription(parsed.record, idempotencyKey);
      options.onStored?.({
        kind,
        id: answer.body.id,
        status: answer.status,
        duplicate: answer.body.duplicate === true,
        locale: parsed.meta.locale,
      });
      if (isForm) redirect(response, thankYou);
      else json(response, answer.status, answer.body);
    } catch (error) {
      // Storage failed (disk full, database locked too long): the visitor may retry; nothing was acknowledged.
      reportError('✖ intake: could not store a submission:', storageFailure(error));
      json(response, 503, { error: 'temporarily_unavailable' }, { 'Retry-After': '5' });
    }
    return true;
  };
}
