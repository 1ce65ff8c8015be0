import type { z } from 'zod';
import type { StaffRole } from './admin/staff-roles.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call: anyone, a signed-in account, an agent, or staff with at least a role;
 * `pending`: a sign-in whose password was right and whose second factor is still to come.
 */
export type CallAccess = 'public' | 'pending' | 'session' | 'agent' | StaffRole;

/** An error status a call answers with `{ message, code, errors? }` (`apiErrorSchema`). */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/**
 * Everything the wire shows of one call, said once: the server registers its route from this,
 * the web types its request and answer from it, and the OpenAPI document describes it. What a
 * call's method, path parameters and access already imply (422 for bad input; 400 and 404 with
 * path parameters; 413, 415 and the CSRF pair on a change; 401 with a session, 403 with a role)
 * is added where the document is made, not written here.
 */
interface CallContract {
  summary?: string;
  description?: string;
  tags?: readonly string[];
  /** Default `public`. Every other access needs a session (`Authorization: Bearer`). */
  access?: CallAccess;
  /**
   * A staff change of where money goes: the session must have proven its second factor in the
   * last 5 minutes (403 `step_up_required`).
   */
  stepUp?: true;
  /** `false` for calls third parties make without a browser (payment gateway callbacks). */
  csrf?: false;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; a call that takes a file names its multipart field in `upload` instead. */
  body?: z.ZodType;
  upload?: string;
  /** The upload form's other parts: each a JSON text, checked with its schema by the route. */
  uploadJson?: Readonly<Record<string, z.ZodType>>;
  /** The JSON of the success answer, at `status` (200 unless 201). */
  response?: z.ZodType;
  status?: 201;
  /** The success answer is a 204 without a body, described so. */
  noContent?: string;
  /** The success answer is a file of one of these media types (no JSON `response`). */
  file?: readonly string[];
  /** Errors only this call gives: a conflict, a gateway failure, a rate limit (429). */
  errors?: readonly ErrorStatus[];
  /** Answers zod alone cannot say: their own error shape, or several media types. */
  answers?: Readonly<Record<number, unknown>>;
}

/** A call of the table, with the method and path of its key. */
export type ApiCall = CallContract & { method: ApiMethod; path: string };

/** `POST /api/orders/:reference/cancel`: the key a call is known by everywhere. */
type CallKey = `${ApiMethod} /${string}`;

type Split<Key> = Key extends `${infer Method extends ApiMethod} ${infer Path}`
  ? { method: Method; path: Path }
  : never;

/** A call with what its key says: its method and its path. */
type DefinedCall<Key, Contract> = Contract & Split<Key>;

type Merged<Shared, Own> = Omit<Shared, keyof Own> & Own;

/**
 * A group of calls keyed `METHOD /path`, each with `shared`'s fields (a group's access, its
 * tags) unless it says otherwise. Each entry also gets its `method` and `path` from its key.
 */
export function defineCalls<
  const Shared extends CallContract,
  const Calls extends Record<CallKey, CallContract>,
>(
  shared: Shared,
  calls: Calls,
): { [Key in keyof Calls]: DefinedCall<Key, Merged<Shared, Calls[Key]>> } {
  const defined = Object.entries(calls).map(([key, contract]) => {
    const [method, path] = key.split(' ');
    return [key, { ...shared, ...contract, method, path }];
  });
  return Object.fromEntries(defined) as {
    [Key in keyof Calls]: DefinedCall<Key, Merged<Shared, Calls[Key]>>;
  };
}
