// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters';

// The hook in a router, as a page uses it: the address after changes made one after another.

const parse = (params: URLSearchParams) => Object.fromEntries(params);
let setFilters: ReturnType<typeof useUrlFilters>['setFilters'];
let clearFilters: ReturnType<typeof useUrlFilters>['clearFilters'];

function Page() {
  ({ setFilters, clearFilters } = useUrlFilters({ parse, resetOnChange: ['after'] }));
  return <output>{useLocation().search}</output>;
}

const address = (container: HTMLElement) => container.querySelector('output')!.textContent;

afterEach(cleanup);

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the page renders again (a choice handed over, then the search sent)', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/jobs?after=abc']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => {
      setFilters({ jobType: 'Contract' });
      setFilters((current) => ({ q: `${current.get('jobType')} roles` }));
    });
    expect(address(container)).toBe('?jobType=Contract&q=Contract+roles');
  });

  it('starts from the address shown once the page has rendered it, and clears it', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/jobs?q=go']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => setFilters({ stage: 'MVP' }));
    act(() => setFilters({ q: undefined }));
    expect(address(container)).toBe('?stage=MVP');
    act(() => {
      clearFilters();
      setFilters({ q: 'rust' });
    });
    expect(address(container)).toBe('?q=rust');
  });
});
