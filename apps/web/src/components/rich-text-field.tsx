import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, getUploadImageExtension, type RichTextEditorLabels } from '@mantine/tiptap';
import TipTapImage from '@tiptap/extension-image';
import { useEditor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';

/** The toolbar's labels (the feature's catalogue section names them). */
export type RichTextLabels = Pick<
  RichTextEditorLabels,
  | 'boldControlLabel'
  | 'italicControlLabel'
  | 'clearFormattingControlLabel'
  | 'bulletListControlLabel'
  | 'orderedListControlLabel'
  | 'linkControlLabel'
  | 'unlinkControlLabel'
  | 'linkEditorInputLabel'
  | 'linkEditorExternalLink'
  | 'linkEditorInternalLink'
  | 'linkEditorSave'
> &
  Partial<RichTextEditorLabels>;

/** Inline images: a picked, dropped or pasted image file is uploaded and its address inserted. Read once, when the editor is made. */
export type RichTextImages = {
  upload: (file: File) => Promise<{ src: string; alt?: string }>;
  onError?: (file: File, error: unknown) => void;
};

export type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  labels: RichTextLabels;
  /** The toolbar's accessible name. */
  toolbarLabel: string;
  /** The heading levels the toolbar offers. */
  headings?: readonly (2 | 3 | 4)[];
  error?: string | undefined;
  required?: boolean;
  placeholder?: string;
  images?: RichTextImages;
  minHeight?: number;
};

const HEADING_CONTROLS = { 2: RichTextEditor.H2, 3: RichTextEditor.H3, 4: RichTextEditor.H4 } as const;

/**
 * A rich-text field (@mantine/tiptap): bold, italic, headings, lists, link, clear formatting, and inline
 * images when `images` is given. Used by the posting form and the newsroom editor.
 */
export function RichTextField({
  label,
  value,
  onChange,
  labels,
  toolbarLabel,
  headings = [3, 4],
  error,
  required,
  placeholder,
  images,
  minHeight = 160,
}: RichTextFieldProps) {
  const id = useId();
  const withImages = images !== undefined;
  // The editor is made once, with the first render's extensions (and so its `images`).
  const [extensions] = useState<Extensions>(() => [
    StarterKit.configure({ link: false }),
    Link.configure({ openOnClick: false }),
    ...(withImages
      ? [
          getUploadImageExtension(TipTapImage, {
            onImageUpload: (file: File) => images?.upload(file) ?? Promise.reject(new Error('no upload')),
            onImageUploadError: (file: File, uploadError: unknown) => images?.onError?.(file, uploadError),
          }) as Extensions[number],
        ]
      : []),
  ]);
  const editor = useEditor({
    extensions,
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
  // A value set from outside (the record loaded, the form reset) replaces the content.
  // The editor can already be destroyed here: useEditor makes it during the render and destroys it on a
  // 1 ms timer unless useEditor's own effect has run by then, and after a slow first render (a form
  // opened in a new tab) the browser can run that timer between React's commit and its effects.
  // useEditor then makes a new editor from the current `value` and renders again, which runs this
  // effect anew; a destroyed editor has no schema, and getHTML() on it throws ("reading 'cached'").
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label` }}
      required={required}
      error={error}
      errorProps={{ id: `${id}-error` }}
      labelElement="div"
    >
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{ linkEditorInputPlaceholder: 'https://', ...labels }}
        onImageUpload={images ? (file) => images.upload(file) : undefined}
        onImageUploadError={images?.onError}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={toolbarLabel}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {headings.map((level) => {
              const Heading = HEADING_CONTROLS[level];
              return <Heading key={level} />;
            })}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            {labels.blockquoteControlLabel ? <RichTextEditor.Blockquote /> : null}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {images ? <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp" /> : null}
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
