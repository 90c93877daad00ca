import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `x.nullable()` becomes `anyOf: [x, { type: 'null' }]`; fast-json-stringify serialises `anyOf` by running a
 * validator on the value to choose a branch. `type: [x, 'null']` says the same and compiles to a plain
 * `=== null` test.
 */
function collapseNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseNullable);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = collapseNullable(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (s: unknown) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1;
    const other: unknown = anyOf.find((s) => !isNull(s));
    if (anyOf.some(isNull) && isObject(other) && typeof other.type === 'string') {
      const rest = { ...out };
      delete rest.anyOf;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** Kinds that JSON Schema cannot describe; `date` is handled, the rest would be sent unchecked or wrongly. */
const UNSERIALISABLE = new Set(['transform', 'bigint', 'symbol', 'map', 'set', 'custom', 'function', 'promise', 'nan', 'void']);

/**
 * The JSON Schema of a response: what the handler's value must look like once serialised. Dates are sent as
 * ISO strings (fast-json-stringify calls toISOString for `format: date-time`). A response schema that only zod
 * could apply (a transform, a custom check) cannot be converted and fails at startup, not per request.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    // Dates are rewritten below and the other kinds refused, so nothing is left as "any".
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (ctx) => {
      const kind = ctx.zodSchema._zod.def.type;
      if (kind === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      } else if (UNSERIALISABLE.has(kind)) {
        throw new Error(`a response schema cannot hold a ${kind}: send plain data`);
      }
    },
  });
  return collapseNullable(json) as JsonSchema;
}

/**
 * Serialises each route's responses from its contract schema with fast-json-stringify, compiled once when the
 * route is built: only the listed fields are written (an extra field such as a password hash never leaves),
 * without a zod parse of every answer. Inputs are still validated by zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  try {
    return fastJson(responseJsonSchema(schema) as fastJson.AnySchema);
  } catch (error) {
    throw new Error(`The response schema of ${method} ${url} cannot be serialised from JSON Schema`, { cause: error });
  }
};
