import type { ComponentProps } from 'react';
import { TitledCard } from '@/components/ui/titled-card';
import { cn } from '@/lib/cn';

type Props = Omit<ComponentProps<typeof TitledCard>, 'className' | 'iconClassName'> & {
  className?: string;
};

/** A titled panel of the /affiliate page. */
export function AffiliateCard({ className, ...props }: Props) {
  return <TitledCard {...props} className={cn('p-4 md:p-5', className)} />;
}
