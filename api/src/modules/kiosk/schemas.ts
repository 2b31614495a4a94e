import { Type } from '@sinclair/typebox';
import { Id, opt } from '../../lib/schemas';
import { CurrentUser, currentUserFields } from '../users';

const DeviceId = Type.String({ minLength: 1, maxLength: 200 });
const Secret = Type.String({ minLength: 1, maxLength: 200 });

export const BootstrapHeaders = Type.Object({
  'x-device-id': opt(Type.String({ maxLength: 200 })),
  'x-kiosk-pairing': opt(
    Type.String({
      maxLength: 200,
      description: 'The device code of the pairing this device started (POST /kiosk/pairing/)',
    }),
  ),
});
export const BootstrapOut = Type.Object({
  user_id: Type.Integer(),
  kiosk_secret: Type.Optional(
    Type.String({
      description:
        "Only to the device that holds an approved pairing's device code, once: the secret it signs in with",
    }),
  ),
});
/** A 404 of the bootstrap: `code` tells a device polling its pairing how it stands (RFC 8628's names). */
export const BootstrapNotFound = Type.Object({
  detail: Type.String(),
  code: opt(
    Type.Union([Type.Literal('authorization_pending'), Type.Literal('expired_token')], {
      description:
        'authorization_pending: no admin has entered the code yet (ask again after `interval`); expired_token: the pairing expired, was superseded or was used (start a new one)',
    }),
  ),
});
export const PairingBody = Type.Object({ device_id: DeviceId });
export const PairingOut = Type.Object({
  device_code: Type.String({
    description: 'The device keeps it to itself: its proof in X-KIOSK-PAIRING',
  }),
  user_code: Type.String({
    description: "Shown on the device's setup card for an admin to type ('BCDF-GHJK')",
  }),
  expires_in: Type.Integer({ description: 'Seconds until both codes expire' }),
  interval: Type.Integer({ description: 'Seconds between two bootstrap calls while pending' }),
});
export const PairBody = Type.Object({
  user_code: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'The code on the device; case, spaces and hyphens do not matter',
  }),
});
export const PairOut = Type.Object({
  device_id: Type.String(),
  kiosk_state: Type.Literal('awaiting_device'),
});
export const KioskLoginBody = Type.Object({
  user_id: Id,
  kiosk_secret: Secret,
  device_id: DeviceId,
});
export const KioskLoginOut = Type.Object({
  access: Type.String(),
  refresh: Type.String(),
  user: Type.Object({ ...currentUserFields, roles: Type.Array(Type.String()) }),
});
export const KioskAuthBody = Type.Object({ device_id: DeviceId, kiosk_secret: Secret });
export const KioskAuthOut = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Type.String(),
  access: Type.String(),
  refresh: Type.String(),
  user: CurrentUser,
});
export const KioskSecretOut = Type.Object({ kiosk_secret: Type.String() });
export const DeviceIdOut = Type.Object({ device_id: Type.String() });

/**
 * When the kiosk last loaded its data successfully (its own clock). A time ahead of the server's is
 * stored as the server's now, so a kiosk with a fast clock never looks fresher than it can be.
 */
const LastSyncAt = Type.String({ format: 'date-time', minLength: 20, maxLength: 40 });

export const PingQuery = Type.Object({
  device_id: opt(Type.String({ maxLength: 200 })),
  is_kiosk: opt(Type.String({ maxLength: 10 })),
  app_version: opt(Type.String({ maxLength: 50 })),
  last_sync_at: opt(LastSyncAt),
});
export const PingOut = Type.Object({
  status: Type.Literal('ok'),
  authenticated: Type.Boolean(),
  user_id: opt(Type.Integer()),
  server_time: opt(Type.String({ format: 'date-time' })),
  device_registered: opt(Type.Boolean()),
});
/** The kiosk ping payload of spec 3; other fields are accepted and ignored. */
export const PingBody = Type.Object(
  {
    device_id: opt(Type.String({ maxLength: 200 })),
    is_kiosk: opt(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
    userAgent: opt(Type.String({ maxLength: 1000 })),
    referrer: opt(Type.String({ maxLength: 2000 })),
    path: opt(Type.String({ maxLength: 2000 })),
    query: opt(Type.String({ maxLength: 2000 })),
    hostname: opt(Type.String({ maxLength: 255 })),
    app_version: opt(Type.String({ maxLength: 50 })),
    last_sync_at: opt(LastSyncAt),
  },
  { additionalProperties: true },
);
export const PingPostOut = Type.Object({
  status: Type.Literal('ok'),
  authenticated: Type.Boolean(),
});
