import { Button, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { requiredRule } from '../lib/zod-form.ts';
import { Can } from '../session/can.tsx';
import { EditModal } from './edit-modal.tsx';

const REMARK_MAX = 200;

/** Approve and Reject, for an admin who holds `permission`. */
export function ApproveRejectButtons({ permission, labels, onPick }: { permission: string; labels: { approve: string; reject: string }; onPick(action: 'approve' | 'reject'): void }) {
  return (
    <Can permission={permission}>
      <Button type="link" size="small" onClick={() => onPick('approve')}>
        {labels.approve}
      </Button>
      <Button type="link" size="small" danger onClick={() => onPick('reject')}>
        {labels.reject}
      </Button>
    </Can>
  );
}

/**
 * Asks for a remark before an action runs, saying first what the action will do (`hint`). A
 * required remark (the reason a customer reads) must be typed; it is sent trimmed. Any further
 * fields the action takes (`children`, starting at `initialValues`) are sent with it.
 */
export function RemarkModal<Extra extends object = object>({
  title,
  okText,
  hint,
  label,
  required = false,
  multiline = false,
  initialValues,
  children,
  onClose,
  onSubmit,
}: {
  title: string;
  okText: string;
  hint: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  initialValues?: Extra;
  children?: ReactNode;
  onClose(): void;
  onSubmit(remark: string, values: Extra): Promise<unknown>;
}) {
  return (
    <EditModal<Extra & { remark?: string }> title={title} okText={okText} initialValues={{ ...initialValues, remark: '' } as Partial<Extra & { remark?: string }>} onClose={onClose} onSubmit={(values) => onSubmit((values.remark ?? '').trim(), values)}>
      <Typography.Paragraph>{hint}</Typography.Paragraph>
      <Form.Item name="remark" label={label} rules={required ? [requiredRule()] : []}>
        {multiline ? <Input.TextArea rows={2} maxLength={REMARK_MAX} /> : <Input maxLength={REMARK_MAX} />}
      </Form.Item>
      {children}
    </EditModal>
  );
}
