import { RichTextField as SharedRichTextField } from '../../../components/rich-text-field';
import { useT } from '../../../i18n';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder?: string;
};

/** A posting's rich-text field (details, qualifications): the shared field with the recruitment labels. */
export function RichTextField({ label, ...props }: Props) {
  const t = useT();
  return (
    <SharedRichTextField
      {...props}
      label={label}
      headings={[3, 4]}
      toolbarLabel={t('recruitment.form.toolbar', { field: label })}
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
        linkEditorExternalLink: t('recruitment.editor.link_external'),
        linkEditorInternalLink: t('recruitment.editor.link_internal'),
        linkEditorSave: t('recruitment.editor.link_save'),
      }}
    />
  );
}
