import { Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ORIGINAL_GAMES } from '@/features/games/originals';
import { OpenMiniGameButton } from '@/features/mini-games/components/open-mini-game-button';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { SEARCH_DEBOUNCE_MS, searchGames } from '../game-search';
import { useGameSearchStore } from '../game-search-store';

/** Spec document 2 section 9: five suggested games as quick-search chips. */
const QUICK_SEARCHES = ['Plinko', 'Crash', 'Mines', 'Blackjack', 'Dice'] as const;

/** The game search modal: debounced by 1 second, the full list for empty text. */
export default function GameSearchModal() {
  const { t } = useTranslation('shell');
  const isOpen = useGameSearchStore((s) => s.isOpen);
  const setOpen = useGameSearchStore((s) => s.setOpen);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (text === query) return;
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query]);

  const results = useMemo(() => searchGames(ORIGINAL_GAMES, query), [query]);
  const isSearching = text !== query;
  const close = () => setOpen(false);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={t('search.title')}
      closeLabel={t('search.close')}
      testId="game-search-modal"
      className="w-[min(calc(100vw-24px),560px)]"
    >
      <div className="relative mb-3">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fog"
        />
        <input
          type="search"
          data-testid="game-search-input"
          // The modal opened to search: the cursor belongs in the box.
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          className="h-11 w-full rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 ps-9 pe-9 text-sm text-white placeholder:text-fog/70 focus:border-accent focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              setQuery('');
            }}
            className="absolute end-2 top-1/2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-fog hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="mb-4 flex flex-wrap gap-2" aria-label={t('search.suggestions')}>
        {QUICK_SEARCHES.map((name) => (
          <button
            key={name}
            type="button"
            data-testid={`search-chip-${name.toLowerCase()}`}
            onClick={() => {
              setText(name);
              setQuery(name);
            }}
            className={cn(
              'cursor-pointer rounded-full px-3 py-1 text-xs font-semibold ring-1 transition-colors',
              query === name
                ? 'bg-accent text-white ring-accent'
                : 'bg-ink-700 text-fog ring-ink-600 hover:text-white',
            )}
            dir="ltr"
          >
            {name}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="min-h-40">
        {isSearching ? (
          <div data-testid="game-search-pending" className="flex h-40 items-center justify-center">
            <Spinner label={t('search.searching')} />
          </div>
        ) : results.length === 0 ? (
          <p data-testid="game-search-empty" className="py-10 text-center text-sm text-fog">
            {t('search.noResults', { text: query })}
          </p>
        ) : (
          <ul data-testid="game-search-results" className="grid grid-cols-1 gap-2 xs:grid-cols-2">
            {results.map((game) => {
              const Icon = game.icon;
              return (
                <li key={game.slug} className="relative">
                  <LocalizedLink
                    to={`/casino/game/${game.slug}`}
                    onClick={close}
                    data-testid={`search-result-${game.slug}`}
                    className="flex items-center gap-3 rounded-[var(--radius-control)] bg-ink-900/70 p-2 pe-12 ring-1 ring-ink-700 transition-colors hover:bg-ink-700"
                  >
                    <span
                      className={cn(
                        'flex size-10 shrink-0 items-center justify-center rounded-md bg-gradient-to-br',
                        game.gradient,
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5 text-white" />
                    </span>
                    <span className="truncate text-sm font-bold" dir="ltr">
                      {game.name}
                    </span>
                  </LocalizedLink>
                  <OpenMiniGameButton
                    slug={game.slug}
                    game={game.name}
                    className="absolute end-2 top-1/2 -translate-y-1/2"
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
