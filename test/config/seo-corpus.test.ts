/** The real mint.json files that set `metadata` or `seo`: none warns about them, and every tag is resolved. */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { corpusPath, describeCorpus, hasSharedCorpus } from '../helpers/shared-corpus.js';

const corpusDir = `${corpusPath('mint-json')}/`;
const files = hasSharedCorpus()
  ? readdirSync(corpusDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

describeCorpus('the mint.json corpus, for search engines and social cards', () => {
  it('has no warning about `metadata` or `seo`, and resolves every meta tag written, with its position', () => {
    const resolved: Record<string, string[]> = {};
    for (const name of files) {
      const text = readFileSync(`${corpusDir}${name}`, 'utf8');
      const result = validateConfigText(text);
      const about = result.diagnostics.filter((d) => /^(?:metadata|seo)\b/.test(d.jsonPath ?? ''));
      expect(about, name).toEqual([]);
      const written = JSON.parse(text) as { metadata?: Record<string, string>; seo?: object };
      if (!result.config || (written.metadata === undefined && written.seo === undefined)) continue;
      const tags = result.config.seo?.metaTags ?? [];
      for (const tag of tags) expect(tag.position, `${name} ${tag.jsonPath}`).toBeDefined();
      expect(tags.map((tag) => tag.key)).toEqual(Object.keys(written.metadata ?? {}));
      resolved[name] = tags.map((tag) => `${tag.key}=${tag.content}`.slice(0, 40));
    }
    expect(resolved).toEqual({
      'AdamikHQ__adamik-documentation.json': [
        'og:image=https://adamik-public-media.s3.',
        'og:title=Adamik Documentation',
        'og:description=Streamline blockchain int',
      ],
      'crewAIInc__crewAI.json': [],
      'mem0ai__mem0.json': ['og:image=/images/og.png', 'twitter:site=@embedchain'],
    });
  });

  it('reads crewAI’s `seo.indexHiddenPages: false` as written', () => {
    const result = validateConfigText(readFileSync(`${corpusDir}crewAIInc__crewAI.json`, 'utf8'));
    expect(result.config?.seo?.indexHiddenPages).toBe(false);
  });
});
