import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStageConfig, runtimeConfigOf } from '#infra/stack/stage-config';
import { runtimeConfigSchema } from '#shared/runtime-config';
import { checkSitemap } from '../../support/sitemap-check';
import { startTestStage, type TestStage } from './test-stage';

describe('local stage: the API through the gateway', () => {
  let stage: TestStage;

  beforeAll(async () => {
    stage = await startTestStage();
  });

  afterAll(async () => {
    await stage?.cleanup();
  });

  it('GET /api/health runs the real handler against DynamoDB Local', async () => {
    const response = await fetch(`${stage.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('apigw-requestid')).toMatch(/[0-9a-f-]{36}/);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      stage: 'local',
      table: 'reachable',
    });
  });

  it('GET /api/listings/featured answers from the (empty) table', async () => {
    const response = await fetch(`${stage.url}/api/listings/featured`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
  });

  it('routes GET /api/listings/{id} to the detail handler, literal paths still first', async () => {
    const response = await fetch(`${stage.url}/api/listings/no-such-van`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'This van could not be found.' },
    });
    const phone = await fetch(`${stage.url}/api/listings/no-such-van/phone`);
    expect(phone.status).toBe(404);
    expect(phone.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${stage.url}/api/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/unknown.' },
    });
  });

  it('answers a wrong method through the catch-all route with a JSON 404, as API Gateway does', async () => {
    const response = await fetch(`${stage.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for DELETE /api/health.' },
    });
  });

  it('refuses a body over 1 MB with a JSON 413 before any handler runs', async () => {
    const response = await fetch(`${stage.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers a malformed percent-encoded path with 400', async () => {
    const response = await fetch(`${stage.url}/api/listings/%E0%A4%A`);
    expect(response.status).toBe(400);
  });

  it('serves the stage description for local clients', async () => {
    const response = await fetch(`${stage.url}/_local/stage.json`);
    expect(await response.json()).toMatchObject({
      stage: 'local',
      userPoolId: stage.userPool.id,
      userPoolClientId: stage.userPool.clientId,
      userPoolEndpoint: '/_local/cognito/',
    });
  });

  it('serves the public runtime settings at /config.json, as the web deployment writes them', async () => {
    const response = await fetch(`${stage.url}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=0, must-revalidate');
    const config = runtimeConfigSchema.parse(await response.json());
    expect(config).toEqual(
      runtimeConfigOf(loadStageConfig('local'), {
        region: 'eu-west-2',
        userPoolId: stage.userPool.id,
        userPoolClientId: stage.userPool.clientId,
        userPoolEndpoint: '/_local/cognito/',
        passwordFlow: 'USER_PASSWORD_AUTH',
        oauth: null,
      }),
    );
    expect(config.contact.email).toMatch(/@/);
  });

  it('serves the sitemaps it wrote on start, and robots.txt naming them, at the site root', async () => {
    const robots = await fetch(`${stage.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${stage.url}/sitemap.xml`);
    const index = await fetch(`${stage.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = checkSitemap(await index.text(), stage.url).entries.map((entry) => entry.loc);
    // An empty stage: no listing or category sitemap, the static pages and the blog.
    expect(files).toEqual([`${stage.url}/sitemap-static.xml`, `${stage.url}/sitemap-blog.xml`]);
    const blog = await fetch(`${stage.url}/sitemap-blog.xml`);
    expect(checkSitemap(await blog.text(), stage.url).entries).toHaveLength(2);
  });
});
