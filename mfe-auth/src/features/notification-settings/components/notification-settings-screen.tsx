import { Alert, Button, Card, Page, Spinner, Switch, type ScreenProps } from '@care/shared';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, Stack } from '../../../lib/layout';
import { COMMON_TEXTS, NOTIFICATION_SECTIONS, NOTIFICATION_TEXTS } from '../../../texts';
import { useNotificationSettingsForm } from '../hooks/use-notification-settings-form';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.h2};
    color: ${({ theme }) => theme.colors.text};
  }
`;

function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}

/** Spec 2.7: the switches of each section, saved as one object. */
export function NotificationSettingsScreen({ navigate }: ScreenProps) {
  const form = useNotificationSettingsForm();
  const { query, settings } = form;

  let body;
  if (!form.authenticated)
    body = <Alert severity="error">{NOTIFICATION_TEXTS.notAuthenticated}</Alert>;
  else if (query.isError) body = <Alert severity="error">{NOTIFICATION_TEXTS.loadFailed}</Alert>;
  else if (query.isPending) body = <Spinner label={COMMON_TEXTS.loading} size={40} />;
  else if (settings === null) body = <Alert severity="info">{NOTIFICATION_TEXTS.empty}</Alert>;
  else
    body = (
      <Stack>
        {NOTIFICATION_SECTIONS.map((section) => (
          <SettingsSection key={section.title} title={section.title}>
            {section.switches.map((item) => (
              <Switch
                key={item.field}
                name={item.field}
                label={item.label}
                checked={settings[item.field] === true}
                onCheckedChange={(checked) => form.toggle(item.field, checked)}
                disabled={form.saving}
              />
            ))}
          </SettingsSection>
        ))}
        {form.outcome !== null && (
          <Alert severity={form.outcome.severity}>{form.outcome.message}</Alert>
        )}
        <Actions>
          <Button busy={form.saving} onClick={() => void form.save()}>
            {NOTIFICATION_TEXTS.save}
          </Button>
        </Actions>
      </Stack>
    );

  return (
    <Page
      title={NOTIFICATION_TEXTS.title}
      maxWidth="sm"
      backAction={
        <Button variant="text" onClick={() => navigate(-1)}>
          {NOTIFICATION_TEXTS.back}
        </Button>
      }
    >
      <Card>{body}</Card>
    </Page>
  );
}
