import { Pagination as MantinePagination, type PaginationProps } from '@mantine/core';
import { useT } from '../i18n';

/**
 * The one pagination of the console: Mantine's, with a name on each arrow (its icons alone name nothing to a
 * screen reader). Features import this one; lint refuses Mantine's.
 */
export function Pagination(props: PaginationProps) {
  const t = useT();
  return <MantinePagination getControlProps={(control) => ({ 'aria-label': t(`common.pagination_${control}`) })} {...props} />;
}
