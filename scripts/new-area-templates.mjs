// The file set scripts/new-area.mjs writes for a new product area: the names an area goes by in each
// place, and each file's template (contract, server, web). The script itself (arguments, the edits of the
// shared tables, writing) is in new-area.mjs.

/** The names an area goes by in each place. */
export function namesOf(area, title) {
  const words = area.split('-');
  const camel =
    words[0] +
    words
      .slice(1)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('');
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  return { area, title, camel, pascal, snake: words.join('_'), constant: words.join('_').toUpperCase() };
}

// ---------------------------------------------------------------- the files

export function filesOf(n, { jobs }) {
  const files = {
    [`packages/contract/src/schemas/${n.area}.ts`]: `import { z } from 'zod';
import { pageInfoSchema, pageQuery } from './common.js';

/** ${n.title}: an item's title, at most this many characters (checked before anything else reads it). */
export const ${n.constant}_TITLE_MAX = 100;
export const ${n.constant}_PAGE_SIZE = 20;

export const ${n.camel}ListQuery = z.object({ page: pageQuery });
export type ${n.pascal}ListQuery = z.infer<typeof ${n.camel}ListQuery>;

export const ${n.camel}ItemSchema = z.object({ id: z.number().int(), title: z.string(), created_at: z.string() });
export type ${n.pascal}Item = z.infer<typeof ${n.camel}ItemSchema>;

export const ${n.camel}ListResponse = z.object({
  code: z.literal(200),
  data: z.object({ items: z.array(${n.camel}ItemSchema), page_info: pageInfoSchema }),
});

export const ${n.camel}CreateBody = z.object({ title: z.string().max(${n.constant}_TITLE_MAX).trim().min(1) });
export type ${n.pascal}CreateBody = z.infer<typeof ${n.camel}CreateBody>;

export const ${n.camel}CreateResponse = z.object({ code: z.literal(200), data: z.object({ item: ${n.camel}ItemSchema }) });
`,
    [`packages/contract/src/endpoint-schemas/${n.area}.ts`]: `/** ${n.title}: the area's calls, one part of ENDPOINT_SCHEMAS (endpoint-schemas.ts) named as ENDPOINTS names them. */
import type { EndpointSchemaGroup } from '../endpoint-schemas.js';
import { ${n.camel}CreateBody, ${n.camel}CreateResponse, ${n.camel}ListQuery, ${n.camel}ListResponse } from '../schemas/${n.area}.js';

export const ${n.constant}_SCHEMAS = {
  '${n.camel}.list': { query: ${n.camel}ListQuery, response: { 200: ${n.camel}ListResponse } },
  '${n.camel}.create': { body: ${n.camel}CreateBody, response: { 200: ${n.camel}CreateResponse } },
} as const satisfies EndpointSchemaGroup;
`,
    [`apps/server/src/db/schema/${n.area}.ts`]: `import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.js';

/** ${n.title}: the company's items (written only by modules/${n.area}). */
export const ${n.camel}Items = pgTable(
  '${n.snake}_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('${n.snake}_items_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc())],
);
`,
    [`apps/server/src/modules/${n.area}/${n.area}.repo.ts`]: `import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { ${n.camel}Items } from '../../db/schema/index.js';

/** One page of the company's items, newest first. */
export function list${n.pascal}Items(db: Db, companyId: number, page: number, per: number) {
  return db
    .select()
    .from(${n.camel}Items)
    .where(eq(${n.camel}Items.companyId, companyId))
    .orderBy(desc(${n.camel}Items.createdAt), desc(${n.camel}Items.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function count${n.pascal}Items(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>\`count(*)::int\` }).from(${n.camel}Items).where(eq(${n.camel}Items.companyId, companyId));
  return row?.n ?? 0;
}

export async function insert${n.pascal}Item(db: Db, companyId: number, title: string) {
  const [row] = await db.insert(${n.camel}Items).values({ companyId, title }).returning();
  if (!row) throw new Error('${n.snake} item not inserted');
  return row;
}
`,
    [`apps/server/src/modules/${n.area}/${n.area}.service.ts`]: `import { ${n.constant}_PAGE_SIZE, type ${n.pascal}CreateBody, type ${n.pascal}Item, type ${n.pascal}ListQuery } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { pageInfo } from '../../platform/paging.js';
import type { Access } from '../access/access.service.js';
import { count${n.pascal}Items, insert${n.pascal}Item, list${n.pascal}Items } from './${n.area}.repo.js';

function toItem(row: { id: number; title: string; createdAt: Date }): ${n.pascal}Item {
  return { id: row.id, title: row.title, created_at: row.createdAt.toISOString() };
}

/** ${n.title}: the managed company's items, a page at a time (the company comes from the session, never the request). */
export async function list${n.pascal}(db: Db, access: Access, query: ${n.pascal}ListQuery) {
  const companyId = access.row.company.id;
  const [rows, total] = await Promise.all([
    list${n.pascal}Items(db, companyId, query.page, ${n.constant}_PAGE_SIZE),
    count${n.pascal}Items(db, companyId),
  ]);
  return { items: rows.map(toItem), page_info: pageInfo(query.page, ${n.constant}_PAGE_SIZE, total) };
}

/** Adds an item to the managed company; the service owns the transaction. */
export async function create${n.pascal}(db: Db, access: Access, body: ${n.pascal}CreateBody) {
  const row = await db.transaction((tx) => insert${n.pascal}Item(tx, access.row.company.id, body.title));
  return { item: toItem(row) };
}
`,
    [`apps/server/src/modules/${n.area}/${n.area}.routes.ts`]: `import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { create${n.pascal}, list${n.pascal} } from './${n.area}.service.js';

/** ${n.title}: routes only map the contract's entries to the service (sign-in, gates and CSRF come with the entry). */
export const ${n.camel}Routes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, '${n.camel}.list', async (request) => ok(await list${n.pascal}(db, requireAccess(request), request.query)));
  handle(app, '${n.camel}.create', async (request) => ok(await create${n.pascal}(db, requireAccess(request), request.body)));
  done();
};
`,
    [`apps/server/src/modules/${n.area}/${n.area}.copy.ts`]: `/** ${n.title}: the Korean text the server writes (CSV headers, mail), in one place (docs/korean-ui.md). */
export const ${n.constant}_COPY = {
  title: '${n.title}',
} as const;
`,
    [`apps/server/src/test/factories/${n.area}.ts`]: `import { ${n.camel}Items } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { next, type CompanyRef } from './shared.js';

/** An item of \`company\`, titled uniquely unless told otherwise. */
export async function make${n.pascal}Item(db: Db, options: { company: CompanyRef; title?: string }) {
  const [row] = await db
    .insert(${n.camel}Items)
    .values({ companyId: options.company.id, title: options.title ?? \`항목 \${next()}\` })
    .returning();
  if (!row) throw new Error('no ${n.snake} item');
  return row;
}
`,
    [`apps/server/src/modules/${n.area}/${n.area}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${n.camel}ListResponse } from '@partners/contract';
import { createTestApp, signedIn, type TestApp } from '../../test/harness.js';
import { make${n.pascal}Item } from '../../test/factories/${n.area}.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/v5/partners/${n.snake}';

describe('${n.title}', () => {
  it("adds an item to the operator's company and lists it first, never another company's", async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const other = await signedIn(t.app, 'other@demo.test');
    const info = await other.get('/api/v3/business_center/info/info');
    const otherCompany = info.json<{ data: { user: { company_id: number } } }>().data.user.company_id;
    await make${n.pascal}Item(t.database.db, { company: { id: otherCompany }, title: '다른 기업의 항목' });

    const created = await admin.request({ method: 'POST', url: PATH, payload: { title: '  첫 항목  ' } });
    expect(created.statusCode).toBe(200);
    const list = ${n.camel}ListResponse.parse((await admin.get(PATH)).json()).data;
    expect(list.items[0]?.title).toBe('첫 항목');
    expect(list.items.some((item) => item.title === '다른 기업의 항목')).toBe(false);
  });

  it('refuses an empty or overlong title with 400 naming the field', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    for (const title of ['   ', 'ㄱ'.repeat(101)]) {
      const response = await admin.request({ method: 'POST', url: PATH, payload: { title } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'body.title' });
    }
  });
});
`,
    [`apps/web/src/features/${n.area}/api.ts`]: `import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ${n.pascal}CreateBody } from '@partners/contract';
import { call } from '../../lib/api';

export const ${n.camel}Keys = {
  all: ['${n.area}'] as const,
  list: (page: number) => ['${n.area}', 'list', page] as const,
};

export function use${n.pascal}List(page: number) {
  return useQuery({
    queryKey: ${n.camel}Keys.list(page),
    queryFn: ({ signal }) => call('${n.camel}.list', { query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useCreate${n.pascal}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ${n.pascal}CreateBody) => call('${n.camel}.create', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${n.camel}Keys.all }),
  });
}
`,
    [`apps/web/src/features/${n.area}/${n.area}.module.css`]: `/* ${n.title}: the area's own styles; colours and spacing come from the theme (app/theme.ts). */
.list {
  list-style: none;
  padding: 0;
  margin: 0;
}
`,
    [`apps/web/src/features/${n.area}/${n.area}-page.tsx`]: `import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ${n.camel}CreateBody, ${n.constant}_TITLE_MAX } from '@partners/contract';
import { PageHeader } from '../../components/page-header';
import { handleApiError } from '../../lib/api';
import { schemaErrors, showServerError } from '../../lib/contract-form';
import { notifySuccess } from '../../lib/notify';
import { useCreate${n.pascal}, use${n.pascal}List } from './api';
import classes from './${n.area}.module.css';

// TODO(${n.area}): move these strings into the area's catalogue (apps/web/src/i18n) before the screen ships.
const COPY = {
  title: '${n.title}',
  description: '${n.title} 항목을 추가하고 확인합니다',
  field: '제목',
  add: '추가',
  added: '추가했습니다',
  required: '제목을 입력해 주세요',
  tooLong: \`제목은 \${${n.constant}_TITLE_MAX}자 이내로 입력해 주세요\`,
  empty: '아직 항목이 없습니다',
  failed: '목록을 불러오지 못했습니다',
};

/** ${n.title}: the company's items and a form that adds one. */
export function ${n.pascal}Page() {
  const list = use${n.pascal}List(1);
  const create = useCreate${n.pascal}();
  const form = useForm({
    initialValues: { title: '' },
    validate: (values) => schemaErrors(${n.camel}CreateBody, values, (issue) => (issue.code === 'too_big' ? COPY.tooLong : COPY.required)).errors,
  });
  const submit = form.onSubmit((values) =>
    create.mutate(${n.camel}CreateBody.parse(values), {
      onSuccess: () => {
        form.reset();
        notifySuccess(COPY.added);
      },
      onError: (error) => {
        if (!showServerError(form, error, { fields: ['title'] })) handleApiError(error, { kind: 'mutation' });
      },
    }),
  );
  return (
    <Stack gap="lg">
      <PageHeader title={COPY.title} description={COPY.description} />
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
        <Group align="flex-end">
          <TextInput label={COPY.field} required maxLength={${n.constant}_TITLE_MAX} {...form.getInputProps('title')} data-path="title" />
          <Button type="submit" loading={create.isPending}>
            {COPY.add}
          </Button>
        </Group>
      </Paper>
      {list.isError ? (
        <Text role="alert">{COPY.failed}</Text>
      ) : list.data?.items.length === 0 ? (
        <Text c="dark.4">{COPY.empty}</Text>
      ) : (
        <ul className={classes.list} aria-label={COPY.title}>
          {list.data?.items.map((item) => <li key={item.id}>{item.title}</li>)}
        </ul>
      )}
    </Stack>
  );
}
`,
    [`apps/web/src/features/${n.area}/test/${n.area}-test-server.ts`]: `import type { ${n.pascal}Item } from '@partners/contract';
import { answer } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';

/** An in-memory ${n.title} for the page's tests: the list and the create call, checked against the contract. */
export function serve${n.pascal}(items: ${n.pascal}Item[] = []) {
  const state = { items: [...items] };
  server.use(
    answer('${n.camel}.list', () => ({
      code: 200,
      data: { items: state.items, page_info: { page: 1, per: 20, total: state.items.length, total_pages: 1 } },
    })),
    answer('${n.camel}.create', ({ body }) => {
      const item = { id: state.items.length + 1, title: body.title, created_at: new Date().toISOString() };
      state.items.unshift(item);
      return { code: 200, data: { item } };
    }),
  );
  return state;
}
`,
    [`apps/web/src/features/${n.area}/${n.area}-page.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { ${n.pascal}Page } from './${n.area}-page';
import { serve${n.pascal} } from './test/${n.area}-test-server';

describe('${n.title}', () => {
  it('adds an item and lists it', async () => {
    const state = serve${n.pascal}();
    renderWithApp(<${n.pascal}Page />);
    expect(await screen.findByText('아직 항목이 없습니다')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /제목/ }), '첫 항목');
    await userEvent.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('첫 항목');
    expect(state.items).toHaveLength(1);
  });

  it('asks for a title before sending anything', async () => {
    const state = serve${n.pascal}();
    renderWithApp(<${n.pascal}Page />);
    await userEvent.click(await screen.findByRole('button', { name: '추가' }));
    expect(await screen.findByText('제목을 입력해 주세요')).toBeInTheDocument();
    expect(state.items).toHaveLength(0);
  });
});
`,
  };
  if (jobs) {
    files[`apps/server/src/modules/${n.area}/${n.area}.jobs.ts`] = `import type { Db } from '../../platform/db.js';
import { eachJob, type JobHandler } from '../../platform/jobs.js';

/** ${n.title}: the area's background work (register the handler in job-worker.ts under its job name). */
export function ${n.camel}Handler(db: Db): JobHandler {
  return eachJob(async (job) => {
    void db;
    void job;
    throw new Error('${n.camel}Handler: write the job before registering it');
  });
}
`;
  }
  return files;
}
