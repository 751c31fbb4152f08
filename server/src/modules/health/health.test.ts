import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('service skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { bodyLimitBytes: 1024, frontendUrl: 'http://shop.test' },
      setup: (app) => {
        app.post(
          '/api/echo/',
          { schema: { body: z.object({ name: z.string().min(1), qty: z.number().int() }) } },
          (req) => req.body,
        );
        app.get('/api/ip/', (req) => ({ ip: req.ip }));
      },
    });
  });
  afterAll(() => t.close());

  it('GET /api/health/ reports the service and database', async () => {
    const res = await t.request('GET', '/api/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('an unknown path answers 404 {"detail": "Not found."}', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope/'],
      ['POST', '/api/health/'],
      ['GET', '/elsewhere'],
    ]) {
      const res = await t.request(method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('malformed JSON answers 400 with a JSON detail', async () => {
    const res = await t.request('POST', '/api/echo/', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/JSON parse error/);
  });

  it('an oversized body answers 413 with a JSON detail', async () => {
    const res = await t.request('POST', '/api/echo/', { json: { name: 'x'.repeat(5000), qty: 1 } });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('Request body is too large.');
  });

  it('an unsupported media type answers 415 with a JSON detail', async () => {
    const res = await t.request('POST', '/api/echo/', { body: 'a=b', headers: { 'content-type': 'text/csv' } });
    expect(res.status).toBe(415);
    expect(res.body.detail).toBeTruthy();
  });

  it('invalid fields answer 400 naming each field, DRF style', async () => {
    const res = await t.request('POST', '/api/echo/', { json: { name: '', qty: 'many' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['name', 'qty']);
    expect(res.body.qty[0]).toEqual(expect.any(String));
  });

  it('CORS allows only the storefront origin', async () => {
    const allowed = await t.request('OPTIONS', '/api/health/', {
      headers: { origin: 'http://shop.test', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    const other = await t.request('GET', '/api/health/', { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes the OpenAPI document and a reference page', async () => {
    const doc = await t.request('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toContain('/api/health/');
    const page = await t.request('GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/swagger/i);
  });

  it('ignores X-Forwarded-For unless told to trust a proxy, so rate limits cannot be dodged', async () => {
    const res = await t.request('GET', '/api/ip/', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.body.ip).toBe('127.0.0.1');
  });

  it('a malformed or overlong URL answers 4xx with a JSON detail', async () => {
    const bad = await t.request('GET', '/api/products/%E0%A4%A/');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/not a valid url/);
    const long = await t.request('GET', `/api/nope/${'x'.repeat(2000)}/`);
    expect(long.status).toBeLessThan(500);
    expect(long.body.detail).toEqual(expect.any(String));
  });

  it('sends the security headers on every reply, errors included', async () => {
    for (const url of ['/api/health/', '/api/nope/', '/api/health/', '/api/nope/']) {
      const res = await t.request('GET', url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });
});
