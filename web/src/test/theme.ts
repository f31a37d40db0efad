import { mergeThemeOverrides } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { theme } from '../app/theme';

/**
 * The app's theme, with what jsdom needs besides. jsdom lays nothing out: every element measures
 * 0×0, so floating-ui's `hide` middleware takes a date field for a reference scrolled out of view
 * and Mantine hides its calendar (`display: none`), where the calendar's focus trap finds nothing
 * to focus and warns with the whole node. The calendar stays shown; the other popovers keep
 * Mantine's default.
 */
export const testTheme = mergeThemeOverrides(theme, {
  components: {
    DatePickerInput: DatePickerInput.extend({ defaultProps: { popoverProps: { hideDetached: false } } }),
  },
});
