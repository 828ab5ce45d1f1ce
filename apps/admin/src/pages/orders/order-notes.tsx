import { Button, Card, Flex, Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderNoteBody, type OrderNoteView } from '@roamcart/contracts';
import { useAddOrderNote } from '../../api/orders.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showServerFieldErrors, zodRules } from '../../lib/zod-form.ts';

const rules = zodRules(orderNoteBody);
const NOTE_MAX = 1000;

/** The operators' internal notes on the order, oldest first, and the form that adds one; the customer never sees them. */
export function OrderNotes({ orderNo, notes }: { orderNo: string; notes: OrderNoteView[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ body: string }>();
  const add = useAddOrderNote();

  async function submit({ body }: { body: string }) {
    try {
      await add.mutateAsync(orderNoteBody.parse({ order_no: orderNo, body }));
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('admin.orders.notes_hint')}</Typography.Text>
        <List<OrderNoteView>
          size="small"
          dataSource={notes}
          locale={{ emptyText: t('admin.orders.no_notes') }}
          renderItem={(note) => (
            <List.Item key={note.id} data-testid="order-note">
              <List.Item.Meta
                title={
                  <Typography.Text type="secondary">
                    <bdi>{note.admin || '–'}</bdi> · {formatDateTime(note.created_at)}
                  </Typography.Text>
                }
                description={<Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{note.body}</Typography.Paragraph>}
              />
            </List.Item>
          )}
        />
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="body" label={t('admin.orders.add_note')} rules={rules('body')}>
            <Input.TextArea maxLength={NOTE_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending}>
            {t('admin.orders.save_note')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
