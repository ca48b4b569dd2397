import { Anchor, Tabs, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Page } from '../../components/page';
import { EndpointsPanel } from './endpoints-panel';
import { EventsPanel } from './events-panel';

/** What an integrator needs (docs/console.md, Developers): webhook endpoints, the events, the API's documentation. */
export function DevelopersPage() {
  const search = useSearch({ from: '/developers' });
  const navigate = useNavigate({ from: '/developers' });
  const tab = search.tab ?? 'endpoints';
  return (
    <Page
      title="Developers"
      actions={
        <Anchor href="/docs" target="_blank" rel="noopener" size="sm">
          API documentation <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      }
    >
      <Tabs value={tab} onChange={(value) => void navigate({ search: { tab: value === 'events' ? 'events' : undefined }, replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="endpoints">Webhook endpoints</Tabs.Tab>
          <Tabs.Tab value="events">Events</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="endpoints" pt="md">
          <EndpointsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventsPanel />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
