import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { validateConfigText } from '../../src/config/validate.js';

const config = JSON.stringify(
  {
    name: 'Acme',
    navigation: [{ group: 'Start', pages: ['index'] }],
    colors: { primary: '#0d9373', background: { dark: '#0b0d0e' } },
  },
  null,
  2,
);

describe('a background colour for one mode', () => {
  it('in mint.json: the other mode gets Quire’s default, with a warning at the setting', () => {
    const result = validateConfigText(config, 'mint.json');
    expect(result.config?.colors.background).toEqual({ light: '#ffffff', dark: '#0b0d0e' });
    expect(formatDiagnostics(result.diagnostics)).toContain(
      "mint.json:13:5 warning colors.background: `colors.background` sets only `dark`; light mode uses Quire's default background #ffffff [config/background-one-mode]",
    );
  });

  it('in site.json: an error, as the format requires both modes', () => {
    const result = validateConfigText(config, 'site.json');
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.jsonPath}`)).toEqual([
      'error config/missing-setting colors.background',
    ]);
  });

  it('in mint.json with neither mode: the schema’s own error', () => {
    const neither = config.replace('"dark": "#0b0d0e"', '');
    expect(validateConfigText(neither, 'mint.json').config).toBeUndefined();
  });
});
