import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { EndpointResult, OfficialSalary } from '@partners/contract';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useLang, useT } from '../../../i18n';
import { formatDate, formatManwon } from '../../../lib/format';
import { useDeleteOfficialSalary } from '../api/salaries';
import { notifySuccess } from '../../../lib/notify';
import { BrandingNotice } from '../reply/branding-notice';
import { OfficialSalaryForm } from './official-salary-form';

type SalaryData = EndpointResult<'salaries.list'>['data'];

/** The company's own published salaries; adding, editing and deleting need `can_publish` (spec §3 official_salaries). */
export function OfficialSalaries({ data, years }: { data: SalaryData; years: number[] }) {
  const t = useT();
  const lang = useLang();
  const remove = useDeleteOfficialSalary();
  const [form, setForm] = useState<{ editing: OfficialSalary | null } | null>(null);
  const [deleting, setDeleting] = useState<OfficialSalary | null>(null);
  const canPublish = data.can_publish;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t('reviews.official.deleted')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="official-salaries-title">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="lg" id="official-salaries-title">
            {t('reviews.official.title')}
          </Title>
          <Text fz="sm" c="dark.4">
            {t('reviews.official.intro')}
          </Text>
        </div>
        {canPublish ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setForm({ editing: null })}>
            {t('reviews.official.add')}
          </Button>
        ) : null}
      </Group>
      {canPublish ? null : <BrandingNotice title={t('reviews.official.locked_title')} body={t('reviews.official.locked_body')} />}
      {data.official.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text fz="sm" c="dark.4" ta="center">
            {t('reviews.official.empty')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" miw={640} aria-label={t('reviews.official.table_label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reviews.salary.occupation')}</Table.Th>
                <Table.Th>{t('reviews.salary.year')}</Table.Th>
                <Table.Th ta="right">{t('reviews.official.amount')}</Table.Th>
                <Table.Th>{t('reviews.official.note')}</Table.Th>
                <Table.Th>{t('reviews.official.updated_at')}</Table.Th>
                {canPublish ? <Table.Th ta="right">{t('reviews.official.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.official.map((official) => {
                const names = { occupation: official.occupation.name, year: official.year };
                return (
                  <Table.Tr key={official.id}>
                    <Table.Td fw={600}>{official.occupation.name}</Table.Td>
                    <Table.Td>{t('reviews.salary.year_value', { year: official.year })}</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {formatManwon(official.amount, lang)}
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" c={official.note ? undefined : 'dark.3'}>
                        {official.note ?? '-'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDate(official.updated_at)}</Table.Td>
                    {canPublish ? (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('reviews.official.edit_aria', names)}
                            onClick={() => setForm({ editing: official })}
                          >
                            <IconPencil size={16} aria-hidden="true" />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('reviews.official.delete_aria', names)}
                            onClick={() => setDeleting(official)}
                          >
                            <IconTrash size={16} aria-hidden="true" />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <OfficialSalaryForm
        opened={form !== null}
        editing={form?.editing ?? null}
        occupations={data.occupations}
        years={years}
        onClose={() => setForm(null)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('reviews.official.delete_title')}
        confirm={deleting ? t('reviews.official.delete_confirm', { occupation: deleting.occupation.name, year: deleting.year }) : ''}
        detail={t('reviews.official.delete_detail')}
        submitLabel={t('reviews.common.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
