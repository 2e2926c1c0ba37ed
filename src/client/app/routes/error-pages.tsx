import { ArrowLeft, Home, LogIn, RefreshCw, SearchX, ServerCrash, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';

function ErrorPage({
  code,
  icon: Icon,
  title,
  text,
  actions,
}: {
  code: string;
  icon: LucideIcon;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-600">{code}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ErrorPage
      code="404"
      icon={SearchX}
      title="Page Not Found"
      text="The page you are looking for doesn't exist or has been moved."
      actions={
        <>
          <Button asChild>
            <Link to="/">
              <Home className="size-4" aria-hidden /> Back Home
            </Link>
          </Button>
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            <ArrowLeft className="size-4" aria-hidden /> Go Back
          </Button>
        </>
      }
    />
  );
}

export function UnauthorizedPage() {
  return (
    <ErrorPage
      code="401"
      icon={ShieldAlert}
      title="Unauthorized Access"
      text="Please sign in to access this page."
      actions={
        <Button asChild>
          <Link to="/login">
            <LogIn className="size-4" aria-hidden /> Sign In
          </Link>
        </Button>
      }
    />
  );
}

export function ServerErrorPage() {
  return (
    <ErrorPage
      code="500"
      icon={ServerCrash}
      title="Server Error"
      text="Something went wrong on our end. Please try again later."
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden /> Try Again
        </Button>
      }
    />
  );
}
