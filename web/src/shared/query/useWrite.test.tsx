import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiMock, mockApi, networkFailure, reply } from '../../test/api';
import { TestProviders } from '../../test/render';
import { api } from '../api';
import { useWrite, type WriteOptions } from './useWrite';

let server: ApiMock;
/** The answers of the next writes, in order; 1 once they run out. */
let answers: (() => unknown)[];
/** The idempotency key of each write sent. */
const keys = () => server.calls().map((c) => c.key);

beforeEach(() => {
  notifications.clean();
  answers = [];
  server = mockApi({ 'POST /thing/:id': () => (answers.shift() ?? (() => 1))() });
});

const send = (id: number, key: string) => api(`/thing/${id}`, { method: 'POST', idempotencyKey: key });

function setup(options: Partial<WriteOptions<number, unknown>> = {}) {
  return renderHook(() => ({ write: useWrite({ write: send, ...options }), client: useQueryClient() }), {
    wrapper: TestProviders,
  });
}

const refused = () => reply(409, { code: 'x.refused', message: 'Someone changed it.' });
const offline = networkFailure;

describe('useWrite', () => {
  it('sends each action with a fresh idempotency key', async () => {
    const { result } = setup();
    await act(() => result.current.write.mutateAsync(1));
    await act(() => result.current.write.mutateAsync(1));
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toBeTruthy();
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it("shows a refusal's message in a notice, with the options the write gives", async () => {
    answers.push(refused);
    const { result } = setup({ notifyErrors: (_error, id) => ({ title: `Not saved: ${id}` }) });
    act(() => result.current.write.mutate(3));
    expect(await screen.findByText('Someone changed it.')).toBeInTheDocument();
    expect(screen.getByText('Not saved: 3')).toBeInTheDocument();
  });

  it('leaves the refusal to the caller when told to', async () => {
    answers.push(refused);
    const { result } = setup({ notifyErrors: false });
    await act(() => expect(result.current.write.mutateAsync(1)).rejects.toMatchObject({ status: 409 }));
    await waitFor(() => expect(result.current.write.isError).toBe(true));
    expect(screen.queryByText('Someone changed it.')).not.toBeInTheDocument();
  });

  it('reads the stale queries again once the write ends, done or refused', async () => {
    const { result } = setup({ invalidates: (id) => [['things'], ['thing', id]] });
    const invalidate = vi.spyOn(result.current.client, 'invalidateQueries');
    await act(() => result.current.write.mutateAsync(4));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['things'], ['thing', 4]]);
    answers.push(refused);
    invalidate.mockClear();
    act(() => result.current.write.mutate(5));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  });

  it('keeps the key for the retries of an unanswered action when asked, until answered or reset', async () => {
    const { result } = setup({ retryKeepsKey: true, notifyErrors: false });
    const attempt = () => act(() => result.current.write.mutateAsync(1).catch(() => undefined));
    answers.push(offline, offline, refused);
    await attempt();
    await attempt();
    await attempt();
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).toBe(keys()[0]);
    await attempt();
    expect(keys()[3]).not.toBe(keys()[2]);

    answers.push(offline);
    await attempt();
    act(() => result.current.write.reset());
    await attempt();
    expect(keys()[5]).not.toBe(keys()[4]);
  });
});
