import { dateField, lineText, uploadedImageUrl, z } from './validation.ts';

export const NICKNAME_MAX = 50;
export const EMAIL_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_VERIFY_POINTS = 100;

/**
 * Words of letters of any script with their marks (Arabic, CJK, accented Latin), digits, _ and -,
 * one space between words: no control characters, symbols, or leading, trailing or double spaces.
 */
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{Nd}_-]+(?: [\p{L}\p{M}\p{Nd}_-]+)*$/u;

export const emailField = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX, { error: 'validation.email_max' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

export const nicknameField = z
  .string()
  .trim()
  .min(1)
  .max(NICKNAME_MAX, { error: 'validation.nickname_max' })
  .regex(NICKNAME_PATTERN, { error: 'validation.nickname_chars' });

export const passwordField = z
  .string()
  .min(1)
  .refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX, {
    error: 'validation.password_length',
  });

export const emailCodeField = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{6}$/, { error: 'validation.email_code' });

const passwordsMatch = <T extends { password: string; password_confirm: string }>(body: T) =>
  body.password === body.password_confirm;
const mismatch = { error: 'validation.password_mismatch', path: ['password_confirm'] };

export const EmailCodeScene = z.enum(['register', 'verify', 'reset_password']);
export type EmailCodeScene = z.infer<typeof EmailCodeScene>;

export const sendEmailCodeBody = z.object({ email: emailField, scene: EmailCodeScene });

export const registerBody = z
  .object({
    email: emailField,
    code: emailCodeField,
    password: passwordField,
    password_confirm: z.string().min(1),
    invite_code: lineText(32).pipe(z.string().min(1, { error: 'validation.invite_code_required' })),
    nickname: nicknameField.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1).max(128),
});

export const GENDERS = ['unknown', 'male', 'female'] as const;

export const updateProfileBody = z
  .object({
    nickname: nicknameField.optional(),
    gender: z.enum(GENDERS).optional(),
    birthday: dateField.nullable().optional(),
    avatar: uploadedImageUrl.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'validation.nothing_to_change', path: ['nickname'] });

export const changePasswordBody = z
  .object({
    old_password: z.string().min(1).max(128),
    password: passwordField,
    password_confirm: z.string().min(1),
  })
  .refine(passwordsMatch, mismatch);

export const resetPasswordBody = z
  .object({
    email: emailField,
    code: emailCodeField,
    password: passwordField,
    password_confirm: z.string().min(1),
  })
  .refine(passwordsMatch, mismatch);

export const emailVerifyBody = z.object({ code: emailCodeField, email: emailField.optional() });

export const deleteAccountBody = z.object({ password: z.string().min(1).max(128) });

/** The currency amounts of an answer are shown in. */
export const currencyInfo = z.object({ code: z.string(), symbol: z.string(), digits: z.number().int() });

export const userInfo = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS),
  birthday: z.string().nullable(),
  mobile: z.string().nullable(),
  points: z.number().int(),
  /** In the request's currency, major units. */
  balance: z.string(),
  currency_info: currencyInfo,
  lang: z.string(),
  email_verified: z.boolean(),
  invite_code: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const authResult = z.object({ token: z.string(), user_info: userInfo });
export type AuthResult = z.infer<typeof authResult>;
