import { readString, writeString } from './storage';

const key = 'client_auth_token';

// Read once at start-up (spec §7); sign-in and logout keep memory and storage in step.
let token = readString('local', key);

export function getAuthToken(): string | null {
  return token;
}

export function setAuthToken(next: string | null): void {
  token = next;
  writeString('local', key, next);
}
