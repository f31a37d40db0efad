import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoticesHost } from './NoticesHost';
import { notify } from './notify';

const notices = () => document.querySelectorAll('.mantine-Notifications-root');

describe('NoticesHost', () => {
  it('mounts nothing until a notice is asked for, then shows it at the top right and closes it after 5 seconds', async () => {
    render(
      <MantineProvider>
        <NoticesHost />
      </MantineProvider>,
    );
    expect(notices()).toHaveLength(0);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(() => notify('success', 'Turma cadastrada.'));
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Turma cadastrada.');
      expect(notice.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');
      act(() => vi.advanceTimersByTime(4_000));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_500));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
