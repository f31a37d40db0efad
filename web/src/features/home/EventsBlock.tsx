import { Anchor, Box, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeCalendarEvent } from '@school/modules/reporting/contracts';
import { Empty, HomeBlock } from './HomeBlock';
import { useHomeTexts } from './texts';

/** The caller's next calendar events, each to the calendar. */
export function EventsBlock({ events }: { events: readonly HomeCalendarEvent[] }) {
  const th = useHomeTexts();
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <HomeBlock title={th('events')}>
      {events.length === 0 ? (
        <Empty>{th('noEvents')}</Empty>
      ) : (
        <List listStyleType="none" spacing="xs">
          {events.map((e) => (
            <List.Item key={e.codCldCalendario}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                <Box
                  w={10}
                  h={10}
                  style={{ borderRadius: 5, flex: 'none' }}
                  bg={e.hexCorEvento}
                  aria-hidden
                />
                <Text size="sm">
                  <time dateTime={e.datEvento}>{date.format(new Date(e.datEvento))}</time> · {e.dscTitulo}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to="/calendario/listar" size="sm">
        {th('allEvents')}
      </Anchor>
    </HomeBlock>
  );
}
