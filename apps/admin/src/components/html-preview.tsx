import { useTranslation } from 'react-i18next';

/**
 * Shows HTML as the storefront would, in a sandboxed frame: no script in it runs and it cannot
 * reach this page. The server sanitizes the HTML again when it is saved.
 */
export function HtmlPreview({ html, dir }: { html: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  const document = `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.6;margin:12px;color:#1f1f1f}img{max-width:100%}</style></head><body>${html}</body></html>`;
  return <iframe title={t('admin.articles.preview')} sandbox="" srcDoc={document} style={{ width: '100%', height: 320, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }} />;
}
