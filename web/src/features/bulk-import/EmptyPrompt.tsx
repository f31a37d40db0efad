import { Button, Code, List, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { REQUIRED_USER_CSV_COLUMNS, USER_CSV_COLUMNS } from '@school/modules/identity/contracts';
import { Message } from '../../i18n/messages';
import { useDownloadBulkTemplate } from './api';
import { useBulkTexts } from './texts';

/** "Carregue um registro .CSV formatado." with the columns the file has and the template to fill. */
export function EmptyPrompt() {
  const text = useBulkTexts();
  const template = useDownloadBulkTemplate();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={500}>
          <Message code="bulk.loadPrompt" />
        </Text>
        <Text size="sm">{text('columns')}</Text>
        <List size="sm" spacing={2}>
          {USER_CSV_COLUMNS.map((column) => (
            <List.Item key={column}>
              <Code>{column}</Code>
              {REQUIRED_USER_CSV_COLUMNS.includes(column) && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({text('required')})
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{text('templateHint')}</Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => template.mutate()}
          loading={template.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {text('template')}
        </Button>
      </Stack>
    </Paper>
  );
}
