import { isAdminRole } from '@partners/contract';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';

/** Admins buy and request plan changes; managers only read (decision 0021). */
export function canManagePayments(access: Access): boolean {
  return isAdminRole(access.role);
}

export function requirePaymentAdmin(access: Access): void {
  if (!canManagePayments(access)) throw new AppError('payment.admin_only');
}
