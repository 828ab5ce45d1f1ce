import { Form, Image, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bannerSaveBody, type BannerRow, type RecordStatus, type z } from '@roamcart/contracts';
import { bannersResource } from '../../api/content.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { BannerPreview } from '../../components/storefront-preview.tsx';
import { editedLanguages, LanguageTabs } from '../../components/language-tabs.tsx';
import { KeywordStatusFilters, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { BannerImageField } from './banner-image-field.tsx';

type Values = z.input<typeof bannerSaveBody>;
const rules = zodRules(bannerSaveBody);

export default function BannersPage() {
  const { t } = useTranslation();
  const { languages, lang } = useUiLanguage();
  const fallback = languages.find((language) => language.is_default)?.code ?? lang;
  return (
    <CrudPage<BannerRow, Values, z.infer<typeof bannerSaveBody>, number>
      title={t('menu.banners')}
      dialogTitles={{ create: t('admin.banners.new'), edit: t('admin.banners.edit') }}
      resource={bannersResource}
      rowId={(row) => row.id}
      savePermission="banners:save"
      deletePermission="banners:delete"
      filters={<KeywordStatusFilters />}
      columns={[
        { dataIndex: 'image_url', title: t('admin.banners.image'), render: (url: string, row) => <Image src={url} alt={row.title} width={150} /> },
        { dataIndex: 'title', title: t('admin.common.title') },
        { dataIndex: 'link', title: t('admin.banners.link'), render: (link: string) => <Typography.Text code>{link}</Typography.Text> },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        width: 640,
        initialValues: (row) =>
          row
            ? { title: row.title, titles: row.titles, cta: row.cta, image_url: row.image_url, link: row.link, sort: row.sort, status: row.status }
            : { titles: {}, cta: {}, link: '', sort: 0, status: 'active' },
        toBody: (values, row) => bannerSaveBody.parse({ ...values, id: row?.id }),
        fields: (row) => (
          <>
            <Form.Item name="title" label={t('admin.common.title')} rules={rules('title')}>
              <Input maxLength={100} showCount />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('admin.banners.texts_hint')}</Typography.Paragraph>
            <LanguageTabs languages={editedLanguages(languages, { ...row?.titles, ...row?.cta })} watchField="titles">
              {(language) => (
                <>
                  <Form.Item name={['titles', language.code]} label={t('admin.banners.headline')} rules={rules(`titles.${language.code}`)}>
                    <Input maxLength={100} showCount dir={language.direction} />
                  </Form.Item>
                  <Form.Item name={['cta', language.code]} label={t('admin.banners.cta')} rules={rules(`cta.${language.code}`)}>
                    <Input maxLength={40} showCount dir={language.direction} />
                  </Form.Item>
                  <Form.Item label={t('admin.preview.title')}>
                    <BannerPreview language={{ code: language.code, direction: language.direction, fallback }} />
                  </Form.Item>
                </>
              )}
            </LanguageTabs>
            <Form.Item name="image_url" label={t('admin.banners.image')} rules={rules('image_url')}>
              <BannerImageField />
            </Form.Item>
            <Form.Item name="link" label={t('admin.banners.link')} rules={rules('link')} extra={t('admin.banners.link_hint')}>
              <Input maxLength={500} />
            </Form.Item>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
