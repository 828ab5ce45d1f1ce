import { z } from 'zod';

/**
 * Every zod message in Roamcart is a message key from messages.ts, so the server and both apps
 * translate the same key in the user's language. Built-in checks get their key here.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
    if (issue.code === 'too_small') {
      if (issue.origin === 'string' && issue.minimum === 1) return 'validation.required';
      return issue.origin === 'string' ? 'validation.too_short' : 'validation.too_small';
    }
    if (issue.code === 'too_big') return issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big';
    if (issue.code === 'invalid_format' && issue.format === 'email') return 'validation.email';
    if (issue.code === 'invalid_format' && issue.format === 'url') return 'validation.url';
    return 'validation.invalid';
  },
});

export { z };

/** A field that is present but blank counts as missing. */
export const requiredText = (max: number, maxKey?: string) =>
  z.string().trim().min(1).max(max, maxKey ? { error: maxKey } : undefined);

export const idParam = z.coerce.number().int().positive();

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface PageResult<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** Turns issues into `{field: key}` pairs; the first issue of a field wins. */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
