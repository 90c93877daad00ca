import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salaryAnalysisResponse } from '@partners/contract';
import { salaryAnalyses } from '../../db/schema/index.js';
import {
  THIN,
  analysisRow,
  balanceOf,
  cancel,
  create,
  created,
  ledgerOf,
  requestBody,
  salaryCompany,
  t,
  db,
  run,
  useSalaryAnalysisApp,
} from './salary-analysis.fixtures.js';

/** Cancelling an analysis, and its tickets under concurrency. */
useSalaryAnalysisApp();

describe('cancelling', () => {
  it('cancels a requested one with a refund, a reserved one without; completed and cancelled ones are 409', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 2 });
    const requested = await created(client, requestBody({ proposeSalary: null }));
    const reserved = await created(client, requestBody(THIN));
    expect(await balanceOf(db(), company.id)).toBe(1);

    const response = await cancel(client, requested.id);
    expect(response.statusCode).toBe(200);
    expect(salaryAnalysisResponse.parse(response.json()).data.analysis).toMatchObject({
      status: 5,
      ticket_used: false,
      can_cancel: false,
    });
    expect(await balanceOf(db(), company.id)).toBe(2);
    expect((await cancel(client, reserved.id)).statusCode).toBe(200);
    expect(await balanceOf(db(), company.id)).toBe(2);
    expect(await ledgerOf(db(), reserved.id)).toHaveLength(0);
    expect((await analysisRow(db(), reserved.id)).cancelledAt).not.toBeNull();

    const again = await cancel(client, requested.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'salary_analysis.not_cancellable' });
    const completed = await created(client, requestBody());
    await run();
    expect((await cancel(client, completed.id)).statusCode).toBe(409);
    expect(await balanceOf(db(), company.id)).toBe(1);
  });
});

describe('tickets under concurrency', () => {
  it('parallel requests never use more tickets than there are: the balance never goes below zero', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 3 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => create(client, requestBody())));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402]);
    expect(await balanceOf(db(), company.id)).toBe(0);
    expect(await db().select().from(salaryAnalyses).where(eq(salaryAnalyses.companyId, company.id))).toHaveLength(3);
  });

  it('a double submit in parallel is one request and one ticket', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 5 });
    const body = requestBody();
    const responses = await Promise.all(Array.from({ length: 5 }, () => create(client, body)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json<{ data: { analysis: { id: number } } }>().data.analysis.id)).size).toBe(1);
    expect(await balanceOf(db(), company.id)).toBe(4);
  });

  it('parallel cancels of one request refund it exactly once', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const analysis = await created(client, requestBody());
    const responses = await Promise.all(Array.from({ length: 6 }, () => cancel(client, analysis.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await ledgerOf(db(), analysis.id)).map((l) => l.reason).sort()).toEqual(['refund', 'use']);
    expect(await balanceOf(db(), company.id)).toBe(1);
  });

  it('requests and cancels interleaved: every ticket is accounted for, never negative, never refunded twice', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 2 });
    const first = await created(client, requestBody());
    const second = await created(client, requestBody());
    const responses = await Promise.all([
      cancel(client, first.id),
      cancel(client, second.id),
      cancel(client, first.id),
      ...Array.from({ length: 4 }, () => create(client, requestBody())),
    ]);
    const createdIds = responses
      .slice(3)
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<{ data: { analysis: { id: number } } }>().data.analysis.id);
    // Two tickets came back; at most two of the four new requests got one.
    expect(createdIds.length).toBeLessThanOrEqual(2);
    const balance = await balanceOf(db(), company.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(2 - createdIds.length);
    for (const id of [first.id, second.id]) expect((await ledgerOf(db(), id)).map((l) => l.reason).sort()).toEqual(['refund', 'use']);
  });
});
