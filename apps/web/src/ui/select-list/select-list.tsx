import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Autocomplete,
  Button as AriaButton,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SearchField,
  Text,
  type Selection,
} from 'react-aria-components';
import { Checkbox } from '../checkbox';
import { Icon } from '../icon';
import {
  filterGroups,
  optionIds,
  selectAllState,
  toggleAll,
  type SelectGroup,
  type SelectOption,
} from './select-list-options';
import styles from './select-list.module.css';

interface CommonProps {
  /** Names the list (and the search field, with "Search"). */
  label: string;
  groups: readonly SelectGroup[];
  /** Placeholder of the search field. */
  searchPlaceholder?: string;
  className?: string;
}

interface SingleProps extends CommonProps {
  selectionMode: 'single';
  value: string | null;
  onChange: (id: string) => void;
}

interface MultipleProps extends CommonProps {
  selectionMode: 'multiple';
  value: ReadonlySet<string>;
  onChange: (ids: Set<string>) => void;
}

export type SelectListProps = SingleProps | MultipleProps;

/** Keys of a React Aria selection as option ids ("all" never happens: the list sets its keys itself). */
const idsOf = (selection: Selection) => new Set(selection === 'all' ? [] : [...selection].map(String));

function OptionRow({ option, multiple }: { option: SelectOption; multiple: boolean }) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span className={multiple ? styles.box : styles.tick} aria-hidden="true">
            {isSelected ? <Icon name="check" size={16} /> : null}
          </span>
          <span className={styles.text}>
            <Text slot="label">{option.label}</Text>
            {option.description ? (
              <Text slot="description" className={styles.description}>
                {option.description}
              </Text>
            ) : null}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * A list to choose from, with a search that filters it (case-insensitively, by the options' text), options in
 * titled groups, one or many chosen; with many, a Select all / Deselect all row acts on what the search shows.
 * Tab moves from the search to the list, arrow keys through it, Space or Enter choose (React Aria).
 */
export function SelectList(props: SelectListProps) {
  const { t } = useTranslation();
  const { label, groups, searchPlaceholder, className } = props;
  const [query, setQuery] = useState('');
  const labelId = useId();
  const shownGroups = useMemo(() => filterGroups(groups, query), [groups, query]);
  const shown = useMemo(() => optionIds(shownGroups), [shownGroups]);
  const multiple = props.selectionMode === 'multiple';
  const selected: ReadonlySet<string> = multiple ? props.value : new Set(props.value ? [props.value] : []);

  const change = (selection: Selection) => {
    const ids = idsOf(selection);
    if (props.selectionMode === 'multiple') props.onChange(ids);
    else {
      const [id] = ids;
      if (id !== undefined) props.onChange(id);
    }
  };
  const allState = selectAllState(shown, selected);

  return (
    <div className={`${styles.selectList} ${className ?? ''}`} role="group" aria-labelledby={labelId}>
      <div className={styles.head}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {multiple ? (
          <span className={styles.count}>
            {t('selectList.selectedCount', { selected: selected.size, total: optionIds(groups).length })}
          </span>
        ) : null}
      </div>
      {/* The list takes focus itself (Tab from the search, then arrows), so a keyboard can also scroll it. */}
      <Autocomplete inputValue={query} onInputChange={setQuery} disableVirtualFocus>
        <SearchField className={styles.search} aria-label={t('selectList.search', { label })}>
          <svg className={styles.searchIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Input
            className={styles.input}
            placeholder={searchPlaceholder ?? t('selectList.searchPlaceholder')}
          />
          {query ? (
            <AriaButton className={styles.clear} aria-label={t('field.clear')}>
              <Icon name="close" size={16} />
            </AriaButton>
          ) : null}
        </SearchField>
        {multiple && shown.length > 0 ? (
          <div className={styles.selectAll}>
            <Checkbox
              isSelected={allState === 'all'}
              isIndeterminate={allState === 'some'}
              onChange={() => props.onChange(toggleAll(shown, props.value))}
            >
              {allState === 'all' ? t('selectList.deselectAll') : t('selectList.selectAll')}
            </Checkbox>
          </div>
        ) : null}
        <ListBox
          className={`${styles.scroller} ${styles.list}`}
          aria-label={label}
          selectionMode={props.selectionMode}
          disallowEmptySelection={!multiple}
          selectedKeys={selected}
          onSelectionChange={change}
          renderEmptyState={() => <p className={styles.empty}>{t('selectList.noMatches', { query })}</p>}
        >
          {shownGroups.map((group) =>
            group.label ? (
              <ListBoxSection key={group.id} id={group.id} className={styles.group}>
                <Header className={styles.groupLabel}>{group.label}</Header>
                {group.options.map((option) => (
                  <OptionRow key={option.id} option={option} multiple={multiple} />
                ))}
              </ListBoxSection>
            ) : (
              group.options.map((option) => <OptionRow key={option.id} option={option} multiple={multiple} />)
            ),
          )}
        </ListBox>
      </Autocomplete>
    </div>
  );
}
