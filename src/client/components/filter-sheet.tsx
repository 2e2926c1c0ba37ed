import { deferredControl } from './deferred-control';
import { FilterSheetButton, type FilterSheetProps } from './filter-sheet-button';

/**
 * A listing's filters on a phone: a Filters button that opens them in a sheet from the bottom. The button
 * says how many are in force, so a filter set in the closed sheet leaves a trace (DESIGN.md: state is visible).
 * The sheet's code (a dialog, its focus trap and scroll lock) loads on first use: a visitor's listing
 * does not download it (decision 068).
 */
export const FilterSheet = deferredControl<FilterSheetProps>(
  () => import('./filter-sheet-dialog'),
  ({ activeCount }, triggerProps) => <FilterSheetButton activeCount={activeCount} {...triggerProps} />,
);
