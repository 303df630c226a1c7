import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '@/components/ui/input';

/** A password box with a show/hide toggle at its end (logical side, so it flips in Persian). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pe-11" />
      <button
        type="button"
        onClick={() => setIsVisible((v) => !v)}
        aria-label={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={isVisible}
        className="absolute inset-y-0 end-0 flex w-11 cursor-pointer items-center justify-center text-fog hover:text-white"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
