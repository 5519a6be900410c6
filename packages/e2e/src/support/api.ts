/** Session cookie the server sets on login. */
export const SESSION_COOKIE = 'nrcs_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Error thrown by ApiClient helpers when the answer is not 2xx. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** Minimal fetch client that keeps cookies, for seeding data through the HTTP API. */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseURL: string) {}

  /** Value of the session cookie, if logged in. */
  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** Logs in with a form post, as the login page does; throws unless 200. Returns the `Me` body. */
  async login(username: string, password: string): Promise<unknown> {
    const response = await this.request(
      'POST',
      '/api/authentication',
      new URLSearchParams({ username, password }),
    );
    const body = await readBody(response);
    if (response.status !== 200) throw new ApiError(response.status, body, 'login');
    if (!this.session) throw new Error(`login answered 200 without a ${SESSION_COOKIE} cookie`);
    return body;
  }

  /** Sends a request with the kept cookies; objects go as JSON, URLSearchParams as a form. */
  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let payload: string | undefined;
    if (body instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = body.toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    // The server refuses state-changing requests from another origin; say we are the app.
    if (!SAFE_METHODS.has(method.toUpperCase())) headers.origin = this.baseURL;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(new URL(path, this.baseURL), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    this.keepCookies(response);
    return response;
  }

  /** GET returning the parsed body; throws ApiError unless 2xx. */
  get<T = unknown>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  /** POST returning the parsed body; throws ApiError unless 2xx. */
  post<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  /** PUT returning the parsed body; throws ApiError unless 2xx. */
  put<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('PUT', path, body);
  }

  /** PATCH returning the parsed body; throws ApiError unless 2xx. */
  patch<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('PATCH', path, body);
  }

  /** DELETE returning the parsed body (undefined for 204); throws ApiError unless 2xx. */
  delete<T = unknown>(path: string): Promise<T> {
    return this.call<T>('DELETE', path);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    const parsed = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, parsed, `${method} ${path}`);
    return parsed as T;
  }

  private keepCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Parses JSON answers, returns text for others and undefined for an empty body. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}
