import { describe, expect, it } from 'vitest';
import { checkTargetUrl } from '../../src/proxy/allowed-url.js';

const BASES = ['http://127.0.0.1:4010', 'https://api.example.com/v1/'];
const allowed = (url: string) => checkTargetUrl(url, BASES).ok;

describe('checkTargetUrl', () => {
  it('allows URLs under a configured base URL', () => {
    expect(allowed('http://127.0.0.1:4010/api/user')).toBe(true);
    expect(allowed('http://127.0.0.1:4010')).toBe(true);
    expect(allowed('http://127.0.0.1:4010?x=1')).toBe(true);
    expect(allowed('HTTP://127.0.0.1:4010/api/user')).toBe(true);
    expect(allowed('https://api.example.com/v1/users?limit=2')).toBe(true);
    expect(allowed('https://API.example.com/v1')).toBe(true);
    const check = checkTargetUrl('http://127.0.0.1:4010/api/user?a=b', BASES);
    expect(check.ok && check.url.href).toBe('http://127.0.0.1:4010/api/user?a=b');
  });

  it('refuses other hosts, ports and schemes', () => {
    expect(allowed('http://127.0.0.1:4011/api/user')).toBe(false);
    expect(allowed('http://127.0.0.1:40100/api/user')).toBe(false);
    expect(allowed('http://127.0.0.1/api/user')).toBe(false);
    expect(allowed('https://127.0.0.1:4010/api/user')).toBe(false);
    expect(allowed('http://api.example.com/v1/users')).toBe(false);
    expect(allowed('https://evil.example/v1/users')).toBe(false);
    expect(allowed('https://api.example.com.evil.example/v1')).toBe(false);
    expect(allowed('file:///etc/passwd')).toBe(false);
    expect(allowed('/api/user')).toBe(false);
  });

  it('refuses user info tricks', () => {
    expect(checkTargetUrl('http://127.0.0.1:4010@evil.example/api/user', BASES)).toEqual({
      ok: false,
      code: 'forbidden_url',
      reason: 'URLs with user info (`user@host`) are refused',
    });
    expect(allowed('http://user:pass@127.0.0.1:4010/api/user')).toBe(false);
    expect(allowed('http://127.0.0.1:4010\\@evil.example/')).toBe(false);
  });

  it('refuses aliases of the configured host: IP literals in other notations, IPv6, localhost', () => {
    expect(allowed('http://2130706433:4010/api/user')).toBe(false);
    expect(allowed('http://0x7f000001:4010/api/user')).toBe(false);
    expect(allowed('http://0177.0.0.1:4010/api/user')).toBe(false);
    expect(allowed('http://127.1:4010/api/user')).toBe(false);
    expect(allowed('http://%31%32%37.0.0.1:4010/api/user')).toBe(false);
    expect(allowed('http://[::1]:4010/api/user')).toBe(false);
    expect(allowed('http://[::ffff:127.0.0.1]:4010/api/user')).toBe(false);
    expect(allowed('http://localhost:4010/api/user')).toBe(false);
    expect(checkTargetUrl('http://localhost:4010/api/user', ['http://localhost:4010']).ok).toBe(true);
    expect(checkTargetUrl('http://127.0.0.1:4010/api/user', ['http://localhost:4010']).ok).toBe(false);
  });

  it('keeps to the base path, on a / boundary, after normalising dot segments', () => {
    expect(allowed('https://api.example.com/v2/users')).toBe(false);
    expect(allowed('https://api.example.com/v10/users')).toBe(false);
    expect(allowed('https://api.example.com/v1/../admin')).toBe(false);
    expect(allowed('https://api.example.com/v1/%2e%2e/admin')).toBe(false);
    expect(allowed('https://api.example.com/v1/./users')).toBe(true);
  });

  it('says why, listing the base URLs', () => {
    expect(checkTargetUrl('http://127.0.0.1:9999/x', BASES)).toMatchInlineSnapshot(`
      {
        "code": "forbidden_url",
        "ok": false,
        "reason": "http://127.0.0.1:9999/x is not under a configured API base URL (http://127.0.0.1:4010, https://api.example.com/v1)",
      }
    `);
    expect(checkTargetUrl('http://127.0.0.1:4010/', [])).toMatchInlineSnapshot(`
      {
        "code": "forbidden_url",
        "ok": false,
        "reason": "no API base URL is configured (set \`api.baseUrl\` in site.json or \`servers\` in the OpenAPI file)",
      }
    `);
  });
});
