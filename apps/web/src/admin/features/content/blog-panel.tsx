import type { AdminBlogPost } from '@tengu/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DataTable, formatTime } from '@/admin/components/data-table';
import { Panel } from '@/admin/components/panel';
import { EmptyState, ErrorState, LoadingRows } from '@/admin/components/states';
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
      {posts.isPending ? (
        <LoadingRows rows={5} />
      ) : posts.isError ? (
        <ErrorState message={posts.error.message} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <EmptyState text={t('content.empty')} />
      ) : (
        <DataTable<AdminBlogPost>
          testId="console-posts-table"
          rows={posts.data.posts}
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
                <span className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('content.edit')}
                    onClick={() => setEditing(p)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('content.delete')}
                    onClick={() => remove(p)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-300" />
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <PostEditor post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Panel>
  );
}
