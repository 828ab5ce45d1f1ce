import { useState } from 'react';
import type { z } from '@roamcart/contracts';
import { issueParams, issuesToFields } from '@roamcart/contracts/messages';
import { ApiError } from '../api/client.ts';
import { t } from '../lib/i18n.ts';
import { showToast } from '../lib/notify.ts';

type FieldErrors = Record<string, string>;

/** Checks input with a contracts schema; messages are translation keys filled from the issue. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: issuesToFields(result.error.issues, (issue) => t(issue.message, issueParams(issue))) };
}

/**
 * Form state with the contracts schema checked before sending and the server's field messages
 * (codes 4001/4002) shown under the same fields afterwards.
 */
export function useForm<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  /** Validates `input`, runs `action` with the parsed data; true when it went through. */
  async function submit<T>(schema: z.ZodType<T>, input: unknown, action: (data: T) => Promise<unknown>): Promise<boolean> {
    const checked = validate(schema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await action(checked.data);
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        // The client leaves field messages to the form; one about a field this form lacks is told here.
        const unshown = Object.entries(error.fields).find(([field]) => !(field in values));
        if (unshown) showToast(unshown[1]);
      }
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { values, setValues, set, errors, setErrors, submit, submitting };
}
