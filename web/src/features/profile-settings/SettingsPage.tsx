import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyData } from '@school/modules/identity/contracts';
import { MY_DATA_KEY } from '../../shared/ownData';
import { api } from '../../shared/api';
import { ImagePicker, JPEG_PNG } from '../../shared/image';
import { notify } from '../../shared/notify';
import { PasswordForm } from './PasswordForm';
import { DataCopySettings } from './DataCopySettings';
import { SessionsSettings } from './SessionsSettings';
import { SettingsText, useSettingsTexts } from './texts';

/** POST /bse_usuario/changeData records the avatar at once (202); its scaled copy follows over socket.io. */
const AVATAR_UPLOAD = {
  path: '/bse_usuario/changeData',
  field: 'imgAvatar',
  idOf: (answer: Record<string, unknown>) => String(answer.imgAvatar),
};

/** Where the avatar is served: `imgAvatar` is a file id (an older record may hold a path already). */
export function avatarUrl(imgAvatar: string | null | undefined): string | null {
  if (!imgAvatar) return null;
  return /^(\/|https?:|blob:|data:)/.test(imgAvatar) ? imgAvatar : `/api/files/${imgAvatar}`;
}

/** /configuracao (Configurações, every profile but Assistente): the avatar, the password, the sessions, a copy of one's data. */
export function SettingsPage() {
  const ts = useSettingsTexts();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={1000}>
      <Section title={ts('avatarTitle')}>
        <AvatarSettings />
      </Section>
      <Section title={ts('passwordTitle')}>
        <PasswordForm />
      </Section>
      <Section title={ts('sessionsTitle')}>
        <SessionsSettings />
      </Section>
      <Section title={ts('copyTitle')}>
        <DataCopySettings />
      </Section>
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The current avatar (own data) and a picker that replaces it: jpeg or png, one image. */
export function AvatarSettings() {
  const ts = useSettingsTexts();
  const queryClient = useQueryClient();
  const myData = useQuery({
    queryKey: MY_DATA_KEY,
    queryFn: ({ signal }) => api<MyData>('/bse_usuario/getMeusDados/x', { signal }),
  });
  const [uploaded, setUploaded] = useState<string | null>(null);
  return (
    <ImagePicker
      label={ts('avatarLabel')}
      description={ts('avatarHint')}
      value={uploaded ?? avatarUrl(myData.data?.imgAvatar)}
      onChange={(url) => {
        if (!url) return;
        setUploaded(url);
        void queryClient.invalidateQueries({ queryKey: MY_DATA_KEY });
        void notify('success', <SettingsText k="avatarSaved" />);
      }}
      accept={JPEG_PNG}
      target={AVATAR_UPLOAD}
      formatError="avatar.format"
      removable={false}
    />
  );
}
