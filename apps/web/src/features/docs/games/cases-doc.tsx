import { useTranslation } from 'react-i18next';
import {
  CASE_IDS,
  CASE_RARITY_COLOURS,
  caseReturn,
  caseTable,
  caseTopMultiplier,
  caseVerifyTable,
} from '@tengu/shared';
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

const chance = (ppm: number) => `${Number((ppm / 10_000).toFixed(4))} %`;

/** `/docs/games/cases`: the rules and every case's items, from the shared tables. */
export function GameDocPage() {
  const { t } = useTranslation('cases');
  const { t: td } = useTranslation('docs');
  const returns = CASE_IDS.map(caseReturn);
  return (
    <>
      <DocLead>{t('doc.intro')}</DocLead>
      <DocFacts
        facts={[
          {
            label: td('labels.rtp'),
            value: `${formatReturn(Math.min(...returns))} – ${formatReturn(Math.max(...returns))}`,
          },
          { label: t('doc.caseCount'), value: String(CASE_IDS.length) },
          {
            label: td('labels.maxMultiplier'),
            value: formatMultiplier(Math.max(...CASE_IDS.map(caseTopMultiplier))),
          },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList items={[t('doc.how1'), t('doc.how2'), t('doc.how3')]} />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        {CASE_IDS.map((id) => (
          <DocTable
            key={id}
            testId={`cases-doc-table-${id}`}
            caption={`${t(`cases.${id}`)} · ${t(`risks.${id}`)} · ${td('labels.rtp')} ${formatReturn(caseReturn(id))}`}
            columns={[
              t('doc.item'),
              t('doc.rarity'),
              td('labels.multiplier'),
              td('labels.chance'),
              t('doc.range'),
            ]}
            rows={caseTable(id).map((row, index, rows) => [
              t(`items.${row.item}`),
              <span
                key="rarity"
                className="font-semibold"
                style={{ color: CASE_RARITY_COLOURS[row.rarity] }}
              >
                {t(`rarities.${row.rarity}`)}
              </span>,
              formatMultiplier(row.multiplier),
              chance(row.ppm),
              `[${row.min}, ${rows[index + 1]?.min ?? 1})`,
            ])}
          />
        ))}
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('doc.fairness')}</p>
        <p className="break-all">
          <DocCode>
            {`tengu-verify cases --server-seed … --client-seed … --nonce … --opts '${JSON.stringify({ table: caseVerifyTable('bamboo') })}'`}
          </DocCode>
        </p>
      </DocSection>
    </>
  );
}
