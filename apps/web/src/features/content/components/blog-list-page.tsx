import { Newspaper } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalizedLink } from '@/lib/localized-link';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogMeta } from './blog-meta';
import { ContentEmpty, ContentError } from './content-states';

function CardsSkeleton() {
  return (
    <div data-testid="blog-loading" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-3">
          <Skeleton className="aspect-[16/9] rounded-[var(--radius-card)]" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}

/** `/blog` (spec document 1 section 2; issue 23): the posts, newest first, with their covers. */
export function BlogListPage() {
  const { t } = useTranslation('content');
  const posts = useBlogPosts();
  useEffect(() => {
    document.title = `${t('blog.title')} · Tengu`;
  }, [t]);
  return (
    <div data-testid="blog-page" className="mx-auto max-w-6xl space-y-5">
      <header className="flex items-start gap-3">
        <Newspaper aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent" />
        <div className="min-w-0">
          <h1 className="text-2xl font-black text-white">{t('blog.title')}</h1>
          <p className="max-w-2xl text-sm text-fog">{t('blog.subtitle')}</p>
        </div>
      </header>
      {posts.isPending ? (
        <CardsSkeleton />
      ) : posts.isError ? (
        <ContentError testId="blog-error" onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <ContentEmpty testId="blog-empty" text={t('blog.empty')} />
      ) : (
        <ul data-testid="blog-list" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {posts.data.map((post) => (
            <li key={post.id}>
              <LocalizedLink
                to={`/blog/${post.slug}`}
                data-testid={`blog-card-${post.slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 transition-colors hover:border-ink-600"
              >
                <img
                  src={post.cover}
                  alt=""
                  loading="lazy"
                  className="aspect-[16/9] w-full object-cover transition-transform group-hover:scale-[1.02]"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <BlogMeta publishedAt={post.publishedAt} minutes={post.readingMinutes} />
                  <h2 dir="auto" className="font-bold text-white group-hover:text-accent">
                    {post.title}
                  </h2>
                  <p dir="auto" className="flex-1 text-sm leading-relaxed text-fog">
                    {post.excerpt}
                  </p>
                  <span className="text-xs font-semibold text-accent">{t('blog.read')}</span>
                </div>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
