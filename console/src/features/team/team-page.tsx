import { Tabs } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCan } from '../../app/session';
import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';
import { InvitationsPanel } from './invitations-panel';
import { PeoplePanel } from './people-panel';
import { RolesPanel } from './roles-panel';
import { TEAM_TABS, type TeamTab } from './team-search';

const LABELS: Record<TeamTab, string> = { people: 'People', invitations: 'Invitations', roles: 'Roles' };

/** The organization's people, their invitations and the roles (docs/console.md, Team); each tab for its scope. */
export function TeamPage() {
  const search = useSearch({ from: '/team' });
  const navigate = useNavigate({ from: '/team' });
  const allowed: Record<TeamTab, boolean> = { people: useCan('users:view'), invitations: useCan('invitations:view'), roles: useCan('roles:view') };
  const tabs = TEAM_TABS.filter((tab) => allowed[tab]);
  const tab = search.tab && allowed[search.tab] ? search.tab : tabs[0];
  return (
    <Page title="Team">
      {!tab && <EmptyState title="Nothing to show">Your role does not include seeing the team, its invitations or the roles.</EmptyState>}
      {tab && (
        <Tabs value={tab} onChange={(value) => void navigate({ search: { tab: (value as TeamTab | null) ?? undefined }, replace: true })} keepMounted={false}>
          <Tabs.List>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {LABELS[name]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="people" pt="md">
            <PeoplePanel />
          </Tabs.Panel>
          <Tabs.Panel value="invitations" pt="md">
            <InvitationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="roles" pt="md">
            <RolesPanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  );
}
