import { useTranslation } from 'react-i18next';
import { COINFLIP_SERIES_LENGTH, coinflipTable } from '@tengu/shared';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatMultiplier,
} from '../components/doc-blocks';

/** The chance of k right calls in a row, ½ᵏ, as a percentage. */
function chance(k: number): string {
  const percent = 100 / 2 ** k;
  return `${percent >= 0.01 ? Number(percent.toFixed(4)) : percent.toExponential(2)} %`;
}

/** `/docs/games/coinflip` (issue 6): the rules and the multiplier of every right call. */
export function GameDocPage() {
  const { t } = useTranslation('coinflip');
  const table = coinflipTable();
  return (
    <>
      <DocLead>{t('doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: t('doc.factEdge'), value: '1 %' },
          { label: t('doc.factFlips'), value: COINFLIP_SERIES_LENGTH },
          { label: t('doc.factMax'), value: formatMultiplier(table.at(-1) ?? 0) },
        ]}
      />
      <DocSection title={t('doc.rulesTitle')}>
        <DocList items={[t('doc.rule1'), t('doc.rule2'), t('doc.rule3'), t('doc.rule4')]} />
      </DocSection>
      <DocSection title={t('doc.tableTitle')}>
        <p>
          <DocCode>1.98^k</DocCode>
        </p>
        <DocTable
          testId="coinflip-doc-table"
          columns={[t('doc.colCalls'), t('doc.colMultiplier'), t('doc.colChance')]}
          rows={table.map((multiplier, i) => [i + 1, formatMultiplier(multiplier), chance(i + 1)])}
        />
      </DocSection>
      <DocSection title={t('doc.fairTitle')}>
        <p>{t('doc.fair')}</p>
        <p>
          <DocCode>f ≤ 0.5 → tails, f &gt; 0.5 → heads</DocCode>
        </p>
      </DocSection>
    </>
  );
}
