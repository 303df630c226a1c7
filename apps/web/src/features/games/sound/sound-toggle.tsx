import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { playGameSound } from './game-sound';
import { useSoundStore } from './sound-store';

/** The small speaker in a game's toolbar: sound effects on or off (off until switched on). */
export function SoundToggle() {
  const { t } = useTranslation('games');
  const isMuted = useSoundStore((s) => s.isMuted);
  const toggle = useSoundStore((s) => s.toggle);
  const label = isMuted ? t('sound.unmute') : t('sound.mute');
  return (
    <Button
      size="sm"
      variant="ghost"
      className="w-8 px-0"
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
    </Button>
  );
}
