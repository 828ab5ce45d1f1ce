import type { ReactNode } from 'react';

/** A labelled control with its hint and error under it. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-field-label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <div className="form-field-control">{children}</div>
      {hint && !error && <p className="form-field-hint">{hint}</p>}
      {error && (
        <p className="form-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
