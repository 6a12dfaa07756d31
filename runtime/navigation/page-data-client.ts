import { pageDataUrl, type PageData } from '../../shared/contracts/page-data.ts';

const RETRIES = 3;
const cache = new Map<string, Promise<PageData>>();

async function getJson<T>(url: string): Promise<{ status: number; data?: T }> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  return {
    status: response.status,
    data: response.ok ? ((await response.json()) as T) : undefined,
  };
}

class Missing extends Error {}
class Broken extends Error {}

/** Up to 3 retries, for failures another try may cure; a 404 or 500 answer is final (SPEC §2, §8). */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (error instanceof Missing || error instanceof Broken) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * SPEC §2 and §8: page data for a path. A 404 (confirmed by a HEAD request on
 * the path) yields the not-found page, a 500 the server-error page; other
 * failures are retried up to 3 times and then rejected.
 */
export function loadPageData(path: string, locale: string): Promise<PageData> {
  const key = pageDataUrl(path);
  let pending = cache.get(key);
  if (!pending) {
    pending = withRetries(async () => {
      const { status, data } = await getJson<PageData>(key);
      if (data) return data;
      if (status === 404) throw new Missing(path);
      if (status >= 500) throw new Broken(path);
      throw new Error(`page data for ${path}: HTTP ${status}`);
    }).catch(async (error: unknown) => {
      cache.delete(key);
      const prefix = locale === 'en' ? '' : `/${locale}`;
      if (error instanceof Missing) {
        // Only a page the server says is missing leads to the not-found page; a HEAD that fails says nothing.
        const head = await fetch(path, { method: 'HEAD' }).catch(() => undefined);
        if (head?.status === 404)
          return withRetries(
            async () => (await getJson<PageData>(pageDataUrl(`${prefix}/404.html`))).data!,
          );
      }
      if (error instanceof Broken)
        return withRetries(
          async () => (await getJson<PageData>(pageDataUrl(`${prefix}/500.html`))).data!,
        );
      throw error;
    });
    cache.set(key, pending);
  }
  return pending;
}

/** Page data already requested (by prefetch or a navigation) is not fetched again. */
export function isCached(path: string): boolean {
  return cache.has(pageDataUrl(path));
}

/** app-data.json's build hash, retried up to 3 times (SPEC §8). */
export function loadBuildHash(): Promise<string> {
  return withRetries(async () => {
    const { data } = await getJson<{ buildHash: string }>(`/app-data.json?t=${Date.now()}`);
    if (!data) throw new Error('app-data.json unavailable');
    return data.buildHash;
  });
}
