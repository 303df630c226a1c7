import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { playGameSound } from './game-sound';
import { useSoundStore } from './sound-store';

/** The small speaker in a game's toolbar: sound effects on or off (off until switched on). */
export function SoundToggle() {
  const { t } = useTranslation('games');
  const isMuted = useSoundStore((s) => s.isMuted);
  const toggle = useSoundStore((s) => s.toggle);
  const label = isMuted ? t('sound.unmute') : t('sound.mute');
  return (
    // A plain square button: Button's padded sizes would squeeze the icon to a sliver.
    <button
      type="button"
      className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog transition-colors duration-150 hover:bg-ink-700 hover:text-white"
      data-testid="sound-toggle"
      data-muted={isMuted}
      aria-pressed={!isMuted}
      aria-label={label}
      title={label}
      onClick={() => {
        toggle();
        // Switching on answers with a sound, so the player hears that it works.
        playGameSound('bet');
      }}
    >
      {isMuted ? (
        <VolumeX aria-hidden="true" className="size-4" />
      ) : (
        <Volume2 aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
