import { useSearchParams } from 'react-router';
import { ReceivedInvitations } from '../../entities/invitation/received-invitations';
import { SentInvitations } from '../../entities/invitation/sent-invitations';
import { useOpenPositions } from '../../entities/invitation/invitations';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

type Tab = 'received' | 'sent';

/** /invitations: the invitations to apply a member received and, for a founder, those they sent (`?tab=sent`). */
export default function InvitationsPage() {
  useDocumentTitle('Invitations');
  const [params, setParams] = useSearchParams();
  // Founders (a listed startup) also send them; for everyone else the page is their received ones.
  const positions = useOpenPositions();
  const isFounder = !!positions.data;
  const tab: Tab = params.get('tab') === 'sent' ? 'sent' : 'received';
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Invitations</h1>
        <p className="mt-1 text-slate-600">
          {tab === 'sent'
            ? 'The candidates you invited to apply, and their answers.'
            : 'Founders who saw your profile and invited you to apply.'}
        </p>
      </div>
      {isFounder || tab === 'sent' ? (
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'sent' ? { tab: 'sent' } : {}, { replace: true })}
        >
          <TabsList
            label="Invitations"
            className="max-w-md"
            tabs={[
              { value: 'received', label: 'Received' },
              { value: 'sent', label: 'Sent' },
            ]}
          />
          <TabsContent value="received" className="mt-6">
            <ReceivedInvitations />
          </TabsContent>
          <TabsContent value="sent" className="mt-6">
            <SentInvitations />
          </TabsContent>
        </Tabs>
      ) : (
        <ReceivedInvitations />
      )}
    </div>
  );
}
