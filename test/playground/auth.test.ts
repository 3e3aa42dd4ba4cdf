import { describe, expect, it } from 'vitest';
import { base64, getAuthParts, getAuthSpec } from '../../src/playground/auth.js';
import type { SecurityView } from '../../src/openapi/types.js';

const NO_SECURITY: SecurityView = [];

describe('getAuthSpec and getAuthParts', () => {
  it('bearer sends Authorization: Bearer …', () => {
    const spec = getAuthSpec({ auth: { method: 'bearer' }, security: NO_SECURITY });
    expect(spec).toEqual({ kind: 'bearer', label: 'Bearer token' });
    expect(getAuthParts(spec, { value: ' abc ' }).headers).toEqual([['Authorization', 'Bearer abc']]);
    expect(getAuthParts(spec, {}).headers).toEqual([]);
    expect(getAuthParts(spec, {}, true).headers).toEqual([['Authorization', 'Bearer <TOKEN>']]);
  });

  it('basic labels its two inputs from name’s user:password form and sends Basic base64(user:password)', () => {
    const spec = getAuthSpec({ auth: { method: 'basic', name: 'client_id:client_secret' }, security: NO_SECURITY });
    expect(spec).toEqual({ kind: 'basic', userLabel: 'client_id', passwordLabel: 'client_secret' });
    expect(getAuthParts(spec, { user: 'Aladdin', password: 'open sesame' }).headers).toEqual([
      ['Authorization', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ]);
    expect(getAuthParts(spec, {}, true).headers).toEqual([
      ['Authorization', 'Basic <base64(client_id:client_secret)>'],
    ]);
    expect(getAuthSpec({ auth: { method: 'basic' }, security: NO_SECURITY })).toMatchObject({
      userLabel: 'Username',
      passwordLabel: 'Password',
    });
    expect(base64('é:ü')).toBe(Buffer.from('é:ü').toString('base64'));
  });

  it('key sends a header named auth.name, starting with inputPrefix; the prefix alone sends nothing', () => {
    const security: SecurityView = [
      [
        {
          key: 'apiKey',
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          scopes: [],
          description: 'Send `Token <key>`.',
        },
      ],
    ];
    const spec = getAuthSpec({ auth: { method: 'key', name: 'Authorization', inputPrefix: 'Token ' }, security });
    expect(spec).toEqual({
      kind: 'key',
      in: 'header',
      name: 'Authorization',
      prefix: 'Token ',
      description: 'Send `Token <key>`.',
    });
    expect(getAuthParts(spec, {}).headers).toEqual([]);
    expect(getAuthParts(spec, { value: 'Token ' }).headers).toEqual([]);
    expect(getAuthParts(spec, {}, true).headers).toEqual([['Authorization', 'Token <API_KEY>']]);
    expect(getAuthParts(spec, { value: 'Token ck_1' }).headers).toEqual([['Authorization', 'Token ck_1']]);
    const custom = getAuthSpec({ auth: { method: 'key', name: 'X-Api-Key' }, security: NO_SECURITY });
    expect(getAuthParts(custom, { value: 'k' }).headers).toEqual([['X-Api-Key', 'k']]);
  });

  it('without api.auth, follows the OpenAPI security: apiKey in header, query or cookie, http bearer/basic, OAuth as bearer', () => {
    const scheme = (extra: Omit<SecurityView[number][number], 'key' | 'scopes'>): SecurityView => [
      [{ key: 's', scopes: [], ...extra }],
    ];
    expect(getAuthSpec({ security: scheme({ type: 'apiKey', in: 'header', name: 'Authorization' }) })).toEqual({
      kind: 'key',
      in: 'header',
      name: 'Authorization',
      prefix: '',
    });
    const query = getAuthSpec({ security: scheme({ type: 'apiKey', in: 'query', name: 'api_key' }) });
    expect(getAuthParts(query, { value: 'k' })).toEqual({ headers: [], query: [['api_key', 'k']] });
    expect(
      getAuthParts(getAuthSpec({ security: scheme({ type: 'apiKey', in: 'cookie', name: 'sid' }) }), { value: 'k' })
        .headers,
    ).toEqual([['Cookie', 'sid=k']]);
    expect(getAuthSpec({ security: scheme({ type: 'http', scheme: 'Bearer', bearerFormat: 'JWT' }) })).toEqual({
      kind: 'bearer',
      label: 'Bearer token (JWT)',
    });
    expect(getAuthSpec({ security: scheme({ type: 'http', scheme: 'basic' }) })).toMatchObject({ kind: 'basic' });
    expect(getAuthSpec({ security: scheme({ type: 'oauth2' }) })).toMatchObject({ kind: 'bearer' });
    expect(getAuthSpec({ security: [[]] })).toEqual({ kind: 'none' });
    expect(getAuthSpec({ security: scheme({ type: 'mutualTLS' }) })).toEqual({ kind: 'none' });
    // Two schemes needed together cannot be filled in as one; the next alternative is used.
    const both: SecurityView = [
      [
        { key: 'a', type: 'apiKey', in: 'header', name: 'A', scopes: [] },
        { key: 'b', type: 'apiKey', in: 'header', name: 'B', scopes: [] },
      ],
      [{ key: 'c', type: 'http', scheme: 'bearer', scopes: [] }],
    ];
    expect(getAuthSpec({ security: both })).toMatchObject({ kind: 'bearer' });
  });
});
