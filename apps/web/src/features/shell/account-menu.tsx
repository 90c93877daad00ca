import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconChevronDown,
  IconCreditCard,
  IconLanguage,
  IconLogout,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ConsoleUser } from '@partners/contract';
import { setLang, useLang, useT } from '../../i18n';
import { useSignOut } from './sign-out';
import classes from './console-header.module.css';

export type AccountMenuProps = {
  user: ConsoleUser;
  onChangeCompany: () => void;
};

/** Spec §2 account dropdown; the managed-company switch is for partner admins only (spec §6). */
export function AccountMenu({ user, onChangeCompany }: AccountMenuProps) {
  const t = useT();
  const lang = useLang();
  const signOut = useSignOut();
  const role = user.business_role === 'admin' ? t('account.role_admin') : t('account.role_manager');
  const otherLang = lang === 'ko' ? 'en' : 'ko';

  return (
    <Menu position="bottom-end" offset={6} loop withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.account} aria-label={`${t('header.account_menu')}: ${user.name}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="brand" src={user.company_logo} alt="">
              {user.name.slice(0, 1)}
            </Avatar>
            <div className={classes.accountText}>
              <Text fz="sm" fw={700} lh={1.2} truncate>
                {user.name}
              </Text>
              <Text fz="xs" c="dark.4" lh={1.2} truncate>
                {role}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown miw={220}>
        <Menu.Label>{user.company_name}</Menu.Label>
        {user.is_partners_admin ? (
          <Menu.Item leftSection={<IconBuildingSkyscraper size={16} />} onClick={onChangeCompany}>
            {t('account.change_company')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/partners/payment_managements" leftSection={<IconCreditCard size={16} />}>
          {t('account.payment')}
        </Menu.Item>
        <Menu.Item component={Link} to="/partners/operator_managements" leftSection={<IconUsers size={16} />}>
          {t('account.operators')}
        </Menu.Item>
        <Menu.Item component={Link} to="/partners/marketing_managements" leftSection={<IconSettings size={16} />}>
          {t('account.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLanguage size={16} />}
          onClick={() => setLang(otherLang)}
          lang={otherLang}
          aria-label={`${t('account.language')}: ${t(`language.${otherLang}`)}`}
        >
          {t(`language.${otherLang}`)}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t('account.log_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
