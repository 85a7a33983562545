import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import { route, origin } from '../route';
import { firebaseKeyOf, firebaseProjectOf } from '../firebase';
import { clientIdOf, idpOf, isProvider, issuerOf, PROVIDERS, redirectAllowed, s256, subjectOf, VERIFIER, type Provider } from '../idp';
import { consentPage, errorPage } from '../idp-pages';

/**
 * The sandbox's identity providers (sandbox/idp.ts) over HTTP, at `/__idp/<google|facebook>/`: discovery,
 * JWKS, the consent page a person answers (allow / cancel), and the token endpoint. Plus `signInConfig`, the
 * platform's answer of which clients it registered. Not QA switches: like the platform calls, they answer with
 * QA mode off (a sandbox IdP signs only the sandbox's own test people in).
 */
type Params = { provider: string };

const OAUTH_ERROR_STATUS = 400;

function providerOf(req: FastifyRequest<{ Params: Params }>, reply: FastifyReply): Provider | null {
  const p = req.params.provider;
  if (isProvider(p)) return p;
  void reply.code(404).send({ error: 'not_found' });
  return null;
}

const merchantOfClient = (sb: Sandbox, provider: Provider, clientId: string) =>
  sb.merchants.list.find((m) => clientIdOf(m.merchantCode, provider) === clientId);

/** Answers of discovery, JWKS and the token endpoint may be read by any origin (the portal may live elsewhere). */
const cors = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');

