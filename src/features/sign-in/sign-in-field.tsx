import type { ReactElement } from 'react';

// Laid out like a vertical antd Form.Item (label above, the message below in the error colour,
// the same spacing), without antd's Form, whose label tooltips bring the popup engine along.
// The label row is as tall as a large control, as in the large form it replaces.
const labelStyle = { display: 'flex', alignItems: 'center', height: 48, paddingBottom: 8, lineHeight: 22 / 14 } as const;
const errorStyle = { color: '#ff4d4f', lineHeight: 22 / 14, minHeight: 24 } as const;

/** A labelled control of the sign-in form with its validation message. */
export function SignInField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactElement }) {
  return (
    <div style={{ marginBottom: error ? 0 : 24 }}>
      <label htmlFor={id} style={labelStyle}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={errorStyle}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
