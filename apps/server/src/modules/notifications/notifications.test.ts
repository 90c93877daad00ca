import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsResponse, type NotificationsResponse } from '@partners/contract';
import { notifications } from '../../db/schema/index.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(client: Client, query: string): Promise<NotificationsResponse['data']> {
  const response = await client.get(`/b2b/notifications.json?${query}`);
  expect(response.statusCode).toBe(200);
  return notificationsResponse.parse(response.json()).data;
}

describe('GET /b2b/notifications.json', () => {
  it('gives the bell the latest 5, newest first', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const data = await list(admin, 'noti_for=noti_bar&per=5');
    expect(data.notifications).toHaveLength(5);
    const times = data.notifications.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.notifications[0]?.format_created_at).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
  });

  it('pages through all notifications without overlap', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const first = await list(admin, 'noti_for=all&page=1&per=20');
    const second = await list(admin, 'noti_for=all&page=2&per=20');
    expect(first.page_info.total).toBeGreaterThan(20);
    expect(first.page_info.total_pages).toBe(Math.ceil(first.page_info.total / 20));
    const ids = new Set(first.notifications.map((n) => n.id));
    expect(second.notifications.some((n) => ids.has(n.id))).toBe(false);
  });

  it("never shows another operator's or another company's notifications", async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const infoRes = await admin.get('/api/v3/business_center/info/info');
    const me = infoRes.json<{ data: { user: { user_id: number; company_id: number } } }>().data.user;
    const all = await list(admin, 'noti_for=all&per=50');
    const rows = await t.database.db.select().from(notifications);
    const mine = rows.filter((r) => r.userId === me.user_id && r.companyId === me.company_id);
    expect(all.page_info.total).toBe(mine.length);
    const mineIds = new Set(mine.map((r) => r.id));
    expect(all.notifications.every((n) => mineIds.has(n.id))).toBe(true);
  });

  it('rejects per above 50 with 400 naming the field', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const response = await admin.get('/b2b/notifications.json?per=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'query.per' });
  });
});

describe('PUT /b2b/notifications/read_all', () => {
  it("marks the operator's unread notifications read, and only theirs", async () => {
    const manager = await signedIn(t.app, 'manager@demo.test');
    const admin = await signedIn(t.app, 'admin@demo.test');
    const adminUnread = (await list(admin, '')).unread_count;
    expect((await list(manager, '')).unread_count).toBeGreaterThan(0);
    const response = await manager.request({ method: 'PUT', url: '/b2b/notifications/read_all' });
    expect(response.json<{ data: { updated: number } }>().data.updated).toBeGreaterThan(0);
    expect((await list(manager, '')).unread_count).toBe(0);
    expect((await list(admin, '')).unread_count).toBe(adminUnread);
  });
});
