// User options (SPEC §3 User options, §5 "User option calls need a key and a value", §7
// Accounts): the signed-in user's key/value settings. Arrays travel wrapped with a type marker
// (`{"_type": "array", "value": [...]}`, openapi UserOptionWrappedArray); this module wraps on
// write and unwraps on read through domain/user-options, so callers only see plain values.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import {
  decodeOptionValue,
  encodeOptionValue,
  readUserOption,
  type JsonValue,
  type UserOptionKey,
  type UserOptionValues,
} from '../domain/user-options';
import { requireNonEmptyString, validateUserOption } from '../domain/validation';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
/** An option as stored on the wire (arrays wrapped). */
export type StoredUserOption = Schemas['UserOption'];
/** The version 1 store, read once to migrate. */
export type LegacyUserOptions = Schemas['LegacyUserOptions'];

/** The value type of an option: typed for the keys the console writes, any JSON otherwise. */
export type UserOptionValue<K extends string> = K extends UserOptionKey
  ? UserOptionValues[K]
  : JsonValue;

export type UserOptionsResource = ReturnType<typeof createUserOptionsResource>;

export function createUserOptionsResource(client: FleetClient) {
  const { api } = client;

  /** The options by key as stored (arrays still wrapped). */
  async function listStored(): Promise<Map<string, JsonValue>> {
    const stored = await unwrap(api.GET('/api/accounts/users/metadata/v2'));
    return new Map(stored.map((option) => [option.key, asJson(option.value)]));
  }

  return {
    /** Every stored option by key, arrays unwrapped. */
    async listUserOptions(): Promise<Map<string, JsonValue>> {
      const stored = await listStored();
      return new Map([...stored].map(([key, value]) => [key, decodeOptionValue(value)]));
    },

    /**
     * One of the console's options, read as its type; undefined when it is not stored or is
     * not of that shape (an option written by another version is not trusted blindly).
     */
    async readUserOption<K extends UserOptionKey>(
      key: K,
    ): Promise<UserOptionValues[K] | undefined> {
      requireNonEmptyString(key, 'validation.fieldRequired', { field: 'key' });
      return readUserOption(key, (await listStored()).get(key));
    },

    /**
     * Stores `value` under `key`, replacing any previous value, and resolves to the value as
     * stored (unwrapped). Key and value are required; `null`, `false` and `''` are values.
     */
    async setUserOption<K extends string>(
      key: K,
      value: UserOptionValue<K>,
    ): Promise<UserOptionValue<K>> {
      validateUserOption(key, value);
      const stored = await unwrap(
        api.POST('/api/accounts/users/metadata/v2', {
          body: { key, value: encodeOptionValue(value as JsonValue) },
        }),
      );
      return decodeOptionValue(asJson(stored.value)) as UserOptionValue<K>;
    },

    /** Removes an option. */
    async deleteUserOption(key: string): Promise<void> {
      requireNonEmptyString(key, 'validation.fieldRequired', { field: 'key' });
      await unwrap(
        api.DELETE('/api/accounts/users/metadata/v2/{key}', { params: { path: { key } } }),
      );
    },

    /** The version 1 options as one flat object, for migration to version 2. */
    listLegacyUserOptions(): Promise<LegacyUserOptions> {
      return unwrap(api.GET('/api/accounts/users/metadata/v1'));
    },
  };
}

// The wire type says `unknown` inside arrays and objects; what arrived is parsed JSON.
const asJson = (value: Schemas['UserOptionValue']): JsonValue => value as JsonValue;
