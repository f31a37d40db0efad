import { describe, expect, it } from 'vitest';
import * as assessment from '@school/modules/assessment/contracts';
import * as community from '@school/modules/community/contracts';
import * as reporting from '@school/modules/reporting/contracts';
import * as content from '@school/modules/content/contracts';
import * as identity from '@school/modules/identity/contracts';
import * as kernel from '@school/modules/kernel/contracts';
import * as organization from '@school/modules/organization/contracts';
import * as support from '@school/modules/support/contracts';

// A client imports the contracts entries: schemas, answers, messages, profiles, menu. The
// deciders, event streams and the event-store port stay on the server side of the entry.
describe('contracts entries', () => {
  it.each([
    ['assessment', assessment],
    ['community', community],
    ['reporting', reporting],
    ['content', content],
    ['identity', identity],
    ['kernel', kernel],
    ['organization', organization],
    ['support', support],
  ])('%s exports no decider, stream or event-store piece', (_, entry) => {
    const names = Object.keys(entry);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /Decider$|Stream$|^fold$|^DomainError$|EventStore/.test(name))).toEqual([]);
  });

  it('carries what the screens need: schemas, messages and the menu', () => {
    expect(typeof identity.loginSchema.parse).toBe('function');
    expect(typeof organization.createSchoolSchema.parse).toBe('function');
    expect(support.SUPPORT_MESSAGE_MAX).toBe(1000);
    expect(typeof content.trailSchema.parse).toBe('function');
    expect(kernel.translate('generic.notFound')).toBe('Registro não encontrado.');
    expect(kernel.MENU.length).toBeGreaterThan(0);
  });
});
