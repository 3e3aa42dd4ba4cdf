/**
 * The reference service's data: user groups in memory, one namespace per environment. `user_group_id` is unique
 * within an environment, and tokens are looked up only in the environment of the API key.
 */
import { randomBytes } from 'node:crypto';

/** The two environments; the API key decides which one a request works in. */
export type Environment = 'Customer' | 'Testing';

/** A stored user group. */
export interface UserGroup {
  teamId: number;
  token: string;
  name: string;
  providedId: string;
  mapping: Record<string, string>;
  properties: Record<string, unknown> | null;
  environment: Environment;
}

/** The in-memory store of user groups. */
export interface UserGroupStore {
  /** Get the group with `providedId` in `environment`, creating it from `init` first when there is none. */
  getOrCreate(
    environment: Environment,
    providedId: string,
    init: Pick<UserGroup, 'name' | 'mapping' | 'properties'>,
  ): { group: UserGroup; created: boolean };
  /** Change the given fields of an existing group; undefined when there is no such group. */
  update(
    environment: Environment,
    providedId: string,
    changes: Partial<Pick<UserGroup, 'name' | 'mapping' | 'properties'>>,
  ): UserGroup | undefined;
  /** Replace the token of the group holding `token`; the old token stops working. Undefined when none holds it. */
  rotate(environment: Environment, token: string): UserGroup | undefined;
}

/** A new token: `ugt_` and 32 hexadecimal characters. */
export function createToken(): string {
  return `ugt_${randomBytes(16).toString('hex')}`;
}

/** Create an empty store. Team ids count up from `firstTeamId` across both environments. */
export function createUserGroupStore(firstTeamId = 1001): UserGroupStore {
  const byId = { Customer: new Map<string, UserGroup>(), Testing: new Map<string, UserGroup>() };
  const byToken = { Customer: new Map<string, UserGroup>(), Testing: new Map<string, UserGroup>() };
  let nextTeamId = firstTeamId;
  const newToken = () => {
    let token = createToken();
    while (byToken.Customer.has(token) || byToken.Testing.has(token)) token = createToken();
    return token;
  };
  return {
    getOrCreate(environment, providedId, init) {
      const existing = byId[environment].get(providedId);
      if (existing) return { group: existing, created: false };
      const group: UserGroup = { teamId: nextTeamId++, token: newToken(), providedId, environment, ...init };
      byId[environment].set(providedId, group);
      byToken[environment].set(group.token, group);
      return { group, created: true };
    },
    update(environment, providedId, changes) {
      const group = byId[environment].get(providedId);
      if (!group) return undefined;
      if (changes.name !== undefined) group.name = changes.name;
      if (changes.mapping !== undefined) group.mapping = changes.mapping;
      if (changes.properties !== undefined) group.properties = changes.properties;
      return group;
    },
    rotate(environment, token) {
      const group = byToken[environment].get(token);
      if (!group) return undefined;
      byToken[environment].delete(token);
      group.token = newToken();
      byToken[environment].set(group.token, group);
      return group;
    },
  };
}

/** The `user_group` object of a response, fields in the documented order. `mapping` is stored but not returned. */
export function userGroupToJson(group: UserGroup): Record<string, unknown> {
  return {
    team_id: group.teamId,
    token: group.token,
    name: group.name,
    provided_id: group.providedId,
    properties: group.properties,
    api_environment_tag: group.environment,
  };
}
