import { Logger } from '@nestjs/common';
import { Router, urlencoded, type Request, type RequestHandler, type Response } from 'express';
import { errors, type Provider } from 'oidc-provider';
import { EMBEDDED_PROVIDER_PATH, type AppConfig } from '../../config/app-config';
import { SandboxAccounts } from './sandbox-accounts';
import { readSignInForm, messagePage, SANDBOX_PAGE_POLICY, signInPage } from './sandbox-pages';
import { apiResourceIndicator, createSandboxProvider } from './sandbox-provider';

/** The sign-in page, under EMBEDDED_PROVIDER_PATH: GET shows the form, POST signs in. */
export const INTERACTION_PATH = '/interaction/:uid';

const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' };

/**
 * The sandbox's embedded OpenID Connect provider as Express middleware, for configureApp to mount at
 * EMBEDDED_PROVIDER_PATH before the body parsers: oidc-provider reads its own bodies (the token endpoint's form
 * included), and the sign-in form's is parsed here. It is no API route: the guards, the rate limiter and the
 * idempotency interceptor, all Nest's, never see these requests. Every answer carries the pages' own
 * Content-Security-Policy in place of the API's (sandbox-pages.ts). Mounted only in the sandbox with the development
 * key (`config.auth.embeddedIssuer`); in production nothing answers under /oidc but the API's 404.
 */
export function sandboxIdentityProvider(config: AppConfig): RequestHandler {
  const accounts = new SandboxAccounts();
  const provider = createSandboxProvider(config, accounts);
  const logger = new Logger('SandboxIdentityProvider');
  provider.on('server_error', (_ctx, error) => logger.error(error));
  const base = new URL(config.publicBaseUrl);
  const router = Router();

  router.use((request, response, next) => {
    response.setHeader('Content-Security-Policy', SANDBOX_PAGE_POLICY);
    // The provider builds its URLs from the request (provider.proxy): make them PUBLIC_BASE_URL's, as its issuer is,
    // whatever Host the request came with.
    request.headers['x-forwarded-proto'] = base.protocol.slice(0, -1);
    request.headers['x-forwarded-host'] = base.host;
    next();
  });
  router.get(INTERACTION_PATH, page(logger, (request, response) => showSignIn(provider, request, response)));
  router.post(
    INTERACTION_PATH,
    urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 }),
    page(logger, (request, response) => signIn(provider, accounts, apiResourceIndicator(config), request, response)),
  );
  router.use(provider.callback());
  return router;
}

const actionOf = (uid: string): string => `${EMBEDDED_PROVIDER_PATH}/interaction/${encodeURIComponent(uid)}`;

/** The form, the email prefilled from the request's `login_hint`. */
async function showSignIn(provider: Provider, request: Request, response: Response): Promise<void> {
  const details = await currentInteraction(provider, request, response);
  const hint = details.params.login_hint ?? '';
  response.status(200).set(PAGE_HEADERS).send(signInPage(actionOf(details.uid), { email: hint, organization: '' }));
}

/**
 * Signs in as the form says, and consents for the person (consent is implicit in the sandbox): a grant of every
 * scope requested, for the API, remembered with the organization chosen. Then back to the authorization, which
 * sends the code to the console.
 */
async function signIn(provider: Provider, accounts: SandboxAccounts, resource: string, request: Request, response: Response): Promise<void> {
  const details = await currentInteraction(provider, request, response);
  const { form, errors: wrong } = readSignInForm(request.body);
  if (Object.keys(wrong).length > 0) {
    response.status(400).set(PAGE_HEADERS).send(signInPage(actionOf(details.uid), form, wrong));
    return;
  }
  const person = accounts.signIn(form.email);
  const scope = details.params.scope ?? '';
  const grant = new provider.Grant({ accountId: person.sub, clientId: details.params.client_id ?? '' });
  grant.addOIDCScope(scope);
  grant.addResourceScope(resource, scope);
  const grantId = await grant.save();
  accounts.choose(grantId, form.organization);
  await provider.interactionFinished(request, response, { login: { accountId: person.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

/** The interaction of the request's cookie; it must be the page's own (another tab may have begun a newer one). */
async function currentInteraction(provider: Provider, request: Request, response: Response) {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction session of another page');
  return details;
}

/** Any failure is a page: an expired or foreign sign-in says to begin again; anything else is logged. */
function page(logger: Logger, handler: (request: Request, response: Response) => Promise<void>): RequestHandler {
  return (request, response) => {
    handler(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof errors.SessionNotFound) {
        response
          .status(400)
          .set(PAGE_HEADERS)
          .send(messagePage('This sign-in has expired', ['The sign-in page was open too long, or was used already.', 'Go back to the console and sign in again.']));
        return;
      }
      logger.error(error);
      response.status(500).set(PAGE_HEADERS).send(messagePage('Sign-in failed', ['Something went wrong on our side. Go back to the console and sign in again.']));
    });
  };
}
