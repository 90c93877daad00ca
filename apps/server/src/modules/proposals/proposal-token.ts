import { hmac, safeEqual } from '../../platform/tokens.js';

/**
 * The signed link of a proposal's response page: `<proposal id>.<expiry>.<signature>` (base 36 and
 * an HMAC-SHA256 under a key derived from the server secret). It names the proposal, so it stays valid
 * across restarts and processes; a changed character or a passed expiry reads as no token at all.
 */
export class ProposalTokens {
  private readonly key: string;

  constructor(secret: string) {
    this.key = hmac(secret, 'proposal-response-link');
  }

  sign(proposalId: number, expiresAt: Date): string {
    const payload = `${proposalId.toString(36)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
    return `${payload}.${hmac(this.key, payload)}`;
  }

  /** The proposal id, `expired` for a genuine link past its time, or null for anything else. */
  verify(token: string, now: Date): number | 'expired' | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [id36 = '', exp36 = '', signature = ''] = parts;
    if (!/^[0-9a-z]{1,12}$/.test(id36) || !/^[0-9a-z]{1,12}$/.test(exp36)) return null;
    if (!safeEqual(signature, hmac(this.key, `${id36}.${exp36}`))) return null;
    const id = parseInt(id36, 36);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    return parseInt(exp36, 36) * 1000 <= now.getTime() ? 'expired' : id;
  }
}
