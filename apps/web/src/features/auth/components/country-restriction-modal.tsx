import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAuthModalStore, type CountryBlock } from '@/features/auth/auth-modal-store';

/** Country restriction for AE and GB (spec document 2 sections 6, 8, Country block). */
export function CountryRestrictionModal({ block }: { block: CountryBlock }) {
  const { t } = useTranslation();
  const close = useAuthModalStore((s) => s.close);
  const texts =
    block.countryCode === 'AE'
      ? { title: t('auth.country.titleAE'), message: t('auth.country.messageOther') }
      : block.countryCode === 'GB'
        ? { title: t('auth.country.titleGB'), message: t('auth.country.messageGB') }
        : {
            title: t('auth.country.titleOther', {
              country: block.countryName || block.countryCode,
            }),
            message: t('auth.country.messageOther'),
          };
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={texts.title}
      description={texts.message}
      closeLabel={t('panel.close')}
      testId="country-restriction-modal"
      header={
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Globe aria-hidden="true" className="size-6" />
        </div>
      }
    >
      <Button size="lg" className="w-full" onClick={close}>
        {t('auth.country.ok')}
      </Button>
    </Modal>
  );
}
