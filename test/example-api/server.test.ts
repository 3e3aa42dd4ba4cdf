import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleApiServer } from '../../src/example-api/server.js';
import type { ExampleApiJson } from '../helpers/api-answers.js';

const CUSTOMER = 'cust_key_1';
const TESTING = 'test_key_1';
const server = createExampleApiServer({ customerKey: CUSTOMER, testingKey: TESTING });
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed answer (undefined for an empty body: a 204 preflight answer). */
  body: ExampleApiJson;
}

/** Send a request with node:http (fetch refuses a body on GET, which Get User needs). */
function send(
  method: string,
  options: {
    key?: string | null;
    authorization?: string;
    body?: unknown;
    raw?: string | Buffer;
    path?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.authorization !== undefined) headers.Authorization = options.authorization;
  else if (options.key !== null) headers.Authorization = `Token ${options.key ?? TESTING}`;
  if (payload !== undefined) headers['Content-Length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const req = request(`${base}${options.path ?? '/api/user'}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

let counter = 0;
const uniqueId = () => `org_${++counter}_${Date.now()}`;

describe('Get User (GET, get-or-create)', () => {
  it('creates the group on the first call and returns it unchanged afterwards', async () => {
    const id = uniqueId();
    const first = await send('GET', {
      body: { user_group_id: id, name: 'Northwind', mapping: { s: 'pg' }, properties: { region: 'EMEA' } },
    });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toEqual({
      success: 1,
      new_user_group: true,
      user_group: {
        team_id: expect.any(Number),
        token: expect.stringMatching(/^ugt_[0-9a-f]{32}$/),
        name: 'Northwind',
        provided_id: id,
        properties: { region: 'EMEA' },
        api_environment_tag: 'Testing',
      },
    });
    expect(Object.keys(first.body.user_group)).toEqual([
      'team_id',
      'token',
      'name',
      'provided_id',
      'properties',
      'api_environment_tag',
    ]);
    const second = await send('GET', { body: { user_group_id: id, name: 'Other name', properties: { region: 'US' } } });
    expect(second.status).toBe(200);
    expect(second.body.new_user_group).toBe(false);
    expect(second.body.user_group).toEqual(first.body.user_group);
  });

  it('stores properties as null when none are sent, and never returns mapping', async () => {
    const answer = await send('GET', { body: { user_group_id: uniqueId(), name: 'N', mapping: { a: 'b' } } });
    expect(answer.body.user_group.properties).toBeNull();
    expect(answer.body.user_group).not.toHaveProperty('mapping');
  });

  it('keeps one group per id in each environment, told apart by api_environment_tag', async () => {
    const id = uniqueId();
    const testing = await send('GET', { key: TESTING, body: { user_group_id: id, name: 'Staging copy' } });
    const customer = await send('GET', { key: CUSTOMER, body: { user_group_id: id, name: 'Production' } });
    expect(testing.body.new_user_group).toBe(true);
    expect(customer.body.new_user_group).toBe(true);
    expect(testing.body.user_group.api_environment_tag).toBe('Testing');
    expect(customer.body.user_group.api_environment_tag).toBe('Customer');
    expect(customer.body.user_group.team_id).not.toBe(testing.body.user_group.team_id);
    expect(customer.body.user_group.token).not.toBe(testing.body.user_group.token);
    const again = await send('GET', { key: CUSTOMER, body: { user_group_id: id, name: 'x' } });
    expect(again.body).toMatchObject({
      new_user_group: false,
      user_group: { name: 'Production', api_environment_tag: 'Customer' },
    });
  });

  it('requires user_group_id and name, and checks every field format', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'N' }, 'user_group_id is required and must be a non-empty string of at most 255 characters.'],
      [
        { user_group_id: '', name: 'N' },
        'user_group_id is required and must be a non-empty string of at most 255 characters.',
      ],
      [
        { user_group_id: 'x'.repeat(256), name: 'N' },
        'user_group_id is required and must be a non-empty string of at most 255 characters.',
      ],
      [{ user_group_id: 'a' }, 'name is required and must be a non-empty string of at most 255 characters.'],
      [{ user_group_id: 'a', name: 12 }, 'name is required and must be a non-empty string of at most 255 characters.'],
      [
        { user_group_id: 'a', name: 'N', mapping: null },
        'mapping must be an object whose keys and values are strings.',
      ],
      [
        { user_group_id: 'a', name: 'N', mapping: { s: 1 } },
        'mapping must be an object whose keys and values are strings.',
      ],
      [{ user_group_id: 'a', name: 'N', properties: [] }, 'properties must be a JSON object.'],
      [{ user_group_id: 'a', name: 'N', properties: null }, 'properties must be a JSON object.'],
      [[1, 2], 'The request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const answer = await send('GET', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ success: 0, error: { code: 'invalid_body', message } });
    }
  });

  it('accepts 255 characters and rejects properties over 64 KB', async () => {
    expect((await send('GET', { body: { user_group_id: 'é'.repeat(255), name: 'N' } })).status).toBe(200);
    const big = await send('GET', {
      body: { user_group_id: uniqueId(), name: 'N', properties: { blob: 'x'.repeat(65_536) } },
    });
    expect(big.status).toBe(400);
    expect(big.body.error.message).toMatchInlineSnapshot(
      `"properties must be at most 64 KB (65536 bytes) serialised; it is 65547 bytes."`,
    );
  });

  it('ignores fields an operation does not define', async () => {
    const answer = await send('GET', { body: { user_group_id: uniqueId(), name: 'N', color: 'red' } });
    expect(answer.status).toBe(200);
    expect(answer.body.user_group).not.toHaveProperty('color');
  });
});

