import { USER_ROLES } from '#shared/catalogue/enums';
import { FilterSelect } from '../../ui/select';
import { DebouncedTextField } from '../ui/debounced-text-field';
import { FiltersForm } from '../ui/filters-form';
import { hasFilters } from '../ui/list-query';
import { ROLE_LABELS, TAG_OPTIONS } from './user-copy';
import { USERS_TEXT_MAX, type UserFilters as Filters } from './users-query';
import { pages } from '#shared/pages';

const ROLE_OPTIONS = USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

type UserFiltersProps = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
};

/**
 * Admin Users' filters (spec 02): role, tag and a search over name, e-mail address, location,
 * phone and id. Each writes to the URL, the list's one source, so a filtered view can be shared.
 */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  return (
    <FiltersForm
      label="Filter users"
      clearHref={hasFilters(filters) ? pages.adminUsers.build() : null}
    >
      <DebouncedTextField
        id="admin-users-q"
        label="Search"
        value={filters.q}
        maxLength={USERS_TEXT_MAX}
        hint="Name, e-mail address, location, phone or user id"
        onCommit={(q) => onChange({ q })}
      />
      <FilterSelect
        id="admin-users-role"
        label="Role"
        anyLabel="All roles"
        value={filters.role}
        options={ROLE_OPTIONS}
        onChange={(role) => onChange({ role: (role ?? '') as Filters['role'] })}
      />
      <FilterSelect
        id="admin-users-tag"
        label="Tag"
        anyLabel="All tags"
        value={filters.tag}
        options={TAG_OPTIONS}
        onChange={(tag) => onChange({ tag: (tag ?? '') as Filters['tag'] })}
      />
    </FiltersForm>
  );
}
