import { useState, type ReactNode } from 'react';
import { Box, Button, Drawer, Group, Paper, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TrailMap, type TrailMapProps } from './TrailMap';
import { usePlayerTexts } from './texts';

/** Wide enough for the map beside the player (the shell's menu takes the left of the screen). */
const SIDE_BY_SIDE = '(min-width: 75em)';
const PANEL_WIDTH = 300;

/**
 * The player with its trail map: beside it on a wide screen, in a drawer on a phone or a narrow
 * window (its button above the player); a content picked in the drawer closes it, then shows.
 */
export function PlayerMap({ children, onPick, ...map }: TrailMapProps & { children: ReactNode }) {
  const tp = usePlayerTexts();
  const { t } = useTranslation();
  const wide = useMediaQuery(SIDE_BY_SIDE, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  // The content picked in the drawer is shown once it closed, so that the focus goes to it and not
  // back to the map's button.
  const [picked, setPicked] = useState<number | null>(null);
  // One tree whatever the width, so that a resize (a phone turned) never remounts the player and
  // its game: only the panel, the button and the drawer come and go.
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      {wide && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          w={PANEL_WIDTH}
          style={{
            flexShrink: 0,
            position: 'sticky',
            top: 'calc(var(--app-shell-header-height, 0px) + 8px)',
          }}
        >
          <ScrollArea.Autosize mah="calc(100vh - 120px)" type="auto">
            <TrailMap {...map} onPick={onPick} />
          </ScrollArea.Autosize>
        </Paper>
      )}
      <Box style={{ flex: 1, minWidth: 0 }}>
        {!wide && (
          <Button
            variant="light"
            leftSection={<IconMap size={16} aria-hidden />}
            aria-haspopup="dialog"
            onClick={() => setOpened(true)}
            mb="sm"
          >
            {tp('openMap')}
          </Button>
        )}
        {children}
      </Box>
      <Drawer
        opened={opened && !wide}
        onClose={() => setOpened(false)}
        title={tp('map')}
        position="left"
        size="85%"
        closeButtonProps={{ 'aria-label': t('app.close') }}
        onExitTransitionEnd={() => {
          if (picked !== null) onPick(picked);
          setPicked(null);
        }}
      >
        <TrailMap
          {...map}
          onPick={(id) => {
            setPicked(id);
            setOpened(false);
          }}
        />
      </Drawer>
    </Group>
  );
}
