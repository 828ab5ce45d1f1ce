import type { ReactNode } from 'react';
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import { FormField } from './form-field.tsx';

type NativeOptions = Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>;

/** A labelled antd-mobile text input with its error; `children` sit beside the input (send-code button). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  children,
  ...native
}: NativeOptions & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input id={id} value={value} onChange={onChange} {...native} />
      {children}
    </FormField>
  );
}
