/**
 * Across the shared corpus of real Mintlify projects, the authors' own `#anchor` links resolve against Quire's
 * heading ids (Mintlify's, heading-slug.ts) and field anchors. What still does not resolve is listed per project with
 * why: each is an anchor that no heading of the target page makes on Mintlify either, sampled by hand. The corpus
 * test (mintlify-projects.test.ts) counts the `markdown/broken-anchor` warnings of its one build of each project
 * against this list; a project not listed must have none.
 */

/** `markdown/broken-anchor` warnings left per project, and why none of them resolves on Mintlify either. */
export const BROKEN_ANCHORS: Record<string, { count: number; why: string }> = {
  'Nixtla__docs@0f85314': {
    count: 4390,
    why: 'generated API tables link types to anchors no heading defines (#int 1,241, #str, #float, #numpy.ndarray …)',
  },
  'Portkey-AI__docs-core@5214df2': {
    count: 43,
    why: 'GitBook-era ids (#id-2.-initialize-portkey-…), capitalised ids (#Getting-started-with-portkey), removed sections (#ollama-in-configs)',
  },
  'PrefectHQ__prefect@d56a01c': {
    count: 41,
    why: 'MkDocs ids (#__tabbed_1_2), typos (#instal-prefect-gcp) and sections renamed or removed (#register-blocks, #parameters)',
  },
  keephq__keep: { count: 6, why: 'sections renamed or removed (#workflow-documentation, #steps, #basics)' },
  lancedb__docs: { count: 3, why: 'sections renamed or removed (#maintenance, #branches-vs-tags-vs-checkout)' },
  mintlify__docs: {
    count: 51,
    why: '#param-icons (39 links): settings-appearance documents `icons.library` (#param-icons-library) since `icons` was split, so Mintlify has no such field either; and removed sections (#set-up-mintlify-for-the-user, #api-configurations)',
  },
  onkernel__docs: { count: 1, why: '#parameters: no such heading on apps/develop' },
  'polarsource__polar@ca08a24': {
    count: 5,
    why: 'fields not at that path (#body-metadata on benefits/create, whose body is a oneOf: #body-one-of-0-metadata; #response-benefit-metadata) and removed sections (#public-clients, #event-ingestion, #customer-meters)',
  },
  'powersync-ja__powersync-docs': {
    count: 56,
    why: 'sections renamed or removed (#schema, #email-notifications, #whatiscollected) and older slugger forms (#psync-s13xx-…)',
  },
  teamhanko__docs: { count: 13, why: 'sections renamed (#register-an-app-id for "Register App ID and Services ID")' },
  'triggerdotdev__trigger.dev@440d413': {
    count: 4,
    why: 'headings removed (#example-1-upload-to-supabase-…) and a camel-case id (#yourTask-batchtrigger)',
  },
  'PolyAI-LDN__polyai-mintlify-doc': {
    count: 24,
    why: 'sections renamed or removed (#test-your-agent: quickstart has Prerequisites, Next steps, How your agent works; #write-metric, #barge-in)',
  },
  checkly__docs: {
    count: 28,
    why: 'sections removed or never headings (#apicheck on constructs/overview, which names ApiCheck only in code; #json-response-schemas for "JSON Response Schema")',
  },
  'fim-ai__fim-one': {
    count: 37,
    why: 'English anchors on translated pages (#skills-as-global-sops on de/ja/ko pages, whose headings are translated) and removed sections (#two-llm-architecture)',
  },
  meilisearch__documentation: {
    count: 19,
    why: 'fields the API does not have at that name (#response-expiresat: the field expiresAt is #response-expires-at; #body-show-ranking-score-threshold: the field is rankingScoreThreshold) and sections renamed or removed (#snapshots, #primary-key-1, #the-searchableattributes-list)',
  },
  'novuhq__docs@234d9ee': {
    count: 27,
    why: 'sections renamed or removed (#tags: workflow/overview has no such heading) and camel-case method ids no heading makes (#readAll, #archiveAll)',
  },
};
