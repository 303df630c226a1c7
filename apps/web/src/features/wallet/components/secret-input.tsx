import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '@/components/ui/input';

/** A password box with a show/hide toggle at its logical end (it flips in Persian). */
export function SecretInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('wallet');
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pe-11" />
      <button
        type="button"
        data-testid={props.id ? `${props.id}-toggle` : undefined}
        onClick={() => setIsVisible((v) => !v)}
        aria-label={isVisible ? t('common.hidePassword') : t('common.showPassword')}
        aria-pressed={isVisible}
        className="absolute inset-y-0 end-0 flex w-11 cursor-pointer items-center justify-center text-fog hover:text-white"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
