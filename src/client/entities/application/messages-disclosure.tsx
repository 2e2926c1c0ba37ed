import { ChevronDown, ChevronUp, MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { ApplicationConversation } from './application-conversation';
import { Button } from '../../components/button';

/**
 * "Messages": a button and the application's conversation under it, opened in place (decision 019).
 * A hook, so that the button sits with the item's other buttons and the panel below them.
 */
export function useMessagesToggle({ applicationId, otherName }: { applicationId: string; otherName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return {
    button: (
      <Button
        variant="secondary"
        size="sm"
        className="max-sm:h-11"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((v) => !v)}
      >
        <MessagesSquare className="size-4" aria-hidden />
        Messages
        {isOpen ? <ChevronUp className="size-4" aria-hidden /> : <ChevronDown className="size-4" aria-hidden />}
      </Button>
    ),
    panel: isOpen ? (
      <div id={panelId} className="mt-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <ApplicationConversation applicationId={applicationId} otherName={otherName} />
      </div>
    ) : (
      <div id={panelId} hidden />
    ),
  };
}
