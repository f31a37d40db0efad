import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forum, openForum, stubForumServer, unlocked } from './forum.testing';

stubForumServer();

describe('reply form', () => {
  it('refuses a blank reply, then sends the topic and the text', async () => {
    const { user } = openForum('/forum/publicar/11', 6);
    const reply = await screen.findByRole('textbox', { name: /^Sua resposta/ });
    expect(reply).toHaveAttribute('maxlength', '255');
    expect(reply).toHaveAttribute('rows', '3');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');
    expect(forum.sent).toEqual([]);
    await user.type(reply, 'Antes de palavras femininas.');
    expect(screen.getByText('28/255 caracteres')).toBeInTheDocument();
    await unlocked('Publicar');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(forum.sent).toEqual([
        {
          method: 'POST',
          url: '/api/frm_postagem',
          body: { codFrmTopico: 11, txtPostagem: 'Antes de palavras femininas.' },
        },
      ]),
    );
    await waitFor(() => expect(reply).toHaveValue(''));
  });

  it('shows a refused reply titled "Erro ao publicar"', async () => {
    forum.refuse = { status: 400, body: { message: 'Este tópico está fechado.' } };
    const { user } = openForum('/forum/publicar/11', 6);
    await user.type(await screen.findByRole('textbox', { name: /^Sua resposta/ }), 'Oi');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Erro ao publicar')).toBeInTheDocument();
    expect(screen.getByText('Este tópico está fechado.')).toBeInTheDocument();
  });
});
