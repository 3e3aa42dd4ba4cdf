import { describe, expect, it } from 'vitest';
import * as config from '../../src/config/index.js';

describe('src/config public API', () => {
  it('exposes the config stage functions', () => {
    expect(Object.keys(config).sort()).toEqual([
      'CONFIG_FILE',
      'CONFIG_FILES',
      'DEFAULT_PRIMARY',
      'isConfigFile',
      'loadConfig',
      'resolveConfig',
      'siteSchema',
      'validateConfigText',
    ]);
  });
});
