import { Type } from '@sinclair/typebox';
import { Id, opt } from '../../lib/schemas';
import { CurrentUser, currentUserFields } from '../users/schemas';

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
