import { Avatar, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingSkyscraper, IconChevronDown, IconCreditCard, IconLanguage, IconLogout, IconSettings, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGES, type ConsoleUser } from '@partners/contract';
import {
  DisclosureMenu,
  MenuButtonItem,
  MenuDivider,
  MenuList,
  MenuSectionLabel,
  menuIconClassName,
  menuItemClassName,
} from '../../components/disclosure-menu';
import { setLang, useLang, useT } from '../../i18n';
import { useSignOut } from './sign-out';
import classes from './console-header.module.css';

export type AccountMenuProps = {
  user: ConsoleUser;
  onChangeCompany: () => void;
};

function MenuLinkItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={menuItemClassName}>
        <span className={menuIconClassName}>{icon}</span>
        {children}
      </Link>
    </li>
  );
}

/** Spec §2 account dropdown; the managed-company switch is for partner admins only (spec §6). */
export function AccountMenu({ user, onChangeCompany }: AccountMenuProps) {
  const t = useT();
  const lang = useLang();
  const signOut = useSignOut();
  const role = user.business_role === 'admin' ? t('account.role_admin') : t('account.role_manager');
  const otherLang = lang === 'ko' ? 'en' : 'ko';

  return (
    <DisclosureMenu
      position="bottom-end"
      minWidth={220}
      targetClassName={classes.account}
      target={
        <Group gap={8} wrap="nowrap">
          <Avatar size={30} radius="xl" color="brand" src={user.company_logo} alt="" aria-hidden="true">
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
          <VisuallyHidden>{t('header.account_menu')}</VisuallyHidden>
        </Group>
      }
    >
      {(close) => (
        <MenuList>
          <MenuSectionLabel>{user.company_name}</MenuSectionLabel>
          {user.is_partners_admin ? (
            <MenuButtonItem
              leftSection={<IconBuildingSkyscraper size={16} aria-hidden="true" />}
              onClick={() => {
                close();
                onChangeCompany();
              }}
            >
              {t('account.change_company')}
            </MenuButtonItem>
          ) : null}
          <MenuLinkItem to={PAGES.paymentManagement.path} icon={<IconCreditCard size={16} aria-hidden="true" />}>
            {t('account.payment')}
          </MenuLinkItem>
          <MenuLinkItem to={PAGES.operatorManagement.path} icon={<IconUsers size={16} aria-hidden="true" />}>
            {t('account.operators')}
          </MenuLinkItem>
          <MenuLinkItem to={PAGES.settings.path} icon={<IconSettings size={16} aria-hidden="true" />}>
            {t('account.settings')}
          </MenuLinkItem>
          <MenuDivider />
          <MenuButtonItem
            leftSection={<IconLanguage size={16} aria-hidden="true" />}
            onClick={() => {
              close();
              void setLang(otherLang);
            }}
            lang={otherLang}
          >
            {t(`language.${otherLang}`)}
          </MenuButtonItem>
          <MenuButtonItem leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t('account.log_out')}
          </MenuButtonItem>
        </MenuList>
      )}
    </DisclosureMenu>
  );
}
