import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useT } from '../../../i18n';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder?: string;
};

/** A rich-text field (details, qualifications): bold, italic, headings, lists, link, clear formatting. */
export function RichTextField({ label, value, onChange, error, required, placeholder }: Props) {
  const t = useT();
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A value set from outside (the posting loaded, the form reset) replaces the content.
  // The editor can already be destroyed here: useEditor makes it during the render and destroys it on a
  // 1 ms timer unless useEditor's own effect has run by then, and after a slow first render (the form
  // opened in a new tab) the browser can run that timer between React's commit and its effects.
  // useEditor then makes a new editor from the current `value` and renders again, which runs this
  // effect anew; a destroyed editor has no schema, and getHTML() on it throws ("reading 'cached'").
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} id={`${id}-label`} required={required} error={error} errorProps={{ id: `${id}-error` }} labelElement="div">
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('recruitment.editor.bold'),
          italicControlLabel: t('recruitment.editor.italic'),
          clearFormattingControlLabel: t('recruitment.editor.clear'),
          h3ControlLabel: t('recruitment.editor.h3'),
          h4ControlLabel: t('recruitment.editor.h4'),
          bulletListControlLabel: t('recruitment.editor.bullet_list'),
          orderedListControlLabel: t('recruitment.editor.ordered_list'),
          linkControlLabel: t('recruitment.editor.link'),
          unlinkControlLabel: t('recruitment.editor.unlink'),
          linkEditorInputLabel: t('recruitment.editor.link_url'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorExternalLink: t('recruitment.editor.link_external'),
          linkEditorInternalLink: t('recruitment.editor.link_internal'),
          linkEditorSave: t('recruitment.editor.link_save'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={t('recruitment.form.toolbar', { field: label })}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
