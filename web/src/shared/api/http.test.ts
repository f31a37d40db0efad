import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../test/api';
import { api, onLaggingWrite } from './http';

describe('api', () => {
  it('tells the listeners of a write the server answered before its read models caught up', async () => {
    mockApi({
      'POST /lagging': reply(200, 1, { 'x-read-model': 'lagging' }),
      'POST /settled': reply(200, 1, { 'x-read-model': 'settled' }),
    });
    const heard = vi.fn();
    const stop = onLaggingWrite(heard);
    expect(await api('/settled', { method: 'POST' })).toBe(1);
    expect(heard).not.toHaveBeenCalled();
    expect(await api('/lagging', { method: 'POST' })).toBe(1);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await api('/lagging', { method: 'POST' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
