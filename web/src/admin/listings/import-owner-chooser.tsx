import { useEffect, useState } from 'react';
import type { AdminUserRow } from '#shared/admin/users';
import { adminUsersRoute } from '#shared/api/routes/admin-users';
import { useApi } from '../../api/use-api';
import { IMPORT_TEXT } from '../../csv-import/import-copy';
import { Field } from '../../ui/field';
import { FILTER_DEBOUNCE_MS } from '../ui/debounced-text-field';

/** The account an admin's import is for. */
export type ImportOwner = Pick<AdminUserRow, 'id' | 'full_name' | 'email'>;

/** How many matching accounts are offered. */
export const OWNER_CHOICES = 8;

type ImportOwnerChooserProps = {
  /** The signed-in admin (SWR's key). */
  userId: string;
  owner: ImportOwner | null;
  onChange: (owner: ImportOwner) => void;
};

/**
 * An admin's choice of the account the imported listings belong to: a search over names and
 * e-mail addresses (GET /api/admin/users?q=) and the matches as radio buttons, so the arrows,
 * Space and a screen reader all work as they do for any choice.
 */
export function ImportOwnerChooser({ userId, owner, onChange }: ImportOwnerChooserProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, error, isLoading } = useApi(
    adminUsersRoute,
    query ? { query: { q: query } } : null,
    { userId, keepPreviousData: true },
  );
  return (
    <ImportOwnerChoices
      text={text}
      onText={setText}
      searched={query !== ''}
      rows={query && data ? data.rows : null}
      failed={Boolean(error)}
      loading={isLoading}
      owner={owner}
      onChange={onChange}
    />
  );
}

type ImportOwnerChoicesProps = {
  text: string;
  onText: (text: string) => void;
  searched: boolean;
  /** The matches, or null before a search. */
  rows: readonly ImportOwner[] | null;
  failed: boolean;
  loading: boolean;
  owner: ImportOwner | null;
  onChange: (owner: ImportOwner) => void;
};

/** The chooser as it shows (rendered without a browser in tests). */
export function ImportOwnerChoices(props: ImportOwnerChoicesProps) {
  const { owner, rows } = props;
  // The chosen account stays on offer while the admin searches for another.
  const matches = rows?.slice(0, OWNER_CHOICES) ?? [];
  const choices =
    owner && !matches.some((row) => row.id === owner.id) ? [owner, ...matches] : matches;
  return (
    <div className="space-y-3">
      <Field
        id="csv-import-owner-search"
        label={IMPORT_TEXT.ownerSearch}
        hint={IMPORT_TEXT.ownerHint}
      >
        {(control) => (
          <input
            {...control}
            data-autofocus
            type="search"
            autoComplete="off"
            maxLength={100}
            value={props.text}
            onChange={(event) => props.onText(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the search must not submit or close anything.
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        )}
      </Field>
      {props.failed ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {IMPORT_TEXT.ownerSearchFailed}
        </p>
      ) : props.searched && rows !== null && rows.length === 0 && !props.loading ? (
        <p role="status" className="text-sm text-muted">
          {IMPORT_TEXT.ownerNone}
        </p>
      ) : null}
      {choices.length > 0 ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-semibold text-ink">{IMPORT_TEXT.ownerHeading}</legend>
          {choices.map((row) => (
            <label
              key={row.id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="csv-import-owner"
                value={row.id}
                checked={owner?.id === row.id}
                onChange={() => onChangeOwner(props, row)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-ink">
                  {row.full_name || row.email}
                </span>
                <span className="block text-sm break-words text-muted">{row.email}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

function onChangeOwner(props: ImportOwnerChoicesProps, row: ImportOwner) {
  props.onChange({ id: row.id, full_name: row.full_name, email: row.email });
}
