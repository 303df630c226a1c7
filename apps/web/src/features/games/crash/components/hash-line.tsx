/** A label and a hash (or salt), wrapped and selectable, always left to right. */
export function HashLine({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold text-fog">{label}</p>
      <p
        data-testid={testId}
        dir="ltr"
        className="rounded-[var(--radius-control)] bg-ink-900 px-3 py-2 font-mono text-xs break-all select-all"
      >
        {value}
      </p>
    </div>
  );
}
