import { text, type Raw } from '../../app/search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The inbox's view in the address: the API filters by instruction (a uuid, or it answers 400); the recipient filter
 * narrows what it returned; `email` is the one shown.
 */
export interface SandboxEmailsSearch {
  instruction?: string;
  recipient?: string;
  email?: string;
}

export function sandboxEmailsSearch(search: Raw): SandboxEmailsSearch {
  const instruction = text(search.instruction);
  return {
    instruction: instruction && UUID.test(instruction) ? instruction : undefined,
    recipient: text(search.recipient),
    email: text(search.email),
  };
}

export const isUuid = (value: string) => UUID.test(value.trim());
