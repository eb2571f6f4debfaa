import { z } from 'zod';
import { multiLineText } from './text-fields';

/*
 * Buyers' reports of a listing (issue 32 §5, decision 067), shared by the handlers and the SPA.
 *
 *   POST /api/listings/{id}/reports                  ReportRequest -> 201 ReportResponse; 400 with
 *                                                    field messages; 404; 409 listing_unavailable;
 *                                                    429 too_many_requests
 *   GET  /api/admin/reports                          -> ReportQueuePage (open reports per listing)
 *   POST /api/admin/listings/{id}/reports/dismiss    { round } -> DismissReportsResponse
 *   POST /api/admin/listings/{id}/reports/take-down  reject's body -> AdminListingRow
 */

export const REPORT_REASONS = [
  'scam',
  'wrong_details',
  'already_sold',
  'offensive',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  wrong_details: 'Wrong details',
  already_sold: 'Already sold',
  offensive: 'Offensive',
  duplicate: 'Duplicate listing',
  other: 'Other',
};

/** Open reports from this many clients take a listing out of search until an admin reviews it. */
export const REPORT_HIDE_THRESHOLD = 3;

/** Whether a listing with this many open reports is kept out of search (isLive reads the flag). */
export function hiddenByReports(openReports: number): boolean {
  return openReports >= REPORT_HIDE_THRESHOLD;
}

export const REPORT_NOTE_MAX = 1000;

export const REPORT_MESSAGES = {
  reason: 'Please choose a reason',
  noteLong: `Please keep the note under ${REPORT_NOTE_MAX} characters`,
  noteNeeded: 'Please tell us what is wrong',
  received: "Thanks, we'll review this listing.",
  rateLimited:
    "You've sent several reports in a short time. Please wait an hour before sending another.",
  unavailable: 'This van is no longer available, so there is nothing to report.',
  failed: 'Your report could not be sent. Please try again.',
  dismissed: 'Reports dismissed',
  takenDown: 'Listing taken down',
  roundMoved: 'New reports arrived or these were already reviewed. Reload to see them',
  notOpen: 'This listing has no open reports',
} as const;

/**
 * A report: one reason and a note (required for 'other'). The note is kept exactly as typed,
 * as text: whatever markup it holds is shown as characters wherever it appears.
 */
export const reportRequestSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
    note: multiLineText().max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteLong).default(''),
  })
  .superRefine((report, context) => {
    if (report.reason === 'other' && report.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: REPORT_MESSAGES.noteNeeded });
    }
  });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export type ReportResponse = { status: 'received' };

/** One open report as the admin queue shows it: never who sent it. */
export type OpenReport = { reason: ReportReason; note: string; created_at: string };

/** A listing with open reports, as the admin queue shows it. */
export type ReportedListing = {
  listing: {
    id: string;
    title: string;
    year: number;
    make: string;
    model: string;
    price: number;
    image_url: string | null;
    status: string;
    approval_status: string;
    /** Out of search because of these reports. */
    reports_hidden: boolean;
    /** The version the take-down acts on (expected_updated_at). */
    updated_at: string;
    /** The public advert, while buyers can open it; null otherwise. */
    public_path: string | null;
  };
  /** Which set of reports this is: a dismissal or take-down closes it and starts the next. */
  round: number;
  open_count: number;
  latest_at: string;
  /** How many open reports give each reason. */
  reasons: Partial<Record<ReportReason, number>>;
  /** Newest first, at most REPORTS_SHOWN_PER_LISTING. */
  reports: OpenReport[];
};

export const REPORTS_SHOWN_PER_LISTING = 20;
export const REPORT_QUEUE_PAGE_SIZE = 20;

/** The queue's count is read up to this many: the admin navigation says '99+' beyond 99. */
export const OPEN_REPORTS_COUNTED = 100;

export type ReportQueuePage = {
  items: ReportedListing[];
  cursor: string | null;
  /** Listings with open reports, counted up to OPEN_REPORTS_COUNTED: the navigation's badge. */
  open_listings: number;
};

export const reportQueueQuerySchema = z.object({ cursor: z.string().max(2000).optional() });

export const dismissReportsSchema = z.object({ round: z.number().int().nonnegative() });
export type DismissReportsRequest = z.infer<typeof dismissReportsSchema>;
export type DismissReportsResponse = { dismissed: number };

/**
 * Whether buyers may report a listing now: one they can see, or one already held back by
 * reports (more reports of it still count). Sold, withdrawn or never approved: nothing to report.
 */
export function isReportable(listing: {
  status: string;
  approval_status: string;
  owner_disabled?: boolean | undefined;
}): boolean {
  return (
    listing.status === 'active' &&
    listing.approval_status === 'approved' &&
    listing.owner_disabled !== true
  );
}
