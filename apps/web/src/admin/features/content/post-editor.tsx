import type { AdminBlogPost } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { useContentChange } from './api';
import { KeyAndLanguageFields } from './key-language-fields';
import { MarkdownField } from './markdown-field';

const toLocalInput = (iso: string | undefined) => {
  const d = iso ? new Date(iso) : new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Creates or replaces a blog post in one language; a future date schedules it. */
export function PostEditor({ post, onClose }: { post: AdminBlogPost | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const change = useContentChange();
  const [values, setValues] = useState({
    slug: post?.slug ?? '',
    language: post?.language ?? 'en',
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    cover: post?.cover ?? '/blog/covers/',
    content: post?.content ?? '',
    publishedAt: toLocalInput(post?.publishedAt),
  });
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    change.mutate(
      {
        kind: 'blog.save',
        input: {
          ...values,
          slug: values.slug.trim(),
          language: values.language as 'en',
          publishedAt: new Date(values.publishedAt).toISOString(),
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
  const text = (key: 'title' | 'excerpt' | 'cover', label: string, max: number) => (
    <TextField
      id={`console-post-${key}`}
      label={label}
      dir={key === 'cover' ? 'ltr' : 'auto'}
      value={values[key]}
      required
      maxLength={max}
      onChange={(e) => set(key)(e.target.value)}
    />
  );
  return (
    <EditorModal
      title={post ? t('content.editPost') : t('content.newPost')}
      testId="console-post-editor"
      saveTestId="console-post-save"
      pending={change.isPending}
      error={change.isError ? change.error.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-3 xs:grid-cols-3">
        <KeyAndLanguageFields
          idPrefix="console-post"
          keyName="slug"
          keyLabel={t('content.slug')}
          keyValue={values.slug}
          onKey={set('slug')}
          isNew={post === null}
          language={values.language}
          onLanguage={set('language')}
        />
        <TextField
          id="console-post-published"
          label={t('content.published')}
          type="datetime-local"
          value={values.publishedAt}
          required
          onChange={(e) => set('publishedAt')(e.target.value)}
        />
      </div>
      {text('title', t('content.title'), 200)}
      {text('excerpt', t('content.excerpt'), 500)}
      {text('cover', t('content.cover'), 300)}
      <MarkdownField
        id="console-post-content"
        label={t('content.body')}
        value={values.content}
        onChange={set('content')}
        maxLength={100_000}
      />
    </EditorModal>
  );
}
