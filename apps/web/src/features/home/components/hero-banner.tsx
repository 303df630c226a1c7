import { Bomb, Crown, Dices, Rocket, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The home page's headline banner, drawn with gradients and icons only (no image requests).
 * Without `onRegister` (a signed-in player) it offers no Register button.
 */
export function HeroBanner({ onRegister }: { onRegister?: () => void }) {
  const { t } = useTranslation();

  return (
    <section
      data-testid="hero-banner"
      className="relative overflow-hidden rounded-[calc(var(--radius-card)*1.5)] bg-gradient-to-br from-[#2a1330] via-ink-800 to-[#10283a] px-5 py-8 ring-1 ring-white/5 md:px-10 md:py-12"
    >
      <div className="pointer-events-none absolute -top-24 -end-16 size-80 rounded-full bg-accent/30 blur-3xl" />
      <div className="pointer-events-none absolute -bottom-28 start-1/3 size-72 rounded-full bg-sky-500/15 blur-3xl" />

      <div className="relative grid items-center gap-8 lg:grid-cols-[1fr_auto]">
        <div className="max-w-xl">
          <span className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-bold text-white ring-1 ring-white/15">
            <ShieldCheck aria-hidden="true" className="size-3.5 text-emerald-400" />
            {t('home.heroBadge')}
          </span>
          <h1 className="mb-3 text-3xl leading-tight font-black tracking-tight text-balance md:text-4xl xl:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mb-7 max-w-lg text-sm leading-relaxed text-fog md:text-base">
            {t('home.heroText')}
          </p>
          <div className="flex flex-wrap gap-3">
            {onRegister && (
              <Button
                size="lg"
                className="grow xs:grow-0"
                onClick={onRegister}
                data-testid="hero-register"
              >
                {t('auth.register')}
              </Button>
            )}
            <Button asChild size="lg" variant="secondary" className="grow xs:grow-0">
              <a href="#originals">{t('home.heroCta')}</a>
            </Button>
          </div>
        </div>

        <div aria-hidden="true" className="relative hidden size-64 lg:block">
          <div className="absolute inset-6 rotate-6 rounded-3xl bg-gradient-to-br from-accent to-gold opacity-90 shadow-2xl" />
          <div className="absolute inset-6 -rotate-6 rounded-3xl bg-ink-700/90 ring-1 ring-white/10" />
          <Dices className="absolute top-1/2 left-1/2 size-24 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow-xl" />
          <Rocket className="absolute top-2 right-4 size-10 -rotate-12 text-gold" />
          <Bomb className="absolute bottom-4 left-2 size-10 rotate-12 text-emerald-400" />
          <Crown className="absolute top-6 left-6 size-8 text-sky-300" />
          <Sparkles className="absolute right-6 bottom-8 size-8 text-fuchsia-300" />
        </div>
      </div>
    </section>
  );
}
