import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';

/** The one full-width button that sends a form. */
export function SubmitButton({ loading, danger = false, children }: { loading: boolean; danger?: boolean; children: ReactNode }) {
  return (
    <div className="form-actions">
      <Button type="submit" color={danger ? 'danger' : 'primary'} size="large" block loading={loading}>
        {children}
      </Button>
    </div>
  );
}
