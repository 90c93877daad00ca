/**
 * The request and response schemas of every entry of `ENDPOINTS`, under the same names (see endpoints.ts),
 * gathered from one part per product area (endpoint-schemas/). `satisfies` below makes a missing name a type
 * error and each part's `EndpointSchemaGroup` an unknown one, so the two halves cannot drift apart; a test
 * keeps each name in one part only. Inputs are validated with these schemas on the server; responses are
 * serialised from them (a field a schema does not list is never sent).
 */
import type { z } from 'zod';
import type { EndpointName } from './endpoints.js';
import { ACCOUNT_SCHEMAS } from './endpoint-schemas/account.js';
import { CONSOLE_SCHEMAS } from './endpoint-schemas/console.js';
import { RECRUITMENT_SCHEMAS } from './endpoint-schemas/recruitment.js';
import { REPUTATION_SCHEMAS } from './endpoint-schemas/reputation.js';
import { SALARY_ANALYSIS_SCHEMAS } from './endpoint-schemas/salary-analysis.js';
import { TALENT_POOL_SCHEMAS } from './endpoint-schemas/talent-pool.js';

/** What one call carries besides its method and path: each part validated, the response per status. */
export type EndpointSchema = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: { readonly 200: z.ZodType };
};

/** A part of the table: entries of ENDPOINTS' names only (an unknown name is a type error). */
export type EndpointSchemaGroup = { readonly [N in EndpointName]?: EndpointSchema };

/** The parts, each an area's calls (the test that no name is in two of them reads this list). */
export const ENDPOINT_SCHEMA_GROUPS = [
  CONSOLE_SCHEMAS,
  TALENT_POOL_SCHEMAS,
  RECRUITMENT_SCHEMAS,
  REPUTATION_SCHEMAS,
  SALARY_ANALYSIS_SCHEMAS,
  ACCOUNT_SCHEMAS,
] as const;

export const ENDPOINT_SCHEMAS = {
  ...CONSOLE_SCHEMAS,
  ...TALENT_POOL_SCHEMAS,
  ...RECRUITMENT_SCHEMAS,
  ...REPUTATION_SCHEMAS,
  ...SALARY_ANALYSIS_SCHEMAS,
  ...ACCOUNT_SCHEMAS,
} as const satisfies { readonly [N in EndpointName]: EndpointSchema };

export type EndpointSchemas = typeof ENDPOINT_SCHEMAS;

type SchemaPart<N extends EndpointName, P extends 'params' | 'query' | 'body', Mode extends 'in' | 'out'> = EndpointSchemas[N] extends {
  readonly [K in P]: infer S extends z.ZodType;
}
  ? Mode extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What a caller sends (before coercion and defaults). */
export type EndpointParamsIn<N extends EndpointName> = SchemaPart<N, 'params', 'in'>;
export type EndpointQueryIn<N extends EndpointName> = SchemaPart<N, 'query', 'in'>;
export type EndpointBodyIn<N extends EndpointName> = SchemaPart<N, 'body', 'in'>;
/** What the handler receives (after validation). */
export type EndpointParams<N extends EndpointName> = SchemaPart<N, 'params', 'out'>;
export type EndpointQuery<N extends EndpointName> = SchemaPart<N, 'query', 'out'>;
export type EndpointBody<N extends EndpointName> = SchemaPart<N, 'body', 'out'>;
/** The 200 response: what the handler returns (input side of the schema) and what the caller reads. */
export type EndpointReply<N extends EndpointName> = z.input<EndpointSchemas[N]['response'][200]>;
export type EndpointResult<N extends EndpointName> = z.output<EndpointSchemas[N]['response'][200]>;
