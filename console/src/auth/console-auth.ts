import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { ConsoleConfig } from '../config';

/** Where the person was going when sign-in started, carried through the provider in the request's state. */
interface SignInState {
  returnTo: string;
}

/**
 * The signed-in person (docs/console.md, Sign-in): the authorization code flow with PKCE through oidc-client-ts.
 * The tokens live in memory only (a reload signs in again, silently while the provider's session lasts); the access
 * token is renewed with the refresh token a minute before it expires.
 */
export class ConsoleAuth {
  private readonly manager: UserManager;
  private user: User | null = null;

  constructor(private readonly config: ConsoleConfig) {
    this.manager = new UserManager({
      authority: config.issuer,
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      post_logout_redirect_uri: new URL('/console/', config.redirectUri).href,
      response_type: 'code',
      scope: config.scopes,
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      loadUserInfo: false,
    });
    this.manager.events.addUserLoaded((user) => {
      this.user = user;
    });
    this.manager.events.addSilentRenewError(() => {
      // The refresh token was refused (the provider's session ended): sign in again where the person is.
      void this.signIn();
    });
  }

  /** Whether this page is the provider's answer with a code. */
  isCallback(): boolean {
    return new URL(this.config.redirectUri).pathname === window.location.pathname;
  }

  /** Exchanges the code for tokens; answers where the person was going. */
  async completeSignIn(): Promise<string> {
    const user = await this.manager.signinRedirectCallback();
    this.user = user;
    const state = user.state as SignInState | undefined;
    return state?.returnTo ?? '/console/';
  }

  /** Sends the browser to the provider; it comes back to the callback with a code. */
  async signIn(returnTo = window.location.pathname + window.location.search): Promise<void> {
    await this.manager.signinRedirect({ state: { returnTo } satisfies SignInState });
  }

  async signOut(): Promise<void> {
    const idToken = this.user?.id_token;
    this.user = null;
    await this.manager.removeUser();
    await this.manager.signoutRedirect({ id_token_hint: idToken });
  }

  get signedIn(): boolean {
    return this.user !== null && !this.user.expired;
  }

  /** The current access token, renewed first if it has expired (a tab left asleep). */
  async accessToken(): Promise<string> {
    if (this.user?.expired) {
      this.user = await this.manager.signinSilent().catch(() => null);
    }
    if (!this.user) {
      await this.signIn();
      throw new Error('Signing in again');
    }
    return this.user.access_token;
  }
}
