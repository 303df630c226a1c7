import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { useCatalogueProviders, useSwitchProvider } from './api';

/** The catalogue's providers, each with its game counts and one switch for all its games. */
export function ProvidersPanel() {
  const { t } = useTranslation('admin');
  const providers = useCatalogueProviders();
  const switchProvider = useSwitchProvider();
  return (
    <Panel title={t('catalogue.providers')} testId="catalogue-providers">
      <QueryView
        query={providers}
        loadingRows={2}
        isEmpty={(data) => data.providers.length === 0}
        emptyText={t('catalogue.noProviders')}
      >
        {(data) => (
          <ul className="divide-y divide-ink-700/60">
            {data.providers.map((p) => (
              <li key={p.id} className="flex items-center gap-3 px-4 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <div id={`catalogue-provider-${p.id}`} className="truncate font-semibold">
                    {p.name}
                  </div>
                  <div className="text-xs text-fog">
                    {t('catalogue.providerCounts', { enabled: p.enabledGames, total: p.games })}
                  </div>
                </div>
                <span className={p.enabled ? 'text-xs text-emerald-400' : 'text-xs text-red-300'}>
                  {p.enabled ? t('catalogue.on') : t('catalogue.off')}
                </span>
                <Switch
                  isOn={p.enabled}
                  labelledBy={`catalogue-provider-${p.id}`}
                  testId={`catalogue-provider-switch-${p.id}`}
                  disabled={switchProvider.isPending}
                  onToggle={() =>
                    switchProvider.mutate(
                      { id: p.id, enabled: !p.enabled },
                      {
                        onSuccess: () => toast.success(t('common.saved')),
                        onError: (error) => toast.error(error.message),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Panel>
  );
}
