import { useTranslation } from 'react-i18next';
import { KENO_MAX_PICKS, KENO_RISKS, kenoReturn, kenoTable } from '@tengu/shared';
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

const PICKS = Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1);
const HITS = Array.from({ length: KENO_MAX_PICKS + 1 }, (_, i) => i);

/** `/docs/games/keno`: the rules and every payout table, rendered from the shared tables. */
export function GameDocPage() {
  const { t } = useTranslation('keno');
  const { t: td } = useTranslation('docs');
  const returns = KENO_RISKS.flatMap((risk) => PICKS.map((picks) => kenoReturn(risk, picks)));
  return (
    <>
      <DocLead>{t('doc.intro')}</DocLead>
      <DocFacts
        facts={[
          {
            label: td('labels.rtp'),
            value: `${formatReturn(Math.min(...returns))} – ${formatReturn(Math.max(...returns))}`,
          },
          { label: t('doc.numbers'), value: '40' },
          { label: t('doc.drawn'), value: '10' },
          { label: td('labels.maxMultiplier'), value: formatMultiplier(1000) },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList items={[t('doc.how1'), t('doc.how2'), t('doc.how3'), t('doc.how4')]} />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        <p>{t('doc.payoutsIntro')}</p>
        {KENO_RISKS.map((risk) => (
          <DocTable
            key={risk}
            testId={`keno-doc-table-${risk}`}
            caption={t(`risks.${risk}`)}
            columns={[t('doc.picksHits'), ...HITS.map(String), td('labels.rtp')]}
            rows={PICKS.map((picks) => {
              const table = kenoTable(risk, picks);
              return [
                String(picks),
                ...HITS.map((hits) => (hits <= picks ? formatMultiplier(table[hits] ?? 0) : '')),
                formatReturn(kenoReturn(risk, picks)),
              ];
            })}
          />
        ))}
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('doc.fairness')}</p>
        <p>
          <DocCode>tengu-verify keno --server-seed … --client-seed … --nonce …</DocCode>
        </p>
      </DocSection>
    </>
  );
}
