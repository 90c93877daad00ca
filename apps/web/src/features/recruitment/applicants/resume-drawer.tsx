import '@mantine/core/styles/Drawer.css';
import { useEffect } from 'react';
import { ActionIcon, Alert, Badge, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCopy, IconMail, IconPhone } from '@tabler/icons-react';
import { APPLICANT_STAGES, type ApplicantDetail, type ApplicantStage } from '@partners/contract';
import { Drawer } from '../../../components/modal';
import { useT } from '../../../i18n';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useApplicant, useMarkApplicantRead, useSetStage } from '../api/applicants';
import { ApplicantNote } from './applicant-note';
import { Fact } from '../../../components/resume/resume-parts';
import { careerYears } from '../../../lib/labels';
import { educationLevel, STAGE_COLOR } from './labels';
import { notifySuccess } from '../../../lib/notify';
import { useCopyToClipboard } from '../../../components/copy-link';
import { CareersSection, CertificationsSection, EducationsSection, IntroductionSection, SkillsSection } from './resume-sections';
import { HoverTooltip } from '../../../components/hover-tooltip';

export type ResumeDrawerProps = {
  applicantId: number | null;
  onClose: () => void;
};

/**
 * The résumé of one application (?applicant=id), opened over the list. Once shown, the drawer marks it read
 * with its own call (the server's GET only reads: decision 0027).
 */
export function ResumeDrawer({ applicantId, onClose }: ResumeDrawerProps) {
  const t = useT();
  const applicant = useApplicant(applicantId);
  const { mutate: markRead } = useMarkApplicantRead();
  const data = applicant.data;
  const unreadShown = data && data.id === applicantId && !data.opened ? data.id : null;
  useEffect(() => {
    if (unreadShown !== null) markRead(unreadShown);
  }, [unreadShown, markRead]);
  const refusal = applicant.isError && isApiError(applicant.error) ? applicant.error : null;
  return (
    <Drawer
      opened={applicantId !== null}
      onClose={onClose}
      position="right"
      size={720}
      padding="lg"
      title={data ? t('applicants.resume.label', { name: data.name }) : t('applicants.resume.loading')}
      closeButtonProps={{ 'aria-label': t('applicants.resume.close') }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dark-4)' },
        body: { background: 'var(--mantine-color-gray-0)', minHeight: 'calc(100% - 60px)' },
      }}
    >
      {data && data.id === applicantId ? (
        <Resume applicant={data} />
      ) : applicant.isError ? (
        <Alert
          color={refusal?.status === 404 ? 'gray' : refusal?.status === 429 ? 'orange' : 'red'}
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          mt="md"
          role={refusal?.status === 429 ? 'alert' : undefined}
        >
          {refusal?.status === 404
            ? t('applicants.resume.not_found')
            : refusal?.status === 429
              ? apiErrorMessage(refusal)
              : t('applicants.resume.failed')}
        </Alert>
      ) : (
        <Stack gap="md" pt="md" aria-busy="true" aria-label={t('applicants.resume.loading')} role="status">
          <Skeleton h={28} w="40%" />
          <Skeleton h={14} w="70%" />
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Drawer>
  );
}

function Resume({ applicant }: { applicant: ApplicantDetail }) {
  const t = useT();
  const setStage = useSetStage();
  const facts = [
    {
      label: t('applicants.table.birth_year'),
      value: `${t('applicants.table.born', { year: applicant.birth_year })} · ${t(`talent_search.genders.${applicant.gender}`)}`,
    },
    { label: t('applicants.table.experience'), value: careerYears(applicant.years_of_experience, t) },
    { label: t('applicants.table.occupation'), value: applicant.occupation_name },
    { label: t('applicants.table.education'), value: educationLevel(applicant.education_level, t) },
  ];

  const changeStage = (stage: ApplicantStage) =>
    setStage.mutate(
      { ids: [applicant.id], stage },
      { onSuccess: () => notifySuccess(t('applicants.resume.stage_saved', { name: applicant.name, stage: t(`applicants.stages.${stage}`) })) },
    );

  return (
    <Stack gap="md" pt="xs">
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs">
              <Title order={2} fz={24}>
                {applicant.name}
              </Title>
              <Badge variant="light" color={STAGE_COLOR[applicant.stage]} tt="none">
                {t(`applicants.stages.${applicant.stage}`)}
              </Badge>
            </Group>
            {applicant.headline ? (
              <Text fz="md" fw={500} c="dark.6">
                {applicant.headline}
              </Text>
            ) : null}
            <Text fz="xs" c="dark.3">
              {t('applicants.resume.applied_to', { title: applicant.job_posting.title })} ·{' '}
              {t('applicants.resume.applied_on', { date: formatDate(applicant.applied_at) })}
            </Text>
          </Stack>
          <NativeSelect
            label={t('applicants.resume.stage_label')}
            size="sm"
            w={150}
            value={applicant.stage}
            disabled={setStage.isPending}
            onChange={(event) => {
              const next = event.currentTarget.value as ApplicantStage;
              if (next !== applicant.stage) changeStage(next);
            }}
            data={APPLICANT_STAGES.map((stage) => ({ value: stage, label: t(`applicants.stages.${stage}`) }))}
          />
        </Group>
        <Group component="dl" gap="xl" mt="md" m={0}>
          {facts.map((fact) => (
            <Fact key={fact.label} label={fact.label} value={fact.value} />
          ))}
        </Group>
      </Paper>
      <Paper component="section" withBorder radius="md" p="lg" aria-label={t('applicants.resume.contact')}>
        <Title order={3} fz={16} mb="sm">
          {t('applicants.resume.contact')}
        </Title>
        <Stack gap="xs">
          <ContactLine
            icon={<IconPhone size={16} aria-hidden="true" />}
            label={t('applicants.resume.phone')}
            value={applicant.contact.phone}
            copyLabel={t('applicants.resume.copy_phone')}
            copied={t('applicants.resume.copied_phone')}
          />
          <ContactLine
            icon={<IconMail size={16} aria-hidden="true" />}
            label={t('applicants.resume.email')}
            value={applicant.contact.email}
            copyLabel={t('applicants.resume.copy_email')}
            copied={t('applicants.resume.copied_email')}
          />
        </Stack>
      </Paper>
      <ApplicantNote key={applicant.id} applicant={applicant} />
      <IntroductionSection introduction={applicant.resume.introduction} />
      <SkillsSection skills={applicant.resume.skills} />
      <CareersSection careers={applicant.resume.careers} />
      <EducationsSection educations={applicant.resume.educations} />
      <CertificationsSection certifications={applicant.resume.certifications} />
    </Stack>
  );
}

type ContactLineProps = { icon: React.ReactNode; label: string; value: string; copyLabel: string; copied: string };

function ContactLine({ icon, label, value, copyLabel, copied }: ContactLineProps) {
  const copyToClipboard = useCopyToClipboard();
  const copy = () => copyToClipboard(value, copied);
  return (
    <Group gap="sm" wrap="nowrap">
      <Group gap={6} w={96} c="dark.4" wrap="nowrap">
        {icon}
        <Text fz="sm" c="dark.4">
          {label}
        </Text>
      </Group>
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <HoverTooltip label={copyLabel} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={copyLabel} onClick={() => void copy()}>
          <IconCopy size={16} aria-hidden="true" />
        </ActionIcon>
      </HoverTooltip>
    </Group>
  );
}
