import { FREE_SPIN_FALLBACK_PROVIDER } from '@tengu/shared';
import { Play } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/localized-link';
import { useFreeSpinOptions } from '../api/get-free-spin-options';
import { useClaimLootboxFreeSpins, useLootboxFreeSpins } from '../api/lootbox-free-spins';
import { useShowFreeSpinError } from '../use-show-free-spin-error';
import { FreeSpinGamePicker, type PickedGame } from './free-spin-game-picker';

/**
 * The lootbox free-spins popup's action (spec document 2 section 4: "A free_spin prize opens the
 * free-spins popup"): pick the slot, "Play now" grants the spins there and opens the game; a
 * prize already played on a game just links to it.
 */
export function LootboxFreeSpinsClaim({ openId, onPlay }: { openId: string; onPlay: () => void }) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Claim openId={openId} onPlay={onPlay} />
    </Suspense>
  );
}

function Claim({ openId, onPlay }: { openId: string; onPlay: () => void }) {
  const { t } = useTranslation('free-spins');
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const state = useLootboxFreeSpins(openId);
  const options = useFreeSpinOptions();
  const claim = useClaimLootboxFreeSpins(openId);
  const showError = useShowFreeSpinError();
  const [game, setGame] = useState<PickedGame | null>(null);

  const open = (slug: string) => {
    onPlay();
    void navigate(localize(`/casino/game/${encodeURIComponent(slug)}`));
  };

  if (state.isPending)
    return <Skeleton data-testid="lootbox-free-spins-loading" className="h-40 w-full" />;
  const campaign = state.data?.campaign;
  if (campaign) {
    return (
      <div className="space-y-3" data-testid="lootbox-free-spins-ready">
        <p className="rounded-[var(--radius-control)] bg-ink-900/60 p-3 text-sm leading-relaxed text-fog">
          {campaign.state === 'granted'
            ? t('lootbox.ready', { count: campaign.spins, game: campaign.game.name })
            : t('errors.pending')}
        </p>
        <Button
          className="w-full"
          data-testid="lootbox-free-spins-play"
          onClick={() => open(campaign.game.slug)}
        >
          <Play aria-hidden="true" className="size-4" />
          {t('lootbox.play')}
        </Button>
      </div>
    );
  }
  const provider =
    options.data?.providers[0]?.id ?? (options.isError ? FREE_SPIN_FALLBACK_PROVIDER : undefined);
  return (
    <div className="space-y-3">
      <p className="text-sm text-fog">{t('lootbox.pick')}</p>
      <FreeSpinGamePicker
        provider={provider}
        knownFallbackCodes={options.data?.knownFallbackCodes}
        selected={game?.ref ?? null}
        onSelect={setGame}
      />
      <Button
        className="w-full"
        data-testid="lootbox-free-spins-play"
        disabled={claim.isPending}
        onClick={() => {
          if (!game) return showError(new Error('no game'), undefined, 'noGame');
          claim.mutate(game.ref, {
            onSuccess: ({ campaign: granted }) => open(granted.game.slug),
            onError: (error) => showError(error),
          });
        }}
      >
        <Play aria-hidden="true" className="size-4" />
        {t('lootbox.play')}
      </Button>
    </div>
  );
}
