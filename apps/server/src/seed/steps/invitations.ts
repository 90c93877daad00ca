import { INVITATION_TTL_DAYS, type BusinessRole } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { randomToken, sha256 } from '../../platform/tokens.js';
import { copyInBatches, type SeedContext, type SeedStep } from '../context.js';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from '../demo-accounts.js';
import { mobilePhone } from '../random.js';

const HOUR = 3_600_000;

/** The demo companies' mail domains (the operators step names generated companies' operators hr<id>@corp<id>.co.kr). */
const DOMAINS: Record<number, string> = {
  1: 'nuricloud.co.kr',
  2: 'barunsonfood.co.kr',
  3: 'saesolbio.com',
  4: 'daonmobility.com',
  5: 'haneulprecision.co.kr',
  6: 'jobpluspartners.com',
  7: 'hangyeol.co.kr',
};

/** People the demo invites or adds, with the address a Korean company would give them. */
const PEOPLE: readonly (readonly [name: string, local: string])[] = [
  ['박지윤', 'jiyoon.park'],
  ['이민호', 'minho.lee'],
  ['최서윤', 'seoyun.choi'],
  ['김현우', 'hyunwoo.kim'],
  ['정유나', 'yuna.jung'],
  ['강도현', 'dohyun.kang'],
  ['한소연', 'soyeon.han'],
  ['오재원', 'jaewon.oh'],
  ['서하린', 'harin.seo'],
  ['문태오', 'taeo.moon'],
  ['신예진', 'yejin.shin'],
  ['권민재', 'minjae.kwon'],
];

type Operator = { person: number; role: BusinessRole; permission: 'granted' | 'pending'; joinedDaysAgo: number; visitedDaysAgo: number | null };
/** An invitation by its age: `sentDaysAgo` past INVITATION_TTL_DAYS is expired; accepted or revoked ones are history. */
type Invitation = { person: number; role: BusinessRole; sentDaysAgo: number; state: 'open' | 'accepted' | 'revoked' };

/**
 * What each demo company adds to the operators step's accounts: every state the operators page shows.
 * Company 1 (admin@demo.test) has them all: managers (one never signed in), a second operator waiting
 * for approval beside nopermission@demo.test, an invitation sent yesterday, one expiring within hours,
 * one expired, and the history of an accepted and a replaced one. Company 3 keeps its role-less
 * operator (the e2e journey gives the role).
 */
const DEMO_PLAN: Record<number, { operators: Operator[]; invitations: Invitation[] }> = {
  1: {
    operators: [
      { person: 0, role: 'manager', permission: 'granted', joinedDaysAgo: 120, visitedDaysAgo: 2 },
      { person: 1, role: 'manager', permission: 'granted', joinedDaysAgo: 40, visitedDaysAgo: null },
      { person: 2, role: 'manager', permission: 'pending', joinedDaysAgo: 3, visitedDaysAgo: 3 },
    ],
    invitations: [
      { person: 3, role: 'manager', sentDaysAgo: 1, state: 'open' },
      { person: 4, role: 'manager', sentDaysAgo: INVITATION_TTL_DAYS - 0.3, state: 'open' },
      { person: 5, role: 'admin', sentDaysAgo: 10, state: 'open' },
      { person: 0, role: 'manager', sentDaysAgo: 121, state: 'accepted' },
      { person: 6, role: 'manager', sentDaysAgo: 30, state: 'revoked' },
    ],
  },
  2: { operators: [], invitations: [{ person: 7, role: 'manager', sentDaysAgo: 2, state: 'open' }] },
  3: { operators: [], invitations: [{ person: 8, role: 'manager', sentDaysAgo: 1, state: 'open' }] },
  4: { operators: [{ person: 9, role: 'manager', permission: 'granted', joinedDaysAgo: 200, visitedDaysAgo: 14 }], invitations: [] },
  6: {
    operators: [{ person: 10, role: 'manager', permission: 'granted', joinedDaysAgo: 60, visitedDaysAgo: 0.1 }],
    invitations: [{ person: 11, role: 'admin', sentDaysAgo: INVITATION_TTL_DAYS - 1, state: 'open' }],
  },
  7: { operators: [], invitations: [{ person: 1, role: 'manager', sentDaysAgo: 12, state: 'open' }] },
};

