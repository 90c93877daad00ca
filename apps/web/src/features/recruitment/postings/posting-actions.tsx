import { Menu } from '@mantine/core';
import { IconCopy, IconExternalLink, IconLock, IconPencil, IconSend, IconTrash, IconArrowBackUp } from '@tabler/icons-react';
import { PAGES, pagePath, type PostingAction, type PostingRow } from '@partners/contract';
import { useT } from '../../../i18n';
import { RowMenu } from '../../../components/row-menu';

export type ListAction = Exclude<PostingAction, 'edit' | 'submit'>;

const ICONS = {
  edit: IconPencil,
  submit: IconSend,
  copy: IconCopy,
  close: IconLock,
  review_cancel: IconArrowBackUp,
  delete: IconTrash,
} as const;

/** The row's menu: exactly the actions the posting allows now (`allowed_actions`, the contract's state machine). */
export function PostingActions({ posting, onAction }: { posting: PostingRow; onAction: (action: ListAction, posting: PostingRow) => void }) {
  const t = useT();
  if (posting.allowed_actions.length === 0) return null;
  return (
    <RowMenu label={t('recruitment.actions.menu', { title: posting.title })} width={180}>
      {posting.allowed_actions.map((action) => {
        const Icon = ICONS[action];
        const icon = <Icon size={16} aria-hidden="true" />;
        if (action === 'edit' || action === 'submit') {
          // The form opens in a new tab (spec §6); submitting for review is done there.
          return (
            <Menu.Item
              key={action}
              component="a"
              href={pagePath(PAGES.editPosting, { id: posting.id })}
              target="_blank"
              rel="noopener"
              leftSection={icon}
              rightSection={<IconExternalLink size={12} aria-hidden="true" />}
            >
              {t(`recruitment.actions.${action}`)}
            </Menu.Item>
          );
        }
        return (
          <Menu.Item key={action} leftSection={icon} color={action === 'delete' ? 'red' : undefined} onClick={() => onAction(action, posting)}>
            {t(`recruitment.actions.${action}`)}
          </Menu.Item>
        );
      })}
    </RowMenu>
  );
}
