import { Skeleton } from '@/components/ui/skeleton';

export function GiftsSkeleton() {
  return (
    <div className="space-y-3" data-testid="gifts-loading">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}
