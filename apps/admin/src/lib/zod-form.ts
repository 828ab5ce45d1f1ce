import type { FormInstance, Rule } from 'antd/es/form';
import type { z } from '@roamcart/contracts';
import { issueParams, issuesToFields } from '@roamcart/contracts/messages';
import { ApiError, announceError } from '../api/client.ts';
import { i18n } from '../i18n/i18n.ts';

type Values = Record<string, unknown>;

const REQUIRED = 'validation.required';
/**
 * antd puts the field's label where `${label}` stands in a rule's message, so "Name is required"
 * names the field the admin left empty without each page spelling it out.
 */
const LABEL_PLACEHOLDER = '${label}';

/**
 * A zod issue's message is a key (`validation.too_long`); its own fields fill the placeholders.
 * A missing field is named: "Name is required".
 */
function translateIssue(issue: z.core.$ZodIssue, value: unknown): string {
  // A cleared number box or picker holds null: to the admin that field is simply empty.
  if (issue.message === REQUIRED || (issue.code === 'invalid_type' && value === null)) return requiredMessage();
  return i18n.t(issue.message, { ...issueParams(issue), defaultValue: issue.message });
}

function requiredMessage(): string {
  return i18n.t('admin.form.required_field', { field: LABEL_PLACEHOLDER });
}

/** For a field the form requires although the schema does not (a new admin's password). */
export function requiredRule(): Rule {
  return { required: true, message: requiredMessage() };
}

/** The fields the schema refuses when left empty, found by checking an empty form. */
function requiredFields(schema: z.ZodType, toInput: (values: Values) => unknown): Set<string> {
  let input: unknown;
  try {
    input = toInput({});
  } catch {
    return new Set();
  }
  const result = schema.safeParse(input);
  if (result.success) return new Set();
  return new Set(result.error.issues.filter((issue) => issue.message === REQUIRED).map((issue) => issue.path.map(String).join('.')));
}

/**
 * antd rules backed by a contracts schema: `rules('title')` checks the whole form with the
 * schema (so cross-field rules such as "passwords match" work) and reports that field's issue.
 * A field the schema requires is marked required. `toInput` turns form values into what the
 * API receives (e.g. dayjs -> string).
 */
export function zodRules(schema: z.ZodType, toInput: (values: Values) => unknown = (values) => values) {
  let required: Set<string> | undefined;
  return (field: string): Rule[] => {
    required ??= requiredFields(schema, toInput);
    return [
      ({ getFieldsValue }) => ({
        required: required?.has(field) ?? false,
        validator: async (_rule, value: unknown) => {
          const result = await schema.safeParseAsync(toInput(getFieldsValue(true) as Values));
          if (result.success) return;
          const message = issuesToFields(result.error.issues, (issue) => translateIssue(issue, value))[field];
          if (message) throw new Error(message);
        },
      }),
    ];
  };
}

/**
 * Puts the `{field: message}` of a refusal under the form's fields, each problem once: a message
 * about a field the form does not show pops up instead. True when any was put under a field.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  // Without an argument antd answers only the fields on screen.
  const shown = new Set(Object.keys(form.getFieldsValue() as Values));
  const entries = Object.entries(error.fields);
  const inline = entries.filter(([name]) => shown.has(name.split('.')[0] ?? name));
  // `skus.0.price`: list items are numbered in antd's name paths.
  const namePath = (name: string) => name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  form.setFields(inline.map(([name, message]) => ({ name: namePath(name), errors: [message] })));
  const elsewhere = entries.filter((entry) => !inline.includes(entry));
  if (elsewhere.length > 0) announceError(elsewhere.map(([, message]) => message).join(' '));
  return inline.length > 0;
}
