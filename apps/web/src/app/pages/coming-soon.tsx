import { Hourglass, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/lib/localized-link';

export interface ComingSoonProps {
  title: string;
  description: string;
  icon?: LucideIcon;
}

/** A page whose content arrives in a later issue: it names itself and says what it will hold. */
export function ComingSoon({ title, description, icon: Icon = Hourglass }: ComingSoonProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · Tengu`;
  }, [title]);

  return (
    <section
      data-testid="coming-soon-page"
      className="relative mx-auto mt-4 max-w-xl overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 px-6 py-12 text-center md:mt-10 md:px-10"
    >
      <div className="pointer-events-none absolute inset-x-0 -top-24 mx-auto size-64 rounded-full bg-accent/15 blur-3xl" />
      <div className="relative mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-ink-700 ring-1 ring-ink-600">
        <Icon aria-hidden="true" className="size-8 text-accent" />
      </div>
      <p className="relative mb-2 text-xs font-bold tracking-[0.2em] text-gold uppercase">
        {t('pages.comingSoon')}
      </p>
      <h1 className="relative mb-3 text-2xl font-extrabold md:text-3xl">{title}</h1>
      <p className="relative mx-auto mb-8 max-w-md leading-relaxed text-fog">{description}</p>
      <Button asChild variant="secondary" className="relative">
        <LocalizedLink to="/">{t('pages.backHome')}</LocalizedLink>
      </Button>
    </section>
  );
}
