import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '@tengu/fairness';
import {
  BET_GAME_NAMES,
  CASE_IDS,
  DOJO_DASH_DIFFICULTY_LIST,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
  TOWERS_DIFFICULTY_LIST,
  type CaseId,
  type DojoDashDifficultyName,
  type TowersDifficultyName,
} from '@tengu/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSeedHistory } from '../api/get-seed-history';
import { useFairnessStore, type VerifyPrefill } from '../store';
import { clampNonce, computeOutcome, VERIFY_GAMES, type VerifyGame } from '../verify';
import { DojoDashDifficultyField, TowersDifficultyField } from './multi-step-verify-fields';
import { CaseVerifyField } from './originals-verify-fields';
import { OutcomeView } from './outcome-view';

const SELECT_CLASS =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500';

/** Games whose names the bundled `games` namespace translates; the others show their product name. */
const BUNDLED_NAMES = ['dice', 'limbo', 'plinko', 'mines'] as const;
function isBundledName(game: VerifyGame): game is (typeof BUNDLED_NAMES)[number] {
  return (BUNDLED_NAMES as readonly string[]).includes(game);
}

/** Verify: computes any outcome in the browser with `@tengu/fairness` and draws it. */
export function VerifyTab() {
  const prefill = useFairnessStore((s) => s.prefill);
  const game = useFairnessStore((s) => s.game);
  // A new prefill (seed history, bet detail) starts a fresh form.
  return <VerifyForm key={JSON.stringify(prefill)} prefill={prefill} game={game} />;
}

export function VerifyForm({
  prefill,
  game: initialGame,
}: {
  prefill: VerifyPrefill | null;
  game: VerifyGame;
}) {
  const { t } = useTranslation('games');
  const { data: history } = useSeedHistory();
  const [game, setGame] = useState<VerifyGame>(prefill?.game ?? initialGame);
  const [serverSeed, setServerSeed] = useState(prefill?.serverSeed ?? '');
  const [clientSeed, setClientSeed] = useState(prefill?.clientSeed ?? '');
  const [nonce, setNonce] = useState(String(prefill?.nonce ?? 0));
  const [rows, setRows] = useState(prefill?.rows ?? 16);
  const [mines, setMines] = useState(prefill?.mines ?? 3);
  const [towersDifficulty, setTowersDifficulty] = useState<TowersDifficultyName>(
    TOWERS_DIFFICULTY_LIST.find((d) => d === prefill?.difficulty) ?? 'easy',
  );
  const [dojoDifficulty, setDojoDifficulty] = useState<DojoDashDifficultyName>(
    DOJO_DASH_DIFFICULTY_LIST.find((d) => d === prefill?.difficulty) ?? 'easy',
  );

  const [caseId, setCaseId] = useState<CaseId>(
    CASE_IDS.find((id) => id === prefill?.caseId) ?? 'bamboo',
  );

  let result = null;
  let isInvalid = false;
  try {
    result = computeOutcome({
      game,
      serverSeed,
      clientSeed,
      nonce: Number(nonce),
      rows,
      mines,
      towersDifficulty,
      dojoDifficulty,
      caseId,
    });
  } catch {
    isInvalid = true;
  }
  const hashed = serverSeed.trim() ? sha256Hex(serverSeed.trim()) : '';

  return (
    <div className="space-y-3" data-testid="verify-tab">
      <Field id="verify-game" label={t('verify.game')}>
        <select
          id="verify-game"
          data-testid="verify-game"
          className={SELECT_CLASS}
          value={game}
          onChange={(event) => setGame(event.target.value as VerifyGame)}
        >
          {VERIFY_GAMES.map((g) => (
            <option key={g} value={g}>
              {g === 'lootbox'
                ? t('verify.lootbox')
                : isBundledName(g)
                  ? t(`names.${g}`)
                  : BET_GAME_NAMES[g]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="verify-server-seed"
        label={t('fairness.serverSeed')}
        hint={
          hashed && (
            <span className="font-mono break-all" dir="ltr">
              {t('verify.hash', { hash: hashed })}
            </span>
          )
        }
      >
        <Input
          id="verify-server-seed"
          data-testid="verify-server-seed"
          dir="ltr"
          className="font-mono"
          value={serverSeed}
          onChange={(event) => setServerSeed(event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <Field id="verify-client-seed" label={t('verify.clientSeed')}>
          <Input
            id="verify-client-seed"
            data-testid="verify-client-seed"
            dir="ltr"
            className="font-mono"
            value={clientSeed}
            onChange={(event) => setClientSeed(event.target.value)}
          />
        </Field>
        <Field id="verify-nonce" label={t('fairness.nonce')}>
          <Input
            id="verify-nonce"
            data-testid="verify-nonce"
            type="number"
            min={0}
            inputMode="numeric"
            value={nonce}
            onChange={(event) => setNonce(event.target.value)}
            onBlur={() =>
              setNonce(String(clampNonce(Number(nonce) || 0, serverSeed, history?.pairs ?? [])))
            }
          />
        </Field>
      </div>
      {game === 'plinko' && (
        <Field id="verify-rows" label={t('plinko.rows')}>
          <select
            id="verify-rows"
            className={SELECT_CLASS}
            value={rows}
            onChange={(e) => setRows(Number(e.target.value))}
          >
            {Array.from({ length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 }, (_, i) => (
              <option key={i} value={PLINKO_ROWS_MIN + i}>
                {PLINKO_ROWS_MIN + i}
              </option>
            ))}
          </select>
        </Field>
      )}
      {game === 'mines' && (
        <Field id="verify-mines" label={t('mines.mines')}>
          <select
            id="verify-mines"
            className={SELECT_CLASS}
            value={mines}
            onChange={(e) => setMines(Number(e.target.value))}
          >
            {Array.from({ length: 24 }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </Field>
      )}
      {game === 'towers' && (
        <TowersDifficultyField value={towersDifficulty} onChange={setTowersDifficulty} />
      )}
      {game === 'dojo-dash' && (
        <DojoDashDifficultyField value={dojoDifficulty} onChange={setDojoDifficulty} />
      )}
      {game === 'cases' && <CaseVerifyField value={caseId} onChange={setCaseId} />}
      <div className="rounded-[var(--radius-card)] bg-ink-900 p-4">
        {result ? (
          <OutcomeView result={result} />
        ) : (
          <p className="text-center text-sm text-fog">
            {isInvalid ? t('verify.invalid') : t('verify.enterSeeds')}
          </p>
        )}
      </div>
    </div>
  );
}
