import type { AssetInfo } from '@tengu/shared';
import { cn } from '@/lib/cn';

/** A coin badge in the asset's brand colour with its ticker (no third-party logo files). */
export function CurrencyIcon({ asset, className }: { asset: AssetInfo; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: asset.color }}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-[9px] font-black tracking-tight text-white',
        className,
      )}
    >
      {asset.symbol.slice(0, 4)}
    </span>
  );
}
