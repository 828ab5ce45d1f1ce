import { Button, Form, Input, Typography } from 'antd';
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
 * required remark (the reason a customer reads) must be typed; it is sent trimmed.
 */
export function RemarkModal({
  title,
  okText,
  hint,
  label,
  required = false,
  multiline = false,
  onClose,
  onSubmit,
}: {
  title: string;
  okText: string;
  hint: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  onClose(): void;
  onSubmit(remark: string): Promise<unknown>;
}) {
  return (
    <EditModal<{ remark?: string }> title={title} okText={okText} initialValues={{ remark: '' }} onClose={onClose} onSubmit={(values) => onSubmit((values.remark ?? '').trim())}>
      <Typography.Paragraph>{hint}</Typography.Paragraph>
      <Form.Item name="remark" label={label} rules={required ? [requiredRule()] : []}>
        {multiline ? <Input.TextArea rows={2} maxLength={REMARK_MAX} /> : <Input maxLength={REMARK_MAX} />}
      </Form.Item>
    </EditModal>
  );
}
