import type { ApplicantRow } from '../../../shared/applicants';
import type { ApplicationState, ApplicationStatus } from '../../../shared/applications';

/** The names of the states on this page: the badge's words (the spec's statuses), capitalised. */
export const statusLabels: Record<ApplicationState, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The "Move to" choices in the order a founder works through them; rejecting asks for a reason first. */
export const moveTargets: { status: ApplicationStatus; label: string }[] = [
  { status: 'reviewed', label: 'Reviewed' },
  { status: 'accepted', label: 'Accepted' },
  { status: 'rejected', label: 'Rejected…' },
  { status: 'submitted', label: 'Submitted' },
];

export const fullName = (row: ApplicantRow) => `${row.applicant.firstName} ${row.applicant.lastName}`.trim();
