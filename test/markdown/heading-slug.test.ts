import { describe, expect, it } from 'vitest';
import { createHeadingSlugger, headingSlug, headingSlugAliases } from '../../src/markdown/heading-slug.js';

describe('headingSlug', () => {
  // The examples Mintlify documents for its automatic anchor ids (create/text, "Automatic anchor IDs").
  it.each([
    ['Getting started', 'getting-started'],
    ['Config.json options', 'config-json-options'],
    ["What's new", 'what’s-new'],
    ['Rate limits (per minute)', 'rate-limits-per-minute'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ['OAuth', 'oauth'],
  ])('%s → %s, as Mintlify documents', (text, id) => {
    expect(headingSlug(text)).toBe(id);
  });

  it('drops emoji with their variation selectors and joiners, and leaves no hyphen at either end', () => {
    expect(headingSlug('🚀 Launch')).toBe('launch');
    expect(headingSlug('⚠️ Breaking changes')).toBe('breaking-changes');
    expect(headingSlug('Team 👩‍💻 setup')).toBe('team-setup');
    expect(headingSlug('Done ✅')).toBe('done');
    expect(headingSlug('1️⃣ First')).toBe('1-first');
  });

  // Links authors copied from their live Mintlify sites (shared corpus: PowerSync, Mintlify's own docs).
  it.each([
    ["'Backend Connector'", '‘backend-connector’'],
    ["Don't panic", 'don’t-panic'],
    ['"Previous" and "Next" buttons', 'previous-and-next-buttons'],
    ['Option 1: Asymmetric JWTs — Using JWKS (Recommended)', 'option-1:-asymmetric-jwts-—-using-jwks-recommended'],
    ['Example: Connect to the Mintlify MCP server', 'example:-connect-to-the-mintlify-mcp-server'],
    [
      '6. [Optional] Test Sync with the Sync Diagnostics Client',
      '6-[optional]-test-sync-with-the-sync-diagnostics-client',
    ],
    ['Sync (PowerSync Service → Client)', 'sync-powersync-service-→-client'],
    ['PSYNC_S23xx: Sync API errors', 'psync_s23xx:-sync-api-errors'],
    ['示例：内容审核工作流', '示例：内容审核工作流'],
    ['设置（可选）、部署', '设置（可选）、部署'],
    ['__init__ method', '__init__-method'],
  ])('%s → %s, as authors link it', (text, id) => {
    expect(headingSlug(text)).toBe(id);
  });

  it('gives the forms earlier Mintlify versions made as aliases: dots kept, or `:`, brackets and symbols dropped', () => {
    expect(headingSlugAliases('Step 1: Install')).toEqual(['step-1-install']);
    expect(headingSlugAliases('Querying Items (PowerSync.getAll)')).toEqual([
      'querying-items-powersync.getall',
      'querying-items-powersyncgetall',
    ]);
    expect(headingSlugAliases('`PRO` — LLM Guardrails')).toEqual(['pro-llm-guardrails', 'pro--llm-guardrails']);
    expect(headingSlugAliases("'Backend Connector'")).toEqual(['’backend-connector’', 'backend-connector']);
    expect(headingSlugAliases('示例：内容审核工作流')).toEqual(['示例内容审核工作流']);
    expect(headingSlugAliases('Getting started')).toEqual([]);
    expect(headingSlugAliases('🎉')).toEqual([]);
  });

  it("gives GitHub's form as an alias too, as authors copy it from their repository (checkly, fim-one)", () => {
    expect(headingSlugAliases('Headers & query parameters')).toContain('headers--query-parameters');
    expect(headingSlugAliases('structured_llm_call — unified output extraction')).toContain(
      'structured_llm_call--unified-output-extraction',
    );
  });

  it('collapses the hyphens left by dashes, dots and dropped punctuation', () => {
    expect(headingSlug('1. Interoperability - Using LLMs')).toBe('1-interoperability-using-llms');
    expect(headingSlug('`PRO` — LLM Guardrails')).toBe('pro-—-llm-guardrails');
    expect(headingSlug('user.update.email.create')).toBe('user-update-email-create');
    expect(headingSlug('yourTask.batchTriggerAndWait()')).toBe('yourtask-batchtriggerandwait');
  });

  it('keeps letters and digits of every script, `$` and `_`', () => {
    expect(headingSlug('Über die API')).toBe('über-die-api');
    expect(headingSlug('日本語 ガイド')).toBe('日本語-ガイド');
    expect(headingSlug('Split configuration with $ref')).toBe('split-configuration-with-$ref');
    expect(headingSlug('snake_case names')).toBe('snake_case-names');
  });

  it('gives nothing for text with no letters or digits', () => {
    expect(headingSlug('🚀 ✅ !?')).toBe('');
  });
});

describe('createHeadingSlugger', () => {
  it('numbers repeats from 2 and never takes an id already on the page', () => {
    const taken = new Set(['install-2']);
    const slug = createHeadingSlugger(taken);
    expect(slug('Overview')).toBe('overview');
    expect(slug('Overview')).toBe('overview-2');
    expect(slug('Overview!')).toBe('overview-3');
    expect(slug('Install')).toBe('install');
    expect(slug('Install')).toBe('install-3');
  });

  it('names a heading of symbols only `section`', () => {
    const slug = createHeadingSlugger(new Set());
    expect(slug('🎉')).toBe('section');
    expect(slug('🎉')).toBe('section-2');
  });
});
