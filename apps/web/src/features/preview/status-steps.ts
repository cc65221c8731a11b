import { STATUS_CODES, STATUS_GROUPS, statusTextKeys, type StatusGroup } from '@tracking/core';
import type { SelectGroup } from '../../ui/select-list';

/** The statuses a merchant starts with: the journey of a delivery, one per step. */
export const DEFAULT_PREVIEW_STATUSES = ['10', '40', '80', '90'];

/** The status picker's groups: the catalogue's status groups, each status by its title and code. */
export function statusGroups(t: (key: string, values?: Record<string, unknown>) => string): SelectGroup[] {
  return (Object.keys(STATUS_GROUPS) as StatusGroup[]).map((group) => ({
    id: group,
    label: t(`preview.groups.${group}`),
    options: STATUS_GROUPS[group].map((code) => ({
      id: String(code),
      label: t(statusTextKeys(code).title),
      description: t('preview.statusCode', { code }),
    })),
  }));
}

/** The chosen statuses in catalogue order (the order of a parcel's journey). */
export function orderedStatuses(chosen: ReadonlySet<string>): number[] {
  return STATUS_CODES.filter((code) => chosen.has(String(code)));
}

/** The status before or after `current` among the chosen ones, going round; `current` when none is chosen. */
export function stepStatus(chosen: readonly number[], current: number, step: 1 | -1): number {
  if (chosen.length === 0) return current;
  const index = chosen.indexOf(current);
  if (index === -1) return chosen[0] ?? current;
  return chosen[(index + step + chosen.length) % chosen.length] ?? current;
}

/** The status to show after the choice changed: a newly chosen one, else the current while still chosen. */
export function statusAfterChoice(
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
  current: number,
): number {
  const added = [...after].find((id) => !before.has(id));
  if (added !== undefined) return Number(added);
  if (after.has(String(current))) return current;
  return orderedStatuses(after)[0] ?? current;
}
