/**
 * The rich-text editor of the content bodies (tiptap): bold, italic, headings h2 and h3, bulleted
 * and numbered lists, links and pictures by https address, undo and redo — what the server's
 * sanitizer keeps (lib/rich-text.ts), and nothing it would drop (no code blocks). A paste from
 * elsewhere may carry more; the server removes it on save, and the preview shows the result.
 * A form control: value and onChange are the HTML ('' when empty). The toolbar's buttons are
 * labelled and say whether they are on; the editor's own keys work too (Ctrl+B, Ctrl+Z ...).
 */
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, ConfigProvider, Flex, Form, Tooltip, theme } from 'antd';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { UrlDialog } from './url-dialog';

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Image,
];

/** The editor's HTML, '' for an empty document (tiptap writes <p></p>). */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

type Asking = { kind: 'link'; initial: string } | { kind: 'image' } | null;

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        icon={icon}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export function RichTextEditor({
  id,
  label,
  value = '',
  onChange,
}: {
  id?: string;
  /** The field's label, the editor's accessible name. */
  label: string;
  value?: string;
  onChange?: (html: string) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [asking, setAsking] = useState<Asking>(null);
  const invalid = Form.Item.useStatus().status === 'error';
  // tiptap writes its few base styles into a <style> element: the page's policy wants its nonce.
  const nonce = useContext(ConfigProvider.ConfigContext).csp?.nonce;
  const editor = useEditor({
    extensions: EXTENSIONS,
    injectNonce: nonce,
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
    onUpdate: ({ editor: changed }) => onChange?.(htmlOf(changed)),
  });
  // A value set from outside (the form reset, another item opened): shown unless it is the editor's own.
  useEffect(() => {
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.view.dom.setAttribute('aria-invalid', String(invalid));
  }, [editor, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div
      style={{
        border: `1px solid ${invalid ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      <Flex
        role="toolbar"
        aria-label={t('content.editor.toolbar', { field: label })}
        gap={2}
        wrap
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <ToolButton
          label={t('content.editor.bold')}
          icon={<BoldOutlined aria-hidden />}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label={t('content.editor.italic')}
          icon={<ItalicOutlined aria-hidden />}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label={t('content.editor.heading2')}
          icon={<span aria-hidden>H2</span>}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label={t('content.editor.heading3')}
          icon={<span aria-hidden>H3</span>}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton
          label={t('content.editor.bulletList')}
          icon={<UnorderedListOutlined aria-hidden />}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label={t('content.editor.orderedList')}
          icon={<OrderedListOutlined aria-hidden />}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label={t('content.editor.link')}
          icon={<LinkOutlined aria-hidden />}
          active={state.link}
          onClick={() => setAsking({ kind: 'link', initial: editor.getAttributes('link').href ?? '' })}
        />
        <ToolButton
          label={t('content.editor.image')}
          icon={<PictureOutlined aria-hidden />}
          onClick={() => setAsking({ kind: 'image' })}
        />
        <ToolButton
          label={t('content.editor.undo')}
          icon={<UndoOutlined aria-hidden />}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          label={t('content.editor.redo')}
          icon={<RedoOutlined aria-hidden />}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </Flex>
      {/* Sized by a React style (CSSOM): the console's policy refuses style attributes in markup. */}
      <div style={{ padding: '4px 11px', minHeight: 160 }}>
        <EditorContent editor={editor} />
      </div>
      {asking?.kind === 'link' && (
        <UrlDialog
          title={t('content.editor.link')}
          initial={asking.initial}
          allowEmpty
          onCancel={() => setAsking(null)}
          onDone={(href) => {
            setAsking(null);
            const range = chain().extendMarkRange('link');
            (href ? range.setLink({ href }) : range.unsetLink()).run();
          }}
        />
      )}
      {asking?.kind === 'image' && (
        <UrlDialog
          title={t('content.editor.image')}
          initial=""
          allowEmpty={false}
          onCancel={() => setAsking(null)}
          onDone={(src) => {
            setAsking(null);
            chain().setImage({ src }).run();
          }}
        />
      )}
    </div>
  );
}
