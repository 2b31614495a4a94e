import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  apiErrorText,
  Button,
  Card,
  ConfirmDialog,
  readDeviceId,
  Stack,
  STORAGE_KEYS,
  TextField,
} from '@care/shared';
import { Form, useForm, z } from '@care/shared/forms';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { TEXTS } from '../../../texts';
import type { AdminUser } from '../api/get-user';
import { generateDeviceId, generateKioskSecret } from '../api/kiosk';
import { useUpdateUser } from '../api/update-user';
import { KioskPairingForm } from './kiosk-pairing-form';

const T = TEXTS.kiosk;

const KioskQr = lazy(() => import('./kiosk-qr').then((m) => ({ default: m.KioskQr })));

/** What the API accepts (and the host's setup card shows): 'kiosk-' and a version 4 UUID. */
const DEVICE_ID = /^kiosk-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const schema = z.object({
  device_id: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(DEVICE_ID, { error: () => T.deviceIdInvalid })),
  kiosk_secret: z.string().check(z.trim()),
});

const Code = styled.code`
  font-size: ${({ theme }) => theme.font.size.lg};
  word-break: break-all;
`;

const Carry = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

type Message = { ok: boolean; text: string; detail?: string | null };

export interface KioskConfigurationProps {
  /** The route's user id, as the URL gave it. */
  userId: string;
  user: AdminUser;
  /** Full admins, account managers and the assigned clinical admin (spec 6). */
  canConfigure: boolean;
}

/** Privileged accounts are never kiosks (the API refuses to bind them). */
const isPrivileged = (u: AdminUser) =>
  u.is_superuser || u.is_admin || u.is_primary_admin || u.is_clinical_admin || u.is_caregiver;

/**
 * Spec 2.11 Kiosk Configuration: the kiosk's state in words; pair a device by the code its set-up card shows
 * (docs/product.md 2.11: the device then fetches its own secret); bind a device id, generate the secret, save
 * (a re-key: the device needs a new pairing code); the kiosk messages of spec 8; a QR code and the id in text to
 * check against the device.
 */
