import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { couponSendBody, type CouponTemplateRow } from '@roamcart/contracts';
import { allAgentsQuery } from '../../api/agents.ts';
import { useSendCoupons } from '../../api/coupons.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { useLocalizedText } from '../../components/language-tabs.tsx';
import { UserPicker } from '../../components/user-picker.tsx';
import { requiredRule } from '../../lib/zod-form.ts';
import { useCan } from '../../session/session.ts';

interface SendValues {
  audience: 'one' | 'group';
  user_id?: number;
  agent_id?: number;
  registered?: [Dayjs, Dayjs] | null;
}

/** Sends one coupon of the template to a customer, or to each active customer of a group (by agent, by registration days). */
export function SendCouponsModal({ template, onClose }: { template: CouponTemplateRow; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const textOf = useLocalizedText();
  const send = useSendCoupons();
  const agents = useQuery({ ...allAgentsQuery(), enabled: can('agents:list') });
  const [form] = Form.useForm<SendValues>();
  const audience = Form.useWatch('audience', form) ?? 'one';

  async function submit(values: SendValues) {
    const body = couponSendBody.parse(
      values.audience === 'one'
        ? { template_id: template.id, user_id: values.user_id }
        : { template_id: template.id, agent_id: values.agent_id, registered_from: values.registered?.[0].format('YYYY-MM-DD'), registered_to: values.registered?.[1].format('YYYY-MM-DD') },
    );
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
      {audience === 'one' ? (
        <Form.Item name="user_id" label={t('admin.messages.recipient')} rules={[requiredRule()]}>
          <UserPicker />
        </Form.Item>
      ) : (
        <>
          {can('agents:list') && (
            <Form.Item name="agent_id" label={t('admin.users.agent')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))} />
            </Form.Item>
          )}
          <Form.Item name="registered" label={t('admin.users.registered_at')}>
            <DatePicker.RangePicker />
          </Form.Item>
        </>
      )}
    </EditModal>
  );
}
