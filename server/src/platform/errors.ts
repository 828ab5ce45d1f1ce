import { ErrorCode } from '@roamcart/contracts';

/**
 * An expected failure: a code from the catalogue and, for validation codes, `{field: message key}`.
 * The envelope turns it into `{code, data, msg}` in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly details: Record<string, unknown> | null = null,
    /** Placeholder values for the translated message. */
    readonly params: Record<string, unknown> = {},
    /** Placeholder values of one field's message ("At most {{maximum}} characters"), by field. */
    readonly fieldParams: Record<string, Record<string, unknown>> = {},
  ) {
    super(`AppError ${code}`);
  }

  /** Details are `{field: message key}`, translated in the response. */
  get hasFieldDetails(): boolean {
    return this.fieldDetails || this.code === ErrorCode.InvalidParameters || this.code === ErrorCode.MissingParameters;
  }

  private fieldDetails = false;

  /** Several fields' messages at once, e.g. every wrong cell of an imported file. */
  static fields(fields: Record<string, string>, fieldParams: Record<string, Record<string, unknown>> = {}): AppError {
    const error = new AppError(ErrorCode.InvalidParameters, fields, {}, fieldParams);
    error.fieldDetails = true;
    return error;
  }

  static field(field: string, messageKey: string, code: number = ErrorCode.InvalidParameters): AppError {
    const error = new AppError(code, { [field]: messageKey });
    error.fieldDetails = true;
    return error;
  }
}
