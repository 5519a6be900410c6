import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../session';
import { ApiError } from './apiError';
import { apiRequest, buildUrl } from './http';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const expired = vi.fn();
  let stopListening: () => void = () => undefined;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    stopListening = onSessionExpired(expired);
  });

  afterEach(() => {
    stopListening();
    fetchMock.mockReset();
    expired.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends JSON with same-origin credentials and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(apiRequest('/api/x', { method: 'PUT', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"a":1}');
  });

  it('parses { code, message, details } into an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { code: 'duplicate', message: 'taken', details: { field: 'email' } }),
    );
    const error = await apiRequest('/api/users/me', { method: 'PUT', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'duplicate',
      message: 'taken',
      details: { field: 'email' },
    });
  });

  it('names a status without our body by its catalogue code', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'internal_error',
    });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('turns an unreachable server into a network_error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('starts the session-expired flow on a 401', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { code: 'session_expired', message: 'expired' }),
    );
    await expect(apiRequest('/api/users/online')).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledWith(expect.objectContaining({ source: 'http' }));
  });

  it('does not on an expected 401 or a credential answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 'session_expired', message: 'x' }));
    await expect(
      apiRequest('/api/users/me', { isUnauthorizedExpected: true }),
    ).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { code: 'authentication_failed', message: 'x' }),
    );
    await expect(apiRequest('/api/users/me', { method: 'PUT', json: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(expired).not.toHaveBeenCalled();
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('leaves empty query values out', () => {
    expect(
      buildUrl('/api/auth/logs/filter', { filter: undefined, page: 0, size: 25, q: null }),
    ).toBe('/api/auth/logs/filter?page=0&size=25');
  });
});
