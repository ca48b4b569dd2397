import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';

export interface Crumb {
  label: string;
  to?: string;
  params?: Record<string, string>;
}

/** A screen: its title (also the document's), where it sits, its actions, its content. */
export function Page({ title, crumbs = [], actions, children }: { title: string; crumbs?: Crumb[]; actions?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Campaign Manager`;
  }, [title]);
  return (
    <Stack gap="lg">
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label="Breadcrumb">
          {crumbs.map((crumb) =>
            crumb.to ? (
              // Crumbs name their routes as strings; the router checks the path when it resolves it.
              <Anchor key={crumb.label} component={Link} to={crumb.to as never} params={crumb.params as never} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <span key={crumb.label} aria-current="page">
                {crumb.label}
              </span>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
