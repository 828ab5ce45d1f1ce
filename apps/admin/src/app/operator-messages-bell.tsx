import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Flex, List, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OPERATOR_MESSAGE_KINDS, type OperatorMessageParams, type OperatorMessageRow } from '@roamcart/contracts';
import { operatorMessagesQuery, useReadAllOperatorMessages, useReadOperatorMessage, type OperatorMessageOrder } from '../api/operator-messages.ts';
import { formatDateTime, formatDay } from '../lib/format.ts';

const PAGE_SIZE = 10;

/** The params as the admin reads them: a calendar day (a flight's date) written in the interface language, like the pages' dates. */
function shownParams({ kind, params }: OperatorMessageRow): OperatorMessageParams {
  const days: readonly string[] = OPERATOR_MESSAGE_KINDS[kind].dayParams;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, days.includes(name) ? formatDay(String(value)) : value]));
}

/** One message as a button: its title (bold while unread), its text and when it came; opening it marks it read. */
function MessageItem({ message, onOpen }: { message: OperatorMessageRow; onOpen(message: OperatorMessageRow): void }) {
  const { t } = useTranslation();
  const params = shownParams(message);
  return (
    <Button type="text" block onClick={() => onOpen(message)} style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'start', padding: '8px 12px' }}>
      <Flex vertical gap={2} style={{ width: '100%' }}>
        <Flex gap={8} align="center">
          {!message.read && <Badge status="processing" />}
          <Typography.Text strong={!message.read}>{t(message.title_key, params)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">{t(message.body_key, params)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </Typography.Text>
      </Flex>
    </Button>
  );
}

/**
 * The header's bell: how many of the admin's back-office messages are unread (asked again every
 * 30 s), and a drawer listing them with their time; a message opens the page it links to.
 */
export function OperatorMessagesBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<OperatorMessageOrder>('unread_first');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(operatorMessagesQuery({ page, limit: PAGE_SIZE, order }));
  const readOne = useReadOperatorMessage();
  const readAll = useReadAllOperatorMessages();
  const unread = data?.unread ?? 0;
  const unreadText = t('admin.operator_messages.unread', { unread });

  function openMessage(message: OperatorMessageRow) {
    if (!message.read) readOne.mutate(message.id);
    if (message.link) {
      setOpen(false);
      navigate(message.link);
    }
  }

  return (
    <>
      <Badge count={unread} size="small" overflowCount={99}>
        <Button type="text" icon={<BellOutlined />} aria-label={`${t('admin.operator_messages.title')} · ${unreadText}`} onClick={() => setOpen(true)} />
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.operator_messages.title')}
        width={420}
        extra={
          <Button size="small" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('admin.operator_messages.mark_all_read')}
          </Button>
        }
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{unreadText}</Typography.Text>
          <Segmented<OperatorMessageOrder>
            size="small"
            value={order}
            onChange={(next) => {
              setOrder(next);
              setPage(1);
            }}
            options={[
              { value: 'unread_first', label: t('admin.operator_messages.unread_first') },
              { value: 'newest', label: t('admin.operator_messages.newest_first') },
            ]}
          />
        </Flex>
        <List<OperatorMessageRow>
          data-testid="operator-messages"
          loading={isFetching && !data}
          dataSource={data?.list ?? []}
          rowKey="id"
          locale={{ emptyText: t('admin.operator_messages.empty') }}
          split
          renderItem={(message) => (
            <List.Item style={{ padding: 0 }}>
              <MessageItem message={message} onOpen={openMessage} />
            </List.Item>
          )}
          pagination={(data?.total ?? 0) > PAGE_SIZE && { current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, size: 'small', onChange: setPage }}
        />
      </Drawer>
    </>
  );
}
