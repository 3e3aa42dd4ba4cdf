/** docs.json `description`, `banner`, `footer.links`, `errors.404`, `seo.organization` and `variables`, resolved. */
import { describe, expect, it } from 'vitest';
import { check, found, minimal } from './check.js';

function configOf(value: Record<string, unknown>) {
  const result = check({ ...minimal, ...value });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (!result.config) throw new Error('no config');
  return result.config;
}

describe('docs.json settings that add static parts to pages', () => {
  it('reads `description`, trimmed; a blank one is none', () => {
    expect(configOf({ description: '  Acme docs. ' }).description).toBe('Acme docs.');
    expect(configOf({ description: ' ' }).description).toBeUndefined();
    expect(check({ ...minimal, description: 'Acme' }).diagnostics).toEqual([]);
  });

  it('reads `banner` with Mintlify’s defaults: type info, not dismissible', () => {
    expect(configOf({ banner: { content: 'New: **v2**' } }).banner).toEqual({
      content: 'New: **v2**',
      dismissible: false,
      type: 'info',
    });
    expect(configOf({ banner: { content: 'x', dismissible: true, type: 'critical' } }).banner).toMatchObject({
      dismissible: true,
      type: 'critical',
    });
  });

  it('reads `banner.color` as one colour for both modes or a pair, warning when white text reads poorly', () => {
    expect(configOf({ banner: { content: 'x', color: '#0a5c45' } }).banner?.color).toEqual({
      light: '#0a5c45',
      dark: '#0a5c45',
    });
    const pale = check({ ...minimal, banner: { content: 'x', color: { light: '#0a5c45', dark: '#ffe08a' } } });
    expect(found(pale)).toEqual(['warning chrome/contrast banner.color.dark']);
    expect(pale.diagnostics[0].message).toMatch(/white text on #ffe08a has a contrast ratio of 1\.\d\d:1/);
    expect(pale.config?.banner?.color).toEqual({ light: '#0a5c45', dark: '#ffe08a' });
    // One warning for a single colour, at the value.
    expect(found(check({ ...minimal, banner: { content: 'x', color: '#fff' } }))).toEqual([
      'warning chrome/contrast banner.color',
    ]);
  });

  it('refuses a banner without content and a colour that is not hex', () => {
    expect(found(check({ ...minimal, banner: { dismissible: true } }))).toEqual([
      'error config/missing-setting banner',
    ]);
    expect(found(check({ ...minimal, banner: { content: 'x', color: 'red' } }))).toEqual([
      'error config/invalid-value banner.color',
    ]);
  });

  it('reads `footer.links`, keeping the first 4 columns with a warning, as Mintlify shows 4', () => {
    const column = (n: number) => ({ header: `C${n}`, items: [{ label: `L${n}`, href: `/l${n}` }] });
    const five = check({ ...minimal, footer: { links: [1, 2, 3, 4, 5].map(column) } });
    expect(found(five)).toEqual(['warning config/unsupported-setting footer.links[4]']);
    expect(five.diagnostics[0].message).toMatch(/at most 4 columns .* leaves out the other 1$/);
    expect(five.config?.footerLinks?.map((c) => c.header)).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(configOf({ footer: { links: [{ items: [{ label: 'A', href: '/a' }] }] } }).footerLinks).toEqual([
      { items: [{ label: 'A', href: '/a' }] },
    ]);
  });

  it('refuses a script URL in a footer link, as in every other link setting', () => {
    const result = check({
      ...minimal,
      footer: { links: [{ items: [{ label: 'A', href: ' JavaScript:alert(1)' }] }] },
    });
    expect(found(result)).toEqual(['error config/unsafe-url footer.links[0].items[0].href']);
    expect(result.config).toBeUndefined();
  });

  it('reads `errors.404`, redirecting only when `redirect` is written true', () => {
    expect(configOf({ errors: { '404': { title: 'Lost', description: 'Try [home](/).' } } }).notFound).toEqual({
      title: 'Lost',
      description: 'Try [home](/).',
      redirect: false,
    });
    expect(configOf({ errors: { '404': { redirect: true } } }).notFound).toEqual({ redirect: true });
    expect(found(check({ ...minimal, errors: { '500': {} } }))).toEqual(['warning config/unknown-key errors["500"]']);
  });

  it('reads `seo.organization` as written', () => {
    const organization = {
      id: 'https://acme.com/#org',
      name: 'Acme',
      legalName: 'Acme Inc.',
      url: 'https://acme.com',
      logo: '/logo.png',
      sameAs: ['https://github.com/acme'],
    };
    expect(configOf({ seo: { organization } }).organization).toEqual(organization);
  });

  it('reads `variables`, warning about a name no placeholder can have', () => {
    expect(configOf({ variables: { version: '2.0', 'api-url': 'https://a' } }).variables).toEqual({
      version: '2.0',
      'api-url': 'https://a',
    });
    const spaced = check({ ...minimal, variables: { 'my var': 'x' } });
    expect(found(spaced)).toEqual(['warning config/unsupported-setting variables["my var"]']);
    expect(spaced.diagnostics[0].hint).toBe('rename the variable, e.g. to "my-var"');
    expect(found(check({ ...minimal, variables: { version: 2 } }))).toEqual([
      'error config/invalid-type variables.version',
    ]);
  });

  it('adds nothing to the config when none of them is set', () => {
    const config = configOf({});
    for (const key of ['description', 'banner', 'footerLinks', 'notFound', 'organization', 'variables'])
      expect(config).not.toHaveProperty(key);
  });
});
