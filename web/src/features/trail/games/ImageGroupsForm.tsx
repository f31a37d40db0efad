import { Button, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { GAME_LIMITS, GameCode } from '@school/modules/content/contracts';
import { GameImageList } from './GameImageList';
import { type GameFormProps, GameFormShell, ListError, useGameForm } from './GameFormShell';
import { AddItemButton } from './GameListParts';
import { useGameTexts } from './texts';

/** Image groups (8): 2 to 6 groups of 2 to 6 images. */
export function ImageGroupsForm(props: GameFormProps<typeof GameCode.ImageGroups>) {
  const tx = useGameTexts();
  const { form, submit, imagesAt } = useGameForm(GameCode.ImageGroups, props);
  const L = GAME_LIMITS.groups;
  const groups = form.values.groups;
  return (
    <GameFormShell submit={submit} footer={props.footer} id={props.id}>
      {groups.map((_, i) => (
        <Stack key={i} gap={4}>
          <GameImageList
            label={tx('groupN', { n: i + 1 })}
            {...imagesAt(`groups.${i}`)}
            max={L.imagesMax}
            limitMessage="game.imagesMax6"
          />
          {groups.length > L.min && (
            <Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => form.removeListItem('groups', i)}
              >
                {tx('removeGroup', { n: i + 1 })}
              </Button>
            </Group>
          )}
        </Stack>
      ))}
      <ListError error={form.errors.groups} />
      <AddItemButton disabled={groups.length >= L.max} onClick={() => form.insertListItem('groups', [])}>
        {tx('addGroup')}
      </AddItemButton>
    </GameFormShell>
  );
}
