import { Checkbox, Form, Image, Input, Select, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS, CHANNEL_USES, GATEWAYS, channelSaveBody, type ChannelAdminRow, type ChannelKind, type RecordStatus, type z } from '@roamcart/contracts';
import { paymentChannelsResource, uploadChannelImage } from '../../api/payments.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { ImageUploadField } from '../../components/image-upload-field.tsx';
import { editedLanguages, LanguageTabs, useLocalizedText } from '../../components/language-tabs.tsx';
import { KeywordStatusFilters, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { ClippedText, StackedCell } from '../../components/table-cells.tsx';
import { formatMoney } from '../../lib/format.ts';
import { typedTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useBaseCurrency, useUiLanguage } from '../../startup/startup-context.tsx';

type Values = z.input<typeof channelSaveBody>;

function withoutEmptyLanguages(values: Record<string, unknown>) {
  return { ...values, title: typedTexts(values.title) };
}
const rules = zodRules(channelSaveBody, withoutEmptyLanguages);

const IMAGE_PREVIEW_WIDTH = 64;

/** Where the money of an offline channel goes, shown to its payers; online channels have none. */
function AccountFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={['account_info', 'bank']} label={t('admin.channels.bank')} rules={rules('account_info.bank')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name={['account_info', 'account_name']} label={t('admin.channels.account_name')} rules={rules('account_info.account_name')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name={['account_info', 'account_number']} label={t('admin.channels.account_number')} rules={rules('account_info.account_number')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name={['account_info', 'qr_image']} label={t('admin.channels.qr_image')} rules={rules('account_info.qr_image')}>
        <ImageUploadField uploadFile={uploadChannelImage} previewWidth={IMAGE_PREVIEW_WIDTH} />
      </Form.Item>
    </>
  );
}

/** The gateway of an online channel, or the account details of an offline one, as the kind chosen asks. */
function KindFields() {
  const { t } = useTranslation();
  const kind = Form.useWatch<ChannelKind | undefined>('kind');
  if (kind === 'offline') return <AccountFields />;
  return (
    <Form.Item name="gateway" label={t('admin.channels.gateway')} rules={rules('gateway')} extra={t('admin.channels.gateway_hint')}>
      <Select options={GATEWAYS.map((gateway) => ({ value: gateway, label: t(`admin.channels.gateway_${gateway}`) }))} style={{ width: 220 }} />
    </Form.Item>
  );
}

/** Payment channels: how money comes in (top-ups, orders) and goes out (withdrawals), with their limits and fee. */
export default function PaymentChannelsPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const localizedText = useLocalizedText();
  const { languages } = useUiLanguage();
  const useOptions = CHANNEL_USES.map((use) => ({ value: use, label: t(`admin.channels.use_${use}`) }));
  return (
    <CrudPage<ChannelAdminRow, Values, z.infer<typeof channelSaveBody>, number>
      title={t('menu.payment_channels')}
      dialogTitles={{ create: t('admin.channels.new'), edit: t('admin.channels.edit') }}
      resource={paymentChannelsResource}
      rowId={(row) => row.id}
      savePermission="payment_channels:save"
      deletePermission="payment_channels:delete"
      filters={<KeywordStatusFilters />}
      columns={[
        {
          key: 'title',
          title: t('admin.common.title'),
          render: (_, row) => (
            <Space>
              {row.image && <Image src={row.image} alt="" width={32} preview={false} />}
              <StackedCell main={<ClippedText text={localizedText(row.title)} maxWidth={160} />} lines={[<ClippedText key="identifier" text={row.identifier} maxWidth={160} />]} />
            </Space>
          ),
        },
        {
          dataIndex: 'kind',
          title: t('admin.channels.kind'),
          render: (kind: ChannelKind, row) => (
            <StackedCell
              main={
                <>
                  {`${t(`admin.channels.kind_${kind}`)}${row.gateway ? ` · ${t(`admin.channels.gateway_${row.gateway}`)}` : ''}`}
                  {row.test && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t('admin.channels.test')}</Tag>}
                </>
              }
              lines={[
                <Space key="uses" size={4} wrap style={{ maxWidth: 220 }}>
                  {row.uses.map((use) => (
                    <Tag key={use}>{t(`admin.channels.use_${use}`)}</Tag>
                  ))}
                </Space>,
              ]}
            />
          ),
        },
        {
          key: 'limits',
          title: t('admin.channels.limits'),
          render: (_, row) => (
            <StackedCell
              main={t('admin.channels.limits_value', { min: formatMoney(row.min_amount, currency), max: Number(row.max_amount) > 0 ? formatMoney(row.max_amount, currency) : t('admin.channels.no_max') })}
              lines={[t('admin.channels.fee_text', { rate: row.fee_rate, currency: row.currency })]}
            />
          ),
        },
        {
          dataIndex: 'status',
          title: t('admin.common.status'),
          render: (status: RecordStatus, row) => <StackedCell main={<StatusTag status={status} />} lines={[t('admin.common.sort_text', { sort: row.sort })]} />,
        },
      ]}
      editor={{
        width: 720,
        initialValues: (row) =>
          row
            ? {
                title: row.title,
                identifier: row.identifier,
                image: row.image,
                kind: row.kind,
                gateway: row.gateway as Values['gateway'],
                uses: row.uses,
                min_amount: row.min_amount,
                max_amount: row.max_amount,
                fee_rate: row.fee_rate,
                currency: row.currency,
                account_info: row.account_info ?? { bank: '', account_name: '', account_number: '', qr_image: '' },
                test: row.test,
                sort: row.sort,
                status: row.status,
              }
            : { title: {}, kind: 'online', gateway: 'sandbox', uses: ['recharge', 'pay'], min_amount: '0', max_amount: '0', fee_rate: '0', currency: currency.code, image: '', test: false, sort: 0, status: 'active' },
        toBody: (values, row) =>
          channelSaveBody.parse({
            ...withoutEmptyLanguages(values),
            id: row?.id,
            gateway: values.kind === 'online' ? values.gateway : '',
            account_info: values.kind === 'offline' ? values.account_info : null,
          }),
        fields: (row) => (
          <>
            <LanguageTabs languages={editedLanguages(languages, row?.title)} watchField="title">
              {(language, first) => (
                <Form.Item name={['title', language.code]} label={t('admin.common.title')} rules={[...rules(`title.${language.code}`), ...(first ? rules('title') : [])]}>
                  <Input maxLength={100} showCount dir={language.direction} />
                </Form.Item>
              )}
            </LanguageTabs>
            <Form.Item name="identifier" label={t('admin.channels.identifier')} rules={rules('identifier')} extra={t('admin.channels.identifier_hint')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="image" label={t('admin.channels.image')} rules={rules('image')}>
              <ImageUploadField uploadFile={uploadChannelImage} previewWidth={IMAGE_PREVIEW_WIDTH} />
            </Form.Item>
            <Form.Item name="kind" label={t('admin.channels.kind')} rules={rules('kind')}>
              <Select options={CHANNEL_KINDS.map((kind) => ({ value: kind, label: t(`admin.channels.kind_${kind}`) }))} style={{ width: 220 }} />
            </Form.Item>
            <KindFields />
            <Form.Item name="uses" label={t('admin.channels.uses')} rules={rules('uses')}>
              <Checkbox.Group options={useOptions} />
            </Form.Item>
            <Space wrap>
              <Form.Item name="min_amount" label={t('admin.channels.min_amount', { currency: currency.code })} rules={rules('min_amount')}>
                <Input inputMode="decimal" style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="max_amount" label={t('admin.channels.max_amount', { currency: currency.code })} rules={rules('max_amount')} extra={t('admin.channels.max_hint')}>
                <Input inputMode="decimal" style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="fee_rate" label={t('admin.channels.fee_rate')} rules={rules('fee_rate')} extra={t('admin.channels.fee_hint')}>
                <Input inputMode="decimal" suffix="%" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="currency" label={t('admin.channels.currency')} rules={rules('currency')} extra={t('admin.channels.currency_hint')}>
                <Input maxLength={10} style={{ width: 120 }} />
              </Form.Item>
            </Space>
            <Form.Item name="test" label={t('admin.channels.test')} extra={t('admin.channels.test_hint')} valuePropName="checked">
              <Switch data-testid="channel-test" />
            </Form.Item>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
