import { hasMessage, type TFunction } from '../../i18n';

/** Menu keys arrive from the server; a key the catalogue lacks shows as itself rather than breaking. */
export function menuLabel(t: TFunction, key: string): string {
  const catalogueKey = `menu.${key}`;
  return hasMessage(catalogueKey) ? t(catalogueKey) : key;
}
