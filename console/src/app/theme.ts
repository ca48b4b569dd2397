import { createTheme } from '@mantine/core';

/** Mantine's defaults, with a primary shade dark enough for WCAG AA contrast on white text and links. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Modals, menus and notifications appear at once for those who ask their system for less motion (console.css does
  // the same for CSS transitions and animations).
  respectReducedMotion: true,
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Icon-only close buttons need a name for screen readers. Plain objects, not Modal.extend: importing Modal here
  // would put it in the first-load bundle. Notification text contrast: console.css.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close the notification' } } },
  },
});
