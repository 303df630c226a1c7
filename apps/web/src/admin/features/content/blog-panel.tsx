import type { AdminBlogPost } from '@tengu/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DataTable, formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { EditDeleteActions } from '@/admin/components/row-actions';
import { useBlogPosts, useContentChange } from './api';
import { PostEditor } from './post-editor';

/** The blog's posts in every language, newest first; a future date is scheduled. */
export function BlogPanel() {
  const { t } = useTranslation('admin');
  const posts = useBlogPosts();
  const change = useContentChange();
  const remove = (post: AdminBlogPost) => {
    if (!window.confirm(t('content.confirmDeletePost'))) return;
    change.mutate(
      { kind: 'blog.delete', key: { slug: post.slug, language: post.language } },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const now = Date.now();
  return (
    <Panel
      title={t('content.kinds.blog')}
      testId="console-content-blog"
      action={
        <Button size="sm" data-testid="console-post-add" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('content.newPost')}
        </Button>
      }
    >
      <QueryView
        query={posts}
        loadingRows={5}
        isEmpty={(data) => data.posts.length === 0}
        emptyText={t('content.empty')}
      >
        {(data) => (
          <DataTable<AdminBlogPost>
            testId="console-posts-table"
            rows={data.posts}
            rowKey={(p) => `${p.slug}:${p.language}`}
            columns={[
              {
                key: 'published',
                header: t('content.published'),
                className: 'whitespace-nowrap',
                cell: (p) => (
                  <span className={Date.parse(p.publishedAt) > now ? 'text-sky-300' : undefined}>
                    {formatTime(p.publishedAt)}
                    {Date.parse(p.publishedAt) > now ? ` · ${t('content.scheduled')}` : ''}
                  </span>
                ),
              },
              {
                key: 'slug',
                header: t('content.slug'),
                cell: (p) => <span className="font-mono text-xs">{p.slug}</span>,
              },
              {
                key: 'language',
                header: t('content.language'),
                cell: (p) => p.language.toUpperCase(),
              },
              {
                key: 'title',
                header: t('content.title'),
                cell: (p) => <span className="line-clamp-2 text-white">{p.title}</span>,
                className: 'max-w-md',
              },
              {
                key: 'actions',
                header: '',
                className: 'text-end',
                cell: (p) => (
                  <EditDeleteActions onEdit={() => setEditing(p)} onDelete={() => remove(p)} />
                ),
              },
            ]}
          />
        )}
      </QueryView>
      {editing && (
        <PostEditor post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Panel>
  );
}
