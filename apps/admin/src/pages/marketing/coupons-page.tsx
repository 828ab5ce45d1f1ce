import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_GIVE_OUTS, COUPON_KINDS, couponTemplateSaveBody, type CouponTemplateRow, type RecordStatus, type z } from '@roamcart/contracts';
import { couponsResource, useBulkDeleteCoupons } from '../../api/coupons.ts';
import { ConfirmedBulkButton } from '../../components/bulk-actions.tsx';
import { CrudPage } from '../../components/crud-page.tsx';
import { useLocalizedText } from '../../components/language-tabs.tsx';
import { KeywordStatusFilters, StatusTag } from '../../components/status.tsx';
import { ClippedText, StackedCell } from '../../components/table-cells.tsx';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
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
  const can = useCan();
  const bulkDelete = useBulkDeleteCoupons();
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
        sortable={['id', 'min_spend', 'issued']}
        bulk={{
          exportName: 'coupons',
          // The title as the list shows it: the operator's own in the interface language, or the one made from the rule.
          exportTexts: { title: (row) => textOf(row.title) || row.shown_title },
          actions: (ids, done) =>
            can('coupons:delete') && (
              <ConfirmedBulkButton label={t('admin.bulk.delete')} confirm={t('admin.bulk.delete_confirm', { shown: formatCount(ids.length) })} danger act={() => bulkDelete.mutateAsync(ids)} onDone={done} />
            ),
        }}
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
          {
            dataIndex: 'title',
            title: t('admin.common.title'),
            render: (title: Record<string, string>, row) => (
              <StackedCell main={<ClippedText text={textOf(title) || row.shown_title} maxWidth={200} />} lines={[`#${row.id} · ${t(`admin.coupons.scopes.${row.scope}`)}`]} />
            ),
          },
          {
            key: 'terms',
            title: t('admin.coupons.terms'),
            render: (_, row) => (
              <StackedCell
                main={terms(row)}
                lines={[
                  t('admin.coupons.min_spend_text', { amount: formatMoney(row.min_spend, currency) }),
                  row.validity === 'fixed' ? `${formatDay(row.valid_from)} – ${formatDay(row.valid_until)}` : t('admin.coupons.days_after', { count: row.valid_days }),
                ]}
              />
            ),
          },
          {
            key: 'issued',
            title: t('admin.coupons.issued'),
            align: 'right',
            render: (_, row) => <StackedCell main={`${formatCount(row.issued)} / ${formatCount(row.total)}`} lines={[t('admin.coupons.used_text', { used: formatCount(row.used) })]} />,
          },
          {
            dataIndex: 'status',
            title: t('admin.common.status'),
            render: (status: RecordStatus, row) => <StackedCell main={<StatusTag status={status} />} lines={[<Tag key="give_out">{t(`admin.coupons.give_outs.${row.give_out}`)}</Tag>]} />,
          },
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
