/** Server variables: resolved to their defaults, kept with their `enum` for the playground, and allowed by the proxy. */
import { describe, expect, it } from 'vitest';
import { resolveServers } from '../../src/openapi/document.js';
import { serverUrls } from '../../src/proxy/base-urls.js';

describe('server variables', () => {
  const [server] = resolveServers([
    [
      {
        url: 'https://{region}.api.example.com/{version}/',
        variables: {
          region: { default: 'eu', enum: ['us', 'eu'], description: 'Data region' },
          version: { default: 'v2' },
        },
      },
    ],
  ]);

  it('keep the URL template and each variable, the default among the enum values', () => {
    expect(server).toEqual({
      url: 'https://eu.api.example.com/v2',
      template: 'https://{region}.api.example.com/{version}',
      variables: [
        { name: 'region', default: 'eu', enum: ['us', 'eu'], description: 'Data region' },
        { name: 'version', default: 'v2' },
      ],
    });
    // A default the enum does not list is offered first.
    const [odd] = resolveServers([
      [{ url: 'https://{x}.example.com', variables: { x: { default: 'a', enum: ['b'] } } }],
    ]);
    expect(odd.variables).toEqual([{ name: 'x', default: 'a', enum: ['a', 'b'] }]);
  });

  it('keep braces of a template that resolves against the document URL', () => {
    const [relative] = resolveServers(
      [[{ url: '/{version}', variables: { version: { default: 'v1', enum: ['v1', 'v2'] } } }]],
      'https://api.example.com/openapi.json',
    );
    expect(relative).toMatchObject({
      url: 'https://api.example.com/v1',
      template: 'https://api.example.com/{version}',
    });
  });

  it('let the proxy reach every combination of enum values, free-text variables at their default', () => {
    expect(serverUrls(server)).toEqual([
      'https://eu.api.example.com/v2',
      'https://us.api.example.com/v2',
      'https://eu.api.example.com/v2',
    ]);
    expect(serverUrls({ url: 'https://plain.example.com' })).toEqual(['https://plain.example.com']);
  });
});
