import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { trackerSteps, type TrackerStatus } from '../tracker-steps';
import { cn } from '@/lib/cn';

export function StatusTracker({
  status,
  processingDetail,
}: {
  status: TrackerStatus;
  processingDetail?: string;
}) {
  const { t } = useTranslation('payments');
  const steps = trackerSteps(status, (key) => t(key as never), processingDetail);
  return (
    <ol data-testid="status-tracker" data-status={status} className="space-y-0">
      {steps.map((step, index) => (
        <li
          key={step.key}
          data-testid={`tracker-step-${step.key}`}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute start-[13px] top-7 h-[calc(100%-28px)] w-0.5',
                step.state === 'done' ? 'bg-emerald-500' : 'bg-ink-600',
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'relative flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
              step.state === 'done' && 'border-emerald-500 bg-emerald-500 text-white',
              step.state === 'current' && 'border-accent bg-accent/15 text-accent',
              step.state === 'upcoming' && 'border-ink-600 text-fog',
              step.state === 'failed' && 'border-red-500 bg-red-500 text-white',
            )}
          >
            {step.state === 'done' ? (
              <Check className="size-4" />
            ) : step.state === 'failed' ? (
              <X className="size-4" />
            ) : step.state === 'current' ? (
              <span className="size-2 rounded-full bg-accent motion-safe:animate-pulse" />
            ) : null}
          </span>
          <div className="min-w-0 pt-0.5">
            <p className={cn('text-sm font-semibold', step.state === 'upcoming' && 'text-fog')}>
              {step.title}
            </p>
            {step.detail && <p className="text-xs text-fog">{step.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
