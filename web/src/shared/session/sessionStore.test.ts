import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../test/session';
import { sessionStore } from './sessionStore';

const user = demoUser(2);

describe('sessionStore', () => {
  it('keeps the token and the session fields in localStorage and ends with a reason', () => {
    const ended = vi.fn();
    const changed = vi.fn();
    const stopEnd = sessionStore.onEnd(ended);
    const stop = sessionStore.subscribe(changed);
    sessionStore.start('a.b.c', user);
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem('usuario')!)).toMatchObject({ cstLogin: 'DMMT-0002' });
    sessionStore.update({ nomTurma: 'Turma B' });
    expect(sessionStore.get()?.user.nomTurma).toBe('Turma B');
    sessionStore.end('expired');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
    sessionStore.end('logout');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(3);
    stop();
    stopEnd();
  });

  it('follows a sign-out in another tab', () => {
    sessionStore.start('a.b.c', user);
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(sessionStore.get()).toBeNull();
  });
});
