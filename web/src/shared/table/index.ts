export { DataTable, type Column, type DataTableProps, type ServerPaging } from './DataTable';
export { TablePager, type TablePagerProps } from './TablePager';
export { DEFAULT_PAGE_SIZE, fold, PAGE_LINKS, PAGE_SIZES, pageCount, pageRange, pageWindow } from './paging';
export {
  actionsColumn,
  auditGradesPath,
  auditHistoryPath,
  RowAction,
  RowActions,
  switchColumn,
  type DeleteActionProps,
  type HistoryActionProps,
  type RowActionProps,
} from './RowActions';
export { AddButton, type AddButtonProps } from './AddButton';
