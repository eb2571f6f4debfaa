import { useRef, useState } from 'react';
import { pages } from '#shared/pages';
import {
  ALERT_FREQUENCIES,
  FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchHref,
  renameSavedSearchSchema,
  type AlertFrequency,
  type SavedSearch,
} from '#shared/saved-searches';
import { SignedInPage } from '../auth/signed-in-page';
import { schemaCheck, useForm } from '../forms/use-form';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Dialog, DialogActions, FormDialog } from '../ui/dialog';
import { TextInput } from '../ui/field';
import { PageShell } from '../ui/page-shell';
import { RetryAlert } from '../ui/retry-alert';
import { Select } from '../ui/select';
import { SKELETON } from '../ui/styles';
import {
  pendingText,
  SAVED_SEARCHES_SIGNED_OUT_TOAST,
  SAVED_SEARCHES_TEXT as TEXT,
} from './saved-searches-copy';
import { useSavedSearches } from './use-saved-searches';

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({
  value,
  label: FREQUENCY_LABELS[value],
}));

/** /saved-searches: the buyer's saved searches, each to open, rename, retime, pause or delete. */
export function SavedSearchesPage() {
  return (
    <SignedInPage copy={TEXT} signedOutToast={SAVED_SEARCHES_SIGNED_OUT_TOAST}>
      {(user) => <SavedSearches userId={user.id} />}
    </SignedInPage>
  );
}

function SavedSearches({ userId }: { userId: string }) {
  const searches = useSavedSearches(userId);
  return (
    <PageShell
      trail={[{ label: 'Dashboard', href: pages.dashboard.build() }, { label: TEXT.heading }]}
      title={TEXT.heading}
      lead={TEXT.lead}
    >
      <div className="mt-8">
        {searches.failed ? (
          <RetryAlert message={TEXT.loadFailed} onRetry={searches.retry} />
        ) : searches.items === null ? (
          <div aria-busy="true" aria-label={TEXT.loading} className={`h-32 ${SKELETON}`} />
        ) : searches.items.length === 0 ? (
          <Card>
            <p>{TEXT.empty}</p>
            <Button href={pages.usedVans.build()} className="mt-4">
              {TEXT.browse}
            </Button>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {searches.items.map((search) => (
              <li key={search.id}>
                <SavedSearchCard
                  search={search}
                  busy={searches.busyId === search.id}
                  onUpdate={(body) => searches.update(search.id, body)}
                  onDelete={() => searches.remove(search.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}

type CardProps = {
  search: SavedSearch;
  busy: boolean;
  onUpdate: (body: {
    name?: string;
    frequency?: AlertFrequency;
    paused?: boolean;
  }) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
};

function SavedSearchCard({ search, busy, onUpdate, onDelete }: CardProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const headingId = `saved-search-${search.id}`;
  return (
    <Card headingId={headingId} title={search.name} padding="list">
      <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
        {search.paused ? <Badge tone="neutral">{TEXT.paused}</Badge> : null}
        <span>{pendingText(search.pending_alerts)}</span>
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Button href={savedSearchHref(search.query)} size="sm">
          {TEXT.open}
          <span className="sr-only"> {search.name}</span>
        </Button>
        <div className="w-44">
          <Select
            id={`frequency-${search.id}`}
            label={TEXT.frequency}
            value={search.frequency}
            options={FREQUENCY_OPTIONS}
            disabled={busy}
            onChange={(value) => void onUpdate({ frequency: value as AlertFrequency })}
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => void onUpdate({ paused: !search.paused })}
        >
          {search.paused ? TEXT.resume : TEXT.pause}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => setDialog('rename')}
        >
          {TEXT.rename}
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => setDialog('delete')}
        >
          {TEXT.delete}
        </Button>
      </div>
      {dialog === 'rename' ? (
        <RenameDialog
          search={search}
          busy={busy}
          onRename={async (name) => {
            if (await onUpdate({ name })) setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteDialog
          search={search}
          busy={busy}
          onDelete={async () => {
            if (await onDelete()) setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Card>
  );
}

function RenameDialog(props: {
  search: SavedSearch;
  busy: boolean;
  onRename: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm({
    initial: { name: props.search.name },
    check: schemaCheck(renameSavedSearchSchema),
    idPrefix: 'rename-search',
    order: ['name'],
  });
  const nameId = form.idOf('name');
  const nameRef = useRef<HTMLElement | null>(null);
  return (
    <FormDialog
      id="rename-search"
      title={TEXT.renameTitle}
      busy={props.busy}
      onClose={props.onClose}
      initialFocusRef={{
        get current() {
          return nameRef.current ?? document.getElementById(nameId);
        },
      }}
      onSubmit={() => void form.submit((valid) => props.onRename(valid.name))}
      confirmLabel={TEXT.renameConfirm}
      busyLabel={TEXT.renameBusy}
      tone="primary"
    >
      <TextInput
        id={nameId}
        name="name"
        label={TEXT.name}
        value={form.values.name}
        error={form.errors.name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(value) => form.set('name', value)}
      />
    </FormDialog>
  );
}

function DeleteDialog(props: {
  search: SavedSearch;
  busy: boolean;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      id="delete-search"
      title={TEXT.deleteTitle}
      description={<p>Delete '{props.search.name}'? Its e-mails stop and it cannot be undone.</p>}
      busy={props.busy}
      onClose={props.onClose}
      initialFocusRef={cancelRef}
    >
      {(close) => (
        <DialogActions
          busy={props.busy}
          confirmLabel={TEXT.deleteConfirm}
          busyLabel={TEXT.deleteBusy}
          onCancel={close}
          onConfirm={() => void props.onDelete()}
          cancelRef={cancelRef}
          spacing="message"
        />
      )}
    </Dialog>
  );
}
