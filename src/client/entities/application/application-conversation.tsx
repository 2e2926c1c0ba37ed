import { zodResolver } from '@hookform/resolvers/zod';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MESSAGE_MAX, messageSchema, type ApplicationMessage } from '../../../shared/application-messages';
import { useConversation, useSendMessage } from './application-messages';
import { Link, useLocation } from 'react-router';
import { reportPath } from '../report/report-link';
import { cn } from '../../lib/cn';
import { formatDayTime, formatWhen } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { ErrorState } from '../../components/states';

type Props = {
  applicationId: string;
  /** How the other side is named to the reader: the startup's name for a candidate, the candidate's for a founder. */
  otherName: string;
};

/**
 * The conversation of an application between the founder and the candidate (decision 019): the
 * messages, oldest first, and a box to write. Plain text: React prints it as text, line breaks kept.
 */
export function ApplicationConversation({ applicationId, otherName }: Props) {
  const conversation = useConversation(applicationId);
  const send = useSendMessage(applicationId);
  const [sendError, setSendError] = useState<string | null>(null);
  const { register, handleSubmit, reset, control, formState } = useForm<{ body: string }>({
    resolver: zodResolver(messageSchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const end = useRef<HTMLLIElement>(null);
  const count = conversation.data?.items.length ?? 0;
  // The newest message in view when one arrives or is sent. A block, not an expression: Chromium's
  // scrollIntoView now returns a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  const submit = handleSubmit(async ({ body: text }) => {
    setSendError(null);
    try {
      await send.mutateAsync(text);
      reset({ body: '' });
    } catch (error) {
      // What was typed stays in the box.
      setSendError(failureText(error, 'Failed to send the message. Please try again.'));
    }
  });

  if (conversation.isPending)
    return (
      <p className="text-sm text-slate-500" role="status">
        Loading messages...
      </p>
    );
  if (conversation.isError)
    return (
      <ErrorState
        message="Failed to load messages"
        detail={failureText(conversation.error, '')}
        isRetrying={conversation.isFetching}
        onRetry={() => void conversation.refetch()}
      />
    );
  const { items, canWrite, cannotWriteReason } = conversation.data;

  return (
    <section aria-label={`Messages with ${otherName}`} className="space-y-3">
      {items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <MessagesSquare className="size-4" aria-hidden /> No messages yet.
        </p>
      ) : (
        <ol className="max-h-80 space-y-2 overflow-y-auto pr-1" aria-label="Messages">
          {items.map((message) => (
            <MessageBubble key={message.id} message={message} otherName={otherName} />
          ))}
          <li ref={end} aria-hidden className="h-0" />
        </ol>
      )}
      {canWrite ? (
        <form onSubmit={submit} noValidate className="space-y-2">
          {sendError && <Alert>{sendError}</Alert>}
          <label className="block text-sm font-medium text-slate-800" htmlFor={`message-${applicationId}`}>
            Write to {otherName}
          </label>
          <textarea
            id={`message-${applicationId}`}
            rows={3}
            className={inputClass}
            aria-invalid={!!formState.errors.body}
            aria-describedby={`message-${applicationId}-count`}
            {...register('body')}
          />
          <div className="flex items-center justify-between gap-3">
            <span
              id={`message-${applicationId}-count`}
              className={cn('text-xs', body.length > MESSAGE_MAX ? 'text-red-600' : 'text-slate-500')}
            >
              {formState.errors.body?.message ?? `${body.length} / ${MESSAGE_MAX}`}
            </span>
            <Button type="submit" size="sm" isLoading={send.isPending}>
              Send message
            </Button>
          </div>
        </form>
      ) : (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600">{cannotWriteReason}</p>
      )}
    </section>
  );
}

function MessageBubble({ message, otherName }: { message: ApplicationMessage; otherName: string }) {
  const isMine = message.from === 'me';
  const location = useLocation();
  return (
    <li className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
          isMine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{isMine ? 'You' : otherName}: </span>
        <p className="whitespace-pre-line break-words">{message.body}</p>
        <time
          dateTime={message.createdAt}
          title={formatDayTime(message.createdAt)}
          className={cn('mt-1 block text-xs', isMine ? 'text-brand-100' : 'text-slate-500')}
        >
          {formatWhen(message.createdAt)}
          {isMine && message.readAt && ' · Read'}
        </time>
        {/* The other side's message may be reported: money or documents asked for in a chat is how such scams go. */}
        {!isMine && !message.removed && (
          <Link
            to={reportPath(
              'message',
              message.id,
              `${otherName}: ${message.body.slice(0, 60)}`,
              `${location.pathname}${location.search}`,
            )}
            className="mt-1 inline-block text-xs font-medium text-slate-500 underline-offset-2 hover:text-red-700 hover:underline"
          >
            Report
          </Link>
        )}
      </div>
    </li>
  );
}
