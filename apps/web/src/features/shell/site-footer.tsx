import { Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { FOOTER_LINKS } from '../../lib/config';
import classes from './site-footer.module.css';

/** Spec §2 footer: terms of use, privacy policy, recruitment-service terms, partnership inquiry, copyright. */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="sm">
          <Group component="ul" gap="lg" className={classes.links}>
            <li>
              <a href={FOOTER_LINKS.terms} className={classes.link}>
                {t('footer.terms')}
              </a>
            </li>
            <li>
              <a href={FOOTER_LINKS.privacy} className={classes.link} data-strong>
                {t('footer.privacy')}
              </a>
            </li>
            <li>
              <Link to={FOOTER_LINKS.recruitment_terms} className={classes.link}>
                {t('footer.recruitment_terms')}
              </Link>
            </li>
            <li>
              <a href={FOOTER_LINKS.partnership} className={classes.link}>
                {t('footer.partnership')}
              </a>
            </li>
          </Group>
          <Text fz="xs" c="dark.4">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
