/**
 * Small docs folders that expand to a great deal (issue 23, item 3): each level repeats the level below `fanout`
 * times, so a few hundred bytes ask for `fanout ** depth` copies. Used by test/security/expansion-budgets.test.ts
 * with fixed sizes and by test/fuzz/expansion-budgets.test.ts with generated ones. `site` gives the files, `rule` the
 * error the budget that stops it reports, and `file` the file it names (a regular expression: a snippet or the page).
 */

/** One kind of expansion bomb. */
export interface Bomb {
  files: Record<string, string | object>;
  rule: string;
  file: RegExp;
}

const FRONT = '---\ntitle: Bomb\n---\n\n';
const SITE = { name: 'Bomb', navigation: [{ group: 'Start', pages: ['index'] }] };

/** `export const a1 = \`${a0}${a0}…\``, `depth` times: a string of `base.length * fanout ** depth` characters. */
export function templateBomb(fanout: number, depth: number, base = 'xxxxxxxxxxxxxxxx'): Bomb {
  let esm = `export const a0 = ${JSON.stringify(base)};\n`;
  for (let i = 1; i <= depth; i++) esm += `export const a${i} = \`${`\${a${i - 1}}`.repeat(fanout)}\`;\n`;
  return {
    files: { 'site.json': SITE, 'index.mdx': `${FRONT}${esm}\n{a${depth}}\n` },
    rule: 'mdx/too-large',
    file: /^index\.mdx$/,
  };
}

/** Snippet `s0` includes `s1` `fanout` times, which includes `s2` `fanout` times …, `depth` levels. */
export function snippetBomb(fanout: number, depth: number): Bomb {
  const files: Record<string, string | object> = { 'site.json': SITE };
  for (let i = 0; i < depth; i++)
    files[`snippets/s${i}.mdx`] = `import S from '/snippets/s${i + 1}.mdx';\n\n${'<S />\n\n'.repeat(fanout)}`;
  files[`snippets/s${depth}.mdx`] = 'A sentence of the innermost snippet.\n';
  files['index.mdx'] = `${FRONT}import S from '/snippets/s0.mdx';\n\n<S />\n`;
  return { files, rule: 'mdx/too-large', file: /^(?:index\.mdx|snippets\/s\d+\.mdx)$/ };
}

/** Snippets `s0` … each showing its children `fanout` times, nested `depth` deep around one word on the page. */
export function childrenBomb(fanout: number, depth: number): Bomb {
  const files: Record<string, string | object> = { 'site.json': SITE };
  let imports = '';
  for (let i = 0; i < depth; i++) {
    files[`snippets/s${i}.mdx`] = `${'{children}\n\n'.repeat(fanout)}`;
    imports += `import S${i} from '/snippets/s${i}.mdx';\n`;
  }
  const open = Array.from({ length: depth }, (_, i) => `<S${i}>`).join('');
  const close = Array.from({ length: depth }, (_, i) => `</S${depth - 1 - i}>`).join('');
  files['index.mdx'] = `${FRONT}${imports}\n${open}word${close}\n`;
  return { files, rule: 'mdx/too-large', file: /^(?:index\.mdx|snippets\/s\d+\.mdx)$/ };
}

/** A component mapping a list of `fanout` items inside a map of the same list, `depth` deep. */
export function mapBomb(fanout: number, depth: number): Bomb {
  const list = `[${Array.from({ length: fanout }, (_, i) => i).join(', ')}]`;
  let jsx = '<span>x</span>';
  for (let i = 0; i < depth; i++) jsx = `<div>{L.map((a${i}) => ${jsx})}</div>`;
  const page = `${FRONT}export const L = ${list};\nexport const Widget = () => (${jsx});\n\n<Widget />\n`;
  return { files: { 'site.json': SITE, 'index.mdx': page }, rule: 'mdx/too-large', file: /^index\.mdx$/ };
}

/** docs.json whose navigation names `r0.json` , which names `r1.json` `fanout` times …, `depth` levels. */
export function docsRefBomb(fanout: number, depth: number): Bomb {
  const files: Record<string, string | object> = { 'index.mdx': `${FRONT}Hello.\n` };
  for (let i = 0; i < depth; i++)
    files[`r${i}.json`] = {
      group: `Level ${i}`,
      pages: Array.from({ length: fanout }, () => ({ $ref: `r${i + 1}.json` })),
    };
  files[`r${depth}.json`] = { group: 'Leaf', pages: ['index'] };
  files['docs.json'] = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Bomb',
    colors: { primary: '#0d9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index', { $ref: 'r0.json' }] }] },
  };
  return { files, rule: 'config/too-large', file: /^r\d+\.json$/ };
}

/** An endpoint whose body's object has `fanout` fields that `$ref` the next level's object, `depth` levels. */
export function openApiRefBomb(fanout: number, depth: number): Bomb {
  const schemas: Record<string, object> = {};
  for (let i = 0; i < depth; i++) {
    const properties: Record<string, object> = {};
    for (let k = 0; k < fanout; k++) properties[`f${k}`] = { $ref: `#/components/schemas/S${i + 1}/properties/inner` };
    schemas[`S${i}`] = { type: 'object', properties: { inner: { type: 'object', properties } } };
  }
  schemas[`S${depth}`] = { type: 'object', properties: { inner: { type: 'string', description: 'The leaf.' } } };
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Bomb', version: '1' },
    paths: {
      '/bomb': {
        post: {
          summary: 'Bomb',
          requestBody: {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/S0/properties/inner' } } },
          },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
    components: { schemas },
  };
  return {
    files: {
      'site.json': { ...SITE, openapi: 'openapi.json', navigation: [{ group: 'Start', pages: ['index', 'bomb'] }] },
      'openapi.json': spec,
      'index.mdx': `${FRONT}Hello.\n`,
      'bomb.mdx': '---\ntitle: Bomb\nopenapi: POST /bomb\n---\n',
    },
    rule: 'openapi/too-large',
    file: /^bomb\.mdx$/,
  };
}
