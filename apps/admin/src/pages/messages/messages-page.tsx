import { SendOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input, Radio, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { messageSendBody, type SentMessageRow, type z } from '@roamcart/contracts';
import { sentMessageListQuery, useSendMessage } from '../../api/messages.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { UserPicker } from '../../components/user-picker.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { showServerFieldErrors, zodRules, requiredRule } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { KeywordFilter } from '../../components/status.tsx';

type Audience = 'all' | 'one';
type Values = z.input<typeof messageSendBody> & { audience: Audience };

/** The audience choice is the form's own; "everyone" sends no user id. */
const toInput = (values: Record<string, unknown>) => {
  const { audience, ...body } = values;
  return audience === 'all' ? { ...body, user_id: undefined } : body;
};
const rules = zodRules(messageSendBody, toInput);

function SendForm() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form);
  const send = useSendMessage();

  async function submit(values: Values) {
    const body = messageSendBody.parse(toInput(values));
    if (body.user_id === undefined) {
      const confirmed = await modal.confirm({ title: t('admin.messages.send_all_confirm'), okText: t('admin.messages.send'), cancelText: t('admin.common.cancel') });
      if (!confirmed) return;
    }
    try {
      await send.mutateAsync(body);
      message.success(t('success'));
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  return (
    <Card title={t('admin.messages.new')}>
      <Form<Values> form={form} layout="vertical" initialValues={{ audience: 'one' }} onFinish={(values) => void submit(values)} style={{ maxWidth: 640 }}>
        <Form.Item name="audience" label={t('admin.messages.audience')}>
          <Radio.Group
            options={[
              { value: 'one', label: t('admin.messages.audience_one') },
              { value: 'all', label: t('admin.messages.audience_all') },
            ]}
          />
        </Form.Item>
        {audience !== 'all' && (
          <Form.Item name="user_id" label={t('admin.messages.recipient')} rules={[requiredRule(), ...rules('user_id')]}>
            <UserPicker />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('admin.common.title')} rules={rules('title')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="content" label={t('admin.common.content')} rules={rules('content')}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
          {t('admin.messages.send')}
        </Button>
      </Form>
    </Card>
  );
}

function SentList() {
  const { t } = useTranslation();
  const { query, rows, pagination, search } = usePagedList(sentMessageListQuery);
  const columns: ColumnsType<SentMessageRow> = [
    { dataIndex: 'created_at', title: t('admin.messages.sent_at'), render: formatDateTime },
    { dataIndex: 'title', title: t('admin.common.title') },
    { dataIndex: 'content', title: t('admin.common.content'), ellipsis: true, width: 320 },
    {
      key: 'recipient',
      title: t('admin.messages.recipient'),
      render: (_, row) => (row.user_id === null ? <Tag color="blue">{t('admin.messages.audience_all')}</Tag> : (row.user_email ?? row.user_nickname ?? `#${row.user_id}`)),
    },
    { dataIndex: 'read_count', title: t('admin.messages.read_count') },
    { dataIndex: 'admin_username', title: t('admin.messages.sender') },
  ];
  return (
    <Card title={t('admin.messages.sent')}>
      <FilterForm onSearch={search}>
        <KeywordFilter />
      </FilterForm>
      <Table<SentMessageRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </Card>
  );
}

export default function MessagesPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('menu.messages')}
      </Typography.Title>
      <Can permission="messages:send">
        <SendForm />
      </Can>
      {can('messages:list') && <SentList />}
    </Flex>
  );
}
