/**
 * The colours of right and wrong on filled buttons: dark enough for white text (WCAG AA, 4.5:1;
 * the theme's teal and red shades of filled buttons are not).
 */
export const RIGHT = '#0b6b4b';
export const WRONG = '#b02525';
