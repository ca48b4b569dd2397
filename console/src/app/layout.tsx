import { Anchor, AppShell, Badge, Burger, Group, Menu, NavLink, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChartBar, IconChevronDown, IconCode, IconHistory, IconHome, IconInbox, IconLogout, IconMail, IconServerCog, IconShieldCheck, IconSpeakerphone, IconUsers, IconWallet } from '@tabler/icons-react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { usePendingCount } from '../features/approvals/approvals-queries';
import { useMe, useSession } from './session';

/** The areas, each shown to those whose scopes open it (any one of `scopes`; none listed: everyone). */
const NAVIGATION = [
  { to: '/', label: 'Home', icon: IconHome, exact: true, scopes: [] },
  { to: '/attention', label: 'Needs attention', icon: IconAlertTriangle, exact: false, scopes: [] },
  { to: '/campaigns', label: 'Campaigns', icon: IconSpeakerphone, exact: false, scopes: [] },
  { to: '/messages', label: 'Messages', icon: IconMail, exact: false, scopes: ['templates:view'] },
  { to: '/money', label: 'Money', icon: IconWallet, exact: false, scopes: ['bankAccounts:view'] },
  { to: '/reports', label: 'Reports', icon: IconChartBar, exact: false, scopes: ['reports:view'] },
  { to: '/team', label: 'Team', icon: IconUsers, exact: false, scopes: ['users:view'] },
  { to: '/developers', label: 'Developers', icon: IconCode, exact: false, scopes: ['webhooks:view'] },
  { to: '/approvals', label: 'Approvals', icon: IconShieldCheck, exact: false, scopes: ['approvals:view'] },
  { to: '/audit-log', label: 'Audit log', icon: IconHistory, exact: false, scopes: ['auditLog:view'] },
  { to: '/operations', label: 'Operations', icon: IconServerCog, exact: false, scopes: ['admin:triggerTransfer', 'admin:manage', 'scheduledJobs:manage', 'admin:failPermanently'] },
] as const;

/** Every screen's frame: a skip link, the header with the organization and the person, the navigation, the content. */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { auth, config } = useSession();
  const me = useMe();
  const scopes = me.data?.scopes ?? [];
  const opens = (needed: readonly string[]) => needed.length === 0 || needed.some((scope) => scopes.includes(scope));
  const pending = usePendingCount(scopes.includes('approvals:view'));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = (to: string, exact: boolean) => {
    const path = pathname.replace(/^\/console/, '') || '/';
    return exact ? path === to : path === to || path.startsWith(`${to}/`);
  };
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <Anchor href="#main" className="skip-link">
        Skip to content
      </Anchor>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />
            <Anchor component={Link} to="/" fw={700} c="inherit" underline="never">
              Campaign Manager
            </Anchor>
            {config.sandbox && (
              <Text size="xs" fw={700} c="black" bg="yellow.3" px={6} py={2} style={{ borderRadius: 4 }}>
                Sandbox
              </Text>
            )}
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label={`${me.data?.organization.name ?? 'Organization'}: account menu`}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" truncate maw={{ base: 120, sm: 260 }}>
                    {me.data?.organization.name ?? '…'}
                  </Text>
                  <IconChevronDown size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{me.data?.user?.email ?? 'Machine client'}</Menu.Label>
              {me.data?.role && <Menu.Label>Role: {me.data.role.name}</Menu.Label>}
              <Menu.Item leftSection={<IconLogout size={14} aria-hidden />} onClick={() => void auth.signOut()}>
                Sign out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        {NAVIGATION.filter((item) => opens(item.scopes)).map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} aria-hidden />}
            rightSection={item.to === '/approvals' && pending.data ? <PendingBadge count={pending.data} /> : undefined}
            active={active(item.to, item.exact)}
            onClick={close}
          />
        ))}
        {config.sandbox && (
          <NavLink component={Link} to="/sandbox/emails" label="Sandbox emails" leftSection={<IconInbox size={18} aria-hidden />} active={active('/sandbox', false)} onClick={close} />
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** How many approval requests wait for a decision, read as part of the link's name ("Approvals 2 pending"). */
function PendingBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" variant="filled" color="yellow.3" c="black" circle={count < 10}>
      {count}
      <VisuallyHidden> pending</VisuallyHidden>
    </Badge>
  );
}
