import { useTranslation } from 'react-i18next';
import { minesMultiplier } from '@tengu/fairness';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatMultiplier,
} from '../components/doc-blocks';

const TILES = 25;
const MINE_COUNTS = [1, 2, 3, 5, 10, 15, 20, 24] as const;
const SAFE_PICKS = Array.from({ length: 10 }, (_, i) => i + 1);

/** `/docs/games/mines` (issue 14 item 7): the multiplier formula and its table. */
export function GameDocPage() {
  const { t } = useTranslation('originals-docs');
  const { t: td } = useTranslation('docs');
  return (
    <>
      <DocLead>{t('mines.doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: td('labels.houseEdge'), value: '1 %' },
          { label: t('mines.doc.board'), value: '5 × 5' },
          { label: t('mines.doc.colMines'), value: '1 – 24' },
          { label: td('labels.maxMultiplier'), value: formatMultiplier(minesMultiplier(24, 1)) },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList
          items={[
            t('mines.doc.how1'),
            t('mines.doc.how2'),
            t('mines.doc.how3'),
            t('mines.doc.how4'),
          ]}
        />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        <p>{t('mines.doc.tableIntro')}</p>
        <p>
          <DocCode>multiplier = 0.99 × C(25, k) ÷ C(25 − mines, k)</DocCode>
        </p>
        <DocTable
          testId="mines-doc-table"
          columns={[t('mines.doc.colSafe'), ...MINE_COUNTS.map(String)]}
          rows={SAFE_PICKS.map((safe) => [
            String(safe),
            ...MINE_COUNTS.map((mines) =>
              safe <= TILES - mines ? formatMultiplier(minesMultiplier(mines, safe)) : '',
            ),
          ])}
        />
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('mines.doc.fair')}</p>
        <p>
          <DocCode>
            npx tengu-verify mines --server-seed … --client-seed … --nonce … --opts '{'{"mines":3}'}
            '
          </DocCode>
        </p>
      </DocSection>
    </>
  );
}
