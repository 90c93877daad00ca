import { isAdminRole } from '@partners/contract';
import type { Access } from '../access/access.service.js';

/**
 * Admins buy and request plan changes; managers only read (decision 0021). The calls themselves declare
 * `role: 'admin'` on their contract entries (decision 0027); this tells the page what to offer.
 */
export function canManagePayments(access: Access): boolean {
  return isAdminRole(access.role);
}
