import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOJO_DASH_DIFFICULTY_LIST,
  TOWERS_DIFFICULTY_LIST,
  type DojoDashDifficultyName,
  type TowersDifficultyName,
} from '@tengu/shared';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';

const SELECT_CLASS =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500';

/**
 * The Verify tab's difficulty input for towers and dojo-dash (issue 6). Its words live in the
 * game's own lazy namespace, fetched on first use (hence the Suspense) on any page.
 */
export function TowersDifficultyField(props: {
  value: TowersDifficultyName;
  onChange: (value: TowersDifficultyName) => void;
}) {
  return (
    <Suspense fallback={<Skeleton className="h-16 w-full" />}>
      <DifficultySelect namespace="towers" choices={TOWERS_DIFFICULTY_LIST} {...props} />
    </Suspense>
  );
}

export function DojoDashDifficultyField(props: {
  value: DojoDashDifficultyName;
  onChange: (value: DojoDashDifficultyName) => void;
}) {
  return (
    <Suspense fallback={<Skeleton className="h-16 w-full" />}>
      <DifficultySelect namespace="dojo-dash" choices={DOJO_DASH_DIFFICULTY_LIST} {...props} />
    </Suspense>
  );
}

function DifficultySelect<T extends string>({
  namespace,
  choices,
  value,
  onChange,
}: {
  namespace: 'towers' | 'dojo-dash';
  choices: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation(namespace);
  const label = (key: string) => (t as unknown as (key: string) => string)(key);
  return (
    <Field id="verify-difficulty" label={label('difficulty')}>
      <select
        id="verify-difficulty"
        data-testid="verify-difficulty"
        className={SELECT_CLASS}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {label(`difficulties.${choice}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