function person(index: number): readonly [string, string] {
  const found = PEOPLE[index];
  if (!found) throw new Error(`no demo person ${index}`);
  return found;
}

/**
 * Operators in every state for the demo companies (spec §2 operator_managements), and an open
 * invitation at about one generated company in ten. Last in SEED_STEPS: the steps before it draw the
 * same random numbers as before it existed. Tokens are random: no seeded link can be guessed.
 */
export const invitationsStep: SeedStep = {
  name: '운영자 초대',
  async run(ctx: SeedContext) {
    const users: unknown[][] = [];
    const memberships: unknown[][] = [];
    const invitations: unknown[][] = [];
    const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
    const adminOf = new Map(DEMO_ACCOUNTS.flatMap((a, i) => (a.role === 'admin' && !a.isPartnersAdmin ? [[a.companyId, i + 1] as const] : [])));
    const accepted = new Map<string, number>();

    for (const company of DEMO_COMPANIES) {
      const plan = DEMO_PLAN[company.id];
      const domain = DOMAINS[company.id];
      if (!plan || !domain) continue;
      for (const op of plan.operators) {
        const [name, local] = person(op.person);
        const userId = ctx.nextUserId++;
        const email = `${local}@${domain}`;
        users.push([userId, email, name, ctx.passwordHash, mobilePhone(ctx.rng), false, op.visitedDaysAgo === null ? null : ago(op.visitedDaysAgo)]);
        memberships.push([
          userId,
          company.id,
          op.role,
          op.permission,
          op.permission === 'granted' ? ago(op.joinedDaysAgo) : null,
          ago(op.joinedDaysAgo),
        ]);
        accepted.set(email, userId);
        ctx.operators.push({ userId, companyId: company.id, name });
      }
      for (const inv of plan.invitations) {
        const email = `${person(inv.person)[1]}@${domain}`;
        const sent = ago(inv.sentDaysAgo);
        const done = new Date(sent.getTime() + 5 * HOUR);
        invitations.push([
          company.id,
          email,
          inv.role,
          sha256(randomToken()),
          adminOf.get(company.id) ?? null,
          sent,
          new Date(sent.getTime() + INVITATION_TTL_DAYS * DAY_MS),
          inv.state === 'accepted' ? done : null,
          inv.state === 'accepted' ? (accepted.get(email) ?? null) : null,
          inv.state === 'revoked' ? done : null,
        ]);
      }
    }

    // Generated companies: now and then an invitation sent in the last two weeks (some expired since).
    const firstOperator = new Map<number, number>();
    for (const op of ctx.operators) if (!firstOperator.has(op.companyId)) firstOperator.set(op.companyId, op.userId);
    for (const company of ctx.companies) {
      if (company.id <= DEMO_COMPANIES.length || !ctx.rng.chance(0.1)) continue;
      const sent = ago(ctx.rng.int(0, 14 * 24) / 24);
      invitations.push([
        company.id,
        `${ctx.rng.pick(PEOPLE)[1]}@corp${company.id}.co.kr`,
        ctx.rng.chance(0.8) ? 'manager' : 'admin',
        sha256(randomToken()),
        firstOperator.get(company.id) ?? null,
        sent,
        new Date(sent.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        null,
        null,
        null,
      ]);
    }

    ctx.progress.start(this.name, users.length + memberships.length + invitations.length);
    await copyInBatches(ctx, 'users', ['id', 'email', 'name', 'password_hash', 'phone', 'is_partners_admin', 'last_visit_at'], users);
    await copyInBatches(ctx, 'memberships', ['user_id', 'company_id', 'business_role', 'permission', 'approved_at', 'created_at'], memberships);
    await copyInBatches(
      ctx,
      'invitations',
      ['company_id', 'email', 'business_role', 'token_hash', 'invited_by', 'created_at', 'expires_at', 'accepted_at', 'accepted_by', 'revoked_at'],
      invitations,
    );
    ctx.progress.finish();
  },
};
