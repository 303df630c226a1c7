import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalizedLink } from '@/lib/localized-link';
import { useBlogPost } from '../api/get-blog-post';
import { BlogMeta } from './blog-meta';
import { ContentEmpty, ContentError } from './content-states';
import { Markdown } from './markdown';

function PostSkeleton() {
  return (
    <div data-testid="blog-post-loading" className="space-y-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="aspect-[16/9] rounded-[var(--radius-card)]" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-4" />
      ))}
    </div>
  );
}

/** `/blog/:slug` (issue 23): one post with its cover, date and reading time. */
export function BlogPostPage({ slug }: { slug: string }) {
  const { t } = useTranslation('content');
  const post = useBlogPost(slug);
  const title = post.data?.title;
  useEffect(() => {
    document.title = `${title ?? t('blog.title')} · Tengu`;
  }, [title, t]);
  return (
    <article data-testid="blog-post-page" className="mx-auto max-w-3xl space-y-5">
      <LocalizedLink
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-semibold text-fog hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('blog.back')}
      </LocalizedLink>
      {post.isPending ? (
        <PostSkeleton />
      ) : post.isError ? (
        <ContentError testId="blog-post-error" onRetry={() => void post.refetch()} />
      ) : post.data === null ? (
        <ContentEmpty testId="blog-post-missing" text={t('blog.notFound')} />
      ) : (
        <>
          <header className="space-y-3">
            <h1 dir="auto" className="text-2xl font-black text-white md:text-4xl">
              {post.data.title}
            </h1>
            <BlogMeta publishedAt={post.data.publishedAt} minutes={post.data.readingMinutes} />
          </header>
          <img
            src={post.data.cover}
            alt=""
            className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover"
          />
          <p dir="auto" className="text-base font-semibold text-white">
            {post.data.excerpt}
          </p>
          <Markdown source={post.data.content} />
        </>
      )}
    </article>
  );
}
