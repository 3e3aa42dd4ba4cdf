/**
 * `analytics` and `integrations` as written (site.json and mint.json: `analytics` plus `integrations.intercom`;
 * docs.json: everything under `integrations`) → `AnalyticsConfig`, with defaults applied. The schema has already
 * checked every value; this only normalises (numbers to strings, Intercom's two shapes, trailing slashes).
 */
import type { AnalyticsConfig, UserConfig } from './types.js';

/** The analytics services as the schema lets them through. */
export type WrittenAnalytics = NonNullable<UserConfig['analytics']>;
/** The widgets as the schema lets them through. */
export type WrittenIntegrations = NonNullable<UserConfig['integrations']>;

/** The configured services, or `undefined` when there are none (so a site without analytics is unchanged). */
export function resolveAnalytics(
  analytics: WrittenAnalytics | undefined,
  integrations: WrittenIntegrations | undefined,
): AnalyticsConfig | undefined {
  const a = analytics ?? {};
  const out: AnalyticsConfig = {};
  if (a.ga4) out.ga4 = { measurementId: a.ga4.measurementId };
  if (a.gtm) out.gtm = { tagId: a.gtm.tagId };
  if (a.posthog)
    out.posthog = {
      apiKey: a.posthog.apiKey,
      apiHost: (a.posthog.apiHost ?? 'https://us.i.posthog.com').replace(/\/+$/, ''),
      sessionRecording: a.posthog.sessionRecording ?? true,
    };
  if (a.plausible) out.plausible = { domain: a.plausible.domain, server: a.plausible.server ?? 'plausible.io' };
  if (a.hotjar) out.hotjar = { hjid: String(a.hotjar.hjid), hjsv: String(a.hotjar.hjsv) };
  if (a.fathom) out.fathom = { siteId: a.fathom.siteId };
  if (a.mixpanel) out.mixpanel = { projectToken: a.mixpanel.projectToken, region: a.mixpanel.region ?? 'us' };
  if (a.segment) out.segment = { key: a.segment.key };
  if (a.amplitude) out.amplitude = { apiKey: a.amplitude.apiKey };
  if (a.koala) out.koala = { publicApiKey: a.koala.publicApiKey };
  const intercom = integrations?.intercom;
  if (intercom !== undefined) out.intercom = { appId: typeof intercom === 'string' ? intercom : intercom.appId };
  return Object.keys(out).length > 0 ? out : undefined;
}
