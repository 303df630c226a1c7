import { ChevronDown, Gamepad2, Sparkle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORIGINAL_GAMES } from '@/features/games/originals';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { GAMES_CHILDREN } from './nav-items';
import { GAMES_ID, originalNavId } from './nav-paths';
import { entryClass, EntryIcon, NavEntry } from './nav-entry';

function Disclosure({
  label,
  icon,
  isActive,
  isOpen,
  onToggle,
  controls,
  testId,
}: {
  label: string;
  icon: typeof Gamepad2;
  isActive: boolean;
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      data-active={isActive}
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(entryClass({ isActive, isRail: false }), 'cursor-pointer')}
    >
      <EntryIcon icon={icon} isActive={isActive} />
      <span className="truncate">{label}</span>
      <ChevronDown
        aria-hidden="true"
        className={cn('ms-auto size-4 transition-transform', isOpen && 'rotate-180')}
      />
    </button>
  );
}

/** Games with its sub-items and the in-house originals (spec document 1 section 2). */
export function GamesGroup({ activeId }: { activeId: string }) {
  const { t } = useTranslation();
  const childrenId = useId();
  const originalsId = useId();
  const isOriginalActive = activeId.startsWith('original:');
  const isChildActive = isOriginalActive || GAMES_CHILDREN.some((item) => item.id === activeId);
  const [isOpen, setIsOpen] = useState(true);
  const [isOriginalsOpen, setIsOriginalsOpen] = useState(isOriginalActive);

  return (
    <div>
      <Disclosure
        label={t('nav.games')}
        icon={Gamepad2}
        isActive={activeId === GAMES_ID || (!isOpen && isChildActive)}
        isOpen={isOpen}
        onToggle={() => setIsOpen((open) => !open)}
        controls={childrenId}
        testId={`nav-${GAMES_ID}`}
      />
      {isOpen && (
        <div id={childrenId} className="ms-[18px] mt-0.5 space-y-0.5 border-s border-ink-600 ps-1">
          {GAMES_CHILDREN.map((item) => (
            <NavEntry key={item.id} item={item} activeId={activeId} isRail={false} />
          ))}
          <Disclosure
            label={t('nav.originals')}
            icon={Sparkle}
            isActive={!isOriginalsOpen && isOriginalActive}
            isOpen={isOriginalsOpen}
            onToggle={() => setIsOriginalsOpen((open) => !open)}
            controls={originalsId}
            testId="nav-originals"
          />
          {isOriginalsOpen && (
            <div id={originalsId} className="ms-[18px] space-y-0.5 border-s border-ink-600 ps-1">
              {ORIGINAL_GAMES.map((game) => {
                const isActive = activeId === originalNavId(game.slug);
                return (
                  <LocalizedLink
                    key={game.slug}
                    to={`/casino/game/${game.slug}`}
                    aria-current={isActive ? 'page' : undefined}
                    className={entryClass({ isActive, isRail: false })}
                  >
                    <EntryIcon icon={game.icon} isActive={isActive} />
                    <span className="truncate">{game.name}</span>
                  </LocalizedLink>
                );
              })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
