import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../components/states';
import { useRoles } from './team-queries';
import { scopesByResource } from './team-rules';

/** Each role, what it is for and what it may do, resource by resource. */
export function RolesPanel() {
  const roles = useRoles();
  return (
    <QueryState query={roles} loadingLabel="Loading the roles…">
      {({ data }) => (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {data.map((role) => (
            <Card key={role.id} withBorder component="section" aria-labelledby={`role-${role.id}`}>
              <Stack gap="xs">
                <Title order={2} size="h4" id={`role-${role.id}`}>
                  {role.name}
                </Title>
                <Text size="sm">{role.description}</Text>
                <List size="sm" spacing={4}>
                  {scopesByResource(role.scopes).map(({ resource, actions }) => (
                    <List.Item key={resource}>
                      <Text span size="sm" fw={600}>
                        {resource}
                      </Text>
                      : {actions.join(', ')}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
