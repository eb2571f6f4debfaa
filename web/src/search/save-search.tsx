import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { createSavedSearchRoute } from '#shared/api/routes/create-saved-search';
import { pages } from '#shared/pages';
import {
  ALERT_FREQUENCIES,
  FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX,
  createSavedSearchSchema,
  savedQueryOf,
  savedSearchName,
  type AlertFrequency,
} from '#shared/saved-searches';
import type { SearchFilters } from '#shared/search/filters';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import type { ReturnState } from '../auth/require-session';
import { useSession } from '../auth/session-store';
import { schemaCheck, useForm } from '../forms/use-form';
import { buttonClass } from '../ui/button';
import { FormDialog } from '../ui/dialog';
import { TextInput } from '../ui/field';
import { Select } from '../ui/select';
import { showToast } from '../ui/toast-store';

export const SAVE_SEARCH_TEXT = {
  button: 'Save this search',
  signIn: 'Sign in to save this search',
  title: 'Save this search',
  description: 'We e-mail you new vans that match, and price drops on them.',
  name: 'Name',
  frequency: 'E-mail me',
  confirm: 'Save search',
  busy: 'Saving...',
  saved: 'Search saved',
  savedDescription: 'Find it, and change how often we e-mail you, in Saved searches.',
  failed: 'Could not save this search',
} as const;

/** The hash that opens the dialog on arrival: the sign-in page brings the buyer back with it. */
const OPEN_HASH = '#save-search';

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({
  value,
  label: FREQUENCY_LABELS[value],
}));

/**
 * 'Save this search' on the results page: signed in, a dialog with a name from the filters and
 * how often to e-mail; signed out, a link to sign in that comes back to the same search with
 * the dialog open.
 */
export function SaveSearch({ filters }: { filters: SearchFilters }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const arrivedToSave = location.hash === OPEN_HASH;

  useEffect(() => {
    if (arrivedToSave && session.status === 'signed-in') {
      setOpen(true);
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [arrivedToSave, session.status, navigate, location.pathname, location.search]);

  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    const state: ReturnState = { from: `${location.pathname}${location.search}${OPEN_HASH}` };
    return (
      <Link
        to={pages.authLogin.build()}
        state={state}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {SAVE_SEARCH_TEXT.signIn}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {SAVE_SEARCH_TEXT.button}
      </button>
      {open ? <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const saveFormSchema = createSavedSearchSchema.pick({ name: true, frequency: true });

function SaveSearchDialog({ filters, onClose }: { filters: SearchFilters; onClose: () => void }) {
  const form = useForm({
    initial: { name: savedSearchName(filters), frequency: 'daily' as AlertFrequency },
    check: schemaCheck(saveFormSchema),
    idPrefix: 'save-search',
    order: ['name', 'frequency'],
  });
  const [busy, setBusy] = useState(false);
  // The kit's text input takes no ref: the dialog focuses the name field by its id.
  const nameId = form.idOf('name');
  const nameRef = useMemo(
    () => ({
      get current() {
        return document.getElementById(nameId);
      },
    }),
    [nameId],
  );

  function submit() {
    if (busy) return;
    void form.submit(async (valid) => {
      setBusy(true);
      try {
        await callApi(createSavedSearchRoute, {
          body: { ...valid, query: savedQueryOf(filters) },
        });
        showToast({
          title: SAVE_SEARCH_TEXT.saved,
          description: SAVE_SEARCH_TEXT.savedDescription,
        });
        onClose();
      } catch (error) {
        showToast({
          title: SAVE_SEARCH_TEXT.failed,
          ...(error instanceof ApiError ? { description: error.message } : {}),
          variant: 'destructive',
        });
      } finally {
        setBusy(false);
      }
    });
  }

  return (
    <FormDialog
      id="save-search"
      title={SAVE_SEARCH_TEXT.title}
      description={<p>{SAVE_SEARCH_TEXT.description}</p>}
      busy={busy}
      onClose={onClose}
      initialFocusRef={nameRef}
      onSubmit={submit}
      confirmLabel={SAVE_SEARCH_TEXT.confirm}
      busyLabel={SAVE_SEARCH_TEXT.busy}
      tone="primary"
    >
      <TextInput
        id={nameId}
        name="name"
        label={SAVE_SEARCH_TEXT.name}
        value={form.values.name}
        error={form.errors.name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(value) => form.set('name', value)}
      />
      <Select
        id={form.idOf('frequency')}
        name="frequency"
        label={SAVE_SEARCH_TEXT.frequency}
        value={form.values.frequency}
        options={FREQUENCY_OPTIONS}
        error={form.errors.frequency}
        onChange={(value) => form.set('frequency', value as AlertFrequency)}
      />
    </FormDialog>
  );
}
