import { describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS, ENDPOINT_SCHEMA_GROUPS } from './endpoint-schemas.js';
import { ENDPOINTS } from './endpoints.js';

describe('the endpoint schemas table', () => {
  it('has each call of ENDPOINTS in exactly one of its parts, so no part overrides another', () => {
    const names = ENDPOINT_SCHEMA_GROUPS.flatMap((group) => Object.keys(group));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.sort()).toEqual(Object.keys(ENDPOINTS).sort());
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });
});
