import { oneOf, type Raw } from '../../app/search';

export const TEAM_TABS = ['people', 'invitations', 'roles'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

/** The team screen's tab lives in the address (docs/console.md, Team); none means the first the person may see. */
export interface TeamSearch {
  tab?: TeamTab;
}

export function teamSearch(search: Raw): TeamSearch {
  return { tab: oneOf(TEAM_TABS, search.tab) };
}
