import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_IDS, type CaseId } from '@tengu/shared';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';

const SELECT_CLASS =
  'h-11 w-full rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white outline-none focus:border-ink-500';

/**
 * The Verify tab's case input (issue 6): the case's table decides the item. Its words live in
 * the `cases` lazy namespace, fetched on first use on any page (hence the Suspense).
 */
export function CaseVerifyField(props: { value: CaseId; onChange: (value: CaseId) => void }) {
  return (
    <Suspense fallback={<Skeleton className="h-16 w-full" />}>
      <CaseSelect {...props} />
    </Suspense>
  );
}

function CaseSelect({ value, onChange }: { value: CaseId; onChange: (value: CaseId) => void }) {
  const { t } = useTranslation('cases');
  return (
    <Field id="verify-case" label={t('case')}>
      <select
        id="verify-case"
        data-testid="verify-case"
        className={SELECT_CLASS}
        value={value}
        onChange={(event) => onChange(event.target.value as CaseId)}
      >
        {CASE_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`cases.${id}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
