import { useTranslation } from 'react-i18next';
import {
  TOWERS_DIFFICULTY_LIST,
  TOWERS_LAYOUT,
  TOWERS_LEVEL_COUNT,
  towersMultiplier,
  towersTable,
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

/** `/docs/games/tengu-towers` (issue 6): the rules, difficulties and every level's multiplier. */
export function GameDocPage() {
  const { t } = useTranslation('towers');
  const tables = TOWERS_DIFFICULTY_LIST.map((d) => towersTable(d));
  return (
    <>
      <DocLead>{t('doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: t('doc.factEdge'), value: '1 %' },
          { label: t('doc.factLevels'), value: TOWERS_LEVEL_COUNT },
          {
            label: t('doc.factMax'),
            value: formatMultiplier(towersMultiplier('master', TOWERS_LEVEL_COUNT)),
          },
        ]}
      />
      <DocSection title={t('doc.rulesTitle')}>
        <DocList items={[t('doc.rule1'), t('doc.rule2'), t('doc.rule3'), t('doc.rule4')]} />
      </DocSection>
      <DocSection title={t('doc.difficultiesTitle')}>
        <DocTable
          testId="towers-doc-difficulties"
          columns={[t('doc.colDifficulty'), t('doc.colTiles'), t('doc.colSafe')]}
          rows={TOWERS_DIFFICULTY_LIST.map((d) => [
            t(`difficulties.${d}`),
            TOWERS_LAYOUT[d].columns,
            TOWERS_LAYOUT[d].safe,
          ])}
        />
      </DocSection>
      <DocSection title={t('doc.tableTitle')}>
        <p>
          <DocCode>0.99 × (tiles ÷ safe)^level</DocCode>
        </p>
        <DocTable
          testId="towers-doc-table"
          columns={[
            t('doc.colLevel'),
            ...TOWERS_DIFFICULTY_LIST.map((d) => t(`difficulties.${d}`)),
          ]}
          rows={Array.from({ length: TOWERS_LEVEL_COUNT }, (_, level) => [
            level + 1,
            ...tables.map((table) => formatMultiplier(table[level] ?? 0)),
          ])}
        />
      </DocSection>
      <DocSection title={t('doc.fairTitle')}>
        <p>{t('doc.fair')}</p>
      </DocSection>
    </>
  );
}
