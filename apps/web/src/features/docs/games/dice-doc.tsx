import { useTranslation } from 'react-i18next';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE } from '@tengu/shared';
import {
  DocCode,
  DocFacts,
  DocLead,
  DocList,
  DocSection,
  DocTable,
  formatMultiplier,
} from '../components/doc-blocks';

const CHANCES = [98, 90, 75, 66, 50, 33, 25, 10, 5, 2, 1, 0.5, 0.1, 0.01] as const;

/** 99 ÷ chance, rounded down to 4 decimals: the server's 99·10⁸ ÷ chance in hundredths. */
function diceMultiplier(chance: number): number {
  return Number(99_000_000n / BigInt(Math.round(chance * 100))) / 10_000;
}

/** `/docs/games/dice` (issue 14 item 7): the roll, the payout formula and a chance table. */
export function GameDocPage() {
  const { t } = useTranslation('originals-docs');
  const { t: td } = useTranslation('docs');
  return (
    <>
      <DocLead>{t('dice.doc.lead')}</DocLead>
      <DocFacts
        facts={[
          { label: td('labels.houseEdge'), value: '1 %' },
          { label: td('labels.rtp'), value: '99.00 %' },
          { label: td('labels.chance'), value: `${DICE_MIN_CHANCE} – ${DICE_MAX_CHANCE} %` },
          { label: td('labels.maxMultiplier'), value: formatMultiplier(9900) },
        ]}
      />
      <DocSection title={td('labels.howToPlay')}>
        <DocList items={[t('dice.doc.how1'), t('dice.doc.how2'), t('dice.doc.how3')]} />
      </DocSection>
      <DocSection title={td('labels.payouts')}>
        <p>{t('dice.doc.formula')}</p>
        <p>
          <DocCode>multiplier = 99 ÷ chance %</DocCode>
        </p>
        <DocTable
          testId="dice-doc-table"
          columns={[td('labels.chance'), t('dice.doc.colOver'), td('labels.multiplier')]}
          rows={CHANCES.map((chance) => [
            `${chance} %`,
            `> ${(100 - chance).toFixed(2)}`,
            formatMultiplier(diceMultiplier(chance)),
          ])}
        />
      </DocSection>
      <DocSection title={td('labels.fairness')}>
        <p>{t('dice.doc.fair')}</p>
        <p>
          <DocCode>roll = floor(f × 10001) ÷ 100</DocCode>
        </p>
        <p>
          <DocCode>npx tengu-verify dice --server-seed … --client-seed … --nonce …</DocCode>
        </p>
      </DocSection>
    </>
  );
}
