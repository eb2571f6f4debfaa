import { Link } from 'react-router-dom';
import { USER_TAG_CHOICES } from '../../../../shared/admin/users';
import { USER_ROLES } from '../../../../shared/catalogue/enums';
import { CARD, CONTROL, LABEL, TEXT_LINK } from '../ui/admin-styles';
import { DebouncedTextField } from '../ui/debounced-text-field';
import { ROLE_LABELS, TAG_LABELS } from './user-copy';
import {
  ADMIN_USERS_PATH,
  hasUserFilters,
  USERS_TEXT_MAX,
  type UserFilters as Filters,
} from './users-query';

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
    <form
      role="search"
      aria-label="Filter users"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={`${CARD} grid gap-4 sm:grid-cols-2 xl:grid-cols-3`}
    >
      <DebouncedTextField
        id="admin-users-q"
        label="Search"
        value={filters.q}
        maxLength={USERS_TEXT_MAX}
        hint="Name, e-mail address, location, phone or user id"
        onCommit={(q) => onChange({ q })}
      />
      <div>
        <label htmlFor="admin-users-role" className={LABEL}>
          Role
        </label>
        <select
          id="admin-users-role"
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as Filters['role'] })}
          className={CONTROL}
        >
          <option value="">All roles</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="admin-users-tag" className={LABEL}>
          Tag
        </label>
        <select
          id="admin-users-tag"
          value={filters.tag}
          onChange={(event) => onChange({ tag: event.target.value as Filters['tag'] })}
          className={CONTROL}
        >
          <option value="">All tags</option>
          {USER_TAG_CHOICES.map((tag) => (
            <option key={tag} value={tag}>
              {TAG_LABELS[tag]}
            </option>
          ))}
        </select>
      </div>
      {hasUserFilters(filters) ? (
        <p className="sm:col-span-2 xl:col-span-3">
          <Link to={ADMIN_USERS_PATH} className={TEXT_LINK}>
            Clear all filters
          </Link>
        </p>
      ) : null}
    </form>
  );
}
