import { useTranslation } from 'react-i18next';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@tengu/shared';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatMultiplier,
} from '../components/doc-blocks';

const TARGETS = [1.01, 1.5, 2, 3, 5, 10, 25, 50, 100, 1000, 10_000, 1_000_000] as const;

/** The chance that the result reaches the target: 99 ÷ target percent. */
function chance(target: number): string {
  const percent = 99 / target;
  return `${percent >= 0.01 ? Number(percent.toFixed(4)) : percent.toExponential(2)} %`;
}

/** `/docs/games/limbo` (issue 14 item 7): the result formula and the chance of each target. */
export function GameDocPage() {
  const { t } = useTranslation('originals-docs');
  const { t: td } = useTranslation('docs');
  return (
    <>
      <DocLead>{t('limbo.doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: td('labels.houseEdge'), value: '1 %' },
          { label: td('labels.rtp'), value: '99.00 %' },
          { label: t('limbo.doc.targets'), value: `${LIMBO_MIN_TARGET}× – ${LIMBO_MAX_TARGET}×` },
          { label: td('labels.maxMultiplier'), value: formatMultiplier(LIMBO_MAX_TARGET) },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList items={[t('limbo.doc.how1'), t('limbo.doc.how2'), t('limbo.doc.how3')]} />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        <p>{t('limbo.doc.tableIntro')}</p>
        <DocTable
          testId="limbo-doc-table"
          columns={[t('limbo.doc.colTarget'), td('labels.chance')]}
          rows={TARGETS.map((target) => [formatMultiplier(target), chance(target)])}
        />
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('limbo.doc.fair')}</p>
        <p>
          <DocCode>result = max(1, floor(2²⁴ ÷ (floor(f × 2²⁴) + 1) × 0.99 × 100) ÷ 100)</DocCode>
        </p>
        <p>
          <DocCode>npx tengu-verify limbo --server-seed … --client-seed … --nonce …</DocCode>
        </p>
      </DocSection>
    </>
  );
}
