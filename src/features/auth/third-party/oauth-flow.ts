import * as oauth from 'oauth4webapi';
import { type PendingSignIn, type Provider, redirectUriOf, savePending, takePending } from './pending';

/**
 * Facebook and Google sign-in, the OAuth 2.0 / OpenID Connect side (issue 32, §6), through oauth4webapi: the
 * authorization code flow with PKCE (S256), `state` and `nonce`. `start` sends the browser to the provider;
 * `finish`, on the way back, checks the answer's state (and issuer), exchanges the code with the verifier and
 * checks the ID token's issuer, audience, expiry and nonce. The platform then verifies the token's signature
 * against the provider's published keys and links or creates the member. Loaded only when a player picks a
 * provider or comes back from one.
 */
export interface ProviderClient {
  provider: Provider;
  issuer: string;
  clientId: string;
  scope: string;
}

/** What went wrong, as the player is told: they cancelled, or it failed. */
export class ThirdPartyFailure extends Error {
  constructor(
    readonly kind: 'cancelled' | 'failed',
    readonly provider: Provider | null,
    readonly pending: PendingSignIn | null,
    cause?: unknown,
  ) {
    super(`third-party sign-in ${kind}`, { cause });
  }
}

/** Plain http only for a provider on this machine (the sandbox); a real provider is https or refused. */
const localIssuer = (issuer: URL) => issuer.protocol === 'http:' && /^(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+\.localhost)$/.test(issuer.hostname);
const httpOptions = (issuer: URL) => ({ [oauth.allowInsecureRequests]: localIssuer(issuer) });

async function discover(issuer: URL): Promise<oauth.AuthorizationServer> {
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...httpOptions(issuer) });
  return oauth.processDiscoveryResponse(issuer, response);
}

export async function startThirdPartySignIn(client: ProviderClient, where: { returnTo: string; fromPage: boolean }): Promise<void> {
  const issuer = new URL(client.issuer);
  const as = await discover(issuer);
  if (!as.authorization_endpoint) throw new Error('the provider names no authorization endpoint');
  const verifier = oauth.generateRandomCodeVerifier();
  const pending: PendingSignIn = {
    provider: client.provider,
    issuer: client.issuer,
    clientId: client.clientId,
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    verifier,
    redirectUri: redirectUriOf(window.location.origin),
    ...where,
    startedAt: Date.now(),
  };
  const url = new URL(as.authorization_endpoint);
  const params: Record<string, string> = {
    client_id: client.clientId,
    redirect_uri: pending.redirectUri,
    response_type: 'code',
    scope: client.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  savePending(pending);
  window.location.assign(url.href);
}

/** The provider sent the browser back to `current`: its ID token, or a ThirdPartyFailure. */
export async function finishThirdPartySignIn(current: URL): Promise<{ provider: Provider; idToken: string; pending: PendingSignIn }> {
  const pending = takePending();
  if (!pending) throw new ThirdPartyFailure('failed', null, null);
  try {
    const issuer = new URL(pending.issuer);
    const as = await discover(issuer);
    const client: oauth.Client = { client_id: pending.clientId };
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, client, current, pending.state);
    } catch (err) {
      const cancelled = err instanceof oauth.AuthorizationResponseError && err.error === 'access_denied';
      throw new ThirdPartyFailure(cancelled ? 'cancelled' : 'failed', pending.provider, pending, err);
    }
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, pending.redirectUri, pending.verifier, httpOptions(issuer));
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: pending.nonce, requireIdToken: true });
    if (!result.id_token) throw new Error('no ID token');
    return { provider: pending.provider, idToken: result.id_token, pending };
  } catch (err) {
    if (err instanceof ThirdPartyFailure) throw err;
    throw new ThirdPartyFailure('failed', pending.provider, pending, err);
  }
}
