import { describe, expect, it } from 'vitest';
import { trackerSteps } from './tracker-steps';

const t = (key: string) => key.replace('detail.', '');
const view = (status: Parameters<typeof trackerSteps>[0]) =>
  trackerSteps(status, t, 'confirming').map(
    (step) => `${step.title}:${step.state}${step.detail ? `(${step.detail})` : ''}`,
  );

describe('the four-step tracker (spec document 2 section 4)', () => {
  it('PENDING makes step 2 current, titled Pending with Pending Review', () => {
    expect(view('PENDING')).toEqual([
      'stepSubmitted:done',
      'stepPending:current(stepPendingReview)',
      'stepProcessing:upcoming',
      'stepSuccessful:upcoming',
    ]);
  });

  it('PROCESSING makes step 3 current; step 2 reads Review Complete', () => {
    expect(view('PROCESSING')).toEqual([
      'stepSubmitted:done',
      'stepReviewComplete:done',
      'stepProcessing:current(confirming)',
      'stepSuccessful:upcoming',
    ]);
  });

  it('COMPLETED hides the first and third steps', () => {
    expect(view('COMPLETED')).toEqual(['stepReviewComplete:done', 'stepSuccessful:done']);
  });

  it('REJECTED and CANCELLED stop at step 2', () => {
    expect(view('REJECTED')).toEqual([
      'stepSubmitted:done',
      'rejected:failed',
      'stepProcessing:upcoming',
      'stepSuccessful:upcoming',
    ]);
    expect(view('CANCELLED')[1]).toBe('cancelled:failed');
  });
});