export function KioskConfiguration({ userId, user, canConfigure }: KioskConfigurationProps) {
  const update = useUpdateUser(userId);
  const form = useForm(schema, {
    defaultValues: { device_id: user.device_id ?? '', kiosk_secret: user.kiosk_secret ?? '' },
  });
  const [showSecret, setShowSecret] = useState(false);
  const [busy, setBusy] = useState<'device' | 'secret' | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const thisDevice = readDeviceId();
  // A device id or secret typed and not saved asks before the page leaves (docs/product.md 2.11).
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  if (!canConfigure) {
    return (
      <Card title={T.title} id="kiosk">
        <p>{T.notAllowed}</p>
      </Card>
    );
  }
  if (isPrivileged(user)) {
    return (
      <Card title={T.title} id="kiosk">
        <p>{T.privileged}</p>
      </Card>
    );
  }

  const validId = /^\d+$/.test(userId);
  const newDeviceId = async () => {
    setMessage(null);
    if (!validId) {
      setMessage({ ok: false, text: T.missingUserId });
      return;
    }
    setBusy('device');
    try {
      form.setValue('device_id', await generateDeviceId(userId));
      form.clearErrors('device_id');
    } catch {
      setMessage({ ok: false, text: T.configFailed });
    } finally {
      setBusy(null);
    }
  };
  const newSecret = async (): Promise<string | null> => {
    setBusy('secret');
    try {
      const value = await generateKioskSecret();
      form.setValue('kiosk_secret', value);
      return value;
    } catch {
      setMessage({ ok: false, text: T.secretFailed });
      return null;
    } finally {
      setBusy(null);
    }
  };
  const save = async (device: string | null, withSecret: string | null, done: string) => {
    try {
      const after = await update.mutateAsync({
        method: 'patch',
        body: { device_id: device, kiosk_secret: withSecret },
      });
      form.reset({ device_id: after.device_id ?? '', kiosk_secret: after.kiosk_secret ?? '' });
      // Spec 3: a kiosk keeps its configuration locally too — only when this browser is that device.
      if (device !== null && device === thisDevice) {
        window.localStorage.setItem(
          STORAGE_KEYS.kioskConfig,
          JSON.stringify({ device_id: device, kiosk_secret: withSecret, user_id: user.id }),
        );
      }
      setMessage({ ok: true, text: done });
    } catch (error) {
      setMessage({ ok: false, text: T.updateFailed, detail: apiErrorText(error, 'detail') });
    }
  };
  const onSave = async (values: z.infer<typeof schema>) => {
    const useSecret = values.kiosk_secret !== '' ? values.kiosk_secret : await newSecret();
    if (useSecret === null) return;
    await save(values.device_id, useSecret, T.saved);
  };

  const bound = user.device_id;
  return (
    <Card title={T.title} id="kiosk">
      <Stack gap={2}>
        <p>{T.intro}</p>
        <p data-testid="kiosk-state">
          {T.stateLabel}: <strong>{T.states[user.kiosk_state]}</strong>.{' '}
          {T.stateHints[user.kiosk_state]}
        </p>
        <KioskPairingForm
          userId={userId}
          onPaired={(deviceId) => {
            setMessage(null);
            form.reset({ device_id: deviceId, kiosk_secret: '' });
          }}
        />
        <Form
          form={form}
          aria-label={T.title}
          // Every attempt hides the last result first, one the schema stops included.
          onSubmitCapture={() => setMessage(null)}
          onSubmit={onSave}
        >
          <Stack gap={2}>
            <TextField
              label={T.deviceId}
              hint={T.deviceIdHint}
              spellCheck={false}
              autoComplete="off"
              {...form.field('device_id')}
            />
            <Stack direction="row" gap={1} wrap>
              <Button
                variant="secondary"
                busy={busy === 'device'}
                onClick={() => void newDeviceId()}
              >
                {T.generateDeviceId}
              </Button>
              {thisDevice !== null && thisDevice !== form.watch('device_id') && (
                <Button variant="secondary" onClick={() => form.setValue('device_id', thisDevice)}>
                  {T.useThisDevice}
                </Button>
              )}
            </Stack>
            {thisDevice !== null && <p>{T.thisDevice(thisDevice)}</p>}
            <TextField
              label={T.secret}
              hint={T.secretHint}
              type={showSecret ? 'text' : 'password'}
              autoComplete="off"
              {...form.field('kiosk_secret')}
            />
            <Stack direction="row" gap={1} wrap>
              <Button variant="secondary" onClick={() => setShowSecret((s) => !s)}>
                {showSecret ? T.hideSecret : T.showSecret}
              </Button>
              <Button
                variant="secondary"
                busy={busy === 'secret'}
                onClick={() => {
                  setMessage(null);
                  void newSecret();
                }}
              >
                {T.generateSecret}
              </Button>
            </Stack>
            <Stack direction="row" gap={1} wrap>
              {/* Not SubmitButton: Save is busy while any save runs, a Remove's too (its dialog closes at once). */}
              <Button type="submit" busy={update.isPending}>
                {T.save}
              </Button>
              {bound && (
                <Button variant="danger" onClick={() => setConfirmRemove(true)}>
                  {T.remove}
                </Button>
              )}
            </Stack>
          </Stack>
        </Form>
        {unsaved.dialog}
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} title={message.text}>
            {message.detail ?? undefined}
          </Alert>
        )}
        {bound && (
          <section aria-label={T.carryTitle}>
            <h3>{T.carryTitle}</h3>
            <Carry>
              <Suspense fallback={null}>
                <KioskQr text={bound} />
              </Suspense>
              <Stack gap={1}>
                <p>{T.carryText}</p>
                <Code>{bound}</Code>
                <p>
                  {T.shortCode}: <Code>{bound.slice(6, 14)}</Code> — {T.shortCodeHint}
                </p>
              </Stack>
            </Carry>
          </section>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        title={T.confirmRemove}
        message={T.confirmRemoveText}
        confirmLabel={T.remove}
        danger
        busy={update.isPending}
        onConfirm={() => {
          setConfirmRemove(false);
          void save(null, null, T.removed);
        }}
        onCancel={() => setConfirmRemove(false)}
      />
    </Card>
  );
}
