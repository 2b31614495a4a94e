import { Type } from '@sinclair/typebox';
import { Id, opt } from '../../lib/schemas';
import { CurrentUser, currentUserFields } from '../users';

const DeviceId = Type.String({ minLength: 1, maxLength: 200 });
const Secret = Type.String({ minLength: 1, maxLength: 200 });

export const BootstrapHeaders = Type.Object({
  'x-device-id': opt(Type.String({ maxLength: 200 })),
});
export const BootstrapOut = Type.Object({
  user_id: Type.Integer(),
  kiosk_secret: Type.Optional(Type.String()),
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
