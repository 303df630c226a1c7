import {
  WHEEL_INTRO_MS,
  WHEEL_SEGMENTS,
  WHEEL_SPIN_MS,
  wheelSegmentLabel,
  type WheelSpinResponse,
} from '@tengu/shared';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useSpinWheel } from '../api/spin-wheel';
import { useWheelStore } from '../wheel-store';
import { WheelFace, rotationFor } from './wheel-face';
import { WheelOdds } from './wheel-odds';

type Phase = 'intro' | 'spinning' | 'won' | 'error';

/**
 * The sign-up wheel (spec document 2 sections 4, 8, 9): the outcome is fetched on open; a 4 s
 * intro, then one 4.32 s spin to the server's winningIndex, then the prize and Claim. Claim keeps
 * the token for sign-up, closes the wheel and opens sign-up. A failure is the 'Server Error'
 * toast. The animation never blocks input: the modal can be closed at any moment.
 */
export function SignupWheelModal() {
  const { t } = useTranslation('wheel');
  const close = useWheelStore((s) => s.close);
  const keepGift = useWheelStore((s) => s.keepGift);
  const openAuth = useAuthModalStore((s) => s.open);
  const spin = useSpinWheel();
  const [phase, setPhase] = useState<Phase>('intro');
  const [isIntroOver, setIntroOver] = useState(false);
  const [outcome, setOutcome] = useState<WheelSpinResponse['data'] | null>(null);
  const started = useRef(false);

  const fetchOutcome = () => {
    setPhase('intro');
    spin.mutate(undefined, {
      onSuccess: ({ data }) => setOutcome(data),
      onError: () => {
        setPhase('error');
        toast.error(t('serverError'), { description: t('serverErrorDetail') });
      },
    });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetchOutcome();
    const timer = setTimeout(() => setIntroOver(true), WHEEL_INTRO_MS);
    return () => clearTimeout(timer);
    // Fetched once, on open (spec document 2 section 4).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the intro, once the outcome is known: one spin, then the prize.
  if (phase === 'intro' && isIntroOver && outcome) setPhase('spinning');
  useEffect(() => {
    if (phase !== 'spinning') return;
    const timer = setTimeout(() => setPhase('won'), WHEEL_SPIN_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const segment = outcome ? WHEEL_SEGMENTS[outcome.winningIndex] : undefined;
  const prizeLabel = segment
    ? segment.displayType === 'btc'
      ? wheelSegmentLabel(segment)
      : formatUsd(outcome?.prize ?? '0', currentLanguage())
    : '';
  const isSpun = phase === 'spinning' || phase === 'won';

  const claim = () => {
    if (!outcome) return;
    keepGift({
      token: outcome.token,
      winningIndex: outcome.winningIndex,
      prize: outcome.prize,
      expiresAt: outcome.expiresAt,
    });
    openAuth('register');
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('title')}
      description={t('lead')}
      closeLabel={t('close')}
      testId="signup-wheel-modal"
      className="w-[min(calc(100vw-24px),440px)]"
    >
      <div data-testid="wheel-phase" data-phase={phase}>
        <WheelFace
          rotation={isSpun && outcome ? rotationFor(outcome.winningIndex) : 0}
          durationMs={isSpun ? WHEEL_SPIN_MS : 0}
          winningIndex={phase === 'won' ? (outcome?.winningIndex ?? null) : null}
        />
      </div>
      <div className="mt-5 min-h-[88px] text-center" aria-live="polite">
        {phase === 'intro' && (
          <>
            <p className="text-sm font-semibold text-fog">{t('intro')}</p>
            <IntroBar />
          </>
        )}
        {phase === 'spinning' && <p className="text-sm font-semibold text-fog">{t('spinning')}</p>}
        {phase === 'won' && (
          <div data-testid="wheel-prize">
            <p className="flex items-center justify-center gap-2 text-xl font-extrabold text-gold">
              <Sparkles aria-hidden="true" className="size-5" />
              <span>{t('won', { prize: prizeLabel })}</span>
            </p>
            <p className="mt-1 text-sm text-fog">{t('wonDetail')}</p>
          </div>
        )}
        {phase === 'error' && (
          <div data-testid="wheel-error">
            <p className="font-semibold text-white">{t('serverError')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={fetchOutcome}>
              {t('retry')}
            </Button>
          </div>
        )}
      </div>
      <Button
        size="lg"
        className="mt-2 w-full"
        data-testid="wheel-claim"
        disabled={phase !== 'won'}
        onClick={claim}
      >
        {t('claim')}
      </Button>
      <WheelOdds />
    </Modal>
  );
}

/** The intro's 4 s bar: fills once, by a transition started right after mount. */
function IntroBar() {
  const [isFull, setFull] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFull(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="mx-auto mt-3 h-1.5 w-40 overflow-hidden rounded-full bg-ink-900">
      <div
        className="h-full rounded-full bg-accent"
        style={{
          width: isFull ? '100%' : '0%',
          transition: `width ${WHEEL_INTRO_MS}ms linear`,
        }}
      />
    </div>
  );
}
