import { clsx, type ClassValue } from 'clsx';

/** Joins class names; a thin alias so components read `cn(...)` everywhere. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
