import { lookup } from 'node:dns/promises';
import { get as httpGet, type IncomingMessage, type RequestOptions } from 'node:http';
import { get as httpsGet } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../lib/public-address.ts';
import { sanctionsFetchFailed } from '../sanctions/list-problems.ts';
import { sanctionsFileMaxBytes } from '../sanctions/sanctions-import.ts';

const timeoutMs = 60_000;
const maxRedirects = 5;

/** Where the list may be fetched from: `SANCTIONS_LIST_HOSTS` (Treasury's hosts by default). */
export interface ListSource {
  hosts: readonly string[];
}

/** Why a fetch was given up: for the log only, never for the answer (a port scanner's oracle). */
class FetchRefused extends Error {}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * The address to connect to for `hostname`, checked after DNS: every address the name resolves
 * to must be public, unless the environment lists that very address (a mirror on the operator's
 * own network). The connection then goes to the address checked, so a second DNS answer (DNS
 * rebinding) cannot send it elsewhere.
 */
async function checkedAddress(hostname: string, source: ListSource) {
  const name = bare(hostname);
  const allowed = (address: string) => isPublicAddress(address) || source.hosts.includes(address);
  const found = isIP(name)
    ? [{ address: name, family: isIP(name) }]
    : await lookup(name, { all: true, verbatim: true });
  const refused = found.find((entry) => !allowed(entry.address));
  if (found.length === 0 || refused !== undefined) {
    throw new FetchRefused(`${name} resolves to ${refused?.address ?? 'nothing'}, not public`);
  }
  return found[0] as { address: string; family: number };
}

function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(url: URL, options: RequestOptions): Promise<IncomingMessage> {
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    get(url, options, resolve).once('error', reject);
  });
}

/** One hop: its address checked, redirects not followed (the caller checks where they lead). */
async function answerOf(url: URL, source: ListSource, signal: AbortSignal) {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new FetchRefused(`${url.protocol} is not http(s)`);
  }
  const { address, family } = await checkedAddress(url.hostname, source);
  return request(url, { lookup: pinnedLookup(address, family), signal });
}

async function readCapped(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > sanctionsFileMaxBytes) {
      response.destroy();
      throw new FetchRefused('the file is over the import size');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function download(start: URL, source: ListSource, signal: AbortSignal): Promise<Buffer> {
  if (!source.hosts.includes(bare(start.hostname))) {
    throw new FetchRefused(`${start.hostname} is not in SANCTIONS_LIST_HOSTS`);
  }
  let url = start;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const response = await answerOf(url, source, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location !== undefined) {
      response.resume();
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new FetchRefused(`the server answered ${status}`);
    }
    return readCapped(response);
  }
  throw new FetchRefused(`more than ${maxRedirects} redirects`);
}

/**
 * Downloads the list file from the settings' URL: only from a host `source` allows, each hop's
 * address checked (after DNS, and again after every redirect), a 200 answer of at most the size
 * an import takes. Any failure is 502 `sanctions_fetch_failed`, the same whatever went wrong
 * (nothing of the answer is quoted), and `onRefused` hears why; the list in force stays.
 */
export async function fetchListFile(
  url: string,
  source: ListSource,
  onRefused: (reason: string) => void,
): Promise<Buffer> {
  try {
    return await download(new URL(url), source, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    onRefused(error instanceof Error ? error.message : String(error));
    throw sanctionsFetchFailed(url);
  }
}
