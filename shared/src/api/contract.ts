/**
 * Types of the API contract, generated from its OpenAPI document (./generated/openapi.ts). Paths
 * are relative to the API base, as the client calls them:
 *   ApiResponse<'/users/me/', 'get'>                      the 200 body of GET /api/users/me/
 *   ApiResponse<'/auth/register/', 'post', 201>           another status
 *   ApiRequestBody<'/auth/token/refresh/', 'post'>        the JSON (or multipart) body
 *   ApiQuery                                              query parameters
 *   ApiSchema<'AdminUser'>                                a named schema
 */
import type { components, paths } from './generated/openapi';

type ApiPath = keyof paths;
type ApiMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;
type Content<T> = T extends { content: infer C }
  ? C extends Record<string, unknown>
    ? C[keyof C]
    : never
  : never;

/** Methods a path supports. */
type ApiMethodsOf<P extends ApiPath> = {
  [M in ApiMethod]: paths[P][M] extends undefined ? never : M;
}[ApiMethod];

export type ApiResponse<P extends ApiPath, M extends ApiMethodsOf<P>, Status extends number = 200> =
  Operation<P, M> extends { responses: infer R }
    ? Status extends keyof R
      ? Content<R[Status]>
      : never
    : never;

export type ApiRequestBody<P extends ApiPath, M extends ApiMethodsOf<P>> =
  Operation<P, M> extends { requestBody?: infer B } ? Content<NonNullable<B>> : never;

export type ApiQuery<P extends ApiPath, M extends ApiMethodsOf<P>> =
  Operation<P, M> extends { parameters: { query?: infer T } } ? NonNullable<T> : never;
