import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { useSession } from '../../../lib/session';
import { loginPath } from '../../../lib/sign-in-redirect';

// The form and its validation load on first use, not with the board every visitor downloads.
const loadDialog = () => import('./job-alert-dialog');
const JobAlertDialog = lazy(loadDialog);

/** "Create job alert" for the search in the address; a visitor signs in first and comes back here. */
export function JobAlertButton({ params }: { params: URLSearchParams }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  // The search as it is when the dialog opens: the filters behind the dialog cannot change meanwhile.
  const [search, setSearch] = useState('');

  function open() {
    if (!user) return void navigate(loginPath(location.pathname + location.search));
    setSearch(params.toString());
    setIsOpen(true);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={open}
        onPointerEnter={() => user && void loadDialog()}
        onFocus={() => user && void loadDialog()}
      >
        <BellPlus className="size-4" aria-hidden /> Create job alert
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <JobAlertDialog addressSearch={search} open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
