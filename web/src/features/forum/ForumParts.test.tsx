import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApiWithFiles, type ApiMock } from '../../test/api';
import {
  expectCharacterCount,
  expectFollowsLanguage,
  renderRoutes,
  renderWithProviders,
} from '../../test/render';
import { signInAs } from '../../test/session';
import { CharacterCount, ClosedBadge, ForumAuthor, useIdParam } from './ForumParts';

let api: ApiMock;

beforeEach(() => {
  api = mockApiWithFiles({}, 'blob:avatar');
});

/** The avatar is decorative (hidden from screen readers, the name is beside it): its picture, if any. */
const avatarPicture = (container: HTMLElement) => container.querySelector('img');

describe('ForumAuthor', () => {
  it('shows who wrote and when, with the initials without an avatar', () => {
    const { container } = renderWithProviders(
      <ForumAuthor name="Maria Souza" avatar={null} date="2026-05-10T14:30:00" />,
    );
    expect(screen.getByText('Maria Souza')).toBeInTheDocument();
    expect(screen.getByText('10/05/2026 14:30')).toHaveAttribute('datetime', '2026-05-10T14:30:00');
    expect(screen.getByText('MS')).toBeInTheDocument();
    expect(avatarPicture(container)).toBeNull();
    expect(api.calls()).toEqual([]);
  });

  it('shows an avatar given as an address as it is', () => {
    const { container } = renderWithProviders(
      <ForumAuthor name="Carlos Dias" avatar="https://cdn.example/carlos.png" date="2026-05-10T14:30:00" />,
    );
    expect(avatarPicture(container)).toHaveAttribute('src', 'https://cdn.example/carlos.png');
  });

  it('fetches an avatar stored on the platform with the session', async () => {
    signInAs(5);
    const { container } = renderWithProviders(
      <ForumAuthor name="Carlos Dias" avatar="abc" date="2026-05-10T14:30:00" />,
    );
    await waitFor(() => expect(avatarPicture(container)).toHaveAttribute('src', 'blob:avatar'));
    const [fetched] = api.calls();
    expect(fetched!.url).toBe('/api/files/abc');
    expect(fetched!.headers.get('authorization')).toBe('Bearer token');
  });
});

describe('ClosedBadge', () => {
  it('says "Fechado", in the current language', async () => {
    await expectFollowsLanguage(<ClosedBadge />, 'Fechado', 'Closed');
  });
});

describe('CharacterCount', () => {
  it('counts the characters typed of the most the field takes', async () => {
    await expectCharacterCount(CharacterCount);
  });
});

describe('useIdParam', () => {
  function Topic() {
    return <p>Tópico: {String(useIdParam())}</p>;
  }

  it.each([
    ['12', '12'],
    ['abc', 'null'],
    ['0', 'null'],
    ['-3', 'null'],
    ['1.5', 'null'],
  ])('reads /forum/topicos/%s as %s', (id, read) => {
    renderRoutes([{ path: '/forum/topicos/:id', element: <Topic /> }], `/forum/topicos/${id}`);
    expect(screen.getByText(`Tópico: ${read}`)).toBeInTheDocument();
  });
});
