import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_COUNTRIES, returnAddressSaveBody, type ReturnAddressRow, type z } from '@roamcart/contracts';
import { returnAddressesQuery, useSaveReturnAddress } from '../../api/orders.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { useCountryName } from '../../lib/country-names.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showServerFieldErrors, zodRules } from '../../lib/zod-form.ts';
import { useCan } from '../../session/session.ts';

type Values = z.input<typeof returnAddressSaveBody>;
const rules = zodRules(returnAddressSaveBody);

/** One shipping source's return address: where the goods of its approved returns go back to. */
function ReturnAddressCard({ row }: { row: ReturnAddressRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const countryName = useCountryName();
  const canSave = useCan()('return_addresses:save');
  const [form] = Form.useForm<Values>();
  const save = useSaveReturnAddress();
  const initialValues: Values = { source: row.source, name: '', phone: '', country: '', line1: '', line2: '', ...row.address };

  async function submit() {
    try {
      await save.mutateAsync(returnAddressSaveBody.parse(form.getFieldsValue(true)));
      message.success(t('success'));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  return (
    <Card title={t(`admin.products.shipping.${row.source}`)} extra={row.updated_at && <Typography.Text type="secondary">{t('admin.return_addresses.updated', { at: formatDateTime(row.updated_at) })}</Typography.Text>}>
      {!row.address && <Typography.Paragraph type="secondary">{t('admin.return_addresses.none')}</Typography.Paragraph>}
      <Form<Values> form={form} name={`return-address-${row.source}`} layout="vertical" initialValues={initialValues} disabled={!canSave} onFinish={() => void submit()}>
        <Form.Item name="name" label={t('admin.return_addresses.name')} rules={rules('name')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label={t('admin.users.tel')} rules={rules('phone')}>
          <Input maxLength={30} dir="ltr" />
        </Form.Item>
        <Form.Item name="country" label={t('admin.users.country')} rules={rules('country')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: countryName(code) }))} />
        </Form.Item>
        <Form.Item name="line1" label={t('admin.return_addresses.line1')} rules={rules('line1')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="line2" label={t('admin.return_addresses.line2')} rules={rules('line2')}>
          <Input maxLength={200} />
        </Form.Item>
        {canSave && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('admin.common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** The return address of each shipping source, shown to customers with an approved return and in its mail. */
export default function ReturnAddressesPage() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(returnAddressesQuery());
  return (
    <PageContainer title={t('menu.return_addresses')}>
      <Typography.Paragraph type="secondary">{t('admin.return_addresses.explain')}</Typography.Paragraph>
      {isPending || !data ? (
        <CenteredSpin />
      ) : (
        <Row gutter={[16, 16]}>
          {data.map((row) => (
            <Col key={row.source} xs={24} xl={12}>
              <ReturnAddressCard row={row} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
