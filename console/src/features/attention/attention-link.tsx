import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/router-links';
import type { AttentionTarget } from './attention-model';

/** A link to the console screen where an item needing attention is fixed. */
export function AttentionLink({ target, children }: { target: AttentionTarget; children: ReactNode }) {
  switch (target.to) {
    case 'instruction':
      return (
        <AnchorLink to="/campaigns/$campaignId/instructions/$instructionId" params={{ campaignId: target.campaignId, instructionId: target.instructionId }}>
          {children}
        </AnchorLink>
      );
    case 'upload':
      return (
        <AnchorLink to="/campaigns/$campaignId/uploads/$uploadId" params={{ campaignId: target.campaignId, uploadId: target.uploadId }}>
          {children}
        </AnchorLink>
      );
    case 'campaign':
      return (
        <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: target.campaignId }}>
          {children}
        </AnchorLink>
      );
    case 'drafts':
      return (
        <AnchorLink to="/campaigns/$campaignId/instructions" params={{ campaignId: target.campaignId }} search={{ status: 'Draft', page: 1, pageSize: 20 }}>
          {children}
        </AnchorLink>
      );
    case 'developers':
      return <AnchorLink to="/developers">{children}</AnchorLink>;
  }
}
