import { DAY_MS } from '@partners/contract/korea-time';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from '../demo-accounts.js';
import { copyInBatches, type SeedContext, type SeedStep } from '../context.js';
import { koreanName, mobilePhone } from '../random.js';

/** Demo accounts first (their ids are stable: 1…n), then 1–4 operators per company. */
export const operatorsStep: SeedStep = {
  name: '운영자',
  async run(ctx: SeedContext) {
    const users: unknown[][] = [];
    const memberships: unknown[][] = [];
    const grants: unknown[][] = [];
    const approvedAt = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);

    for (const account of DEMO_ACCOUNTS) {
      const userId = ctx.nextUserId++;
      users.push([userId, account.email, account.name, ctx.passwordHash, mobilePhone(ctx.rng), account.isPartnersAdmin, approvedAt(1)]);
      memberships.push([
        userId,
        account.companyId,
        account.role,
        account.permission,
        account.permission === 'granted' ? approvedAt(ctx.rng.int(30, 400)) : null,
      ]);
      for (const companyId of account.grants) grants.push([userId, companyId]);
      ctx.operators.push({ userId, companyId: account.companyId, name: account.name });
    }

    const demoRoleless = new Set(DEMO_COMPANIES.filter((c) => c.hasRolelessOperator).map((c) => c.id));
    const demoOwners = new Set(DEMO_ACCOUNTS.filter((a) => a.role === 'admin').map((a) => a.companyId));
    for (const company of ctx.companies) {
      const count = demoOwners.has(company.id) ? ctx.rng.int(0, 2) : ctx.rng.int(1, 4);
      // Generated companies: about 3% have an operator who was never given a role.
      const roleless = demoRoleless.has(company.id) || (company.id > DEMO_COMPANIES.length && ctx.rng.chance(0.03));
      for (let k = 0; k < count + (roleless ? 1 : 0); k++) {
        const userId = ctx.nextUserId++;
        const name = koreanName(ctx.rng);
        const isFirst = k === 0 && !demoOwners.has(company.id);
        const role = roleless && k === count ? null : isFirst ? 'admin' : 'manager';
        users.push([
          userId,
          `hr${userId}@corp${company.id}.co.kr`,
          name,
          ctx.passwordHash,
          mobilePhone(ctx.rng),
          false,
          approvedAt(ctx.rng.int(0, 60)),
        ]);
        memberships.push([userId, company.id, role, 'granted', approvedAt(ctx.rng.int(10, 900))]);
        ctx.operators.push({ userId, companyId: company.id, name });
      }
    }

    ctx.progress.start(this.name, users.length + memberships.length + grants.length);
    await copyInBatches(ctx, 'users', ['id', 'email', 'name', 'password_hash', 'phone', 'is_partners_admin', 'last_visit_at'], users);
    await copyInBatches(ctx, 'memberships', ['user_id', 'company_id', 'business_role', 'permission', 'approved_at'], memberships);
    await copyInBatches(ctx, 'partner_admin_grants', ['user_id', 'company_id'], grants);
    ctx.progress.finish();
  },
};
