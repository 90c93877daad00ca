import { Badge, Button, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { IconAlertCircle, IconChevronDown, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PAGES, applicantsPath, isAdminRole, livePostingLink, pagePath, registerPostingTarget, type PostingSummary } from '@partners/contract';
import { useT } from '../../../i18n';
import { RECRUITMENT_PAYMENT_URL } from '../../../lib/config';
import { formatCount } from '../../../lib/format';
import { useConsoleSession } from '../../../lib/session';
import { usePostingSummary } from '../api/postings';
import { DdayBadge } from '../components/posting-badges';
import classes from './left-menu.module.css';
import { HoverTooltip } from '../../../components/hover-tooltip';

/** Spec §6: the payment page for a company that may not register postings yet, else the form in a new tab. */
function RegisterButton() {
  const t = useT();
  const { user } = useConsoleSession();
  const target = registerPostingTarget(user);
  const external = target.kind === 'external_payment';
  return (
    <Button
      component="a"
      href={external ? RECRUITMENT_PAYMENT_URL : PAGES.newPosting.path}
      target="_blank"
      rel={external ? 'noopener noreferrer' : 'noopener'}
      fullWidth
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      rightSection={external ? <IconExternalLink size={14} aria-hidden="true" /> : null}
      title={external ? t('recruitment.left_menu.register_payment_hint') : undefined}
    >
      {t('recruitment.left_menu.register')}
    </Button>
  );
}

function MenuLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className={classes.item} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}

function LivePosting({ posting, fitEnable, current }: { posting: PostingSummary; fitEnable: boolean; current: boolean }) {
  const t = useT();
  return (
    <MenuLink to={livePostingLink(posting, fitEnable)} current={current}>
      <DdayBadge label={posting.d_day} colorClass={posting.color_class} size="xs" />
      <span className={classes.title} title={posting.title}>
        {posting.title}
      </span>
      {posting.badge === 'in_review' ? (
        <Badge size="xs" radius="sm" variant="light" color="yellow" c="yellow.9" style={{ flexShrink: 0 }}>
          {t('recruitment.left_menu.in_review')}
        </Badge>
      ) : (
        <span className={classes.count}>
          <span aria-hidden="true">{formatCount(posting.applicant_count)}</span>
          <VisuallyHidden>{t('recruitment.left_menu.applicants_aria', { count: formatCount(posting.applicant_count) })}</VisuallyHidden>
          {posting.not_opened > 0 ? (
            <HoverTooltip label={t('recruitment.left_menu.not_opened', { count: formatCount(posting.not_opened) })} withArrow>
              <span
                className={classes.dot}
                role="img"
                aria-label={t('recruitment.left_menu.not_opened', { count: formatCount(posting.not_opened) })}
              />
            </HoverTooltip>
          ) : null}
        </span>
      )}
    </MenuLink>
  );
}

function LivePostings() {
  const t = useT();
  const { pathname } = useLocation();
  const summary = usePostingSummary();
  if (summary.isPending) {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label={t('recruitment.left_menu.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (summary.isError) {
    return (
      <Stack gap={6} align="flex-start" px="xs" role="alert">
        <Text fz="sm" c="dark.5">
          <IconAlertCircle size={14} aria-hidden="true" style={{ verticalAlign: -2, marginRight: 4 }} />
          {t('recruitment.left_menu.failed')}
        </Text>
        <UnstyledButton onClick={() => void summary.refetch()} fz="sm" c="brand.8" fw={600}>
          {t('recruitment.common.retry')}
        </UnstyledButton>
      </Stack>
    );
  }
  const { postings, fit_enable: fitEnable } = summary.data;
  if (postings.length === 0) {
    return (
      <Text fz="sm" c="dark.4" px="xs" py={6}>
        {t('recruitment.left_menu.empty')}
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label={t('recruitment.left_menu.live_postings')}>
      {postings.map((posting) => (
        <LivePosting key={posting.id} posting={posting} fitEnable={fitEnable} current={pathname === applicantsPath(posting.id)} />
      ))}
    </ul>
  );
}

/**
 * The live postings under their title; on a screen too narrow for the menu beside the page (where it stands
 * above it), folded behind a disclosure, so the page itself comes first and does not move down when the list
 * arrives (CSS: left-menu.module.css).
 */
function LivePostingsSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={classes.section}>
      <div className={classes.sectionTitle}>{t('recruitment.left_menu.live_postings')}</div>
      <UnstyledButton className={classes.sectionToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {t('recruitment.left_menu.live_postings')}
        <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
      </UnstyledButton>
      <div id={listId} className={classes.live} data-open={open || undefined}>
        <LivePostings />
      </div>
    </div>
  );
}

/** Spec §2 recruitment left menu: register, all applicants, all postings, the live postings. */
export function RecruitmentLeftMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const { user } = useConsoleSession();
  return (
    <nav className={classes.menu} aria-label={t('recruitment.left_menu.label')}>
      <RegisterButton />
      <ul className={classes.list} style={{ marginTop: 12 }}>
        <MenuLink to={pagePath(PAGES.applicants)} current={pathname === pagePath(PAGES.applicants)}>
          {t('recruitment.left_menu.all_applicants')}
        </MenuLink>
        <MenuLink to={PAGES.postings.path} current={pathname === PAGES.postings.path}>
          {t('recruitment.left_menu.all_postings')}
        </MenuLink>
        {isAdminRole(user.business_role) ? (
          <MenuLink to={PAGES.auditLog.path} current={false}>
            {t('recruitment.left_menu.audit_log')}
          </MenuLink>
        ) : null}
      </ul>
      <LivePostingsSection />
    </nav>
  );
}
