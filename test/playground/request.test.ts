import { describe, expect, it } from 'vitest';
import { getAuthParts, getAuthSpec } from '../../src/playground/auth.js';
import { buildRequest, initialParameterValue, parameterKey, validateParameters } from '../../src/playground/request.js';
import type { PlaygroundData } from '../../src/openapi/playground-data.js';
import { examplePlaygroundData } from './helpers.js';

const NO_AUTH = { headers: [], query: [] };

const PETS: Pick<PlaygroundData, 'method' | 'path' | 'parameters' | 'requestBody'> = {
  method: 'get',
  path: '/pets/{petId}/toys',
  parameters: [
    { name: 'petId', in: 'path', required: true, schema: { types: ['integer'] } },
    { name: 'limit', in: 'query', required: false, schema: { types: ['integer'], constraints: { maximum: 100 } } },
    { name: 'q', in: 'query', required: false, schema: { types: ['string'] } },
    { name: 'X-Trace', in: 'header', required: false, schema: { types: ['string'] } },
    { name: 'session', in: 'cookie', required: false, schema: { types: ['string'] } },
    {
      name: 'sort',
      in: 'query',
      required: false,
      schema: { types: ['string'], enum: ['asc', 'desc'] },
      example: 'asc',
    },
  ],
};

describe('buildRequest', () => {
  it('builds the example’s Get User: base URL + path, the Authorization header, JSON body with its content type', async () => {
    const data = await examplePlaygroundData('GET /api/user');
    const auth = getAuthParts(getAuthSpec(data), { value: 'Token ck' });
    const request = buildRequest(data, {
      baseUrl: 'http://127.0.0.1:4010/',
      params: {},
      auth,
      body: { user_group_id: 'g', name: 'n' },
    });
    expect(request).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1:4010/api/user',
      headers: [
        ['Authorization', 'Token ck'],
        ['Content-Type', 'application/json'],
      ],
      body: '{\n  "user_group_id": "g",\n  "name": "n"\n}',
      json: { user_group_id: 'g', name: 'n' },
    });
    expect(buildRequest(data, { baseUrl: 'http://x', params: {}, auth: NO_AUTH, body: undefined })).toEqual({
      method: 'GET',
      url: 'http://x/api/user',
      headers: [],
    });
  });

  it('fills path parameters (encoded), the query string, header and cookie parameters, and query credentials', () => {
    const request = buildRequest(PETS, {
      baseUrl: 'https://api.example.com/v1',
      params: {
        'path:petId': 'a/b 1',
        'query:limit': '10',
        'query:q': 'x&y=z',
        'header:X-Trace': 't-1',
        'cookie:session': 's 1',
        'query:sort': '',
      },
      auth: { headers: [], query: [['api_key', 'k']] },
      body: undefined,
    });
    expect(request.url).toBe('https://api.example.com/v1/pets/a%2Fb%201/toys?limit=10&q=x%26y%3Dz&api_key=k');
    expect(request.headers).toEqual([
      ['X-Trace', 't-1'],
      ['Cookie', 'session=s%201'],
    ]);
  });

  it('uses the full URL of an api: page and serialises non-JSON bodies', () => {
    const form = buildRequest(
      {
        method: 'POST',
        path: '/things',
        url: 'https://h.example/things?x=1',
        parameters: [{ name: 'y', in: 'query', required: false }],
        requestBody: { required: true, mediaType: 'application/x-www-form-urlencoded' },
      },
      { baseUrl: 'https://h.example', params: { 'query:y': '2' }, auth: NO_AUTH, body: { a: 'b c', n: 1 } },
    );
    expect(form).toEqual({
      method: 'POST',
      url: 'https://h.example/things?x=1&y=2',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: 'a=b%20c&n=1',
    });
    const text = buildRequest(
      { method: 'PUT', path: '/t', parameters: [], requestBody: { required: true, mediaType: 'text/plain' } },
      { baseUrl: 'http://h', params: {}, auth: NO_AUTH, body: 'hello' },
    );
    expect(text.body).toBe('hello');
  });
});

describe('parameters', () => {
  it('reports required parameters left empty and values that break their schema', () => {
    const errors = validateParameters(PETS.parameters, { 'path:petId': '', 'query:limit': '500', 'query:sort': 'up' });
    expect(errors.map((e) => `${e.name} ${e.message}`)).toEqual([
      'path:petId is required',
      'query:limit must be at most 100',
      'query:sort must be one of `"asc"`, `"desc"`',
    ]);
    expect(validateParameters(PETS.parameters, { 'path:petId': 'x' }).map((e) => e.message)).toEqual([
      'must be an integer',
    ]);
    expect(validateParameters(PETS.parameters, { 'path:petId': '7' })).toEqual([]);
  });

  it('start from their example, else the schema’s example or default', () => {
    expect(PETS.parameters.map(initialParameterValue)).toEqual(['', '', '', '', '', 'asc']);
    expect(
      initialParameterValue({ name: 'n', in: 'query', required: false, schema: { types: ['integer'], default: 20 } }),
    ).toBe('20');
    expect(parameterKey({ in: 'header', name: 'X-A' })).toBe('header:X-A');
  });
});
