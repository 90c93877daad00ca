import { SEARCH_ORDERS, type SearchOrder } from '@partners/contract';
import { useT } from '../../../i18n';
import { Select } from '../../../components/select';

export type SortSelectProps = {
  value: SearchOrder;
  /** The orders the server offers (meta_info `display_order_bys`); all of them until it answers. */
  orders: readonly SearchOrder[] | undefined;
  onChange: (order: SearchOrder) => void;
};

function isOrder(value: string | null): value is SearchOrder {
  return (SEARCH_ORDERS as readonly (string | null)[]).includes(value);
}

export function SortSelect({ value, orders, onChange }: SortSelectProps) {
  const t = useT();
  const offered = orders && orders.length > 0 ? orders : SEARCH_ORDERS;
  return (
    <Select
      aria-label={t('talent_search.sort_label')}
      w={170}
      size="sm"
      allowDeselect={false}
      value={value}
      data={offered.map((order) => ({ value: order, label: t(`talent_search.orders.${order}`) }))}
      onChange={(next) => {
        if (isOrder(next) && next !== value) onChange(next);
      }}
    />
  );
}
