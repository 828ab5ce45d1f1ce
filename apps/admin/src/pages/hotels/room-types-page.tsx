import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Form, InputNumber, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { HOTEL_BOARDS, ratePlanSaveBody, roomTypeSaveBody, type RatePlanAdminRow, type RoomTypeAdminRow, type z } from '@roamcart/contracts';
import { roomTypesQuery, useDeleteRatePlan, useDeleteRoomType, useSaveRatePlan, useSaveRoomType } from '../../api/hotels.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { EditModal } from '../../components/edit-modal.tsx';
import { editedLanguages, useLocalizedText } from '../../components/language-tabs.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { filledTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { AmenitiesField, LocalizedFields, PhotoListField } from './hotel-fields.tsx';
import { calendarPath } from './paths.ts';

type RoomValues = z.input<typeof roomTypeSaveBody>;
type PlanValues = z.input<typeof ratePlanSaveBody>;

const roomInput = (values: Record<string, unknown>) => ({
  ...values,
  name: filledTexts(values.name as Record<string, string>),
  beds: filledTexts(values.beds as Record<string, string>),
});
const planInput = (values: Record<string, unknown>) => ({ ...values, name: filledTexts(values.name as Record<string, string>) });
const roomRules = zodRules(roomTypeSaveBody, roomInput);
const planRules = zodRules(ratePlanSaveBody, planInput);

