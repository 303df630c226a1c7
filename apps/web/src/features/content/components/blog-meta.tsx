import { CalendarDays, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "26 Nov 2026 · 3 min read" in the page's language. */
export function BlogMeta({ publishedAt, minutes }: { publishedAt: string; minutes: number }) {
  const { t, i18n } = useTranslation('content');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(publishedAt),
  );
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold text-fog">
      <span className="flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-3.5" />
        <time dateTime={publishedAt}>{date}</time>
      </span>
      <span className="flex items-center gap-1" data-testid="blog-reading-time">
        <Clock aria-hidden="true" className="size-3.5" />
        {t('blog.readingTime', { minutes })}
      </span>
    </p>
  );
}
