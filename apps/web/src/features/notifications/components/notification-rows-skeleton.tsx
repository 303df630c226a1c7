import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while the list (or its code) loads. */
export function NotificationRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div data-testid="notifications-loading" className="space-y-2 p-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="space-y-2 rounded-md bg-ink-900 p-3">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-3 w-4/5" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      ))}
    </div>
  );
}
