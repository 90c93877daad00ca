/** The parts of a résumé that read the same wherever one is shown: skills, certifications, schools, free text. */
import '@mantine/core/styles/Timeline.css';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { Lang } from '../../i18n';
import { formatMonths } from '../../lib/format';
import classes from './resume.module.css';

export function SkillBadges({ skills }: { skills: string[] }) {
  return (
    <Group component="ul" gap="xs" className={classes.plainList}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="light" color="gray" size="lg" radius="sm" tt="none" fw={500}>
            {skill}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

export function CertificationList({ certifications }: { certifications: string[] }) {
  return (
    <Stack component="ul" gap="xs" className={classes.plainList}>
      {certifications.map((certification) => (
        <Group component="li" key={certification} gap="xs" wrap="nowrap">
          <IconCertificate size={16} aria-hidden="true" color="var(--mantine-color-brand-7)" />
          <Text fz="sm">{certification}</Text>
        </Group>
      ))}
    </Stack>
  );
}

export type SchoolEntry = { school_name: string; major: string; start_year: number; end_year: number | null };

export type SchoolListProps<E extends SchoolEntry> = {
  educations: E[];
  /** 학사 졸업: the level and degree status in the screen's words. */
  degreeOf: (education: E) => string;
  /** What an open end year reads (재학 중). */
  attending: string;
  /** The school's heading level (one below the card's title). */
  level: 'h3' | 'h4';
};

/** Schools with the major, level and degree status, and the years. */
export function SchoolList<E extends SchoolEntry>({ educations, degreeOf, attending, level }: SchoolListProps<E>) {
  return (
    <Stack component="ul" gap="md" className={classes.plainList}>
      {educations.map((education) => (
        <li key={`${education.school_name}-${education.start_year}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div>
              <Text component={level} fz={level === 'h3' ? 'md' : 'sm'} fw={700} m={0}>
                {education.school_name}
              </Text>
              <Text fz="sm" c="dark.5">
                {[education.major, degreeOf(education)].filter((part) => part.trim() !== '').join(' · ')}
              </Text>
            </div>
            <Text fz="xs" c="dark.3" className={classes.nowrap}>
              {education.start_year} – {education.end_year ?? attending}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

/** Free text as the person wrote it (line breaks kept, Korean words not split). */
export function ResumeProse({ children, c = 'dark.6', mt }: { children: string; c?: string; mt?: string | number }) {
  return (
    <Text fz="sm" c={c} mt={mt} className={classes.prose}>
      {children}
    </Text>
  );
}

/** One fact of a résumé's header (경력 · 5년차) inside a `<dl>` the caller lays out. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export type CareerEntry = { company_name: string; title: string; start: string; end: string | null; months: number; description: string };

export type CareerTimelineProps<C extends CareerEntry> = {
  careers: C[];
  /** The line under the company: the title, with the occupation where the résumé has one. */
  roleOf: (career: C) => string;
  /** What an open end reads (재직 중). */
  current: string;
  lang: Lang;
  /** The company's heading level (one below the card's title). */
  level: 'h3' | 'h4';
};

/** 경력 as a timeline: company, role, period YYYY.MM – 재직 중, length, description. */
export function CareerTimeline<C extends CareerEntry>({ careers, roleOf, current, lang, level }: CareerTimelineProps<C>) {
  return (
    <Timeline bulletSize={14} lineWidth={2} active={careers.length}>
      {careers.map((career) => (
        <Timeline.Item
          key={`${career.company_name}-${career.start}`}
          title={
            <Text component={level} fz={level === 'h3' ? 'md' : 'sm'} fw={700} m={0}>
              {career.company_name}
            </Text>
          }
        >
          <Text fz="sm" c="dark.6" mt={2}>
            {roleOf(career)}
          </Text>
          <Group gap={6} mt={2}>
            <Text fz="xs" c="dark.3">
              {career.start} – {career.end ?? current}
            </Text>
            <Text fz="xs" c="dark.3" aria-hidden="true">
              ·
            </Text>
            <Text fz="xs" c="dark.4" fw={600}>
              {formatMonths(career.months, lang)}
            </Text>
          </Group>
          {career.description ? (
            <ResumeProse c="dark.5" mt="xs">
              {career.description}
            </ResumeProse>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
