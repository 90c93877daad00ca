import { eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, defaultPreference } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { notificationPreferences, sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/tokens.js';
import { DEMO_ACCOUNTS } from '../demo-accounts.js';
import type { SeedContext, SeedStep } from '../context.js';
import { createRng, DEMO_SEED } from '../random.js';

const MINUTE = 60_000;

/** Other browsers admin@demo.test is signed in on (the settings page's sessions list): agent, address, minutes since sign-in and since last use. */
const ADMIN_OTHER_SESSIONS: readonly { userAgent: string; ipAddress: string; signedInMinutesAgo: number; seenMinutesAgo: number }[] = [
  {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ipAddress: '211.234.107.25',
    signedInMinutesAgo: 6 * 60 + 12,
    seenMinutesAgo: 48,
  },
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ipAddress: '223.38.14.201',
    signedInMinutesAgo: 95,
    seenMinutesAgo: 17,
  },
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Whale/3.28.266.14 Safari/537.36',
    ipAddress: '121.131.5.88',
    signedInMinutesAgo: 8 * 60 + 40,
    seenMinutesAgo: 35,
  },
];

/**
 * Settings of the demo accounts: a few notification choices that differ from the defaults, marketing
 * consent given or withdrawn at some time, and other signed-in browsers of admin@demo.test so that its
 * sessions list shows what one looks like. Those sessions are live for their usual lifetime after the
 * seed (2 hours idle: the longest-idle was seen 48 minutes before it, so a test run that started from the
 * seeded copy an hour ago still sees all three) and nobody can use them: their ids are fresh random tokens whose only trace is the
 * stored hash, never derived from the demo seed (a derived id would be a cookie anyone could rebuild).
 * Its own random stream, so that steps appended after it draw what they drew before it existed.
 */
export const settingsStep: SeedStep = {
  name: '설정',
  async run(ctx: SeedContext) {
    const rng = createRng(DEMO_SEED + 22);
    const db = ctx.database.db;
    const ids = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    const idOf = new Map(ids.map((u) => [u.email, u.id]));
    const accounts = DEMO_ACCOUNTS.flatMap((account) => {
      const userId = idOf.get(account.email);
      return userId === undefined ? [] : [{ ...account, userId }];
    });
    ctx.progress.start(this.name, accounts.length + ADMIN_OTHER_SESSIONS.length);

    const preferences = accounts
      .filter((a) => a.role !== null && a.permission === 'granted')
      .flatMap((a) =>
        NOTIFICATION_EVENTS.flatMap((event) =>
          NOTIFICATION_CHANNELS.map((channel) => ({ event, channel, enabled: defaultPreference(event, channel) }))
            // About a third of the choices made, a quarter of them the other way round from the default.
            .filter(() => rng.chance(0.35))
            .map((p) => ({ ...p, enabled: rng.chance(0.25) ? !p.enabled : p.enabled }))
            .map((p) => ({ ...p, userId: a.userId, companyId: a.companyId, updatedAt: new Date(ctx.now.getTime() - rng.int(1, 120) * DAY_MS) })),
        ),
      );
    if (preferences.length > 0) await db.insert(notificationPreferences).values(preferences);

    for (const account of accounts) {
      // Most chose at sign-up; some withdrew later; a few never answered.
      const choice = rng.weighted([
        ['agreed', 5],
        ['withdrawn', 3],
        ['never', 2],
      ] as const);
      if (choice !== 'never') {
        await db
          .update(users)
          .set({
            marketingConsent: choice === 'agreed',
            marketingConsentAt: new Date(ctx.now.getTime() - rng.int(3, 400) * DAY_MS - rng.int(0, 1439) * MINUTE),
          })
          .where(eq(users.id, account.userId));
      }
      ctx.progress.advance(1);
    }

    const admin = accounts.find((a) => a.email === 'admin@demo.test');
    if (admin) {
      await db.insert(sessions).values(
        ADMIN_OTHER_SESSIONS.map((s) => ({
          idHash: sha256(randomToken()),
          userId: admin.userId,
          companyId: admin.companyId,
          createdAt: new Date(ctx.now.getTime() - s.signedInMinutesAgo * MINUTE),
          lastSeenAt: new Date(ctx.now.getTime() - s.seenMinutesAgo * MINUTE),
          expiresAt: new Date(ctx.now.getTime() - s.signedInMinutesAgo * MINUTE + 12 * 60 * MINUTE),
          userAgent: s.userAgent,
          ipAddress: s.ipAddress,
        })),
      );
      ctx.progress.advance(ADMIN_OTHER_SESSIONS.length);
    }
    ctx.progress.finish();
  },
};
