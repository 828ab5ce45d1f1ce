import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { couponSendBody, type CouponSendCountQuery, type CouponTemplateRow } from '@roamcart/contracts';
import { allAgentsQuery } from '../../api/agents.ts';
import { sendCountQuery, useSendCoupons } from '../../api/coupons.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { useLocalizedText } from '../../components/language-tabs.tsx';
import { UserPicker } from '../../components/user-picker.tsx';
import { formatCount } from '../../lib/format.ts';
import { requiredRule } from '../../lib/zod-form.ts';
import { useCan } from '../../session/session.ts';

interface SendValues {
  audience: 'one' | 'group';
  user_id?: number;
  agent_id?: number;
  registered?: [Dayjs, Dayjs] | null;
}

function groupOf(values: Pick<SendValues, 'agent_id' | 'registered'>): CouponSendCountQuery {
  return { agent_id: values.agent_id, registered_from: values.registered?.[0].format('YYYY-MM-DD'), registered_to: values.registered?.[1].format('YYYY-MM-DD') };
}

/** The group's filters and how many active customers they match now, so the operator knows the reach before sending. */
function GroupFields() {
  const { t } = useTranslation();
  const can = useCan();
  const agents = useQuery({ ...allAgentsQuery(), enabled: can('agents:list') });
  const agentId = Form.useWatch<number | undefined>('agent_id');
  const registered = Form.useWatch<[Dayjs, Dayjs] | null | undefined>('registered');
  const matching = useQuery(sendCountQuery(groupOf({ agent_id: agentId, registered })));
  return (
    <>
      {can('agents:list') && (
        <Form.Item name="agent_id" label={t('admin.users.agent')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))} />
        </Form.Item>
      )}
      <Form.Item name="registered" label={t('admin.users.registered_at')}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Typography.Text data-testid="coupon-send-count">{matching.data ? t('admin.coupons.group_count', { shown: formatCount(matching.data.count) }) : '…'}</Typography.Text>
    </>
  );
}

/** The recipient or the group's filters, as the audience chosen in the modal's form asks. */
function AudienceFields() {
  const { t } = useTranslation();
  // Watched through the modal's form context: the fields follow the audience radio.
  const audience = Form.useWatch<SendValues['audience'] | undefined>('audience') ?? 'one';
  return audience === 'one' ? (
    <Form.Item name="user_id" label={t('admin.messages.recipient')} rules={[requiredRule()]}>
      <UserPicker />
    </Form.Item>
  ) : (
    <GroupFields />
  );
}

/** Sends one coupon of the template to a customer, or to each active customer of a group (by agent, by registration days). */
export function SendCouponsModal({ template, onClose }: { template: CouponTemplateRow; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const textOf = useLocalizedText();
  const send = useSendCoupons();

  async function submit(values: SendValues) {
    const body = couponSendBody.parse(values.audience === 'one' ? { template_id: template.id, user_id: values.user_id } : { template_id: template.id, ...groupOf(values) });
    const result = await send.mutateAsync(body);
    message.success(t('admin.coupons.sent_result', { sent: result.sent, skipped: result.skipped }));
  }

  return (
    <EditModal<SendValues> title={t('admin.coupons.send_title', { title: textOf(template.title) })} initialValues={{ audience: 'one' }} onClose={onClose} onSubmit={submit} okText={t('admin.coupons.send')}>
      <Form.Item name="audience" label={t('admin.messages.audience')}>
        <Radio.Group
          options={[
            { value: 'one', label: t('admin.messages.audience_one') },
            { value: 'group', label: t('admin.coupons.audience_group') },
          ]}
        />
      </Form.Item>
      <AudienceFields />
    </EditModal>
  );
}
