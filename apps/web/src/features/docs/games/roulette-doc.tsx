import { useTranslation } from 'react-i18next';
import { ROULETTE_BET_TYPES, ROULETTE_PAYOUTS } from '@tengu/shared';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatReturn,
} from '../components/doc-blocks';

/** `/docs/games/roulette`: the rules and the bets, their coverage and payouts from shared data. */
export function GameDocPage() {
  const { t } = useTranslation('roulette');
  const { t: td } = useTranslation('docs');
  return (
    <>
      <DocLead>{t('doc.intro')}</DocLead>
      <DocFacts
        facts={[
          { label: td('labels.rtp'), value: formatReturn(36 / 37) },
          { label: td('labels.houseEdge'), value: formatReturn(1 / 37) },
          { label: t('doc.pockets'), value: '0 – 36' },
          { label: td('labels.maxMultiplier'), value: `${ROULETTE_PAYOUTS.straight}:1` },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList items={[t('doc.how1'), t('doc.how2'), t('doc.how3'), t('doc.how4')]} />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        <DocTable
          testId="roulette-doc-table"
          columns={[t('doc.bet'), t('doc.covers'), t('doc.pays')]}
          rows={ROULETTE_BET_TYPES.map((type) => [
            t(`bets.${type}`),
            t(`doc.cover.${type}`),
            `${ROULETTE_PAYOUTS[type]}:1`,
          ])}
        />
        <p>{t('doc.zero')}</p>
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('doc.fairness')}</p>
        <p>
          <DocCode>tengu-verify roulette --server-seed … --client-seed … --nonce …</DocCode>
        </p>
      </DocSection>
    </>
  );
}