export function idpRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'signInConfig', (ctx) => ({
    providers: PROVIDERS.map((provider) => ({
      provider,
      issuer: issuerOf(ctx.origin, provider),
      clientId: clientIdOf(ctx.merchant.merchantCode, provider),
      scope: 'openid email profile',
    })),
    firebase: {
      apiKey: firebaseKeyOf(ctx.merchant.merchantCode),
      projectId: firebaseProjectOf(ctx.merchant.merchantCode),
      endpoint: `${ctx.origin}/__firebase/identitytoolkit/v1`,
    },
  }));

  // Form bodies (the consent page, the token endpoint) are parsed here only, not by the platform's calls.
  app.register(async (idp) => {
    idp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    idp.get<{ Params: Params }>('/__idp/:provider/.well-known/openid-configuration', async (req, reply) => {
      const provider = providerOf(req, reply);
      if (!provider) return reply;
      const issuer = issuerOf(origin(req), provider);
      cors(reply);
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
        authorization_response_iss_parameter_supported: true,
      };
    });

    idp.get<{ Params: Params }>('/__idp/:provider/jwks', async (req, reply) => {
      const provider = providerOf(req, reply);
      if (!provider) return reply;
      cors(reply).type('application/jwk-set+json');
      return idpOf(sb.db).jwks(provider);
    });

    // The authorization request: a wrong client or redirect address is shown here and never redirected to
    // (RFC 6749 §4.1.2.1); any other fault goes back to the client as an error response.
    idp.get<{ Params: Params; Querystring: Record<string, string> }>('/__idp/:provider/authorize', async (req, reply) => {
      const provider = providerOf(req, reply);
      if (!provider) return reply;
      const q = req.query;
      const merchant = merchantOfClient(sb, provider, q.client_id ?? '');
      if (!merchant) return errorPage(reply, provider, 'unknown_client');
      if (!redirectAllowed(merchant, q.redirect_uri ?? '')) return errorPage(reply, provider, 'bad_redirect');
      const issuer = issuerOf(origin(req), provider);
      const back = (error: string, description: string) =>
        redirectBack(reply, q.redirect_uri!, { error, error_description: description, state: q.state, iss: issuer });
      if (q.response_type !== 'code') return back('unsupported_response_type', 'Only the authorization code flow is offered.');
      if (!q.code_challenge || q.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge))
        return back('invalid_request', 'PKCE with S256 is required.');
      if (!q.state) return back('invalid_request', 'state is required.');
      if (!(q.scope ?? '').split(' ').includes('openid')) return back('invalid_scope', 'The openid scope is required.');
      if (!q.nonce) return back('invalid_request', 'nonce is required.');
      const tx = idpOf(sb.db).begin({
        provider,
        merchant,
        clientId: q.client_id!,
        redirectUri: q.redirect_uri!,
        state: q.state,
        nonce: q.nonce,
        codeChallenge: q.code_challenge,
        scope: q.scope!,
        issuer,
      });
      return consentPage(reply, { provider, tx, brand: merchant.name, redirectOrigin: new URL(q.redirect_uri!).origin, actionOrigin: origin(req) });
    });

    // The person's answer on the consent page.
    idp.post<{ Params: Params; Body: Record<string, string> }>('/__idp/:provider/authorize', async (req, reply) => {
      const provider = providerOf(req, reply);
      if (!provider) return reply;
      const b = req.body ?? {};
      const allow = b.decision === 'allow';
      const email = (b.email ?? '').trim();
      if (allow && !/^[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,}$/.test(email)) return errorPage(reply, provider, 'bad_email');
      const identity = allow ? { subject: subjectOf(provider, email), email, emailVerified: true, name: (b.name ?? '').trim().slice(0, 60) || null } : null;
      const answered = idpOf(sb.db).answer(String(b.tx ?? ''), identity);
      if (!answered || answered.tx.provider !== provider) return errorPage(reply, provider, 'expired');
      const { tx, code } = answered;
      return code
        ? redirectBack(reply, tx.redirectUri, { code, state: tx.state, iss: tx.issuer })
        : redirectBack(reply, tx.redirectUri, {
            error: 'access_denied',
            error_description: 'The person cancelled the sign-in.',
            state: tx.state,
            iss: tx.issuer,
          });
    });

    // The token endpoint (public client: PKCE stands in for a secret).
    idp.post<{ Params: Params; Body: Record<string, string> }>('/__idp/:provider/token', async (req, reply) => {
      const provider = providerOf(req, reply);
      if (!provider) return reply;
      cors(reply).header('pragma', 'no-cache');
      const b = req.body ?? {};
      const fail = (error: string, description: string, status = OAUTH_ERROR_STATUS) => reply.code(status).send({ error, error_description: description });
      if (b.grant_type !== 'authorization_code') return fail('unsupported_grant_type', 'Only authorization_code is offered.');
      if (!b.code || !b.client_id || !b.redirect_uri || !b.code_verifier)
        return fail('invalid_request', 'code, client_id, redirect_uri and code_verifier are required.');
      const idp = idpOf(sb.db);
      const grant = idp.takeCode(b.code);
      if (!grant) return fail('invalid_grant', 'The code is unknown, used or expired.');
      if (grant.provider !== provider || grant.clientId !== b.client_id) return fail('invalid_grant', 'The code was issued to another client.');
      if (grant.redirectUri !== b.redirect_uri) return fail('invalid_grant', 'redirect_uri differs from the authorization request.');
      if (!VERIFIER.test(b.code_verifier) || s256(b.code_verifier) !== grant.codeChallenge)
        return fail('invalid_grant', 'The PKCE code verifier does not match.');
      const fault = idp.takeFault(provider);
      if (fault === 'server_error') return fail('server_error', 'The provider failed (QA fault).', 500);
      return {
        access_token: `sandbox-${provider}-${Math.random().toString(36).slice(2)}`,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: grant.scope,
        id_token: await idp.idToken(grant, fault === 'bad_signature'),
      };
    });
  });
}

/** QA: make a provider's next token answer fail (`server_error`) or carry a token signed with an unpublished key. */
export function idpQaRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.put<{ Body: { provider?: string; fault?: string | null } }>('/__sandbox/idp', async (req, reply) => {
    const { provider, fault } = req.body ?? {};
    if (!isProvider(provider) || !(fault === null || fault === 'server_error' || fault === 'bad_signature'))
      return reply.code(400).send({ ok: false, error: 'provider google|facebook, fault server_error|bad_signature|null' });
    idpOf(sb.db).setFault(provider, fault);
    return { ok: true };
  });
}

function redirectBack(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>): FastifyReply {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return reply.code(303).header('cache-control', 'no-store').redirect(url.toString(), 303);
}
