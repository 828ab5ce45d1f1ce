import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_GIVE_OUTS, COUPON_KINDS, couponTemplateSaveBody, type CouponTemplateRow, type RecordStatus, type z } from '@roamcart/contracts';
import { couponsResource } from '../../api/coupons.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { useLocalizedText } from '../../components/language-tabs.tsx';
import { KeywordStatusFilters, StatusTag } from '../../components/status.tsx';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { CouponFields, couponInitialValues, couponInput, type CouponValues } from './coupon-fields.tsx';
import { SendCouponsModal } from './send-coupons-modal.tsx';

/** What a template takes off, in words: "5.00 off", "10% off (up to 20.00)", "Free shipping". */
function useTermsText() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  return (row: CouponTemplateRow) => {
    if (row.kind === 'amount') return t('admin.coupons.terms_amount', { amount: formatMoney(row.amount, currency) });
    if (row.kind === 'percent') {
      const percent = t('admin.coupons.terms_percent', { percent: row.percent });
      return Number(row.max_discount) > 0 ? `${percent} ${t('admin.coupons.terms_cap', { amount: formatMoney(row.max_discount, currency) })}` : percent;
    }
    return t('admin.coupons.kinds.free_shipping');
  };
}

/** Coupon templates: what each takes off, for what, when, how many, how customers get them; and sending them. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const textOf = useLocalizedText();
  const terms = useTermsText();
  const [sending, setSending] = useState<CouponTemplateRow | null>(null);
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <>
      <CrudPage<CouponTemplateRow, CouponValues, z.infer<typeof couponTemplateSaveBody>, number>
        title={t('menu.coupons')}
        dialogTitles={{ create: t('admin.coupons.new'), edit: t('admin.coupons.edit') }}
        resource={couponsResource}
        rowId={(row) => row.id}
        savePermission="coupons:save"
        deletePermission="coupons:delete"
        filters={
          <>
            <KeywordStatusFilters />
            <Form.Item name="kind" label={t('admin.coupons.kind')}>
              <Select allowClear options={options(COUPON_KINDS, 'admin.coupons.kinds')} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="give_out" label={t('admin.coupons.give_out')}>
              <Select allowClear options={options(COUPON_GIVE_OUTS, 'admin.coupons.give_outs')} style={{ width: 170 }} />
            </Form.Item>
          </>
        }
        columns={[
          { dataIndex: 'id', title: 'ID' },
          { dataIndex: 'title', title: t('admin.common.title'), render: (title: Record<string, string>, row) => textOf(title) || row.shown_title },
          { key: 'terms', title: t('admin.coupons.terms'), render: (_, row) => terms(row) },
          { dataIndex: 'min_spend', title: t('admin.coupons.min_spend'), align: 'right', render: (amount: string) => formatMoney(amount, currency) },
          { dataIndex: 'scope', title: t('admin.coupons.scope'), render: (scope: string) => t(`admin.coupons.scopes.${scope}`) },
          {
            key: 'validity',
            title: t('admin.coupons.validity'),
            render: (_, row) => (row.validity === 'fixed' ? `${formatDay(row.valid_from)} – ${formatDay(row.valid_until)}` : t('admin.coupons.days_after', { count: row.valid_days })),
          },
          { key: 'issued', title: t('admin.coupons.issued'), align: 'right', render: (_, row) => `${formatCount(row.issued)} / ${formatCount(row.total)}` },
          { dataIndex: 'used', title: t('admin.coupons.used'), align: 'right', render: formatCount },
          { dataIndex: 'give_out', title: t('admin.coupons.give_out'), render: (giveOut: string) => <Tag>{t(`admin.coupons.give_outs.${giveOut}`)}</Tag> },
          { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        ]}
        rowActions={(row) =>
          row.status === 'active' ? (
            <Can permission="coupons:send">
              <Button type="link" size="small" icon={<SendOutlined />} onClick={() => setSending(row)}>
                {t('admin.coupons.send')}
              </Button>
            </Can>
          ) : null
        }
        editor={{
          width: 760,
          initialValues: couponInitialValues,
          toBody: (values, row) => couponTemplateSaveBody.parse({ ...couponInput(values), id: row?.id }),
          fields: () => <CouponFields />,
        }}
      />
      {sending && <SendCouponsModal template={sending} onClose={() => setSending(null)} />}
    </>
  );
}
