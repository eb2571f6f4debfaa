import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN } from './account';
import { cognito } from './new-account';

/**
 * Moderation for browser tests that need a listing approved but are not about the admin
 * screens (the seller's round): the demo admin signs in with cognito-local and approves it
 * through the admin API, as the moderation screen does (tests/e2e/admin-listings.spec.ts
 * covers the screen itself).
 */
export async function adminIdToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as {
    auth: { userPoolClientId: string };
  };
  const response = await cognito(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: config.auth.userPoolClientId,
    AuthParameters: { USERNAME: DEMO_ADMIN.email, PASSWORD: DEMO_ADMIN.password },
  });
  if (!response.ok())
    throw new Error(`InitiateAuth: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error('InitiateAuth gave no ID token');
  return token;
}

/** Approves a pending listing as the demo admin: the version it reads is the one approved. */
export async function approveListing(request: APIRequestContext, id: string): Promise<void> {
  const headers = { authorization: `Bearer ${await adminIdToken(request)}` };
  const detail = await request.get(`/api/admin/listings/${encodeURIComponent(id)}`, { headers });
  expect(detail.status(), await detail.text()).toBe(200);
  const { listing } = (await detail.json()) as { listing: { updated_at: string } };
  const approved = await request.post(`/api/admin/listings/${encodeURIComponent(id)}/approve`, {
    headers,
    data: { expected_updated_at: listing.updated_at },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
