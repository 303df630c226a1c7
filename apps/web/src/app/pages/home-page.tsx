import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { OriginalsGrid } from '@/features/games/components/originals-grid';
import { HeroBanner } from '@/features/home/components/hero-banner';
import { LobbyCategories } from '@/features/home/components/lobby-categories';

/** `/` and `/casino/home`. */
export function HomePage() {
  const { t } = useTranslation();
  const openAuth = useAuthModalStore((s) => s.open);
  useEffect(() => {
    document.title = `Tengu · ${t('brand.tagline')}`;
  }, [t]);

  return (
    <div data-testid="home-page" className="space-y-10">
      <HeroBanner onRegister={() => openAuth('register')} />
      <OriginalsGrid />
      <LobbyCategories />
    </div>
  );
}
