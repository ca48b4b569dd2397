import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EmptyState } from './states';

export function NotFound() {
  return (
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
  );
}
