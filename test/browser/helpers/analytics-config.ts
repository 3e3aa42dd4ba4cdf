/** Every analytics service Quire loads, each with a made-up id, for browser tests that stub their scripts locally. */
export const ALL_ANALYTICS = {
  ga4: { measurementId: 'G-TEST1' },
  gtm: { tagId: 'GTM-TEST1' },
  posthog: { apiKey: 'phc_test' },
  plausible: { domain: 'docs.example.com' },
  hotjar: { hjid: '1234', hjsv: '6' },
  fathom: { siteId: 'FATHOM1' },
  mixpanel: { projectToken: 'mixtoken' },
  segment: { key: 'segkey' },
  amplitude: { apiKey: 'ampkey' },
  koala: { publicApiKey: 'pk_test' },
};
