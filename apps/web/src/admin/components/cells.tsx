import { Link } from 'react-router';
import { formatUsd } from './format-usd';

/** A player's name linking to their console page. */
export function PlayerCell({ userId, username }: { userId: string; username: string }) {
  return (
    <Link to={`/admin/players/${userId}`} className="font-semibold hover:text-accent">
      {username}
    </Link>
  );
}

/** A payment's dollar value over its on-chain amount, asset and network. */
export function PaymentAmountCell({
  amount,
  assetAmount,
  asset,
  network,
}: {
  /** Dollars as the API's decimal string; null while the price is not known. */
  amount: string | null;
  assetAmount: string;
  asset: string;
  network: string;
}) {
  return (
    <div className="whitespace-nowrap">
      <div className="font-semibold">{amount === null ? '—' : formatUsd(amount)}</div>
      <div className="text-xs text-fog">
        {assetAmount} {asset} · {network}
      </div>
    </div>
  );
}
