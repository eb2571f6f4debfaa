import { useState } from 'react';
import type { ImportStatus } from '#shared/csv-import/imports';
import { importCompletedToast } from '../../csv-import/import-copy';
import { ImportCsvButton } from '../../csv-import/import-csv-button';
import { ImportDialog } from '../../csv-import/import-dialog';
import { importSummary } from '../../csv-import/import-state';
import { showToast } from '../../ui/toast-store';
import { useRefreshAdmin } from '../ui/use-refresh-admin';
import { ImportOwnerChooser, type ImportOwner } from './import-owner-chooser';

/**
 * Admin Listings' Import CSV (spec 02 section 2): the same dialog as the seller's, with the
 * account the listings belong to chosen first (POST /api/admin/imports with its id).
 */
export function AdminImportCsv({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ImportCsvButton onClick={() => setOpen(true)} />
      {open ? <AdminImportDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AdminImportDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [owner, setOwner] = useState<ImportOwner | null>(null);
  const refreshAdmin = useRefreshAdmin();
  function finished(record: ImportStatus) {
    if (importSummary(record).succeeded) {
      showToast(importCompletedToast(record.imported, record.rows_total ?? record.imported));
    }
    // The new pending listings show in the list and the moderation queue.
    void refreshAdmin();
  }
  return (
    <ImportDialog
      ownerId={owner?.id ?? null}
      owner={<ImportOwnerChooser userId={userId} owner={owner} onChange={setOwner} />}
      onFinished={finished}
      onClose={onClose}
    />
  );
}
