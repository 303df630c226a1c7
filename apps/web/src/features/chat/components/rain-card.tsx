import type { RainPayload } from '@tengu/shared';
import { CloudRain } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A rain announced by `rain:new`, shown in the chat. */
export function RainCard({ rain }: { rain: RainPayload }) {
  const { t } = useTranslation('chat');
  return (
    <li
      data-testid="rain-card"
      className="flex items-center gap-2 rounded-[var(--radius-card)] border border-sky-400/40 bg-sky-400/10 p-2.5 text-xs"
    >
      <CloudRain aria-hidden="true" className="size-6 shrink-0 text-sky-300" />
      <p className="min-w-0 flex-1">
        <span className="font-bold">{t('rain.cardTitle')}</span>{' '}
        {t('rain.cardBody', {
          username: rain.username,
          amount: `$${Number(rain.amount).toFixed(2)}`,
          n: rain.recipients,
        })}
      </p>
    </li>
  );
}
