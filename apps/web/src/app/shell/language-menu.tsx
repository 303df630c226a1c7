import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_NAMES, type Language } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { switchLanguagePath } from '@/lib/localized-path';
import { entryClass, EntryIcon, RailTooltip } from './nav-entry';

/** The spec's menu order (English, Chinese, Polish, Russian, Persian), plus Catalan which we ship. */
const MENU_ORDER: readonly Language[] = ['en', 'zh', 'pl', 'ru', 'fa', 'ca'];

export function LanguageMenu({ isRail }: { isRail: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = currentLanguage();
  const label = t('nav.language');

  function choose(language: Language) {
    // Choosing a language inserts its code as the first path segment (spec document 1 section 1).
    void navigate(
      `${switchLanguagePath(location.pathname, language)}${location.search}${location.hash}`,
    );
    void i18n.changeLanguage(language);
  }

  return (
    <DropdownMenu.Root>
      <RailTooltip label={label} isRail={isRail}>
        <DropdownMenu.Trigger
          data-testid="language-menu-trigger"
          className={cn(entryClass({ isActive: false, isRail }), 'cursor-pointer')}
        >
          <EntryIcon icon={Languages} isActive={false} />
          {isRail ? (
            <span className="sr-only">{label}</span>
          ) : (
            <>
              <span className="truncate">{label}</span>
              <span className="ms-auto flex items-center gap-1 text-[11px] font-bold text-fog uppercase">
                {current}
                <ChevronDown aria-hidden="true" className="size-3.5" />
              </span>
            </>
          )}
        </DropdownMenu.Trigger>
      </RailTooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={isRail ? (i18n.dir() === 'rtl' ? 'left' : 'right') : 'bottom'}
          align="start"
          sideOffset={8}
          className="z-50 min-w-44 rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-1.5 shadow-2xl"
        >
          {MENU_ORDER.map((language) => (
            <DropdownMenu.Item
              key={language}
              data-testid={`language-${language}`}
              lang={language}
              onSelect={() => choose(language)}
              className="flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm font-medium text-fog outline-none data-[highlighted]:bg-ink-700 data-[highlighted]:text-white"
            >
              {LANGUAGE_NAMES[language]}
              {language === current && <Check aria-hidden="true" className="size-4 text-accent" />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
