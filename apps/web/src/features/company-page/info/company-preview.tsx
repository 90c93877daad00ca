import { Anchor, AspectRatio, Avatar, Badge, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconStarFilled } from '@tabler/icons-react';
import type { CompanyInfo } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import type { InfoValues } from './info-values';

export type CompanyPreviewProps = {
  /** What the server holds: images, rating, public address. */
  company: CompanyInfo;
  /** What the form holds now. */
  values: InfoValues;
  industryName: string | null;
};

/** The public company page's header as job seekers see it, following the form as it changes. */
export function CompanyPreview({ company, values, industryName }: CompanyPreviewProps) {
  const t = useT();
  const name = values.name.trim() || t('companyPage.preview.name_placeholder');
  const facts = [
    industryName,
    t(`company_sizes.${values.size}`),
    values.founded_year === '' ? null : t('companyPage.preview.founded', { year: values.founded_year }),
  ].filter((fact): fact is string => Boolean(fact));
  const homepage = values.homepage.trim();
  const introduction = values.introduction.trim();
  const { average, count } = company.review;

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} component="section" aria-label={t('companyPage.preview.title')}>
      <AspectRatio ratio={16 / 5}>
        {company.cover ? (
          <Image src={company.cover.variants.medium ?? company.cover.url} alt={t('companyPage.cover.alt')} fit="cover" />
        ) : (
          <Box bg="gray.1" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
            <Text fz="xs" c="dark.3">
              {t('companyPage.preview.no_cover')}
            </Text>
          </Box>
        )}
      </AspectRatio>
      <Stack gap="sm" p="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar
            src={company.logo ? (company.logo.variants.small ?? company.logo.url) : null}
            alt={t('companyPage.info.logo_alt', { name })}
            size={56}
            radius="md"
            style={{ border: '1px solid var(--mantine-color-gray-3)', marginTop: -36, background: 'white' }}
          >
            {name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" data-testid="preview-name" style={{ wordBreak: 'keep-all' }}>
              {name}
            </Title>
            <Text fz="sm" c="dark.4" data-testid="preview-facts">
              {facts.join(' · ')}
            </Text>
          </div>
        </Group>
        {count > 0 && average !== null ? (
          <Group gap={4} aria-label={t('companyPage.preview.rating', { average: average.toFixed(1), count: formatNumber(count) })} role="img">
            <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
            <Text fw={700} fz="sm" aria-hidden="true">
              {average.toFixed(1)}
            </Text>
            <Text fz="sm" c="dark.4" aria-hidden="true">
              {t('companyPage.preview.rating_count', { count: formatNumber(count) })}
            </Text>
          </Group>
        ) : (
          <Text fz="sm" c="dark.3">
            {t('companyPage.preview.no_rating')}
          </Text>
        )}
        <Text
          fz="sm"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'keep-all' }}
          c={introduction ? undefined : 'dark.3'}
          data-testid="preview-introduction"
        >
          {introduction || t('companyPage.preview.no_introduction')}
        </Text>
        {values.benefit_tags.length > 0 ? (
          <Group gap={6} aria-label={t('companyPage.preview.benefits')} role="list">
            {values.benefit_tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" radius="sm" role="listitem">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {homepage ? (
          <Text fz="sm">
            {t('companyPage.preview.homepage')}{' '}
            {/^https?:\/\//i.test(homepage) ? (
              <Anchor href={homepage} target="_blank" rel="noopener noreferrer">
                {homepage}
              </Anchor>
            ) : (
              homepage
            )}
          </Text>
        ) : null}
        <Button
          component="a"
          href={company.public_url}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          rightSection={<IconExternalLink size={14} aria-hidden="true" />}
          mt="xs"
        >
          {t('companyPage.preview.open_public')}
        </Button>
      </Stack>
    </Paper>
  );
}
