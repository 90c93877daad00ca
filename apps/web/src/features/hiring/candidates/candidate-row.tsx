import { Badge, Button, Group, Menu, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconHistory, IconMessage, IconSend, IconTrash, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ACTION_STATUSES, OPEN_PROPOSAL_STATUSES, TALENT_PATHS, type ActionStatus, type Candidate, type ProposalStatus } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { ProposalStatusBadge } from '../components/proposal-badges';
import { careerYears } from '../../../lib/labels';
import { RowMenu } from '../../../components/row-menu';

/** What a row asks its list to open. */
export type CandidateIntent =
  | { kind: 'propose'; candidate: Candidate }
  | { kind: 'contact'; candidate: Candidate }
  | { kind: 'remove'; candidate: Candidate }
  | { kind: 'review'; proposalId: number }
  | { kind: 'reject'; proposalId: number }
  | { kind: 'history'; userId: string };

export type CandidateRowProps = {
  candidate: Candidate;
  /** The all-projects list names each candidate's project. */
  showProject: boolean;
  isSaving: boolean;
  onActionStatus: (candidate: Candidate, actionStatus: ActionStatus) => void;
  onIntent: (intent: CandidateIntent) => void;
};

const SKILLS_SHOWN = 6;

/** A seeker can be proposed to again once the last proposal is closed without acceptance. */
function canProposeAgain(status: ProposalStatus): boolean {
  return !(OPEN_PROPOSAL_STATUSES as readonly ProposalStatus[]).includes(status) && status !== 'accepted';
}

function isActionStatus(value: string): value is ActionStatus {
  return (ACTION_STATUSES as readonly string[]).includes(value);
}

/** One candidate: the seeker at a glance, the latest proposal, the action status and what can be done next. */
export function CandidateRow({ candidate, showProject, isSaving, onActionStatus, onIntent }: CandidateRowProps) {
  const t = useT();
  const { proposal } = candidate;
  const facts = [candidate.occupation_name, careerYears(candidate.years_of_experience, t), t('hiring.seeker.born', { year: candidate.birth_year })];
  const canPropose = proposal === null || canProposeAgain(proposal.status);

  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap" data-testid={`candidate-${candidate.id}`}>
      <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} fz="md">
            {candidate.masked_name}
          </Text>
          <Text fz="sm" c="dark.4">
            {facts.join(' · ')}
          </Text>
          {showProject ? (
            <Badge variant="outline" color="gray" tt="none" fw={500}>
              {t('hiring.candidates.project', { name: candidate.project_name })}
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm" c="dark.6" lineClamp={1}>
          {candidate.headline}
        </Text>
        {candidate.skills.length > 0 ? (
          <Group gap={4} role="list" aria-label={t('hiring.candidates.skills')}>
            {candidate.skills.slice(0, SKILLS_SHOWN).map((skill) => (
              <Badge key={skill} role="listitem" variant="default" color="gray" tt="none" fw={500} size="sm">
                {skill}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group gap="xs">
          {proposal ? (
            <>
              <ProposalStatusBadge status={proposal.status} />
              <Text fz="xs" c="dark.4">
                {t('hiring.candidates.proposed_on', { date: formatDate(proposal.sent_at) })}
                {proposal.responded_at ? ` · ${t('hiring.candidates.responded_on', { date: formatDate(proposal.responded_at) })}` : ''}
              </Text>
            </>
          ) : (
            <Text fz="xs" c="dark.3">
              {t('hiring.candidates.no_proposal')}
            </Text>
          )}
        </Group>
      </Stack>
      <Stack gap="xs" align="flex-end">
        <NativeSelect
          aria-label={t('hiring.candidates.action_status_of', { name: candidate.masked_name })}
          size="xs"
          w={150}
          value={candidate.action_status}
          disabled={isSaving}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isActionStatus(next) && next !== candidate.action_status) onActionStatus(candidate, next);
          }}
          data={ACTION_STATUSES.map((status) => ({ value: status, label: t(`hiring.action_statuses.${status}`) }))}
        />
        <Group gap={6} justify="flex-end">
          <Button
            component={Link}
            to={TALENT_PATHS.profile(candidate.user_id)}
            size="xs"
            variant="default"
            leftSection={<IconUser size={14} aria-hidden="true" />}
          >
            {t('hiring.candidates.open_profile')}
          </Button>
          {proposal ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconMessage size={14} aria-hidden="true" />}
              onClick={() => onIntent({ kind: 'review', proposalId: proposal.id })}
            >
              {t('hiring.candidates.view_proposal')}
            </Button>
          ) : null}
          {canPropose ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSend size={14} aria-hidden="true" />}
              onClick={() => onIntent({ kind: 'propose', candidate })}
            >
              {t('hiring.candidates.propose')}
            </Button>
          ) : null}
          {candidate.contact_available ? (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconAddressBook size={14} aria-hidden="true" />}
              onClick={() => onIntent({ kind: 'contact', candidate })}
            >
              {t('hiring.candidates.show_contact')}
            </Button>
          ) : null}
          {proposal?.status === 'rejected' ? (
            <Button size="xs" variant="light" color="red" onClick={() => onIntent({ kind: 'reject', proposalId: proposal.id })}>
              {t('hiring.candidates.show_reject')}
            </Button>
          ) : null}
          <RowMenu label={t('hiring.candidates.actions_of', { name: candidate.masked_name })} iconSize={16}>
            <Menu.Item
              leftSection={<IconHistory size={16} aria-hidden="true" />}
              onClick={() => onIntent({ kind: 'history', userId: candidate.user_id })}
            >
              {t('hiring.candidates.history')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => onIntent({ kind: 'remove', candidate })}>
              {t('hiring.candidates.remove')}
            </Menu.Item>
          </RowMenu>
        </Group>
      </Stack>
    </Group>
  );
}
