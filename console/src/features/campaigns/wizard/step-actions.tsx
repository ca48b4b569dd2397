import { Button, Group } from '@mantine/core';
import { ButtonLink } from '../../../components/router-links';
import type { WizardStep } from '../campaign-search';

/** The foot of a step's form: back to the previous step, and save then go on. */
export function StepActions({ draftId, previous, saving, submitLabel = 'Save and continue' }: { draftId: string; previous?: WizardStep; saving: boolean; submitLabel?: string }) {
  return (
    <Group justify="space-between" mt="md">
      {previous ? (
        <ButtonLink variant="default" to="/campaigns/drafts/$draftId" params={{ draftId }} search={{ step: previous }}>
          Back
        </ButtonLink>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
