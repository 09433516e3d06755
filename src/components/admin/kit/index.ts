// The admin kit: the parts every admin screen is built from. Import from
// '@/components/admin/kit' (or './kit' inside src/components/admin).

export {
  Badge,
  BadgeList,
  StatusBadge,
  type BadgeProps,
  type BadgeStates,
  type BadgeTone,
} from './badge';
export {
  Button,
  ButtonGroup,
  ButtonLink,
  buttonClass,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonVariant,
} from './button';
export { ConfirmProvider, useConfirm, type ConfirmRequest } from './confirm';
export { useAction } from './use-action';
export { useAddressFilters, type AddressFilters } from './use-address-filters';
export { FormPopup, type FormPopupProps } from './form-popup';
export { KEEP_LIVE_ATTRIBUTE, Modal, type ModalProps } from './modal';
export { NotificationsProvider, useNotify, type NotificationTone } from './notification';
export {
  AddressListScreen,
  AdminPage,
  BackLink,
  PageIntro,
  Panel,
  SectionTitle,
  type AdminPageProps,
} from './page';
export { PagedListPager, Pager, type PagerProps } from './pager';
export { ListSearch, NoMatches, type ListSearchProps } from './list-search';
export {
  SEARCH_DELAY_MS,
  useLocalPagedList,
  usePagedList,
  type ListSearchState,
  type LoadedPage,
  type PagedList,
  type PagedListOptions,
} from './use-paged-list';
export { ErrorMessage, FormError, ResourceState, type ResourceStateProps } from './resource-state';
export { useFieldValue, type FieldValue } from './use-field-value';
export { ResourceTable, type ResourceTableProps } from './resource-table';
export { actionsColumn, CellNote, Table, type TableColumn, type TableProps } from './table';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export {
  useConfirmDelete,
  type ConfirmDelete,
  type ConfirmDeleteOptions,
} from './use-confirm-delete';
export { Spinner, SpinnerWheel, type SpinnerProps } from '@/components/ui/spinner';
