/** "New here? Create an account" under a form: one modal closes and the other opens. */
export function SwitchPrompt({
  prompt,
  action,
  onClick,
  testId,
}: {
  prompt: string;
  action: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <p className="mt-5 text-center text-sm text-fog">
      {prompt}{' '}
      <button
        type="button"
        data-testid={testId}
        onClick={onClick}
        className="cursor-pointer font-semibold text-white underline-offset-4 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
