import { useTranslation } from 'react-i18next';
import { caseTable, type CaseId } from '@tengu/shared';
import { CaseTile } from './case-tile';
import { formatChance } from './case-items';

/** What the case holds: every item with its multiplier and chance. */
export function CaseContents({ caseId }: { caseId: CaseId }) {
  const { t } = useTranslation('cases');
  const rows = [...caseTable(caseId)].reverse();
  return (
    <section className="w-full space-y-2" data-testid="case-contents">
      <h2 className="text-xs font-bold tracking-wider text-fog uppercase">{t('contents')}</h2>
      <ul className="grid grid-cols-4 gap-2 xs:grid-cols-8">
        {rows.map((row) => (
          <li key={row.item} className="flex flex-col gap-1">
            <CaseTile
              item={row.item}
              rarity={row.rarity}
              multiplier={row.multiplier}
              className="h-24 w-full"
            />
            <span className="text-center text-[11px] text-fog tabular-nums" dir="ltr">
              {formatChance(row.ppm)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
