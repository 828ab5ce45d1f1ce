import { SoundOutlined } from '@ant-design/icons';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_SIZE } from '@roamcart/contracts';

/** The storefront is a phone screen; previews use its width. */
const PHONE_WIDTH = 375;

/** A text the storefront shows in `lang`: that language's, else the default language's, else English, else any (as the server's `localized`). */
function textIn(texts: Record<string, string | undefined> | undefined, lang: string, fallback: string): string {
  const filled = Object.fromEntries(Object.entries(texts ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
  return filled[lang] ?? filled[fallback] ?? filled.en ?? Object.values(filled)[0] ?? '';
}

/** The language a preview draws, its direction, and the shop's default language it falls back to. */
export interface PreviewLanguage {
  code: string;
  direction: 'ltr' | 'rtl';
  fallback: string;
}

/**
 * What a customer's phone shows for this banner in `language`, drawn as the storefront draws it:
 * the image at 750x485 with the title and call to action written over its lower part (the title
 * in that language, else the default language's); a banner without titles shows its image alone.
 */
export function BannerPreview({ language }: { language: PreviewLanguage }) {
  const { t } = useTranslation();
  const titles = Form.useWatch<Record<string, string | undefined> | undefined>('titles');
  const ctas = Form.useWatch<Record<string, string | undefined> | undefined>('cta');
  const imageUrl = Form.useWatch<string | undefined>('image_url') ?? '';
  const headline = textIn(titles, language.code, language.fallback);
  const cta = textIn(ctas, language.code, language.fallback);
  const { width, height } = BANNER_IMAGE_SIZE;
  return (
    <figure aria-label={t('admin.banners.preview')} dir={language.direction} style={{ margin: 0, width: PHONE_WIDTH, maxWidth: '100%' }}>
      <div style={{ position: 'relative', aspectRatio: `${width} / ${height}`, borderRadius: 10, overflow: 'hidden', background: '#f0f0f0' }}>
        {imageUrl ? (
          <img src={imageUrl} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Typography.Text type="secondary" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: 16, textAlign: 'center' }}>
            {t('admin.preview.no_image')}
          </Typography.Text>
        )}
        {headline && (
          <figcaption
            style={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 6,
              padding: '32px 14px 12px',
              color: '#fff',
              textAlign: 'start',
              background: 'linear-gradient(to bottom, transparent, rgba(15, 23, 42, 0.62))',
            }}
          >
            <span style={{ fontSize: 18, fontWeight: 700, lineHeight: 1.25, textShadow: '0 1px 2px rgba(0, 0, 0, 0.35)' }}>{headline}</span>
            {cta && <span style={{ padding: '4px 12px', fontSize: 13, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)', background: '#fff', borderRadius: 16 }}>{cta}</span>}
          </figcaption>
        )}
      </div>
    </figure>
  );
}

/** What a customer's phone shows for this notice in `language`: the scrolling bar with its title, and the text when opened. */
export function NoticePreview({ language }: { language: PreviewLanguage }) {
  const { t } = useTranslation();
  const titles = Form.useWatch<Record<string, string | undefined> | undefined>('titles');
  const contents = Form.useWatch<Record<string, string | undefined> | undefined>('contents');
  // A language has both texts or neither: the title decides which language is shown.
  const shown = titles?.[language.code]?.trim() ? language.code : language.fallback;
  const title = textIn(titles, shown, language.fallback);
  const content = textIn(contents, shown, language.fallback);
  return (
    <section
      aria-label={t('admin.preview.notice')}
      dir={language.direction}
      style={{ width: PHONE_WIDTH, maxWidth: '100%', border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}
    >
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
