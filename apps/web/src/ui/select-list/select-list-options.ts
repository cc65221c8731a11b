/** One choice of a select list. */
export interface SelectOption {
  id: string;
  /** What shows, and what the search matches. */
  label: string;
  /** A second line under the label. */
  description?: string;
}

/** A titled group of options; a list without groups has one group with no title. */
export interface SelectGroup {
  id: string;
  label?: string;
  options: readonly SelectOption[];
}

/** The groups with only the options whose label holds the query, ignoring case; empty groups are dropped. */
export function filterGroups(groups: readonly SelectGroup[], query: string): SelectGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      options: group.options.filter((option) => option.label.toLocaleLowerCase().includes(needle)),
    }))
    .filter((group) => group.options.length > 0);
}

/** Every option id of the groups, in order. */
export function optionIds(groups: readonly SelectGroup[]): string[] {
  return groups.flatMap((group) => group.options.map((option) => option.id));
}

/** How much of what is shown is selected: the Select all row is checked, mixed or clear. */
export function selectAllState(
  shown: readonly string[],
  selected: ReadonlySet<string>,
): 'all' | 'some' | 'none' {
  const count = shown.filter((id) => selected.has(id)).length;
  if (count > 0 && count === shown.length) return 'all';
  return count > 0 ? 'some' : 'none';
}

/**
 * The selection after the Select all row is used: when everything shown is selected it deselects what is shown,
 * otherwise it selects it. Options hidden by the search keep their state.
 */
export function toggleAll(shown: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (selectAllState(shown, selected) === 'all') for (const id of shown) next.delete(id);
  else for (const id of shown) next.add(id);
  return next;
}
