import type { FormInstance, Rule } from 'antd/es/form';
import type { z } from '@roamcart/contracts';
import { issueParams } from '@roamcart/contracts/messages';
import { ApiError } from '../api/client.ts';
import { i18n } from '../i18n/i18n.ts';

type Values = Record<string, unknown>;

function samePath(path: readonly PropertyKey[], field: string): boolean {
  return path.map(String).join('.') === field;
}

/** A zod issue's message is a key (`validation.too_long`); its own fields fill the placeholders. */
function translateIssue(issue: z.core.$ZodIssue): string {
  return i18n.t(issue.message, { ...issueParams(issue), defaultValue: issue.message });
}

/**
 * antd rules backed by a contracts schema: `rules('title')` checks the whole form with the
 * schema (so cross-field rules such as "passwords match" work) and reports that field's issue.
 * `toInput` turns form values into what the API receives (e.g. dayjs -> string).
 */
export function zodRules(schema: z.ZodType, toInput: (values: Values) => unknown = (values) => values) {
  return (field: string): Rule[] => [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const result = await schema.safeParseAsync(toInput(getFieldsValue(true) as Values));
        if (result.success) return;
        const issue = result.error.issues.find((candidate) => samePath(candidate.path, field));
        if (issue) throw new Error(translateIssue(issue));
      },
    }),
  ];
}

/** Puts the `{field: message}` of a 4001/4002 answer under the form's fields; true when any was shown. */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields);
  form.setFields(entries.map(([name, message]) => ({ name: name.split('.'), errors: [message] })));
  return entries.length > 0;
}
