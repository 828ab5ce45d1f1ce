import { SoundOutlined } from '@ant-design/icons';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_SIZE } from '@roamcart/contracts';

/** The storefront is a phone screen; previews use its width. */
const PHONE_WIDTH = 375;

/** What a customer's phone shows for this banner: the image at 750x485 with the title over it. */
export function BannerPreview() {
  const { t } = useTranslation();
  const title = Form.useWatch<string | undefined>('title') ?? '';
  const imageUrl = Form.useWatch<string | undefined>('image_url') ?? '';
  const { width, height } = BANNER_IMAGE_SIZE;
  return (
    <figure aria-label={t('admin.banners.preview')} style={{ margin: 0, width: PHONE_WIDTH, maxWidth: '100%' }}>
      <div style={{ position: 'relative', aspectRatio: `${width} / ${height}`, borderRadius: 8, overflow: 'hidden', background: '#f0f0f0' }}>
        {imageUrl ? (
          <img src={imageUrl} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Typography.Text type="secondary" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: 16, textAlign: 'center' }}>
            {t('admin.preview.no_image')}
          </Typography.Text>
        )}
        {title && (
          <figcaption
            style={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              padding: '24px 12px 10px',
              color: '#fff',
              fontSize: 15,
              fontWeight: 600,
              background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.6))',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {title}
          </figcaption>
        )}
      </div>
    </figure>
  );
}

/** What a customer's phone shows for this notice: the scrolling bar with its title, and the text when opened. */
export function NoticePreview() {
  const { t } = useTranslation();
  const title = Form.useWatch<string | undefined>('title') ?? '';
  const content = Form.useWatch<string | undefined>('content') ?? '';
  return (
    <section aria-label={t('admin.preview.notice')} style={{ width: PHONE_WIDTH, maxWidth: '100%', border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', background: '#fff7e6', color: '#d46b08' }}>
        <SoundOutlined aria-hidden />
        <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{title || t('admin.preview.no_title')}</span>
      </div>
      <div style={{ padding: 12 }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0 }}>{content}</Typography.Paragraph>
      </div>
    </section>
  );
}