describe('Update User (PUT)', () => {
  it('changes only the fields sent, replacing properties as a whole', async () => {
    const id = uniqueId();
    const created = await send('GET', { body: { user_group_id: id, name: 'Old', properties: { a: 1, b: 2 } } });
    const renamed = await send('PUT', { body: { user_group_id: id, name: 'New name' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ success: 1, user_group: { ...created.body.user_group, name: 'New name' } });
    const replaced = await send('PUT', { body: { user_group_id: id, properties: { c: 3 } } });
    expect(replaced.body.user_group).toMatchObject({
      name: 'New name',
      properties: { c: 3 },
      token: created.body.user_group.token,
    });
    const fetched = await send('GET', { body: { user_group_id: id, name: 'ignored' } });
    expect(fetched.body.user_group.name).toBe('New name');
  });

  it('answers 404 for an unknown id, and for an id of the other environment, creating nothing', async () => {
    const id = uniqueId();
    const missing = await send('PUT', { body: { user_group_id: id, name: 'N' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: 0,
      error: {
        code: 'not_found',
        message: `No user group with user_group_id "${id}" exists in the Testing environment.`,
      },
    });
    expect((await send('GET', { body: { user_group_id: id, name: 'N' } })).body.new_user_group).toBe(true);
    const otherEnvironment = await send('PUT', { key: CUSTOMER, body: { user_group_id: id, name: 'N' } });
    expect(otherEnvironment.status).toBe(404);
    expect(otherEnvironment.body.error.message).toContain('Customer environment');
  });

  it('requires user_group_id; name, when sent, must be valid', async () => {
    expect((await send('PUT', { body: { name: 'N' } })).body.error.message).toBe(
      'user_group_id is required and must be a non-empty string of at most 255 characters.',
    );
    expect((await send('PUT', { body: { user_group_id: 'a', name: '' } })).body.error).toEqual({
      code: 'invalid_body',
      message: 'name must be a non-empty string of at most 255 characters.',
    });
  });
});

describe('Rotate Token (POST)', () => {
  it('returns a new token and the old one stops working', async () => {
    const id = uniqueId();
    const created = await send('GET', { body: { user_group_id: id, name: 'N' } });
    const oldToken = created.body.user_group.token;
    const rotated = await send('POST', { body: { current_token: oldToken } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.success).toBe(1);
    expect(rotated.body.user_group.token).toMatch(/^ugt_[0-9a-f]{32}$/);
    expect(rotated.body.user_group.token).not.toBe(oldToken);
    expect(rotated.body.user_group).toEqual({ ...created.body.user_group, token: rotated.body.user_group.token });
    const again = await send('POST', { body: { current_token: oldToken } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      success: 0,
      error: { code: 'not_found', message: 'current_token does not match any user group in the Testing environment.' },
    });
    expect((await send('POST', { body: { current_token: rotated.body.user_group.token } })).status).toBe(200);
  });

  it('looks tokens up only in the key environment, and requires current_token', async () => {
    const created = await send('GET', { key: TESTING, body: { user_group_id: uniqueId(), name: 'N' } });
    expect((await send('POST', { key: CUSTOMER, body: { current_token: created.body.user_group.token } })).status).toBe(
      404,
    );
    const missing = await send('POST', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      code: 'invalid_body',
      message: 'current_token is required and must be a string.',
    });
  });
});

describe('errors common to every operation', () => {
  it('answers 401 for a missing, malformed or unknown key', async () => {
    for (const authorization of [undefined, 'Bearer test_key_1', 'Token', 'Token ', 'Token wrong', TESTING]) {
      const answer = await send('GET', {
        ...(authorization === undefined ? { key: null } : { authorization }),
        body: { user_group_id: 'a', name: 'N' },
      });
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.body).toEqual({
        success: 0,
        error: {
          code: 'unauthorized',
          message: 'Missing or invalid API key. Send the header Authorization: Token <API_KEY>.',
        },
      });
    }
  });

  it('answers 400 invalid_json for bodies that are not JSON, or empty', async () => {
    const broken = await send('PUT', { raw: '{"user_group_id": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
    const empty = await send('GET', { raw: '' });
    expect(empty.body.error.code).toBe('invalid_json');
  });

  it('answers 413 above 1 MB, after checking the key', async () => {
    const raw = JSON.stringify({ user_group_id: 'a', name: 'N', properties: { blob: 'x'.repeat(1_048_576) } });
    const big = await send('GET', { raw });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      success: 0,
      error: { code: 'payload_too_large', message: 'The request body is larger than 1 MB (1048576 bytes).' },
    });
    expect((await send('GET', { raw, key: 'wrong' })).status).toBe(401);
  });

  it('answers 405 with Allow for other methods, before checking the key', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const answer = await send(method, { key: null });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, PUT, POST');
      expect(answer.body.error.code).toBe('method_not_allowed');
    }
  });

  it('keeps serving after a client goes away in the middle of a body', async () => {
    await new Promise<void>((resolve) => {
      const req = request(`${base}/api/user`, {
        method: 'GET',
        headers: { Authorization: `Token ${TESTING}`, 'Content-Length': '100' },
      });
      req.on('error', () => resolve());
      req.write('{"user_group_id": ');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    expect((await send('GET', { body: { user_group_id: uniqueId(), name: 'N' } })).status).toBe(200);
  });

  it('answers 404 on other paths', async () => {
    const answer = await send('GET', { path: '/api/users', body: {} });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: 0,
      error: { code: 'not_found', message: 'There is nothing at /api/users. The API has one path, /api/user.' },
    });
  });

  it('answers CORS preflights for loopback origins, so a local docs site can call it', async () => {
    const preflight = await send('OPTIONS', {
      key: null,
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, PUT, POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    const put = await send('PUT', { headers: { Origin: 'http://localhost:5173' }, body: { user_group_id: 'nobody' } });
    expect(put.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const foreign = await send('OPTIONS', { key: null, headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
