import type { SiteSettings } from '../model/site-settings.ts';
import type { ContactDialogProps } from './islands.ts';

/** What the browser runtime needs from the page: settings and the texts of what it renders itself. */
export interface RuntimeConfigData {
  locale: string;
  settings: Pick<SiteSettings, 'ctaExperiment' | 'sentryDsn' | 'environment'>;
  strings: {
    loadingNotice: string;
    ctaVariants: Record<string, string>;
    navigated: string;
    pageResourcesMissing: string;
    serviceWorkerInsecure: string;
  };
  /** SPEC §2 language routing: the languages the site has, the default (unprefixed) one. */
  languages: { available: string[]; default: string };
  contactDialog: ContactDialogProps;
}

/** The id of the page's <script type="application/json"> that holds its RuntimeConfigData. */
export const RUNTIME_CONFIG_ID = 'runtime-config';
