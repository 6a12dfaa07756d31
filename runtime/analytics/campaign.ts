/**
 * SPEC §3 campaign tracking data, read from the landing URL's query parameters
 * and kept in localStorage so later events on any page carry it.
 */
export interface Campaign {
  id?: string;
  medium?: string;
  name?: string;
  source?: string;
  term?: string;
  content?: string;
  gclid?: string;
}

export const CAMPAIGN_STORAGE_KEY = 'fernhill:campaign';

/** Query parameter → campaign field. */
const PARAMETERS: Record<string, keyof Campaign> = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'name',
  utm_content: 'content',
  utm_term: 'term',
  utm_id: 'id',
  gclid: 'gclid',
};

export function campaignFromQuery(search: string): Campaign | undefined {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const [parameter, field] of Object.entries(PARAMETERS)) {
    const value = query.get(parameter);
    if (value) campaign[field] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/** Stores the campaign of this visit's URL, if it has one; a new campaign replaces the old. */
export function captureCampaign(search: string, storage: Storage): void {
  const campaign = campaignFromQuery(search);
  if (!campaign) return;
  try {
    storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // Storage full or disabled: the campaign is simply not remembered.
  }
}

export function storedCampaign(storage: Storage): Campaign | undefined {
  try {
    const raw = storage.getItem(CAMPAIGN_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Campaign) : undefined;
  } catch {
    return undefined;
  }
}
