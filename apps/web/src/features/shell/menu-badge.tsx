import { Badge } from '@mantine/core';
import type { MenuBadge as MenuBadgeKind } from '@partners/contract';
import { useT } from '../../i18n';

/** The admin and new badges of the spec §2 top menu. */
export function MenuBadge({ badge }: { badge: MenuBadgeKind | null }) {
  const t = useT();
  if (badge === 'admin') {
    return (
      <Badge size="xs" variant="outline" color="dark" radius="sm" data-badge="admin">
        {t('common.admin_badge')}
      </Badge>
    );
  }
  if (badge === 'new') {
    return (
      <Badge size="xs" variant="filled" color="red.8" radius="sm" data-badge="new">
        {t('common.new_badge')}
      </Badge>
    );
  }
  return null;
}
