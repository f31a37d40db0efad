import { Anchor, Group } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '../../shared/notify';
import { LoginForm } from './LoginForm';
import { SignInFrame } from './SignInFrame';
import { usePasswordHelpTexts } from './texts';
import { useSecretShortcut } from './useSecretShortcut';

const VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

/**
 * /login, with "Esqueci minha senha" under the form and the Privacidade page linked in its
 * footer. No artificial wait after the answer (docs/decisions: the spec's 2 seconds are dropped).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const tp = usePasswordHelpTexts();
  const navigate = useNavigate();
  const onHeaderClick = useSecretShortcut(() => {
    // Elements, not strings: the notice follows a language switch while it shows.
    void notify('info', <Trans i18nKey="login.shortcut" values={{ version: VERSION }} />, {
      title: <Trans i18nKey="login.shortcutTitle" />,
    });
    navigate('/');
  });
  return (
    <SignInFrame title={t('login.title')} subtitle={t('login.subtitle')} onHeaderClick={onHeaderClick}>
      <LoginForm onSignedIn={() => navigate('/home', { replace: true })} />
      <Group justify="center" mt="md">
        <Anchor component={Link} to="/esqueci-senha" size="sm" py={4}>
          {tp('link')}
        </Anchor>
      </Group>
    </SignInFrame>
  );
}
