import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORKS, type AssetInfo, type NetworkId } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { CurrencyIcon } from './currency-icon';

export interface AssetNetworkPickerProps {
  assets: readonly AssetInfo[];
  asset: AssetInfo;
  network: NetworkId;
  networks: readonly NetworkId[];
  onAssetChange: (asset: AssetInfo) => void;
  onNetworkChange: (network: NetworkId) => void;
  idPrefix: string;
  /** Networks this site cannot use (no node): shown dimmed, still selectable to read why. */
  unavailable?: readonly NetworkId[];
}

/** The currency picker (a list with icons) and the network chips of the chosen currency. */
export function AssetNetworkPicker(props: AssetNetworkPickerProps) {
  const { t } = useTranslation('payments');
  const [isOpen, setOpen] = useState(false);
  const { asset, idPrefix } = props;
  return (
    <div className="grid gap-3 xs:grid-cols-2">
      <div className="space-y-1.5">
        <p id={`${idPrefix}-currency-label`} className="text-xs font-semibold text-fog">
          {t('common.currency')}
        </p>
        <Popover.Root open={isOpen} onOpenChange={setOpen}>
          <Popover.Trigger
            aria-labelledby={`${idPrefix}-currency-label`}
            data-testid={`${idPrefix}-currency`}
            className="flex h-11 w-full cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm font-semibold transition-colors hover:border-ink-500"
          >
            <CurrencyIcon asset={asset} />
            <span className="truncate">{asset.name}</span>
            {asset.name !== asset.symbol && <span className="text-fog">{asset.symbol}</span>}
            <ChevronDown aria-hidden="true" className="ms-auto size-4 text-fog" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={6}
              className="z-[60] max-h-72 w-[var(--radix-popover-trigger-width)] min-w-56 overflow-y-auto rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-1 shadow-2xl"
            >
              <ul role="listbox" aria-labelledby={`${idPrefix}-currency-label`}>
                {props.assets.map((item) => {
                  const isSelected = item.symbol === asset.symbol;
                  return (
                    <li key={item.symbol} role="option" aria-selected={isSelected}>
                      <button
                        type="button"
                        data-testid={`${idPrefix}-currency-${item.symbol}`}
                        onClick={() => {
                          props.onAssetChange(item);
                          setOpen(false);
                        }}
                        className={cn(
                          'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-start text-sm transition-colors hover:bg-ink-700',
                          isSelected && 'bg-ink-700',
                        )}
                      >
                        <CurrencyIcon asset={item} />
                        <span className="font-semibold">{item.name}</span>
                        {item.name !== item.symbol && (
                          <span className="text-fog">{item.symbol}</span>
                        )}
                        {isSelected && (
                          <Check aria-hidden="true" className="ms-auto size-4 text-accent" />
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <div className="space-y-1.5">
        <p id={`${idPrefix}-network-label`} className="text-xs font-semibold text-fog">
          {t('common.network')}
        </p>
        <div
          role="radiogroup"
          aria-labelledby={`${idPrefix}-network-label`}
          className="flex flex-wrap gap-1.5"
        >
          {props.networks.map((id) => {
            const isUnavailable = props.unavailable?.includes(id) ?? false;
            return (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={id === props.network}
                data-testid={`${idPrefix}-network-${id}`}
                data-unavailable={isUnavailable || undefined}
                onClick={() => props.onNetworkChange(id)}
                className={cn(
                  'h-11 min-w-16 cursor-pointer rounded-[var(--radius-control)] border-2 px-3 text-xs font-bold transition-colors',
                  id === props.network
                    ? 'border-accent bg-accent/10 text-white'
                    : 'border-ink-600 bg-ink-900 text-fog hover:border-ink-500 hover:text-white',
                  isUnavailable && 'line-through opacity-50',
                )}
                title={
                  isUnavailable
                    ? `${NETWORKS[id].name}: ${t('common.unavailable')}`
                    : NETWORKS[id].name
                }
              >
                {NETWORKS[id].label}
                {isUnavailable && <span className="sr-only"> ({t('common.unavailable')})</span>}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
