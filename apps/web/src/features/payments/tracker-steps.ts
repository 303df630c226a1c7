import type { DepositStatus, WithdrawalStatus } from '@tengu/shared';

export type TrackerStatus = DepositStatus | WithdrawalStatus;
export type StepState = 'done' | 'current' | 'upcoming' | 'failed';

export interface TrackerStep {
  key: 'submitted' | 'review' | 'processing' | 'successful';
  title: string;
  detail?: string;
  state: StepState;
}

/**
 * The four-step tracker (spec document 2 section 4): Submitted, Pending (Pending Review),
 * Processing, Successful. PENDING makes step 2 current, PROCESSING step 3, COMPLETED step 4;
 * once past them, step 2 reads Review Complete and step 3 Processed; when COMPLETED the first
 * and third steps are hidden. A rejected or cancelled record stops at step 2.
 */
export function trackerSteps(
  status: TrackerStatus,
  t: (key: string) => string,
  processingDetail?: string,
): TrackerStep[] {
  const current = status === 'PENDING' ? 2 : status === 'PROCESSING' ? 3 : 4;
  const isStopped = status === 'REJECTED' || status === 'CANCELLED';
  const stateOf = (index: number): StepState => {
    if (isStopped) return index === 1 ? 'done' : index === 2 ? 'failed' : 'upcoming';
    if (index < current) return 'done';
    return index === current ? (status === 'COMPLETED' ? 'done' : 'current') : 'upcoming';
  };
  const steps: TrackerStep[] = [
    { key: 'submitted', title: t('detail.stepSubmitted'), state: stateOf(1) },
    {
      key: 'review',
      title: isStopped
        ? t(status === 'REJECTED' ? 'detail.rejected' : 'detail.cancelled')
        : stateOf(2) === 'done'
          ? t('detail.stepReviewComplete')
          : t('detail.stepPending'),
      detail: stateOf(2) === 'current' ? t('detail.stepPendingReview') : undefined,
      state: stateOf(2),
    },
    {
      key: 'processing',
      title: stateOf(3) === 'done' ? t('detail.stepProcessed') : t('detail.stepProcessing'),
      detail: stateOf(3) === 'current' ? processingDetail : undefined,
      state: stateOf(3),
    },
    { key: 'successful', title: t('detail.stepSuccessful'), state: stateOf(4) },
  ];
  return status === 'COMPLETED'
    ? steps.filter((step) => step.key !== 'submitted' && step.key !== 'processing')
    : steps;
}
