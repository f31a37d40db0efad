import { Code, List, Paper, Stack, Text } from '@mantine/core';
import { REQUIRED_USER_CSV_COLUMNS, USER_CSV_COLUMNS } from '@school/modules/identity/contracts';
import { Message } from '../../i18n/messages';
import { useBulkTexts } from './texts';

/** "Carregue um registro .CSV formatado." with the columns the file has. */
export function EmptyPrompt() {
  const text = useBulkTexts();
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
      </Stack>
    </Paper>
  );
}
