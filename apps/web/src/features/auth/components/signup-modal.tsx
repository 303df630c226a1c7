import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useSignup } from '@/features/auth/api/signup';
import { clearAttribution, readAttribution } from '@/features/auth/attribution';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useBlurValidation } from '@/features/auth/hooks/use-blur-validation';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { useSignupErrors } from '@/features/auth/hooks/use-signup-errors';
import { useUsernameCheck } from '@/features/auth/hooks/use-username-check';
import { useUsernameHint } from '@/features/auth/hooks/use-username-hint';
import { passwordProblemKey } from '@/features/auth/password-rules';
import { signupFormSchema, type SignupFormValues } from '@/features/auth/signup-schema';
import { translateError } from '@/features/auth/validation';
import { SignupGiftBanner } from '@/features/signup-wheel/components/signup-gift-banner';
import { useWheelGift, useWheelStore } from '@/features/signup-wheel/wheel-store';
import { ConsentCheckbox } from './consent-checkbox';
import { PasswordInput } from './password-input';
import { SwitchPrompt } from './switch-prompt';
import { TelegramSignIn } from './telegram-sign-in';

/** Sign up (spec document 2 sections 3, 5, 8; issue 3). */
export function SignupModal() {
  const { t } = useTranslation();
  const close = useAuthModalStore((s) => s.close);
  const open = useAuthModalStore((s) => s.open);
  const isGateReason = useAuthModalStore((s) => s.isGateReason);
  const [attribution] = useState(readAttribution);
  // Hidden when a click or campaign id is stored, locked when the code came from a link.
  const isReferralHidden = Boolean(attribution.clickId ?? attribution.campaignId);
  const isReferralLocked = Boolean(attribution.referralCode);
  const signup = useSignup();
  // The wheel's prize (issue 17) and the deposit bonus opt-in travel with the sign-up.
  const wheelGift = useWheelGift();
  const clearWheelGift = useWheelStore((s) => s.clearGift);
  const [isBonus, setBonus] = useState(true);
  const completeSignIn = useCompleteSignIn();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    // Blur validates only fields the player typed in (use-blur-validation.ts): the autofocused,
    // still empty email must not grow an error under the pointer on its way to "Log in".
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      email: '',
      username: '',
      password: '',
      referralCode: isReferralHidden ? '' : (attribution.referralCode ?? ''),
      consent: true,
    },
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const { errors } = formState;
  const registerField = useBlurValidation(form);
  const onError = useSignupErrors(setError);
  const usernameHint = useUsernameHint(useUsernameCheck(watch('username')));
  const password = watch('password');
  // The password rules show live as the player types (spec document 2 section 5).
  const livePasswordKey = password ? passwordProblemKey(password) : null;

  const onSubmit = handleSubmit((values) => {
    const referralCode = isReferralHidden ? undefined : values.referralCode || undefined;
    signup.mutate(
      {
        email: values.email,
        username: values.username,
        password: values.password,
        referralCode,
        clickId: attribution.clickId,
        campaignId: attribution.campaignId,
        consent: values.consent,
        bonus: isBonus,
        spinToken: wheelGift?.token,
      },
      {
        onSuccess: (result) => {
          clearAttribution();
          clearWheelGift();
          completeSignIn(result, 'signedUp');
        },
        onError: (error) => onError(error, referralCode !== undefined),
      },
    );
  });

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('auth.signup.title')}
      description={isGateReason ? t('auth.signup.needsAccount') : t('auth.signup.description')}
      closeLabel={t('panel.close')}
      testId="signup-modal"
    >
      <SignupGiftBanner isBonus={isBonus} onBonusChange={setBonus} />
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field
          id="signup-email"
          label={t('auth.signup.emailLabel')}
          error={translateError(t, errors.email?.message)}
        >
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            autoFocus
            data-testid="signup-email"
            hasError={!!errors.email}
            {...registerField('email')}
          />
        </Field>
        <Field
          id="signup-username"
          label={t('auth.signup.usernameLabel')}
          error={translateError(t, errors.username?.message) ?? usernameHint.error}
          hint={usernameHint.hint}
          hintTone={usernameHint.tone}
        >
          <Input
            id="signup-username"
            autoComplete="username"
            data-testid="signup-username"
            hasError={!!errors.username || !!usernameHint.error}
            {...registerField('username')}
          />
        </Field>
        <Field
          id="signup-password"
          label={t('auth.signup.passwordLabel')}
          error={translateError(t, livePasswordKey ?? errors.password?.message)}
        >
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            data-testid="signup-password"
            hasError={!!errors.password || !!livePasswordKey}
            {...registerField('password')}
          />
        </Field>
        {!isReferralHidden && (
          <Field
            id="signup-referral"
            label={t('auth.signup.referralLabel')}
            error={translateError(t, errors.referralCode?.message)}
            hint={isReferralLocked ? t('auth.signup.referralLocked') : undefined}
          >
            <Input
              id="signup-referral"
              readOnly={isReferralLocked}
              data-testid="signup-referral"
              hasError={!!errors.referralCode}
              {...registerField('referralCode')}
            />
          </Field>
        )}
        <ConsentCheckbox
          registration={register('consent')}
          error={translateError(t, errors.consent?.message)}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={signup.isPending}
          data-testid="signup-submit"
        >
          {t('auth.signup.submit')}
        </Button>
      </form>
      <TelegramSignIn />
      <SwitchPrompt
        prompt={t('auth.signup.haveAccount')}
        action={t('auth.signup.toLogin')}
        onClick={() => open('signIn')}
        testId="signup-to-login"
      />
    </Modal>
  );
}
