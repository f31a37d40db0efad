import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useEditorTexts } from './texts';

export interface SortableListProps {
  ids: number[];
  /** An item as the user sees it ("Aula «Frações»"): what a screen reader hears while it moves. */
  itemLabel: (id: number) => string;
  /** Called with the dragged item and the item at the target position: they swap (spec, section 4). */
  onSwap: (dragged: number, target: number) => void;
  children: ReactNode;
}

/**
 * What a screen reader hears of a drag, in the interface's language: the item and its target by
 * their labels and positions (dnd-kit's own words are English and name the items by id).
 */
function useSortableAnnouncements(
  ids: number[],
  itemLabel: (id: number) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const te = useEditorTexts();
  const total = ids.length;
  const at = (id: UniqueIdentifier) => ({
    item: itemLabel(Number(id)),
    position: ids.indexOf(Number(id)) + 1,
    total,
  });
  const stayed = (id: UniqueIdentifier) => te('sortable.stayed', at(id));
  return {
    screenReaderInstructions: { draggable: te('sortable.instructions') },
    announcements: {
      onDragStart: ({ active }) => te('sortable.picked', at(active.id)),
      onDragOver: ({ active, over }) => {
        // Over itself or nothing (so right after the lift too, which this must not talk over): a
        // drop there leaves it where it was.
        if (!over || over.id === active.id) return te('sortable.picked', at(active.id));
        const target = at(over.id);
        return te('sortable.over', { ...target, item: itemLabel(Number(active.id)), target: target.item });
      },
      onDragEnd: ({ active, over }) => {
        if (!over || over.id === active.id) return stayed(active.id);
        const [moved, target] = [at(active.id), at(over.id)];
        // The two swap: the moved item takes the target's position and the target the moved one's.
        return te('sortable.dropped', {
          item: moved.item,
          position: target.position,
          total,
          target: target.item,
          from: moved.position,
        });
      },
      onDragCancel: ({ active }) => te('sortable.cancelled', at(active.id)),
    },
  };
}

/** A vertical list reordered by drag (pointer, or keyboard: space to lift, arrows, space to drop). */
export function SortableList({ ids, itemLabel, onSwap, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { announcements, screenReaderInstructions } = useSortableAnnouncements(ids, itemLabel);
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onSwap(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface SortableItemProps {
  id: number;
  /** The drag handle's accessible name; no handle when absent (read only). */
  handleLabel?: string;
  children: (handle: ReactNode) => ReactNode;
}

/** One item of a SortableList; `children` places the drag handle it is given. */
export function SortableItem({ id, handleLabel, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled: !handleLabel,
    });
  const handle = handleLabel ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={handleLabel}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  ) : null;
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      {children(handle)}
    </div>
  );
}
