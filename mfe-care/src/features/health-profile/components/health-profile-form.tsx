import { useState } from 'react';
import {
  Alert,
  apiErrorBody,
  Card,
  failureMessage,
  isNetworkError,
  SelectField,
  TextArea,
  TextField,
} from '@care/shared';
import { Form, FormError, SubmitButton, useForm, z } from '@care/shared/forms';
import styled from 'styled-components';
import { TEXTS } from '../../../texts';
import type { HealthProfile } from '../api/get-health-profile';
import { useSaveHealthProfile } from '../api/update-health-profile';
import {
  BLOOD_TYPES,
  fieldKey,
  formValuesOf,
  HEALTH_SECTIONS,
  sectionsOf,
  type HealthField,
  type HealthFormValues,
} from '../lib/sections';
import { healthProfilePath } from '../lib/update-path';

const T = TEXTS.health.form;

/** Spec 2.9: the sections scroll inside an area at most 60% of the viewport high. */
const ScrollArea = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space(1)};
`;

const Section = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(1)} 0;

  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.targetSize}px;
    cursor: pointer;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Spec 5: "Nothing else is validated": every field is free text. */
const schema = z.record(z.string(), z.string());

/** Spec 8: 'Error updating health profile' followed by the server's response as text. */
function saveErrorText(error: unknown): string {
  if (isNetworkError(error)) return `${T.saveFailed}: ${failureMessage(error, '')}`;
  const body = apiErrorBody(error);
  const detail = body && typeof body.detail === 'string' ? body.detail : null;
  const text = detail ?? (body ? JSON.stringify(body) : failureMessage(error, ''));
  return text === '' ? T.saveFailed : `${T.saveFailed}: ${text}`;
}

function Control({
  field,
  name,
  form,
}: {
  field: HealthField;
  name: string;
  form: ReturnType<typeof useHealthForm>;
}) {
  const props = { label: field.label, ...form.field(name) };
  switch (field.kind) {
    case 'area':
      return <TextArea {...props} />;
    case 'date':
      return <TextField type="date" {...props} />;
    case 'number':
      return <TextField inputMode="decimal" {...props} />;
    case 'yesNo':
      return (
        <SelectField
          placeholder={T.select}
          options={[
            { value: 'yes', label: T.yes },
            { value: 'no', label: T.no },
          ]}
          {...props}
        />
      );
    case 'bloodType':
      return (
        <SelectField
          placeholder={T.select}
          options={BLOOD_TYPES.map((type) => ({ value: type, label: type }))}
          {...props}
        />
      );
    case 'text':
      return <TextField {...props} />;
  }
}

function useHealthForm(profile: HealthProfile | undefined) {
  return useForm(schema, { defaultValues: formValuesOf(profile?.health_profile) });
}

/** Spec 2.9: the edit form, collapsible sections (the first open), 'Save Health Profile'. */
export function HealthProfileForm({
  userId,
  profile,
}: {
  userId: string;
  profile: HealthProfile | undefined;
}) {
  const form = useHealthForm(profile);
  const save = useSaveHealthProfile();
  const [saved, setSaved] = useState(false);
  const submit = async (values: HealthFormValues): Promise<void> => {
    setSaved(false);
    const target = healthProfilePath(userId);
    if ('error' in target) {
      form.setFormError(target.error);
      return;
    }
    try {
      const result = await save.mutateAsync({
        ...target,
        healthProfile: sectionsOf(values, profile?.health_profile),
      });
      form.reset(formValuesOf(result.health_profile));
      setSaved(true);
    } catch (error) {
      form.setFormError(saveErrorText(error));
    }
  };
  return (
    <Card title={T.title}>
      <Form form={form} aria-label={T.title} onSubmit={submit}>
        <ScrollArea tabIndex={0} role="group" aria-label={T.scrollArea}>
          {HEALTH_SECTIONS.map((section, index) => (
            <Section key={section.title} open={index === 0}>
              <summary>{section.title}</summary>
              <Fields>
                {section.fields.map((field) => (
                  <Control
                    key={field.name}
                    field={field}
                    name={fieldKey(section, field)}
                    form={form}
                  />
                ))}
              </Fields>
            </Section>
          ))}
        </ScrollArea>
        <Footer>
          <FormError />
          {saved && !form.formState.isDirty && <Alert severity="success">{T.saved}</Alert>}
          <div>
            <SubmitButton busyLabel={T.saving}>{T.save}</SubmitButton>
          </div>
        </Footer>
      </Form>
    </Card>
  );
}
