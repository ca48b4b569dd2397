import { createTheme, Notification } from '@mantine/core';

/** Mantine's defaults, with a primary shade dark enough for WCAG AA contrast on white text and links. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  // Notifications: a name for the icon-only close button (axe button-name), and readable descriptions.
  components: {
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      // Its description is gray 6 by default, 3.3:1 on white: gray 7 meets AA.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
