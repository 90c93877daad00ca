import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINT_SCHEMAS, csvResponse, menuEntrySchema } from '@partners/contract';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer.js';

/** A Fastify app with the console's compilers and one GET route answering `value` under `schema`. */
async function serve(schema: z.ZodType, value: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/x', { schema: { response: { 200: schema } } }, () => value);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return response;
}

const account = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['admin', 'member']),
  approved_at: z.string().nullable(),
  logo: z.string().nullable().optional(),
  teams: z.array(z.object({ name: z.string() })),
});

describe('responses serialised from the contract schemas', () => {
  it('a field the schema does not list is never sent, at any depth', async () => {
    const response = await serve(account, {
      id: 7,
      email: 'a@b.test',
      role: 'admin',
      approved_at: null,
      teams: [{ name: '채용', secret: 'team-secret' }],
      password_hash: '$argon2id$v=19$secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('argon2id');
    expect(response.body).not.toContain('team-secret');
    expect(response.json()).toEqual({ id: 7, email: 'a@b.test', role: 'admin', approved_at: null, teams: [{ name: '채용' }] });
  });

  it('nullable fields send null or their value; absent optional fields stay absent', async () => {
    const value = { id: 1, email: 'e', role: 'member', approved_at: '2024-05-01T00:00:00.000Z', logo: null, teams: [] };
    expect((await serve(account, value)).json()).toEqual(value);
  });

  it('dates are sent as ISO strings', async () => {
    const response = await serve(z.object({ at: z.date() }), { at: new Date('2024-05-01T09:30:00.000Z') });
    expect(response.json()).toEqual({ at: '2024-05-01T09:30:00.000Z' });
  });

  it('a missing required field is a 500, not a silently incomplete answer', async () => {
    const response = await serve(account, { id: 1, role: 'admin', approved_at: null, teams: [] });
    expect(response.statusCode).toBe(500);
  });

  it('a response schema with a transform is refused when the route is built', () => {
    expect(() => responseJsonSchema(z.object({ n: z.string().transform(Number) }))).toThrow(/transform/);
  });

  it('the recursive menu of the info call keeps its nesting and drops strays inside it', async () => {
    const leaf = { key: 'b', link: '/b', external: true, new_tab: true, badge: 'new', children: [] };
    const menu = { key: 'a', link: '/a', external: false, new_tab: false, badge: null, children: [{ ...leaf, extra: 1 }] };
    const schema = z.object({ gnb_menu: z.array(menuEntrySchema), other: z.array(menuEntrySchema) });
    const response = await serve(schema, { gnb_menu: [menu], other: [leaf] });
    expect(response.json()).toEqual({ gnb_menu: [{ ...menu, children: [leaf] }], other: [leaf] });
  });

  it('every response schema of the contract converts', () => {
    for (const [name, schemas] of Object.entries(ENDPOINT_SCHEMAS)) {
      expect(() => responseJsonSchema(schemas.response[200]), name).not.toThrow();
    }
  });

  it("a streamed body (a CSV download under the contract's z.string()) is sent as it is, not serialised", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/x.csv', { schema: { response: { 200: csvResponse } } }, (_request, reply) =>
      reply.header('content-type', 'text/csv; charset=utf-8').send(Readable.from(['\ufeff번호,이름\r\n', '1,"김, 서연"\r\n'])),
    );
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/x.csv' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe('\ufeff번호,이름\r\n1,"김, 서연"\r\n');
  });
});
