import { randomUUID } from 'node:crypto';
import type { Ctx } from '../helpers';

/** A kiosk device id as the setup card generates it ('kiosk-' and a random UUID). */
export const newDeviceId = (): string => `kiosk-${randomUUID()}`;

export interface StartedPairing {
  device_code: string;
  user_code: string;
  expires_in: number;
  interval: number;
}

/** The device starts a pairing (POST /kiosk/pairing/) and gets its codes. */
export async function startPairing(ctx: Ctx, deviceId: string): Promise<StartedPairing> {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/kiosk/pairing/',
    body: { device_id: deviceId },
    csrf: false,
  });
  if (res.statusCode !== 201) throw new Error(`pairing: ${res.statusCode} ${res.body}`);
  return res.json<StartedPairing>();
}

/** The device asks the bootstrap, with its pairing's device code when it has one. */
export const bootstrap = (ctx: Ctx, deviceId: string, deviceCode?: string) =>
  ctx.call({
    method: 'GET',
    url: '/api/kiosk_bootstrap_config/',
    headers: {
      'x-device-id': deviceId,
      ...(deviceCode === undefined ? {} : { 'x-kiosk-pairing': deviceCode }),
    },
  });

/** `token` enters a pairing code on the person's Kiosk Configuration. */
export const enterCode = (ctx: Ctx, token: string, userId: number, userCode: string) =>
  ctx.call({
    method: 'POST',
    url: `/api/users/${userId}/kiosk-pairing/`,
    token,
    body: { user_code: userCode },
  });

/**
 * Pairs a kiosk with the person the device flow's way (docs/product.md 4.3): the device starts a pairing, the admin
 * (`adminToken`) enters its code for `userId`, and the device fetches its own secret. Answers what the device then
 * holds, for kiosk-auth / kiosk-login.
 */
export async function pairKiosk(
  ctx: Ctx,
  adminToken: string,
  userId: number,
  deviceId: string = newDeviceId(),
): Promise<{ deviceId: string; secret: string }> {
  const pairing = await startPairing(ctx, deviceId);
  const entered = await enterCode(ctx, adminToken, userId, pairing.user_code);
  if (entered.statusCode !== 200) throw new Error(`pair: ${entered.statusCode} ${entered.body}`);
  const boot = await bootstrap(ctx, deviceId, pairing.device_code);
  const body = boot.json<{ user_id?: number; kiosk_secret?: string }>();
  if (boot.statusCode !== 200 || body.user_id !== userId || !body.kiosk_secret) {
    throw new Error(`bootstrap: ${boot.statusCode} ${boot.body}`);
  }
  return { deviceId, secret: body.kiosk_secret };
}
