import { PAGES, pagePath } from '@partners/contract';

/** The printable receipt of a payment: a page without the console's menus. */
export function receiptPath(id: number): string {
  return pagePath(PAGES.receipt, { id });
}
