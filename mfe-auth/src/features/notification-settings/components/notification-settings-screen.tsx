import { Alert, Button, Card, Page, Spinner, type ScreenProps } from '@care/shared';
import { Form, FormError, FormSwitch, SubmitButton } from '@care/shared/forms';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Actions } from '../../../lib/layout';
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
  const { authenticated, query, form, submit, saved } = useNotificationSettingsForm();
  const saving = form.formState.isSubmitting;

  let body;
  if (!authenticated) body = <Alert severity="error">{NOTIFICATION_TEXTS.notAuthenticated}</Alert>;
  else if (query.isError) body = <Alert severity="error">{NOTIFICATION_TEXTS.loadFailed}</Alert>;
  else if (query.isPending) body = <Spinner label={COMMON_TEXTS.loading} size={40} />;
  else if (query.data === null) body = <Alert severity="info">{NOTIFICATION_TEXTS.empty}</Alert>;
  else
    body = (
      <Form form={form} onSubmit={submit} aria-label={NOTIFICATION_TEXTS.title}>
        {NOTIFICATION_SECTIONS.map((section) => (
          <SettingsSection key={section.title} title={section.title}>
            {section.switches.map((item) => (
              <FormSwitch
                key={item.field}
                control={form.control}
                name={item.field}
                label={item.label}
                disabled={saving}
              />
            ))}
          </SettingsSection>
        ))}
        <FormError />
        {saved && !form.formState.isDirty && (
          <Alert severity="success">{NOTIFICATION_TEXTS.saved}</Alert>
        )}
        <Actions>
          <SubmitButton>{NOTIFICATION_TEXTS.save}</SubmitButton>
        </Actions>
      </Form>
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
