import { Paper, Stepper, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Page } from '../../../components/page';
import { useCan, useMe } from '../../../app/session';
import { EmptyState, Loading, QueryState } from '../../../components/states';
import { WIZARD_STEPS, type WizardStep } from '../campaign-search';
import type { CampaignDraft } from '../campaign-types';
import { BasicsStep } from './steps/basics-step';
import { DatesStep } from './steps/dates-step';
import { MessagesStep } from './steps/messages-step';
import { MethodsStep } from './steps/methods-step';
import { ReviewStep } from './steps/review-step';
import { SecurityStep } from './steps/security-step';
import { useDraft } from './use-draft';
import { completedSteps, STEP_LABELS } from './wizard-progress';

/** A campaign being made, step by step (the step is in the URL); each step saves the draft before moving on. */
export function CampaignWizardPage() {
  const { draftId } = useParams({ from: '/campaigns/drafts/$draftId' });
  const draft = useDraft(draftId);
  const me = useMe();
  const canEdit = useCan('campaigns:edit');
  if (me.isPending) return <Loading />;
  // Every step saves the draft: a role that cannot edit campaigns (a Viewer) is told so rather than shown forms it cannot use.
  if (!canEdit)
    return (
      <Page title="New campaign" crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: 'New campaign' }]}>
        <EmptyState title="Your role cannot edit campaign drafts">Ask an administrator for the campaigns:edit permission.</EmptyState>
      </Page>
    );
  return (
    <QueryState query={draft} loadingLabel="Loading the draft…">
      {(data) => <Wizard draft={data} />}
    </QueryState>
  );
}

function Wizard({ draft }: { draft: CampaignDraft }) {
  const { step } = useSearch({ from: '/campaigns/drafts/$draftId' });
  const navigate = useNavigate({ from: '/campaigns/drafts/$draftId' });
  const wide = useMediaQuery('(min-width: 62em)', true);
  // Drafts do not store a password: it waits here, in memory, until the campaign exists.
  const [password, setPassword] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const index = WIZARD_STEPS.indexOf(step);
  const completed = completedSteps(draft);
  const goTo = (next: WizardStep) => void navigate({ search: { step: next } });
  const next = () => goTo(WIZARD_STEPS[index + 1] ?? 'review');

  useEffect(() => {
    // Moving between steps puts the keyboard and screen reader at the new step's heading; not on first load, nor when
    // the effect merely runs again for the same step (as StrictMode's second run does: a "first run" flag was already
    // spent then, and a freshly opened step showed its heading focused).
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const props = { draft, onSaved: next };
  return (
    <Page title={draft.name ? `New campaign: ${draft.name}` : 'New campaign'} crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: 'New campaign' }]}>
      <Stepper
        active={index}
        onStepClick={(i) => goTo(WIZARD_STEPS[i] ?? 'basics')}
        orientation={wide ? 'horizontal' : 'vertical'}
        size="sm"
        allowNextStepsSelect
        aria-label="Steps"
      >
        {WIZARD_STEPS.map((s, i) => (
          <Stepper.Step
            key={s}
            label={STEP_LABELS[s]}
            description={s === 'review' ? undefined : completed[s] ? 'Complete' : 'To do'}
            // The stepper ticks every step before the current one; a step still missing something keeps its number.
            completedIcon={completed[s] ? undefined : i + 1}
            aria-current={s === step ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <VisuallyHidden role="status">{`Step ${index + 1} of ${WIZARD_STEPS.length}: ${STEP_LABELS[step]}`}</VisuallyHidden>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="step-heading">
        <Title order={2} size="h3" id="step-heading" ref={heading} tabIndex={-1} mb="md">
          {STEP_LABELS[step]}
        </Title>
        {step === 'basics' && <BasicsStep key={draft.id} {...props} />}
        {step === 'methods' && <MethodsStep key={draft.id} {...props} />}
        {step === 'messages' && <MessagesStep key={draft.id} {...props} />}
        {step === 'dates' && <DatesStep key={draft.id} {...props} />}
        {step === 'security' && <SecurityStep key={draft.id} {...props} password={password} onPasswordChange={setPassword} />}
        {step === 'review' && <ReviewStep draft={draft} password={password} />}
      </Paper>
    </Page>
  );
}
