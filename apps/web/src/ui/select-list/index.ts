export { SelectList, type SelectListProps } from './select-list';
export type { SelectGroup, SelectOption } from './select-list-options';
