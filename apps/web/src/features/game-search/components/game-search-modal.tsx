import type { Game } from '@tengu/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { MAX_MULTIPLAY_GAMES, multiplayPathOfSlugs } from '@/features/home/game-path';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-link';
import { searchText, useGameSearch } from '../api/search-games';
import { SEARCH_DEBOUNCE_MS } from '../game-search';
import { useGameSearchStore } from '../game-search-store';
import { toggleMultiplaySelection, type SelectionRefusal } from '../multiplay-selection';
import { MultiplayBar } from './multiplay-bar';
import { MultiplaySwitch } from './multiplay-switch';
import { SearchResultLink, SearchResultOption } from './search-result';
import { SearchEmpty, SearchError, SearchSkeleton } from './search-states';

/** Spec document 2 section 9: five suggested games as quick-search chips, slots and originals. */
const QUICK_SEARCHES = ['Koi Fortune', 'Book of Degen', 'Plinko', 'Crash', 'Mines'] as const;

const chipId = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** `/casino/game/{slug}` (providers' slugs keep their case; the catalogue gives them). */
const gamePagePath = (game: Game) => `/casino/game/${encodeURIComponent(game.slug)}`;

/**
 * The game search modal over the whole catalogue (spec document 2 sections 4, 5, 7 and 9):
 * debounced by 1 second, the full list for empty text, in-house originals first. With Multiplay
 * on, the results are picked (no links) for up to four slots played side by side.
 */
export default function GameSearchModal() {
  const { t } = useTranslation(['shell', 'multiplay']);
  const isOpen = useGameSearchStore((s) => s.isOpen);
  const setOpen = useGameSearchStore((s) => s.setOpen);
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  // Opened from a multiplay page: Multiplay on, its games already picked.
  const seed = useGameSearchStore((s) => s.multiplaySeed);
  const [isMultiplay, setMultiplay] = useState(seed !== null);
  const [selected, setSelected] = useState<Game[]>(seed ?? []);

  useEffect(() => {
    if (text === query) return;
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query]);

  const search = useGameSearch(query, true);
  const games = search.data?.pages.flatMap((page) => page.games) ?? [];
  const isWaiting = searchText(text) !== searchText(query) || search.isPending;
  const close = () => setOpen(false);

  const runSearch = (value: string) => {
    setText(value);
    setQuery(value);
  };

  // Spec document 2 section 4: toggling clears the selection.
  const toggleMultiplay = () => {
    setMultiplay((on) => !on);
    setSelected([]);
  };

  const toggleGame = (game: Game) => {
    const change = toggleMultiplaySelection(selected, game);
    setSelected(change.selected);
    if (change.refusal) refuse(change.refusal);
  };

  const refuse = (refusal: SelectionRefusal) => {
    // Spec document 2 section 5: a title and a description.
    if (refusal === 'houseGame') {
      toast.error(t('multiplay:search.houseGamesTitle'), {
        id: 'multiplay-refusal',
        description: t('multiplay:search.houseGamesText'),
      });
    } else {
      toast.error(t('multiplay:search.maxTitle'), {
        id: 'multiplay-refusal',
        description: t('multiplay:search.maxText', { max: MAX_MULTIPLAY_GAMES }),
      });
    }
  };

  const play = () => {
    close();
    void navigate(localize(multiplayPathOfSlugs(selected.map((game) => game.slug))));
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={t('search.title')}
      closeLabel={t('search.close')}
      testId="game-search-modal"
      className="w-[min(calc(100vw-24px),600px)]"
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
          maxLength={100}
          className="h-11 w-full rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 ps-9 pe-9 text-sm text-white placeholder:text-fog/70 focus:border-accent focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={() => runSearch('')}
            className="absolute end-2 top-1/2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-fog hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="mb-3 flex flex-wrap gap-2" aria-label={t('search.suggestions')}>
        {QUICK_SEARCHES.map((name) => (
          <button
            key={name}
            type="button"
            data-testid={`search-chip-${chipId(name)}`}
            onClick={() => runSearch(name)}
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
      <MultiplaySwitch isOn={isMultiplay} onToggle={toggleMultiplay} />
      <div aria-live="polite" className="min-h-40">
        {isWaiting ? (
          <SearchSkeleton />
        ) : search.isError ? (
          <SearchError onRetry={() => void search.refetch()} />
        ) : games.length === 0 ? (
          <SearchEmpty text={query} />
        ) : (
          <>
            <ul data-testid="game-search-results" className="grid grid-cols-1 gap-2 xs:grid-cols-2">
              {games.map((game) =>
                isMultiplay ? (
                  <SearchResultOption
                    key={game.uuid}
                    game={game}
                    isSelected={selected.some((g) => g.uuid === game.uuid)}
                    onToggle={() => toggleGame(game)}
                  />
                ) : (
                  <SearchResultLink
                    key={game.uuid}
                    game={game}
                    to={gamePagePath(game)}
                    onOpen={close}
                  />
                ),
              )}
            </ul>
            {search.hasNextPage && (
              <div className="mt-3 flex justify-center">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={search.isFetchingNextPage}
                  onClick={() => void search.fetchNextPage()}
                >
                  {t('multiplay:search.showMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      {isMultiplay && (
        <MultiplayBar
          selected={selected}
          onRemove={(game) => setSelected((list) => list.filter((g) => g.uuid !== game.uuid))}
          onPlay={play}
        />
      )}
    </Modal>
  );
}
