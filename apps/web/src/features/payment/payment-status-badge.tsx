import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@partners/contract';
import { useT } from '../../i18n';

const COLOR: Record<PaymentStatus, string> = { pending: 'yellow', paid: 'teal', cancelled: 'gray', failed: 'red' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Badge variant="light" color={COLOR[status]} tt="none" fw={600}>
      {t(`payment.status.${status}`)}
    </Badge>
  );
}
