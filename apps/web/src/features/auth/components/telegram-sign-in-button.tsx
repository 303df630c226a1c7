import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { telegramAuthUrl } from '@/features/auth/telegram-auth-url';

/**
 * Telegram's own sign-in page, no third-party script: Telegram sends the player back to this
 * page with `#tgAuthResult=…`, which the shell posts to the widget endpoint (docs/decisions/013).
 */
export function TelegramSignInButton({ botId }: { botId: string }) {
  const { t } = useTranslation('shell');
  const href = telegramAuthUrl(botId, window.location.href);
  return (
    <div className="mt-5">
      <div className="mb-4 flex items-center gap-3 text-xs font-semibold text-fog uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-ink-600" />
        {t('telegram.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-ink-600" />
      </div>
      <Button asChild variant="secondary" size="lg" className="w-full">
        <a href={href} data-testid="telegram-login" rel="noopener">
          <Send aria-hidden="true" className="size-5 text-[#2aabee] rtl:-scale-x-100" />
          {t('telegram.continue')}
        </a>
      </Button>
    </div>
  );
}
