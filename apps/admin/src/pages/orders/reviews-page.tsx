import { App, Button, Form, Image, Rate, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ReviewAdminRow, type ReviewStatus } from '@roamcart/contracts';
import { announceFieldErrors } from '../../api/client.ts';
import { reviewListQuery, useSetReviewStatus } from '../../api/reviews.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { ClippedText, actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';

const RATINGS = [5, 4, 3, 2, 1];
const THUMBNAIL = 40;

/** The review's text and pictures; a long text wraps within the column. */
function ReviewText({ review }: { review: ReviewAdminRow }) {
  return (
    <Space direction="vertical" size={4} style={{ maxWidth: 320 }}>
      {review.content && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{review.content}</Typography.Paragraph>}
      {review.images.length > 0 && (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {review.images.map((src) => (
              <Image key={src} src={src} width={THUMBNAIL} height={THUMBNAIL} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Space>
  );
}

/** Reviews moderation: find reviews by goods, stars and visibility; hide one from the goods page or show it again. */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const { query, rows, pagination, search } = usePagedList(reviewListQuery);
  const setStatus = useSetReviewStatus();

  async function changeStatus(review: ReviewAdminRow, status: ReviewStatus) {
    try {
      await setStatus.mutateAsync({ id: review.id, status });
      message.success(t(status === 'hidden' ? 'admin.reviews.hidden_done' : 'admin.reviews.shown_done'));
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    }
  }

  const columns: ColumnsType<ReviewAdminRow> = [
    { dataIndex: 'created_at', title: t('admin.common.created_at'), render: formatDateTime },
    {
      key: 'goods',
      title: t('admin.reviews.goods'),
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.goods_name ? <ClippedText text={row.goods_name} /> : <Typography.Text type="secondary">#{row.goods_id}</Typography.Text>}
          {row.spec_text && <Typography.Text type="secondary">{row.spec_text}</Typography.Text>}
        </Space>
      ),
    },
    {
      dataIndex: 'rating',
      title: t('admin.reviews.rating'),
      render: (rating: number) => <Rate disabled value={rating} style={{ fontSize: 14, whiteSpace: 'nowrap' }} aria-label={t('admin.reviews.stars', { count: rating })} />,
    },
    { key: 'content', title: t('admin.reviews.content'), render: (_, row) => <ReviewText review={row} /> },
    { dataIndex: 'customer', title: t('admin.reviews.customer'), render: (customer: string) => <ClippedText text={customer} maxWidth={180} /> },
    { dataIndex: 'sub_order_no', title: t('admin.reviews.sub_order'), render: (no: string) => <Typography.Text copyable>{no}</Typography.Text> },
    {
      dataIndex: 'status',
      title: t('admin.common.status'),
      render: (status: ReviewStatus) => <Tag color={status === 'hidden' ? 'default' : 'green'}>{t(`admin.reviews.status_${status}`)}</Tag>,
    },
  ];
  if (can('reviews:status')) {
    columns.push(
      actionsColumn<ReviewAdminRow>(t('admin.common.actions'), (row) => (
        <Can permission="reviews:status">
          {row.status === 'hidden' ? (
            <Button type="link" size="small" loading={setStatus.isPending && setStatus.variables?.id === row.id} onClick={() => void changeStatus(row, 'visible')}>
              {t('admin.reviews.show')}
            </Button>
          ) : (
            <Button type="link" size="small" danger loading={setStatus.isPending && setStatus.variables?.id === row.id} onClick={() => void changeStatus(row, 'hidden')}>
              {t('admin.reviews.hide')}
            </Button>
          )}
        </Can>
      )),
    );
  }

  return (
    <PageContainer title={t('menu.reviews')}>
      <Typography.Paragraph type="secondary">{t('admin.reviews.hint')}</Typography.Paragraph>
      <FilterForm onSearch={search}>
        <Form.Item name="goods_id" label={t('admin.reviews.goods')}>
          <ProductPicker />
        </Form.Item>
        <Form.Item name="rating" label={t('admin.reviews.rating')}>
          <Select allowClear options={RATINGS.map((rating) => ({ value: rating, label: t('admin.reviews.stars', { count: rating }) }))} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="status" label={t('admin.common.status')}>
          <Select allowClear options={REVIEW_STATUSES.map((status) => ({ value: status, label: t(`admin.reviews.status_${status}`) }))} style={{ width: 140 }} />
        </Form.Item>
      </FilterForm>
      <Table<ReviewAdminRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
