import { describe, expect, it } from 'vitest';
import type { AuthSpec } from '../../src/playground/auth.js';
import {
  credentialKey,
  loadCredentials,
  saveCredentials,
  type KeyValueStore,
} from '../../src/playground/credentials.js';

function store(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const KEY: AuthSpec = { kind: 'key', in: 'header', name: 'Authorization', prefix: 'Token ' };

describe('credentials', () => {
  it('stay in the tab (sessionStorage) unless remember is ticked, then move to localStorage and back', () => {
    const stores = { session: store(), local: store() };
    saveCredentials(KEY, { value: 'Token a' }, false, stores);
    expect([...stores.session.data.keys()]).toEqual(['quire-playground-auth:key:header:Authorization']);
    expect(stores.local.data.size).toBe(0);
    expect(loadCredentials(KEY, stores)).toEqual({ credentials: { value: 'Token a' }, remember: false });

    saveCredentials(KEY, { value: 'Token b' }, true, stores);
    expect(stores.session.data.size).toBe(0);
    expect(loadCredentials(KEY, stores)).toEqual({ credentials: { value: 'Token b' }, remember: true });

    saveCredentials(KEY, { value: 'Token b' }, false, stores);
    expect(stores.local.data.size).toBe(0);
    saveCredentials(KEY, { value: '' }, false, stores);
    expect(stores.session.data.size).toBe(0);
  });

  it('keep schemes apart, ignore garbage, and survive storage that throws', () => {
    expect(credentialKey({ kind: 'basic', userLabel: 'u', passwordLabel: 'p' })).toBe('quire-playground-auth:basic');
    const session = store();
    session.setItem(credentialKey(KEY), '{not json');
    expect(loadCredentials(KEY, { session })).toEqual({ credentials: {}, remember: false });
    session.setItem(credentialKey(KEY), JSON.stringify({ value: 1, user: 'u' }));
    expect(loadCredentials(KEY, { session }).credentials).toEqual({ user: 'u' });
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveCredentials(KEY, { value: 'x' }, true, { session: broken, local: broken })).not.toThrow();
    expect(loadCredentials(KEY, { session: broken, local: broken })).toEqual({ credentials: {}, remember: false });
  });
});
