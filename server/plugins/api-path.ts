import type { FastifyRequest } from 'fastify';

const apiPrefixes = ['/java-api/', '/api/'];

/**
 * The path a URL names once spelling tricks are undone: ASCII percent-escapes decoded (that is how
 * `/%6Aava-api/...` still reaches a sign-in route), repeated slashes collapsed and `.`/`..` segments
 * resolved. Decisions by prefix (address bans, envelope answers) are taken on this, never on the raw
 * URL. Never throws: malformed escapes are left as they are.
 */
export function normalisedPath(url: string): string {
  const raw = url.split(/[?#]/)[0];
  const decoded = raw.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${/[/\\]$/.test(decoded) && segments.length ? '/' : ''}`;
}

/** Calls of the contract answer envelopes; everything else is the web app. */
export function isApiPath(url: string): boolean {
  const path = normalisedPath(url);
  return apiPrefixes.some((p) => path.startsWith(p)) || path === '/version.json';
}

/** A request for the API, by the route it matched or else by the path it names. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions?.url;
  return (route !== undefined && isApiPath(route)) || isApiPath(request.url);
}