function RoomTypeEditor({ hotelId, room, onClose }: { hotelId: number; room: RoomTypeAdminRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const save = useSaveRoomType();
  return (
    <EditModal<RoomValues>
      title={room ? t('admin.room_types.edit') : t('admin.room_types.new')}
      width={760}
      initialValues={room ? { ...room } : { name: {}, beds: {}, size_sqm: 0, max_adults: 2, max_children: 0, photos: [], amenities: [], active: true, sort: 0 }}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(roomTypeSaveBody.parse({ ...roomInput(values), hotel_id: hotelId, id: room?.id }))}
    >
      <LocalizedFields
        languages={editedLanguages(languages, room?.name)}
        rules={roomRules}
        fields={[
          { name: 'name', label: t('admin.common.name'), max: 100 },
          { name: 'beds', label: t('admin.room_types.beds'), max: 100 },
        ]}
      />
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="size_sqm" label={t('admin.room_types.size_sqm')} rules={roomRules('size_sqm')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="max_adults" label={t('admin.room_types.max_adults')} rules={roomRules('max_adults')}>
            <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="max_children" label={t('admin.room_types.max_children')} rules={roomRules('max_children')}>
            <InputNumber min={0} max={20} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="sort" label={t('admin.common.sort')} rules={roomRules('sort')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="active" label={t('admin.hotels.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="amenities" label={t('admin.hotels.amenities_label')} rules={roomRules('amenities')}>
        <AmenitiesField />
      </Form.Item>
      <Form.Item name="photos" label={t('admin.hotels.photos')} rules={roomRules('photos')}>
        <PhotoListField />
      </Form.Item>
    </EditModal>
  );
}

/** A rate plan: its name, board, and the cancellation timeline as steps "N hours before: P % back". */
function RatePlanEditor({ roomTypeId, plan, onClose }: { roomTypeId: number; plan: RatePlanAdminRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const save = useSaveRatePlan();
  return (
    <EditModal<PlanValues>
      title={plan ? t('admin.rate_plans.edit') : t('admin.rate_plans.new')}
      width={640}
      initialValues={plan ? { ...plan } : { name: {}, board: 'room_only', cancellation: [], active: true }}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(ratePlanSaveBody.parse({ ...planInput(values), room_type_id: roomTypeId, id: plan?.id }))}
    >
      <LocalizedFields languages={editedLanguages(languages, plan?.name)} rules={planRules} fields={[{ name: 'name', label: t('admin.common.name'), max: 100 }]} />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="board" label={t('admin.rate_plans.board')} rules={planRules('board')}>
            <Select options={HOTEL_BOARDS.map((board) => ({ value: board, label: t(`admin.rate_plans.boards.${board}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="active" label={t('admin.hotels.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('admin.rate_plans.cancellation')} extra={t('admin.rate_plans.cancellation_hint')} name="cancellation" rules={planRules('cancellation')}>
        <CancellationSteps />
      </Form.Item>
    </EditModal>
  );
}

type Step = { hours_before: number; refund_percent: number };

function CancellationSteps({ value = [], onChange }: { value?: Step[]; onChange?: (steps: Step[]) => void }) {
  const { t } = useTranslation();
  const change = (index: number, field: keyof Step, number: number | null) => onChange?.(value.map((step, at) => (at === index ? { ...step, [field]: number ?? 0 } : step)));
  return (
    <Flex vertical gap={8}>
      {value.length === 0 && <Typography.Text type="secondary">{t('admin.rate_plans.non_refundable')}</Typography.Text>}
      {value.map((step, index) => (
        <Space key={index} wrap>
          <InputNumber
            min={0}
            precision={0}
            value={step.hours_before}
            aria-label={t('admin.rate_plans.hours_before')}
            addonAfter={t('admin.rate_plans.hours_before')}
            onChange={(number) => change(index, 'hours_before', number)}
          />
          <InputNumber
            min={0}
            max={100}
            precision={0}
            value={step.refund_percent}
            aria-label={t('admin.rate_plans.refund_percent')}
            addonAfter={t('admin.rate_plans.refund_percent')}
            onChange={(number) => change(index, 'refund_percent', number)}
          />
          <Button type="link" danger onClick={() => onChange?.(value.filter((_, at) => at !== index))}>
            {t('admin.common.delete')}
          </Button>
        </Space>
      ))}
      <Button icon={<PlusOutlined />} style={{ alignSelf: 'start' }} onClick={() => onChange?.([...value, { hours_before: 24, refund_percent: 100 }])}>
        {t('admin.rate_plans.add_step')}
      </Button>
    </Flex>
  );
}

/** A hotel's room types, each a card with its figures and its rate plans. */
export default function RoomTypesPage() {
  const { t } = useTranslation();
  const textOf = useLocalizedText();
  const [params] = useSearchParams();
  const hotelId = Number(params.get('hotel_id'));
  const { data, isPending } = useQuery({ ...roomTypesQuery(hotelId), enabled: hotelId > 0 });
  const removeRoom = useDeleteRoomType();
  const removePlan = useDeleteRatePlan();
  const [editingRoom, setEditingRoom] = useState<{ room: RoomTypeAdminRow | null } | null>(null);
  const [editingPlan, setEditingPlan] = useState<{ roomTypeId: number; plan: RatePlanAdminRow | null } | null>(null);

  const stepsText = (plan: RatePlanAdminRow) =>
    plan.cancellation.length === 0
      ? t('admin.rate_plans.non_refundable')
      : plan.cancellation.map((step) => t('admin.rate_plans.step', { hours: step.hours_before, percent: step.refund_percent })).join(' · ');

  return (
    <PageContainer
      title={data ? t('admin.room_types.title', { hotel: data.hotel_name }) : t('admin.hotels.rooms_and_rates')}
      extra={
        <Can permission="hotels:save">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditingRoom({ room: null })} disabled={!data}>
            {t('admin.room_types.new')}
          </Button>
        </Can>
      }
    >
      {isPending && hotelId > 0 ? (
        <CenteredSpin />
      ) : !data || data.room_types.length === 0 ? (
        <Empty description={t('admin.room_types.none')} />
      ) : (
        <Flex vertical gap={16}>
          {data.room_types.map((room) => (
            <Card
              key={room.id}
              title={
                <Space>
                  {textOf(room.name)}
                  {!room.active && <Tag>{t('admin.hotels.inactive')}</Tag>}
                </Space>
              }
              extra={
                <RowActions savePermission="hotels:save" deletePermission="hotels:delete" onEdit={() => setEditingRoom({ room })} onDelete={() => removeRoom.mutateAsync(room.id)}>
                  <Can permission="hotel_rates:list">
                    <Button type="link" size="small">
                      <Link to={calendarPath(room.hotel_id, room.id)}>{t('menu.hotel_calendar')}</Link>
                    </Button>
                  </Can>
                </RowActions>
              }
            >
              <Typography.Paragraph type="secondary">
                {t('admin.room_types.summary', { beds: textOf(room.beds), size: room.size_sqm, adults: room.max_adults, children: room.max_children })}
              </Typography.Paragraph>
              <Table<RatePlanAdminRow>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={room.rate_plans}
                locale={{ emptyText: t('admin.rate_plans.none') }}
                columns={[
                  { dataIndex: 'name', title: t('admin.rate_plans.name'), render: (name: Record<string, string>) => textOf(name) },
                  { dataIndex: 'board', title: t('admin.rate_plans.board'), render: (board: string) => t(`admin.rate_plans.boards.${board}`) },
                  { key: 'cancellation', title: t('admin.rate_plans.cancellation'), render: (_, plan) => stepsText(plan) },
                  { dataIndex: 'active', title: t('admin.common.status'), render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? t('admin.hotels.active') : t('admin.hotels.inactive')}</Tag> },
                  {
                    key: 'actions',
                    title: t('admin.common.actions'),
                    render: (_, plan) => (
                      <RowActions savePermission="hotels:save" deletePermission="hotels:delete" onEdit={() => setEditingPlan({ roomTypeId: room.id, plan })} onDelete={() => removePlan.mutateAsync(plan.id)} />
                    ),
                  },
                ]}
                footer={() => (
                  <Can permission="hotels:save">
                    <Button size="small" icon={<PlusOutlined />} onClick={() => setEditingPlan({ roomTypeId: room.id, plan: null })}>
                      {t('admin.rate_plans.new')}
                    </Button>
                  </Can>
                )}
              />
            </Card>
          ))}
        </Flex>
      )}
      {editingRoom && <RoomTypeEditor hotelId={hotelId} room={editingRoom.room} onClose={() => setEditingRoom(null)} />}
      {editingPlan && <RatePlanEditor roomTypeId={editingPlan.roomTypeId} plan={editingPlan.plan} onClose={() => setEditingPlan(null)} />}
    </PageContainer>
  );
}
