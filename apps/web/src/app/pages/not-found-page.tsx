import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/lib/localized-link';

export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('notFound.title')} · Tengu`;
  }, [t]);

  return (
    <section data-testid="not-found-page" className="mx-auto mt-6 max-w-lg text-center md:mt-16">
      <Compass aria-hidden="true" className="mx-auto mb-4 size-12 text-fog/60" />
      <p className="bg-gradient-to-b from-white to-ink-500 bg-clip-text text-7xl font-black tracking-tight text-transparent md:text-8xl">
        {t('notFound.code')}
      </p>
      <h1 className="mt-2 mb-3 text-2xl font-extrabold">{t('notFound.title')}</h1>
      <p className="mb-8 leading-relaxed text-fog">{t('notFound.text')}</p>
      <Button asChild size="lg" data-testid="not-found-home">
        <LocalizedLink to="/">{t('pages.backHome')}</LocalizedLink>
      </Button>
    </section>
  );
}
