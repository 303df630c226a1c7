import { useTranslation } from 'react-i18next';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
} from '../components/doc-blocks';

/** Stakes of the payout table's example: $10, insurance $5. */
const EXAMPLE = [
  ['rowBlackjack', '3:2', '$25'],
  ['rowWin', '1:1', '$20'],
  ['rowPush', '—', '$10'],
  ['rowLose', '—', '$0'],
  ['rowInsurance', '2:1', '$15'],
] as const;

/** `/docs/games/blackjack` (issue 6): the house rules and payouts, as the server plays them. */
export function GameDocPage() {
  const { t } = useTranslation('blackjack');
  return (
    <>
      <DocLead>{t('doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: t('doc.factPays'), value: '3:2' },
          { label: t('doc.factInsurance'), value: '2:1' },
          { label: t('doc.factDealer'), value: t('doc.factDealerValue') },
          { label: t('doc.factDeck'), value: t('doc.factDeckValue') },
        ]}
      />
      <DocSection title={t('doc.rulesTitle')}>
        <DocList
          items={[
            t('doc.rulePlay'),
            t('doc.ruleHit'),
            t('doc.ruleDouble'),
            t('doc.ruleSplit'),
            t('doc.ruleInsurance'),
            t('doc.rulePeek'),
            t('doc.ruleDealer'),
          ]}
        />
      </DocSection>
      <DocSection title={t('doc.payoutsTitle')}>
        <DocTable
          testId="blackjack-payouts"
          columns={[t('doc.colOutcome'), t('doc.colPays'), t('doc.colReturn')]}
          rows={EXAMPLE.map(([key, pays, returned]) => [t(`doc.${key}`), pays, returned])}
        />
      </DocSection>
      <DocSection title={t('doc.recordTitle')}>
        <p>{t('doc.recordText')}</p>
      </DocSection>
      <DocSection title={t('doc.fairTitle')}>
        <p>{t('doc.fairText')}</p>
        <p>
          {t('doc.fairCommand')}{' '}
          <DocCode>npx tengu-verify blackjack --server-seed S --client-seed C --nonce N</DocCode>
        </p>
      </DocSection>
    </>
  );
}
