import type { AppConfig } from '../core/config/app-config';

/** The sandbox organization that `npm run migrate` seeds and `npm run token` names when no `--org` is given. */
export const SANDBOX_ORGANIZATION_ID = '0195a3f0-0000-7000-8000-000000000001';

/**
 * Seeds the sandbox organization, idempotently; called by the migrate command after the migrations when
 * `APP_ENV=sandbox`. Returns the organization seeded, or undefined when there is nothing to seed.
 * Filled in by the organization module.
 */
export async function seedSandbox(_config: AppConfig): Promise<{ organizationId: string } | undefined> {
  return undefined;
}
