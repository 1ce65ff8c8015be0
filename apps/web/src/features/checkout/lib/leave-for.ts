/** Leaves the storefront for a gateway's page: a full page load, not a route change. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
