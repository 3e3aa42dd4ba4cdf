import { describe, expect, it } from 'vitest';
import {
  fileMatches,
  frontmatterKeyLine,
  parseApiReference,
  parseOperationReference,
  selectDocuments,
} from '../../src/openapi/reference.js';

describe('parseOperationReference', () => {
  it('reads METHOD /path, any case, with an optional file prefix', () => {
    expect(parseOperationReference('GET /api/user')).toEqual({ method: 'get', path: '/api/user' });
    expect(parseOperationReference('  post   /api/user ')).toEqual({ method: 'post', path: '/api/user' });
    expect(parseOperationReference('users.yaml get /api/user')).toEqual({
      file: 'users.yaml',
      method: 'get',
      path: '/api/user',
    });
    expect(parseOperationReference('./specs/users.yaml PATCH /u/{id}')).toEqual({
      file: 'specs/users.yaml',
      method: 'patch',
      path: '/u/{id}',
    });
  });

  it('says what is wrong with a malformed reference', () => {
    expect(parseOperationReference('/api/user')).toBe(
      'expected `openapi: "METHOD /path"` (e.g. "GET /api/user"), found "/api/user"',
    );
    expect(parseOperationReference('GRAB /api/user')).toBe(
      'expected an HTTP method before the path in "GRAB /api/user", found "GRAB"',
    );
    expect(parseOperationReference('GET api/user')).toBe(
      'expected the path to start with `/` in "GET api/user", found "api/user"',
    );
  });
});

describe('parseApiReference', () => {
  it('reads METHOD URL or METHOD /path', () => {
    expect(parseApiReference('POST https://host.example/path')).toEqual({
      method: 'post',
      target: 'https://host.example/path',
    });
    expect(parseApiReference('get /things')).toEqual({ method: 'get', target: '/things' });
  });

  it('refuses anything else', () => {
    expect(parseApiReference('https://host.example/path')).toBe(
      'expected `api: "METHOD URL"` (e.g. "POST https://api.example.com/v1/users"), found "https://host.example/path"',
    );
    expect(parseApiReference('POST ftp://host/x')).toBe(
      'expected an http(s) URL or a path starting with `/` in "POST ftp://host/x", found "ftp://host/x"',
    );
    expect(parseApiReference('SEND /x')).toBe(
      'expected an HTTP method first in "SEND /x" (e.g. "POST https://api.example.com/v1/users"), found "SEND"',
    );
  });
});

describe('fileMatches', () => {
  it('matches the docs-relative path, the setting as written, or a trailing part of either', () => {
    expect(fileMatches('openapi/users.yaml', 'openapi/users.yaml', 'openapi/users.yaml')).toBe(true);
    expect(fileMatches('users.yaml', 'openapi/users.yaml', '/openapi/users.yaml')).toBe(true);
    expect(fileMatches('users.yaml', 'https://x.example/specs/users.yaml', 'https://x.example/specs/users.yaml')).toBe(
      true,
    );
    expect(fileMatches('sers.yaml', 'openapi/users.yaml', 'openapi/users.yaml')).toBe(false);
  });

  it('matches a prefix written without its extension, as Mintlify projects write them', () => {
    expect(fileMatches('v3-openapi', 'v3-openapi.yaml', '/v3-openapi.yaml')).toBe(true);
    expect(fileMatches('openapi-admin', 'specs/openapi-admin.yml', 'specs/openapi-admin.yml')).toBe(true);
    expect(fileMatches('openapi', 'openapi-admin.yaml', 'openapi-admin.yaml')).toBe(false);
    expect(fileMatches('admin', 'specs/admin.json', 'specs/admin.json', true)).toBe(false);
  });
});

describe('selectDocuments', () => {
  const docs = ['openapi.json', 'fr/openapi.json', 'specs/admin.yaml'].map((file) => ({ file, source: file }));
  const files = (prefix: string) =>
    selectDocuments(parseOperationReference(`${prefix} GET /x`) as never, docs).map((doc) => doc.file);

  it('prefers the whole path over trailing parts, and keeps rooted prefixes at the top of the docs folder', () => {
    expect(parseOperationReference('/openapi.json GET /x')).toMatchObject({ file: 'openapi.json', rooted: true });
    expect(files('openapi.json')).toEqual(['openapi.json']);
    expect(files('/openapi.json')).toEqual(['openapi.json']);
    expect(files('fr/openapi')).toEqual(['fr/openapi.json']);
    expect(files('admin')).toEqual(['specs/admin.yaml']);
    expect(files('/admin')).toEqual([]);
    expect(selectDocuments({}, docs)).toHaveLength(3);
  });
});

describe('frontmatterKeyLine', () => {
  it('finds a key inside the front matter only', () => {
    const raw = '---\ntitle: A\nopenapi: "GET /x"\n---\n\nopenapi: not front matter\n';
    expect(frontmatterKeyLine(raw, 'openapi')).toBe(3);
    expect(frontmatterKeyLine(raw, 'api')).toBeUndefined();
    expect(frontmatterKeyLine('openapi: x\n', 'openapi')).toBeUndefined();
  });
});
