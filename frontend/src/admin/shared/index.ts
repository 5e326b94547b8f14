/** What the admin screens share: their tables, paging, toolbars, dialogs and small widgets (the styles aside). */
export { AdminTable } from './AdminTable';
export { TableScroll } from './TableScroll';
export { ActionDialog, EditDialog, ViewDialog } from './dialogs';
export { ListToolbar, NameCell, Panel, RefreshButton, RowActions } from './list-parts';
export { MoneyCards } from './MoneyCards';
export { Pagination, type PageInfo } from './Pagination';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_DELAY_MS, pageOf, totalPagesOf } from './paging';
export { useListSearch } from './useListSearch';
export { usePagedQuery } from './usePagedQuery';
export { Badge, Details, SelectField, StatCard, StatGrid, capitalise, formatDate, formatDateTime, statusTone, type Tone } from './widgets';
