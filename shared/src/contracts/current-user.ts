/** The current-user call's response (spec 3). */
export interface CurrentUser {
  id: number;
  role: string;
  email: string;
  display_name: string;
  username: string;
  first_name: string;
  is_admin: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  is_primary_admin?: boolean;
  is_clinical_admin?: boolean;
  is_caregiver?: boolean;
  is_approved?: boolean;
  profile_picture?: string | null;
  /** The person's language (BCP 47: `en`, `es`, `pl`, `cy`), which the page is shown in (docs/languages.md). */
  language?: string;
}
