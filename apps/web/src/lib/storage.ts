export type StorageKind = 'local' | 'session';

/** Browsers may refuse storage (privacy modes, disabled cookies): treat it as absent. */
function storageOf(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = storageOf(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs persistence; the in-memory state stays correct.
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  writeString(kind, key, JSON.stringify(value));
}
