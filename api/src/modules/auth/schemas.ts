import { Type } from '@sinclair/typebox';
import { component, opt } from '../../lib/schemas';
import { CurrentUser, Gender } from '../users';

const Password = Type.String({ minLength: 1, maxLength: 256 });
const RefreshToken = Type.String({ maxLength: 4096 });

export const TokenPair = component(
  'TokenPair',
  Type.Object({ access: Type.String(), refresh: Type.String() }),
);
export const CsrfOut = Type.Object({ csrfToken: Type.String(), csrf_token: Type.String() });

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Password,
});
export const LoginOut = component(
  'LoginResponse',
  Type.Object({ access: Type.String(), refresh: Type.String(), user: CurrentUser }),
);
export const RefreshBody = Type.Object({ refresh: RefreshToken });
export const LogoutBody = Type.Optional(
  Type.Object({ refresh_token: opt(RefreshToken), refresh: opt(RefreshToken) }),
);
export const RegisterBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Password,
  password2: opt(Type.String({ maxLength: 256 })),
  username: opt(Type.String({ maxLength: 150 })),
  display_name: opt(Type.String({ maxLength: 150 })),
  first_name: opt(Type.String({ maxLength: 150 })),
  last_name: opt(Type.String({ maxLength: 150 })),
  gender: opt(Gender),
  age: opt(Type.Integer({ minimum: 0, maximum: 150 })),
});
/** The same for a new e-mail and for one that has an account (no enumeration). */
export const RegisterOut = Type.Object({
  detail: Type.String(),
  message: Type.String(),
});
export const ResetRequestBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export const ResetConfirmBody = Type.Object({
  token: Type.String({ maxLength: 200 }),
  new_password: Password,
});
export const ResetCheckBody = Type.Object({ token: Type.String({ maxLength: 200 }) });
/** A reset link that still works: when it stops working. */
export const ResetCheckOut = Type.Object({ detail: Type.String(), expires_at: Type.String() });
export const DetailMessage = Type.Object({ detail: Type.String(), message: Type.String() });
export const ChangePasswordBody = Type.Object({ old_password: Password, new_password: Password });
export const ChangePasswordOut = Type.Object({
  message: Type.String(),
  access: Type.String(),
  refresh: Type.String(),
});
