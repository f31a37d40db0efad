import type { ExecutionContext } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { DomainError, Profile } from '@school/modules/kernel';
import type { TokenClaims } from '../auth/token.service.js';
import { ScrapeGuard } from './scrape.guard.js';

const TOKEN = 'a-scrape-token-of-at-least-32-characters';

function request(authorization?: string, profile?: Profile): ExecutionContext {
  const req = {
    headers: { authorization },
    ...(profile ? { user: { profile } as TokenClaims } : {}),
  };
  return { switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
}

function refusal(guard: ScrapeGuard, context: ExecutionContext): string | undefined {
  try {
    guard.canActivate(context);
    return undefined;
  } catch (error) {
    return (error as DomainError).code;
  }
}

describe('ScrapeGuard', () => {
  const guard = new ScrapeGuard({ METRICS_TOKEN: TOKEN });

  it('lets the scrape token and a Master session through', () => {
    expect(guard.canActivate(request(`Bearer ${TOKEN}`))).toBe(true);
    expect(guard.canActivate(request('Bearer a-master-jwt', Profile.Master))).toBe(true);
  });

  it('refuses no token and a wrong one (401), another profile (403)', () => {
    expect(refusal(guard, request())).toBe('generic.unauthenticated');
    expect(refusal(guard, request(`Bearer ${TOKEN}x`))).toBe('generic.unauthenticated');
    expect(refusal(guard, request(`Bearer ${TOKEN.slice(0, -1)}`))).toBe('generic.unauthenticated');
    expect(refusal(guard, request('Bearer a-gestor-jwt', Profile.Gestor))).toBe('generic.forbidden');
  });

  it('admits only a Master session when no METRICS_TOKEN is set', () => {
    const sessionsOnly = new ScrapeGuard({});
    expect(refusal(sessionsOnly, request('Bearer '))).toBe('generic.unauthenticated');
    expect(refusal(sessionsOnly, request('Bearer undefined'))).toBe('generic.unauthenticated');
    expect(sessionsOnly.canActivate(request('Bearer a-master-jwt', Profile.Master))).toBe(true);
  });
});
