import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES } from '@partners/contract';
import { useT } from '../../../i18n';

/** The link to the brand service a paid-grade refusal or notice ends with. */
export function BrandServiceLink() {
  const t = useT();
  return (
    <Anchor component={Link} to={PAGES.brandService.path} fz="sm" fw={600}>
      {t('reviews.reply.branding_link')}
    </Anchor>
  );
}

/** Up front, for a company without a branding plan: why there is no 답변 작성 (spec §3 paid-grade items). */
export function BrandingNotice({ title, body }: { title: string; body: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden="true" />} title={title}>
      <Text fz="sm" mb={6}>
        {body}
      </Text>
      <BrandServiceLink />
    </Alert>
  );
}
