import { Form, Image, Input, TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORY_MAX_DEPTH, categorySaveBody, type z } from '@roamcart/contracts';
import { uploadCategoryIcon, useSaveCategory } from '../../api/categories.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { ImageUploadField } from '../../components/image-upload-field.tsx';
import { editedLanguages, LanguageTabs, useLocalizedText } from '../../components/language-tabs.tsx';
import { SortStatusFields } from '../../components/status.tsx';
import { typedTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useCan } from '../../session/session.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { fitsUnder, subtreeIds, type CategoryNode } from './category-tree.ts';

type Values = z.input<typeof categorySaveBody>;

function withoutEmptyLanguages(values: Record<string, unknown>) {
  return { ...values, name: typedTexts(values.name) };
}
const rules = zodRules(categorySaveBody, withoutEmptyLanguages);

const ICON_PREVIEW_WIDTH = 64;

interface CategoryEditorProps {
  tree: CategoryNode[];
  /** The category edited, or null for a new one. */
  category: CategoryNode | null;
  /** A new category's parent. */
  parentId: number | null;
  onClose(): void;
}

/** Adds or edits a category: its parent, a name per language, icon, sort and status. */
export function CategoryEditor({ tree, category, parentId, onClose }: CategoryEditorProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { languages } = useUiLanguage();
  const localizedText = useLocalizedText();
  const save = useSaveCategory();

  // A third-level category takes no children; a parent must leave room for the edited category's own subtree, and cannot be inside it.
  const movedAway = new Set(category ? subtreeIds(category) : []);
  const parentOptions = (nodes: CategoryNode[], depth: number): NonNullable<TreeSelectProps['treeData']> =>
    nodes
      .filter((node) => !movedAway.has(node.id) && depth < CATEGORY_MAX_DEPTH)
      .map((node) => ({
        value: node.id,
        title: localizedText(node.name),
        disabled: category ? !fitsUnder(category, depth) : false,
        children: parentOptions(node.children ?? [], depth + 1),
      }));

  const initialValues: Partial<Values> = category
    ? { parent_id: category.parent_id, name: category.name, icon: category.icon, sort: category.sort, status: category.status }
    : { parent_id: parentId, name: {}, icon: '', sort: 0, status: 'active' };

  return (
    <EditModal<Values>
      title={category ? t('admin.categories.edit') : t('admin.categories.new')}
      width={640}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(categorySaveBody.parse({ ...withoutEmptyLanguages(values), id: category?.id }))}
    >
      <Form.Item name="parent_id" label={t('admin.categories.parent')} rules={rules('parent_id')}>
        <TreeSelect allowClear treeData={parentOptions(tree, 1)} treeDefaultExpandAll placeholder={t('admin.categories.top_level')} />
      </Form.Item>
      <LanguageTabs languages={editedLanguages(languages, category?.name)} watchField="name">
        {(language, first) => (
          <Form.Item name={['name', language.code]} label={t('admin.common.name')} rules={[...rules(`name.${language.code}`), ...(first ? rules('name') : [])]}>
            <Input maxLength={50} showCount dir={language.direction} />
          </Form.Item>
        )}
      </LanguageTabs>
      <Form.Item name="icon" label={t('admin.categories.icon')} rules={rules('icon')}>
        {can('upload:image') ? <ImageUploadField uploadFile={uploadCategoryIcon} hint={t('admin.categories.icon_hint')} previewWidth={ICON_PREVIEW_WIDTH} /> : <IconPreview />}
      </Form.Item>
      <SortStatusFields rules={rules} />
    </EditModal>
  );
}

/** The current icon, for an admin who may not upload a new one. */
function IconPreview({ value }: { value?: string }) {
  return value ? <Image src={value} alt="" width={ICON_PREVIEW_WIDTH} /> : null;
}
