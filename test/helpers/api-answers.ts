/**
 * The JSON answers of the example API and of the playground proxy, typed for reading in tests. An answer holds either
 * its success fields or `error`; both are typed as present because each test knows which kind it expects (reading the
 * other kind gives undefined, and the test's expectation fails).
 */
import type { Environment } from '../../src/example-api/store.js';
import type { ProxyResponse } from '../../src/proxy/forward.js';

/** The `error` of a refused request (`{success: 0, error}` from the example API, `{error}` from the proxy). */
export interface ErrorJson {
  code: string;
  message: string;
}

/** A user group as the example API returns it. */
export interface UserGroupJson {
  team_id: number;
  token: string;
  name: string;
  provided_id: string;
  properties: Record<string, unknown> | null;
  api_environment_tag: Environment;
}

/** An answer of the example API: `user_group` (and `new_user_group` for Get User) on success, else `error`. */
export interface ExampleApiJson {
  success: 0 | 1;
  new_user_group: boolean;
  user_group: UserGroupJson;
  error: ErrorJson;
}

/** An answer of the playground proxy: the API's response, or `error` when the proxy refused or failed. */
export type ProxyJson = ProxyResponse & { error: ErrorJson };
