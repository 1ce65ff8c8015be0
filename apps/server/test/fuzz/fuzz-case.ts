/** A request body as sent: its bytes, its Content-Type, and a short text for the report. */
export interface RequestBody {
  contentType?: string;
  payload: string | Buffer;
  summary: string;
}

/**
 * One way to fill a part of a request. `kind` groups variants of the same sort ("body:missing",
 * "path:number"), so a bounded run spreads its cases over every sort instead of the first few.
 */
export interface Variant<T> {
  kind: string;
  label: string;
  value: T;
}

/** How a case signs in: as the operation's role, or with a credential missing or forged. */
export type Credentials = 'role' | 'none' | 'no-csrf' | 'forged-token' | 'forged-csrf';

export interface FuzzCase {
  /** What the case is, for the report: "valid", "body:missing cart", "path:number id=-1". */
  label: string;
  /** Every part of the request matches the documented schemas (checked with Ajv). */
  valid: boolean;
  credentials: Credentials;
  /** The path with its parameters filled, percent-encoded as sent. */
  path: string;
  /** `?…` as sent, or ''. */
  query: string;
  body?: RequestBody;
}

/** A value as JSON text for a report line: control characters visible, long text cut. */
export function excerpt(text: string, length = 160): string {
  const visible = JSON.stringify(text).slice(1, -1);
  return visible.length > length ? `${visible.slice(0, length)}… (${text.length} chars)` : visible;
}
