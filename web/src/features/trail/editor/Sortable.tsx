import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
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

export interface SortableListProps {
  ids: number[];
  /** Called with the dragged item and the item at the target position: they swap (spec, section 4). */
  onSwap: (dragged: number, target: number) => void;
  children: ReactNode;
}

/** A vertical list reordered by drag (pointer, or keyboard: space to lift, arrows, space to drop). */
export function SortableList({ ids, onSwap, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onSwap(Number(active.id), Number(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
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
