/**
 * The browser runtime's entry, loaded by every page. It stays small (the
 * budget is 15 KB gzip, asserted in tests): it wires what must work at once
 * and loads React, islands, the dialog, web vitals and Sentry later.
 */
import { page, track } from './analytics/analytics.ts';
import { captureCampaign } from './analytics/campaign.ts';
import { readRuntimeConfig } from './config.ts';
import { enhanceContactTriggers } from './contact/contact-triggers.ts';
import { installErrorReporting } from './errors/error-reporting.ts';
import { applyCtaVariant, assignCtaVariant } from './experiments/cta-copy.ts';
import { whenIdle } from './idle.ts';
import { scheduleIslands } from './islands/schedule-islands.ts';
import { rememberLanguageChoice } from './language-preference.ts';
import { watchLoadDelay } from './loading-notice.ts';
import { routeLanguage, startNavigation } from './navigation/start-navigation.ts';
import { registerServiceWorker } from './service-worker-registration.ts';
import { browserStorage } from './storage.ts';

const config = readRuntimeConfig();
// Language routing first: when it redirects, nothing else needs to start.
const redirecting = config ? routeLanguage(config) : false;

if (!redirecting) start();

function start(): void {
  if (config?.settings.sentryDsn) {
    installErrorReporting({
      dsn: config.settings.sentryDsn,
      environment: config.settings.environment,
    });
  }
  if (config) watchLoadDelay(document, config.strings.loadingNotice);

  const storage = browserStorage();
  captureCampaign(window.location.search, storage);
  rememberLanguageChoice(document);
  enhanceContactTriggers(document);

  const variant = assignCtaVariant({
    enabled: Boolean(config?.settings.ctaExperiment),
    storage,
    track,
  });
  applyCtaVariant(document.getElementById('workTogetherCTA'), variant, config?.strings.ctaVariants);

  scheduleIslands(document, config?.strings.pageResourcesMissing);
  page();
  if (config)
    startNavigation(config, () =>
      applyCtaVariant(
        document.getElementById('workTogetherCTA'),
        variant,
        config.strings.ctaVariants,
      ),
    );
  // Not in `dev`: pages change under a fixed stylesheet URL there, and a cache-first worker would serve stale ones.
  if (config && config.settings.environment !== 'development') {
    window.addEventListener('load', () =>
      whenIdle(() => registerServiceWorker(config.strings.serviceWorkerInsecure)),
    );
  }
  whenIdle(() => {
    import('./analytics/web-vitals.ts')
      .then((module) => module.reportWebVitals())
      .catch((error: unknown) => console.warn('[web vitals] could not load:', error));
  });
}
