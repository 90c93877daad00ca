import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAddressBook, IconFileSearch, IconGift, IconInfoCircle, IconMessage } from '@tabler/icons-react';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { whenIdle } from '../../../lib/idle';
import { isInformationNoticeHidden, setInformationNoticeHidden } from './notice-storage';
import { closeInformationNotice, openInformationNotice, useInformationNoticeOpened, useIsInformationNoticeHost } from './notice-store';

export type InformationNoticeProps = {
  /** Open by itself (once per mount) unless hidden in the last 7 days: true on the search screens. */
  autoOpen?: boolean;
};

/**
 * Spec §1 in-product notice. The talent-pool gate renders it on the search screens; a page only needs
 * `InformationNoticeButton` to reopen it (a second `InformationNotice` renders nothing).
 */
export function InformationNotice({ autoOpen = true }: InformationNoticeProps) {
  const t = useT();
  const opened = useInformationNoticeOpened();
  const isHost = useIsInformationNoticeHost();
  const hasAutoOpened = useRef(false);

  // In the first idle period after the search has rendered: opened with the page, the modal's first render and
  // its focus trap were in the same long task as the results' commit on a phone (decision 0005).
  useEffect(() => {
    if (!autoOpen || hasAutoOpened.current || isInformationNoticeHidden()) return undefined;
    return whenIdle(
      () => {
        hasAutoOpened.current = true;
        openInformationNotice();
      },
      { first: true },
    );
  }, [autoOpen]);

  if (!isHost) return null;
  return (
    <Modal opened={opened} onClose={closeInformationNotice} title={t('talent_pool.notice.title')} centered size="md">
      {opened ? <InformationNoticeBody /> : null}
    </Modal>
  );
}

function NoticeItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={28} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
      }
    >
      <Text fz="sm" c="dark.6" lh={1.6}>
        {children}
      </Text>
    </List.Item>
  );
}

function InformationNoticeBody() {
  const t = useT();
  // Mounted per opening, so the checkbox shows what is stored right now.
  const [isHidden, setIsHidden] = useState(() => isInformationNoticeHidden());

  const handleHiddenChange = (checked: boolean) => {
    setIsHidden(checked);
    setInformationNoticeHidden(checked);
  };

  return (
    <Stack gap="lg">
      <List spacing="md" center>
        <NoticeItem icon={<IconGift size={16} />}>{t('talent_pool.notice.free')}</NoticeItem>
        <NoticeItem icon={<IconFileSearch size={16} />}>{t('talent_pool.notice.proposal')}</NoticeItem>
        <NoticeItem icon={<IconMessage size={16} />}>{t('talent_pool.notice.delivery')}</NoticeItem>
        <NoticeItem icon={<IconAddressBook size={16} />}>{t('talent_pool.notice.contact')}</NoticeItem>
      </List>
      <Group justify="space-between" gap="sm">
        <Checkbox
          size="sm"
          label={t('talent_pool.notice.hide_week')}
          checked={isHidden}
          onChange={(event) => handleHiddenChange(event.currentTarget.checked)}
        />
        <Button onClick={closeInformationNotice} data-autofocus>
          {t('common.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "이용 안내": reopens the notice. */
export function InformationNoticeButton() {
  const t = useT();
  return (
    <Button variant="subtle" color="gray" size="sm" leftSection={<IconInfoCircle size={16} aria-hidden="true" />} onClick={openInformationNotice}>
      {t('talent_pool.notice.open')}
    </Button>
  );
}
