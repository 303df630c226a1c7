import { useTranslation } from 'react-i18next';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatMultiplier,
} from '../components/doc-blocks';

const POINTS = [1.01, 1.5, 2, 3, 5, 10, 100, 1000] as const;

/** The chance that a round reaches x: 99 ÷ x percent (a 1 % edge on a fair 1 ÷ x). */
function reachChance(point: number): string {
  return `${Number((99 / point).toFixed(4))} %`;
}

/** `/docs/games/crash` (issue 14 item 7): the round, the crash-point formula and the hash chain. */
export function GameDocPage() {
  const { t } = useTranslation('originals-docs');
  const { t: td } = useTranslation('docs');
  return (
    <>
      <DocLead>{t('crash.doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: td('labels.houseEdge'), value: '1 %' },
          { label: td('labels.rtp'), value: '99.00 %' },
          { label: t('crash.doc.lowest'), value: formatMultiplier(1) },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList
          items={[
            t('crash.doc.how1'),
            t('crash.doc.how2'),
            t('crash.doc.how3'),
            t('crash.doc.how4'),
          ]}
        />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        <p>{t('crash.doc.tableIntro')}</p>
        <DocTable
          testId="crash-doc-table"
          columns={[t('crash.doc.colPoint'), td('labels.chance')]}
          rows={POINTS.map((point) => [formatMultiplier(point), reachChance(point)])}
        />
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('crash.doc.formula')}</p>
        <p>
          <DocCode>h = HMAC-SHA256(key = round hash, message = salt)</DocCode>
        </p>
        <p>
          <DocCode>crash = floor(max(1, 2³² ÷ (int(h[0..8]) + 1) × 0.99) × 100) ÷ 100</DocCode>
        </p>
        <p>{t('crash.doc.chain')}</p>
        <p>
          <DocCode>SHA-256(hash of round n) = hash of round n − 1</DocCode>
        </p>
        <p>{t('crash.doc.verify')}</p>
        <p>
          <DocCode>npx tengu-verify crash --opts '{'{"hash":"<64 hex>","salt":"<salt>"}'}'</DocCode>
        </p>
      </DocSection>
    </>
  );
}
