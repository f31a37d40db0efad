import { useCallback } from 'react';
import { CALENDAR_COLOURS } from '@school/modules/community/contracts';
import { useCalendarTexts } from './texts';

/** The names of CALENDAR_COLOURS, in its order: a colour is never shown without its name. */
const NAMES = ['red', 'green', 'navy', 'orange', 'purple', 'yellow', 'lightGray', 'black'] as const;

/** The colour's name in the interface language (the hex itself for a colour outside the eight). */
export function useColourName(): (hex: string) => string {
  const tc = useCalendarTexts();
  return useCallback(
    (hex: string) => {
      const index = (CALENDAR_COLOURS as readonly string[]).indexOf(hex.toLowerCase());
      const name = NAMES[index];
      return name ? tc(`colours.${name}`) : hex;
    },
    [tc],
  );
}
