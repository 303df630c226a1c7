import { useTranslation } from 'react-i18next';
import {
  DOJO_DASH_DIFFICULTY_LIST,
  DOJO_DASH_HAZARD_COUNT,
  DOJO_DASH_LANE_COUNT,
  dojoDashMaxLanes,
  dojoDashTable,
} from '@tengu/shared';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatMultiplier,
} from '../components/doc-blocks';

/** `/docs/games/dojo-dash` (issue 6): the rules, difficulties and every lane's multiplier. */
export function GameDocPage() {
  const { t } = useTranslation('dojo-dash');
  const tables = DOJO_DASH_DIFFICULTY_LIST.map((d) => dojoDashTable(d));
  const rows = Math.max(...tables.map((table) => table.length));
  const top = Math.max(...tables.map((table) => table.at(-1) ?? 0));
  return (
    <>
      <DocLead>{t('doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: t('doc.factEdge'), value: '1 %' },
          { label: t('doc.factLanes'), value: DOJO_DASH_LANE_COUNT },
          { label: t('doc.factMax'), value: formatMultiplier(top) },
        ]}
      />
      <DocSection title={t('doc.rulesTitle')}>
        <DocList items={[t('doc.rule1'), t('doc.rule2'), t('doc.rule3'), t('doc.rule4')]} />
      </DocSection>
      <DocSection title={t('doc.difficultiesTitle')}>
        <DocTable
          testId="dojo-doc-difficulties"
          columns={[t('doc.colDifficulty'), t('doc.colHazards'), t('doc.colLanes')]}
          rows={DOJO_DASH_DIFFICULTY_LIST.map((d) => [
            t(`difficulties.${d}`),
            DOJO_DASH_HAZARD_COUNT[d],
            dojoDashMaxLanes(d),
          ])}
        />
      </DocSection>
      <DocSection title={t('doc.tableTitle')}>
        <p>
          <DocCode>0.99 × C(20, h) ÷ C(20 − k, h)</DocCode>
        </p>
        <DocTable
          testId="dojo-doc-table"
          columns={[
            t('doc.colLane'),
            ...DOJO_DASH_DIFFICULTY_LIST.map((d) => t(`difficulties.${d}`)),
          ]}
          rows={Array.from({ length: rows }, (_, lane) => [
            lane + 1,
            ...tables.map((table) =>
              table[lane] === undefined ? '—' : formatMultiplier(table[lane]),
            ),
          ])}
        />
      </DocSection>
      <DocSection title={t('doc.fairTitle')}>
        <p>{t('doc.fair')}</p>
      </DocSection>
    </>
  );
}
