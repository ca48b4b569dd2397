/* eslint-disable @typescript-eslint/no-unused-vars -- the namespaces are the default export's types */
/** The part of PayPal's `@paypal/payouts-sdk` (which ships no types) that the PayPal adapter uses. */
declare module '@paypal/payouts-sdk' {
  interface HttpRequest {
    path: string;
    verb: string;
    body: unknown;
    headers: Record<string, string>;
  }
  interface HttpResponse<T> {
    statusCode: number;
    headers: Record<string, string>;
    result: T;
  }
  namespace core {
    class PayPalEnvironment {
      constructor(clientId: string, clientSecret: string, baseUrl: string, webUrl: string);
    }
    class AccessToken {
      authorizationString(): string;
    }
    class PayPalHttpClient {
      constructor(environment: PayPalEnvironment);
      execute<T = unknown>(request: HttpRequest | object): Promise<HttpResponse<T>>;
      fetchAccessToken(): Promise<AccessToken>;
    }
  }
  namespace payouts {
    class PayoutsPostRequest implements HttpRequest {
      path: string;
      verb: string;
      body: unknown;
      headers: Record<string, string>;
      requestBody(body: unknown): this;
    }
    class PayoutsGetRequest implements HttpRequest {
      constructor(batchId: string);
      path: string;
      verb: string;
      body: unknown;
      headers: Record<string, string>;
    }
    class PayoutsItemGetRequest implements HttpRequest {
      constructor(itemId: string);
      path: string;
      verb: string;
      body: unknown;
      headers: Record<string, string>;
    }
    class PayoutsItemCancelRequest implements HttpRequest {
      constructor(itemId: string);
      path: string;
      verb: string;
      body: unknown;
      headers: Record<string, string>;
    }
  }
  const sdk: { core: typeof core; payouts: typeof payouts };
  export default sdk;
}
