import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the device's main pointer is a finger (`pointer: coarse`: a phone, a tablet): the games'
 * help then says "Toque" instead of "Clique" or "Use as setas". Follows a change (a tablet's
 * keyboard attached), and reads the query at once so the first paint says the right word.
 */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
}
