/** The proxy's request envelope: a text body as it is, a base64 body (`bodyEncoding`, files) as its bytes. */
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../src/proxy/proxy-route.js';

describe('parseEnvelope', () => {
  const base = { method: 'post', url: 'https://api.example.com/x', headers: {} };

  it('keeps a text body as text', () => {
    expect(parseEnvelope(JSON.stringify({ ...base, body: '{"a":1}' }))).toEqual({
      method: 'POST',
      url: base.url,
      headers: {},
      body: '{"a":1}',
    });
  });

  it('decodes a base64 body to its bytes, and refuses one that is not base64 or another encoding', () => {
    const bytes = Buffer.from([0xff, 0x00, 0x41]);
    const parsed = parseEnvelope(JSON.stringify({ ...base, body: bytes.toString('base64'), bodyEncoding: 'base64' }));
    expect(typeof parsed === 'object' && Buffer.isBuffer(parsed.body) && parsed.body.equals(bytes)).toBe(true);
    expect(parseEnvelope(JSON.stringify({ ...base, body: 'not base64!', bodyEncoding: 'base64' }))).toBe(
      'body is not valid base64',
    );
    expect(parseEnvelope(JSON.stringify({ ...base, body: 'x', bodyEncoding: 'gzip' }))).toBe(
      'bodyEncoding must be "base64" when given',
    );
  });
});
