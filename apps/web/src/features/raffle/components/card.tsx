import type { ComponentProps } from 'react';
import { TitledCard } from '@/components/ui/titled-card';
import { cn } from '@/lib/cn';

type Props = Omit<ComponentProps<typeof TitledCard>, 'className' | 'iconClassName'> & {
  className?: string;
};

/** A titled panel of the /raffle page (gold icons). */
export function RaffleCard({ className, ...props }: Props) {
  return <TitledCard {...props} iconClassName="text-gold" className={cn('p-5', className)} />;
}
