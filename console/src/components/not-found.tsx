import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Page } from './page';
import { EmptyState } from './states';

/** An address the console does not know, or an item it cannot find: a screen of its own, with its title. */
export function NotFound() {
  return (
    <Page title="Page not found">
      <EmptyState
        title="There is nothing at this address"
        action={
          <Anchor component={Link} to="/">
            Go to the home page
          </Anchor>
        }
      >
        The link may be out of date, or the item belongs to another organization.
      </EmptyState>
    </Page>
  );
}
