import type { ApplicationStatus, RejectionReason } from '../../shared/applications';
import type { CandidateStage } from '../../shared/candidate-stages';

// Every domain event the platform emits (decision 027). An event says what happened, in ids and the
// facts of that moment that cannot be read again later (who acted, the status it came from, whether a
// notice was due); subscribers read everything else when they run. Names are `<entity>.<past tense>`.

/**
 * Where and when a person acted: the audit log's who-what-when keeps the client address and
 * browser of the request, which cannot be read again once it has ended. `at` is an ISO instant.
 */
export type RequestFacts = { at: string; ip: string | null; userAgent: string | null };

/** What a report, a hiding or a restoring is about. */
export type ModeratedItem = 'startup' | 'job' | 'profile' | 'message';

/** A second factor: an authenticator app or a passkey. */
export type SecondFactor = 'totp' | 'passkey';

export type DomainEvent =
  /** A candidate applied, or applied again (which starts the application over). */
  | {
      type: 'application.submitted';
      applicationId: string;
      jobId: string;
      applicantId: string;
      ownerId: string;
      isResubmission: boolean;
      isOwnerNoticeDue: boolean;
    }
  /** The startup's owner set a status; `actorId` null: the platform closed an application nobody answered. */
  | {
      type: 'application.status_changed';
      applicationId: string;
      applicantId: string;
      ownerId: string;
      actorId: string | null;
      fromStatus: ApplicationStatus;
      toStatus: ApplicationStatus;
      reason: RejectionReason | null;
      message: string | null;
      /** What the candidate saw of the own stage it left (decision 044): null or absent, its status. */
      fromStage?: CandidateStage | null;
    }
  /**
   * The startup's owner moved an application into one of the startup's own stages (decision 044).
   * `fromView`, `toView`: what the candidate saw before and sees now (a status, or 'interviewing' or
   * 'offer'), never the stage's name; the candidate hears of it only when they differ.
   */
  | {
      type: 'application.stage_changed';
      applicationId: string;
      applicantId: string;
      ownerId: string;
      actorId: string;
      stageId: string;
      fromView: ApplicationStatus | CandidateStage;
      toView: ApplicationStatus | CandidateStage;
    }
  | {
      type: 'application.withdrawn';
      applicationId: string;
      applicantId: string;
      ownerId: string;
      fromStatus: ApplicationStatus;
    }
  /** `isEmailDue`: the recipient had read everything before it, so this one may be e-mailed (decision 019). */
  | {
      type: 'message.sent';
      messageId: string;
      applicationId: string;
      senderId: string;
      recipientId: string;
      senderSide: 'founder' | 'candidate';
      isEmailDue: boolean;
    }
  | { type: 'job.published'; jobId: string; startupId: string }
  | { type: 'job.closed'; jobId: string; startupId: string }
  | { type: 'startup.created'; startupId: string; ownerId: string }
  | { type: 'startup.followed'; startupId: string; userId: string }
  /** A founder invited a candidate to apply to one of their positions. */
  | { type: 'invitation.sent'; invitationId: string; jobId: string; candidateId: string; founderId: string }
  | { type: 'invitation.declined'; invitationId: string; jobId: string; candidateId: string; founderId: string }
  /**
   * An interview's steps: times offered (again, `isReschedule`), booked, other times asked
   * for, called off. `sequence`: its calendar event's SEQUENCE for the invitation this step sends;
   * `wasBooked`: a cancellation withdraws a calendar event.
   */
  | {
      type: 'interview.proposed';
      interviewId: string;
      applicationId: string;
      organizerId: string;
      candidateId: string;
      isReschedule: boolean;
    }
  | {
      type: 'interview.booked';
      interviewId: string;
      applicationId: string;
      organizerId: string;
      candidateId: string;
      sequence: number;
    }
  | {
      type: 'interview.other_times_asked';
      interviewId: string;
      applicationId: string;
      organizerId: string;
      candidateId: string;
    }
  /**
   * A member's security events, each audited. `isNewDevice`: neither the browser's device
   * cookie nor the same browser from the same network was known to the account (decision 056);
   * `isNoticeDue`: and the day's e-mail for that place was still to send (absent in events recorded
   * before decision 056: `isNewDevice` alone decided).
   */
  | {
      type: 'member.signed_in';
      userId: string;
      method: 'password' | 'passkey';
      isNewDevice: boolean;
      isNoticeDue?: boolean;
      request: RequestFacts;
    }
  | { type: 'member.password_changed'; userId: string; request: RequestFacts }
  | { type: 'member.email_changed'; userId: string; request: RequestFacts }
  | { type: 'member.factor_added'; userId: string; factor: SecondFactor; request: RequestFacts }
  | { type: 'member.factor_removed'; userId: string; factor: SecondFactor; request: RequestFacts }
  /** A member with the authenticator app made a new set of backup codes; the old set stopped working (decision 056). */
  | { type: 'member.backup_codes_renewed'; userId: string; request: RequestFacts }
  /** The member proved their address for the first time (the code came back): the welcome goes now (decision 056). */
  | { type: 'member.address_proved'; userId: string }
  /** A personal API token is a credential too (decision 049): its making and revoking are audited. */
  | {
      type: 'member.api_token_created';
      userId: string;
      tokenId: string;
      name: string;
      scopes: string[];
      expiresAt: string | null;
      request: RequestFacts;
    }
  | { type: 'member.api_token_revoked'; userId: string; tokenId: string; name: string; request: RequestFacts }
  /**
   * Every token of the member ended at once by a new password (decision 055): a reset always, a change
   * when the member asked. One event per password, however many tokens went (`count`, at least 1).
   */
  | {
      type: 'member.api_tokens_ended';
      userId: string;
      cause: 'password_reset' | 'password_change';
      count: number;
      request: RequestFacts;
    }
  /**
   * Moderation. `actorId` null: the platform hid an item on its third report. `reason`: the
   * report reason the owner is told, or 'suspended'. `title`: the item's name when it happened, kept by
   * the audit log for when the item is gone (older events have none).
   */
  | {
      type: 'moderation.item_hidden';
      actorId: string | null;
      itemType: ModeratedItem;
      itemId: string;
      ownerId: string;
      reason: string;
      title?: string;
      request: RequestFacts;
    }
  | {
      type: 'moderation.item_restored';
      actorId: string;
      itemType: ModeratedItem;
      itemId: string;
      ownerId: string;
      title?: string;
      request: RequestFacts;
    }
  | {
      type: 'moderation.reports_dismissed';
      actorId: string;
      itemType: ModeratedItem;
      itemId: string;
      count: number;
      title?: string;
      request: RequestFacts;
    }
  | { type: 'member.suspended'; actorId: string; userId: string; name?: string; request: RequestFacts }
  | { type: 'member.reinstated'; actorId: string; userId: string; name?: string; request: RequestFacts }
  /** The administrator downloaded a member's data, or erased the account (decision 063). */
  | { type: 'member.data_exported'; actorId: string; userId: string; name: string; request: RequestFacts }
  | { type: 'member.erased'; actorId: string; userId: string; name: string; request: RequestFacts }
  /** The administrator deleted a startup or a blog post (audited). */
  | {
      type: 'startup.deleted_by_admin';
      actorId: string;
      startupId: string;
      ownerId: string;
      name: string;
      request: RequestFacts;
    }
  | { type: 'blog_post.deleted'; actorId: string; postId: string; title: string; request: RequestFacts }
  /** A founder proved the startup's domain. */
  | {
      type: 'startup.verified';
      actorId: string;
      startupId: string;
      domain: string;
      method: 'email' | 'dns';
      request: RequestFacts;
    }
  | {
      type: 'interview.cancelled';
      interviewId: string;
      applicationId: string;
      organizerId: string;
      candidateId: string;
      byCandidate: boolean;
      wasBooked: boolean;
      sequence: number;
    };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
