import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '../lib/cn';

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

export function TabsList({
  tabs,
  className,
  label,
}: {
  tabs: { value: string; label: string }[];
  className?: string;
  label: string;
}) {
  return (
    <RadixTabs.List
      aria-label={label}
      className={cn('grid rounded-xl bg-slate-100 p-1', className)}
      style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}
    >
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab.value}
          value={tab.value}
          className="min-h-11 rounded-lg px-3 py-2 text-sm [overflow-wrap:normal] font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}
