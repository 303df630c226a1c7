import { useCallback, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Validation on blur that never fires for a field the player has not typed in (use with
 * `mode: 'onSubmit'`, `reValidateMode: 'onChange'`). react-hook-form's `onTouched` marks an
 * autofocused empty field invalid as soon as it loses focus: the message pushes the form down
 * and a click on a link below it (the modal's "Log in") lands on nothing. Here an empty, untyped
 * field only says "required" on submit; once typed in, blur validates it, and a field showing
 * an error is checked again as the player corrects it.
 */
export function useBlurValidation<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'trigger' | 'getFieldState'>,
) {
  const typed = useRef(new Set<string>());
  const { register, trigger, getFieldState } = form;
  return useCallback(
    (name: FieldPath<T>) =>
      register(name, {
        onChange: () => {
          typed.current.add(name);
          if (getFieldState(name).invalid) void trigger(name);
        },
        onBlur: (event: { target: { value?: unknown } }) => {
          if (event.target.value || typed.current.has(name)) void trigger(name);
        },
      }),
    [register, trigger, getFieldState],
  );
}
