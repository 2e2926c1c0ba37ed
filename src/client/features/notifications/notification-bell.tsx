import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { relativeTime } from '../../../shared/relative-time';
import { api, ApiError, unwrap } from '../../lib/api';
import { sessionQuery } from '../../lib/session';
import { cn } from '../../lib/cn';
import { NETWORK_ERROR } from '../../lib/failure';
import { safeRedirect } from '../../lib/sign-in-redirect';
import { toast } from '../../lib/toast';
import { queryKeys } from '../../lib/query-keys';

/** `subjectGone`: what it was about was deleted since (the list says so; the live stream's are new). */
type Notification = {
  id: string;
  title: string;
  message: string;
  type: string;
  link: string | null;
  read: boolean;
  createdAt: string;
  subjectGone?: string | null;
};
type List = { items: Notification[]; unread: number };
const RECONNECT_MS = 5000;
/** How long after "session-ended" the session is asked again (decision 021). */
const SESSION_RECHECK_MS = 1000;
const dot: Record<string, string> = { success: 'bg-success', warning: 'bg-warning', error: 'bg-error' };

const fetchList = () => unwrap(api.notifications.$get());

/**
 * Keeps the list current: new notifications arrive over Server-Sent Events and are put first. The
 * server ends a stream whose session ended (`session-ended`) or that a newer tab replaced (`replaced`);
 * neither is reconnected, and a dropped stream whose session is gone (401) is not either.
 */
function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let isActive = true;
    const stop = () => {
      source?.close();
      source = null;
    };
    // A replaced stream comes back when its tab is looked at again (and replaces another in turn).
    const onVisible = () => {
      if (document.visibilityState === 'visible' && isActive && !source) connect();
    };
    const connect = () => {
      document.removeEventListener('visibilitychange', onVisible);
      // An event stream, which the typed client (fetch and JSON) does not read: the browser's EventSource does.
      source = new EventSource('/api/notifications/stream');
      source.addEventListener('notification', (event) => {
        let notification: Notification;
        try {
          notification = JSON.parse((event as MessageEvent<string>).data) as Notification;
        } catch (error) {
          // Only logged; the next refetch brings the list up to date.
          console.error('Failed to add notification', error);
          return;
        }
        queryClient.setQueryData<List>(queryKeys.notifications, (list) =>
          list && !list.items.some((n) => n.id === notification.id)
            ? { items: [notification, ...list.items].slice(0, 50), unread: list.unread + 1 }
            : list,
        );
      });
      source.addEventListener('session-ended', () => {
        stop();
        // The server says at once when a session ends. It may be this tab's own doing: a password change
        // ends every session and starts a new one, whose cookie can still be on its way. So look again
        // shortly: still signed in, the stream comes back; signed out, the shell leaves private pages.
        clearTimeout(retry);
        retry = setTimeout(() => {
          queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).then(
            (session) => {
              if (isActive && session.user) connect();
            },
            () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }),
          );
        }, SESSION_RECHECK_MS);
      });
      source.addEventListener('replaced', () => {
        stop();
        document.addEventListener('visibilitychange', onVisible);
      });
      source.onerror = () => {
        // A dropped stream comes back after 5 seconds, and catches up by refetching;
        // unless the refetch says the session is gone.
        stop();
        retry = setTimeout(() => {
          queryClient.fetchQuery({ queryKey: queryKeys.notifications, queryFn: fetchList, staleTime: 0 }).then(
            () => {
              if (isActive) connect();
            },
            (error: unknown) => {
              if (isActive && !(error instanceof ApiError && error.status === 401)) connect();
            },
          );
        }, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      isActive = false;
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onVisible);
      stop();
    };
  }, [queryClient]);
}

export function NotificationBell() {
  const queryClient = useQueryClient();
  const { data, isError, error } = useQuery({ queryKey: queryKeys.notifications, queryFn: fetchList });
  useLiveNotifications();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  const markAll = useMutation({
    mutationFn: () => unwrap(api.notifications['read-all'].$post()),
    onSuccess: refresh,
    onError: (e) =>
      toast.error(e instanceof ApiError && e.status === 0 ? NETWORK_ERROR : 'Failed to update notifications'),
  });
  const markOne = useMutation({
    mutationFn: (id: string) => unwrap(api.notifications[':id'].read.$post({ param: { id } })),
    onSuccess: refresh,
    onError: (e) =>
      toast.error(e instanceof ApiError && e.status === 0 ? NETWORK_ERROR : 'Failed to update notification'),
  });
  const unread = data?.unread ?? 0;
  const navigate = useNavigate();
  // Opening a notification reads it and goes to what it is about (decision 020); only a same-site page.
  const open = (n: Notification) => {
    if (!n.read) markOne.mutate(n.id);
    const target = safeRedirect(n.link);
    if (target) void navigate(target);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="relative grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-error px-1 text-[11px] font-bold text-white"
            aria-hidden
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[22rem] max-w-[calc(100vw-1rem)] rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <p className="font-semibold text-slate-900">Notifications</p>
            <button
              type="button"
              disabled={unread === 0}
              onClick={() => markAll.mutate()}
              className="text-sm font-semibold text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
            >
              Mark all as read
            </button>
          </div>
          <div className="max-h-96 overflow-y-auto p-1.5">
            {isError ? (
              <p role="alert" className="px-3 py-6 text-center text-sm text-error">
                {error instanceof ApiError && error.status === 0 ? NETWORK_ERROR : 'Failed to load notifications'}
              </p>
            ) : !data || data.items.length === 0 ? (
              <div className="flex flex-col items-center px-6 py-8 text-center">
                <span className="grid size-11 place-items-center rounded-full bg-slate-100 text-slate-500">
                  <BellOff className="size-5" aria-hidden />
                </span>
                <p className="mt-3 text-sm font-semibold text-slate-900">No notifications yet</p>
                <p className="mt-1 text-sm text-slate-600">
                  News about your applications, your startups and the startups you follow will show up here.
                </p>
              </div>
            ) : (
              data.items.map((n) => (
                <DropdownMenu.Item
                  key={n.id}
                  onSelect={(event) => {
                    // One with nowhere to go is only read; the menu stays open.
                    if (!safeRedirect(n.link)) event.preventDefault();
                    open(n);
                  }}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-slate-50',
                    !n.read && 'bg-brand-50/60',
                  )}
                >
                  <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', dot[n.type] ?? 'bg-info')} aria-hidden />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">{n.title}</span>
                    <span className="block text-sm text-slate-600">{n.message}</span>
                    {n.subjectGone && <span className="block text-sm italic text-slate-500">{n.subjectGone}</span>}
                    <span className="block text-xs text-slate-400">{relativeTime(n.createdAt)}</span>
                  </span>
                </DropdownMenu.Item>
              ))
            )}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
