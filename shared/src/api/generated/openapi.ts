/**
 * Generated from the API's OpenAPI document by `pnpm --filter @care/api api-types`: do not
 * edit. Paths are relative to the API base (/api), as the API client calls them. Use the helpers
 * of ../contract.ts.
 */
/** The API contract version (OpenAPI `info.version`) these types were generated from. */
export const API_CONTRACT_VERSION = '1.4.0';
export interface paths {
  '/admin/audit-log/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the audit log, newest first: who read or changed whose health data, contacts, pictures, accounts and sessions
     * @description from is inclusive, to exclusive (instants with an offset).
     *
     *     Access: full-admin.
     */
    get: {
      parameters: {
        query?: {
          action?: string;
          actor_id?: number;
          from?: string;
          page?: number;
          page_size?: number;
          resource?: string;
          to?: string;
          user_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminAuditPage'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/dashboard/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What needs attention: pending approvals, doses missed today, unacknowledged messages, open support requests, kiosks; then counts by role
     * @description Full admins see everyone; a clinical admin the users assigned to them. Kiosks need pairing when bound without a working secret (a re-key, a new device id, a restore); the others are silent when their last ping is older than the configured minutes. The counts cover every kiosk, the items at most 50 (needing pairing first, then silent, longest silence first, then never seen, then online).
     *
     *     Access: admin-area.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminDashboard'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Messages sent to people, newest first, with whether each was acknowledged
     * @description Full admins: every message; a clinical admin: those to their assigned users.
     *
     *     Access: admin-area.
     */
    get: {
      parameters: {
        query?: {
          acknowledged?: boolean;
          page?: number;
          page_size?: number;
          recipient_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminMessagePage'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/sessions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active sessions (signed-in browsers and kiosks), most recently used first
     * @description Last use is the last token refresh (access tokens live 5 minutes).
     *
     *     Access: full-admin.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
          user_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSessionPage'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/sessions/{sessionId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a session: it is signed out at once (204)
     * @description Access: full-admin.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Settings of the admin area
     * @description Access: admin-area.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSettings'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Change the settings of the admin area (full admins)
     * @description Access: full-admin.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSettings'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/support/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Support requests, newest first, with who asked
     * @description Full admins: every request; a clinical admin: those of their assigned users.
     *
     *     Access: admin-area.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          page_size?: number;
          status?: 'open' | 'in_progress' | 'resolved';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSupportPage'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of users: search, filter by role, approval and activity, sort
     * @description Full admins and staff see everyone; a clinical admin only their assigned users. Every word of q must occur in the name, username or e-mail.
     *
     *     Access: directory.
     */
    get: {
      parameters: {
        query?: {
          activity?: 'active' | 'inactive';
          approval?: 'approved' | 'pending' | 'rejected';
          page?: number;
          page_size?: number;
          /** @description Words found in name, username or e-mail */
          q?: string;
          role?:
            | 'superuser'
            | 'primary_admin'
            | 'admin'
            | 'clinical_admin'
            | 'caregiver'
            | 'staff'
            | 'user';
          sort?: 'name' | '-name' | 'email' | '-email' | 'joined' | '-joined';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserPage'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{id}/sessions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke every session of a user (admins)
     * @description Access: manage of the user in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              revoked: number;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/appointments/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One appointment by its id alone (the add-to-calendar page, a link in an e-mail)
     * @description Access: care of the appointment in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/appointments/{id}/add-to-calendar/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The appointment as an iCalendar (.ics) file
     * @description Access: care of the appointment in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/appointments/{id}/send-email/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail the appointment (with its .ics and a link to its add-to-calendar page) to its user's address (the dev outbox in development)
     * @description Access: care of the appointment in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
              to: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit-log/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Audit log of health data, contact and picture access (admins), newest first
     * @description Access: full-admin.
     */
    get: {
      parameters: {
        query?: {
          actor_id?: number;
          limit?: number;
          offset?: number;
          resource?: string;
          user_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              action: string;
              actor_email: string | null;
              actor_id: number | null;
              /** Format: date-time */
              created_at: string;
              id: number;
              ip: string | null;
              resource: string;
              resource_id: string | null;
              subject_user_id: number | null;
            }[];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/change-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change own password
     * @description 400 {error: 'Current password is incorrect.'} on a wrong old password. Other sessions are revoked; the response carries fresh tokens for this one.
     *
     *     Access: signed-in.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            new_password: string;
            old_password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access: string;
              message: string;
              refresh: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in by e-mail and password
     * @description 401 wrong credentials; 403 pending approval or inactive.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoginResponse'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke the session (the refresh token family)
     * @description Without a refresh token, a signed-in caller is signed out everywhere.
     *
     *     Access: public (reads a bearer token when sent: lenient).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            refresh?: string;
            refresh_token?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password-reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a password reset e-mail (always 200: no account enumeration)
     * @description The e-mail holds a one-time token valid for 1 hour.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password-reset/check/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Whether a reset token still works (spends nothing)
     * @description 200 with the token's expiry while it works; 400 {detail} when it is unknown, spent or expired.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
              expires_at: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password-reset/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a one-time reset token
     * @description Revokes every session of the account.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            new_password: string;
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
              message: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/ping/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Session heartbeat / auth check; kiosk ping with ?device_id&is_kiosk
     * @description With a bearer token: 200 if valid, 401 token_not_valid otherwise. Without one: a kiosk ping (device_id) answers 200; anything else 401.
     *
     *     Access: public (reads a bearer token when sent: optional).
     */
    get: {
      parameters: {
        query?: {
          app_version?: string;
          device_id?: string;
          is_kiosk?: string;
          last_sync_at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              authenticated: boolean;
              device_registered?: boolean;
              /** Format: date-time */
              server_time?: string;
              /** @enum {string} */
              status: 'ok';
              user_id?: number;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    /**
     * Fire-and-forget kiosk ping
     * @description Access: public (reads a bearer token when sent: optional).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            app_version?: string;
            device_id?: string;
            hostname?: string;
            is_kiosk?: boolean | string;
            /** Format: date-time */
            last_sync_at?: string;
            path?: string;
            query?: string;
            referrer?: string;
            userAgent?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              authenticated: boolean;
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register; the account waits for approval
     * @description 201; the account cannot sign in until an admin approves it.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number;
            display_name?: string;
            email: string;
            first_name?: string;
            gender?: 'Male' | 'Female' | 'Other';
            last_name?: string;
            password: string;
            password2?: string;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
              message: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a refresh token
     * @description Returns a new access and a new refresh token; the old refresh token is spent. Presenting a spent token revokes its whole family (401 token_not_valid).
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            refresh: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TokenPair'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backup/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export all data as an encrypted backup file (superuser+staff)
     * @description The backup document {version: 1, exported_at, tables} (pictures as base64 of the decrypted bytes, password hashes included, kiosk secrets left out) is encrypted with AES-256-GCM under a key scrypt derives from `passphrase` (at least 12 characters); the answer is the envelope described in api/README.md. Without the passphrase the file cannot be opened.
     *
     *     Access: account-manager.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description At least 12 characters; the file cannot be opened without it */
            passphrase: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BackupEnvelope'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backup/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Alias of POST /api/backup/
     * @description The backup document {version: 1, exported_at, tables} (pictures as base64 of the decrypted bytes, password hashes included, kiosk secrets left out) is encrypted with AES-256-GCM under a key scrypt derives from `passphrase` (at least 12 characters); the answer is the envelope described in api/README.md. Without the passphrase the file cannot be opened.
     *
     *     Access: account-manager.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description At least 12 characters; the file cannot be opened without it */
            passphrase: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BackupEnvelope'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backup/restore/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace all data with a backup file, in one transaction (superuser+staff): {backup, passphrase}
     * @description `backup` is the file as exported (the encrypted envelope, opened with `passphrase`) or a plaintext backup document from before encryption. Opens and validates first; a failure changes nothing (400, code 'wrong_passphrase', 'not_a_backup', 'wrong_version' or 'invalid_backup'). Every kiosk binding then needs a new pairing (kiosk_state needs_pairing): no device can claim it by its id; an admin enters the code each device shows. Every session is revoked afterwards.
     *
     *     Access: account-manager.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The backup file as exported (schema BackupEnvelope), or a plaintext backup document from before encryption */
            backup: unknown;
            passphrase?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access?: string;
              counts: {
                [key: string]: number;
              };
              detail: string;
              refresh?: string;
              /** @description Every session was revoked. The caller keeps working with the tokens below when their account (same id and e-mail) is in the backup and may still restore; otherwise they must sign in again. */
              signed_out: boolean;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backup/summary/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a backup would contain now: rows per table and about its size (superuser+staff)
     * @description Access: account-manager.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BackupSummary'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/csrf/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sets the csrftoken cookie (JS-readable, SameSite=Lax, path /) and returns it
     * @description Access: public.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              csrf_token: string;
              csrfToken: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live channel (Server-Sent Events): an event naming what changed for each person the caller may read; resumes after Last-Event-ID
     * @description Access: signed-in.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          'last-event-id'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': components['schemas']['ErrorBody'];
          };
        };
        /** @description Default Response */
        406: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/frontend-reports/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a remote (or the remotes config) the browser could not load as deployed
     * @description 204; logged at warn and counted in care_api_frontend_reports_total. At most 30 a minute from one address.
     *
     *     Access: public (reads a bearer token when sent: lenient).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            attempts?: number;
            /** @description The error as the browser gave it */
            detail?: string;
            /** @description The release (or cached config) used instead */
            fallback?: string;
            kind:
              | 'remote-retried'
              | 'remote-fallback'
              | 'remote-failed'
              | 'remote-incompatible'
              | 'config-fallback';
            /** @description The path of the page that saw it (no query or fragment) */
            page?: string;
            /** @description The release concerned (`<version>-<hash>`): the one retried, refused or failed */
            release?: string;
            remote?: 'mfe_auth' | 'mfe_admin' | 'mfe_care' | 'mfe_picturebook' | 'mfe_voice';
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Alive: 200 while this instance answers at all (its dependencies are /ready)
     * @description Access: public.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosk_bootstrap_config/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Kiosk bootstrap: {user_id} for the device in the X-DEVICE-ID header
     * @description 404 when the device is not registered (bound to an active, approved user with a secret it claimed). The device id alone never yields a secret. With X-KIOSK-PAIRING (the device code of a pairing this device started): 200 with `kiosk_secret`, once, after an admin approved the pairing (the device keeps the secret; later bootstraps omit it); 404 code 'authorization_pending' while no admin has; 404 code 'expired_token' when it expired, was superseded or was used.
     *
     *     Access: public.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          'x-device-id'?: string;
          /** @description The device code of the pairing this device started (POST /kiosk/pairing/) */
          'x-kiosk-pairing'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Only to the device that holds an approved pairing's device code, once: the secret it signs in with */
              kiosk_secret?: string;
              user_id: number;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description authorization_pending: no admin has entered the code yet (ask again after `interval`); expired_token: the pairing expired, was superseded or was used (start a new one) */
              code?: 'authorization_pending' | 'expired_token';
              detail: string;
            };
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosk-auth/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Kiosk auth by device id and kiosk secret
     * @description Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            device_id: string;
            kiosk_secret: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access: string;
              email: string;
              id: number;
              refresh: string;
              role: string;
              user: components['schemas']['CurrentUser'];
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosk-login/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Kiosk sign-in by user id, device id and kiosk secret
     * @description Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            device_id: string;
            kiosk_secret: string;
            user_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access: string;
              refresh: string;
              user: {
                /** @description The person's clock shows 24-hour digits ('15:07', no am/pm); false: 12-hour ('3:07 pm') */
                clock_24h: boolean;
                display_name: string;
                email: string;
                first_name: string;
                id: number;
                is_admin: boolean;
                is_approved: boolean;
                is_caregiver: boolean;
                is_clinical_admin: boolean;
                is_primary_admin: boolean;
                is_staff: boolean;
                is_superuser: boolean;
                /** @description The language the person's screens speak (BCP 47): en, es, pl, cy; 'en' until chosen */
                language: 'en' | 'es' | 'pl' | 'cy';
                last_name: string;
                profile_picture: string | null;
                role: string;
                roles: string[];
                /** @description The person's clock shows the time in words ("It's half past nine in the morning"), the digits smaller */
                time_in_words: boolean;
                /** @description IANA time zone (the configured default until chosen) */
                time_zone: string;
                username: string;
              };
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosk/pairing/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A device starts a pairing: a device code it keeps, a user code an admin types
     * @description The device shows the user code (and its QR) and asks GET /kiosk_bootstrap_config/ with X-KIOSK-PAIRING every `interval` seconds; an admin enters the code at POST /users/{id}/kiosk-pairing/. Both codes expire in 600 s; a new pairing supersedes the device's pending one. Never yields a credential by itself. 400 when device_id is not a generated id.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            device_id: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The device keeps it to itself: its proof in X-KIOSK-PAIRING */
              device_code: string;
              /** @description Seconds until both codes expire */
              expires_in: number;
              /** @description Seconds between two bootstrap calls while pending */
              interval: number;
              /** @description Shown on the device's setup card for an admin to type ('BCDF-GHJK') */
              user_code: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/medications/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One medication by its id alone (the add-to-calendar page, a link in an e-mail)
     * @description Access: care of the medication in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/medications/{id}/add-to-calendar/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Daily reminders of the medication as an iCalendar (.ics) file
     * @description Access: care of the medication in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/messages/{id}/acknowledge_all/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Acknowledge every message to user {id} (only that person: 403 for anyone else; the kiosk offers no such button)
     * @description Access: person of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acknowledged: number;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Acknowledge every message to user {id} (only that person: 403 for anyone else; the kiosk offers no such button)
     * @description Access: person of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acknowledged: number;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Acknowledge every message to user {id} (only that person: 403 for anyone else; the kiosk offers no such button)
     * @description Access: person of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              acknowledged: number;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/messages/{id}/acknowledge/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Acknowledge message {id} (only the person it is for: 403 for anyone else)
     * @description Access: person of the message in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Acknowledge message {id} (only the person it is for: 403 for anyone else)
     * @description Access: person of the message in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Acknowledge message {id} (only the person it is for: 403 for anyone else)
     * @description Access: person of the message in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/messages/{id}/all/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Messages to user {id} for the clock, newest first: every unacknowledged one (the newest 100) and those acknowledged that were sent in the last 7 days (the newest 20)
     * @description The whole history, paged, is GET /admin/messages/?recipient_id= (admin area).
     *
     *     Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/messages/send/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to a user the sender cares for, or to someone who cares for the sender (201)
     * @description Access: correspond of the user in `recipient_id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
            recipient_id: number;
            subject?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prometheus metrics, for `Authorization: Bearer <METRICS_TOKEN>`; 404 without the token or when none is set
     * @description Access: public.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The Prometheus text exposition format */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One own notification
     * @description Access: self of the notification in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Notification'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Mark an own notification read/unread
     * @description Access: self of the notification in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_read: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Notification'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    /**
     * Delete an own notification (204)
     * @description Access: self of the notification in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Mark an own notification read/unread
     * @description Access: self of the notification in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_read: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Notification'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/notifications/settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Own notification settings (defaults until saved)
     * @description Access: signed-in.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationSettings'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Replace own notification settings; unknown fields are kept as sent
     * @description Access: signed-in.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enable_notifications?: boolean;
            login_alerts?: boolean;
            medication_reminders?: boolean;
            quiet_hours_enabled?: boolean;
            security_alerts?: boolean;
            upcoming_appointment_alerts?: boolean;
          } & {
            [key: string]: unknown;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationSettings'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/picturebook/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a picture for user {id}: multipart/form-data with image (JPEG or PNG, at most 5242880 bytes) and comment
     * @description 400 'Please select an image.'; 400 'Only JPEG or PNG files are allowed.' when it does not decode as JPEG or PNG (code not_an_image) or declares more than 50000000 pixels (code too_many_pixels, refused from its header before decoding); 413 'File exceeds 5MB.'; 503 'The picture could not be processed. Please try again.' when the image worker doing the work stopped. Decoded in a low-priority image worker process; stored upright (EXIF orientation applied) and without metadata (EXIF with GPS, XMP, IPTC, ICC), with a thumbnail, encrypted (AES-256-GCM) in the picture store. At most RATE_LIMIT_UPLOAD (30) uploads a minute per account (429).
     *
     *     Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            comment?: string;
            /**
             * Format: binary
             * @description JPEG or PNG, at most 5242880 bytes
             */
            image: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PictureWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ready: 200 when the database, Redis and the object store answer; 503 naming the one that does not
     * @description Access: public.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              database: 'ok' | 'unreachable' | 'not configured';
              object_store: 'ok' | 'unreachable' | 'not configured';
              redis: 'ok' | 'unreachable' | 'not configured';
              status: 'ok' | 'unavailable';
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              database: 'ok' | 'unreachable' | 'not configured';
              object_store: 'ok' | 'unreachable' | 'not configured';
              redis: 'ok' | 'unreachable' | 'not configured';
              status: 'ok' | 'unavailable';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restore/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace all data with a backup file, in one transaction (superuser+staff): {backup, passphrase}
     * @description `backup` is the file as exported (the encrypted envelope, opened with `passphrase`) or a plaintext backup document from before encryption. Opens and validates first; a failure changes nothing (400, code 'wrong_passphrase', 'not_a_backup', 'wrong_version' or 'invalid_backup'). Every kiosk binding then needs a new pairing (kiosk_state needs_pairing): no device can claim it by its id; an admin enters the code each device shows. Every session is revoked afterwards.
     *
     *     Access: account-manager.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The backup file as exported (schema BackupEnvelope), or a plaintext backup document from before encryption */
            backup: unknown;
            passphrase?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access?: string;
              counts: {
                [key: string]: number;
              };
              detail: string;
              refresh?: string;
              /** @description Every session was revoked. The caller keeps working with the tokens below when their account (same id and e-mail) is in the backup and may still restore; otherwise they must sign in again. */
              signed_out: boolean;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/support/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Own support requests (admins: all), newest first, a page of at most 100
     * @description Access: signed-in.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 100 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SupportRequest'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    /**
     * Open a support request (201)
     * @description Access: signed-in.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            category?: string;
            message: string;
            subject: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SupportRequest'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/support/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set the status of a support request: open, in_progress or resolved (admins)
     * @description Access: full-admin.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            status: 'open' | 'in_progress' | 'resolved';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              status: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a refresh token
     * @description Returns a new access and a new refresh token; the old refresh token is spent. Presenting a spent token revokes its whole family (401 token_not_valid).
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            refresh: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TokenPair'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/twilio/token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Voice access token {token, identity}
     * @description A Twilio AccessToken (Voice grant) when TWILIO_* is configured, else a token of the same format for the local voice gateway, signed HS256 with VOICE_GATEWAY_SECRET; identity user-<id>, ttl 3600 s.
     *
     *     Access: signed-in.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              identity: string;
              token: string;
            };
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * User list in id order (full admins), a page of at most 100
     * @description Access: full-admin.
     */
    get: {
      parameters: {
        query?: {
          is_active?: boolean;
          is_approved?: boolean;
          page?: number;
          /** @description At most 100 items a page (the default) */
          page_size?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * User (admin view)
     * @description Access: read of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Update a user. Basic fields and time zone: the user or an admin; is_active/is_staff/is_admin/is_approved: superuser+staff; device_id/kiosk_secret/time_in_words/clock_24h: admins or the assigned clinical admin; language: the user, an admin or the assigned clinical admin. A kiosk_secret set here never signs in: it is a re-key (the working secret is dropped, kiosk sessions end, the device needs a new pairing); a new device_id needs a pairing too; device_id null unbinds
     * @description Access: read of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update a user. Basic fields and time zone: the user or an admin; is_active/is_staff/is_admin/is_approved: superuser+staff; device_id/kiosk_secret/time_in_words/clock_24h: admins or the assigned clinical admin; language: the user, an admin or the assigned clinical admin. A kiosk_secret set here never signs in: it is a re-key (the working secret is dropped, kiosk sessions end, the device needs a new pairing); a new device_id needs a pairing too; device_id null unbinds
     * @description Access: read of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/activate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Activate an account (superuser+staff)
     * @description Access: accounts of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Activate an account (superuser+staff)
     * @description Access: accounts of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/appointments/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's appointments (JSON array, a page of at most 500)
     * @description Pages run from the latest start backwards (page 1: the upcoming appointments and the most recent past ones); each page is answered in start order.
     *
     *     Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 500 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create (201)
     * @description Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            end_time?: string | null;
            location?: string;
            provider_name?: string;
            reminder_minutes?: number | null;
            /** Format: date-time */
            start_time: string;
            status?: 'scheduled' | 'completed' | 'cancelled' | 'missed';
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/appointments/{itemId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One item
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Replace an item
     * @description Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            end_time?: string | null;
            location?: string;
            provider_name?: string;
            reminder_minutes?: number | null;
            /** Format: date-time */
            start_time: string;
            status?: 'scheduled' | 'completed' | 'cancelled' | 'missed';
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    /**
     * Delete (204)
     * @description Access: care of the user in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update some fields of an item
     * @description Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            end_time?: string | null;
            location?: string;
            provider_name?: string;
            reminder_minutes?: number | null;
            /** Format: date-time */
            start_time?: string;
            status?: 'scheduled' | 'completed' | 'cancelled' | 'missed';
            title?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/appointments/{itemId}/add-to-calendar/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The appointment as an iCalendar (.ics) file
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/appointments/{itemId}/edit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One item
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Replace an item
     * @description Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            end_time?: string | null;
            location?: string;
            provider_name?: string;
            reminder_minutes?: number | null;
            /** Format: date-time */
            start_time: string;
            status?: 'scheduled' | 'completed' | 'cancelled' | 'missed';
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    /**
     * Delete (204)
     * @description Access: care of the user in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update some fields of an item
     * @description Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description?: string;
            end_time?: string | null;
            location?: string;
            provider_name?: string;
            reminder_minutes?: number | null;
            /** Format: date-time */
            start_time?: string;
            status?: 'scheduled' | 'completed' | 'cancelled' | 'missed';
            title?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Appointment'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/approve/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a pending account (superuser+staff); sets is_staff from the body (default true, as the spec sends)
     * @description Access: accounts of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_staff?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/assign-clinical-admin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Assign (or with null, unassign) a clinical admin to a user (admins)
     * @description Access: manage of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assigned_clinical_admin_id?: number | null;
            clinical_admin_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Assign (or with null, unassign) a clinical admin to a user (admins)
     * @description Access: manage of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            assigned_clinical_admin_id?: number | null;
            clinical_admin_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/calls/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's calls, newest first (the last 50)
     * @description Calls the user made or received through the voice webhook: who called whom, when, how long, how it ended.
     *
     *     Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CallLogEntry'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/caregivers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Caregivers linked to a user
     * @description Access: read of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              display_name: string;
              email: string;
              id: number;
              username: string;
            }[];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Replace the caregivers linked to a user (admins)
     * @description Access: manage of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            caregiver_ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              caregiver_ids: number[];
              user_id: number;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/deactivate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Deactivate (or, with {is_active:true}, activate) an account (superuser+staff)
     * @description Access: accounts of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Deactivate (or, with {is_active:true}, activate) an account (superuser+staff)
     * @description Access: accounts of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/dose-settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The person's missed-dose threshold
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DoseSettings'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Set the person's missed-dose threshold (5 to 1440 minutes; null: the default)
     * @description Access: clinical of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            missed_after_minutes: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DoseSettings'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/doses/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A person's medication doses on local dates (their zone), sorted by due time
     * @description `from` and `to` are local dates in the person's time zone, both included (default: today there); at most 62 days. Unmarked doses are computed from each active medication's times, start and end dates: 'upcoming' before they are due, 'due' until the person's missed-dose threshold has passed, then 'missed'.
     *
     *     Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: {
          from?: string;
          medication_id?: number;
          to?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Dose'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/emergency-contacts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's emergency contacts (JSON array, a page of at most 100)
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 100 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EmergencyContact'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a contact
     * @description 400 messages: 'Please fill in all required fields (Name, Relationship, Phone Number).', 'Phone number cannot exceed 20 characters.'.
     *
     *     Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contact_type?: string | null;
            email?: string | null;
            name?: string | null;
            notes?: string | null;
            phone_number?: string | null;
            relationship?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EmergencyContact'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/emergency-contacts/{itemId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One contact
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EmergencyContact'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Update a contact (whole object)
     * @description 400 messages: 'Please fill in all required fields.', 'Phone number cannot exceed 20 characters.'.
     *
     *     Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contact_type?: string | null;
            email?: string | null;
            name?: string | null;
            notes?: string | null;
            phone_number?: string | null;
            relationship?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EmergencyContact'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    /**
     * Delete a contact (204)
     * @description Access: care of the user in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update some fields of a contact
     * @description 400 messages: 'Please fill in all required fields.', 'Phone number cannot exceed 20 characters.'.
     *
     *     Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contact_type?: string | null;
            email?: string | null;
            name?: string | null;
            notes?: string | null;
            phone_number?: string | null;
            relationship?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EmergencyContact'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/generate_device_id/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A new device id 'kiosk-<uuid>' (not stored until PATCH /users/{id}/)
     * @description Access: kiosk of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device_id: string;
            };
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/health-profile/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's health profile: {health_profile: {<Section Title>: {<field>: value}}, details, additionalInfo, allergies, medications}
     * @description 404 when the user has none.
     *
     *     Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HealthProfile'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Create or replace a health profile (sections as in spec 2.9)
     * @description Field values are text (numbers and booleans accepted); Demographics.date_of_birth must be YYYY-MM-DD or empty.
     *
     *     Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            health_profile: {
              [key: string]: {
                [key: string]: string | number | boolean | null;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HealthProfile'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/kiosk-pairing/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pair a device: bind the kiosk showing this code to the person (who may set the person's kiosk)
     * @description The device id of the pairing becomes the person's (a previous binding of that device to someone else is removed); every kiosk session of both ends. The device then fetches its own secret once; nobody else ever sees it. 400 when the code is unknown, used or expired (at most 10 a minute per caller, then 429) or the person holds a privilege.
     *
     *     Access: kiosk of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The code on the device; case, spaces and hyphens do not matter */
            user_code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device_id: string;
              /** @enum {string} */
              kiosk_state: 'awaiting_device';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/management/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * User management view (admins)
     * @description Access: manage of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * User management update (admins)
     * @description Access: manage of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * User management update (admins)
     * @description Access: manage of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/meals/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's meals (JSON array, a page of at most 500)
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 500 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Meal'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create (201)
     * @description Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ate?: boolean;
            calories?: number | null;
            description?: string;
            /** Format: date-time */
            eaten_at: string;
            meal_type: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'drink';
            notes?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Meal'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/meals/{itemId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One item
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Meal'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Replace an item
     * @description Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ate?: boolean;
            calories?: number | null;
            description?: string;
            /** Format: date-time */
            eaten_at: string;
            meal_type: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'drink';
            notes?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Meal'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    /**
     * Delete (204)
     * @description Access: care of the user in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update some fields of an item
     * @description Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ate?: boolean;
            calories?: number | null;
            description?: string;
            /** Format: date-time */
            eaten_at?: string;
            meal_type?: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'drink';
            notes?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Meal'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/medications/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's medications (JSON array, a page of at most 200)
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 200 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create (201)
     * @description Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dosage?: string;
            end_date?: string | null;
            frequency?: string;
            instructions?: string;
            name: string;
            prescriber?: string;
            start_date?: string | null;
            status?: 'active' | 'paused' | 'completed' | 'discontinued';
            times?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/medications/{itemId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One item
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Replace an item
     * @description Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dosage?: string;
            end_date?: string | null;
            frequency?: string;
            instructions?: string;
            name: string;
            prescriber?: string;
            start_date?: string | null;
            status?: 'active' | 'paused' | 'completed' | 'discontinued';
            times?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    /**
     * Delete (204)
     * @description Access: care of the user in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update some fields of an item
     * @description Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dosage?: string;
            end_date?: string | null;
            frequency?: string;
            instructions?: string;
            name?: string;
            prescriber?: string;
            start_date?: string | null;
            status?: 'active' | 'paused' | 'completed' | 'discontinued';
            times?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/medications/{itemId}/add-to-calendar/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Daily reminders of the medication as an iCalendar (.ics) file
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/medications/{itemId}/status/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the status of a medication
     * @description Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            status: 'active' | 'paused' | 'completed' | 'discontinued';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Mark one dose taken or skipped (a caregiver or clinician may also correct it)
     * @description `due_at` is one of the medication's doses (GET /users/{id}/doses/). 'taken' and 'skipped' by anyone with care access; 'missed' (a correction) and 'pending' (removes the mark) only by a caregiver, clinician or admin, not the person. The same status again changes nothing, so a retried request cannot mark twice. A dose may be marked taken at most 2 hours before it is due; a dose not yet due cannot be marked missed.
     *
     *     Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date-time */
            due_at: string;
            note?: string | null;
            status: 'taken' | 'skipped' | 'missed' | 'pending';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Dose'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set the status of a medication
     * @description Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          itemId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            status: 'active' | 'paused' | 'completed' | 'discontinued';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Medication'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/picturebook/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's pictures (JSON array of {id, image_url, thumbnail_url, comment, …}, a page of at most 500)
     * @description Pages run from the newest picture backwards (page 1: the newest); each page is answered oldest first.
     *
     *     Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 500 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Picture'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    /**
     * Upload a picture for user {id}: multipart/form-data with image (JPEG or PNG, at most 5242880 bytes) and comment
     * @description 400 'Please select an image.'; 400 'Only JPEG or PNG files are allowed.' when it does not decode as JPEG or PNG (code not_an_image) or declares more than 50000000 pixels (code too_many_pixels, refused from its header before decoding); 413 'File exceeds 5MB.'; 503 'The picture could not be processed. Please try again.' when the image worker doing the work stopped. Decoded in a low-priority image worker process; stored upright (EXIF orientation applied) and without metadata (EXIF with GPS, XMP, IPTC, ICC), with a thumbnail, encrypted (AES-256-GCM) in the picture store. At most RATE_LIMIT_UPLOAD (30) uploads a minute per account (429).
     *
     *     Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            comment?: string;
            /**
             * Format: binary
             * @description JPEG or PNG, at most 5242880 bytes
             */
            image: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PictureWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/picturebook/{pictureId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update a picture: {comment} sets the caption; {action:'rotate', direction:'left'|'right'} rotates it 90 degrees on the server
     * @description Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action?: 'rotate';
            comment?: string;
            direction?: 'left' | 'right';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              components['schemas']['PictureWithDetail'] | components['schemas']['Picture'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    /**
     * Delete a picture (204)
     * @description Access: care of the user in `id`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Update a picture: {comment} sets the caption; {action:'rotate', direction:'left'|'right'} rotates it 90 degrees on the server
     * @description Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action?: 'rotate';
            comment?: string;
            direction?: 'left' | 'right';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              components['schemas']['PictureWithDetail'] | components['schemas']['Picture'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/picturebook/{pictureId}/decrypted/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The decrypted image bytes
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image bytes (ETag: their SHA-256; Cache-Control: private, no-cache) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
            'image/png': string;
          };
        };
        /** @description Not modified (If-None-Match named the current ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': unknown;
            'image/png': unknown;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/picturebook/{pictureId}/rotate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Rotate a picture 90 degrees left or right
     * @description Access: care of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action?: 'rotate';
            direction: 'left' | 'right';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PictureWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Rotate a picture 90 degrees left or right
     * @description Access: care of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action?: 'rotate';
            direction: 'left' | 'right';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PictureWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Rotate a picture 90 degrees left or right
     * @description Access: care of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action?: 'rotate';
            direction: 'left' | 'right';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PictureWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/{id}/picturebook/{pictureId}/thumbnail/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The thumbnail for grids (WebP, at most 360 px high)
     * @description Access: care of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The thumbnail bytes (ETag; Cache-Control: private, no-cache) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
            'image/png': string;
            'image/webp': string;
          };
        };
        /** @description Not modified (If-None-Match named the current ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': unknown;
            'image/png': unknown;
            'image/webp': unknown;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
            'image/webp': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
            'image/webp': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
            'image/webp': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
            'image/webp': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/reject/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Reject a pending account: deactivates it (superuser+staff)
     * @description Access: accounts of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Reject a pending account: deactivates it (superuser+staff)
     * @description Access: accounts of the user in `id`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserWithDetail'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/clinical-admins/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Clinical admins (for assignment), a page of at most 500
     * @description Access: directory.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 500 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              display_name: string;
              email: string;
              full_name: string;
              id: number;
              username: string;
            }[];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/generate_kiosk_secret/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A new random kiosk secret for PATCH /users/{id}/, where setting one is a re-key: it never signs in, and the device needs a new pairing
     * @description Access: kiosk-admin.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              kiosk_secret: string;
            };
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Current user
     * @description Access: signed-in.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrentUser'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    /**
     * Update own details
     * @description Access: signed-in.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrentUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update own details
     * @description Access: signed-in.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrentUser'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/users/me/people/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The people the caller cares for (linked caregivers), by name, at most 100
     * @description Per person: unacknowledged messages and the kiosk state (none, never seen, online, silent after the admin setting). Doses and appointments: the per-person endpoints.
     *
     *     Access: signed-in.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CaredPerson'][];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/notifications/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Own notifications, newest first, a page of at most 100
     * @description Access: signed-in.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          /** @description At most 100 items a page (the default) */
          page_size?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Notification'][];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/picturebook/{pictureId}/decrypted/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The decrypted image bytes (owner looked up from the picture)
     * @description Access: care of the picture in `pictureId`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          pictureId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image bytes (ETag: their SHA-256; Cache-Control: private, no-cache) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
            'image/png': string;
          };
        };
        /** @description Not modified (If-None-Match named the current ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': unknown;
            'image/png': unknown;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': components['schemas']['ErrorBody'];
            'image/png': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/profile/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Profile of a user
     * @description Access: read of the user in `id`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Profile'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/profile/{id}/edit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Edit a profile (the user or an admin)
     * @description Access: read of the user in `id`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Profile'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a profile (the user or an admin)
     * @description Access: read of the user in `id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            age?: number | null;
            /** @description The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it */
            clock_24h?: boolean;
            device_id?: string | null;
            display_name?: string;
            email?: string;
            first_name?: string;
            full_name?: string;
            gender?: ('Male' | 'Female' | 'Other') | null | '';
            is_active?: boolean;
            is_admin?: boolean;
            is_approved?: boolean;
            is_staff?: boolean;
            kiosk_secret?: string | null;
            /** @description The language the person's screens speak, a BCP 47 tag in lowercase: one of en, es, pl, cy. The person, their clinical admin or an admin may change it */
            language?: string;
            last_name?: string;
            /** @description The clock shows the time in words: only the person's clinical admin or an admin may change it */
            time_in_words?: boolean;
            time_zone?: string | null;
            username?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Profile'];
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not signed in, or a token problem (`code: token_not_valid`) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Refused by the access rule or the CSRF check */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    trace?: never;
  };
  '/voice/status/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The voice webhook’s status reports: how a call ended, for the call log
     * @description The dial’s action (DialCallStatus, DialCallDuration) and the TwiML application’s status callback (CallStatus, CallDuration), signed like the voice URL (403 otherwise). The first final report of a call is kept: completed, no-answer, busy, failed or canceled. Answers empty TwiML.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            CallDuration?: string;
            CallSid: string;
            CallStatus?: string;
            DialCallDuration?: string;
            DialCallStatus?: string;
          } & {
            [key: string]: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/xml': string;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voice/twiml/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The voice webhook (the TwiML application’s voice URL): what a call dials
     * @description Called by the voice provider (and by the local gateway, signed the same way) when a browser or kiosk starts a call. The X-Twilio-Signature must sign PUBLIC_API_URL + this path with the parameters (403 otherwise). Answers TwiML: a kiosk’s call to one of its person’s emergency contacts dials the contact’s browser when the contact uses the product, else the contact’s number (with TWILIO_CALLER_ID); a call to `client:user-<id>` dials that user when the caller may ring them (an admin or the person’s clinician calling a kiosk, among others); anything else is refused in spoken words. The call is recorded in the call log.
     *
     *     Access: public. CSRF-exempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            CallSid: string;
            From: string;
            To: string;
          } & {
            [key: string]: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/xml': string;
          };
        };
        /** @description Invalid input: `{detail, message, code}` */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
        /** @description Too many requests (Retry-After header) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorBody'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** AdminAuditEntry */
    AdminAuditEntry: {
      action: string;
      actor_email: string | null;
      actor_id: number | null;
      actor_name: string | null;
      /** Format: date-time */
      created_at: string;
      id: number;
      ip: string | null;
      resource: string;
      resource_id: string | null;
      subject_name: string | null;
      subject_user_id: number | null;
    };
    /** AdminAuditPage */
    AdminAuditPage: {
      /** @description How many items match the filters in all */
      count: number;
      page: number;
      page_size: number;
      results: components['schemas']['AdminAuditEntry'][];
    };
    /** AdminDashboard */
    AdminDashboard: {
      /** Format: date-time */
      generated_at: string;
      kiosks: {
        items: {
          account_active: boolean;
          app_version: string | null;
          display_name: string;
          last_seen_at: string | null;
          last_sync_at: string | null;
          /** @description Online, but its last successful data sync is older than not_syncing_after_minutes */
          not_syncing: boolean;
          silent_seconds: number | null;
          state: 'online' | 'silent' | 'never' | 'needs_pairing';
          user_id: number;
        }[];
        /** @description Bound kiosks without a working secret (not counted as online, silent or never) */
        needs_pairing: number;
        never: number;
        not_syncing_after_minutes: number;
        online: number;
        silent: number;
        silent_after_minutes: number;
      };
      messages: {
        oldest: {
          /** Format: date-time */
          created_at: string;
          id: number;
          recipient_id: number;
          recipient_name: string;
          subject: string;
        }[];
        unacknowledged: number;
      };
      missed_doses: {
        /** @description The default: an unmarked dose is missed this long after (a person's own threshold wins) */
        after_minutes: number;
        /** @description Doses missed today */
        count: number;
        people: {
          count: number;
          display_name: string;
          /** Format: date-time */
          last_due_at: string;
          medications: string[];
          user_id: number;
        }[];
      };
      pending_approvals: {
        count: number;
        items: {
          /** Format: date-time */
          date_joined: string;
          display_name: string;
          email: string;
          id: number;
        }[];
      };
      scope: 'all' | 'assigned';
      support: {
        items: {
          /** Format: date-time */
          created_at: string;
          id: number;
          status: 'open' | 'in_progress' | 'resolved';
          subject: string;
          user_id: number | null;
          user_name: string | null;
        }[];
        open: number;
      };
      users: {
        active: number;
        by_role: {
          admin: number;
          caregiver: number;
          clinical_admin: number;
          primary_admin: number;
          staff: number;
          superuser: number;
          user: number;
        };
        inactive: number;
        pending: number;
        total: number;
      };
    };
    /** AdminMessage */
    AdminMessage: {
      acknowledged: boolean;
      acknowledged_at: string | null;
      body: string;
      /** Format: date-time */
      created_at: string;
      id: number;
      recipient_id: number;
      recipient_name: string;
      sender_id: number | null;
      sender_name: string | null;
      subject: string;
    };
    /** AdminMessagePage */
    AdminMessagePage: {
      /** @description How many items match the filters in all */
      count: number;
      page: number;
      page_size: number;
      results: components['schemas']['AdminMessage'][];
    };
    /** AdminSession */
    AdminSession: {
      /** @description The session this request was made with */
      current: boolean;
      /** Format: date-time */
      expires_at: string;
      /** @description The session (refresh-token family) */
      id: string;
      ip: string | null;
      kind: 'browser' | 'kiosk';
      /** Format: date-time */
      last_used_at: string;
      /** Format: date-time */
      started_at: string;
      user: {
        display_name: string;
        email: string;
        id: number;
      };
      user_agent: string | null;
    };
    /** AdminSessionPage */
    AdminSessionPage: {
      /** @description How many items match the filters in all */
      count: number;
      page: number;
      page_size: number;
      results: components['schemas']['AdminSession'][];
    };
    /** AdminSettings */
    AdminSettings: {
      /** @description A kiosk whose last ping is older is flagged (1 minute to 7 days) */
      kiosk_silent_after_minutes: number;
    };
    /** AdminSupportPage */
    AdminSupportPage: {
      /** @description How many items match the filters in all */
      count: number;
      page: number;
      page_size: number;
      results: components['schemas']['AdminSupportRequest'][];
    };
    /** AdminSupportRequest */
    AdminSupportRequest: {
      category: string;
      /** Format: date-time */
      created_at: string;
      id: number;
      message: string;
      status: string;
      subject: string;
      user_email: string | null;
      user_id: number | null;
      user_name: string | null;
    };
    /** AdminUser */
    AdminUser: {
      age: number | null;
      assigned_clinical_admin: {
        display_name: string;
        email: string;
        id: number;
      } | null;
      assigned_clinical_admin_id: number | null;
      /** @description The person's clock shows 24-hour digits ('15:07', no am/pm); false: 12-hour ('3:07 pm') */
      clock_24h: boolean;
      /** Format: date-time */
      date_joined: string;
      device_id: string | null;
      display_name: string;
      email: string;
      first_name: string;
      full_name: string;
      gender: ('Male' | 'Female' | 'Other') | null;
      id: number;
      is_active: boolean;
      is_admin: boolean;
      is_approved: boolean;
      is_caregiver: boolean;
      is_clinical_admin: boolean;
      is_primary_admin: boolean;
      is_staff: boolean;
      is_superuser: boolean;
      kiosk_secret: string | null;
      kiosk_state: 'none' | 'needs_pairing' | 'awaiting_device' | 'paired';
      /** @description The language the person's screens speak (BCP 47): en, es, pl, cy; 'en' until chosen */
      language: 'en' | 'es' | 'pl' | 'cy';
      last_name: string;
      profile_picture: string | null;
      role: string;
      /** @description The person's clock shows the time in words ("It's half past nine in the morning"), the digits smaller */
      time_in_words: boolean;
      /** @description IANA time zone (the configured default until chosen) */
      time_zone: string;
      username: string;
    };
    /** AdminUserPage */
    AdminUserPage: {
      /** @description How many items match the filters in all */
      count: number;
      /** @description A search matched more than 1000 users: count is 1000, and more match */
      count_capped: boolean;
      page: number;
      page_size: number;
      results: components['schemas']['AdminUserSummary'][];
    };
    /** AdminUserSummary */
    AdminUserSummary: {
      assigned_clinical_admin: {
        display_name: string;
        id: number;
      } | null;
      /** Format: date-time */
      date_joined: string;
      display_name: string;
      email: string;
      full_name: string;
      has_kiosk: boolean;
      id: number;
      is_active: boolean;
      is_admin: boolean;
      is_approved: boolean;
      is_caregiver: boolean;
      is_clinical_admin: boolean;
      is_primary_admin: boolean;
      is_staff: boolean;
      is_superuser: boolean;
      last_active_at: string | null;
      main_role:
        'superuser' | 'primary_admin' | 'admin' | 'clinical_admin' | 'caregiver' | 'staff' | 'user';
      /** @description Spec 4.6: not approved and no clinical admin assigned */
      pending_approval: boolean;
      username: string;
    };
    /** AdminUserWithDetail */
    AdminUserWithDetail: {
      age: number | null;
      assigned_clinical_admin: {
        display_name: string;
        email: string;
        id: number;
      } | null;
      assigned_clinical_admin_id: number | null;
      /** @description The person's clock shows 24-hour digits ('15:07', no am/pm); false: 12-hour ('3:07 pm') */
      clock_24h: boolean;
      /** Format: date-time */
      date_joined: string;
      detail: string;
      device_id: string | null;
      display_name: string;
      email: string;
      first_name: string;
      full_name: string;
      gender: ('Male' | 'Female' | 'Other') | null;
      id: number;
      is_active: boolean;
      is_admin: boolean;
      is_approved: boolean;
      is_caregiver: boolean;
      is_clinical_admin: boolean;
      is_primary_admin: boolean;
      is_staff: boolean;
      is_superuser: boolean;
      kiosk_secret: string | null;
      kiosk_state: 'none' | 'needs_pairing' | 'awaiting_device' | 'paired';
      /** @description The language the person's screens speak (BCP 47): en, es, pl, cy; 'en' until chosen */
      language: 'en' | 'es' | 'pl' | 'cy';
      last_name: string;
      profile_picture: string | null;
      role: string;
      /** @description The person's clock shows the time in words ("It's half past nine in the morning"), the digits smaller */
      time_in_words: boolean;
      /** @description IANA time zone (the configured default until chosen) */
      time_zone: string;
      username: string;
    };
    /** Appointment */
    Appointment: {
      /** Format: date-time */
      created_at: string;
      description: string;
      end_time: string | null;
      id: number;
      location: string;
      provider_name: string;
      reminder_minutes: number | null;
      /** Format: date-time */
      start_time: string;
      status: 'scheduled' | 'completed' | 'cancelled' | 'missed';
      title: string;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
    };
    /** BackupEnvelope */
    BackupEnvelope: {
      cipher: {
        /** @description base64, 12 random bytes */
        iv: string;
        /** @enum {string} */
        name: 'aes-256-gcm';
        /** @description base64, the 16-byte GCM tag */
        tag: string;
      };
      /** @description base64 of the encrypted backup document (JSON) */
      ciphertext: string;
      /** @enum {string} */
      format: 'care-backup-encrypted';
      kdf: {
        N: number;
        /** @enum {string} */
        name: 'scrypt';
        p: number;
        r: number;
        /** @description base64, 32 random bytes */
        salt: string;
      };
      /** @enum {number} */
      version: 1;
    };
    /** BackupSummary */
    BackupSummary: {
      /** @description About how large the backup file will be */
      estimated_bytes: number;
      /** @description Size of the pictures, decrypted */
      pictures_bytes: number;
      /** @description Rows per table */
      tables: {
        [key: string]: number;
      };
      /** @enum {number} */
      version: 1;
    };
    /** CallLogEntry */
    CallLogEntry: {
      callee_id: number | null;
      callee_name: string;
      callee_number: string | null;
      caller_id: number | null;
      caller_name: string | null;
      duration_seconds: number | null;
      ended_at: string | null;
      id: number;
      outcome: ('completed' | 'no-answer' | 'busy' | 'failed' | 'canceled') | null;
      /** Format: date-time */
      started_at: string;
    };
    /** CaredPerson */
    CaredPerson: {
      display_name: string;
      first_name: string;
      id: number;
      kiosk: 'none' | 'never' | 'online' | 'silent';
      kiosk_last_seen_at: string | null;
      /** @description IANA time zone (the configured default until chosen) */
      time_zone: string;
      /** @description Messages to the person not yet acknowledged */
      unread_messages: number;
    };
    /** CurrentUser */
    CurrentUser: {
      /** @description The person's clock shows 24-hour digits ('15:07', no am/pm); false: 12-hour ('3:07 pm') */
      clock_24h: boolean;
      display_name: string;
      email: string;
      first_name: string;
      id: number;
      is_admin: boolean;
      is_approved: boolean;
      is_caregiver: boolean;
      is_clinical_admin: boolean;
      is_primary_admin: boolean;
      is_staff: boolean;
      is_superuser: boolean;
      /** @description The language the person's screens speak (BCP 47): en, es, pl, cy; 'en' until chosen */
      language: 'en' | 'es' | 'pl' | 'cy';
      last_name: string;
      profile_picture: string | null;
      role: string;
      /** @description The person's clock shows the time in words ("It's half past nine in the morning"), the digits smaller */
      time_in_words: boolean;
      /** @description IANA time zone (the configured default until chosen) */
      time_zone: string;
      username: string;
    };
    /** Dose */
    Dose: {
      /** @description The medication's dosage, e.g. '500 mg' */
      dose: string;
      /** Format: date-time */
      due_at: string;
      instructions: string;
      /** @description Local date in the person's zone, YYYY-MM-DD */
      local_date: string;
      /** @description Local time of day in the person's zone, HH:MM */
      local_time: string;
      marked_at: string | null;
      marked_by: {
        display_name: string;
        id: number;
      } | null;
      medication_id: number;
      medication_name: string;
      note: string | null;
      status: 'upcoming' | 'due' | 'taken' | 'skipped' | 'missed';
    };
    /** DoseSettings */
    DoseSettings: {
      default_minutes: number;
      /** @description true: the configured default, not set for the person */
      is_default: boolean;
      /** @description Minutes after it was due that an unmarked dose becomes missed */
      missed_after_minutes: number;
    };
    /** EmergencyContact */
    EmergencyContact: {
      contact_type: string;
      /** Format: date-time */
      created_at: string;
      email: string | null;
      id: number;
      name: string;
      notes: string | null;
      phone_number: string;
      relationship: string;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
    };
    /** ErrorBody */
    ErrorBody: {
      code?: string;
      detail: string;
      error?: string;
      fields?: {
        [key: string]: string;
      };
      message?: string;
      messages?: {
        message: string;
        token_class: string;
        token_type: string;
      }[];
    };
    /** HealthProfile */
    HealthProfile: {
      additionalInfo: string;
      allergies: string;
      /** @description Overview: date of birth, blood type, conditions */
      details: string;
      health_profile: {
        [key: string]: {
          [key: string]: string | number | boolean | null;
        };
      };
      medications: string;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
    };
    /** LoginResponse */
    LoginResponse: {
      access: string;
      refresh: string;
      user: components['schemas']['CurrentUser'];
    };
    /** Meal */
    Meal: {
      ate: boolean;
      calories: number | null;
      /** Format: date-time */
      created_at: string;
      description: string;
      /** Format: date-time */
      eaten_at: string;
      id: number;
      meal_type: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'drink';
      notes: string;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
    };
    /** Medication */
    Medication: {
      /** Format: date-time */
      created_at: string;
      dosage: string;
      end_date: string | null;
      frequency: string;
      id: number;
      instructions: string;
      name: string;
      prescriber: string;
      start_date: string | null;
      status: 'active' | 'paused' | 'completed' | 'discontinued';
      status_updated_at: string | null;
      times: string[];
      /** Format: date-time */
      updated_at: string;
      user_id: number;
    };
    /** Message */
    Message: {
      acknowledged: boolean;
      acknowledged_at: string | null;
      body: string;
      /** Format: date-time */
      created_at: string;
      id: number;
      recipient_id: number;
      sender_id: number | null;
      sender_name: string | null;
      subject: string;
    };
    /** Notification */
    Notification: {
      body: string;
      /** Format: date-time */
      created_at: string;
      id: number;
      is_read: boolean;
      kind: string;
      title: string;
      user_id: number;
    };
    /** NotificationSettings */
    NotificationSettings: {
      enable_notifications: boolean;
      login_alerts: boolean;
      medication_reminders: boolean;
      quiet_hours_enabled: boolean;
      quiet_hours_end: string;
      quiet_hours_start: string;
      security_alerts: boolean;
      upcoming_appointment_alerts: boolean;
    } & {
      [key: string]: unknown;
    };
    /** Picture */
    Picture: {
      comment: string;
      /** Format: date-time */
      created_at: string;
      height: number | null;
      id: number;
      /** @description The picture (decrypted), for the signed-in caller */
      image_url: string;
      mime: string;
      size: number;
      /** @description A WebP at most 360 px high for grids (the picture itself where there is none yet) */
      thumbnail_url: string;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
      width: number | null;
    };
    /** PictureWithDetail */
    PictureWithDetail: {
      comment: string;
      /** Format: date-time */
      created_at: string;
      detail: string;
      height: number | null;
      id: number;
      /** @description The picture (decrypted), for the signed-in caller */
      image_url: string;
      mime: string;
      size: number;
      /** @description A WebP at most 360 px high for grids (the picture itself where there is none yet) */
      thumbnail_url: string;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
      width: number | null;
    };
    /** Profile */
    Profile: {
      age: number | null;
      /** @description The person's clock shows 24-hour digits ('15:07', no am/pm); false: 12-hour ('3:07 pm') */
      clock_24h: boolean;
      display_name: string;
      email: string;
      first_name: string;
      full_name: string;
      gender: ('Male' | 'Female' | 'Other') | null;
      id: number;
      /** @description The language the person's screens speak (BCP 47): en, es, pl, cy; 'en' until chosen */
      language: 'en' | 'es' | 'pl' | 'cy';
      last_name: string;
      profile_picture: string | null;
      role: string;
      /** @description The person's clock shows the time in words ("It's half past nine in the morning"), the digits smaller */
      time_in_words: boolean;
      time_zone: string;
      username: string;
    };
    /** SupportRequest */
    SupportRequest: {
      category: string;
      /** Format: date-time */
      created_at: string;
      id: number;
      message: string;
      status: string;
      subject: string;
      user_id: number | null;
    };
    /** TokenPair */
    TokenPair: {
      access: string;
      refresh: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
