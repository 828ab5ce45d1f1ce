import { lineText, z } from '../validation.ts';
import { PERMISSION_TYPES, type PermissionType } from './permissions.ts';

export const ADMIN_USERNAME_MAX = 50;
export const ADMIN_PASSWORD_MIN = 8;
export const ADMIN_PASSWORD_MAX = 64;
/** Failed sign-ins before an admin is locked out, and for how long. */
export const ADMIN_LOCKOUT_AFTER_FAILURES = 5;
export const ADMIN_LOCKOUT_MINUTES = 15;
export const ADMIN_SESSION_HOURS = 12;
/** Cookie names: the httpOnly session, and the readable anti-forgery token echoed in X-XSRF-TOKEN. */
export const ADMIN_SESSION_COOKIE = 'admin_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export const adminUsernameField = z
  .string()
  .trim()
  .min(1)
  .max(ADMIN_USERNAME_MAX)
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'validation.username_chars' });

export const adminPasswordField = z
  .string()
  .min(1)
  .refine((value) => value.length >= ADMIN_PASSWORD_MIN && value.length <= ADMIN_PASSWORD_MAX, {
    error: 'validation.admin_password_length',
  });

export const totpCodeField = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{6}$/, { error: 'validation.totp_code' });

export const adminLoginBody = z.object({
  username: lineText(ADMIN_USERNAME_MAX).pipe(z.string().min(1)),
  password: z.string().min(1).max(128),
  /** The authenticator code; blank or absent when the admin has none bound. */
  totp: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: 'validation.totp_code' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminTotpCodeBody = z.object({ code: totpCodeField });

export const adminPasswordBody = z
  .object({
    old_password: z.string().min(1).max(128),
    password: adminPasswordField,
    password_confirm: z.string().min(1),
  })
  .refine((body) => body.password === body.password_confirm, { error: 'validation.password_mismatch', path: ['password_confirm'] });

export const adminProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  is_super: z.boolean(),
  /** null: a platform admin; otherwise the agent whose users (and sub-agents' users) it sees. */
  agent_id: z.number().int().nullable(),
  totp_enabled: z.boolean(),
  lang: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfile>;

export interface MenuNode {
  id: number;
  code: string;
  /** Translation key (or plain text for nodes added in the back office). */
  name: string;
  type: PermissionType;
  path: string | null;
  icon: string | null;
  children: MenuNode[];
}

export const menuNode: z.ZodType<MenuNode> = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PERMISSION_TYPES),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  children: z.array(z.lazy(() => menuNode)),
});

/** The answer of POST /auth/login and GET /auth/me. */
export const adminSession = z.object({
  admin: adminProfile,
  /** Every permission code the admin holds (all of them for a super admin). */
  permissions: z.array(z.string()),
  /** The directories, menus and pages the admin may open, as a tree. */
  menu: z.array(menuNode),
});
export type AdminSession = z.infer<typeof adminSession>;

/** `data` of the 4112 answer when a bound admin signs in without a code. */
export interface TotpRequired {
  totp_required: true;
}

export const totpSetup = z.object({
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** PNG data URL of the otpauth QR code. */
  qr_data_url: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;
