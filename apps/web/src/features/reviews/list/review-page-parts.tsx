import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { isBranding } from '@partners/contract';
import { useT } from '../../../i18n';
import { useConsoleSession } from '../../../lib/session';
import { BrandingNotice } from '../reply/branding-notice';
import type { ReviewFiltersChange } from './url-state';

export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dark.4" mt={4} fz="sm">
        {intro}
      </Text>
    </div>
  );
}

/** Up front for a company without a branding plan: official replies are a paid-grade item (spec §3). */
export function ReplyPlanNotice() {
  const t = useT();
  const { user } = useConsoleSession();
  if (isBranding(user.privilege_master_code)) return null;
  return <BrandingNotice title={t('reviews.reply.branding_title')} body={t('reviews.reply.branding_body')} />;
}

/** The page asked for lies past the last one (a filter elsewhere, a deleted review): go to the last. */
export function useLastPage(totalPages: number | undefined, page: number, update: (change: ReviewFiltersChange) => void) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) update({ page: totalPages });
  }, [totalPages, page, update]);
}

export function PageStack({ children }: { children: React.ReactNode }) {
  return <Stack gap="lg">{children}</Stack>;
}
