import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { SHORTCUTS } from '../shortcuts';
import { useShortcutsStore } from '../shortcuts-store';

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** F12: every shortcut and its keys; Escape closes it. */
export default function ShortcutsModal() {
  const { t } = useTranslation('shell');
  const isOpen = useShortcutsStore((s) => s.isOpen);
  const setOpen = useShortcutsStore((s) => s.setOpen);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={t('shortcuts.title')}
      description={t('shortcuts.description')}
      closeLabel={t('shortcuts.close')}
      testId="shortcuts-modal"
    >
      <ul className="divide-y divide-ink-700 rounded-[var(--radius-control)] bg-ink-900/60">
        {SHORTCUTS.map(({ action, keys, needsLogin }) => (
          <li key={action} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
            <span>
              {t(`shortcuts.actions.${action}`)}
              {needsLogin && (
                <span className="ms-1.5 text-xs text-fog">{t('shortcuts.loggedIn')}</span>
              )}
            </span>
            <span className="flex shrink-0 gap-1" dir="ltr">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md border border-ink-500 bg-ink-700 px-1.5 py-0.5 text-center font-mono text-xs font-semibold"
                >
                  {key === 'Ctrl' && isApple ? '⌘' : key}
                </kbd>
              ))}
            </span>
          </li>
        ))}
        <li className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
          <span>{t('shortcuts.actions.close')}</span>
          <kbd className="rounded-md border border-ink-500 bg-ink-700 px-1.5 py-0.5 font-mono text-xs font-semibold">
            Esc
          </kbd>
        </li>
      </ul>
    </Modal>
  );
}
