import { CATALOGUE_MAX_POSITION, type ConsoleCatalogueGame } from '@tengu/shared';
import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useSetPosition } from './api';

/** A game's featured position: type a number and save, or clear it (not featured). */
export function PositionCell({ game }: { game: ConsoleCatalogueGame }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(game.position === null ? '' : String(game.position));
  const setPosition = useSetPosition();
  const save = (position: number | null) =>
    setPosition.mutate(
      { uuid: game.uuid, position },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(text.trim() === '' ? null : Number(text));
  };
  const isChanged = text !== (game.position === null ? '' : String(game.position));
  return (
    <form className="flex items-center gap-1" onSubmit={submit}>
      <input
        type="number"
        min={0}
        max={CATALOGUE_MAX_POSITION}
        step={1}
        inputMode="numeric"
        aria-label={t('catalogue.positionOf', { name: game.name })}
        data-testid={`catalogue-position-${game.code}`}
        value={text}
        placeholder="—"
        onChange={(e) => setText(e.target.value)}
        className="h-8 w-16 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 px-2 text-xs"
      />
      {isChanged && (
        <Button
          type="submit"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={t('catalogue.savePosition')}
          disabled={setPosition.isPending}
        >
          <Check aria-hidden="true" className="size-3.5" />
        </Button>
      )}
      {game.position !== null && !isChanged && (
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={t('catalogue.clearPosition')}
          disabled={setPosition.isPending}
          onClick={() => {
            setText('');
            save(null);
          }}
        >
          <X aria-hidden="true" className="size-3.5" />
        </Button>
      )}
    </form>
  );
}
