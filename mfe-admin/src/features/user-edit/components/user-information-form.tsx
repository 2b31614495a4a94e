import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, SelectField, Stack, TextField, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { Form, FormError, FormSwitch, SubmitButton, useForm, z } from '@care/shared/forms';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { TEXTS } from '../../../texts';
import type { AdminUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import type { UserUpdate } from '../api/update-user';
import { saveUserError } from '../lib/save-error';

const T = TEXTS.edit;
const LOGIN_REDIRECT_MS = 1500;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const schema = z.object({
  email: z
    .string()
    .check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: () => T.emailInvalid })),
  display_name: z.string().check(z.trim(), z.maxLength(150)),
  full_name: z.string().check(z.trim(), z.maxLength(300)),
  gender: z.string(),
  age: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) <= 150), {
      error: () => T.ageInvalid,
    }),
  ),
  time_zone: z.string(),
  is_staff: z.boolean(),
  is_admin: z.boolean(),
});

function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export interface UserInformationFormProps {
  user: AdminUser;
  /** Superuser and staff: the Admin Controls (Is Staff, Is Admin) are shown and sent. */
  canManageAccounts: boolean;
  navigate: NavigateFn;
}

/**
 * Spec 2.11 User Information (username not editable; gender Male/Female/Other; age) and Admin
 * Controls, saved together with Save Changes; Cancel goes to the admin dashboard. Save failures use
 * the texts of spec 8 "Save user"; a 401 goes to login after the message.
 */
export function UserInformationForm({
  user,
  canManageAccounts,
  navigate,
}: UserInformationFormProps) {
  const update = useUpdateUser(String(user.id));
  const [saved, setSaved] = useState(false);
  const zoneOptions = useMemo(() => zones(user.time_zone), [user.time_zone]);
  const form = useForm(schema, {
    defaultValues: {
      email: user.email,
      display_name: user.display_name,
      full_name: user.full_name,
      gender: user.gender ?? '',
      age: user.age === null ? '' : String(user.age),
      time_zone: user.time_zone,
      is_staff: user.is_staff,
      is_admin: user.is_admin,
    },
  });

  // Changes not saved ask before the page leaves (docs/product.md 2.11).
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = async (values: z.infer<typeof schema>) => {
    setSaved(false);
    const body: UserUpdate = {
      // Spec 7 sends the username with the details; it is never edited here (spec 5).
      username: user.username,
      email: values.email,
      display_name: values.display_name,
      full_name: values.full_name,
      gender: values.gender === '' ? null : (values.gender as 'Male' | 'Female' | 'Other'),
      age: values.age === '' ? null : Number(values.age),
      time_zone: values.time_zone,
      ...(canManageAccounts ? { is_staff: values.is_staff, is_admin: values.is_admin } : {}),
    };
    try {
      const after = await update.mutateAsync({ body });
      form.reset({ ...values, is_staff: after.is_staff, is_admin: after.is_admin });
      setSaved(true);
    } catch (error) {
      const { message, toLogin } = saveUserError(error);
      form.setFormError(message);
      if (toLogin) {
        // The session is over: nothing here can be saved, so the move to login does not ask.
        unsaved.release();
        setTimeout(() => navigate(linkTo('login')), LOGIN_REDIRECT_MS);
      }
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={T.information}>
      <Card title={T.information}>
        <Fields>
          <TextField
            label={T.username}
            value={user.username}
            hint={T.usernameHint}
            readOnly
            disabled
          />
          <TextField label={T.email} type="email" autoComplete="off" {...form.field('email')} />
          <TextField label={T.displayName} {...form.field('display_name')} />
          <TextField label={T.fullName} {...form.field('full_name')} />
          <SelectField
            label={T.gender}
            {...form.field('gender')}
            options={[
              { value: '', label: T.genderNone },
              { value: 'Male', label: 'Male' },
              { value: 'Female', label: 'Female' },
              { value: 'Other', label: 'Other' },
            ]}
          />
          <TextField label={T.age} inputMode="numeric" {...form.field('age')} />
          <SelectField
            label={T.timeZone}
            {...form.field('time_zone')}
            options={zoneOptions.map((zone) => ({ value: zone, label: zone }))}
          />
        </Fields>
      </Card>
      {canManageAccounts && (
        <Card title={T.adminControls}>
          <FormSwitch control={form.control} name="is_staff" label={T.isStaff} />
          <FormSwitch control={form.control} name="is_admin" label={T.isAdmin} />
        </Card>
      )}
      <FormError />
      {saved && !form.formState.isDirty && (
        <Alert severity="success">{TEXTS.userAdmin.updated}</Alert>
      )}
      {unsaved.dialog}
      <Stack direction="row" gap={2} wrap>
        <SubmitButton busyLabel={T.saving}>{T.saveChanges}</SubmitButton>
        <Button variant="secondary" onClick={() => navigate(linkTo('adminDashboard'))}>
          {T.cancel}
        </Button>
      </Stack>
    </Form>
  );
}
