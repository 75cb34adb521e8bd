/** The one class-name helper every component uses to combine its classes with a caller's. */
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names; later Tailwind classes win, so a caller's `className` overrides defaults. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
