import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CLIENT_SEED_LENGTH, CLIENT_SEED_PATTERN } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useRotateSeed } from '../api/rotate-seed';
import { randomClientSeed } from '../random-seed';
import { useFairnessStore } from '../store';

/**
 * The running games of a refused seed change: the refusal's `data.game_name` (document 2
 * section 7), joined in the player's language ("Mines, Coinflip" / "Mines و Coinflip").
 */
function activeGames(error: ApiError, language: string): string {
  const data = (error.body as { error?: { data?: { game_name?: unknown } } } | undefined)?.error
    ?.data;
  const names = Array.isArray(data?.game_name)
    ? data.game_name.filter((name): name is string => typeof name === 'string')
    : [];
  if (names.length === 0) return /in (.+) to change/.exec(error.message)?.[1] ?? error.message;
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** Change Seed (spec document 2 sections 2 and 9): the new client seed is 8 characters. */
export function ChangeSeedModal() {
  const { t } = useTranslation('games');
  const isOpen = useFairnessStore((s) => s.isChangeSeedOpen);
  const setOpen = useFairnessStore((s) => s.setChangeSeedOpen);
  const pending = useFairnessStore((s) => s.pendingClientSeed);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={t('changeSeed.title')}
      description={t('changeSeed.description')}
      closeLabel={t('common.close')}
      testId="change-seed-modal"
    >
      {/* Remounts per opening so the field starts from the latest suggestion. */}
      {isOpen && (
        <ChangeSeedForm initial={pending ?? randomClientSeed()} onDone={() => setOpen(false)} />
      )}
    </Modal>
  );
}

function ChangeSeedForm({ initial, onDone }: { initial: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('games');
  const [seed, setSeed] = useState(initial);
  const [isTouched, setIsTouched] = useState(false);
  const rotate = useRotateSeed();
  const isValid = CLIENT_SEED_PATTERN.test(seed);

  const submit = () => {
    setIsTouched(true);
    if (!isValid) return;
    rotate.mutate(
      { clientSeed: seed },
      {
        onSuccess: () => {
          toast.success(t('changeSeed.done'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ACTIVE_BETS') {
            toast.error(t('changeSeed.activeBets', { games: activeGames(error, i18n.language) }));
          } else toast.error(t('common.genericError'));
        },
      },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        id="change-seed-input"
        label={t('changeSeed.label')}
        error={isTouched && !isValid ? t('changeSeed.invalid') : undefined}
        hint={t('changeSeed.hint', { count: CLIENT_SEED_LENGTH })}
      >
        <div className="flex gap-2">
          <Input
            id="change-seed-input"
            data-testid="change-seed-input"
            value={seed}
            maxLength={CLIENT_SEED_LENGTH}
            dir="ltr"
            className="font-mono"
            hasError={isTouched && !isValid}
            onChange={(event) => setSeed(event.target.value.replace(/\s/g, ''))}
          />
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('changeSeed.randomize')}
            onClick={() => setSeed(randomClientSeed())}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </Field>
      <Button
        type="submit"
        data-testid="change-seed-submit"
        className="w-full"
        disabled={rotate.isPending}
      >
        {t('changeSeed.submit')}
      </Button>
    </form>
  );
}
