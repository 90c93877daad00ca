import { useEffect } from 'react';
import { useT } from '../i18n';
import type { Catalogue } from '../i18n/types';

export type PageKey = keyof Catalogue['pages'];

/** Every page sets its own document title (accessibility and browser history). */
export function usePageTitle(page: PageKey): void {
  const t = useT();
  useEffect(() => {
    document.title = t('app.page_title', { page: t(`pages.${page}`) });
  }, [page, t]);
}
