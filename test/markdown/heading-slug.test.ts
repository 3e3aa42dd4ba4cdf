import { describe, expect, it } from 'vitest';
import { createHeadingSlugger, headingSlug } from '../../src/markdown/heading-slug.js';

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
    ['Step 1: Install', 'step-1-install'],
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

  it('collapses the hyphens left by dashes, dots and dropped punctuation', () => {
    expect(headingSlug('1. Interoperability - Using LLMs')).toBe('1-interoperability-using-llms');
    expect(headingSlug('`PRO` — LLM Guardrails')).toBe('pro-llm-guardrails');
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
    expect(headingSlug('🚀 — !')).toBe('');
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
