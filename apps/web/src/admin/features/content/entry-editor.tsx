import type { AdminContentItem, ContentKind } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { useContentChange } from './api';
import { KeyAndLanguageFields } from './key-language-fields';
import { MarkdownField } from './markdown-field';

/** Creates or replaces a FAQ, documentation or affiliate entry in one language. */
export function EntryEditor({
  kind,
  entry,
  onClose,
}: {
  kind: ContentKind;
  /** null: a new entry. */
  entry: AdminContentItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const change = useContentChange();
  const [values, setValues] = useState({
    id: entry?.id ?? '',
    language: entry?.language ?? 'en',
    position: String(entry?.position ?? 0),
    tab: entry?.tab ?? '',
    title: entry?.title ?? '',
    body: entry?.body ?? '',
  });
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const isDocs = kind === 'documentation';
  const submit = () => {
    change.mutate(
      {
        kind: 'item.save',
        input: {
          kind,
          id: values.id.trim(),
          language: values.language as 'en',
          position: Number(values.position) || 0,
          ...(isDocs ? { tab: values.tab } : {}),
          title: values.title,
          body: values.body,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('common.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <EditorModal
      title={entry ? t('content.editEntry') : t('content.newEntry')}
      testId="console-entry-editor"
      saveTestId="console-entry-save"
      pending={change.isPending}
      error={change.isError ? change.error.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-3 xs:grid-cols-3">
        <KeyAndLanguageFields
          idPrefix="console-entry"
          keyName="id"
          keyLabel={t('content.id')}
          keyValue={values.id}
          onKey={set('id')}
          isNew={entry === null}
          language={values.language}
          onLanguage={set('language')}
        />
        <TextField
          id="console-entry-position"
          label={t('content.position')}
          inputMode="numeric"
          value={values.position}
          onChange={(e) => set('position')(e.target.value)}
        />
      </div>
      {isDocs && (
        <TextField
          id="console-entry-tab"
          label={t('content.tab')}
          value={values.tab}
          required
          maxLength={60}
          onChange={(e) => set('tab')(e.target.value)}
        />
      )}
      <TextField
        id="console-entry-title"
        label={kind === 'documentation' ? t('content.title') : t('content.question')}
        dir="auto"
        value={values.title}
        required
        maxLength={300}
        onChange={(e) => set('title')(e.target.value)}
      />
      <MarkdownField
        id="console-entry-body"
        label={kind === 'documentation' ? t('content.body') : t('content.answer')}
        value={values.body}
        onChange={set('body')}
        maxLength={50_000}
      />
    </EditorModal>
  );
}
