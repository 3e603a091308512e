import { useId, type CSSProperties, type ReactNode } from 'react';

interface Tab<K extends string> {
  key: K;
  label: string;
}

// Looks like antd's centred Tabs (blue label and ink bar under the chosen one) without its code,
// which brings menus, dropdowns and overflow handling that two fixed tabs never use.
const listStyle: CSSProperties = { display: 'flex', justifyContent: 'center', gap: 32, marginBottom: 16, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' };
const tabStyle = (active: boolean): CSSProperties => ({
  padding: '12px 0',
  marginBottom: -1,
  border: 0,
  borderBottom: `2px solid ${active ? '#1677ff' : 'transparent'}`,
  background: 'none',
  color: active ? '#1677ff' : 'rgba(0, 0, 0, 0.88)',
  font: 'inherit',
  fontSize: 14,
  lineHeight: 22 / 14,
  cursor: 'pointer',
  transition: 'color 0.2s, border-color 0.3s',
});

/** Two or more tabs over one panel showing the chosen tab's content (only that one is mounted). */
export function SignInTabs<K extends string>({ tabs, active, onChange, children }: { tabs: Tab<K>[]; active: K; onChange: (key: K) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <div role="tablist" style={listStyle}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            style={tabStyle(tab.key === active)}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {children}
      </div>
    </div>
  );
}
