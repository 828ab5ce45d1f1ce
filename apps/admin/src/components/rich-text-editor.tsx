import { BoldOutlined, DisconnectOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, UnorderedListOutlined } from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Input, Popover, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announceFieldErrors } from '../api/client.ts';

/** Links the editor accepts: web pages and mail; the server's sanitiser drops any other scheme. */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Names the editing area for a screen reader. */
  label: string;
  dir: 'ltr' | 'rtl';
  /** Stores a picked image and answers its URL; without it the image button is not shown. */
  uploadImage?: (file: File) => Promise<{ url: string }>;
}

function ToolButton({ label, icon, active, onClick, disabled }: { label: string; icon: ReactNode; active?: boolean; onClick(): void; disabled?: boolean }) {
  return (
    <Tooltip title={label}>
      <Button type={active ? 'primary' : 'text'} size="small" icon={icon} aria-label={label} aria-pressed={active} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const valid = LINK_PATTERN.test(href.trim());

  function apply() {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    setOpen(false);
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
      }}
      trigger="click"
      content={
        <Flex gap={8}>
          <Input
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={apply}
            aria-label={t('admin.rich_text.link_url')}
            status={href && !valid ? 'error' : undefined}
            style={{ width: 260 }}
            autoFocus
          />
          <Button type="primary" disabled={!valid} onClick={apply}>
            {t('admin.rich_text.link_apply')}
          </Button>
        </Flex>
      }
    >
      <Tooltip title={t('admin.rich_text.link')}>
        <Button type={active ? 'primary' : 'text'} size="small" icon={<LinkOutlined />} aria-label={t('admin.rich_text.link')} aria-pressed={active} />
      </Tooltip>
    </Popover>
  );
}

/**
 * A rich-text editor for HTML texts (bold, italic, headings, lists, links, uploaded images), a
 * form control whose value is the HTML. Loaded lazily: the editor library stays out of the pages
 * that do not edit rich text. The server sanitises what is saved.
 */
export default function RichTextEditor({ value = '', onChange, label, dir, uploadImage }: RichTextEditorProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, protocols: ['mailto'] } }), Image],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', dir, style: 'min-height: 220px' } },
    // Only the admin's own edits change the value: loading a text never marks the form as edited.
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  async function insertImage(file: File) {
    if (!uploadImage) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      editor.chain().focus().setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    } finally {
      setUploading(false);
    }
  }

  const chain = () => editor.chain().focus();
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Flex wrap gap={2} align="center" role="toolbar" aria-label={t('admin.rich_text.toolbar')} style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
        <ToolButton label={t('admin.rich_text.bold')} icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton label={t('admin.rich_text.italic')} icon={<ItalicOutlined />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
        <Divider orientation="vertical" />
        <ToolButton label={t('admin.rich_text.heading', { level: 2 })} icon={<strong>H2</strong>} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <ToolButton label={t('admin.rich_text.heading', { level: 3 })} icon={<strong>H3</strong>} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <Divider orientation="vertical" />
        <ToolButton label={t('admin.rich_text.bullet_list')} icon={<UnorderedListOutlined />} active={state.bullets} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton label={t('admin.rich_text.ordered_list')} icon={<OrderedListOutlined />} active={state.numbers} onClick={() => chain().toggleOrderedList().run()} />
        <Divider orientation="vertical" />
        <LinkButton editor={editor} active={state.link} />
        <ToolButton label={t('admin.rich_text.unlink')} icon={<DisconnectOutlined />} disabled={!state.link} onClick={() => chain().unsetLink().run()} />
        {uploadImage && (
          <>
            <ToolButton label={t('admin.rich_text.image')} icon={<PictureOutlined spin={uploading} />} disabled={uploading} onClick={() => fileInput.current?.click()} />
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              aria-hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void insertImage(file);
              }}
            />
          </>
        )}
      </Flex>
      <EditorContent editor={editor} style={{ minHeight: 240, maxHeight: 480, overflow: 'auto', padding: '4px 12px' }} />
    </div>
  );
}
