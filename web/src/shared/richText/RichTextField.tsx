import '@mantine/tiptap/styles.css';
import { type ReactNode, useEffect, useId } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRichTextTexts } from './texts';

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
}

/**
 * A rich-text field (Mantine's Tiptap editor): bold, italic, underline, strike, headings, lists,
 * quote and links, the marks the server's allow-list keeps. Its value is the editor's HTML.
 */
export function RichTextField({ label, value, onChange, error, required }: RichTextFieldProps) {
  const tr = useRichTextTexts();
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (the record loaded) replaces the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} id={id} labelProps={{ id: `${id}-label` }} error={error} required={required}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: tr('bold'),
          italicControlLabel: tr('italic'),
          underlineControlLabel: tr('underline'),
          strikeControlLabel: tr('strike'),
          h2ControlLabel: tr('h2'),
          h3ControlLabel: tr('h3'),
          bulletListControlLabel: tr('bulletList'),
          orderedListControlLabel: tr('orderedList'),
          blockquoteControlLabel: tr('blockquote'),
          linkControlLabel: tr('link'),
          unlinkControlLabel: tr('unlink'),
          linkEditorInputLabel: tr('linkInput'),
          linkEditorInputPlaceholder: tr('linkPlaceholder'),
          linkEditorExternalLink: tr('linkExternal'),
          linkEditorInternalLink: tr('linkInternal'),
          linkEditorSave: tr('linkSave'),
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
