import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forum, openForum, stubForumServer, unlocked } from './forum.testing';

stubForumServer();

describe('new topic form', () => {
  it('refuses a blank topic, then publishes the exact body', async () => {
    const { user } = openForum('/forum/topicos/1', 2);
    await user.click(await screen.findByRole('button', { name: 'Novo tópico' }));
    const form = screen.getByRole('form', { name: 'Novo tópico' });
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');
    expect(forum.sent).toEqual([]);

    const title = within(form).getByRole('textbox', { name: /^Título/ });
    const message = within(form).getByRole('textbox', { name: /^Mensagem/ });
    expect(title).toHaveAttribute('maxlength', '100');
    expect(message).toHaveAttribute('maxlength', '240');
    expect(message).toHaveAttribute('rows', '3');
    await user.type(title, 'Acentuação');
    expect(within(form).getByText('10/100 caracteres')).toBeInTheDocument();
    await user.type(message, 'Alguém explica o acento grave?');
    expect(within(form).queryByRole('alert')).toBeNull();
    await unlocked('Publicar');
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(forum.sent).toEqual([
        {
          method: 'POST',
          url: '/api/frm_topico',
          body: { codFrmSala: 1, txtTopico: 'Acentuação', dscTopico: 'Alguém explica o acento grave?' },
        },
      ]),
    );
    expect(await screen.findByText('Publicado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Novo tópico' })).toBeNull());
  });

  it('shows the server’s refusal of a new topic titled "Erro ao publicar"', async () => {
    forum.refuse = { status: 403, body: { message: 'Só o autor ou a direção da escola pode fazer isso.' } };
    const { user } = openForum('/forum/topicos/1', 1, 1);
    await user.click(await screen.findByRole('button', { name: 'Novo tópico' }));
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Aviso');
    await user.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Texto');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Erro ao publicar')).toBeInTheDocument();
    expect(screen.getByText('Só o autor ou a direção da escola pode fazer isso.')).toBeInTheDocument();
  });
});
