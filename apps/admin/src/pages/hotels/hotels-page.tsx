import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Form, Image, Input, InputNumber, Rate, Row, Select, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOTEL_CHECK_IN_FROM, HOTEL_CHECK_OUT_BY, hotelSaveBody, type HotelAdminRow, type z } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { hotelCitiesQuery } from '../../api/hotels.ts';
import { createResource } from '../../api/resource.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { editedLanguages, useLocalizedText } from '../../components/language-tabs.tsx';
import { ClippedText, StackedCell } from '../../components/table-cells.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { filledTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { CityEditor } from './city-editor.tsx';
import { AmenitiesField, LocalizedFields, PhotoListField } from './hotel-fields.tsx';
import { calendarPath, roomTypesPath } from './paths.ts';

type Values = z.input<typeof hotelSaveBody>;

function toInput(values: Record<string, unknown>) {
  const texts = (field: string) => filledTexts(values[field] as Record<string, string> | undefined);
  return { ...values, name: texts('name'), description: texts('description'), address: texts('address'), policies: texts('policies') };
}
const rules = zodRules(hotelSaveBody, toInput);

const hotelsResource = createResource('hotels', adminApi.hotels);

/** Hotels: where, what, how they look and when guests come and go; their room types and calendar a click away. */
export default function HotelsPage() {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const textOf = useLocalizedText();
  const cities = useQuery(hotelCitiesQuery);
  const cityOptions = (cities.data ?? []).map((city) => ({ value: city.code, label: `${textOf(city.name)} (${city.code})` }));
  const [addingCity, setAddingCity] = useState(false);
  const yesNo = [
    { value: true, label: t('admin.hotels.active_only') },
    { value: false, label: t('admin.hotels.inactive_only') },
  ];

  return (
    <>
      <CrudPage<HotelAdminRow, Values, z.infer<typeof hotelSaveBody>, number>
        title={t('menu.hotels')}
        dialogTitles={{ create: t('admin.hotels.new'), edit: t('admin.hotels.edit') }}
        resource={hotelsResource}
        rowId={(row) => row.id}
        savePermission="hotels:save"
        deletePermission="hotels:delete"
        filters={
          <>
            <Form.Item name="keyword" label={t('admin.common.keyword')}>
              <Input allowClear maxLength={100} />
            </Form.Item>
            <Form.Item name="city" label={t('admin.hotels.city')}>
              <Select allowClear showSearch optionFilterProp="label" options={cityOptions} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="active" label={t('admin.common.status')}>
              <Select allowClear options={yesNo} style={{ width: 140 }} />
            </Form.Item>
          </>
        }
        columns={[
          { dataIndex: 'photo', title: t('admin.hotels.photo'), render: (url: string | null) => (url ? <Image src={url} alt="" width={56} /> : null) },
          {
            dataIndex: 'title',
            title: t('admin.common.name'),
            render: (title: string, row) => (
              <StackedCell main={<ClippedText text={title} maxWidth={220} />} lines={[row.city_name, <Rate key="stars" disabled count={row.stars} value={row.stars} style={{ fontSize: 12 }} />]} />
            ),
          },
          { dataIndex: 'room_types', title: t('admin.hotels.room_types'), align: 'end' },
          {
            key: 'state',
            title: t('admin.common.status'),
            render: (_, row) => (
              <>
                <Tag color={row.active ? 'green' : 'default'}>{row.active ? t('admin.hotels.active') : t('admin.hotels.inactive')}</Tag>
                {row.recommended && <Tag color="gold">{t('admin.hotels.recommended')}</Tag>}
                <div>
                  <Typography.Text type="secondary">{t('admin.common.updated_text', { at: formatDateTime(row.updated_at) })}</Typography.Text>
                </div>
              </>
            ),
          },
        ]}
        rowActions={(row) => (
          <>
            <Button type="link" size="small">
              <Link to={roomTypesPath(row.id)}>{t('admin.hotels.rooms_and_rates')}</Link>
            </Button>
            <Can permission="hotel_rates:list">
              <Button type="link" size="small">
                <Link to={calendarPath(row.id)}>{t('menu.hotel_calendar')}</Link>
              </Button>
            </Can>
          </>
        )}
        editor={{
          width: 820,
          initialValues: (row) =>
            row
              ? { ...row }
              : { name: {}, description: {}, address: {}, policies: {}, photos: [], amenities: [], stars: 3, check_in_from: HOTEL_CHECK_IN_FROM, check_out_by: HOTEL_CHECK_OUT_BY, active: true, recommended: false, instant_confirmation: false, sort: 0 },
          toBody: (values, row) => hotelSaveBody.parse({ ...toInput(values), id: row?.id }),
          fields: (row) => (
            <>
              <LocalizedFields
                languages={editedLanguages(languages, row?.name)}
                rules={rules}
                fields={[
                  { name: 'name', label: t('admin.common.name'), max: 200 },
                  { name: 'address', label: t('admin.hotels.address'), max: 300 },
                  { name: 'description', label: t('admin.hotels.description'), max: 5000, multiline: true },
                  { name: 'policies', label: t('admin.hotels.policies'), max: 2000, multiline: true },
                ]}
              />
              <Row gutter={16}>
                <Col span={8}>
                  <Form.Item name="city" label={t('admin.hotels.city')} rules={rules('city')}>
                    <Select
                      showSearch
                      optionFilterProp="label"
                      options={cityOptions}
                      popupRender={(menu) => (
                        <>
                          {menu}
                          <Divider style={{ margin: '4px 0' }} />
                          <Button type="text" block icon={<PlusOutlined />} onClick={() => setAddingCity(true)}>
                            {t('admin.hotels.new_city')}
                          </Button>
                        </>
                      )}
                    />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="latitude" label={t('admin.hotels.latitude')} rules={rules('latitude')}>
                    <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="longitude" label={t('admin.hotels.longitude')} rules={rules('longitude')}>
                    <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="time_zone" label={t('admin.hotels.time_zone')} rules={rules('time_zone')} extra={t('admin.hotels.time_zone_hint')}>
                    <Input maxLength={64} placeholder="Asia/Tokyo" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="check_in_from" label={t('admin.hotels.check_in_from')} rules={rules('check_in_from')}>
                    <Input maxLength={5} placeholder={HOTEL_CHECK_IN_FROM} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="check_out_by" label={t('admin.hotels.check_out_by')} rules={rules('check_out_by')}>
                    <Input maxLength={5} placeholder={HOTEL_CHECK_OUT_BY} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="stars" label={t('admin.hotels.stars')} rules={rules('stars')}>
                    <Rate />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="sort" label={t('admin.common.sort')} rules={rules('sort')}>
                    <InputNumber min={0} precision={0} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name="active" label={t('admin.hotels.active')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name="recommended" label={t('admin.hotels.recommended')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name="instant_confirmation" label={t('admin.hotels.instant_confirmation')} tooltip={t('admin.hotels.instant_confirmation_help')} valuePropName="checked">
                    <Switch data-testid="hotel-instant-confirmation" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="amenities" label={t('admin.hotels.amenities_label')} rules={rules('amenities')}>
                <AmenitiesField />
              </Form.Item>
              <Form.Item name="photos" label={t('admin.hotels.photos')} rules={rules('photos')}>
                <PhotoListField />
              </Form.Item>
            </>
          ),
        }}
      />
      {addingCity && <CityEditor onClose={() => setAddingCity(false)} />}
    </>
  );
}
