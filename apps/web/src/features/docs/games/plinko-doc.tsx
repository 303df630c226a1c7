import { useTranslation } from 'react-i18next';
import { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN, plinkoTable } from '@tengu/shared';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatMultiplier,
  formatReturn,
} from '../components/doc-blocks';

const ROWS = Array.from(
  { length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 },
  (_, i) => PLINKO_ROWS_MIN + i,
);

/** C(n, k), exactly enough for n ≤ 16. */
function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Return to player of one board: each bucket's multiplier × its binomial chance. */
function plinkoReturn(table: readonly number[], rows: number): number {
  return table.reduce(
    (sum, multiplier, k) => sum + (multiplier * binomial(rows, k)) / 2 ** rows,
    0,
  );
}

/** `/docs/games/plinko` (issue 14 item 7): every board's multipliers, rendered from the shared tables. */
export function GameDocPage() {
  const { t } = useTranslation('originals-docs');
  const { t: td } = useTranslation('docs');
  const { t: tg } = useTranslation('games');
  const returns = PLINKO_RISKS.flatMap((risk) =>
    ROWS.map((rows) => plinkoReturn(plinkoTable(risk, rows), rows)),
  );
  return (
    <>
      <DocLead>{t('plinko.doc.lead')}</DocLead>
      <DocFacts
        facts={[
          {
            label: td('labels.rtp'),
            value: `${formatReturn(Math.min(...returns))} – ${formatReturn(Math.max(...returns))}`,
          },
          { label: t('common.rows'), value: `${PLINKO_ROWS_MIN} – ${PLINKO_ROWS_MAX}` },
          { label: td('labels.maxMultiplier'), value: formatMultiplier(1000) },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList items={[t('plinko.doc.how1'), t('plinko.doc.how2'), t('plinko.doc.how3')]} />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        <p>{t('plinko.doc.tableIntro')}</p>
        {PLINKO_RISKS.map((risk) => (
          <DocTable
            key={risk}
            testId={`plinko-doc-table-${risk}`}
            caption={tg(`plinko.${risk}`)}
            columns={[
              t('common.rows'),
              ...Array.from({ length: PLINKO_ROWS_MAX + 1 }, (_, i) => String(i)),
              td('labels.rtp'),
            ]}
            rows={ROWS.map((rows) => {
              const table = plinkoTable(risk, rows);
              return [
                String(rows),
                ...Array.from({ length: PLINKO_ROWS_MAX + 1 }, (_, i) =>
                  i <= rows ? formatMultiplier(table[i] ?? 0) : '',
                ),
                formatReturn(plinkoReturn(table, rows)),
              ];
            })}
          />
        ))}
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('plinko.doc.fair')}</p>
        <p>
          <DocCode>step = floor(f × 2): 0 → left, 1 → right</DocCode>
        </p>
        <p>
          <DocCode>
            npx tengu-verify plinko --server-seed … --client-seed … --nonce … --opts '
            {'{"rows":16}'}'
          </DocCode>
        </p>
      </DocSection>
    </>
  );
}
